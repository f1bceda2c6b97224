// quantized_decomposed:: portable operators in hand-made programs, bit-exact against plain references that follow
// ExecuTorch's scalar kernels (float reciprocal of the scale, round half to even, zero point added in float, clamp),
// with every quantized dtype, per tensor / channel / token, choose_qparams's rule, and the refusals at load and run.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kFloat = 6, kDouble = 7;
constexpr float kInf = std::numeric_limits<float>::infinity();

// ExecuTorch's quantize of one value, written out step by step.
int64_t reference_quantize(double x, bool x_is_float, double scale, int64_t zero_point, int64_t quant_min,
                           int64_t quant_max) {
  const float inverse = 1.0f / static_cast<float>(scale);
  const float product = x_is_float ? inverse * static_cast<float>(x) : static_cast<float>(double(inverse) * x);
  const float sum = static_cast<float>(static_cast<int32_t>(zero_point)) + std::nearbyint(product);
  int64_t q;
  if (std::isnan(sum)) {
    q = 0;
  } else if (sum > 9.2e18f) {
    q = std::numeric_limits<int64_t>::max();
  } else if (sum < -9.2e18f) {
    q = std::numeric_limits<int64_t>::min();
  } else {
    q = static_cast<int64_t>(sum);
  }
  return std::min(std::max(q, quant_min), quant_max);
}

// (q - zero_point) * scale in float, as ExecuTorch's dequantize computes it (its int32 subtraction wraps here).
float reference_dequantize(int64_t q, int64_t zero_point, float scale) {
  const int32_t difference = static_cast<int32_t>(static_cast<uint32_t>(q) - static_cast<uint32_t>(zero_point));
  return static_cast<float>(difference) * scale;
}

size_t element_size(int8_t t) {
  return t == kUint8 || t == kInt8 ? 1 : t == kInt16 ? 2 : t == kInt64 || t == kDouble ? 8 : 4;
}

int64_t element_at(const typed_tensor& t, int8_t type, size_t i) {
  switch (type) {
    case kUint8: return t.as<uint8_t>()[i];
    case kInt8: return t.as<int8_t>()[i];
    case kInt16: return t.as<int16_t>()[i];
    case kInt32: return t.as<int32_t>()[i];
    default: return t.as<int64_t>()[i];
  }
}

// Quantized values of `type` stored as that type.
typed_tensor quantized_tensor(std::vector<size_t> dims, int8_t type, const std::vector<int64_t>& values) {
  typed_tensor t;
  t.dims = std::move(dims);
  const size_t size = element_size(type);
  t.bytes.assign(values.size() * size + XNN_EXTRA_BYTES, 0);
  for (size_t i = 0; i < values.size(); i++) {
    const int64_t v = values[i];
    std::memcpy(t.bytes.data() + i * size, &v, size);  // little-endian: the low bytes are the narrower value
  }
  return t;
}

const std::vector<float> kAwkwardFloats = {0.0f, -0.0f, 0.5f, 1.5f, 2.5f, -2.5f, 0.49999997f, 3.1f, -7.75f, 100.25f,
                                           -1000.0f, 1e9f, -1e9f, kInf, -kInf, std::nanf(""), 1e-30f, 63.5f};

struct quant_case {
  int8_t type;
  int64_t quant_min, quant_max, zero_point;
  double scale;
};

TEST(PortableQuant, quantize_per_tensor_of_float32_matches_the_reference_for_each_dtype) {
  for (const quant_case& c : std::vector<quant_case>{{kUint8, 0, 255, 128, 0.5},
                                                     {kUint8, 10, 200, 3, 0.1},
                                                     {kInt8, -128, 127, -5, 0.25},
                                                     {kInt8, -100, 100, 0, 3.0},
                                                     {kInt16, -32768, 32767, 17, 0.01},
                                                     {kInt32, std::numeric_limits<int32_t>::min(),
                                                      std::numeric_limits<int32_t>::max(), 1000, 1e-3}}) {
    xnn_program_file_builder p;
    const int32_t x = p.float_tensor({1}, 2), q = p.tensor(c.type, {1}, 2);
    p.inputs = {x};
    p.outputs = {q};
    p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                  {x, p.double_value(c.scale), p.int_value(c.zero_point), p.int_value(c.quant_min),
                   p.int_value(c.quant_max), p.int_value(c.type), q, q});
    program_runner runner(p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({kAwkwardFloats.size()}, kAwkwardFloats)}, {element_size(c.type)}, &outputs),
              xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, std::vector<size_t>{kAwkwardFloats.size()});
    for (size_t i = 0; i < kAwkwardFloats.size(); i++) {
      EXPECT_EQ(element_at(outputs[0], c.type, i),
                reference_quantize(kAwkwardFloats[i], true, c.scale, c.zero_point, c.quant_min, c.quant_max))
          << "type " << int(c.type) << " element " << i << " (" << kAwkwardFloats[i] << ")";
    }
  }
}

TEST(PortableQuant, quantize_rounds_half_to_even_and_clamps) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), q = p.tensor(kInt8, {1}, 2);
  p.inputs = {x};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                {x, p.double_value(1.0), p.int_value(1), p.int_value(-10), p.int_value(10), p.int_value(kInt8), q, q});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({7}, {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 50.0f, -50.0f})}, {1}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int8_t>(), (std::vector<int8_t>{1, 3, 3, 1, -1, 10, -10}));
}

TEST(PortableQuant, quantize_per_tensor_of_float64_and_with_tensor_parameters) {
  xnn_program_file_builder p;
  const int32_t x = p.tensor(kDouble, {1, 1}, 2), scale = p.tensor(kDouble, {1}), zero_point = p.tensor(kInt64, {1});
  const int32_t q = p.tensor(kUint8, {1, 1}, 2), q2 = p.tensor(kUint8, {1, 1}, 2);
  p.inputs = {x, scale, zero_point};
  p.outputs = {q, q2};
  const int32_t qmin = p.int_value(0), qmax = p.int_value(255), dtype = p.int_value(kUint8);
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "Tensor_out",
                {x, scale, zero_point, qmin, qmax, dtype, q, q});
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                {x, p.double_value(0.3), p.int_value(7), qmin, qmax, dtype, q2, q2});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<double> values = {0.0, 0.15, 0.45000000001, -1.0, 12.3456789, 80.0, 1e300, -0.3};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({2, 4}, values), typed_tensor::of<double>({1}, {0.3}),
                        typed_tensor::of<int64_t>({1}, {7})},
                       {1, 1}, &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{2, 4}));
  for (size_t i = 0; i < values.size(); i++) {
    const int64_t expected = reference_quantize(values[i], false, 0.3, 7, 0, 255);
    EXPECT_EQ(outputs[0].as<uint8_t>()[i], expected) << "element " << i;
    EXPECT_EQ(outputs[1].as<uint8_t>()[i], expected) << "element " << i;
  }
}

// x = dequantize(quantize(x)) per tensor (uint8, scale 0.5, zero point 10), x of `rank` dims.
std::vector<uint8_t> quantize_round_trip_of_rank(size_t rank) {
  xnn_program_file_builder p;
  const std::vector<int32_t> sizes(rank, 1);
  const int32_t x = p.float_tensor(sizes, 2), q = p.tensor(kUint8, sizes, 2), y = p.float_tensor(sizes, 2);
  p.inputs = {x};
  p.outputs = {q, y};
  const int32_t scale = p.double_value(0.5), zero_point = p.int_value(10), qmin = p.int_value(0);
  const int32_t qmax = p.int_value(255), dtype = p.int_value(kUint8);
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "out", {x, scale, zero_point, qmin, qmax, dtype, q, q});
  p.kernel_call("quantized_decomposed::dequantize_per_tensor", "out",
                {q, scale, zero_point, qmin, qmax, dtype, p.null_value(), y, y});
  return p.finish();
}

// The input keeps its declared rank: a program of rank 0 for the scalar, one of rank 2 for the [0, 3] tensor.
TEST(PortableQuant, quantize_per_tensor_of_a_scalar_and_of_an_empty_tensor) {
  program_runner scalar(quantize_round_trip_of_rank(0));
  ASSERT_EQ(scalar.load_status, xnn_status_success) << scalar.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(scalar.run({typed_tensor::of<float>({}, {3.3f})}, {1, 4}, &outputs), xnn_status_success)
      << scalar.problem;
  EXPECT_EQ(outputs[0].dims, std::vector<size_t>{});
  EXPECT_EQ(outputs[0].as<uint8_t>()[0], 17);  // 3.3 * 2 = 6.6 -> 7, + 10
  EXPECT_EQ(outputs[1].as<float>()[0], 3.5f);
  program_runner empty(quantize_round_trip_of_rank(2));
  ASSERT_EQ(empty.load_status, xnn_status_success) << empty.problem;
  ASSERT_EQ(empty.run({typed_tensor::of<float>({0, 3}, {})}, {1, 4}, &outputs), xnn_status_success)
      << empty.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3}));
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{0, 3}));
}

TEST(PortableQuant, per_channel_and_per_token_of_a_scalar_fail_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({}, 2), scales = p.tensor(kDouble, {1}, 2), zero_points = p.tensor(kInt64, {1}, 2);
  const int32_t q = p.tensor(kInt8, {}, 2);
  p.inputs = {x, scales, zero_points};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_token", "out",
                {x, scales, zero_points, p.int_value(-128), p.int_value(127), p.int_value(kInt8), q, q});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({typed_tensor::of<float>({}, {1.0f}), typed_tensor::of<double>({1}, {1.0}),
                        typed_tensor::of<int64_t>({1}, {0})},
                       {1}, &outputs),
            xnn_status_success);
  EXPECT_NE(runner.problem.find("quantize_per_token.out: input has 0 dims; expected at least 1"), std::string::npos)
      << runner.problem;
}

TEST(PortableQuant, quant_min_above_quant_max_gives_quant_max) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), q = p.tensor(kInt16, {1}, 2);
  p.inputs = {x};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                {x, p.double_value(1.0), p.int_value(0), p.int_value(5), p.int_value(-5), p.int_value(kInt16), q, q});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({3}, {-100.0f, 0.0f, 100.0f})}, {2}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<int16_t>(), (std::vector<int16_t>{-5, -5, -5}));
}

TEST(PortableQuant, dequantize_per_tensor_matches_the_reference_for_each_dtype_and_out_type) {
  for (const quant_case& c : std::vector<quant_case>{{kUint8, 0, 255, 128, 0.5},
                                                     {kInt8, -128, 127, -3, 0.1},
                                                     {kInt16, -32768, 32767, 100, 0.001},
                                                     {kInt32, std::numeric_limits<int32_t>::min(),
                                                      std::numeric_limits<int32_t>::max(), -7, 1.0 / 3}}) {
    for (const int8_t out_type : {kFloat, kDouble}) {
      xnn_program_file_builder p;
      const int32_t q = p.tensor(c.type, {1, 1}, 2), y = p.tensor(out_type, {1, 1}, 2);
      p.inputs = {q};
      p.outputs = {y};
      // out_dtype given for float64, None for float32.
      const int32_t out_dtype = out_type == kDouble ? p.int_value(kDouble) : p.null_value();
      p.kernel_call("quantized_decomposed::dequantize_per_tensor", "out",
                    {q, p.double_value(c.scale), p.int_value(c.zero_point), p.int_value(c.quant_min),
                     p.int_value(c.quant_max), p.int_value(c.type), out_dtype, y, y});
      program_runner runner(p.finish());
      ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
      std::vector<int64_t> values = {c.quant_min, c.quant_max, 0, c.zero_point, c.zero_point + 1, c.quant_min + 77};
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({quantized_tensor({3, 2}, c.type, values)}, {element_size(out_type)}, &outputs),
                xnn_status_success) << runner.problem;
      ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{3, 2}));
      for (size_t i = 0; i < values.size(); i++) {
        const float expected = reference_dequantize(values[i], c.zero_point, float(c.scale));
        const double got = out_type == kFloat ? double(outputs[0].as<float>()[i]) : outputs[0].as<double>()[i];
        EXPECT_EQ(got, double(expected)) << "type " << int(c.type) << " element " << i;
      }
    }
  }
}

TEST(PortableQuant, dequantize_per_tensor_with_tensor_parameters) {
  xnn_program_file_builder p;
  const int32_t q = p.tensor(kInt8, {1}, 2), scale = p.tensor(kDouble, {1}), zero_point = p.tensor(kInt64, {1});
  const int32_t y = p.float_tensor({1}, 2);
  p.inputs = {q, scale, zero_point};
  p.outputs = {y};
  p.kernel_call("quantized_decomposed::dequantize_per_tensor", "Tensor_out",
                {q, scale, zero_point, p.int_value(-128), p.int_value(127), p.int_value(kInt8), p.int_value(kFloat), y,
                 y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({4}, {-128, -2, 0, 127}), typed_tensor::of<double>({1}, {0.2}),
                        typed_tensor::of<int64_t>({1}, {-2})},
                       {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{-126 * 0.2f, 0.0f, 2 * 0.2f, 129 * 0.2f}));
}

TEST(PortableQuant, a_scale_tensor_of_two_elements_fails_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), scale = p.tensor(kDouble, {1}, 2), zero_point = p.tensor(kInt64, {1});
  const int32_t q = p.tensor(kInt8, {1}, 2);
  p.inputs = {x, scale, zero_point};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "Tensor_out",
                {x, scale, zero_point, p.int_value(-128), p.int_value(127), p.int_value(kInt8), q, q});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({1}, {1.0f}), typed_tensor::of<double>({2}, {0.5, 0.5}),
                        typed_tensor::of<int64_t>({1}, {0})},
                       {1}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("quantize_per_tensor.Tensor_out: scale has 2 elements; expected 1"), std::string::npos)
      << runner.problem;
}

// A [2, 3, 4] float tensor quantized per channel along `axis` (1 or -1) against the reference.
void expect_per_channel_quantize(int64_t axis) {
  const size_t channel_dim = axis == 1 ? 1 : 2;
  const std::vector<size_t> dims = {2, 3, 4};
  const size_t channels = dims[channel_dim];
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 1, 1}, 2), scales = p.tensor(kDouble, {1}, 2);
  const int32_t zero_points = p.tensor(kInt64, {1}, 2), q = p.tensor(kInt8, {1, 1, 1}, 2);
  p.inputs = {x, scales, zero_points};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_channel", "out",
                {x, scales, zero_points, p.int_value(axis), p.int_value(-128), p.int_value(127), p.int_value(kInt8), q,
                 q});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<float> values(24);
  for (size_t i = 0; i < values.size(); i++) values[i] = float(i) * 1.37f - 15.0f;
  std::vector<double> s(channels);
  std::vector<int64_t> z(channels);
  for (size_t c = 0; c < channels; c++) {
    s[c] = 0.05 * double(c + 1);
    z[c] = int64_t(c) * 3 - 4;
  }
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(dims, values), typed_tensor::of({channels}, s),
                        typed_tensor::of({channels}, z)},
                       {1}, &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[0].dims, dims);
  for (size_t i = 0; i < values.size(); i++) {
    const size_t c = channel_dim == 1 ? (i / 4) % 3 : i % 4;
    EXPECT_EQ(outputs[0].as<int8_t>()[i], reference_quantize(values[i], true, s[c], z[c], -128, 127))
        << "axis " << axis << " element " << i;
  }
}

TEST(PortableQuant, quantize_per_channel_along_a_middle_and_a_negative_axis) {
  expect_per_channel_quantize(1);
  expect_per_channel_quantize(-1);
}

// A program of quantize_per_channel along axis 3 of an input of `rank` dims.
std::vector<uint8_t> per_channel_program(int32_t rank) {
  xnn_program_file_builder p;
  const std::vector<int32_t> any_shape(size_t(rank), 1);
  const int32_t x = p.float_tensor(any_shape, 2), scales = p.tensor(kDouble, {1}, 2);
  const int32_t zero_points = p.tensor(kInt64, {1}, 2), q = p.tensor(kUint8, any_shape, 2);
  p.inputs = {x, scales, zero_points};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_channel", "out",
                {x, scales, zero_points, p.int_value(3), p.int_value(0), p.int_value(255), p.int_value(kUint8), q, q});
  return p.finish();
}

TEST(PortableQuant, per_channel_refusals_name_the_argument) {
  program_runner refused(per_channel_program(2));
  EXPECT_EQ(refused.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(refused.problem.find("(quantized_decomposed::quantize_per_channel.out): axis is 3; input has 2 dims, so it "
                                 "takes -2..1"),
            std::string::npos)
      << refused.problem;
  program_runner runner(per_channel_program(4));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({typed_tensor::of<float>({2, 2, 2, 3}, std::vector<float>(24, 1.0f)),
                        typed_tensor::of<double>({2}, {1, 1}), typed_tensor::of<int64_t>({2}, {0, 0})},
                       {1}, &outputs),
            xnn_status_success);
  EXPECT_NE(runner.problem.find("scales has 2 elements; expected 3 (one per channel)"), std::string::npos)
      << runner.problem;
}

TEST(PortableQuant, quantize_per_channel_of_an_empty_tensor_is_empty) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 1}, 2), scales = p.tensor(kDouble, {1}, 2);
  const int32_t zero_points = p.tensor(kInt64, {1}, 2), q = p.tensor(kUint8, {1, 1}, 2);
  p.inputs = {x, scales, zero_points};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_channel", "out",
                {x, scales, zero_points, p.int_value(0), p.int_value(0), p.int_value(255), p.int_value(kUint8), q, q});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({2, 0}, {}), typed_tensor::of<double>({2}, {1, 1}),
                        typed_tensor::of<int64_t>({2}, {0, 0})},
                       {1}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 0}));
}

// Dequantize per channel along axis 0 of a [3, 2] tensor (or a 1-D [3] one): float32 or float64 scales, int64 or
// int32 zero points or none.
struct dequantize_channel_case {
  int8_t in_type, out_type, scale_type, zero_point_type;  // zero_point_type -1: None
  bool one_dim;
};

TEST(PortableQuant, dequantize_per_channel_matches_the_reference) {
  for (const dequantize_channel_case& c : std::vector<dequantize_channel_case>{
           {kInt8, kFloat, kDouble, kInt64, false},
           {kInt8, kFloat, kFloat, -1, true},
           {kUint8, kFloat, kFloat, kInt32, false},
           {kInt16, kDouble, kDouble, kInt64, false},
           {kInt32, kDouble, kFloat, kInt64, true},
           {kUint8, kDouble, kDouble, -1, true}}) {
    xnn_program_file_builder p;
    const std::vector<int32_t> sizes(c.one_dim ? 1 : 2, 1);
    const int32_t q = p.tensor(c.in_type, sizes, 2), scales = p.tensor(c.scale_type, {1}, 2);
    const int32_t zero_points = c.zero_point_type < 0 ? p.null_value() : p.tensor(c.zero_point_type, {1}, 2);
    const int32_t y = p.tensor(c.out_type, sizes, 2);
    p.inputs = {q, scales};
    if (c.zero_point_type >= 0) p.inputs.push_back(zero_points);
    p.outputs = {y};
    p.kernel_call("quantized_decomposed::dequantize_per_channel", "out",
                  {q, scales, zero_points, p.int_value(0), p.int_value(-100), p.int_value(200), p.int_value(c.in_type),
                   p.null_value(), y, y});
    program_runner runner(p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<double> s = {0.1, 0.37, 2.5};
    const std::vector<int64_t> z = {-3, 0, 5};
    const std::vector<int64_t> values = c.one_dim ? std::vector<int64_t>{7, 9, 100}
                                                  : std::vector<int64_t>{7, 9, 100, 0, 1, 127};
    const std::vector<size_t> dims = c.one_dim ? std::vector<size_t>{3} : std::vector<size_t>{3, 2};
    std::vector<typed_tensor> inputs = {quantized_tensor(dims, c.in_type, values)};
    if (c.scale_type == kFloat) {
      inputs.push_back(typed_tensor::of<float>({3}, {0.1f, 0.37f, 2.5f}));
    } else {
      inputs.push_back(typed_tensor::of({3}, s));
    }
    if (c.zero_point_type == kInt64) inputs.push_back(typed_tensor::of({3}, z));
    if (c.zero_point_type == kInt32) inputs.push_back(typed_tensor::of<int32_t>({3}, {-3, 0, 5}));
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run(inputs, {element_size(c.out_type)}, &outputs), xnn_status_success) << runner.problem;
    for (size_t i = 0; i < values.size(); i++) {
      const size_t channel = c.one_dim ? i : i / 2;
      const float scale = float(s[channel]);
      const int64_t zp = c.zero_point_type < 0 ? 0 : z[channel];
      // The 1-D float64 loop converts q - zp to double before multiplying; the rest multiply in float.
      const double expected = c.one_dim && c.out_type == kDouble ? double(values[i] - zp) * double(scale)
                                                                 : double(reference_dequantize(values[i], zp, scale));
      const double got = c.out_type == kFloat ? double(outputs[0].as<float>()[i]) : outputs[0].as<double>()[i];
      EXPECT_EQ(got, expected) << "case in " << int(c.in_type) << " element " << i;
    }
  }
}

TEST(PortableQuant, int8_per_channel_zero_points_outside_the_quant_range_fail_at_run) {
  xnn_program_file_builder p;
  const int32_t q = p.tensor(kInt8, {1}, 2), scales = p.float_tensor({1}, 2), zero_points = p.tensor(kInt64, {1}, 2);
  const int32_t y = p.float_tensor({1}, 2);
  p.inputs = {q, scales, zero_points};
  p.outputs = {y};
  p.kernel_call("quantized_decomposed::dequantize_per_channel", "out",
                {q, scales, zero_points, p.int_value(-1), p.int_value(-10), p.int_value(10), p.int_value(kInt8),
                 p.int_value(kFloat), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({typed_tensor::of<int8_t>({2}, {1, 2}), typed_tensor::of<float>({2}, {1, 1}),
                        typed_tensor::of<int64_t>({2}, {0, 11})},
                       {4}, &outputs),
            xnn_status_success);
  EXPECT_NE(runner.problem.find("zero_points[1] is 11; expected quant_min -10 <= it <= quant_max 10"),
            std::string::npos) << runner.problem;
}

TEST(PortableQuant, quantize_and_dequantize_per_token_round_trip) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 1, 1}, 2), scales = p.tensor(kDouble, {1, 1, 1}, 2);
  const int32_t zero_points = p.tensor(kInt64, {1, 1, 1}, 2), q = p.tensor(kInt8, {1, 1, 1}, 2);
  const int32_t y = p.float_tensor({1, 1, 1}, 2);
  p.inputs = {x, scales, zero_points};
  p.outputs = {q, y};
  const int32_t qmin = p.int_value(-128), qmax = p.int_value(127), dtype = p.int_value(kInt8);
  p.kernel_call("quantized_decomposed::quantize_per_token", "out", {x, scales, zero_points, qmin, qmax, dtype, q, q});
  p.kernel_call("quantized_decomposed::dequantize_per_token", "out",
                {q, scales, zero_points, qmin, qmax, dtype, p.int_value(kFloat), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("quantize-per-token.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  // [2, 3, 4]: six tokens of four.
  std::vector<float> values(24);
  for (size_t i = 0; i < values.size(); i++) values[i] = std::sin(float(i)) * float(i);
  std::vector<double> s(6);
  std::vector<int64_t> z(6);
  for (size_t t = 0; t < 6; t++) {
    s[t] = 0.02 + 0.03 * double(t);
    z[t] = int64_t(t) - 3;
  }
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({2, 3, 4}, values), typed_tensor::of({2, 3, 1}, s),
                        typed_tensor::of({2, 3, 1}, z)},
                       {1, 4}, &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[1].dims, (std::vector<size_t>{2, 3, 4}));
  for (size_t i = 0; i < values.size(); i++) {
    const size_t t = i / 4;
    const int64_t expected = reference_quantize(values[i], true, s[t], z[t], -128, 127);
    EXPECT_EQ(outputs[0].as<int8_t>()[i], expected) << "element " << i;
    EXPECT_EQ(outputs[1].as<float>()[i], reference_dequantize(expected, z[t], float(s[t]))) << "element " << i;
  }
}

// choose_qparams's rule, written out: the range widened to include 0, scale (max - min) / (qmax - qmin) with 0.1 for
// a zero scale, scales below 6.1e-5 raised to it, the zero point from whichever end errs less, rounded in float.
void reference_choose(float min, float max, int32_t qmin, int32_t qmax, double* scale, int64_t* zero_point) {
  min = std::min(min, 0.0f);
  max = std::max(max, 0.0f);
  double s = (double(max) - double(min)) / double(qmax - qmin);
  if (float(s) == 0.0f || std::isinf(1.0f / float(s))) s = 0.1;
  const float threshold = 6.1e-5f;
  if (s < threshold) {
    const float original = float(s);
    s = threshold;
    if (min == 0.0f) {
      max = threshold * float(qmax - qmin);
    } else if (max == 0.0f) {
      min = -threshold * float(qmax - qmin);
    } else {
      min *= threshold / original;
      max *= threshold / original;
    }
  }
  const double low = double(qmin) - double(min) / s, high = double(qmax) - double(max) / s;
  const double low_error = std::fabs(double(qmin)) - std::fabs(double(min) / s);
  const double high_error = std::fabs(double(qmax)) - std::fabs(double(max) / s);
  const double initial = low_error < high_error ? low : high;
  *scale = s;
  *zero_point = initial < qmin ? qmin : initial > qmax ? qmax : int64_t(std::nearbyint(float(initial)));
}

TEST(PortableQuant, choose_qparams_follows_executorch_rule) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), scale = p.tensor(kDouble, {1}), zero_point = p.tensor(kInt64, {1});
  p.inputs = {x};
  p.outputs = {scale, zero_point};
  p.kernel_call("quantized_decomposed::choose_qparams", "Tensor_out",
                {x, p.int_value(0), p.int_value(255), p.double_value(1e-7), p.int_value(kUint8), scale, zero_point,
                 scale, zero_point});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("choose-qparams.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<float>& values : std::vector<std::vector<float>>{{-1.0f, 3.0f, 0.5f},
                                                                          {2.0f, 7.5f},
                                                                          {-9.0f, -0.25f},
                                                                          {0.0f, 0.0f},
                                                                          {1e-6f, 2e-6f},
                                                                          {-3e-6f, 1e-6f},
                                                                          {-1e-6f},
                                                                          {-100.0f, 1e-3f, 55.5f, 12.0f}}) {
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({values.size()}, values)}, {8, 8}, &outputs), xnn_status_success)
        << runner.problem;
    float min = values[0], max = values[0];
    for (float v : values) {
      min = std::min(min, v);
      max = std::max(max, v);
    }
    double expected_scale;
    int64_t expected_zero_point;
    reference_choose(min, max, 0, 255, &expected_scale, &expected_zero_point);
    EXPECT_EQ(outputs[0].as<double>()[0], expected_scale) << "min " << min << " max " << max;
    EXPECT_EQ(outputs[1].as<int64_t>()[0], expected_zero_point) << "min " << min << " max " << max;
  }
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({typed_tensor::of<float>({0}, {})}, {8, 8}, &outputs), xnn_status_success);
  EXPECT_NE(runner.problem.find("input is empty"), std::string::npos) << runner.problem;
  EXPECT_NE(runner.run({typed_tensor::of<float>({2}, {std::nanf(""), 1.0f})}, {8, 8}, &outputs), xnn_status_success);
  EXPECT_NE(runner.problem.find("gives no positive scale"), std::string::npos) << runner.problem;
}

TEST(PortableQuant, choose_qparams_per_token_asymmetric_gives_one_pair_per_token) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 1, 1}, 2), scales = p.tensor(kDouble, {1, 1, 1}, 2);
  const int32_t zero_points = p.tensor(kInt64, {1, 1, 1}, 2);
  p.inputs = {x};
  p.outputs = {scales, zero_points};
  p.kernel_call("quantized_decomposed::choose_qparams_per_token_asymmetric", "out",
                {x, p.int_value(kFloat), scales, zero_points, scales, zero_points});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> values = {-1, 2, 3, 0.5f, 4, 5, -6, -7, 0, 0, 0, 0, 1e-7f, 2e-7f, 0, 1, 8, 9};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({3, 2, 3}, values)}, {8, 8}, &outputs), xnn_status_success)
      << runner.problem;
  ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{3, 2, 1}));
  ASSERT_EQ(outputs[1].dims, (std::vector<size_t>{3, 2, 1}));
  for (size_t t = 0; t < 6; t++) {
    const float* token = values.data() + 3 * t;
    double scale;
    int64_t zero_point;
    reference_choose(*std::min_element(token, token + 3), *std::max_element(token, token + 3), -128, 127, &scale,
                     &zero_point);
    EXPECT_EQ(outputs[0].as<double>()[t], scale) << "token " << t;
    EXPECT_EQ(outputs[1].as<int64_t>()[t], zero_point) << "token " << t;
  }
}

// Load-time refusals: each names the op, the argument and the rule.
struct load_refusal {
  const char* what;
  std::vector<uint8_t> (*program)();
  const char* sentence;
};

std::vector<uint8_t> quantize_program(int8_t in_type, int8_t out_type, int64_t dtype, int64_t qmin, int64_t qmax) {
  xnn_program_file_builder p;
  const int32_t x = p.tensor(in_type, {4}), q = p.tensor(out_type, {4});
  p.inputs = {x};
  p.outputs = {q};
  p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                {x, p.double_value(1.0), p.int_value(0), p.int_value(qmin), p.int_value(qmax), p.int_value(dtype), q,
                 q});
  return p.finish();
}

std::vector<uint8_t> dequantize_program(int8_t in_type, int8_t out_type, int64_t dtype, int64_t out_dtype,
                                        int64_t qmin, int64_t qmax) {
  xnn_program_file_builder p;
  const int32_t q = p.tensor(in_type, {4}), y = p.tensor(out_type, {4});
  p.inputs = {q};
  p.outputs = {y};
  p.kernel_call("quantized_decomposed::dequantize_per_tensor", "out",
                {q, p.double_value(1.0), p.int_value(0), p.int_value(qmin), p.int_value(qmax), p.int_value(dtype),
                 out_dtype < 0 ? p.null_value() : p.int_value(out_dtype), y, y});
  return p.finish();
}

TEST(PortableQuant, bad_dtypes_and_ranges_are_refused_at_load_with_a_sentence) {
  const std::vector<load_refusal> cases = {
      {"int input", [] { return quantize_program(kInt32, kInt8, kInt8, -128, 127); },
       "quantize_per_tensor.out): input is int32; expected float16, float32 or float64"},
      {"dtype not out's", [] { return quantize_program(kFloat, kInt8, kUint8, 0, 255); },
       "out is int8; expected dtype 0"},
      {"int64 out", [] { return quantize_program(kFloat, kInt64, kInt64, 0, 255); },
       "out is int64; expected uint8, int8, int16 or int32"},
      {"range", [] { return quantize_program(kFloat, kUint8, kUint8, -1, 255); },
       "quant_min -1 and quant_max 255 are outside uint8's range [0, 255]"},
      {"float dequantize input", [] { return dequantize_program(kFloat, kFloat, kFloat, -1, 0, 1); },
       "dequantize_per_tensor.out): input is float32; expected uint8, int8, int16 or int32"},
      {"integer out", [] { return dequantize_program(kInt8, kInt32, kInt8, -1, 0, 1); },
       "out is int32; expected float16, float32 or float64"},
      {"out_dtype", [] { return dequantize_program(kInt8, kFloat, kInt8, kDouble, 0, 1); },
       "out is float32; expected out_dtype 7"},
      {"quant_min > quant_max", [] { return dequantize_program(kInt8, kFloat, kInt8, -1, 5, 1); },
       "quant_min 5 is greater than quant_max 1"},
      {"float32 scales for quantize_per_channel",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), s = p.float_tensor({2}), z = p.tensor(kInt64, {2});
         const int32_t q = p.tensor(kInt8, {2});
         p.inputs = {x, s, z};
         p.outputs = {q};
         p.kernel_call("quantized_decomposed::quantize_per_channel", "out",
                       {x, s, z, p.int_value(0), p.int_value(-128), p.int_value(127), p.int_value(kInt8), q, q});
         return p.finish();
       },
       "scales is float32; expected float64"},
      {"a string for zero_points",
       [] {
         xnn_program_file_builder p;
         const int32_t q = p.tensor(kInt8, {2}), s = p.float_tensor({2}), y = p.float_tensor({2});
         p.inputs = {q, s};
         p.outputs = {y};
         p.kernel_call("quantized_decomposed::dequantize_per_channel", "out",
                       {q, s, p.string_value("zp"), p.int_value(0), p.int_value(-128), p.int_value(127),
                        p.int_value(kInt8), p.null_value(), y, y});
         return p.finish();
       },
       "zero_points is a String; expected a Tensor or None"},
      {"choose_qparams range",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), s = p.tensor(kDouble, {1}), z = p.tensor(kInt64, {1});
         p.inputs = {x};
         p.outputs = {s, z};
         p.kernel_call("quantized_decomposed::choose_qparams", "Tensor_out",
                       {x, p.int_value(3), p.int_value(3), p.double_value(0), p.int_value(kUint8), s, z, s, z});
         return p.finish();
       },
       "quant_min 3 is not less than quant_max 3"},
      {"choose_qparams scale_out of two elements",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), s = p.tensor(kDouble, {2}), z = p.tensor(kInt64, {1});
         p.inputs = {x};
         p.outputs = {s, z};
         p.kernel_call("quantized_decomposed::choose_qparams", "Tensor_out",
                       {x, p.int_value(0), p.int_value(255), p.double_value(0), p.int_value(kUint8), s, z, s, z});
         return p.finish();
       },
       "scale_out has 2 elements; expected 1"},
      {"bfloat16 input",
       [] { return quantize_program(15, kInt8, kInt8, -128, 127); },
       "input is bfloat16; expected float16, float32 or float64"},
      {"choose_qparams float32 scale_out",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2, 2}), s = p.float_tensor({2, 1}), z = p.tensor(kInt64, {2, 1});
         p.inputs = {x};
         p.outputs = {s, z};
         p.kernel_call("quantized_decomposed::choose_qparams_per_token_asymmetric", "out",
                       {x, p.int_value(kInt8), s, z, s, z});
         return p.finish();
       },
       "scale_out is float32; expected float64"},
  };
  for (const load_refusal& c : cases) {
    program_runner runner(c.program());
    EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter) << c.what;
    EXPECT_NE(runner.problem.find(c.sentence), std::string::npos) << c.what << ": " << runner.problem;
  }
}

}  // namespace
