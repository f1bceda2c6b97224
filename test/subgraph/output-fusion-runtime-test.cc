// An fp32 add whose operand comes from a convolution or fully connected node (its only reader, written over in place)
// runs in that node's output stage: the add node does not run, and the outputs are bitwise those of the runtime
// created with XNN_FLAG_NO_OPERATOR_FUSION, at 1 and 4 threads and after reshapes. Adds that cannot be fused (the
// addend written after the producer, a broadcast addend, a depthwise producer) run as their own pass. So does an fp32
// unary node (hardswish, sigmoid, GELU, ...) over such a node's output or its fused add's, or over a depthwise
// convolution's output, in place: applied to each strip after the add (each depthwise row piece after the clamp), with
// the unary operator's kernel (its bits do not depend on an element's position in a call: f32-vunary-test).
#include <cmath>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "subgraph/runtime.h"
#include "subgraph/subgraph-tester.h"

namespace {

constexpr size_t kChannels = 24;

struct weights {
  std::vector<float> filter, bias;
};

// A kernel x kernel convolution with `groups` groups of kChannels / groups channels, "same" padding.
uint32_t convolution(test_graph& g, uint32_t input, size_t kernel, size_t groups, const weights& w, float min,
                     float max, const std::vector<size_t>& shape) {
  const size_t per_group = kChannels / groups;
  const uint32_t filter = g.value({kChannels, kernel, kernel, per_group}, w.filter.data());
  const uint32_t bias = g.value({kChannels}, w.bias.data());
  const uint32_t output = g.value(shape);
  const uint32_t pad = uint32_t(kernel / 2);
  EXPECT_EQ(xnn_define_convolution_2d(g.subgraph, pad, pad, pad, pad, uint32_t(kernel), uint32_t(kernel), 1, 1, 1, 1,
                                      uint32_t(groups), per_group, per_group, min, max, input, filter, bias, output,
                                      0),
            xnn_status_success);
  return output;
}

weights random_weights(size_t kernel, size_t groups, uint32_t seed) {
  return {random_vector(kChannels * kernel * kernel * (kChannels / groups), seed), random_vector(kChannels, seed + 1)};
}

uint32_t add(test_graph& g, uint32_t a, uint32_t b, const std::vector<size_t>& shape, float min = -INFINITY,
             float max = INFINITY) {
  const uint32_t output = g.value(shape);
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, a, b, output, 0), xnn_status_success);
  if (min != -INFINITY || max != INFINITY) {
    const uint32_t clamped = g.value(shape);
    const xnn_unary_params params = {.clamp = {min, max}};
    EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_clamp, &params, output, clamped, 0), xnn_status_success);
    return clamped;
  }
  return output;
}

// How many of the runtime's add and unary nodes their producers compute.
size_t fused_adds(const xnn_runtime* rt) {
  size_t count = 0;
  for (const xnn_runtime_node& n : rt->nodes) count += n.done_by_producer ? 1 : 0;
  return count;
}

struct outcome {
  std::vector<float> output;
  size_t fused = 0;
  size_t pooled = 0;  // global average pooling nodes whose sums a producer's output stage computes
};

// Runs `graph` (external 0 and 1 inputs of `input_elements`, external 2 the output) on `threads` threads.
outcome run_graph(const test_graph& graph, uint32_t flags, size_t threads, const std::vector<float>& x,
                  const std::vector<float>& skip, size_t output_elements) {
  pthreadpool_t pool = threads > 1 ? pthreadpool_create(threads) : nullptr;
  outcome result;
  {
    const runtime_ptr runtime = create_runtime(graph, pool, flags);
    EXPECT_NE(runtime, nullptr);
    if (runtime != nullptr) {
      result.output.assign(output_elements, 0.0f);
      run(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, const_cast<float*>(skip.data())},
                          {2, result.output.data()}});
      result.fused = fused_adds(runtime.get());
      for (const xnn_runtime_node& n : runtime->nodes) result.pooled += n.fused_pool != UINT32_MAX ? 1 : 0;
    }
  }
  if (pool != nullptr) pthreadpool_destroy(pool);
  return result;
}

void expect_same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(std::memcmp(a.data(), b.data(), a.size() * sizeof(float)), 0);
}

class output_fusion : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};

uint32_t unary(test_graph& g, xnn_unary_operator op, uint32_t input, const std::vector<size_t>& shape) {
  const uint32_t output = g.value(shape);
  EXPECT_EQ(xnn_define_unary(g.subgraph, op, nullptr, input, output, 0), xnn_status_success);
  return output;
}

// skip + fc(x) [-> gelu] -> negate (external), or fc(x) -> gelu -> negate: the add and the GELU run in the fully
// connected node's output stage.
void check_fully_connected(bool with_add, bool with_gelu, size_t expected_fused) {
  const size_t rows = 13;
  test_graph g(3);
  const uint32_t x = g.input({rows, kChannels}, 0);
  const uint32_t skip = g.input({rows, kChannels}, 1);
  const weights w = random_weights(1, 1, 5);
  const uint32_t filter = g.value({kChannels, kChannels}, w.filter.data());
  const uint32_t bias = g.value({kChannels}, w.bias.data());
  uint32_t y = g.value({rows, kChannels});
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, bias, y, 0), xnn_status_success);
  if (with_add) y = add(g, skip, y, {rows, kChannels});
  if (with_gelu) y = unary(g, xnn_unary_gelu, y, {rows, kChannels});
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_negate, nullptr, y, g.output({rows, kChannels}, 2), 0),
            xnn_status_success);
  const std::vector<float> input = random_vector(rows * kChannels, 3), residual = random_vector(rows * kChannels, 4);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, residual, rows * kChannels);
  for (size_t threads : {1, 4}) {
    const outcome fused = run_graph(g, 0, threads, input, residual, rows * kChannels);
    EXPECT_EQ(fused.fused, expected_fused) << threads << " threads";
    expect_same_bits(fused.output, unfused.output);
  }
}

// conv(x) + skip, clamped, then abs so that the add's output is internal and written over the convolution's.
void check_residual(size_t kernel, bool skip_first, size_t expected_fused) {
  const std::vector<size_t> shape = {2, 9, 7, kChannels};
  const size_t elements = 2 * 9 * 7 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  const uint32_t skip = g.input(shape, 1);
  const weights w = random_weights(kernel, 1, 11);
  const uint32_t c = convolution(g, x, kernel, 1, w, -2.0f, 2.0f, shape);
  const uint32_t sum = skip_first ? add(g, skip, c, shape, -1.5f, 1.0f) : add(g, c, skip, shape, -1.5f, 1.0f);
  EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, sum, g.output(shape, 2), 0), xnn_status_success);
  const std::vector<float> input = random_vector(elements, 1), residual = random_vector(elements, 2);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, residual, elements);
  EXPECT_EQ(unfused.fused, 0u);
  for (size_t threads : {1, 4}) {
    const outcome fused = run_graph(g, 0, threads, input, residual, elements);
    EXPECT_EQ(fused.fused, expected_fused) << threads << " threads";
    expect_same_bits(fused.output, unfused.output);
  }
}

TEST_F(output_fusion, pointwise_convolution_computes_the_residual_add) { check_residual(1, false, 1); }
TEST_F(output_fusion, indirect_convolution_computes_the_residual_add) { check_residual(3, false, 1); }
TEST_F(output_fusion, addend_as_first_operand_keeps_the_operand_order) { check_residual(1, true, 1); }

TEST_F(output_fusion, fully_connected_computes_the_add) { check_fully_connected(true, false, 1); }

// The addend is computed by a node that runs after the convolution: the add cannot move into the convolution.
TEST_F(output_fusion, addend_written_after_the_producer_is_not_fused) {
  const std::vector<size_t> shape = {1, 5, 5, kChannels};
  const size_t elements = 25 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  const weights w = random_weights(1, 1, 7);
  const uint32_t c = convolution(g, x, 1, 1, w, -INFINITY, INFINITY, shape);
  const uint32_t later = g.value(shape);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_square, nullptr, g.input(shape, 1), later, 0), xnn_status_success);
  const uint32_t sum = add(g, c, later, shape);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, sum, g.output(shape, 2), 0), xnn_status_success);
  const std::vector<float> input = random_vector(elements, 8), other = random_vector(elements, 9);
  const outcome fused = run_graph(g, 0, 1, input, other, elements);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, other, elements);
  EXPECT_EQ(fused.fused, 0u);
  expect_same_bits(fused.output, unfused.output);
}

// A per-channel addend broadcasts over the convolution's output, and a depthwise convolution has no GEMM stage.
TEST_F(output_fusion, broadcast_addend_and_depthwise_producer_are_not_fused) {
  const std::vector<size_t> shape = {1, 6, 6, kChannels};
  const size_t elements = 36 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  const uint32_t row = g.input({1, 1, 1, kChannels}, 1);
  const weights pointwise = random_weights(1, 1, 12), depthwise = random_weights(3, kChannels, 13);
  const uint32_t c = convolution(g, x, 1, 1, pointwise, -INFINITY, INFINITY, shape);
  const uint32_t d = convolution(g, add(g, c, row, shape), 3, kChannels, depthwise, -INFINITY, INFINITY, shape);
  const uint32_t sum = add(g, d, x, shape);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, sum, g.output(shape, 2), 0), xnn_status_success);
  const std::vector<float> input = random_vector(elements, 14), bias_row = random_vector(kChannels, 15);
  const outcome fused = run_graph(g, 0, 1, input, bias_row, elements);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, bias_row, elements);
  EXPECT_EQ(fused.fused, 0u);
  expect_same_bits(fused.output, unfused.output);
}


// conv(x) [+ skip] -> op -> negate (external): op runs in the convolution's output stage, after the add.
void check_unary(xnn_unary_operator op, size_t kernel, bool with_add, size_t expected_fused) {
  const std::vector<size_t> shape = {2, 5, 7, kChannels};
  const size_t elements = 2 * 5 * 7 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  const uint32_t skip = g.input(shape, 1);
  const weights w = random_weights(kernel, 1, 31);
  uint32_t y = convolution(g, x, kernel, 1, w, -INFINITY, INFINITY, shape);
  if (with_add) y = add(g, y, skip, shape);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_negate, nullptr, unary(g, op, y, shape), g.output(shape, 2), 0),
            xnn_status_success);
  const std::vector<float> input = random_vector(elements, 32), residual = random_vector(elements, 33);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, residual, elements);
  for (size_t threads : {1, 4}) {
    const outcome fused = run_graph(g, 0, threads, input, residual, elements);
    EXPECT_EQ(fused.fused, expected_fused) << threads << " threads";
    expect_same_bits(fused.output, unfused.output);
  }
}

TEST_F(output_fusion, pointwise_convolution_computes_a_following_hardswish) {
  check_unary(xnn_unary_hardswish, 1, false, 1);
}
TEST_F(output_fusion, indirect_convolution_computes_a_following_sigmoid) { check_unary(xnn_unary_sigmoid, 3, false, 1); }
TEST_F(output_fusion, convolution_computes_the_add_then_a_tanh) { check_unary(xnn_unary_tanh, 3, true, 2); }

TEST_F(output_fusion, fully_connected_computes_a_following_gelu) { check_fully_connected(false, true, 1); }
TEST_F(output_fusion, fully_connected_computes_the_add_then_a_gelu) { check_fully_connected(true, true, 2); }

// Not fused: a convolution output and a depthwise output with a second reader, and a unary node writing an external
// output (it cannot overwrite the convolution's output in place).
TEST_F(output_fusion, unary_nodes_that_cannot_run_in_place_in_the_output_stage_run_alone) {
  const std::vector<size_t> shape = {1, 6, 6, kChannels};
  const size_t elements = 36 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  g.input(shape, 1);
  const weights pointwise = random_weights(1, 1, 51), depthwise = random_weights(3, kChannels, 52);
  const uint32_t c = convolution(g, x, 1, 1, pointwise, -INFINITY, INFINITY, shape);
  const uint32_t both = add(g, unary(g, xnn_unary_hardswish, c, shape), c, shape);  // c read twice
  const uint32_t d = convolution(g, both, 3, kChannels, depthwise, -INFINITY, INFINITY, shape);
  const uint32_t e = convolution(g, add(g, unary(g, xnn_unary_sigmoid, d, shape), d, shape), 1, 1, pointwise,
                                 -INFINITY, INFINITY, shape);  // d read twice
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_tanh, nullptr, e, g.output(shape, 2), 0), xnn_status_success);
  const std::vector<float> input = random_vector(elements, 53), unused(elements);
  const outcome fused = run_graph(g, 0, 1, input, unused, elements);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, unused, elements);
  EXPECT_EQ(fused.fused, 0u);
  expect_same_bits(fused.output, unfused.output);
}

// x -> depthwise kernel x kernel (stride, clamp) -> op -> negate (external), on images of height x width: op runs on
// each output row of the depthwise convolution in pieces of at most 8 KiB (rows of 200 pixels of 96 bytes: three
// pieces), after its clamp, through unipass and multipass kernels (7x7: more taps than any unipass row takes).
void check_depthwise_unary(xnn_unary_operator op, size_t kernel, size_t stride, size_t height, size_t width,
                           float min, float max) {
  const std::vector<size_t> in_shape = {2, height, width, kChannels};
  const size_t out_height = (height - 1) / stride + 1, out_width = (width - 1) / stride + 1;
  const std::vector<size_t> out_shape = {2, out_height, out_width, kChannels};
  const size_t in_elements = 2 * height * width * kChannels, out_elements = 2 * out_height * out_width * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(in_shape, 0);
  g.input({1}, 1);
  const weights w = random_weights(kernel, kChannels, uint32_t(61 + kernel));
  const uint32_t filter = g.value({1, kernel, kernel, kChannels}, w.filter.data());
  const uint32_t bias = g.value({kChannels}, w.bias.data());
  const uint32_t d = g.value(out_shape);
  const uint32_t pad = uint32_t(kernel / 2);
  ASSERT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, pad, pad, pad, pad, uint32_t(kernel), uint32_t(kernel),
                                                uint32_t(stride), uint32_t(stride), 1, 1, 1, kChannels, min, max, x,
                                                filter, bias, d, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_negate, nullptr, unary(g, op, d, out_shape),
                             g.output(out_shape, 2), 0),
            xnn_status_success);
  const std::vector<float> input = random_vector(in_elements, 62), unused(1);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, unused, out_elements);
  EXPECT_EQ(unfused.fused, 0u);
  for (size_t threads : {1, 2, 8}) {
    const outcome fused = run_graph(g, 0, threads, input, unused, out_elements);
    EXPECT_EQ(fused.fused, 1u) << threads << " threads";
    expect_same_bits(fused.output, unfused.output);
  }
}

TEST_F(output_fusion, depthwise_convolution_computes_a_following_hardswish) {
  check_depthwise_unary(xnn_unary_hardswish, 3, 1, 5, 7, -INFINITY, INFINITY);
}
TEST_F(output_fusion, depthwise_rows_wider_than_a_piece_get_the_unary_op_on_every_piece) {
  check_depthwise_unary(xnn_unary_sigmoid, 3, 1, 3, 200, -INFINITY, INFINITY);
}
TEST_F(output_fusion, strided_depthwise_convolution_applies_the_unary_op_after_its_clamp) {
  check_depthwise_unary(xnn_unary_gelu, 3, 2, 9, 11, -0.5f, 0.75f);
}
TEST_F(output_fusion, multipass_depthwise_convolution_computes_a_following_tanh) {
  check_depthwise_unary(xnn_unary_tanh, 7, 1, 6, 9, -INFINITY, INFINITY);
}

// Global average pooling over conv(x) [+ skip] [-> op], batch x height x width x kChannels: the convolution's output
// stage sums each strip's rows per image, and the pooling node averages those sums. Both plans are checked against the
// mean in double precision of the pooled tensor (taken from the same graph with that tensor as its output): a sum of
// n floats in any order is within (n - 1) u sum|y| of the exact sum (u = 2^-24), and the scaling adds one rounding;
// so each result is within (pixels + 1) u mean|y| + u |mean| of the exact mean. The fused plan's bits are the same at
// 1, 2 and 8 threads (its strips do not depend on the thread count).
struct pooling_case {
  size_t batch = 2, height = 7, width = 7, kernel = 1;
  bool with_add = false;
  bool with_unary = false;
  float min = -INFINITY, max = INFINITY;  // the convolution's clamp
};

// The graph with the pooled tensor as external output 2 (`pool` false) or its pooling (`pool` true).
void define_pooling_graph(test_graph& g, const pooling_case& p, const weights& w, bool pool) {
  const std::vector<size_t> shape = {p.batch, p.height, p.width, kChannels};
  const uint32_t x = g.input(shape, 0);
  const uint32_t skip = g.input(shape, 1);
  uint32_t y = convolution(g, x, p.kernel, 1, w, p.min, p.max, shape);
  if (p.with_add) y = add(g, y, skip, shape);
  if (p.with_unary) y = unary(g, xnn_unary_hardswish, y, shape);
  if (!pool) {
    ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_negate, nullptr, y, g.output(shape, 2), 0), xnn_status_success);
    return;
  }
  ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, INFINITY, y,
                                                 g.output({p.batch, 1, 1, kChannels}, 2), XNN_FLAG_KEEP_DIMS),
            xnn_status_success);
}

void check_pooling(const pooling_case& p, size_t expected_pooled) {
  const size_t pixels = p.height * p.width, elements = p.batch * pixels * kChannels;
  const weights w = random_weights(p.kernel, 1, 71);
  const std::vector<float> input = random_vector(elements, 72), residual = random_vector(elements, 73);
  test_graph reference_graph(3), g(3);
  define_pooling_graph(reference_graph, p, w, false);
  define_pooling_graph(g, p, w, true);
  const outcome pooled_tensor = run_graph(reference_graph, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, residual, elements);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, residual, p.batch * kChannels);
  EXPECT_EQ(unfused.pooled, 0u);
  const double u = std::ldexp(1.0, -24);
  std::vector<float> first;
  for (size_t threads : {1, 2, 8}) {
    const outcome fused = run_graph(g, 0, threads, input, residual, p.batch * kChannels);
    EXPECT_EQ(fused.pooled, expected_pooled) << threads << " threads";
    if (first.empty()) {
      first = fused.output;
    } else {
      expect_same_bits(fused.output, first);
    }
  }
  for (size_t b = 0; b < p.batch; b++) {
    for (size_t c = 0; c < kChannels; c++) {
      double sum = 0, sum_abs = 0;
      for (size_t i = 0; i < pixels; i++) {
        const double y = -double(pooled_tensor.output[(b * pixels + i) * kChannels + c]);  // undo the negate
        sum += y, sum_abs += std::fabs(y);
      }
      const double mean = sum / double(pixels);
      const double bound = double(pixels + 1) * u * sum_abs / double(pixels) + u * std::fabs(mean);
      EXPECT_NEAR(first[b * kChannels + c], mean, bound) << "fused, image " << b << " channel " << c;
      EXPECT_NEAR(unfused.output[b * kChannels + c], mean, bound) << "unfused, image " << b << " channel " << c;
    }
  }
}

TEST_F(output_fusion, pointwise_convolution_sums_a_following_global_average_pooling) {
  check_pooling({.batch = 3, .height = 7, .width = 7, .kernel = 1, .min = 0.0f, .max = 6.0f}, 1);
}
TEST_F(output_fusion, indirect_convolution_sums_a_global_average_pooling_after_its_hardswish) {
  check_pooling({.batch = 2, .height = 5, .width = 9, .kernel = 3, .with_unary = true}, 1);
}
TEST_F(output_fusion, global_average_pooling_after_a_fused_add_and_unary_op_over_one_pixel_and_many) {
  check_pooling({.batch = 4, .height = 1, .width = 1, .kernel = 1, .with_add = true, .with_unary = true}, 1);
  check_pooling({.batch = 1, .height = 23, .width = 29, .kernel = 3, .with_add = true}, 1);
}

// Not fused: pooling of a tensor with a second reader, of a depthwise convolution's output, of a grouped
// convolution's output; each reads the tensor itself and gives the unfused bits.
TEST_F(output_fusion, global_average_pooling_that_cannot_take_sums_reads_its_input) {
  const std::vector<size_t> shape = {2, 6, 6, kChannels}, pooled = {2, 1, 1, kChannels};
  const size_t elements = 2 * 36 * kChannels;
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  g.input(shape, 1);
  const weights pointwise = random_weights(1, 1, 81), depthwise = random_weights(3, kChannels, 82),
                grouped = random_weights(1, 2, 83);
  const uint32_t c = convolution(g, x, 1, 1, pointwise, -INFINITY, INFINITY, shape);
  const uint32_t d = convolution(g, c, 3, kChannels, depthwise, -INFINITY, INFINITY, shape);  // c read twice
  const uint32_t e = convolution(g, c, 1, 2, grouped, -INFINITY, INFINITY, shape);
  uint32_t means[3];
  for (size_t i = 0; i < 3; i++) {
    means[i] = g.value(pooled);
    ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, INFINITY, i == 0 ? c : i == 1 ? d : e,
                                                   means[i], XNN_FLAG_KEEP_DIMS),
              xnn_status_success);
  }
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, add(g, means[0], means[1], pooled), means[2],
                              g.output(pooled, 2), 0),
            xnn_status_success);
  const std::vector<float> input = random_vector(elements, 84), unused(elements);
  const outcome fused = run_graph(g, 0, 1, input, unused, 2 * kChannels);
  const outcome unfused = run_graph(g, XNN_FLAG_NO_OPERATOR_FUSION, 1, input, unused, 2 * kChannels);
  EXPECT_EQ(fused.pooled, 0u);
  expect_same_bits(fused.output, unfused.output);
}

// Fusion is decided again at every reshape: new sizes keep the add and the hardswish fused and the bits equal.
TEST_F(output_fusion, follows_reshapes) {
  const std::vector<size_t> shape = {1, 4, 4, kChannels};
  test_graph g(3);
  const uint32_t x = g.input(shape, 0);
  const uint32_t skip = g.input(shape, 1);
  const weights w = random_weights(3, 1, 21);
  const uint32_t c = convolution(g, x, 3, 1, w, -INFINITY, INFINITY, shape);
  const uint32_t activated = unary(g, xnn_unary_hardswish, add(g, c, skip, shape), shape);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, activated, g.output(shape, 2), 0),
            xnn_status_success);
  const runtime_ptr fused = create_runtime(g);
  const runtime_ptr unfused = create_runtime(g, nullptr, XNN_FLAG_NO_OPERATOR_FUSION);
  ASSERT_NE(fused, nullptr);
  ASSERT_NE(unfused, nullptr);
  for (size_t side : {4, 11, 3}) {
    const size_t dims[] = {2, side, side + 1, kChannels};
    const size_t elements = 2 * side * (side + 1) * kChannels;
    const std::vector<float> input = random_vector(elements, uint32_t(side)), residual = random_vector(elements, 99);
    std::vector<float> a(elements), b(elements);
    for (xnn_runtime* rt : {fused.get(), unfused.get()}) {
      ASSERT_EQ(xnn_reshape_external_value(rt, 0, 4, dims), xnn_status_success);
      ASSERT_EQ(xnn_reshape_external_value(rt, 1, 4, dims), xnn_status_success);
      ASSERT_EQ(xnn_reshape_runtime(rt), xnn_status_success);
      run(rt, {{0, const_cast<float*>(input.data())}, {1, const_cast<float*>(residual.data())},
               {2, (rt == fused.get() ? a : b).data()}});
    }
    EXPECT_EQ(fused_adds(fused.get()), 2u) << "side " << side;
    expect_same_bits(a, b);
  }
}

}  // namespace
