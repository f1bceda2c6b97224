// xnn_*_fully_connected_nc_qd8_f16_qc8w, _qc4w and _qb4w: int8 rows with their own zero points and scales (as the
// f16 -> qd8 convert writes them), per-channel int8 or 4-bit weights or 4-bit weights with a bf16 scale per block,
// fp16 output, bit for bit against a reference that sums the integer products exactly, applies the scales in the
// documented order, clamps to the fp16-rounded bounds and rounds once to fp16; at 1, 2 and 8 threads with identical
// bytes; fed by the f16 -> qd8 convert; and rejected arguments.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "configs/qd8-f16-qb4w-gemm-config.h"
#include "configs/qd8-f16-qc4w-gemm-config.h"
#include "configs/qd8-f16-qc8w-gemm-config.h"
#include "operator-tester.h"
#include "packing/qd8-qc4w-gemm-pack.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

struct qd8_rows {
  std::vector<int8_t> values;  // [batch][stride], XNN_EXTRA_BYTES more
  std::vector<xnn_quantization_params> params;
};

qd8_rows random_rows(std::mt19937& rng, size_t batch, size_t stride) {
  qd8_rows q;
  q.values = random_int8(rng, batch * stride + XNN_EXTRA_BYTES);
  std::uniform_int_distribution<int32_t> zero_point(-128, 127);
  std::uniform_real_distribution<float> jitter(0.5f, 2.0f);
  for (size_t b = 0; b < batch; b++) q.params.push_back({zero_point(rng), jitter(rng) * 0x1.0p-7f});
  return q;
}

struct fc_case {
  std::string name;
  size_t batch = 5, input_channels = 37, output_channels = 19;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false, with_bias = true;
  float output_min = -INFINITY, output_max = INFINITY;
  float channel_scale = 0x1.0p-8f;  // kernel scales jitter around it
  bool four_bit = false;             // qc4w (XNNPACK's nibble layout) instead of qc8w
  uint8_t kernel_zero_point = 8;     // qc4w: 8 (unsigned nibbles) or 0 (signed)
  size_t block_size = 0;             // with four_bit: qb4w, a bf16 scale per block of inputs instead of per channel
};
void PrintTo(const fc_case& c, std::ostream* os) { *os << c.name; }

float fp16_rounded(float x) { return xnn_f16_to_f32(xnn_f32_to_f16(x)); }

class FullyConnectedQd8F16Qc8w : public testing::TestWithParam<fc_case> {};

TEST_P(FullyConnectedQd8F16Qc8w, matches_reference_bit_for_bit_at_every_thread_count) {
  const fc_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  std::mt19937 rng(7);
  const qd8_rows q = random_rows(rng, c.batch, in_stride);
  // qc8w: one int8 per weight; qc4w: XNNPACK's nibbles ([output][ceil(input / 2)] bytes, or one transposed stream).
  const size_t kernel_bytes = !c.four_bit ? c.input_channels * c.output_channels
                              : c.transpose_weights ? (c.input_channels * c.output_channels + 1) / 2
                                                    : c.output_channels * ((c.input_channels + 1) / 2);
  const std::vector<int8_t> kernel = random_int8(rng, kernel_bytes);
  const uint8_t* nibbles = reinterpret_cast<const uint8_t*>(kernel.data());
  auto weight = [&](size_t o, size_t i) -> int32_t {
    if (c.four_bit) {
      return c.transpose_weights ? xnn_qc4w_kernel_value_gio(nibbles, c.output_channels, o, i, c.kernel_zero_point)
                                 : xnn_qc4w_kernel_value(nibbles, c.input_channels, o, i, c.kernel_zero_point);
    }
    return c.transpose_weights ? kernel[i * c.output_channels + o] : kernel[o * c.input_channels + i];
  };
  std::vector<float> kernel_scale(c.output_channels), bias(c.output_channels);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (float& s : kernel_scale) s = scale_dist(rng) * c.channel_scale;
  for (float& b : bias) b = bias_dist(rng);
  // qb4w: bf16 scales [output][block], the upper halves of jittered floats.
  const size_t blocks = c.block_size != 0 ? c.input_channels / c.block_size : 0;
  std::vector<uint16_t> block_scale(c.output_channels * blocks);
  for (uint16_t& s : block_scale) s = bf16_upper_bits(scale_dist(rng) * c.channel_scale);

  const float min = fp16_rounded(c.output_min), max = fp16_rounded(c.output_max);
  std::vector<uint16_t> expected(c.batch * c.output_channels);
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.output_channels; o++) {
      auto dot = [&](size_t first, size_t last) {
        int64_t acc = 0;
        for (size_t i = first; i < last; i++) {
          acc += (int64_t(q.values[b * in_stride + i]) - q.params[b].zero_point) * int64_t(weight(o, i));
        }
        return float(acc);
      };
      volatile float x;
      if (c.block_size != 0) {
        volatile float f = 0.0f;
        for (size_t k = 0; k < blocks; k++) {
          const float block_sum = dot(k * c.block_size, (k + 1) * c.block_size);
          volatile float term = block_sum * bf16_to_float(block_scale[o * blocks + k]);
          f = f + term;
        }
        x = f * q.params[b].scale;
      } else {
        x = dot(0, c.input_channels) * q.params[b].scale;
        x = x * kernel_scale[o];
      }
      x = x + (c.with_bias ? bias[o] : 0.0f);
      expected[b * c.output_channels + o] = xnn_f32_to_f16(std::min(std::max(float(x), min), max));
    }
  }

  const uint16_t marker = 0xFEAD;  // a NaN the operator never writes
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
    const float* b = c.with_bias ? bias.data() : nullptr;
    const bool qb4w = c.block_size != 0, qc4w = c.four_bit && !qb4w;
    ASSERT_EQ(xnn_status_success,
              qb4w   ? xnn_create_fully_connected_nc_qd8_f16_qb4w(
                           c.input_channels, c.output_channels, in_stride, out_stride, c.block_size,
                           c.kernel_zero_point, block_scale.data(), kernel.data(), b, c.output_min, c.output_max,
                           flags, nullptr, &raw)
              : qc4w ? xnn_create_fully_connected_nc_qd8_f16_qc4w(
                           c.input_channels, c.output_channels, in_stride, out_stride, c.kernel_zero_point,
                           kernel_scale.data(), kernel.data(), b, c.output_min, c.output_max, flags, nullptr, &raw)
                     : xnn_create_fully_connected_nc_qd8_f16_qc8w(
                           c.input_channels, c.output_channels, in_stride, out_stride, kernel_scale.data(),
                           kernel.data(), b, c.output_min, c.output_max, flags, nullptr, &raw));
    operator_ptr op = own(raw);
    std::vector<uint16_t> output(c.batch * out_stride, marker);
    size_t workspace_size = 1;
    ASSERT_EQ(xnn_status_success,
              qb4w   ? xnn_reshape_fully_connected_nc_qd8_f16_qb4w(op.get(), c.batch, &workspace_size, pool)
              : qc4w ? xnn_reshape_fully_connected_nc_qd8_f16_qc4w(op.get(), c.batch, &workspace_size, pool)
                     : xnn_reshape_fully_connected_nc_qd8_f16_qc8w(op.get(), c.batch, &workspace_size, pool));
    ASSERT_EQ(workspace_size, 0u);
    ASSERT_EQ(xnn_status_success,
              qb4w   ? xnn_setup_fully_connected_nc_qd8_f16_qb4w(op.get(), q.values.data(), output.data(), nullptr,
                                                                 q.params.data())
              : qc4w ? xnn_setup_fully_connected_nc_qd8_f16_qc4w(op.get(), q.values.data(), output.data(), nullptr,
                                                                 q.params.data())
                     : xnn_setup_fully_connected_nc_qd8_f16_qc8w(op.get(), q.values.data(), output.data(), nullptr,
                                                                 q.params.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t b = 0; b < c.batch; b++) {
      for (size_t o = 0; o < out_stride; o++) {
        const uint16_t actual = output[b * out_stride + o];
        if (o < c.output_channels) {
          ASSERT_EQ(actual, expected[b * c.output_channels + o]) << what << ": batch " << b << ", channel " << o;
        } else {
          ASSERT_EQ(actual, marker) << what << ": wrote into the stride gap at batch " << b;
        }
      }
    }
    outputs->add(output);
  });
}

std::vector<fc_case> fc_cases() {
  const xnn_qd8_f16_qc8w_gemm_config* config = xnn_init_qd8_f16_qc8w_gemm_config();
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
  for (size_t ic : {size_t(1), size_t(9), size_t(64), size_t(300)}) {
    l.add("input_channels" + std::to_string(ic), [&](fc_case& c) { c.input_channels = ic, c.output_channels = 2 * nr; });
  }
  l.add("strided", [](fc_case& c) { c.batch = 7, c.input_channels = 21, c.output_channels = 13, c.input_stride = 30,
                                    c.output_stride = 17; });
  l.add("transposed_weights", [](fc_case& c) { c.batch = 6, c.input_channels = 23, c.output_channels = 11,
                                               c.transpose_weights = true; });
  l.add("no_bias", [](fc_case& c) { c.with_bias = false; });
  // Bounds that are not fp16 numbers clamp at the fp16 numbers they round to.
  l.add("clamped", [](fc_case& c) { c.output_min = -0.05f, c.output_max = 0.1f; });
  // Results past 65504 round to infinity.
  l.add("overflow_to_infinity", [](fc_case& c) { c.input_channels = 300, c.channel_scale = 64.0f; });
  l.add("overflow_clamped", [](fc_case& c) { c.input_channels = 300, c.channel_scale = 64.0f,
                                             c.output_min = -1000.0f, c.output_max = 1000.0f; });
  l.add("large_batch", [](fc_case& c) { c.batch = 97, c.input_channels = 64, c.output_channels = 40; });
  // qc4w: the 4-bit tile's rows and tails, odd input counts (a row ends in an unread nibble), both zero points,
  // the transposed nibble stream.
  const xnn_qd8_f16_qc4w_gemm_config* config4 = xnn_init_qd8_f16_qc4w_gemm_config();
  const size_t mr4 = config4 != nullptr ? config4->mr : 4, nr4 = config4 != nullptr ? config4->nr : 16;
  for (size_t batch : {size_t(1), mr4, mr4 + 1}) {
    l.add("qc4w_batch" + std::to_string(batch),
          [&](fc_case& c) { c.four_bit = true, c.batch = batch, c.output_channels = nr4 + 3; });
  }
  for (size_t ic : {size_t(1), size_t(9), size_t(64), size_t(301)}) {
    l.add("qc4w_input_channels" + std::to_string(ic), [&](fc_case& c) {
      c.four_bit = true, c.input_channels = ic, c.output_channels = 2 * nr4 + 1;
    });
  }
  l.add("qc4w_signed_nibbles", [](fc_case& c) { c.four_bit = true, c.kernel_zero_point = 0; });
  l.add("qc4w_transposed_weights", [](fc_case& c) { c.four_bit = true, c.batch = 6, c.input_channels = 23,
                                                    c.output_channels = 11, c.transpose_weights = true; });
  l.add("qc4w_strided_clamped", [](fc_case& c) {
    c.four_bit = true, c.batch = 7, c.input_channels = 21, c.output_channels = 13, c.input_stride = 30,
    c.output_stride = 17, c.output_min = -0.05f, c.output_max = 0.1f;
  });
  // qb4w: the tile's rows and tails, one to several blocks of 32..128, both zero points, the transposed nibble
  // stream, strides with clamping, and results past fp16's range.
  const xnn_qd8_f16_qb4w_gemm_config* configb = xnn_init_qd8_f16_qb4w_gemm_config();
  const size_t mrb = configb != nullptr ? configb->mr : 4, nrb = configb != nullptr ? configb->nr : 16;
  auto qb4w = [](fc_case& c, size_t block_size, size_t blocks) {
    c.four_bit = true, c.block_size = block_size, c.input_channels = block_size * blocks;
  };
  for (size_t batch : {size_t(1), mrb, mrb + 1}) {
    l.add("qb4w_batch" + std::to_string(batch),
          [&](fc_case& c) { qb4w(c, 32, 2), c.batch = batch, c.output_channels = nrb + 3; });
  }
  for (size_t block_size : {32, 64, 128}) {
    for (size_t blocks : {1, 3}) {
      l.add("qb4w_block" + std::to_string(block_size) + "x" + std::to_string(blocks),
            [&](fc_case& c) { qb4w(c, block_size, blocks), c.output_channels = 2 * nrb + 1; });
    }
  }
  l.add("qb4w_signed_nibbles", [&](fc_case& c) { qb4w(c, 32, 2), c.kernel_zero_point = 0; });
  l.add("qb4w_transposed_weights", [&](fc_case& c) { qb4w(c, 32, 2), c.batch = 6, c.output_channels = 11,
                                                     c.transpose_weights = true; });
  l.add("qb4w_strided_clamped", [&](fc_case& c) {
    qb4w(c, 32, 1), c.batch = 7, c.output_channels = 13, c.input_stride = 40, c.output_stride = 17,
    c.output_min = -0.05f, c.output_max = 0.1f;
  });
  l.add("qb4w_no_bias", [&](fc_case& c) { qb4w(c, 64, 2), c.with_bias = false; });
  l.add("qb4w_overflow_to_infinity", [&](fc_case& c) { qb4w(c, 32, 10), c.channel_scale = 64.0f; });
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQd8F16Qc8w, testing::ValuesIn(fc_cases()),
                         [](const testing::TestParamInfo<fc_case>& info) { return info.param.name; });

// fp16 rows -> convert_nc_f16_qd8 -> this operator: the pipeline XNNPACK runs for a dynamically quantized fp16 layer.
// Its result is within one fp16 ulp plus the quantization error of a plain fp32 product of the fp16 values.
TEST(FullyConnectedQd8F16Qc8wPipeline, fed_by_the_f16_to_qd8_convert_approximates_the_float_product) {
  const size_t batch = 3, channels = 40, outputs = 24;
  std::mt19937 rng(11);
  std::vector<uint16_t> input(batch * channels + XNN_EXTRA_BYTES / sizeof(uint16_t));
  std::uniform_real_distribution<float> value(-2.0f, 2.0f);
  for (uint16_t& h : input) h = xnn_f32_to_f16(value(rng));
  const std::vector<int8_t> kernel = random_int8(rng, channels * outputs);
  const std::vector<float> kernel_scale(outputs, 1.0f / 128.0f);

  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convert_nc_f16_qd8(0, &raw));
  operator_ptr convert = own(raw);
  std::vector<int8_t> quantized(batch * channels + XNN_EXTRA_BYTES);
  std::vector<xnn_quantization_params> params(batch + XNN_EXTRA_QUANTIZATION_PARAMS);
  ASSERT_EQ(xnn_status_success, xnn_reshape_convert_nc_f16_qd8(convert.get(), batch, channels, channels, channels,
                                                               nullptr));
  ASSERT_EQ(xnn_status_success,
            xnn_setup_convert_nc_f16_qd8(convert.get(), input.data(), quantized.data(), nullptr, params.data()));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(convert.get(), nullptr));

  ASSERT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_qd8_f16_qc8w(channels, outputs, channels, outputs, kernel_scale.data(),
                                                       kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr fc = own(raw);
  std::vector<uint16_t> output(batch * outputs);
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f16_qc8w(fc.get(), batch, nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qd8_f16_qc8w(fc.get(), quantized.data(), output.data(),
                                                                          nullptr, params.data()));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(fc.get(), nullptr));
  for (size_t b = 0; b < batch; b++) {
    for (size_t o = 0; o < outputs; o++) {
      double exact = 0.0, magnitude = 0.0;
      for (size_t i = 0; i < channels; i++) {
        const double term = double(xnn_f16_to_f32(input[b * channels + i])) * kernel[o * channels + i] / 128.0;
        exact += term;
        magnitude += std::abs(double(kernel[o * channels + i]) / 128.0);
      }
      // Each input moves by at most half a quantization step (range 4 / 255) on its way to int8.
      const double bound = 0.5 * 4.0 / 255.0 * magnitude * 1.01 + std::abs(exact) * 0x1.0p-10 + 1e-3;
      EXPECT_NEAR(xnn_f16_to_f32(output[b * outputs + o]), exact, bound) << "batch " << b << ", channel " << o;
    }
  }
}

TEST(FullyConnectedQd8F16Qc8wCreate, rejects_kernel_scales_that_are_not_positive_normal) {
  const int8_t kernel[12] = {};
  for (float bad : {0.0f, -1.0f, INFINITY, NAN, 0x1.0p-140f}) {
    const float scales[3] = {0.5f, bad, 0.5f};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f16_qc8w(4, 3, 4, 3, scales, kernel, nullptr, -INFINITY, INFINITY, 0,
                                                         nullptr, &op));
    EXPECT_EQ(op, nullptr);
  }
}

TEST(FullyConnectedQd8F16Qc4wCreate, rejects_kernel_zero_points_other_than_0_and_8) {
  const uint8_t kernel[6] = {};
  const float scales[3] = {0.5f, 0.5f, 0.5f};
  for (uint8_t zp : {uint8_t(1), uint8_t(7), uint8_t(9), uint8_t(255)}) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f16_qc4w(4, 3, 4, 3, zp, scales, kernel, nullptr, -INFINITY, INFINITY,
                                                         0, nullptr, &op));
    EXPECT_EQ(op, nullptr);
  }
}

TEST(FullyConnectedQd8F16Qb4wCreate, rejects_block_sizes_that_do_not_divide_into_32_or_the_inputs) {
  const uint8_t kernel[3 * 48] = {};
  const uint16_t scales[6] = {0x3F00, 0x3F00, 0x3F00, 0x3F00, 0x3F00, 0x3F00};
  for (size_t block_size : {size_t(0), size_t(16), size_t(48), size_t(64)}) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f16_qb4w(96, 3, 96, 3, block_size, 8, scales, kernel,
                                                         nullptr, -INFINITY, INFINITY, 0, nullptr, &op))
        << "block size " << block_size;
    EXPECT_EQ(op, nullptr);
  }
}

TEST(FullyConnectedQd8F16Qc8wSetup, rejects_null_quantization_params) {
  const int8_t kernel[12] = {}, input[8 + XNN_EXTRA_BYTES] = {};
  const float scales[3] = {0.5f, 0.5f, 0.5f};
  uint16_t output[6];
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qd8_f16_qc8w(4, 3, 4, 3, scales, kernel, nullptr,
                                                                           -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f16_qc8w(op.get(), 2, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_fully_connected_nc_qd8_f16_qc8w(op.get(), input, output, nullptr, nullptr));
}

}  // namespace
