// Dynamic quantization operators: the f32 -> qd8 convert (per-row zero points and scales by XNNPACK's rule, the rows
// quantized with them, the parameter array padded) and the qd8-f32-qc8w fully connected fed by it, bit for bit
// against references that quantize with the convert's parameters, sum the integer products exactly and apply the
// scales in the documented order; at 1, 2 and 8 threads with identical bytes; and rejected arguments. The f32 -> qdu8
// convert and the qdu8-f32-qc8w fully connected (VNNI CPUs only) against those: the same bytes + 128, the same bits.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "operator-tester.h"
#include "ukernels/qd8-quantization.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

namespace {

// XNNPACK's xnn_qd8_asymmetric_quantization_params, restated step by step in volatile floats (one rounding per
// operation, never fused), with lrintf for the zero point's rounding (ties to even in the default mode).
xnn_quantization_params xnnpack_rule(float min, float max) {
  volatile float rmin = std::min(0.0f, min), rmax = std::max(0.0f, max);
  volatile float range = rmax - rmin;
  volatile float s = rmin == rmax ? 1.0f : 255.0f / range;
  volatile float dmin = rmin * s, dmax = rmax * s;
  volatile float emin = -128.0f + dmin, emax = 127.0f + dmax;
  volatile float sum = emin + emax;
  volatile float zp = sum > 0.0f ? -128.0f - dmin : 127.0f - dmax;
  const float clamped = std::min(std::max(float(zp), -128.0f), 127.0f);
  volatile float inverse = 1.0f / s;
  return {int32_t(lrintf(clamped)), inverse};
}

struct quantized_rows {
  std::vector<int8_t> values;  // [batch][stride]; qdu8: the unsigned bytes
  std::vector<xnn_quantization_params> params;
};

// Runs the f32 -> qd8 convert operator (f32 -> qdu8 if `unsigned_rows`) on `input` ([batch][in_stride] floats) at
// `pool`; params get the padding entries too.
void run_convert(pthreadpool_t pool, const std::vector<float>& input, size_t batch, size_t channels, size_t in_stride,
                 size_t out_stride, quantized_rows* out, bool unsigned_rows = false) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            unsigned_rows ? xnn_create_convert_nc_f32_qdu8(0, &raw) : xnn_create_convert_nc_f32_qd8(0, &raw));
  operator_ptr op = own(raw);
  out->values.assign(batch * out_stride + XNN_EXTRA_BYTES, int8_t(0x5A));
  out->params.assign(batch + XNN_EXTRA_QUANTIZATION_PARAMS + 1, xnn_quantization_params{-999, -1.0f});
  if (unsigned_rows) {
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_convert_nc_f32_qdu8(op.get(), batch, channels, in_stride, out_stride, pool));
    ASSERT_EQ(xnn_status_success,
              xnn_setup_convert_nc_f32_qdu8(op.get(), input.data(), reinterpret_cast<uint8_t*>(out->values.data()),
                                            nullptr, out->params.data()));
  } else {
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_convert_nc_f32_qd8(op.get(), batch, channels, in_stride, out_stride, pool));
    ASSERT_EQ(xnn_status_success,
              xnn_setup_convert_nc_f32_qd8(op.get(), input.data(), out->values.data(), nullptr, out->params.data()));
  }
  ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
}

struct convert_case {
  std::string name;
  size_t batch = 5, channels = 37, input_stride = 0, output_stride = 0;
  float low = -3.0f, high = 5.0f;  // values drawn uniformly from [low, high]
};
void PrintTo(const convert_case& c, std::ostream* os) { *os << c.name; }

class ConvertF32Qd8 : public testing::TestWithParam<convert_case> {};

TEST_P(ConvertF32Qd8, rows_quantized_with_xnnpack_parameters_at_every_thread_count) {
  const convert_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.channels;
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(c.low, c.high);
  std::vector<float> input(c.batch * in_stride + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : input) x = c.low == c.high ? c.low : dist(rng);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    quantized_rows q;
    run_convert(pool, input, c.batch, c.channels, in_stride, out_stride, &q);
    if (testing::Test::HasFatalFailure()) return;
    for (size_t b = 0; b < c.batch; b++) {
      const float* row = input.data() + b * in_stride;
      const auto [lo, hi] = std::minmax_element(row, row + c.channels);
      const xnn_quantization_params expected = xnnpack_rule(*lo, *hi);
      ASSERT_EQ(q.params[b].zero_point, expected.zero_point) << what << ": row " << b;
      ASSERT_EQ(q.params[b].scale, expected.scale) << what << ": row " << b;
      for (size_t i = 0; i < out_stride; i++) {
        const int8_t actual = q.values[b * out_stride + i];
        if (i >= c.channels) {
          ASSERT_EQ(actual, int8_t(0x5A)) << what << ": wrote into the stride gap at row " << b;
          continue;
        }
        // The quantization multiplier is the one the rule computed before inverting it.
        const xnn_qd8_row_quantization rq = xnn_qd8_asymmetric_quantization(*lo, *hi);
        const int32_t want = xnn_quantize_f32(row[i], {rq.quantize_scale, rq.zero_point}, -128, 127);
        ASSERT_EQ(int32_t(actual), want) << what << ": row " << b << ", channel " << i << ", x " << row[i];
      }
    }
    for (size_t p = c.batch; p < c.batch + XNN_EXTRA_QUANTIZATION_PARAMS; p++) {
      ASSERT_EQ(q.params[p].zero_point, q.params[c.batch - 1].zero_point) << what << ": padding entry " << p;
      ASSERT_EQ(q.params[p].scale, q.params[c.batch - 1].scale) << what << ": padding entry " << p;
    }
    ASSERT_EQ(q.params[c.batch + XNN_EXTRA_QUANTIZATION_PARAMS].zero_point, -999) << what << ": wrote past the padding";
    outputs->add(q.values);
    outputs->add(q.params);
  });
}

std::vector<convert_case> convert_cases() {
  case_list<convert_case> l;
  l.add("mixed_signs", [](convert_case&) {});
  l.add("one_row", [](convert_case& c) { c.batch = 1; });
  l.add("one_channel", [](convert_case& c) { c.channels = 1; });
  l.add("many_rows", [](convert_case& c) { c.batch = 67, c.channels = 19; });
  l.add("long_rows", [](convert_case& c) { c.batch = 3, c.channels = 5000; });
  l.add("all_positive", [](convert_case& c) { c.low = 0.25f, c.high = 9.0f; });
  l.add("all_negative", [](convert_case& c) { c.low = -7.0f, c.high = -0.5f; });
  l.add("all_zero", [](convert_case& c) { c.low = c.high = 0.0f; });
  l.add("constant_positive", [](convert_case& c) { c.low = c.high = 2.5f; });
  l.add("tiny_values", [](convert_case& c) { c.low = -1e-30f, c.high = 3e-30f; });
  l.add("huge_values", [](convert_case& c) { c.low = -1e30f, c.high = 2e37f; });
  l.add("strided", [](convert_case& c) { c.input_stride = 45, c.output_stride = 41; });
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, ConvertF32Qd8, testing::ValuesIn(convert_cases()),
                         [](const testing::TestParamInfo<convert_case>& info) { return info.param.name; });

class ConvertF32Qdu8 : public testing::TestWithParam<convert_case> {};

// qdu8 is qd8 + 128 (XNNPACK's xnn_qdu8_asymmetric_quantization_params adds 128 to the qd8 zero point): every byte,
// every zero point; the same scales and padding entries, the stride gaps untouched.
TEST_P(ConvertF32Qdu8, bytes_and_zero_points_are_the_qd8_ones_plus_128_at_every_thread_count) {
  const convert_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.channels;
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(c.low, c.high);
  std::vector<float> input(c.batch * in_stride + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : input) x = c.low == c.high ? c.low : dist(rng);
  quantized_rows signed_rows;
  run_convert(nullptr, input, c.batch, c.channels, in_stride, out_stride, &signed_rows);
  if (testing::Test::HasFatalFailure()) return;
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    quantized_rows q;
    run_convert(pool, input, c.batch, c.channels, in_stride, out_stride, &q, true);
    if (testing::Test::HasFatalFailure()) return;
    for (size_t b = 0; b < c.batch; b++) {
      for (size_t i = 0; i < out_stride; i++) {
        const uint8_t actual = uint8_t(q.values[b * out_stride + i]);
        const uint8_t want = i < c.channels ? uint8_t(signed_rows.values[b * out_stride + i] + 128) : 0x5A;
        ASSERT_EQ(unsigned(actual), unsigned(want)) << what << ": row " << b << ", channel " << i;
      }
    }
    for (size_t p = 0; p < c.batch + XNN_EXTRA_QUANTIZATION_PARAMS; p++) {
      ASSERT_EQ(q.params[p].zero_point, signed_rows.params[p].zero_point + 128) << what << ": entry " << p;
      ASSERT_EQ(q.params[p].scale, signed_rows.params[p].scale) << what << ": entry " << p;
    }
    ASSERT_EQ(q.params[c.batch + XNN_EXTRA_QUANTIZATION_PARAMS].zero_point, -999) << what << ": wrote past the padding";
    outputs->add(q.values);
    outputs->add(q.params);
  });
}

INSTANTIATE_TEST_SUITE_P(cases, ConvertF32Qdu8, testing::ValuesIn(convert_cases()),
                         [](const testing::TestParamInfo<convert_case>& info) { return info.param.name; });

// Parameters worked out by hand from XNNPACK's rule: quantize_scale = 255 / (max - min) over the range widened to
// include 0, scale its inverse.
TEST(ConvertF32Qd8Rule, known_parameters) {
  const struct {
    float min, max;
    int32_t zero_point;
    float quantize_scale;
  } known[] = {
      {0.0f, 1.0f, -128, 255.0f},  // zero at the bottom of the range
      {-1.0f, 0.0f, 127, 255.0f},  // zero at the top
      {-1.0f, 1.0f, 0, 127.5f},    // -0.5 rounds to even: 0
      {0.0f, 0.0f, 127, 1.0f},     // an all-zero row: scale 1, zero point from the max end
      {2.0f, 3.0f, -128, 85.0f},   // the range widened to include 0
      {-3.0f, 1.0f, 63, 63.75f},   // from the max end (error sum -128.5): 127 - 63.75 = 63.25, rounded
  };
  for (const auto& k : known) {
    const xnn_qd8_row_quantization q = xnn_qd8_asymmetric_quantization(k.min, k.max);
    EXPECT_EQ(q.zero_point, k.zero_point) << "[" << k.min << ", " << k.max << "]";
    EXPECT_EQ(q.quantize_scale, k.quantize_scale) << "[" << k.min << ", " << k.max << "]";
    EXPECT_EQ(q.scale, 1.0f / k.quantize_scale) << "[" << k.min << ", " << k.max << "]";
  }
}

struct fc_case {
  std::string name;
  size_t batch = 5, input_channels = 37, output_channels = 19;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false, with_bias = true;
  float output_min = -INFINITY, output_max = INFINITY;
};
void PrintTo(const fc_case& c, std::ostream* os) { *os << c.name; }

class FullyConnectedQd8F32Qc8w : public testing::TestWithParam<fc_case> {};

TEST_P(FullyConnectedQd8F32Qc8w, matches_dequantized_product_bit_for_bit_at_every_thread_count) {
  const fc_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  std::mt19937 rng(5);
  const std::vector<float> input = random_tensor(rng, c.batch * in_stride + XNN_EXTRA_BYTES / sizeof(float));
  const std::vector<int8_t> kernel = random_int8(rng, c.input_channels * c.output_channels);
  std::vector<float> kernel_scale(c.output_channels), bias(c.output_channels);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (float& s : kernel_scale) s = scale_dist(rng) * 0x1.0p-8f;
  for (float& b : bias) b = bias_dist(rng);

  // The input quantized once by the convert operator (itself checked above).
  quantized_rows q;
  run_convert(nullptr, input, c.batch, c.input_channels, in_stride, in_stride, &q);
  if (testing::Test::HasFatalFailure()) return;

  std::vector<float> expected(c.batch * c.output_channels);
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.output_channels; o++) {
      int64_t acc = 0;
      for (size_t i = 0; i < c.input_channels; i++) {
        const int8_t w = c.transpose_weights ? kernel[i * c.output_channels + o] : kernel[o * c.input_channels + i];
        acc += (int64_t(q.values[b * in_stride + i]) - q.params[b].zero_point) * int64_t(w);
      }
      volatile float x = float(acc) * q.params[b].scale;
      x = x * kernel_scale[o];
      x = x + (c.with_bias ? bias[o] : 0.0f);
      expected[b * c.output_channels + o] = std::min(std::max(float(x), c.output_min), c.output_max);
    }
  }

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_qd8_f32_qc8w(c.input_channels, c.output_channels, in_stride, out_stride,
                                                         kernel_scale.data(), kernel.data(),
                                                         c.with_bias ? bias.data() : nullptr, c.output_min,
                                                         c.output_max, flags, nullptr, &raw));
    operator_ptr op = own(raw);
    std::vector<float> output(c.batch * out_stride, untouched_marker());
    size_t workspace_size = 1;
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op.get(), c.batch, &workspace_size, pool));
    ASSERT_EQ(workspace_size, 0u);
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qd8_f32_qc8w(op.get(), q.values.data(), output.data(),
                                                                            nullptr, q.params.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t b = 0; b < c.batch; b++) {
      for (size_t o = 0; o < out_stride; o++) {
        const float actual = output[b * out_stride + o];
        if (o < c.output_channels) {
          const float want = expected[b * c.output_channels + o];
          ASSERT_EQ(std::memcmp(&actual, &want, sizeof(float)), 0)
              << what << ": batch " << b << ", channel " << o << ": " << actual << " != " << want;
        } else {
          ASSERT_TRUE(is_untouched(actual)) << what << ": wrote into the stride gap at batch " << b;
        }
      }
    }
    outputs->add(output);
  });
}

std::vector<fc_case> fc_cases() {
  const xnn_qd8_f32_qc8w_gemm_config* config = xnn_init_qd8_f32_qc8w_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  case_list<fc_case> l;
  // Every batch size up to two tiles of rows (the last strip, and batch 1's GEMV kernel).
  for (size_t batch = 1; batch <= 2 * mr + 1; batch++) {
    l.add("batch" + std::to_string(batch), [&](fc_case& c) { c.batch = batch, c.output_channels = nr + 3; });
  }
  for (size_t oc : {size_t(1), nr - 1, nr, nr + 1, 3 * nr + 5}) {
    l.add("output_channels" + std::to_string(oc), [&](fc_case& c) { c.batch = 3, c.output_channels = oc; });
  }
  for (size_t ic : {size_t(1), size_t(3), size_t(8), size_t(9), size_t(64), size_t(300), size_t(2100)}) {
    l.add("input_channels" + std::to_string(ic), [&](fc_case& c) { c.input_channels = ic, c.output_channels = 2 * nr; });
  }
  l.add("strided", [](fc_case& c) { c.batch = 7, c.input_channels = 21, c.output_channels = 13, c.input_stride = 30,
                                    c.output_stride = 17; });
  l.add("transposed_weights", [](fc_case& c) { c.batch = 6, c.input_channels = 23, c.output_channels = 11,
                                               c.transpose_weights = true; });
  l.add("transposed_weights_batch1", [](fc_case& c) { c.batch = 1, c.transpose_weights = true; });
  l.add("no_bias", [](fc_case& c) { c.with_bias = false; });
  l.add("clamped", [](fc_case& c) { c.output_min = -0.05f, c.output_max = 0.1f; });
  l.add("large_batch", [](fc_case& c) { c.batch = 97, c.input_channels = 64, c.output_channels = 40; });
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQd8F32Qc8w, testing::ValuesIn(fc_cases()),
                         [](const testing::TestParamInfo<fc_case>& info) { return info.param.name; });

class FullyConnectedQdu8F32Qc8w : public testing::TestWithParam<fc_case> {};

// The qdu8 operator on the f32 -> qdu8 convert's rows gives the qd8 operator's bits on the qd8 convert's rows (that
// one checked against the reference above), with no copy of A. Skipped on CPUs without its VNNI kernels.
TEST_P(FullyConnectedQdu8F32Qc8w, gives_the_qd8_operators_bits_at_every_thread_count) {
  const fc_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  std::mt19937 rng(5);
  const std::vector<float> input = random_tensor(rng, c.batch * in_stride + XNN_EXTRA_BYTES / sizeof(float));
  const std::vector<int8_t> kernel = random_int8(rng, c.input_channels * c.output_channels);
  std::vector<float> kernel_scale(c.output_channels), bias(c.output_channels);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (float& s : kernel_scale) s = scale_dist(rng) * 0x1.0p-8f;
  for (float& b : bias) b = bias_dist(rng);
  const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
  const float* b = c.with_bias ? bias.data() : nullptr;

  xnn_operator_t raw = nullptr;
  const xnn_status created =
      xnn_create_fully_connected_nc_qdu8_f32_qc8w(c.input_channels, c.output_channels, in_stride, out_stride,
                                                  kernel_scale.data(), kernel.data(), b, c.output_min, c.output_max,
                                                  flags, nullptr, &raw);
  if (created == xnn_status_unsupported_hardware) GTEST_SKIP() << "no qdu8-f32-qc8w kernels on this CPU";
  ASSERT_EQ(created, xnn_status_success);
  operator_ptr unsigned_op = own(raw);

  quantized_rows q, qu;
  run_convert(nullptr, input, c.batch, c.input_channels, in_stride, in_stride, &q);
  run_convert(nullptr, input, c.batch, c.input_channels, in_stride, in_stride, &qu, true);
  if (testing::Test::HasFatalFailure()) return;
  ASSERT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_qd8_f32_qc8w(c.input_channels, c.output_channels, in_stride, out_stride,
                                                       kernel_scale.data(), kernel.data(), b, c.output_min,
                                                       c.output_max, flags, nullptr, &raw));
  operator_ptr signed_op = own(raw);
  std::vector<float> want(c.batch * out_stride, untouched_marker());
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_fully_connected_nc_qd8_f32_qc8w(signed_op.get(), c.batch, nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qd8_f32_qc8w(signed_op.get(), q.values.data(),
                                                                          want.data(), nullptr, q.params.data()));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(signed_op.get(), nullptr));

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    std::vector<float> output(c.batch * out_stride, untouched_marker());
    size_t workspace_size = 1;
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(unsigned_op.get(), c.batch, &workspace_size, pool));
    ASSERT_EQ(workspace_size, 0u);
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qdu8_f32_qc8w(unsigned_op.get(), qu.values.data(),
                                                                             output.data(), nullptr,
                                                                             qu.params.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(unsigned_op.get(), pool));
    ASSERT_EQ(std::memcmp(output.data(), want.data(), want.size() * sizeof(float)), 0) << what;
    outputs->add(output);
  });
}

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQdu8F32Qc8w, testing::ValuesIn(fc_cases()),
                         [](const testing::TestParamInfo<fc_case>& info) { return info.param.name; });

// On a VNNI CPU the operator copies A + 128 into rows it owns (the qdu8 kernels): reshaping to more rows grows them,
// to fewer reuses them. One operator reshaped 2 -> 40 -> 3 rows gives a fresh operator's bits each time.
TEST(FullyConnectedQd8F32Qc8wReshape, reused_operator_matches_a_fresh_one_at_every_batch) {
  const size_t channels = 70, outputs = 37;
  std::mt19937 rng(9);
  const std::vector<int8_t> kernel = random_int8(rng, channels * outputs);
  std::vector<float> kernel_scale(outputs, 0x1.0p-8f), bias(outputs, 0.25f);
  const auto create = [&]() {
    xnn_operator_t raw = nullptr;
    EXPECT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_qd8_f32_qc8w(channels, outputs, channels, outputs, kernel_scale.data(),
                                                         kernel.data(), bias.data(), -INFINITY, INFINITY, 0, nullptr,
                                                         &raw));
    return own(raw);
  };
  const auto run = [&](xnn_operator_t op, const quantized_rows& q, size_t batch) {
    std::vector<float> output(batch * outputs);
    EXPECT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op, batch, nullptr, nullptr));
    EXPECT_EQ(xnn_status_success,
              xnn_setup_fully_connected_nc_qd8_f32_qc8w(op, q.values.data(), output.data(), nullptr, q.params.data()));
    EXPECT_EQ(xnn_status_success, xnn_run_operator(op, nullptr));
    return output;
  };
  operator_ptr reused = create();
  ASSERT_NE(reused, nullptr);
  for (size_t batch : {size_t(2), size_t(40), size_t(3)}) {
    const std::vector<float> input = random_tensor(rng, batch * channels + XNN_EXTRA_BYTES / sizeof(float));
    quantized_rows q;
    run_convert(nullptr, input, batch, channels, channels, channels, &q);
    if (testing::Test::HasFatalFailure()) return;
    operator_ptr fresh = create();
    const std::vector<float> want = run(fresh.get(), q, batch), got = run(reused.get(), q, batch);
    ASSERT_EQ(std::memcmp(got.data(), want.data(), want.size() * sizeof(float)), 0) << "batch " << batch;
  }
}

TEST(FullyConnectedQd8F32Qc8wCreate, rejects_kernel_scales_that_are_not_positive_normal) {
  const int8_t kernel[12] = {};
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[3] = {1.0f, bad, 1.0f};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qc8w(4, 3, 4, 3, scales, kernel, nullptr, -INFINITY, INFINITY, 0,
                                                         nullptr, &op))
        << bad;
    EXPECT_EQ(op, nullptr);
  }
}

TEST(FullyConnectedQd8F32Qc8wSetup, rejects_null_quantization_params) {
  const int8_t kernel[12] = {};
  const float scales[3] = {1.0f, 1.0f, 1.0f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qd8_f32_qc8w(4, 3, 4, 3, scales, kernel, nullptr,
                                                                           -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op.get(), 2, nullptr, nullptr));
  int8_t input[8 + XNN_EXTRA_BYTES] = {};
  float output[6];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_fully_connected_nc_qd8_f32_qc8w(op.get(), input, output, nullptr, nullptr));
}

}  // namespace
