// Batch matrix multiply with fp32 A and int8 B with a scale per channel of each batch of B (f32_qc8w: weights-only
// quantization, fp32 output (sum a * b) * scale_b), both forms (B constant at create, B packed into the workspace at
// every run), against a double-precision reference within the rounding of k + 2 terms: batch broadcasting of A, B or
// both, transposed B, m = 1 and every strip of rows, odd k and n; at 1, 2 and 8 threads with identical bytes; and the
// arguments it refuses.
#include <cmath>
#include <cstring>

#include "configs/f32-qc8w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct f32_qc8w_bmm_case {
  std::string name;
  std::vector<size_t> dims_a, dims_b;
  size_t m = 5, k = 19, n = 7;
  bool transpose_b = false, const_b = false;
};

void PrintTo(const f32_qc8w_bmm_case& c, std::ostream* os) { *os << c.name; }

size_t product(const std::vector<size_t>& v) {
  size_t p = 1;
  for (size_t x : v) p *= x;
  return p;
}

struct f32_qc8w_bmm_data {
  std::vector<float> a;
  std::vector<int8_t> b;
  std::vector<float> scale_b;  // [batches of B][n]
};

f32_qc8w_bmm_data make_data(const f32_qc8w_bmm_case& c) {
  std::mt19937 rng(29);
  f32_qc8w_bmm_data d;
  d.a = random_tensor(rng, product(c.dims_a) * c.m * c.k);
  d.b = random_int8(rng, product(c.dims_b) * c.k * c.n);
  std::uniform_real_distribution<float> unit(0.5f, 2.0f);
  d.scale_b.resize(product(c.dims_b) * c.n);
  for (float& s : d.scale_b) s = unit(rng) * 0x1.0p-7f;
  return d;
}

reference_result reference(const f32_qc8w_bmm_case& c, const f32_qc8w_bmm_data& d, size_t* rows) {
  const size_t dims = c.dims_a.size();
  std::vector<size_t> out(dims);
  for (size_t i = 0; i < dims; i++) out[i] = std::max(c.dims_a[i], c.dims_b[i]);
  *rows = product(out) * c.m;
  reference_result y;
  y.resize(*rows * c.n);
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
      const float* row = d.a.data() + (ia * c.m + i) * c.k;
      for (size_t j = 0; j < c.n; j++) {
        double sum = 0, magnitude = 0;
        for (size_t p = 0; p < c.k; p++) {
          const double term = double(row[p]) * (c.transpose_b ? bb[j * c.k + p] : bb[p * c.n + j]);
          sum += term, magnitude += std::abs(term);
        }
        const double scale = d.scale_b[ib * c.n + j];
        y.value[(batch * c.m + i) * c.n + j] = sum * scale;
        y.magnitude[(batch * c.m + i) * c.n + j] = magnitude * scale;
      }
    }
  }
  return y;
}

class BatchMatrixMultiplyF32Qc8w : public testing::TestWithParam<f32_qc8w_bmm_case> {};

TEST_P(BatchMatrixMultiplyF32Qc8w, matches_reference_at_every_thread_count) {
  const f32_qc8w_bmm_case& c = GetParam();
  const f32_qc8w_bmm_data d = make_data(c);
  size_t rows = 0;
  const reference_result expected = reference(c, d, &rows);
  const uint32_t flags = c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(
                                        product(c.dims_b), c.k, c.n, d.b.data(), d.scale_b.data(), flags, &raw));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_qc8w(flags, &raw));
    }
    operator_ptr op = own(raw);
    size_t workspace_size = 1;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(
                                        op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(), c.m, c.k, c.n,
                                        &workspace_size, pool));
      ASSERT_EQ(workspace_size, 0u);
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(
                                        op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(), c.m, c.k, c.n,
                                        d.scale_b.data(), &workspace_size, pool));
    }
    std::vector<char> workspace(workspace_size + 64);
    void* aligned = workspace.data() + (64 - reinterpret_cast<uintptr_t>(workspace.data()) % 64) % 64;
    std::vector<float> output(rows * c.n, untouched_marker());
    ASSERT_EQ(xnn_status_success,
              xnn_setup_batch_matrix_multiply_nc_f32_qc8w(op.get(), aligned, d.a.data(),
                                                          c.const_b ? nullptr : d.b.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_matches_reference(output, rows, c.n, c.n, expected, -INFINITY, INFINITY, c.k, what);
    outputs->add(output);
  });
}

std::vector<f32_qc8w_bmm_case> cases() {
  const xnn_f32_qc8w_gemm_config* config = xnn_init_f32_qc8w_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 8;
  case_list<f32_qc8w_bmm_case> l;
  for (bool const_b : {false, true}) {
    const std::string form = const_b ? "const_b_" : "";
    const auto with = [&](const std::function<void(f32_qc8w_bmm_case&)>& set) {
      return [=](f32_qc8w_bmm_case& c) {
        c.const_b = const_b;
        set(c);
      };
    };
    l.add(form + "single_batch", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {1}; }));
    l.add(form + "batched", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {3}; }));
    l.add(form + "broadcast_a", with([](f32_qc8w_bmm_case& c) { c.dims_a = {1, 3}, c.dims_b = {2, 3}; }));
    l.add(form + "broadcast_b", with([](f32_qc8w_bmm_case& c) { c.dims_a = {2, 3}, c.dims_b = {2, 1}; }));
    l.add(form + "broadcast_both", with([](f32_qc8w_bmm_case& c) { c.dims_a = {1, 4}, c.dims_b = {3, 1}; }));
    l.add(form + "transposed_b", with([](f32_qc8w_bmm_case& c) {
            c.dims_a = c.dims_b = {2};
            c.transpose_b = true;
          }));
    l.add(form + "m1", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {3}, c.m = 1; }));
    for (size_t m = 2; m <= 2 * mr + 1; m++) {
      l.add(form + "m" + std::to_string(m),
            with([=](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.m = m; }));
    }
    l.add(form + "n_past_two_tiles",
          with([=](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.n = 2 * nr + 3; }));
    l.add(form + "long_k", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.k = 301, c.n = 33; }));
    l.add(form + "k1_n1", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {2}, c.k = 1, c.n = 1; }));
    l.add(form + "no_batch_dims", with([](f32_qc8w_bmm_case& c) { c.dims_a = c.dims_b = {}; }));
  }
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, BatchMatrixMultiplyF32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<f32_qc8w_bmm_case>& info) { return info.param.name; });

TEST(BatchMatrixMultiplyF32Qc8wArguments, refuses_bad_or_missing_scales) {
  const std::vector<int8_t> b(2 * 3 * 4, 1);
  const size_t dims[1] = {2};
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[8] = {1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, bad};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(2, 3, 4, b.data(), scales, 0, &op))
        << bad;
    EXPECT_EQ(op, nullptr);
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_qc8w(0, &raw));
    operator_ptr dynamic = own(raw);
    size_t workspace_size = 0;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(dynamic.get(), 1, dims, dims, 2, 3, 4, scales,
                                                            &workspace_size, nullptr))
        << bad;
  }
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_qc8w(0, &raw));
  operator_ptr op = own(raw);
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(op.get(), 1, dims, dims, 2, 3, 4, nullptr, &workspace_size,
                                                          nullptr));
  xnn_operator_t const_op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(2, 3, 4, b.data(), nullptr, 0, &const_op));
  EXPECT_EQ(const_op, nullptr);
}

TEST(BatchMatrixMultiplyF32Qc8wArguments, refuses_the_other_kinds_functions) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_qc8w(0, &raw));
  operator_ptr op = own(raw);
  const size_t dims[1] = {2};
  const float scales[8] = {1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(op.get(), 1, dims, dims, 2, 3, 4, scales,
                                                              &workspace_size, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(op.get(), 1, dims, dims, 2, 3, 4,
                                                                        &workspace_size, nullptr));
}

}  // namespace
