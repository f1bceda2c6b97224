// Batch matrix multiply on bf16 (bf16_f32): bf16 A and B, fp32 output, B packed into the workspace at every run,
// against reference_gemm on the bf16 values (bound: GemmTester's bf16 bound, docs/kernels.md "bf16 GEMM"), at 1, 2
// and 8 threads with identical bytes: batch broadcasting of A, B or both, transposed B, m = 1 and every strip of
// rows, odd k, n tails; the product again after B changed.
#include <functional>

#include "configs/bf16-f32-gemm-config.h"
#include "operator-tester.h"

namespace {

struct bf16_bmm_case {
  std::string name;
  std::vector<size_t> dims_a = {2}, dims_b = {2};
  size_t m = 5, k = 19, n = 7;
  bool transpose_b = false;
};

void PrintTo(const bf16_bmm_case& c, std::ostream* os) { *os << c.name; }

size_t product(const std::vector<size_t>& v) {
  size_t p = 1;
  for (size_t x : v) p *= x;
  return p;
}

reference_result reference(const bf16_bmm_case& c, const std::vector<uint16_t>& a, const std::vector<uint16_t>& b) {
  const size_t dims = c.dims_a.size();
  std::vector<size_t> out(dims);
  for (size_t d = 0; d < dims; d++) out[d] = std::max(c.dims_a[d], c.dims_b[d]);
  reference_result r;
  r.resize(product(out) * c.m * c.n);
  std::vector<float> af(c.m * c.k), bf(c.k * c.n);
  for (size_t batch = 0; batch < product(out); batch++) {
    size_t rest = batch, ia = 0, ib = 0, sa = 1, sb = 1;
    for (size_t d = dims; d-- > 0;) {
      const size_t index = rest % out[d];
      rest /= out[d];
      ia += (c.dims_a[d] == 1 ? 0 : index) * sa, sa *= c.dims_a[d];
      ib += (c.dims_b[d] == 1 ? 0 : index) * sb, sb *= c.dims_b[d];
    }
    for (size_t i = 0; i < af.size(); i++) af[i] = bf16_to_float(a[ia * c.m * c.k + i]);
    for (size_t i = 0; i < bf.size(); i++) bf[i] = bf16_to_float(b[ib * c.k * c.n + i]);
    reference_gemm(c.m, c.n, c.k, af.data(), c.k, bf.data(), c.transpose_b, c.transpose_b ? c.k : c.n, nullptr,
                   r.value.data() + batch * c.m * c.n, r.magnitude.data() + batch * c.m * c.n, c.n);
  }
  return r;
}

void expect_close(const std::string& what, const std::vector<float>& output, const reference_result& ref, size_t k,
                  size_t n) {
  for (size_t i = 0; i < ref.value.size(); i++) {
    const double tolerance = 2.0 * double(k + 2) * 0x1.0p-24 * ref.magnitude[i] + double(k + 1) * 0x1.0p-126;
    ASSERT_NEAR(output[i], ref.value[i], tolerance) << what << ": row " << i / n << ", column " << i % n;
  }
  for (size_t i = ref.value.size(); i < output.size(); i++) {
    ASSERT_TRUE(is_untouched(output[i])) << what << ": wrote past the output at " << i;
  }
}

void check_case(const bf16_bmm_case& c) {
  std::mt19937 rng(13);
  const std::vector<uint16_t> a = random_bf16(rng, product(c.dims_a) * c.m * c.k);
  const std::vector<uint16_t> b = random_bf16(rng, product(c.dims_b) * c.k * c.n);
  const std::vector<uint16_t> b2 = random_bf16(rng, product(c.dims_b) * c.k * c.n);
  const reference_result expected = reference(c, a, b);

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              xnn_create_batch_matrix_multiply_nc_bf16_f32(c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0, &raw));
    operator_ptr op = own(raw);
    size_t workspace_size = 0;
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_batch_matrix_multiply_nc_bf16_f32(op.get(), c.dims_a.size(), c.dims_a.data(),
                                                            c.dims_b.data(), c.m, c.k, c.n, &workspace_size, pool));
    std::vector<int32_t> workspace(workspace_size / sizeof(int32_t) + 1);
    std::vector<float> output(expected.value.size() + 16, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_batch_matrix_multiply_nc_bf16_f32(op.get(), workspace.data(), a.data(),
                                                                              b.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_close(what, output, expected, c.k, c.n);
    outputs->add(output);
    ASSERT_EQ(xnn_status_success, xnn_setup_batch_matrix_multiply_nc_bf16_f32(op.get(), workspace.data(), a.data(),
                                                                              b2.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_close(what + " after B changed", output, reference(c, a, b2), c.k, c.n);
  });
}

std::vector<bf16_bmm_case> cases() {
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  std::vector<bf16_bmm_case> all;
  auto add = [&](const std::string& name, const std::function<void(bf16_bmm_case&)>& set) {
    bf16_bmm_case c;
    c.name = name;
    set(c);
    all.push_back(c);
  };
  add("no_batch_dims", [](bf16_bmm_case& c) { c.dims_a = c.dims_b = {}; });
  add("broadcast_a", [](bf16_bmm_case& c) { c.dims_a = {1, 3}, c.dims_b = {2, 3}; });
  add("broadcast_b", [](bf16_bmm_case& c) { c.dims_a = {2, 3}, c.dims_b = {2, 1}; });
  add("broadcast_both", [](bf16_bmm_case& c) { c.dims_a = {3, 1}, c.dims_b = {1, 4}; });
  add("transpose_b", [](bf16_bmm_case& c) { c.transpose_b = true; });
  add("transpose_b_broadcast", [](bf16_bmm_case& c) { c.dims_a = {3, 1}, c.dims_b = {1, 2}, c.transpose_b = true; });
  for (size_t m : {size_t(1), size_t(2), mr, mr + 1, 2 * mr + 1}) {
    add("m" + std::to_string(m), [m](bf16_bmm_case& c) { c.m = m; });
  }
  for (size_t k : {size_t(1), size_t(2), size_t(3), size_t(33), size_t(300)}) {
    add("k" + std::to_string(k), [k](bf16_bmm_case& c) { c.k = k; });
    add("k" + std::to_string(k) + "_transpose_b", [k](bf16_bmm_case& c) { c.k = k, c.transpose_b = true; });
  }
  for (size_t n : {size_t(1), nr - 1, nr, nr + 1, 3 * nr + 5}) {
    add("n" + std::to_string(n), [n](bf16_bmm_case& c) { c.n = n; });
  }
  return all;
}

class BatchMatrixMultiplyBf16 : public testing::TestWithParam<bf16_bmm_case> {};

TEST_P(BatchMatrixMultiplyBf16, matches_reference_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, BatchMatrixMultiplyBf16, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<bf16_bmm_case>& info) { return info.param.name; });

}  // namespace
