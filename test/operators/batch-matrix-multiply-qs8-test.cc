// Batch matrix multiply on qs8, both forms (B constant at create, B packed into the workspace at every run), bit for
// bit against a reference that sums (A - input_zero_point) * B in exact int32 and requantizes with the one formula
// (ukernels/requantization.h): batch broadcasting of A, B or both, transposed B, m = 1 and every strip of rows, odd
// k and n, zero points at both extremes, clamped and saturated outputs, at 1, 2 and 8 threads with identical bytes;
// the dynamic form again after B changed; and every rejected argument.
#include <functional>

#include "configs/qs8-qc8w-gemm-config.h"
#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct qs8_bmm_case {
  std::string name;
  std::vector<size_t> dims_a, dims_b;
  size_t m = 5, k = 19, n = 7;
  bool transpose_b = false;
  bool const_b = false;
  int32_t input_zero_point = 3, output_zero_point = -5;
  int32_t output_min = -128, output_max = 127;
  float scale = 0.0f;  // 0: one that spreads the results over most of the int8 range
};

void PrintTo(const qs8_bmm_case& c, std::ostream* os) { *os << c.name; }

size_t product(const std::vector<size_t>& v) {
  size_t p = 1;
  for (size_t x : v) p *= x;
  return p;
}

float scale_of(const qs8_bmm_case& c) {
  // Sums of K products of two int8 values spread over about 128 * 128 * sqrt(K); map that to ~100 output steps.
  return c.scale != 0.0f ? c.scale : 100.0f / (128.0f * 128.0f * std::sqrt(float(c.k)));
}

std::vector<int8_t> reference(const qs8_bmm_case& c, const std::vector<int8_t>& a, const std::vector<int8_t>& b) {
  const size_t dims = c.dims_a.size();
  std::vector<size_t> out(dims);
  for (size_t d = 0; d < dims; d++) out[d] = std::max(c.dims_a[d], c.dims_b[d]);
  const xnn_qs8_minmax_params params = {c.output_zero_point, c.output_min, c.output_max};
  std::vector<int8_t> y(product(out) * c.m * c.n);
  for (size_t batch = 0; batch < product(out); batch++) {
    size_t rest = batch, ia = 0, ib = 0, sa = 1, sb = 1;
    for (size_t d = dims; d-- > 0;) {
      const size_t index = rest % out[d];
      rest /= out[d];
      ia += (c.dims_a[d] == 1 ? 0 : index) * sa, sa *= c.dims_a[d];
      ib += (c.dims_b[d] == 1 ? 0 : index) * sb, sb *= c.dims_b[d];
    }
    const int8_t* ab = a.data() + ia * c.m * c.k;
    const int8_t* bb = b.data() + ib * c.k * c.n;
    for (size_t i = 0; i < c.m; i++) {
      for (size_t j = 0; j < c.n; j++) {
        int32_t acc = 0;
        for (size_t p = 0; p < c.k; p++) {
          const int32_t w = c.transpose_b ? bb[j * c.k + p] : bb[p * c.n + j];
          acc += (int32_t(ab[i * c.k + p]) - c.input_zero_point) * w;
        }
        y[(batch * c.m + i) * c.n + j] = int8_t(xnn_requantize_fp32(acc, scale_of(c), params));
      }
    }
  }
  return y;
}

void expect_equal(const std::string& what, const std::vector<int8_t>& output, const std::vector<int8_t>& expected,
                  size_t n) {
  for (size_t i = 0; i < expected.size(); i++) {
    ASSERT_EQ(int(output[i]), int(expected[i])) << what << ": row " << i / n << ", column " << i % n;
  }
  for (size_t i = expected.size(); i < output.size(); i++) {
    ASSERT_EQ(output[i], int8_t(0x5A)) << what << ": wrote past the output at " << i;
  }
}

void check_case(const qs8_bmm_case& c) {
  std::mt19937 rng(11);
  const std::vector<int8_t> a = random_int8(rng, product(c.dims_a) * c.m * c.k);
  const std::vector<int8_t> b = random_int8(rng, product(c.dims_b) * c.k * c.n);
  const std::vector<int8_t> b2 = random_int8(rng, b.size());
  const std::vector<int8_t> expected = reference(c, a, b);
  const uint32_t flags = c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  const float scale = scale_of(c);

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success,
                xnn_create_batch_matrix_multiply_nc_qs8_const_weights(
                    product(c.dims_b), c.k, c.n, b.data(), int8_t(c.input_zero_point), int8_t(c.output_zero_point),
                    int8_t(c.output_min), int8_t(c.output_max), scale, flags, &raw));
    } else {
      ASSERT_EQ(xnn_status_success,
                xnn_create_batch_matrix_multiply_nc_qs8(int8_t(c.input_zero_point), int8_t(c.output_zero_point),
                                                        int8_t(c.output_min), int8_t(c.output_max), &scale, flags,
                                                        &raw));
    }
    operator_ptr op = own(raw);
    size_t workspace_size = 0;
    if (c.const_b) {
      ASSERT_EQ(xnn_status_success,
                xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op.get(), c.dims_a.size(), c.dims_a.data(),
                                                                        c.dims_b.data(), c.m, c.k, c.n, pool));
    } else {
      ASSERT_EQ(xnn_status_success,
                xnn_reshape_batch_matrix_multiply_nc_qs8(op.get(), c.dims_a.size(), c.dims_a.data(), c.dims_b.data(),
                                                         c.m, c.k, c.n, &workspace_size, pool));
    }
    std::vector<int32_t> workspace(workspace_size / sizeof(int32_t) + 1);
    std::vector<int8_t> output(expected.size() + 16, int8_t(0x5A));
    ASSERT_EQ(xnn_status_success,
              xnn_setup_batch_matrix_multiply_nc_qs8(op.get(), c.const_b ? nullptr : workspace.data(), a.data(),
                                                     c.const_b ? nullptr : b.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_equal(what, output, expected, c.n);
    outputs->add(output);
    if (c.const_b) return;
    // The dynamic B is packed again at every run: a new B gives the new product.
    ASSERT_EQ(xnn_status_success,
              xnn_setup_batch_matrix_multiply_nc_qs8(op.get(), workspace.data(), a.data(), b2.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_equal(what + " after B changed", output, reference(c, a, b2), c.n);
  });
}

std::vector<qs8_bmm_case> cases() {
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  std::vector<qs8_bmm_case> one_form;
  auto add = [&](const std::string& name, const std::function<void(qs8_bmm_case&)>& set) {
    qs8_bmm_case c;
    c.name = name;
    c.dims_a = {2}, c.dims_b = {2};
    set(c);
    one_form.push_back(c);
  };
  add("no_batch_dims", [](qs8_bmm_case& c) { c.dims_a = c.dims_b = {}; });
  add("broadcast_a", [](qs8_bmm_case& c) { c.dims_a = {1, 3}, c.dims_b = {2, 3}; });
  add("broadcast_b", [](qs8_bmm_case& c) { c.dims_a = {2, 3}, c.dims_b = {2, 1}; });
  add("broadcast_both", [](qs8_bmm_case& c) { c.dims_a = {3, 1}, c.dims_b = {1, 4}; });
  add("four_batch_dims", [](qs8_bmm_case& c) { c.dims_a = {2, 1, 2, 1}, c.dims_b = {1, 3, 2, 2}, c.m = 3; });
  add("transpose_b", [](qs8_bmm_case& c) { c.transpose_b = true; });
  add("transpose_b_broadcast", [](qs8_bmm_case& c) { c.dims_a = {3, 1}, c.dims_b = {1, 2}, c.transpose_b = true; });
  // The GEMV strip, a short strip, the full tile, one past it and two tiles plus one.
  for (size_t m : {size_t(1), size_t(2), mr, mr + 1, 2 * mr + 1}) {
    add("m" + std::to_string(m), [m](qs8_bmm_case& c) { c.m = m; });
  }
  add("m1_transpose_b", [](qs8_bmm_case& c) { c.m = 1, c.transpose_b = true; });
  for (size_t k : {size_t(1), size_t(3), size_t(8), size_t(9), size_t(33), size_t(300)}) {
    add("k" + std::to_string(k), [k](qs8_bmm_case& c) { c.k = k; });
  }
  for (size_t k : {size_t(1), size_t(9), size_t(300)}) {
    add("k" + std::to_string(k) + "_transpose_b", [k](qs8_bmm_case& c) { c.k = k, c.transpose_b = true; });
  }
  for (size_t n : {size_t(1), nr - 1, nr, nr + 1, 3 * nr + 5}) {
    add("n" + std::to_string(n), [n](qs8_bmm_case& c) { c.n = n; });
  }
  for (size_t n : {size_t(1), nr + 1}) {
    add("n" + std::to_string(n) + "_transpose_b", [n](qs8_bmm_case& c) { c.n = n, c.transpose_b = true; });
  }
  for (int32_t zp : {-128, 127}) {
    const std::string side = zp < 0 ? "min" : "max";
    add("zero_points_" + side, [zp](qs8_bmm_case& c) { c.input_zero_point = c.output_zero_point = zp, c.k = 33; });
  }
  add("clamped", [](qs8_bmm_case& c) { c.output_min = -20, c.output_max = 30; });
  add("output_min_equals_max", [](qs8_bmm_case& c) { c.output_min = c.output_max = 7; });
  add("saturated_both_ends", [](qs8_bmm_case& c) { c.scale = 0.5f; });
  add("largest_scale", [](qs8_bmm_case& c) { c.scale = 255.0f, c.k = 4; });
  add("smallest_scale", [](qs8_bmm_case& c) { c.scale = 0x1.0p-20f, c.k = 300; });

  std::vector<qs8_bmm_case> all;
  for (bool const_b : {true, false}) {
    for (qs8_bmm_case c : one_form) {
      c.name = (const_b ? "const_b_" : "dynamic_b_") + c.name;
      c.const_b = const_b;
      all.push_back(c);
    }
  }
  return all;
}

class BatchMatrixMultiplyQs8 : public testing::TestWithParam<qs8_bmm_case> {};

TEST_P(BatchMatrixMultiplyQs8, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, BatchMatrixMultiplyQs8, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qs8_bmm_case>& info) { return info.param.name; });

// The create arguments of both forms; `change` makes one of them invalid.
struct qs8_bmm_args {
  size_t batch_size_b = 1, k = 4, n = 3;
  bool null_b = false, null_out = false;
  int8_t output_min = -128, output_max = 127;
  float scale = 0.5f;
  uint32_t flags = 0;
};

struct qs8_bmm_rejection {
  const char* name;
  std::function<void(qs8_bmm_args&)> change;
  xnn_status expected;
  bool dynamic_form_too;  // the argument exists in both creates
};

void PrintTo(const qs8_bmm_rejection& r, std::ostream* os) { *os << r.name; }

class BatchMatrixMultiplyQs8CreateRejects : public testing::TestWithParam<qs8_bmm_rejection> {};

TEST_P(BatchMatrixMultiplyQs8CreateRejects, argument) {
  qs8_bmm_args a;
  GetParam().change(a);
  const std::vector<int8_t> b(64, 1);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected, xnn_create_batch_matrix_multiply_nc_qs8_const_weights(
                                     a.batch_size_b, a.k, a.n, a.null_b ? nullptr : b.data(), 0, 0, a.output_min,
                                     a.output_max, a.scale, a.flags, a.null_out ? nullptr : &op));
  EXPECT_EQ(op, nullptr);
  if (!GetParam().dynamic_form_too) return;
  EXPECT_EQ(GetParam().expected,
            xnn_create_batch_matrix_multiply_nc_qs8(0, 0, a.output_min, a.output_max,
                                                    &a.scale, a.flags,
                                                    a.null_out ? nullptr : &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, BatchMatrixMultiplyQs8CreateRejects,
    testing::Values(
        qs8_bmm_rejection{"scale_zero", [](qs8_bmm_args& a) { a.scale = 0.0f; }, xnn_status_invalid_parameter, true},
        qs8_bmm_rejection{"scale_negative", [](qs8_bmm_args& a) { a.scale = -1.0f; }, xnn_status_invalid_parameter,
                          true},
        qs8_bmm_rejection{"scale_nan", [](qs8_bmm_args& a) { a.scale = NAN; }, xnn_status_invalid_parameter, true},
        qs8_bmm_rejection{"scale_infinite", [](qs8_bmm_args& a) { a.scale = INFINITY; },
                          xnn_status_invalid_parameter, true},
        qs8_bmm_rejection{"scale_subnormal", [](qs8_bmm_args& a) { a.scale = 1e-40f; },
                          xnn_status_invalid_parameter, true},
        qs8_bmm_rejection{"scale_256_not_representable", [](qs8_bmm_args& a) { a.scale = 256.0f; },
                          xnn_status_unsupported_parameter, true},
        qs8_bmm_rejection{"output_min_above_max", [](qs8_bmm_args& a) { a.output_min = 5, a.output_max = 4; },
                          xnn_status_invalid_parameter, true},
        qs8_bmm_rejection{"unknown_flag", [](qs8_bmm_args& a) { a.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING; },
                          xnn_status_unsupported_parameter, true},
        qs8_bmm_rejection{"null_out", [](qs8_bmm_args& a) { a.null_out = true; }, xnn_status_invalid_parameter,
                          true},
        qs8_bmm_rejection{"null_b", [](qs8_bmm_args& a) { a.null_b = true; }, xnn_status_invalid_parameter, false},
        qs8_bmm_rejection{"batch_size_b_zero", [](qs8_bmm_args& a) { a.batch_size_b = 0; },
                          xnn_status_invalid_parameter, false},
        qs8_bmm_rejection{"k_zero", [](qs8_bmm_args& a) { a.k = 0; }, xnn_status_invalid_parameter, false},
        qs8_bmm_rejection{"n_zero", [](qs8_bmm_args& a) { a.n = 0; }, xnn_status_invalid_parameter, false}),
    [](const testing::TestParamInfo<qs8_bmm_rejection>& info) { return std::string(info.param.name); });

TEST(BatchMatrixMultiplyQs8Rejects, null_scale_b) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, nullptr, 0, &op));
  EXPECT_EQ(op, nullptr);
}

TEST(BatchMatrixMultiplyQs8Rejects, const_weights_reshape_of_a_dynamic_b) {
  const float scale = 0.5f;
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, &scale, 0, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op.get(), 0, nullptr, nullptr, 2, 3, 4, nullptr));
}

TEST(BatchMatrixMultiplyQs8Rejects, shapes_other_than_the_constant_b) {
  const std::vector<int8_t> b(2 * 3 * 4, 1);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_batch_matrix_multiply_nc_qs8_const_weights(2, 3, 4, b.data(), 0, 0, -128, 127, 0.5f, 0, &raw));
  operator_ptr op = own(raw);
  const size_t two = 2, three = 3;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op.get(), 1, &two, &three, 2, 3, 4, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op.get(), 1, &two, &two, 2, 3, 5, nullptr));
  EXPECT_EQ(xnn_status_success,
            xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op.get(), 1, &two, &two, 2, 3, 4, nullptr));
}

TEST(BatchMatrixMultiplyQs8Rejects, f32_calls_on_a_qs8_operator) {
  const float scale = 0.5f;
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, &scale, 0, &raw));
  operator_ptr op = own(raw);
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op.get(), 0, nullptr, nullptr, 2, 3, 4, &workspace_size, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_qs8(op.get(), 0, nullptr, nullptr, 2, 3, 4, nullptr, nullptr));
}

}  // namespace
