// XNN_FLAG_FORCE_FP16_INFERENCE and XNN_FLAG_HINT_FP16_INFERENCE at runtime creation (src/subgraph/fp16-rewrite.h):
// small fp32 graphs (convolution + clamp + add with a constant, fully connected, depthwise convolution, max then
// average pooling, clamped global average pooling, softmax) run forced to fp16 within the bound below of the same
// graph in fp32; the caller's external tensors stay fp32 (inputs unchanged, outputs written in full) and its subgraph
// is untouched (an fp32 runtime created afterwards gives the first fp32 results bit for bit); a reshaped input flows
// through the converts; an external output read by a later node; a node without an fp16 row makes FORCE fail with
// one sentence naming it and HINT fall back to fp32.
//
// The bound. Every tensor stored in fp16 (the input, weights, each layer's output) is rounded with a relative error
// of at most u = 2^-11. Weights are drawn in [-1, 1] / K for a layer of K terms per output, so that a layer's sum of
// |weight * input| is at most the largest |input|, and activations stay below A = 2 (inputs in [-1, 1], biases in
// [-1/2, 1/2]). A layer's result then moves by at most u * A for its input, u * A for its weights, u * A for its own
// rounding and, where the kernels accumulate in fp16 (Arm fp16 arithmetic, AVX512-FP16), K * u * A for the
// accumulation; the error it receives is not amplified (sum of |weights| <= 1). Softmax's terms are exp(x - max) <= 1
// over a row of K, and pooling averages or picks K terms of its input: the same form. So
// |fp16 - fp32| <= A * u * sum over layers of (K + 3).
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "../log-capture.h"
#include "subgraph-tester.h"
#include "subgraph/fp16-rewrite.h"
#include "subgraph/runtime.h"

namespace {

constexpr double kHalfUnitRoundoff = 0x1.0p-11;
constexpr double kActivationBound = 2.0;

// The bound above for layers of `terms` terms each.
double fp16_bound(std::initializer_list<size_t> terms) {
  double sum = 0.0;
  for (size_t k : terms) sum += double(k + 3);
  return kActivationBound * kHalfUnitRoundoff * sum;
}

// n values in [-scale, scale).
std::vector<float> scaled_vector(size_t n, uint32_t seed, float scale) {
  std::vector<float> v = random_vector(n, seed);
  for (float& x : v) x *= scale;
  return v;
}

// A graph with one external input (id 0) and one external output (id 1), its constants and the output size.
struct fp16_case {
  test_graph graph{2};
  std::vector<std::vector<float>> constants;
  std::vector<size_t> input_dims;
  size_t output_size = 0;
  double bound = 0.0;
  const float* constant(size_t n, uint32_t seed, float scale) {
    constants.push_back(scaled_vector(n, seed, scale));
    return constants.back().data();
  }
  size_t input_size() const {
    size_t n = 1;
    for (size_t d : input_dims) n *= d;
    return n;
  }
};

// x [1, 6, 6, 3] -> 3x3 convolution (padding 1, 8 channels) -> clamp [-1, 1] -> + constant [8] -> y [1, 6, 6, 8].
void convolution_clamp_add(fp16_case& c) {
  c.input_dims = {1, 6, 6, 3};
  constexpr size_t kTerms = 3 * 3 * 3;
  const uint32_t x = c.graph.input(c.input_dims, 0);
  const uint32_t w = c.graph.value({8, 3, 3, 3}, c.constant(8 * kTerms, 11, 1.0f / kTerms));
  const uint32_t b = c.graph.value({8}, c.constant(8, 12, 0.5f));
  const uint32_t conv = c.graph.value({1, 6, 6, 8}), clamped = c.graph.value({1, 6, 6, 8});
  const uint32_t shift = c.graph.value({8}, c.constant(8, 13, 0.5f));
  const uint32_t y = c.graph.output({1, 6, 6, 8}, 1);
  ASSERT_EQ(xnn_define_convolution_2d(c.graph.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 3, 8, -INFINITY, INFINITY, x,
                                      w, b, conv, 0),
            xnn_status_success);
  xnn_unary_params clamp;
  clamp.clamp.min = -1.0f;
  clamp.clamp.max = 1.0f;
  ASSERT_EQ(xnn_define_unary(c.graph.subgraph, xnn_unary_clamp, &clamp, conv, clamped, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_binary(c.graph.subgraph, xnn_binary_add, nullptr, clamped, shift, y, 0), xnn_status_success);
  c.output_size = 6 * 6 * 8;
  c.bound = fp16_bound({kTerms, 2});
}

// x [4, 32] -> fully connected (16 outputs) -> y [4, 16].
void fully_connected(fp16_case& c) {
  c.input_dims = {4, 32};
  const uint32_t x = c.graph.input(c.input_dims, 0);
  const uint32_t w = c.graph.value({16, 32}, c.constant(16 * 32, 21, 1.0f / 32));
  const uint32_t b = c.graph.value({16}, c.constant(16, 22, 0.5f));
  const uint32_t y = c.graph.output({4, 16}, 1);
  ASSERT_EQ(xnn_define_fully_connected(c.graph.subgraph, -INFINITY, INFINITY, x, w, b, y, 0), xnn_status_success);
  c.output_size = 4 * 16;
  c.bound = fp16_bound({32});
}

// x [1, 7, 7, 8] -> 3x3 depthwise convolution (padding 1, multiplier 1) clamped to [0, 6] -> y [1, 7, 7, 8].
void depthwise(fp16_case& c) {
  c.input_dims = {1, 7, 7, 8};
  const uint32_t x = c.graph.input(c.input_dims, 0);
  const uint32_t w = c.graph.value({1, 3, 3, 8}, c.constant(9 * 8, 31, 1.0f / 9));
  const uint32_t b = c.graph.value({8}, c.constant(8, 32, 0.5f));
  const uint32_t y = c.graph.output({1, 7, 7, 8}, 1);
  ASSERT_EQ(xnn_define_depthwise_convolution_2d(c.graph.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 8, 0.0f, 6.0f, x, w,
                                                b, y, 0),
            xnn_status_success);
  c.output_size = 7 * 7 * 8;
  c.bound = fp16_bound({9});
}

// x [2, 6, 6, 5] -> 3x3 max pooling (stride 2, padding 1) -> 2x2 average pooling -> y [2, 2, 2, 5].
void pooling(fp16_case& c) {
  c.input_dims = {2, 6, 6, 5};
  const uint32_t x = c.graph.input(c.input_dims, 0), mid = c.graph.value({2, 3, 3, 5});
  const uint32_t y = c.graph.output({2, 2, 2, 5}, 1);
  ASSERT_EQ(xnn_define_max_pooling_2d(c.graph.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, -INFINITY, INFINITY, x, mid, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_average_pooling_2d(c.graph.subgraph, 0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, mid, y, 0),
            xnn_status_success);
  c.output_size = 2 * 2 * 2 * 5;
  c.bound = fp16_bound({9, 4});
}

// x [2, 5, 5, 8] -> global average pooling clamped to [-0.1, 0.1] -> y [2, 1, 1, 8] (XNN_FLAG_KEEP_DIMS) or [2, 8]:
// in fp16 a mean over H and W, then a clamp node.
void global_average_pooling(fp16_case& c, bool keep_dims) {
  c.input_dims = {2, 5, 5, 8};
  const uint32_t x = c.graph.input(c.input_dims, 0);
  const uint32_t y = c.graph.output(keep_dims ? std::vector<size_t>{2, 1, 1, 8} : std::vector<size_t>{2, 8}, 1);
  ASSERT_EQ(xnn_define_global_average_pooling_2d(c.graph.subgraph, -0.1f, 0.1f, x, y,
                                                 keep_dims ? XNN_FLAG_KEEP_DIMS : 0),
            xnn_status_success);
  c.output_size = 2 * 8;
  c.bound = fp16_bound({25});
}
void global_average_pooling_keep_dims(fp16_case& c) { global_average_pooling(c, true); }
void global_average_pooling_flat(fp16_case& c) { global_average_pooling(c, false); }

// x [4, 10] -> softmax -> y [4, 10].
void softmax(fp16_case& c) {
  c.input_dims = {4, 10};
  const uint32_t x = c.graph.input(c.input_dims, 0), y = c.graph.output({4, 10}, 1);
  ASSERT_EQ(xnn_define_softmax(c.graph.subgraph, x, y, 0), xnn_status_success);
  c.output_size = 4 * 10;
  c.bound = fp16_bound({10});
}

// Runs the case's graph once with `flags` on input `x`; checks the caller's input is left as it was and every output
// element written. Empty when the runtime cannot be created.
std::vector<float> run_case(const fp16_case& c, uint32_t flags, const std::vector<float>& x) {
  const std::vector<float> x_before = x;
  std::vector<float> y(c.output_size, NAN);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(c.graph.subgraph, nullptr, flags, &runtime), xnn_status_success);
  if (runtime == nullptr) return {};
  run(runtime, {{0, const_cast<float*>(x.data())}, {1, y.data()}});
  xnn_delete_runtime(runtime);
  EXPECT_EQ(std::memcmp(x.data(), x_before.data(), x.size() * sizeof(float)), 0) << "the input was written";
  for (size_t i = 0; i < y.size(); i++) EXPECT_FALSE(std::isnan(y[i])) << "output " << i << " not written";
  return y;
}

void expect_fp16_within_bound(void (*build)(fp16_case&)) {
  fp16_case c;
  build(c);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const std::vector<float> x = random_vector(c.input_size(), 5);
  const std::vector<std::vector<float>> constants_before = c.constants;
  const std::vector<float> fp32 = run_case(c, 0, x);
  const std::vector<float> fp16 = run_case(c, XNN_FLAG_FORCE_FP16_INFERENCE, x);
  ASSERT_EQ(fp16.size(), fp32.size());
  for (size_t i = 0; i < fp32.size(); i++) {
    EXPECT_NEAR(fp16[i], fp32[i], c.bound) << "output " << i;
  }
  EXPECT_EQ(c.constants, constants_before) << "a constant was written";
  // The forced runtime worked on its own copy: an fp32 runtime created now computes what the first one did.
  EXPECT_EQ(run_case(c, 0, x), fp32);
}

TEST(fp16_inference, convolution_clamp_add_within_bound) { expect_fp16_within_bound(convolution_clamp_add); }
TEST(fp16_inference, fully_connected_within_bound) { expect_fp16_within_bound(fully_connected); }
TEST(fp16_inference, depthwise_convolution_within_bound) { expect_fp16_within_bound(depthwise); }
TEST(fp16_inference, max_then_average_pooling_within_bound) { expect_fp16_within_bound(pooling); }
TEST(fp16_inference, clamped_global_average_pooling_keep_dims_within_bound) {
  expect_fp16_within_bound(global_average_pooling_keep_dims);
}
TEST(fp16_inference, clamped_global_average_pooling_flat_within_bound) {
  expect_fp16_within_bound(global_average_pooling_flat);
}
TEST(fp16_inference, softmax_within_bound) { expect_fp16_within_bound(softmax); }

// Inside, the values between nodes are fp16; the external ones keep their ids and fp32, behind convert nodes.
TEST(fp16_inference, internal_values_are_fp16_and_external_ones_fp32) {
  fp16_case c;
  convolution_clamp_add(c);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(c.graph.subgraph, nullptr, XNN_FLAG_FORCE_FP16_INFERENCE, &runtime),
            xnn_status_success);
  EXPECT_EQ(runtime->values[0].datatype, xnn_datatype_fp32);
  EXPECT_EQ(runtime->values[1].datatype, xnn_datatype_fp32);
  const xnn_runtime_node& first = runtime->nodes.front();
  const xnn_runtime_node& last = runtime->nodes.back();
  EXPECT_EQ(first.node.params.unary.op, xnn_unary_convert);
  EXPECT_EQ(first.node.inputs[0], 0u);
  EXPECT_EQ(last.node.params.unary.op, xnn_unary_convert);
  EXPECT_EQ(last.node.outputs[0], 1u);
  for (const xnn_runtime_node& n : runtime->nodes) {
    for (uint32_t k = 0; k < n.node.num_outputs; k++) {
      const xnn_value& v = runtime->values[n.node.outputs[k]];
      if (!v.is_external_output()) {
        EXPECT_EQ(v.datatype, xnn_datatype_fp16) << "value " << v.id;
      }
    }
  }
  xnn_delete_runtime(runtime);
}

// After xnn_reshape_external_value the new shape flows through the input convert to the nodes and back out through
// the output convert: fully connected on 2 rows instead of 4.
TEST(fp16_inference, reshaped_input_flows_through_the_converts) {
  fp16_case c;
  fully_connected(c);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  xnn_runtime_t forced = nullptr, plain = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(c.graph.subgraph, nullptr, XNN_FLAG_FORCE_FP16_INFERENCE, &forced),
            xnn_status_success);
  ASSERT_EQ(xnn_create_runtime_v2(c.graph.subgraph, nullptr, 0, &plain), xnn_status_success);
  const std::vector<float> x = random_vector(2 * 32, 17);
  std::vector<std::vector<float>> y(2, std::vector<float>(2 * 16, NAN));
  const size_t dims[] = {2, 32};
  xnn_runtime_t runtimes[] = {forced, plain};
  for (size_t r = 0; r < 2; r++) {
    ASSERT_EQ(xnn_reshape_external_value(runtimes[r], 0, 2, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtimes[r]), xnn_status_success);
    size_t num_dims = 0, out_dims[XNN_MAX_TENSOR_DIMS];
    ASSERT_EQ(xnn_get_external_value_shape(runtimes[r], 1, &num_dims, out_dims), xnn_status_success);
    ASSERT_EQ(num_dims, 2u);
    EXPECT_EQ(out_dims[0], 2u);
    EXPECT_EQ(out_dims[1], 16u);
    run(runtimes[r], {{0, const_cast<float*>(x.data())}, {1, y[r].data()}});
    xnn_delete_runtime(runtimes[r]);
  }
  for (size_t i = 0; i < y[1].size(); i++) EXPECT_NEAR(y[0][i], y[1][i], c.bound) << "output " << i;
}

// An external output that a later node also reads: the later node reads its fp16 twin, and both external outputs
// are written in fp32. x [4, 32] -> fully connected -> y1 [4, 16] (external) -> softmax -> y2 [4, 16] (external).
TEST(fp16_inference, external_output_read_by_a_later_node) {
  test_graph g(3);
  const std::vector<float> w = scaled_vector(16 * 32, 41, 1.0f / 32), b = scaled_vector(16, 42, 0.5f);
  const uint32_t x = g.input({4, 32}, 0), y1 = g.output({4, 16}, 1), y2 = g.output({4, 16}, 2);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, g.value({16, 32}, w.data()),
                                       g.value({16}, b.data()), y1, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_softmax(g.subgraph, y1, y2, 0), xnn_status_success);
  const std::vector<float> input = random_vector(4 * 32, 43);
  std::vector<std::vector<float>> outputs;
  for (uint32_t flags : {0u, uint32_t(XNN_FLAG_FORCE_FP16_INFERENCE)}) {
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, flags, &runtime), xnn_status_success);
    std::vector<float> first(4 * 16, NAN), second(4 * 16, NAN);
    run(runtime, {{0, const_cast<float*>(input.data())}, {1, first.data()}, {2, second.data()}});
    xnn_delete_runtime(runtime);
    first.insert(first.end(), second.begin(), second.end());
    outputs.push_back(first);
  }
  const double bound = fp16_bound({32, 16});
  for (size_t i = 0; i < outputs[0].size(); i++) EXPECT_NEAR(outputs[1][i], outputs[0][i], bound) << "output " << i;
}

// Argmax pooling has no fp16 operator (as in XNNPACK): the graph cannot run in fp16.
void argmax_pooling(fp16_case& c) {
  c.input_dims = {1, 4, 4, 3};
  const uint32_t x = c.graph.input(c.input_dims, 0), y = c.graph.output({1, 2, 2, 3}, 1);
  const uint32_t index = c.graph.value({1, 2, 2, 3});  // internal: XNNPACK defines it as fp32 too
  ASSERT_EQ(xnn_define_argmax_pooling_2d(c.graph.subgraph, 0, 0, 0, 0, 2, 2, x, y, index, 0), xnn_status_success);
  c.output_size = 2 * 2 * 3;
}

TEST(fp16_inference, force_refuses_a_node_without_fp16_in_one_sentence) {
  fp16_case c;
  argmax_pooling(c);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  std::vector<std::string> lines;
  xnn_runtime_t runtime = nullptr;
  const xnn_status status = xnn_test_capture_log(&lines, [&] {
    return xnn_create_runtime_v2(c.graph.subgraph, nullptr, XNN_FLAG_FORCE_FP16_INFERENCE, &runtime);
  });
  EXPECT_EQ(status, xnn_status_unsupported_parameter);
  EXPECT_EQ(runtime, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("XNN_FLAG_FORCE_FP16_INFERENCE: node #0 (ArgMax Pooling 2D) cannot run in fp16"),
            std::string::npos)
      << lines[0];
}

TEST(fp16_inference, hint_falls_back_to_fp32_for_a_node_without_fp16) {
  fp16_case c;
  argmax_pooling(c);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const std::vector<float> x = random_vector(c.input_size(), 9);
  EXPECT_EQ(run_case(c, XNN_FLAG_HINT_FP16_INFERENCE, x), run_case(c, 0, x));
}

// As XNNPACK HEAD: HINT rewrites only where the CPU computes in fp16 natively (never on x86), and FORCE everywhere.
TEST(fp16_inference, hint_runs_fp32_without_native_fp16) {
  fp16_case c;
  convolution_clamp_add(c);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  EXPECT_TRUE(xnn_fp16_rewrite_requested(XNN_FLAG_FORCE_FP16_INFERENCE));
  const std::vector<float> x = random_vector(c.input_size(), 3);
  const std::vector<float> fp32 = run_case(c, 0, x);
  const std::vector<float> hinted = run_case(c, XNN_FLAG_HINT_FP16_INFERENCE, x);
  ASSERT_EQ(hinted.size(), fp32.size());
  if (!xnn_fp16_rewrite_requested(XNN_FLAG_HINT_FP16_INFERENCE)) {
    EXPECT_EQ(hinted, fp32);
  } else {
    for (size_t i = 0; i < fp32.size(); i++) EXPECT_NEAR(hinted[i], fp32[i], c.bound) << "output " << i;
  }
#if defined(__x86_64__) || defined(__i386__)
  EXPECT_FALSE(xnn_fp16_rewrite_requested(XNN_FLAG_HINT_FP16_INFERENCE));
#endif
}

}  // namespace
