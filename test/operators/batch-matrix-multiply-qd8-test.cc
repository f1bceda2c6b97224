// Batch matrix multiply with dynamically quantized A (qd8_f32_qc8w: a zero point and scale per row of A, int8 B with
// a scale per channel of each batch of B, fp32 output), both forms (B constant at create, B packed into the workspace
// at every run), bit for bit against a reference that sums (a - row zero point) * b exactly and applies the scales in
// the documented order ((acc * row scale) * scale_b, one rounding each): batch broadcasting of A, B or both,
// transposed B, m = 1 and every strip of rows, odd k and n, zero points at both extremes; at 1, 2 and 8 threads with
// identical bytes; and the arguments it refuses.
#include <cstring>

#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct qd8_bmm_case {
  std::string name;
  std::vector<size_t> dims_a, dims_b;
  size_t m = 5, k = 19, n = 7;
  bool transpose_b = false, const_b = false;
};

void PrintTo(const qd8_bmm_case& c, std::ostream* os) { *os << c.name; }

size_t product(const std::vector<size_t>& v) {
  size_t p = 1;
  for (size_t x : v) p *= x;
  return p;
}

struct qd8_bmm_data {
  std::vector<int8_t> a, b;
  std::vector<xnn_quantization_params> quantization;  // per row of A, plus XNNPACK's padding entries
  std::vector<float> scale_b;                         // [batches of B][n]
};

qd8_bmm_data make_data(const qd8_bmm_case& c) {
  std::mt19937 rng(23);
  qd8_bmm_data d;
  const size_t rows = product(c.dims_a) * c.m;
  d.a = random_int8(rng, rows * c.k + XNN_EXTRA_BYTES);
  d.b = random_int8(rng, product(c.dims_b) * c.k * c.n);
  std::uniform_int_distribution<int32_t> zero_point(-128, 127);
  std::uniform_real_distribution<float> unit(0.5f, 2.0f);
  for (size_t r = 0; r < rows; r++) {
    // Both extremes appear among the first rows; scales from 2^-20 to 2^8.
    const int32_t zp = r % 5 == 0 ? -128 : r % 5 == 1 ? 127 : zero_point(rng);
    d.quantization.push_back({zp, unit(rng) * std::ldexp(1.0f, -20 + int(r * 11 % 29))});
  }
  for (size_t p = 0; p < XNN_EXTRA_QUANTIZATION_PARAMS; p++) d.quantization.push_back(d.quantization.back());
  d.scale_b.resize(product(c.dims_b) * c.n);
  for (float& s : d.scale_b) s = unit(rng) * 0x1.0p-7f;
  return d;
}

std::vector<float> reference(const qd8_bmm_case& c, const qd8_bmm_data& d) {
  const size_t dims = c.dims_a.size();
  std::vector<size_t> out(dims);
  for (size_t i = 0; i < dims; i++) out[i] = std::max(c.dims_a[i], c.dims_b[i]);
  std::vector<float> y(product(out) * c.m * c.n);
  for (size_t batch = 0; batch < product(out); batch++) {
    size_t rest = batch, ia = 0, ib = 0, sa = 1, sb = 1;
    for (size_t i = dims; i-- > 0;) {
      const size_t index = rest % out[i];
      rest /= out[i];
      ia += (c.dims_a[i] == 1 ? 0 : index) * sa, sa *= c.dims_a[i];
      ib += (c.dims_b[i] == 1 ? 0 : index) * sb, sb *= c.dims_b[i];
    }
    const int8_t* bb = d.b.data() + ib * c.k * c.n;
    for (size_t i = 0; i < c.m; i++) {
      const size_t row = ia * c.m + i;
      for (size_t j = 0; j < c.n; j++) {
        int64_t acc = 0;
        for (size_t p = 0; p < c.k; p++) {
          const int64_t w = c.transpose_b ? bb[j * c.k + p] : bb[p * c.n + j];
          acc += (int64_t(d.a[row * c.k + p]) - d.quantization[row].zero_point) * w;
        }
        volatile float v = float(acc) * d.quantization[row].scale;
        v = v * d.scale_b[ib * c.n + j];
        y[(batch * c.m + i) * c.n + j] = v;
      }
    }
  }
  return y;
}

class BatchMatrixMultiplyQd8F32Qc8w : public testing::TestWithParam<qd8_bmm_case> {};

TEST_P(BatchMatrixMultiplyQd8F32Qc8w, matches_reference_bit_for_bit_at_every_thread_count) {
  const qd8_bmm_case& c = GetParam();
  const qd8_bmm_data d = make_data(c);
  const std::vector<float> expected = reference(c, d);
  const uint32_t flags = c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
                                        product(c.dims_b), c.k, c.n, d.b.data(), d.scale_b.data(), flags, &raw));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(flags, &raw));
    }
    operator_ptr op = own(raw);
    size_t workspace_size = 1;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
                                        op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(), c.m, c.k, c.n,
                                        &workspace_size, pool));
      ASSERT_EQ(workspace_size, 0u);
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(
                                        op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(), c.m, c.k, c.n,
                                        d.scale_b.data(), &workspace_size, pool));
    }
    std::vector<char> workspace(workspace_size + 64);
    void* aligned = workspace.data() + (64 - reinterpret_cast<uintptr_t>(workspace.data()) % 64) % 64;
    std::vector<float> output(expected.size(), untouched_marker());
    ASSERT_EQ(xnn_status_success,
              xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(op.get(), aligned, d.a.data(),
                                                              c.const_b ? nullptr : d.b.data(),
                                                              d.quantization.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t i = 0; i < expected.size(); i++) {
      ASSERT_EQ(std::memcmp(&output[i], &expected[i], sizeof(float)), 0)
          << what << ": element " << i << ": " << output[i] << " != " << expected[i];
    }
    outputs->add(output);
  });
}

std::vector<qd8_bmm_case> cases() {
  const xnn_qd8_f32_qc8w_gemm_config* config = xnn_init_qd8_f32_qc8w_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  case_list<qd8_bmm_case> l;
  for (bool const_b : {false, true}) {
    const std::string form = const_b ? "const_b_" : "";
    const auto with = [&](const std::function<void(qd8_bmm_case&)>& set) {
      return [=](qd8_bmm_case& c) {
        c.const_b = const_b;
        set(c);
      };
    };
    l.add(form + "single_batch", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {1}; }));
    l.add(form + "batched", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {3}; }));
    l.add(form + "broadcast_a", with([](qd8_bmm_case& c) { c.dims_a = {1, 3}, c.dims_b = {2, 3}; }));
    l.add(form + "broadcast_b", with([](qd8_bmm_case& c) { c.dims_a = {2, 3}, c.dims_b = {2, 1}; }));
    l.add(form + "broadcast_both", with([](qd8_bmm_case& c) { c.dims_a = {1, 4}, c.dims_b = {3, 1}; }));
    l.add(form + "transposed_b", with([](qd8_bmm_case& c) {
            c.dims_a = c.dims_b = {2};
            c.transpose_b = true;
          }));
    l.add(form + "m1", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {3}, c.m = 1; }));
    for (size_t m = 2; m <= 2 * mr + 1; m++) {
      l.add(form + "m" + std::to_string(m), with([=](qd8_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.m = m; }));
    }
    l.add(form + "long_k", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.k = 301, c.n = 33; }));
    l.add(form + "k1_n1", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.k = 1, c.n = 1; }));
    l.add(form + "no_batch_dims", with([](qd8_bmm_case& c) { c.dims_a = c.dims_b = {}; }));
  }
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, BatchMatrixMultiplyQd8F32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qd8_bmm_case>& info) { return info.param.name; });

TEST(BatchMatrixMultiplyQd8F32Qc8wArguments, refuses_bad_scales_and_missing_quantization_params) {
  const std::vector<int8_t> b(2 * 3 * 4, 1);
  const size_t dims[1] = {2};
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[8] = {1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, bad};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(2, 3, 4, b.data(), scales, 0, &op))
        << bad;
    EXPECT_EQ(op, nullptr);
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(0, &raw));
    operator_ptr dynamic = own(raw);
    size_t workspace_size = 0;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(dynamic.get(), 1, dims, dims, 2, 3, 4, scales,
                                                                &workspace_size, nullptr))
        << bad;
  }
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(0, &raw));
  operator_ptr op = own(raw);
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(op.get(), 1, dims, dims, 2, 3, 4, nullptr,
                                                              &workspace_size, nullptr));
  const float scales[8] = {1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
  ASSERT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(
                                    op.get(), 1, dims, dims, 2, 3, 4, scales, &workspace_size, nullptr));
  std::vector<int32_t> workspace(workspace_size / 4 + 1);
  int8_t a[12 + XNN_EXTRA_BYTES] = {};
  float output[16];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(op.get(), workspace.data(), a, b.data(), nullptr,
                                                            output));
}

}  // namespace
