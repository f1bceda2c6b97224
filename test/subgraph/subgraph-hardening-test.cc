// What the subgraph API refuses or survives, class by class: workspace lifetime and sharing, external outputs
// defined with a shape other than the one the node computes (accepted when only dimensions of size 1 differ), repeated
// value ids, unary/binary parameters, sizes that overflow size_t, and NULL handles.
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "init.h"
#include "subgraph-tester.h"

namespace {

// 2^32 on 64-bit targets, 2^16 on 32-bit ones: the square overflows neither, the cube and kHuge x kHuge x 2 do.
constexpr size_t kSizeBits = sizeof(size_t) * 8;  // sizes below are written for 64 bits, scaled to 32
constexpr size_t kHuge = size_t(1) << (kSizeBits / 2);

// Status of defining the graph, or when that succeeds, of creating its runtime.
xnn_status define_then_create(const std::function<xnn_status(test_graph&)>& define, uint32_t external_ids = 3) {
  test_graph g(external_ids);
  const xnn_status defined = define(g);
  if (defined != xnn_status_success) return defined;
  xnn_runtime_t runtime = nullptr;
  const xnn_status created = xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime);
  xnn_delete_runtime(runtime);
  return created;
}

// x[n] -> abs -> t (internal, in the workspace) -> negate -> y[n]: y = -|x|.
struct abs_negate_graph : test_graph {
  explicit abs_negate_graph(size_t n) : test_graph(2) {
    const uint32_t x = input({n}, 0), y = output({n}, 1), t = value({n});
    EXPECT_EQ(xnn_define_abs(subgraph, x, t, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_negate(subgraph, t, y, 0), xnn_status_success);
  }
};

// Sets up x -> y on `runtime` (x of n elements).
void setup_abs_negate(xnn_runtime_t runtime, std::vector<float>& x, std::vector<float>& y) {
  const xnn_external_value externals[] = {{0, x.data()}, {1, y.data()}};
  ASSERT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
}

void expect_abs_negate(const std::vector<float>& x, const std::vector<float>& y, size_t n) {
  for (size_t i = 0; i < n; i++) ASSERT_EQ(y[i], -std::abs(x[i])) << "element " << i;
}

TEST(workspace, released_by_the_caller_while_a_runtime_uses_it) {
  xnn_workspace_t workspace = nullptr;
  ASSERT_EQ(xnn_create_workspace(&workspace), xnn_status_success);
  abs_negate_graph g(100);
  xnn_runtime_t raw = nullptr;
  ASSERT_EQ(xnn_create_runtime_v4(g.subgraph, nullptr, workspace, nullptr, 0, &raw), xnn_status_success);
  runtime_ptr runtime(raw, xnn_delete_runtime);
  ASSERT_EQ(xnn_release_workspace(workspace), xnn_status_success);
  std::vector<float> x = random_vector(100, 1), y(100 + XNN_EXTRA_BYTES / sizeof(float));
  setup_abs_negate(runtime.get(), x, y);
  ASSERT_EQ(xnn_invoke_runtime(runtime.get()), xnn_status_success);
  expect_abs_negate(x, y, 100);
}

TEST(workspace, two_runtimes_reshaped_to_different_sizes_then_both_invoked) {
  xnn_workspace_t workspace = nullptr;
  ASSERT_EQ(xnn_create_workspace(&workspace), xnn_status_success);
  abs_negate_graph small(16), large(16);
  xnn_runtime_t a = nullptr, b = nullptr;
  ASSERT_EQ(xnn_create_runtime_v4(small.subgraph, nullptr, workspace, nullptr, 0, &a), xnn_status_success);
  ASSERT_EQ(xnn_create_runtime_v4(large.subgraph, nullptr, workspace, nullptr, 0, &b), xnn_status_success);
  runtime_ptr runtime_a(a, xnn_delete_runtime), runtime_b(b, xnn_delete_runtime);
  ASSERT_EQ(xnn_release_workspace(workspace), xnn_status_success);

  std::vector<float> xa = random_vector(16, 2), ya(16 + XNN_EXTRA_BYTES / sizeof(float));
  setup_abs_negate(a, xa, ya);
  // b grows the shared memory after a was set up: a must follow it.
  const size_t big = 100000;
  ASSERT_EQ(xnn_reshape_external_value(b, 0, 1, &big), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(b), xnn_status_success);
  std::vector<float> xb = random_vector(big, 3), yb(big + XNN_EXTRA_BYTES / sizeof(float));
  setup_abs_negate(b, xb, yb);
  ASSERT_EQ(xnn_invoke_runtime(a), xnn_status_success);
  ASSERT_EQ(xnn_invoke_runtime(b), xnn_status_success);
  expect_abs_negate(xa, ya, 16);
  expect_abs_negate(xb, yb, big);
  // Deleting one runtime leaves the other with the memory.
  runtime_b.reset();
  ASSERT_EQ(xnn_invoke_runtime(a), xnn_status_success);
  expect_abs_negate(xa, ya, 16);
}

TEST(workspace, create_refuses_before_initialize) {
  xnn_deinitialize();
  if (xnn_is_initialized()) {
    GTEST_SKIP() << "xnn_deinitialize leaves the library initialized on this branch (src/init.cc)";
  }
  xnn_workspace_t workspace = nullptr;
  EXPECT_EQ(xnn_create_workspace(&workspace), xnn_status_uninitialized);
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
}

// External outputs defined with a shape other than the one the node computes: refused at define time or at runtime
// creation, before anything writes past the caller's buffer.
struct mismatch_case {
  const char* name;
  std::function<xnn_status(test_graph&)> define;
};

const float kWeights[4096] = {};

const mismatch_case kMismatches[] = {
    {"fully connected",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 4}, 0), y = g.output({1, 10}, 1), w = g.value({12, 4}, kWeights);
       return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, w, XNN_INVALID_VALUE_ID, y, 0);
     }},
    {"convolution",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 5, 5, 2}, 0), y = g.output({1, 2, 2, 3}, 1), w = g.value({3, 3, 3, 2}, kWeights);
       return xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 2, 3, -INFINITY, INFINITY, x, w,
                                        XNN_INVALID_VALUE_ID, y, 0);
     }},
    {"depthwise convolution",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 5, 5, 2}, 0), y = g.output({1, 3, 2, 2}, 1), w = g.value({1, 3, 3, 2}, kWeights);
       return xnn_define_depthwise_convolution_2d(g.subgraph, 0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 2, -INFINITY,
                                                  INFINITY, x, w, XNN_INVALID_VALUE_ID, y, 0);
     }},
    {"deconvolution",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 3, 3, 2}, 0), y = g.output({1, 5, 5, 3}, 1), w = g.value({3, 3, 3, 2}, kWeights);
       return xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, 1, 2, 3, -INFINITY,
                                          INFINITY, x, w, XNN_INVALID_VALUE_ID, y, 0);
     }},
    {"max pooling",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 6, 6, 2}, 0), y = g.output({1, 2, 3, 2}, 1);
       return xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, x, y, 0);
     }},
    {"average pooling",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 6, 6, 2}, 0), y = g.output({1, 3, 2, 2}, 1);
       return xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, -INFINITY, INFINITY, x, y, 0);
     }},
    {"argmax pooling index",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 6, 6, 2}, 0), y = g.output({1, 3, 3, 2}, 1), i = g.output({1, 2, 3, 2}, 2);
       return xnn_define_argmax_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, x, y, i, 0);
     }},
    {"global average pooling",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 4, 4, 3}, 0), y = g.output({1, 2}, 1);
       return xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, INFINITY, x, y, 0);
     }},
    {"concatenate",
     [](test_graph& g) {
       const uint32_t a = g.input({2, 3}, 0), b = g.input({2, 4}, 1), y = g.output({2, 6}, 2);
       return xnn_define_concatenate2(g.subgraph, 1, a, b, y, 0);
     }},
    {"even split",
     [](test_graph& g) {
       const uint32_t x = g.input({2, 8}, 0), a = g.output({2, 4}, 1), b = g.output({2, 3}, 2);
       return xnn_define_even_split2(g.subgraph, 1, x, a, b, 0);
     }},
    {"unary",
     [](test_graph& g) {
       const uint32_t x = g.input({2, 6}, 0), y = g.output({2, 5}, 1);
       return xnn_define_unary(g.subgraph, xnn_unary_tanh, nullptr, x, y, 0);
     }},
    {"unary with the same element count",
     [](test_graph& g) {
       const uint32_t x = g.input({2, 6}, 0), y = g.output({3, 4}, 1);
       return xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, x, y, 0);
     }},
    {"unary with unit dimensions and the others swapped",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 2, 6}, 0), y = g.output({6, 1, 2}, 1);
       return xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, x, y, 0);
     }},
    {"binary with broadcasting",
     [](test_graph& g) {
       const uint32_t a = g.input({4, 1}, 0), b = g.input({1, 5}, 1), y = g.output({}, 2);
       return xnn_define_add2(g.subgraph, -INFINITY, INFINITY, a, b, y, 0);
     }},
    {"softmax",
     [](test_graph& g) {
       const uint32_t x = g.input({2, 6}, 0), y = g.output({2}, 1);
       return xnn_define_softmax(g.subgraph, x, y, 0);
     }},
    {"batch matrix multiply",
     [](test_graph& g) {
       const uint32_t a = g.input({2, 3, 4}, 0), b = g.input({2, 4, 5}, 1), y = g.output({2, 3, 4}, 2);
       return xnn_define_batch_matrix_multiply(g.subgraph, a, b, y, 0);
     }},
    {"static reshape",
     [](test_graph& g) {
       const size_t shape[] = {4, 0};
       const uint32_t x = g.input({2, 6}, 0), y = g.output({4, 2}, 1);
       return xnn_define_static_reshape(g.subgraph, 2, shape, x, y, 0);
     }},
    {"static transpose",
     [](test_graph& g) {
       const size_t perm[] = {1, 0};
       const uint32_t x = g.input({2, 6}, 0), y = g.output({2, 6}, 1);
       return xnn_define_static_transpose(g.subgraph, 2, perm, x, y, 0);
     }},
    {"static slice",
     [](test_graph& g) {
       const size_t offsets[] = {0, 1}, sizes[] = {2, 0};
       const uint32_t x = g.input({2, 6}, 0), y = g.output({2, 4}, 1);
       return xnn_define_static_slice(g.subgraph, 2, offsets, sizes, x, y, 0);
     }},
    {"static constant pad",
     [](test_graph& g) {
       const size_t pre[] = {1, 0}, post[] = {0, 2};
       const uint32_t x = g.input({2, 6}, 0), y = g.output({2, 6}, 1);
       return xnn_define_static_constant_pad(g.subgraph, pre, post, 0.0f, x, y, 0);
     }},
    {"static resize bilinear",
     [](test_graph& g) {
       const uint32_t x = g.input({1, 4, 4, 2}, 0), y = g.output({1, 8, 7, 2}, 1);
       return xnn_define_static_resize_bilinear_2d(g.subgraph, 8, 8, x, y, 0);
     }},
    {"copy",
     [](test_graph& g) {
       const uint32_t x = g.input({2, 6}, 0), y = g.output({12}, 1);
       return xnn_define_copy(g.subgraph, x, y, 0);
     }},
};

TEST(external_output_shape, every_node_type_refuses_a_defined_shape_it_does_not_compute) {
  for (const mismatch_case& c : kMismatches) {
    EXPECT_EQ(define_then_create(c.define), xnn_status_invalid_parameter) << c.name;
  }
}

// XNNPACK's MobileNet v3 tail: a copy of [1, 1, 1, 6] into a value defined [1, 6], then softmax into an external
// output defined [1, 6]. The output differs from the computed [1, 1, 1, 6] only by dimensions of size 1, so the
// buffer holds the same elements in the same order: accepted, and the output takes the computed shape, as in XNNPACK.
TEST(external_output_shape, accepts_a_shape_that_differs_only_by_unit_dimensions) {
  test_graph g(2);
  const uint32_t x = g.input({1, 1, 1, 6}, 0), flat = g.value({1, 6}), y = g.output({1, 6}, 1);
  ASSERT_EQ(xnn_define_copy(g.subgraph, x, flat, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_softmax(g.subgraph, flat, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  ASSERT_EQ(xnn_get_external_value_shape(runtime.get(), 1, &num_dims, dims), xnn_status_success);
  EXPECT_EQ(std::vector<size_t>(dims, dims + num_dims), (std::vector<size_t>{1, 1, 1, 6}));
  std::vector<float> xs(6 + XNN_EXTRA_BYTES / sizeof(float), 0.0f), ys(6 + XNN_EXTRA_BYTES / sizeof(float), -1.0f);
  run(runtime.get(), {{0, xs.data()}, {1, ys.data()}});
  for (size_t i = 0; i < 6; i++) EXPECT_FLOAT_EQ(ys[i], 1.0f / 6) << "element " << i;
  // At define time, where the input's shape is known: [2, 1, 3] defined for a computed [2, 3].
  test_graph known(2);
  const uint32_t a = known.input({2, 3}, 0), b = known.output({2, 1, 3}, 1);
  EXPECT_EQ(xnn_define_unary(known.subgraph, xnn_unary_abs, nullptr, a, b, 0), xnn_status_success);
}

TEST(external_output_shape, internal_values_take_the_computed_shape) {
  // t is defined [1, 1] but the FC computes [1, 12]: it lives in the arena, sized from the computed shape.
  test_graph g(2);
  const uint32_t x = g.input({1, 4}, 0), y = g.output({1, 12}, 1), t = g.value({1, 1});
  const uint32_t w = g.value({12, 4}, kWeights);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, w, XNN_INVALID_VALUE_ID, t, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_abs(g.subgraph, t, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> xs = random_vector(4, 4), ys(12 + XNN_EXTRA_BYTES / sizeof(float), -1.0f);
  run(runtime.get(), {{0, xs.data()}, {1, ys.data()}});
  for (size_t i = 0; i < 12; i++) EXPECT_EQ(ys[i], 0.0f) << "element " << i;  // zero weights, no bias
}

TEST(external_output_shape, follows_reshaped_inputs_through_get_external_value_shape) {
  test_graph g(2);
  const uint32_t x = g.input({1, 4}, 0), y = g.output({1, 12}, 1), w = g.value({12, 4}, kWeights);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, w, XNN_INVALID_VALUE_ID, y, 0),
            xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const size_t dims[] = {3, 4};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 2, dims), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  size_t num_dims = 0, out[XNN_MAX_TENSOR_DIMS];
  ASSERT_EQ(xnn_get_external_value_shape(runtime.get(), 1, &num_dims, out), xnn_status_success);
  ASSERT_EQ(num_dims, 2u);
  EXPECT_EQ(out[0], 3u);
  EXPECT_EQ(out[1], 12u);
  std::vector<float> xs = random_vector(12, 5), ys(36 + XNN_EXTRA_BYTES / sizeof(float), -1.0f);
  run(runtime.get(), {{0, xs.data()}, {1, ys.data()}});
  EXPECT_EQ(ys[35], 0.0f);
}

TEST(repeated_ids, argmax_pooling_value_and_index_in_one_value) {
  test_graph g(3);
  const uint32_t x = g.input({1, 4, 4, 2}, 0), y = g.output({1, 2, 2, 2}, 1);
  EXPECT_EQ(xnn_define_argmax_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, x, y, y, 0), xnn_status_invalid_parameter);
  EXPECT_TRUE(g.subgraph != nullptr);
}

TEST(repeated_ids, even_split_outputs_in_one_value) {
  test_graph g(3);
  const uint32_t x = g.input({2, 8}, 0), y = g.output({2, 4}, 1);
  EXPECT_EQ(xnn_define_even_split2(g.subgraph, 1, x, y, y, 0), xnn_status_invalid_parameter);
  const uint32_t t = g.value({2, 4});
  EXPECT_EQ(xnn_define_even_split2(g.subgraph, 1, x, t, t, 0), xnn_status_invalid_parameter);
}

TEST(repeated_ids, an_output_that_is_also_an_input) {
  test_graph g(3);
  const uint32_t x = g.input({2, 4}, 0), t = g.value({2, 4}), u = g.value({2, 8});
  EXPECT_EQ(xnn_define_abs(g.subgraph, t, t, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_add2(g.subgraph, -INFINITY, INFINITY, x, t, t, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_concatenate2(g.subgraph, 1, x, u, u, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_even_split2(g.subgraph, 1, u, u, t, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_argmax_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, x, g.value({1, 1, 2, 4}), x, 0),
            xnn_status_invalid_parameter);
}

TEST(parameters, elu_alpha_must_be_finite_and_positive) {
  test_graph g(2);
  const uint32_t x = g.input({4}, 0), y = g.output({4}, 1);
  for (float alpha : {0.0f, -1.0f, NAN, INFINITY, -INFINITY}) {
    EXPECT_EQ(xnn_define_elu(g.subgraph, alpha, x, y, 0), xnn_status_invalid_parameter) << alpha;
  }
  EXPECT_EQ(xnn_define_elu(g.subgraph, 0.5f, x, y, 0), xnn_status_success);
}

TEST(parameters, leaky_relu_slope_clamp_and_binary_bounds) {
  test_graph g(2);
  const uint32_t x = g.input({4}, 0), y = g.output({4}, 1);
  for (float slope : {NAN, INFINITY, -INFINITY}) {
    EXPECT_EQ(xnn_define_leaky_relu(g.subgraph, slope, x, y, 0), xnn_status_invalid_parameter) << slope;
  }
  EXPECT_EQ(xnn_define_clamp(g.subgraph, 1.0f, 0.0f, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_clamp(g.subgraph, NAN, 1.0f, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_clamp(g.subgraph, 0.0f, NAN, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_clamp, nullptr, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_add2(g.subgraph, 2.0f, 1.0f, x, x, y, 0), xnn_status_invalid_parameter);
  const xnn_binary_params nan_min = {NAN, 1.0};
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, &nan_min, x, x, y, 0), xnn_status_invalid_parameter);
}

TEST(overflow, define_tensor_value_refuses_sizes_beyond_size_t) {
  test_graph g(2);
  uint32_t id = 0;
  const size_t wraps_to_two[] = {(size_t(1) << (kSizeBits - 1)) + 1, 2};
  const size_t cube[] = {kHuge, kHuge, kHuge};
  const size_t bytes_wrap[] = {size_t(1) << (kSizeBits - 2), 1};  // 2^62 fp32 elements: 2^64 bytes
  for (const auto* dims : {wraps_to_two, cube}) {
    EXPECT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, dims == cube ? 3 : 2, dims, nullptr,
                                      XNN_INVALID_VALUE_ID, 0, &id),
              xnn_status_invalid_parameter);
  }
  EXPECT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 2, bytes_wrap, nullptr, XNN_INVALID_VALUE_ID, 0,
                                    &id),
            xnn_status_invalid_parameter);
  // Zero elements, yet a batch product would wrap.
  const size_t empty_but_huge[] = {0, size_t(1) << (kSizeBits - 1), 4};
  EXPECT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 3, empty_but_huge, nullptr, XNN_INVALID_VALUE_ID,
                                    0, &id),
            xnn_status_invalid_parameter);
}

TEST(overflow, reshape_external_value_refuses_sizes_beyond_size_t) {
  abs_negate_graph g(4);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const size_t wraps_to_two[] = {(size_t(1) << (kSizeBits - 1)) + 1, 2};
  const size_t cube[] = {kHuge, kHuge, kHuge};
  EXPECT_EQ(xnn_reshape_external_value(runtime.get(), 0, 2, wraps_to_two), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, cube), xnn_status_invalid_parameter);
  // The runtime still runs at its old shape.
  std::vector<float> x = random_vector(4, 6), y(4 + XNN_EXTRA_BYTES / sizeof(float));
  run(runtime.get(), {{0, x.data()}, {1, y.data()}});
  expect_abs_negate(x, y, 4);
}

TEST(overflow, inferred_shapes_beyond_size_t_are_refused) {
  // Static reshape: new_shape's product wraps.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              const size_t shape[] = {kHuge, kHuge, 2};
              return xnn_define_static_reshape(g.subgraph, 3, shape, g.input({4}, 0), g.value({}), 0);
            }),
            xnn_status_invalid_parameter);
  // Concatenate: the sum along the axis wraps.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              const size_t quarter = size_t(1) << (kSizeBits - 3);  // each input 2^63 bytes; the output 2^64
              const uint32_t a = g.input({quarter, 1}, 0), b = g.input({quarter, 1}, 1);
              return xnn_define_concatenate2(g.subgraph, 0, a, b, g.output({}, 2), 0);
            }),
            xnn_status_invalid_parameter);
  // Constant pad: pre + dim + post wraps.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              const size_t pre[] = {SIZE_MAX - 2}, post[] = {4};
              return xnn_define_static_constant_pad(g.subgraph, pre, post, 0.0f, g.input({4}, 0), g.value({}), 0);
            }),
            xnn_status_invalid_parameter);
  // Resize: N * new_height * new_width * C * 4 bytes wraps.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              const uint32_t input = g.input({size_t(1) << (kSizeBits - 12), 1, 1, 4}, 0);
              return xnn_define_static_resize_bilinear_2d(g.subgraph, 64, 64, input,
                                                          g.value({1, 1, 1, 4}), 0);
            }),
            xnn_status_invalid_parameter);
  // Broadcast: [2^32, 1] + [1, 2^32] has 2^64 elements.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              return xnn_define_add2(g.subgraph, -INFINITY, INFINITY, g.input({kHuge, 1}, 0), g.input({1, kHuge}, 1),
                                     g.value({}), 0);
            }),
            xnn_status_invalid_parameter);
  // Deconvolution: the upsampled height wraps.
  EXPECT_EQ(define_then_create([](test_graph& g) {
              const uint32_t x = g.input({1, size_t(1) << (kSizeBits - 24), 1, 1}, 0);
              const uint32_t w = g.value({1, 2, 2, 1}, kWeights);
              const uint32_t y = g.value({1, 1, 1, 1});
              return xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 2, 2, UINT32_MAX, 1, 1, 1, 1, 1, 1,
                                                 -INFINITY, INFINITY, x, w, XNN_INVALID_VALUE_ID, y, 0);
            }),
            xnn_status_invalid_parameter);
}

TEST(xnnpack_parity, refusals_with_xnnpack_status) {
  test_graph g(2);
  const uint32_t x = g.input({1, 4, 4, 2}, 0), y = g.value({1, 4, 4, 2});
  EXPECT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, size_t(1) << 24, 4, x, y, 0),
            xnn_status_unsupported_parameter);
  const size_t seven[7] = {1, 1, 1, 1, 1, 1, 32};
  EXPECT_EQ(xnn_define_static_reshape(g.subgraph, 7, seven, x, y, 0), xnn_status_unsupported_parameter);
  abs_negate_graph h(4);
  runtime_ptr runtime = create_runtime(h);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(xnn_reshape_external_value(runtime.get(), 0, 7, seven), xnn_status_unsupported_parameter);
}

TEST(null_handles, runtime_functions_refuse_null_and_deletes_accept_it) {
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS], size = 0;
  const size_t one = 1;
  EXPECT_EQ(xnn_reshape_runtime(nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_runtime(nullptr, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_runtime_v2(nullptr, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_invoke_runtime(nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_get_runtime_profiling_info(nullptr, xnn_profile_info_num_operators, 0, nullptr, &size),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_external_value(nullptr, 0, 1, &one), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_get_external_value_shape(nullptr, 0, &num_dims, dims), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_delete_runtime(nullptr), xnn_status_success);
  EXPECT_EQ(xnn_delete_subgraph(nullptr), xnn_status_success);
}

TEST(null_handles, null_arrays_with_a_count) {
  abs_negate_graph g(4);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(xnn_setup_runtime_v2(runtime.get(), 2, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_external_value(runtime.get(), 0, 1, nullptr), xnn_status_invalid_parameter);
  test_graph h(2);
  EXPECT_EQ(xnn_define_concatenate(h.subgraph, 0, 2, nullptr, h.output({4}, 1), 0), xnn_status_invalid_parameter);
}

}  // namespace
