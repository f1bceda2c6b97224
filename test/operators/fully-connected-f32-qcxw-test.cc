// Fully connected with fp32 input and weights quantized per output channel (f32_qc8w, f32_qc4w: weights-only
// quantization) against a double-precision reference of (bias + sum input * w) * kernel_scale, within the rounding of
// input_channels + 3 terms (relative to the sum of |terms|); at 1, 2 and 8 threads with identical bytes; and the
// arguments create refuses.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "configs/f32-qc4w-gemm-config.h"
#include "configs/f32-qc8w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct qcxw_case {
  std::string name;
  bool four_bit = false;
  size_t batch = 5, input_channels = 37, output_channels = 19;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  uint8_t kernel_zero_point = 8;                // 4-bit only
  bool transpose_weights = false;               // 8-bit only: kernel[input][output]
  bool with_bias = true;
  double cut_low = 0, cut_high = 0;  // clamp: fractions of the reference range cut at each end
};
void PrintTo(const qcxw_case& c, std::ostream* os) { *os << c.name; }

class FullyConnectedF32Qcxw : public testing::TestWithParam<qcxw_case> {};

TEST_P(FullyConnectedF32Qcxw, matches_reference_at_every_thread_count) {
  const qcxw_case& c = GetParam();
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  std::mt19937 rng(17);
  const std::vector<float> input = random_tensor(rng, (c.batch - 1) * in_stride + c.input_channels);
  const size_t row_bytes = c.four_bit ? (c.input_channels + 1) / 2 : c.input_channels;
  const std::vector<int8_t> kernel = random_int8(rng, c.output_channels * row_bytes);
  std::vector<float> kernel_scale(c.output_channels), bias(c.output_channels);
  std::uniform_real_distribution<float> scale_dist(1.0f, 2.0f);
  for (float& s : kernel_scale) s = scale_dist(rng) * 0x1.0p-6f;
  for (float& b : bias) b = scale_dist(rng) * 8.0f - 12.0f;
  // w(o, i): int8 as given ([o][i] or transposed [i][o]); 4-bit: nibble - zero point, XNNPACK's qc4w layout.
  auto w = [&](size_t o, size_t i) -> int32_t {
    if (!c.four_bit) return c.transpose_weights ? kernel[i * c.output_channels + o] : kernel[o * row_bytes + i];
    const uint8_t byte = uint8_t(kernel[o * row_bytes + i / 2]);
    return int32_t(i % 2 == 0 ? byte & 15 : byte >> 4) - int32_t(c.kernel_zero_point);
  };
  reference_result ref;
  ref.resize(c.batch * c.output_channels);
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.output_channels; o++) {
      double sum = c.with_bias ? bias[o] : 0.0, magnitude = std::abs(sum);
      for (size_t i = 0; i < c.input_channels; i++) {
        const double p = double(input[b * in_stride + i]) * w(o, i);
        sum += p, magnitude += std::abs(p);
      }
      ref.value[b * c.output_channels + o] = sum * kernel_scale[o];
      ref.magnitude[b * c.output_channels + o] = magnitude * kernel_scale[o];
    }
  }
  // Named copies, not structured bindings: C++17 lambdas cannot capture those (clang refuses; GCC allows).
  const std::pair<float, float> range = clamp_range(ref, c.cut_low, c.cut_high);
  const float output_min = range.first, output_max = range.second;

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const float* bias_or_null = c.with_bias ? bias.data() : nullptr;
    if (c.four_bit) {
      ASSERT_EQ(xnn_status_success,
                xnn_create_fully_connected_nc_f32_qc4w(
                    c.input_channels, c.output_channels, in_stride, out_stride, c.kernel_zero_point,
                    kernel_scale.data(), reinterpret_cast<const uint8_t*>(kernel.data()), bias_or_null, output_min,
                    output_max, 0, nullptr, &raw));
    } else {
      ASSERT_EQ(xnn_status_success,
                xnn_create_fully_connected_nc_f32_qc8w(c.input_channels, c.output_channels, in_stride, out_stride,
                                                       kernel_scale.data(), kernel.data(), bias_or_null, output_min,
                                                       output_max, c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0,
                                                       nullptr, &raw));
    }
    operator_ptr op = own(raw);
    std::vector<float> output((c.batch - 1) * out_stride + c.output_channels, untouched_marker());
    output.resize(c.batch * out_stride, untouched_marker());
    if (c.four_bit) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32_qc4w(op.get(), c.batch, pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32_qc4w(op.get(), input.data(), output.data()));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32_qc8w(op.get(), c.batch, pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32_qc8w(op.get(), input.data(), output.data()));
    }
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    // The sum's c.input_channels + 1 terms, the bias and the scale's product: input_channels + 3 roundings.
    expect_matches_reference(output, c.batch, c.output_channels, out_stride, ref, output_min, output_max,
                             c.input_channels + 1, what);
    outputs->add(output);
  });
}

std::vector<qcxw_case> qcxw_cases() {
  const xnn_f32_qc8w_gemm_config* config8 = xnn_init_f32_qc8w_gemm_config();
  const xnn_f32_qc4w_gemm_config* config4 = xnn_init_f32_qc4w_gemm_config();
  const size_t mr = config8 != nullptr ? std::max(config8->mr, config4->mr) : 4;
  const size_t nr = config8 != nullptr ? std::max(config8->nr, config4->nr) : 16;
  case_list<qcxw_case> l;
  for (bool four_bit : {false, true}) {
    const std::string kind = four_bit ? "qc4w_" : "qc8w_";
    // Every batch size up to two tiles of rows (the last strip, and batch 1's GEMV kernel).
    for (size_t batch = 1; batch <= 2 * mr + 1; batch++) {
      l.add(kind + "batch" + std::to_string(batch), [&](qcxw_case& c) {
        c.four_bit = four_bit, c.batch = batch, c.output_channels = nr + 3;
      });
    }
    for (size_t oc : {size_t(1), nr - 1, nr + 1, 3 * nr + 5}) {
      l.add(kind + "output_channels" + std::to_string(oc), [&](qcxw_case& c) {
        c.four_bit = four_bit, c.batch = 3, c.output_channels = oc;
      });
    }
    for (size_t ic : {size_t(1), size_t(2), size_t(3), size_t(8), size_t(9), size_t(300), size_t(2101)}) {
      l.add(kind + "input_channels" + std::to_string(ic), [&](qcxw_case& c) {
        c.four_bit = four_bit, c.input_channels = ic, c.output_channels = nr + 1;
      });
    }
    l.add(kind + "strided", [&](qcxw_case& c) {
      c.four_bit = four_bit, c.batch = 7, c.output_channels = 13, c.input_stride = 46, c.output_stride = 17;
    });
    l.add(kind + "no_bias", [&](qcxw_case& c) { c.four_bit = four_bit, c.with_bias = false; });
    l.add(kind + "clamped", [&](qcxw_case& c) { c.four_bit = four_bit, c.cut_low = 0.2, c.cut_high = 0.3; });
    l.add(kind + "large_batch", [&](qcxw_case& c) {
      c.four_bit = four_bit, c.batch = 97, c.input_channels = 128, c.output_channels = 40;
    });
  }
  l.add("qc8w_transposed_weights", [&](qcxw_case& c) { c.batch = 6, c.input_channels = 23, c.transpose_weights = true; });
  l.add("qc8w_transposed_weights_batch1", [&](qcxw_case& c) { c.batch = 1, c.transpose_weights = true; });
  for (int zp : {0, 3, 15, 255}) {
    l.add("qc4w_kernel_zero_point" + std::to_string(zp), [&](qcxw_case& c) {
      c.four_bit = true, c.kernel_zero_point = uint8_t(zp);
    });
  }
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedF32Qcxw, testing::ValuesIn(qcxw_cases()),
                         [](const testing::TestParamInfo<qcxw_case>& info) { return info.param.name; });

TEST(FullyConnectedF32QcxwCreate, rejects_bad_scales) {
  const int8_t kernel[12] = {};
  xnn_operator_t op = nullptr;
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[3] = {1.0f, bad, 1.0f};
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_f32_qc8w(4, 3, 4, 3, scales, kernel, nullptr, -INFINITY, INFINITY, 0,
                                                     nullptr, &op))
        << bad;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_f32_qc4w(4, 3, 4, 3, 8, scales, reinterpret_cast<const uint8_t*>(kernel),
                                                     nullptr, -INFINITY, INFINITY, 0, nullptr, &op))
        << bad;
  }
  EXPECT_EQ(op, nullptr);
}

TEST(FullyConnectedF32Qc4wCreate, refuses_transposed_weights_as_unsupported) {
  const uint8_t kernel[6] = {};
  const float scales[3] = {1.0f, 1.0f, 1.0f};
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_fully_connected_nc_f32_qc4w(4, 3, 4, 3, 8, scales, kernel, nullptr, -INFINITY, INFINITY,
                                                   XNN_FLAG_TRANSPOSE_WEIGHTS, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

}  // namespace
