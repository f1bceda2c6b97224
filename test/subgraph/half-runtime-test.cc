// Subgraphs on fp16 and bf16 values. Each fp16 case builds the same graph twice, on fp16 values and on fp32 values
// holding the same numbers (inputs and weights drawn in [-1, 1) and rounded to fp16), runs both on 1 and 4 threads and
// bounds the difference as the f16 operator tests do: one fp16 ulp of the result plus (terms + 2) * 2^-11 times the
// sum of the terms' magnitudes (native fp16 accumulation; the F16C kernels accumulate in fp32 and stay well inside).
// That sum is the fp32 graph run again on every input and weight's absolute value (for nonlinear nodes only a scale,
// never below the result). Data-movement nodes give exactly the fp32 graph's numbers. The bf16 fully connected and
// batch matrix multiply nodes are checked against an exact reference of their bf16 inputs with the bf16 GEMM tests'
// bound.
// Last, the datatype combinations XNNPACK refuses: unsupported_parameter at define time and one sentence naming them.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "log-capture.h"
#include "log.h"
#include "subgraph-tester.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

float round_to_half(float x) { return xnn_f16_to_f32(xnn_f32_to_f16(x)); }

uint16_t bf16_bits(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof(bits));
  bits += 0x7FFFu + ((bits >> 16) & 1u);  // round to nearest even (the inputs are finite)
  return uint16_t(bits >> 16);
}

double bf16_value(uint16_t h) {
  const uint32_t bits = uint32_t(h) << 16;
  float x;
  std::memcpy(&x, &bits, sizeof(x));
  return x;
}

// One fp16 ulp of |x| (the subnormal spacing below 2^-14).
double half_ulp(double x) {
  const double a = std::abs(x);
  if (a < 0x1.0p-14) return 0x1.0p-24;
  return std::ldexp(1.0, std::ilogb(a) - 10);
}

// A graph under construction on one activation datatype (fp32 or fp16) and one weights datatype. With `magnitudes`
// every input and weight enters as its absolute value.
struct half_graph {
  xnn_subgraph_t subgraph = nullptr;
  xnn_datatype activations, weights;
  bool magnitudes;
  std::vector<std::unique_ptr<std::vector<uint16_t>>> half_data;
  std::vector<std::unique_ptr<std::vector<float>>> float_data;

  half_graph(xnn_datatype activations, xnn_datatype weights, bool magnitudes)
      : activations(activations), weights(weights), magnitudes(magnitudes) {
    EXPECT_EQ(xnn_create_subgraph(4, 0, &subgraph), xnn_status_success);
  }
  ~half_graph() { xnn_delete_subgraph(subgraph); }

  uint32_t define(xnn_datatype datatype, const std::vector<size_t>& dims, const void* data, uint32_t external_id,
                  uint32_t flags) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, datatype, dims.size(), dims.data(), data, external_id, flags, &id),
              xnn_status_success);
    return id;
  }
  uint32_t input(const std::vector<size_t>& dims, uint32_t external_id) {
    return define(activations, dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  }
  uint32_t output(const std::vector<size_t>& dims, uint32_t external_id) {
    return define(activations, dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  }
  uint32_t internal(const std::vector<size_t>& dims) {
    return define(activations, dims, nullptr, XNN_INVALID_VALUE_ID, 0);
  }
  // A static value of random numbers that fp16 holds exactly, in `datatype` (the graph's weights datatype by
  // default).
  uint32_t constant(const std::vector<size_t>& dims, uint32_t seed, xnn_datatype datatype = xnn_datatype_invalid) {
    if (datatype == xnn_datatype_invalid) datatype = weights;
    size_t count = 1;
    for (size_t d : dims) count *= d;
    std::vector<float> values = random_vector(count, seed);
    for (float& v : values) v = magnitudes ? std::abs(round_to_half(v)) : round_to_half(v);
    if (datatype == xnn_datatype_fp16) {
      auto halves = std::make_unique<std::vector<uint16_t>>(values.size());
      for (size_t i = 0; i < values.size(); i++) (*halves)[i] = xnn_f32_to_f16(values[i]);
      half_data.push_back(std::move(halves));
      return define(datatype, dims, half_data.back()->data(), XNN_INVALID_VALUE_ID, 0);
    }
    float_data.push_back(std::make_unique<std::vector<float>>(std::move(values)));
    return define(datatype, dims, float_data.back()->data(), XNN_INVALID_VALUE_ID, 0);
  }
};

// Defines the graph's nodes: external input 0 (and 1 when the case has two inputs), external output 2.
using build_fn = std::function<void(half_graph&)>;

struct half_case {
  std::vector<std::vector<size_t>> input_shapes;
  size_t output_elements;
  size_t terms;  // products summed into each output (1 for elementwise nodes; 0: data movement, exactly equal)
  xnn_datatype weights;  // of the fp16 graph's constants
  build_fn build;
};

// Runs the case's graph on `activations` and returns its output widened to double.
std::vector<double> run_graph(const half_case& c, xnn_datatype activations, xnn_datatype weights, bool magnitudes,
                              pthreadpool_t pool) {
  half_graph g(activations, weights, magnitudes);
  c.build(g);
  xnn_runtime_t raw = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(g.subgraph, pool, 0, &raw), xnn_status_success);
  if (raw == nullptr) return {};
  runtime_ptr runtime(raw, xnn_delete_runtime);
  const bool half = activations == xnn_datatype_fp16;
  std::vector<std::vector<float>> floats;
  std::vector<std::vector<uint16_t>> halves;
  std::vector<xnn_external_value> externals;
  for (size_t i = 0; i < c.input_shapes.size(); i++) {
    size_t count = 1;
    for (size_t d : c.input_shapes[i]) count *= d;
    std::vector<float> x = random_vector(count, uint32_t(100 + i));
    for (float& v : x) v = magnitudes ? std::abs(round_to_half(v)) : round_to_half(v);
    std::vector<uint16_t> h(x.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
    for (size_t j = 0; j < x.size(); j++) h[j] = xnn_f32_to_f16(x[j]);
    floats.push_back(std::move(x));
    halves.push_back(std::move(h));
    externals.push_back({uint32_t(i), half ? static_cast<void*>(halves.back().data()) : floats.back().data()});
  }
  std::vector<float> y(c.output_elements);
  std::vector<uint16_t> yh(c.output_elements);
  externals.push_back({2, half ? static_cast<void*>(yh.data()) : y.data()});
  run(runtime.get(), externals);
  std::vector<double> result(c.output_elements);
  for (size_t i = 0; i < result.size(); i++) result[i] = half ? xnn_f16_to_f32(yh[i]) : y[i];
  return result;
}

void check_against_fp32(const half_case& c) {
  for (size_t threads : {size_t(1), size_t(4)}) {
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
        threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
    const std::vector<double> reference = run_graph(c, xnn_datatype_fp32, xnn_datatype_fp32, false, pool.get());
    const std::vector<double> magnitude = run_graph(c, xnn_datatype_fp32, xnn_datatype_fp32, true, pool.get());
    const std::vector<double> half = run_graph(c, xnn_datatype_fp16, c.weights, false, pool.get());
    ASSERT_EQ(half.size(), reference.size());
    for (size_t i = 0; i < half.size() && c.terms == 0; i++) {
      ASSERT_EQ(half[i], reference[i]) << "element " << i << ", " << threads << " threads";
    }
    for (size_t i = 0; i < half.size() && c.terms != 0; i++) {
      // For nonlinear nodes the magnitudes graph is only a scale: never below the result itself.
      const double scale = std::max(std::abs(magnitude[i]), std::abs(reference[i]));
      const double bound = half_ulp(reference[i]) + double(c.terms + 2) * 0x1.0p-11 * scale;
      ASSERT_NEAR(half[i], reference[i], bound) << "element " << i << ", " << threads << " threads";
    }
  }
}

// ---- The GEMM family ----

constexpr size_t kBatch = 5, kInputChannels = 24, kOutputChannels = 9;

// A graph whose values are defined one by one with any datatype.
struct mixed_graph_base : test_graph {
  explicit mixed_graph_base(uint32_t external_ids) : test_graph(external_ids) {}
  uint32_t external(xnn_datatype datatype, const std::vector<size_t>& dims, uint32_t external_id, uint32_t flags,
                    const void* data = nullptr) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, datatype, dims.size(), dims.data(), data, external_id, flags, &id),
              xnn_status_success);
    return id;
  }
  uint32_t value(xnn_datatype datatype, const std::vector<size_t>& dims, const void* data = nullptr) {
    return external(datatype, dims, XNN_INVALID_VALUE_ID, 0, data);
  }
};

half_case fully_connected_case(xnn_datatype weights) {
  return {{{kBatch, kInputChannels}}, kBatch * kOutputChannels, kInputChannels + 1, weights, [](half_graph& g) {
            const uint32_t x = g.input({kBatch, kInputChannels}, 0);
            const uint32_t w = g.constant({kOutputChannels, kInputChannels}, 1);
            const uint32_t b = g.constant({kOutputChannels}, 2);
            const uint32_t y = g.output({kBatch, kOutputChannels}, 2);
            ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, w, b, y, 0), xnn_status_success);
          }};
}

TEST(half_runtime, fully_connected_fp16_weights) { check_against_fp32(fully_connected_case(xnn_datatype_fp16)); }

TEST(half_runtime, fully_connected_fp32_weights) { check_against_fp32(fully_connected_case(xnn_datatype_fp32)); }

TEST(half_runtime, fully_connected_fp16_filter_fp32_bias_transposed_clamped) {
  check_against_fp32({{{kBatch, kInputChannels}}, kBatch * kOutputChannels, kInputChannels + 1, xnn_datatype_fp16,
                      [](half_graph& g) {
                        const uint32_t x = g.input({kBatch, kInputChannels}, 0);
                        const uint32_t w = g.constant({kInputChannels, kOutputChannels}, 1);
                        const uint32_t b = g.constant({kOutputChannels}, 2,
                                                      g.activations == xnn_datatype_fp16 ? xnn_datatype_fp32
                                                                                        : g.weights);
                        const uint32_t y = g.output({kBatch, kOutputChannels}, 2);
                        ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -0.75f, 0.5f, x, w, b, y,
                                                             XNN_FLAG_TRANSPOSE_WEIGHTS),
                                  xnn_status_success);
                      }});
}

// fp32 activations with fp16 weights: the f32_f16 operator, an fp32 bias passed with XNN_FLAG_FP32_STATIC_BIASES.
// The results equal the all-fp32 graph's on the same numbers up to fp32 rounding.
TEST(half_runtime, fully_connected_fp32_input_fp16_weights) {
  for (const xnn_datatype bias_type : {xnn_datatype_fp16, xnn_datatype_fp32}) {
    half_graph g(xnn_datatype_fp32, xnn_datatype_fp16, false);
    half_graph reference(xnn_datatype_fp32, xnn_datatype_fp32, false);
    for (half_graph* h : {&g, &reference}) {
      const uint32_t x = h->input({kBatch, kInputChannels}, 0);
      const uint32_t w = h->constant({kOutputChannels, kInputChannels}, 1);
      const uint32_t b = h->constant({kOutputChannels}, 2, h == &g ? bias_type : xnn_datatype_fp32);
      const uint32_t y = h->output({kBatch, kOutputChannels}, 2);
      ASSERT_EQ(xnn_define_fully_connected(h->subgraph, -INFINITY, INFINITY, x, w, b, y, 0), xnn_status_success);
    }
    std::vector<float> x = random_vector(kBatch * kInputChannels, 7), y(kBatch * kOutputChannels),
                       expected(kBatch * kOutputChannels);
    xnn_runtime_t r1 = nullptr, r2 = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &r1), xnn_status_success);
    runtime_ptr owned1(r1, xnn_delete_runtime);
    ASSERT_EQ(xnn_create_runtime_v2(reference.subgraph, nullptr, 0, &r2), xnn_status_success);
    runtime_ptr owned2(r2, xnn_delete_runtime);
    run(r1, {{0, x.data()}, {2, y.data()}});
    run(r2, {{0, x.data()}, {2, expected.data()}});
    for (size_t i = 0; i < y.size(); i++) {
      ASSERT_NEAR(y[i], expected[i], 1e-5) << "element " << i << ", bias datatype " << int(bias_type);
    }
  }
}

constexpr size_t kHeight = 6, kWidth = 7, kChannels = 5;

TEST(half_runtime, convolution) {
  for (const xnn_datatype weights : {xnn_datatype_fp16, xnn_datatype_fp32}) {
    check_against_fp32({{{2, kHeight, kWidth, kChannels}}, 2 * 6 * 7 * 8, 9 * kChannels + 1, weights,
                        [](half_graph& g) {
                          const uint32_t x = g.input({2, kHeight, kWidth, kChannels}, 0);
                          const uint32_t w = g.constant({8, 3, 3, kChannels}, 1);
                          const uint32_t b = g.constant({8}, 2);
                          const uint32_t y = g.output({2, 6, 7, 8}, 2);
                          ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, kChannels,
                                                              8, -1.0f, 1.0f, x, w, b, y, 0),
                                    xnn_status_success);
                        }});
  }
}

TEST(half_runtime, depthwise_convolution) {
  for (const xnn_datatype weights : {xnn_datatype_fp16, xnn_datatype_fp32}) {
    check_against_fp32({{{2, kHeight, kWidth, kChannels}}, 2 * 3 * 4 * kChannels * 2, 9 + 1, weights,
                        [](half_graph& g) {
                          const uint32_t x = g.input({2, kHeight, kWidth, kChannels}, 0);
                          const uint32_t w = g.constant({1, 3, 3, kChannels * 2}, 1);
                          const uint32_t b = g.constant({kChannels * 2}, 2);
                          const uint32_t y = g.output({2, 3, 4, kChannels * 2}, 2);
                          ASSERT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 2,
                                                                        kChannels, -INFINITY, INFINITY, x, w, b, y, 0),
                                    xnn_status_success);
                        }});
  }
}

TEST(half_runtime, deconvolution) {
  for (const xnn_datatype weights : {xnn_datatype_fp16, xnn_datatype_fp32}) {
    // Stride 2, kernel 3, no padding: output (H - 1) * 2 + 3.
    check_against_fp32({{{1, 4, 3, kChannels}}, 1 * 9 * 7 * 6, 4 * kChannels + 1, weights, [](half_graph& g) {
                          const uint32_t x = g.input({1, 4, 3, kChannels}, 0);
                          const uint32_t w = g.constant({6, 3, 3, kChannels}, 1);
                          const uint32_t b = g.constant({6}, 2);
                          const uint32_t y = g.output({1, 9, 7, 6}, 2);
                          ASSERT_EQ(xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, 1,
                                                                kChannels, 6, -INFINITY, INFINITY, x, w, b, y, 0),
                                    xnn_status_success);
                        }});
  }
}

TEST(half_runtime, batch_matrix_multiply_broadcast_and_transposed) {
  check_against_fp32({{{3, 4, 10}, {1, 6, 10}}, 3 * 4 * 6, 10, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t a = g.input({3, 4, 10}, 0);
                        const uint32_t b = g.input({1, 6, 10}, 1);
                        const uint32_t y = g.output({3, 4, 6}, 2);
                        ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, a, b, y, XNN_FLAG_TRANSPOSE_B),
                                  xnn_status_success);
                      }});
}

// ---- Elementwise nodes ----

constexpr size_t kRows = 3, kColumns = 37;

half_case unary_case(xnn_unary_operator op, const xnn_unary_params* params = nullptr) {
  return {{{kRows, kColumns}}, kRows * kColumns, 1, xnn_datatype_fp16, [op, params](half_graph& g) {
            const uint32_t x = g.input({kRows, kColumns}, 0);
            const uint32_t y = g.output({kRows, kColumns}, 2);
            ASSERT_EQ(xnn_define_unary(g.subgraph, op, params, x, y, 0), xnn_status_success);
          }};
}

TEST(half_runtime, unary) {
  xnn_unary_params clamp{};
  clamp.clamp = {-0.5f, 0.25f};
  xnn_unary_params elu{};
  elu.elu.alpha = 0.75f;
  xnn_unary_params leaky_relu{};
  leaky_relu.leaky_relu.negative_slope = 0.125f;
  check_against_fp32(unary_case(xnn_unary_clamp, &clamp));
  check_against_fp32(unary_case(xnn_unary_elu, &elu));
  check_against_fp32(unary_case(xnn_unary_leaky_relu, &leaky_relu));
  for (const xnn_unary_operator op : {xnn_unary_abs, xnn_unary_negate, xnn_unary_square, xnn_unary_hardswish,
                                      xnn_unary_sigmoid, xnn_unary_tanh, xnn_unary_floor, xnn_unary_ceiling,
                                      xnn_unary_bankers_rounding, xnn_unary_exp, xnn_unary_gelu}) {
    SCOPED_TRACE(int(op));
    check_against_fp32(unary_case(op));
  }
}

// A broadcast binary node with a clamp node after it, which the runtime folds into it.
TEST(half_runtime, binary_broadcast_with_folded_clamp) {
  for (const xnn_binary_operator op : {xnn_binary_add, xnn_binary_subtract, xnn_binary_multiply, xnn_binary_maximum,
                                       xnn_binary_minimum, xnn_binary_squared_difference}) {
    SCOPED_TRACE(int(op));
    check_against_fp32({{{kRows, kColumns}, {1, kColumns}}, kRows * kColumns, 2, xnn_datatype_fp16,
                        [op](half_graph& g) {
                          const uint32_t a = g.input({kRows, kColumns}, 0);
                          const uint32_t b = g.input({1, kColumns}, 1);
                          const uint32_t t = g.internal({kRows, kColumns});
                          const uint32_t y = g.output({kRows, kColumns}, 2);
                          ASSERT_EQ(xnn_define_binary(g.subgraph, op, nullptr, a, b, t, 0), xnn_status_success);
                          ASSERT_EQ(xnn_define_clamp(g.subgraph, -0.75f, 0.625f, t, y, 0), xnn_status_success);
                        }});
  }
}

TEST(half_runtime, softmax) {
  check_against_fp32({{{kRows, kColumns}}, kRows * kColumns, kColumns, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t x = g.input({kRows, kColumns}, 0);
                        const uint32_t y = g.output({kRows, kColumns}, 2);
                        ASSERT_EQ(xnn_define_softmax(g.subgraph, x, y, 0), xnn_status_success);
                      }});
}

// Two products per output: 3 tokens of 2 heads of 4 complex numbers, 2 images, fp16 weights.
TEST(half_runtime, rope) {
  check_against_fp32({{{2, 3, 2, 8}}, 2 * 3 * 2 * 8, 2, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t x = g.input({2, 3, 2, 8}, 0);
                        const uint32_t w = g.constant({3, 8}, 1);
                        const uint32_t y = g.output({2, 3, 2, 8}, 2);
                        ASSERT_EQ(xnn_define_rope(g.subgraph, 0, x, w, y, 0), xnn_status_success);
                      }});
}

// fp32 -> fp16 rounds to nearest even; fp16 -> fp32 is exact; fp16 -> fp16 is a copy.
TEST(half_runtime, convert) {
  const size_t n = 4 * kColumns;
  std::vector<float> x = random_vector(n, 31);
  x[0] = 65520.0f;      // rounds to infinity
  x[1] = 0x1.0p-25f;    // half of the smallest subnormal: ties to even, 0
  x[2] = 1.0f + 0x1.0p-11f;  // a tie: to 1
  for (size_t threads : {size_t(1), size_t(4)}) {
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
        threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
    mixed_graph_base g(3);
    const uint32_t in = g.external(xnn_datatype_fp32, {4, kColumns}, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
    const uint32_t half = g.external(xnn_datatype_fp16, {4, kColumns}, XNN_INVALID_VALUE_ID, 0);
    const uint32_t copy = g.external(xnn_datatype_fp16, {4, kColumns}, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    const uint32_t back = g.external(xnn_datatype_fp32, {4, kColumns}, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, in, half, 0), xnn_status_success);
    ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, half, copy, 0), xnn_status_success);
    ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, half, back, 0), xnn_status_success);
    runtime_ptr runtime = create_runtime(g, pool.get());
    ASSERT_TRUE(runtime);
    std::vector<uint16_t> h(n);
    std::vector<float> y(n);
    run(runtime.get(), {{0, x.data()}, {1, h.data()}, {2, y.data()}});
    for (size_t i = 0; i < n; i++) {
      ASSERT_EQ(h[i], xnn_f32_to_f16(x[i])) << "element " << i << ", " << threads << " threads";
      ASSERT_EQ(y[i], xnn_f16_to_f32(h[i])) << "element " << i << ", " << threads << " threads";
    }
  }
}

// fp16 -> qdint8 quantizes as fp32 -> qdint8 does on the same numbers (convert_nc_f16_qd8's contract), so a
// dynamically quantized fully connected layer gives the same bits from either.
TEST(half_runtime, dynamic_quantization_from_fp16) {
  constexpr size_t kIn = 20, kOut = 6, kRows = 4;
  std::vector<int8_t> filter(kOut * kIn + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < kOut * kIn; i++) filter[i] = int8_t(int(i * 29 % 255) - 127);
  std::vector<float> scales(kOut, 0.02f);
  std::vector<float> x = random_vector(kRows * kIn, 41);
  for (size_t i = 0; i < kRows * kIn; i++) x[i] = round_to_half(x[i]);
  std::vector<uint16_t> xh(x.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
  for (size_t i = 0; i < x.size(); i++) xh[i] = xnn_f32_to_f16(x[i]);
  std::vector<std::vector<float>> outputs;
  for (const xnn_datatype input_type : {xnn_datatype_fp32, xnn_datatype_fp16}) {
    mixed_graph_base g(2);
    const size_t x_dims[] = {kRows, kIn}, w_dims[] = {kOut, kIn};
    const uint32_t in = g.external(input_type, {kRows, kIn}, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
    const uint32_t y = g.external(xnn_datatype_fp32, {kRows, kOut}, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    uint32_t q, w;
    ASSERT_EQ(xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, x_dims,
                                                            XNN_INVALID_VALUE_ID, 0, &q),
              xnn_status_success);
    ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint8, scales.data(), 2, 0,
                                                            w_dims, filter.data(), XNN_INVALID_VALUE_ID, 0, &w),
              xnn_status_success);
    ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, in, q, 0), xnn_status_success);
    ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, w, XNN_INVALID_VALUE_ID, y, 0),
              xnn_status_success);
    runtime_ptr runtime = create_runtime(g);
    ASSERT_TRUE(runtime);
    std::vector<float> out(kRows * kOut);
    run(runtime.get(), {{0, input_type == xnn_datatype_fp16 ? static_cast<void*>(xh.data()) : x.data()},
                        {1, out.data()}});
    outputs.push_back(out);
  }
  for (size_t i = 0; i < outputs[0].size(); i++) ASSERT_EQ(outputs[1][i], outputs[0][i]) << "element " << i;
}

// fp16 -> qdint8 -> fully connected with an fp16 output (qcint8, qcint4 or qbint4 filter, fp32 bias: the qd8_f16
// operators, as XNNPACK HEAD defines it): each output is the fp32-output graph's result rounded once to fp16.
TEST(half_runtime, dynamically_quantized_fully_connected_with_fp16_output) {
  constexpr size_t kIn = 64, kOut = 6, kRows = 4, kBlock = 32;
  std::vector<uint8_t> filter(kOut * kIn + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < kOut * kIn; i++) filter[i] = uint8_t(i * 29 % 255);
  const std::vector<float> scales(kOut, 0.02f), bias = random_vector(kOut, 43);
  std::vector<uint16_t> block_scales(kOut * (kIn / kBlock));
  for (size_t i = 0; i < block_scales.size(); i++) block_scales[i] = uint16_t(0x3C00 + 0x10 * i);  // bf16 ~2^-7
  std::vector<float> x = random_vector(kRows * kIn, 47);
  std::vector<uint16_t> xh(x.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
  for (size_t i = 0; i < x.size(); i++) xh[i] = xnn_f32_to_f16(x[i]);
  for (const xnn_datatype filter_type : {xnn_datatype_qcint8, xnn_datatype_qcint4, xnn_datatype_qbint4}) {
    std::vector<float> out32(kRows * kOut);
    std::vector<uint16_t> out16(kRows * kOut);
    for (const xnn_datatype output_type : {xnn_datatype_fp32, xnn_datatype_fp16}) {
      mixed_graph_base g(2);
      const size_t x_dims[] = {kRows, kIn}, w_dims[] = {kOut, kIn};
      const uint32_t in = g.external(xnn_datatype_fp16, {kRows, kIn}, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
      const uint32_t y = g.external(output_type, {kRows, kOut}, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
      const uint32_t b = g.value(xnn_datatype_fp32, {kOut}, bias.data());
      uint32_t q, w;
      ASSERT_EQ(xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, x_dims,
                                                              XNN_INVALID_VALUE_ID, 0, &q),
                xnn_status_success);
      if (filter_type == xnn_datatype_qbint4) {
        ASSERT_EQ(xnn_define_blockwise_quantized_tensor_value(g.subgraph, filter_type, 8, block_scales.data(), 2, 0,
                                                              kBlock, w_dims, filter.data(), XNN_INVALID_VALUE_ID, 0,
                                                              &w),
                  xnn_status_success);
      } else {
        ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(
                      g.subgraph, filter_type, filter_type == xnn_datatype_qcint4 ? 8 : 0, scales.data(), 2, 0,
                      w_dims, filter.data(), XNN_INVALID_VALUE_ID, 0, &w),
                  xnn_status_success);
      }
      ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, in, q, 0), xnn_status_success);
      ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, w, b, y, 0), xnn_status_success);
      runtime_ptr runtime = create_runtime(g);
      ASSERT_TRUE(runtime);
      void* out = output_type == xnn_datatype_fp16 ? static_cast<void*>(out16.data()) : out32.data();
      run(runtime.get(), {{0, xh.data()}, {1, out}});
    }
    for (size_t i = 0; i < out16.size(); i++) {
      ASSERT_EQ(out16[i], xnn_f32_to_f16(out32[i])) << "element " << i << ", filter " << int(filter_type);
    }
  }
}

// An fp16 filter (and bias) computed at run time: dynamic_fully_connected_nc_f16 packs them on every run, with the
// static f16 operator's packing and kernels, so the results are the static graph's bits; a second run with new
// weights gives the new weights' results.
TEST(half_runtime, fully_connected_fp16_weights_computed_at_run_time) {
  constexpr size_t kIn = 19, kOut = 11, kRows = 5;
  for (const bool transposed : {false, true}) {
    for (const bool dynamic_bias : {false, true}) {
      std::vector<std::vector<uint16_t>> weights, biases;
      for (uint32_t seed : {61u, 62u}) {
        std::vector<float> w = random_vector(kIn * kOut, seed), b = random_vector(kOut, seed + 10);
        weights.emplace_back(w.size() + XNN_EXTRA_BYTES / 2);
        biases.emplace_back(b.size() + XNN_EXTRA_BYTES / 2);
        for (size_t i = 0; i < w.size(); i++) weights.back()[i] = xnn_f32_to_f16(w[i]);
        for (size_t i = 0; i < b.size(); i++) biases.back()[i] = xnn_f32_to_f16(b[i]);
      }
      const std::vector<size_t> w_dims = transposed ? std::vector<size_t>{kIn, kOut} : std::vector<size_t>{kOut, kIn};
      const std::vector<float> x = random_vector(kRows * kIn, 63);
      std::vector<uint16_t> xh(x.size() + XNN_EXTRA_BYTES / 2);
      for (size_t i = 0; i < x.size(); i++) xh[i] = xnn_f32_to_f16(x[i]);
      for (size_t set = 0; set < 2; set++) {
        std::vector<uint16_t> dynamic_out(kRows * kOut), static_out(kRows * kOut);
        for (const bool dynamic : {true, false}) {
          mixed_graph_base g(4);
          const uint32_t in = g.external(xnn_datatype_fp16, {kRows, kIn}, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
          const uint32_t w = dynamic ? g.external(xnn_datatype_fp16, w_dims, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT)
                                     : g.value(xnn_datatype_fp16, w_dims, weights[set].data());
          const uint32_t b = dynamic && dynamic_bias
                                 ? g.external(xnn_datatype_fp16, {kOut}, 3, XNN_VALUE_FLAG_EXTERNAL_INPUT)
                                 : g.value(xnn_datatype_fp16, {kOut}, biases[set].data());
          const uint32_t y = g.external(xnn_datatype_fp16, {kRows, kOut}, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
          ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -0.75f, 0.75f, in, w, b, y,
                                               transposed ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0),
                    xnn_status_success);
          runtime_ptr runtime = create_runtime(g);
          ASSERT_TRUE(runtime);
          std::vector<xnn_external_value> externals = {{0, xh.data()},
                                                       {2, dynamic ? dynamic_out.data() : static_out.data()}};
          if (dynamic) externals.push_back({1, weights[set].data()});
          if (dynamic && dynamic_bias) externals.push_back({3, biases[set].data()});
          run(runtime.get(), externals);
        }
        for (size_t i = 0; i < static_out.size(); i++) {
          ASSERT_EQ(dynamic_out[i], static_out[i]) << "element " << i << ", weights " << set << ", transposed "
                                                   << transposed << ", dynamic bias " << dynamic_bias;
        }
      }
    }
  }
}

// ---- Pooling, reduction, resize ----

TEST(half_runtime, max_and_average_pooling) {
  for (const bool max : {true, false}) {
    SCOPED_TRACE(max ? "max pooling" : "average pooling");
    check_against_fp32({{{2, kHeight, kWidth, kChannels}}, 2 * 3 * 4 * kChannels, 9, xnn_datatype_fp16,
                        [max](half_graph& g) {
                          const uint32_t x = g.input({2, kHeight, kWidth, kChannels}, 0);
                          const uint32_t y = g.output({2, 3, 4, kChannels}, 2);
                          ASSERT_EQ(max ? xnn_define_max_pooling_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, -0.5f,
                                                                    0.75f, x, y, 0)
                                        : xnn_define_average_pooling_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, -0.5f,
                                                                        0.75f, x, y, 0),
                                    xnn_status_success);
                        }});
  }
}

// fp16 global average pooling is a mean over H and W then a clamp node, as XNNPACK defines it.
TEST(half_runtime, global_average_pooling_clamped) {
  check_against_fp32({{{2, kHeight, kWidth, kChannels}}, 2 * kChannels, kHeight * kWidth, xnn_datatype_fp16,
                      [](half_graph& g) {
                        const uint32_t x = g.input({2, kHeight, kWidth, kChannels}, 0);
                        const uint32_t y = g.output({2, kChannels}, 2);
                        ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -0.0625f, 0.0625f, x, y, 0),
                                  xnn_status_success);
                      }});
}

TEST(half_runtime, static_reduce) {
  for (const xnn_reduce_operator op : {xnn_reduce_sum, xnn_reduce_mean, xnn_reduce_max, xnn_reduce_min}) {
    SCOPED_TRACE(int(op));
    check_against_fp32({{{4, 6, 9}}, 4 * 9, 6 * 4, xnn_datatype_fp16, [op](half_graph& g) {
                          const uint32_t x = g.input({4, 6, 9}, 0);
                          const uint32_t y = g.output({9}, 2);
                          const int64_t axes[] = {0, -2};
                          ASSERT_EQ(xnn_define_static_reduce_v2(g.subgraph, op, 2, axes, x, y, 0), xnn_status_success);
                        }});
  }
}

TEST(half_runtime, resize_bilinear) {
  check_against_fp32({{{1, 4, 5, 3}}, 1 * 7 * 9 * 3, 4, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t x = g.input({1, 4, 5, 3}, 0);
                        const uint32_t y = g.output({1, 7, 9, 3}, 2);
                        ASSERT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, 7, 9, x, y, 0), xnn_status_success);
                      }});
}

// ---- Data movement: fp16 graphs equal the fp32 ones exactly ----

TEST(half_runtime, data_movement_chain) {
  // transpose, slice, pad, concatenate, reshape, even split, depth to space, reshape: each moves 16-bit elements.
  check_against_fp32({{{2, 3, 4}}, 2 * 4 * 4, 0, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t x = g.input({2, 3, 4}, 0);
                        const uint32_t t = g.internal({4, 3, 2});
                        const size_t perm[] = {2, 1, 0};
                        ASSERT_EQ(xnn_define_static_transpose(g.subgraph, 3, perm, x, t, 0), xnn_status_success);
                        const uint32_t s = g.internal({4, 2, 2});
                        const size_t offsets[] = {0, 1, 0}, sizes[] = {4, 2, 2};
                        ASSERT_EQ(xnn_define_static_slice(g.subgraph, 3, offsets, sizes, t, s, 0), xnn_status_success);
                        const uint32_t p = g.internal({4, 4, 2});
                        const size_t pre[] = {0, 1, 0}, post[] = {0, 1, 0};
                        ASSERT_EQ(xnn_define_static_constant_pad(g.subgraph, pre, post, 0.25f, s, p, 0),
                                  xnn_status_success);
                        const uint32_t c = g.internal({4, 4, 4});
                        ASSERT_EQ(xnn_define_concatenate2(g.subgraph, 2, p, p, c, 0), xnn_status_success);
                        const uint32_t r = g.internal({2, 2, 4, 4});
                        const size_t shape[] = {2, 2, 4, 4};
                        ASSERT_EQ(xnn_define_static_reshape(g.subgraph, 4, shape, c, r, 0), xnn_status_success);
                        const uint32_t first = g.internal({2, 1, 4, 4});
                        const uint32_t second = g.internal({2, 1, 4, 4});
                        ASSERT_EQ(xnn_define_even_split2(g.subgraph, 1, r, first, second, 0), xnn_status_success);
                        const uint32_t d = g.internal({2, 2, 8, 1});
                        ASSERT_EQ(xnn_define_depth_to_space_2d(g.subgraph, 2, first, d, 0), xnn_status_success);
                        const uint32_t y = g.output({2, 4, 4}, 2);
                        const size_t out_shape[] = {2, 4, 4};
                        ASSERT_EQ(xnn_define_static_reshape(g.subgraph, 3, out_shape, d, y, 0), xnn_status_success);
                      }});
}

TEST(half_runtime, broadcast_and_copy) {
  check_against_fp32({{{3, 1, 5}}, 2 * 3 * 4 * 5, 0, xnn_datatype_fp16, [](half_graph& g) {
                        const uint32_t x = g.input({3, 1, 5}, 0);
                        const uint32_t b = g.internal({2, 3, 4, 5});
                        const size_t shape[] = {2, 3, 4, 5};
                        ASSERT_EQ(xnn_define_static_broadcast(g.subgraph, 4, shape, x, b, 0), xnn_status_success);
                        const uint32_t y = g.output({2, 3, 4, 5}, 2);
                        ASSERT_EQ(xnn_define_copy(g.subgraph, b, y, 0), xnn_status_success);
                      }});
}

// ---- bf16 ----

// bf16 A [m, k] and B ([n, k] for fully connected, [k, n] for batch matrix multiply), fp32 bias and output.
struct bf16_operands {
  size_t m, k, n;
  std::vector<uint16_t> a, b;
  std::vector<float> bias;
  bf16_operands(size_t m, size_t k, size_t n) : m(m), k(k), n(n), a(m * k), b(k * n), bias(n) {
    const std::vector<float> ra = random_vector(m * k, 21), rb = random_vector(k * n, 22), rc = random_vector(n, 23);
    for (size_t i = 0; i < a.size(); i++) a[i] = bf16_bits(ra[i] + (ra[i] < 0 ? -0.25f : 0.25f));
    for (size_t i = 0; i < b.size(); i++) b[i] = bf16_bits(rb[i] + (rb[i] < 0 ? -0.25f : 0.25f));
    bias = std::vector<float>(rc.begin(), rc.begin() + n);
  }
  // out[i][j] against sum_k a[i][k] * b(j, k) (+ bias) in double, within twice the fp32 bound (bfdot rounds to odd)
  // plus 2^-126 per term (denormal products flushed).
  void check(const std::vector<float>& out, bool b_is_nk, bool with_bias, size_t threads) const {
    for (size_t i = 0; i < m; i++) {
      for (size_t j = 0; j < n; j++) {
        double sum = with_bias ? bias[j] : 0.0, magnitude = std::abs(sum);
        for (size_t kk = 0; kk < k; kk++) {
          const double p = bf16_value(a[i * k + kk]) * bf16_value(b_is_nk ? b[j * k + kk] : b[kk * n + j]);
          sum += p, magnitude += std::abs(p);
        }
        const double bound = 2.0 * double(k + 2) * 0x1.0p-24 * magnitude + double(k + 1) * 0x1.0p-126;
        ASSERT_NEAR(out[i * n + j], sum, bound) << "row " << i << ", column " << j << ", " << threads << " threads";
      }
    }
  }
};

TEST(half_runtime, bf16_fully_connected) {
  const bf16_operands o(7, 33, 10);
  for (size_t threads : {size_t(1), size_t(4)}) {
    test_graph g(3);
    uint32_t x, w, b, y;
    const size_t x_dims[] = {o.m, o.k}, w_dims[] = {o.n, o.k}, b_dims[] = {o.n}, y_dims[] = {o.m, o.n};
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_bf16, 2, x_dims, nullptr, 0,
                                      XNN_VALUE_FLAG_EXTERNAL_INPUT, &x), xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_bf16, 2, w_dims, o.b.data(), XNN_INVALID_VALUE_ID, 0,
                                      &w), xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 1, b_dims, o.bias.data(), XNN_INVALID_VALUE_ID,
                                      0, &b), xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 2, y_dims, nullptr, 1,
                                      XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y), xnn_status_success);
    ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, w, b, y, 0), xnn_status_success);
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
        threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
    runtime_ptr runtime = create_runtime(g, pool.get());
    ASSERT_TRUE(runtime);
    std::vector<uint16_t> a = o.a;
    a.resize(a.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
    std::vector<float> out(o.m * o.n);
    run(runtime.get(), {{0, a.data()}, {1, out.data()}});
    o.check(out, true, true, threads);
  }
}

TEST(half_runtime, bf16_batch_matrix_multiply) {
  const bf16_operands o(6, 20, 11);
  for (size_t threads : {size_t(1), size_t(4)}) {
    test_graph g(3);
    uint32_t a_id, b_id, y;
    const size_t a_dims[] = {o.m, o.k}, b_dims[] = {o.k, o.n}, y_dims[] = {o.m, o.n};
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_bf16, 2, a_dims, nullptr, 0,
                                      XNN_VALUE_FLAG_EXTERNAL_INPUT, &a_id), xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_bf16, 2, b_dims, nullptr, 1,
                                      XNN_VALUE_FLAG_EXTERNAL_INPUT, &b_id), xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_fp32, 2, y_dims, nullptr, 2,
                                      XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y), xnn_status_success);
    ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, a_id, b_id, y, 0), xnn_status_success);
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
        threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
    runtime_ptr runtime = create_runtime(g, pool.get());
    ASSERT_TRUE(runtime);
    std::vector<uint16_t> a = o.a, b = o.b;
    a.resize(a.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
    b.resize(b.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
    std::vector<float> out(o.m * o.n);
    run(runtime.get(), {{0, a.data()}, {1, b.data()}, {2, out.data()}});
    o.check(out, false, false, threads);
  }
}

// ---- Refusals: combinations XNNPACK refuses ----

struct mixed_graph : mixed_graph_base {
  mixed_graph() : mixed_graph_base(0) {}
};

// `define` is refused with unsupported_parameter and one logged sentence naming the node and each part (unless
// XNN_LOG_LEVEL=none silenced it).
template <class Define>
void expect_refused(Define define, std::initializer_list<const char*> parts) {
  std::vector<std::string> lines;
  EXPECT_EQ(xnn_test_capture_log(&lines, define), xnn_status_unsupported_parameter);
  if (!xnn_log_enabled(xnn_log_level_error)) return;
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  for (const char* part : parts) EXPECT_NE(lines[0].find(part), std::string::npos) << lines[0];
}

TEST(half_runtime_refusal, fully_connected_fp16_input_fp32_output) {
  mixed_graph g;
  const std::vector<uint16_t> w(4 * 3);
  const uint32_t x = g.value(xnn_datatype_fp16, {2, 3});
  const uint32_t filter = g.value(xnn_datatype_fp16, {4, 3}, w.data());
  const uint32_t y = g.value(xnn_datatype_fp32, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, XNN_INVALID_VALUE_ID, y, 0);
      },
      {"define fully connected", "input fp16", "output fp32"});
}

// Only fp16 weights may be computed at run time (the f32 fully connected node takes static weights).
TEST(half_runtime_refusal, fully_connected_fp32_filter_computed_at_run_time) {
  mixed_graph g;
  const uint32_t x = g.value(xnn_datatype_fp32, {2, 3});
  const uint32_t filter = g.value(xnn_datatype_fp32, {4, 3});
  const uint32_t y = g.value(xnn_datatype_fp32, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, XNN_INVALID_VALUE_ID, y, 0);
      },
      {"define fully connected", "filter", "has no data", "fp16"});
}

TEST(half_runtime_refusal, fully_connected_bf16_input_fp16_filter) {
  mixed_graph g;
  const std::vector<uint16_t> w(4 * 3);
  const uint32_t x = g.value(xnn_datatype_bf16, {2, 3});
  const uint32_t filter = g.value(xnn_datatype_fp16, {4, 3}, w.data());
  const uint32_t y = g.value(xnn_datatype_fp32, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, XNN_INVALID_VALUE_ID, y, 0);
      },
      {"define fully connected", "input bf16", "filter fp16"});
}

TEST(half_runtime_refusal, fully_connected_bf16_with_bf16_output) {
  mixed_graph g;
  const std::vector<uint16_t> w(4 * 3);
  const uint32_t x = g.value(xnn_datatype_bf16, {2, 3});
  const uint32_t filter = g.value(xnn_datatype_bf16, {4, 3}, w.data());
  const uint32_t y = g.value(xnn_datatype_bf16, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, XNN_INVALID_VALUE_ID, y, 0);
      },
      {"define fully connected", "output", "bf16"});
}

TEST(half_runtime_refusal, fully_connected_fp16_input_fp32_filter_fp16_bias) {
  mixed_graph g;
  const std::vector<float> w(4 * 3);
  const std::vector<uint16_t> bias(4);
  const uint32_t x = g.value(xnn_datatype_fp16, {2, 3});
  const uint32_t filter = g.value(xnn_datatype_fp32, {4, 3}, w.data());
  const uint32_t b = g.value(xnn_datatype_fp16, {4}, bias.data());
  const uint32_t y = g.value(xnn_datatype_fp16, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, filter, b, y, 0);
      },
      {"define fully connected", "filter fp32", "bias fp16"});
}

TEST(half_runtime_refusal, batch_matrix_multiply_fp16_times_fp32) {
  mixed_graph g;
  const uint32_t a = g.value(xnn_datatype_fp16, {2, 3});
  const uint32_t b = g.value(xnn_datatype_fp32, {3, 4});
  const uint32_t y = g.value(xnn_datatype_fp16, {2, 4});
  expect_refused(
      [&] {
        return xnn_define_batch_matrix_multiply(g.subgraph, a, b, y, 0);
      },
      {"define batch matrix multiply", "input1 fp16", "input2 fp32"});
}

TEST(half_runtime_refusal, convolution_fp16_input_fp32_output) {
  mixed_graph g;
  const std::vector<uint16_t> w(2 * 1 * 1 * 3);
  const uint32_t x = g.value(xnn_datatype_fp16, {1, 2, 2, 3});
  const uint32_t filter = g.value(xnn_datatype_fp16, {2, 1, 1, 3}, w.data());
  const uint32_t y = g.value(xnn_datatype_fp32, {1, 2, 2, 2});
  expect_refused(
      [&] {
        return xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 3, 2, -INFINITY, INFINITY, x,
                                         filter, XNN_INVALID_VALUE_ID, y, 0);
      },
      {"define convolution 2d", "input fp16", "output fp32"});
}

}  // namespace
