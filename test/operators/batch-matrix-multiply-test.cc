// Batch matrix multiply against the reference GEMM: batch broadcasting of A, B or both, transposed B, m = 1, odd
// sizes, at 1, 2 and 8 threads with bit-identical results; B changing between runs; rejections and lifecycle misuse.
#include <functional>

#include "operator-tester.h"

namespace {

struct bmm_case {
  const char* name;
  std::vector<size_t> dims_a, dims_b;
  size_t m, k, n;
  bool transpose_b = false;
};

size_t product(const std::vector<size_t>& v) {
  size_t p = 1;
  for (size_t x : v) p *= x;
  return p;
}

reference_result reference(const bmm_case& c, const std::vector<float>& a, const std::vector<float>& b) {
  const size_t dims = c.dims_a.size();
  std::vector<size_t> out(dims);
  for (size_t d = 0; d < dims; d++) out[d] = std::max(c.dims_a[d], c.dims_b[d]);
  reference_result r;
  r.resize(product(out) * c.m * c.n);
  for (size_t batch = 0; batch < product(out); batch++) {
    size_t rest = batch, ia = 0, ib = 0, sa = 1, sb = 1;
    for (size_t d = dims; d-- > 0;) {
      const size_t index = rest % out[d];
      rest /= out[d];
      ia += (c.dims_a[d] == 1 ? 0 : index) * sa, sa *= c.dims_a[d];
      ib += (c.dims_b[d] == 1 ? 0 : index) * sb, sb *= c.dims_b[d];
    }
    reference_gemm(c.m, c.n, c.k, a.data() + ia * c.m * c.k, c.k, b.data() + ib * c.k * c.n, c.transpose_b,
                   c.transpose_b ? c.k : c.n, nullptr, r.value.data() + batch * c.m * c.n,
                   r.magnitude.data() + batch * c.m * c.n, c.n);
  }
  return r;
}

// Runs the operator once per B in `bs` (same setup: B is repacked on every run).
void run_case(const bmm_case& c, const std::vector<float>& a, const std::vector<std::vector<float>*>& bs,
              pthreadpool_t pool, std::vector<std::vector<float>>* outputs) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_batch_matrix_multiply_nc_f32(c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0, &raw));
  operator_ptr op = own(raw);
  size_t workspace_size = 0;
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(), c.m,
                                                     c.k, c.n, &workspace_size, pool));
  std::vector<float> workspace(workspace_size / sizeof(float) + 1);
  size_t out_batches = 1;
  for (size_t d = 0; d < c.dims_a.size(); d++) out_batches *= std::max(c.dims_a[d], c.dims_b[d]);
  std::vector<float> output(out_batches * c.m * c.n, untouched_marker());
  std::vector<float> b_buffer = *bs[0];
  ASSERT_EQ(xnn_status_success, xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), a.data(),
                                                                       b_buffer.data(), output.data()));
  for (const std::vector<float>* b : bs) {
    b_buffer = *b;  // same address, new contents
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    outputs->push_back(output);
  }
}

void check_case(const bmm_case& c) {
  std::mt19937 rng(21);
  const std::vector<float> a = random_tensor(rng, product(c.dims_a) * c.m * c.k);
  std::vector<float> b1 = random_tensor(rng, product(c.dims_b) * c.k * c.n);
  std::vector<float> b2 = random_tensor(rng, product(c.dims_b) * c.k * c.n);
  const reference_result ref1 = reference(c, a, b1), ref2 = reference(c, a, b2);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* results) {
    std::vector<std::vector<float>> outputs;
    run_case(c, a, {&b1, &b2}, pool, &outputs);
    if (testing::Test::HasFatalFailure()) return;
    const size_t rows = ref1.value.size() / c.n;
    expect_matches_reference(outputs[0], rows, c.n, c.n, ref1, -INFINITY, INFINITY, c.k, what + ", first B");
    expect_matches_reference(outputs[1], rows, c.n, c.n, ref2, -INFINITY, INFINITY, c.k, what + ", second B");
    results->add(outputs[0]);
    results->add(outputs[1]);
  });
}

class BatchMatrixMultiply : public testing::TestWithParam<bmm_case> {};

TEST_P(BatchMatrixMultiply, matches_reference_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    shapes, BatchMatrixMultiply,
    testing::Values(bmm_case{"no_batch", {}, {}, 5, 7, 9}, bmm_case{"batch3", {3}, {3}, 6, 11, 17},
                    bmm_case{"batch2x3", {2, 3}, {2, 3}, 7, 5, 20}, bmm_case{"broadcast_a", {1, 3}, {2, 3}, 4, 9, 13},
                    bmm_case{"broadcast_b", {2, 3}, {2, 1}, 9, 6, 10},
                    bmm_case{"broadcast_both", {4, 1}, {1, 3}, 3, 8, 5},
                    bmm_case{"four_batch_dims", {2, 1, 3, 2}, {2, 2, 1, 2}, 3, 4, 6},
                    bmm_case{"transpose_b", {3}, {3}, 8, 13, 21, true},
                    bmm_case{"transpose_b_broadcast", {2, 2}, {1, 2}, 5, 7, 19, true},
                    bmm_case{"m1", {4}, {4}, 1, 33, 40}, bmm_case{"m1_transpose_b", {2}, {1}, 1, 17, 9, true},
                    bmm_case{"k1_n1", {3}, {3}, 10, 1, 1}, bmm_case{"large", {2}, {2}, 30, 64, 70}),
    case_name());

TEST(BatchMatrixMultiplyLifecycle, setup_before_reshape_and_run_before_setup_are_invalid_state) {
  std::vector<float> a(64), b(64), c(64), workspace(1024);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32(0, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_state,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), a.data(), b.data(), c.data()));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  size_t workspace_size = 0;
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), 0, nullptr, nullptr, 2, 3, 4, &workspace_size, nullptr));
  ASSERT_LE(workspace_size, workspace.size() * sizeof(float));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), nullptr, a.data(), b.data(), c.data()));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), nullptr, b.data(), c.data()));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), a.data(), nullptr, c.data()));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), a.data(), b.data(), nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), reinterpret_cast<char*>(workspace.data()) + 1, a.data(),
                                                   b.data(), c.data()));
  ASSERT_EQ(xnn_status_success,
            xnn_setup_batch_matrix_multiply_nc_f32(op.get(), workspace.data(), a.data(), b.data(), c.data()));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
}

TEST(BatchMatrixMultiplyRejects, create_flags) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_unsupported_parameter, xnn_create_batch_matrix_multiply_nc_f32(XNN_FLAG_TRANSPOSE_A, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter, xnn_create_batch_matrix_multiply_nc_f32(0x80, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_batch_matrix_multiply_nc_f32(0, nullptr));
  EXPECT_EQ(op, nullptr);
}

TEST(BatchMatrixMultiplyRejects, reshape_arguments) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32(0, &raw));
  operator_ptr op = own(raw);
  size_t ws = 0;
  const size_t two[] = {2, 3}, three[] = {3, 3}, many[] = {1, 1, 1, 1, 1};
  auto reshape = [&](size_t dims, const size_t* a, const size_t* b, size_t m, size_t k, size_t n) {
    return xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), dims, a, b, m, k, n, &ws, nullptr);
  };
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(0, nullptr, nullptr, 0, 3, 4)) << "m 0";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(0, nullptr, nullptr, 2, 0, 4)) << "k 0";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(0, nullptr, nullptr, 2, 3, 0)) << "n 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), 0, nullptr, nullptr, 2, 3, 4, nullptr, nullptr))
      << "null workspace_size";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(2, nullptr, two, 2, 3, 4)) << "null batch_dims_a";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(2, two, nullptr, 2, 3, 4)) << "null batch_dims_b";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(2, two, three, 2, 3, 4)) << "batch dims not broadcastable";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(5, many, many, 2, 3, 4)) << "too many batch dims";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(0, nullptr, nullptr, SIZE_MAX / 2, 3, 4)) << "overflowing sizes";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(nullptr, 0, nullptr, nullptr, 2, 3, 4, &ws, nullptr))
      << "null operator";
}

TEST(BatchMatrixMultiplyConstWeights, matches_reference_with_broadcast_and_transpose) {
  for (bool transpose : {false, true}) {
    const bmm_case c{"const", {3, 2}, {1, 2}, 5, 9, 23, transpose};
    std::mt19937 rng(4);
    const std::vector<float> a = random_tensor(rng, product(c.dims_a) * c.m * c.k);
    const std::vector<float> b = random_tensor(rng, product(c.dims_b) * c.k * c.n);
    const reference_result ref = reference(c, a, b);
    const std::string name = "transpose=" + std::to_string(transpose);
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_const_weights(
                                        2, c.k, c.n, b.data(), transpose ? XNN_FLAG_TRANSPOSE_B : 0, &raw));
      operator_ptr op = own(raw);
      size_t workspace_size = 1;
      ASSERT_EQ(xnn_status_success,
                xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), 2, c.dims_a.data(), c.dims_b.data(), c.m, c.k, c.n,
                                                         &workspace_size, pool));
      EXPECT_EQ(workspace_size, 0u);
      std::vector<float> output(6 * c.m * c.n, untouched_marker());
      ASSERT_EQ(xnn_status_success,
                xnn_setup_batch_matrix_multiply_nc_f32(op.get(), nullptr, a.data(), nullptr, output.data()));
      ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
      expect_matches_reference(output, 6 * c.m, c.n, c.n, ref, -INFINITY, INFINITY, c.k, what);
      outputs->add(output);
    });
  }
}

TEST(BatchMatrixMultiplyConstWeights, rejects_arguments) {
  std::vector<float> b(64, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_const_weights(0, 2, 3, b.data(), 0, &op))
      << "batch_size_b 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_const_weights(1, 0, 3, b.data(), 0, &op))
      << "k 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_const_weights(1, 2, 0, b.data(), 0, &op))
      << "n 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_const_weights(1, 2, 3, nullptr, 0, &op))
      << "null data_b";
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_batch_matrix_multiply_nc_f32_const_weights(1, 2, 3, b.data(), XNN_FLAG_TRANSPOSE_A, &op));
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32_const_weights(2, 2, 3, b.data(), 0, &op));
  operator_ptr owned = own(op);
  size_t ws = 0;
  const size_t two[] = {2}, three[] = {3};
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, two, two, 4, 3, 3, &ws, nullptr))
      << "k differs from the constant B";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, two, two, 4, 2, 4, &ws, nullptr))
      << "n differs";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, three, three, 4, 2, 3, &ws, nullptr))
      << "batches differ";
  EXPECT_EQ(xnn_status_success, xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, two, two, 4, 2, 3, &ws, nullptr));
}

TEST(BatchMatrixMultiplyFlags, hint_flags_are_accepted) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f32(XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, &op));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
}

}  // namespace
