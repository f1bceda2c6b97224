// Fully connected, qs8 activations and per-channel int8 weights (qs8_qc8w), bit for bit against a reference that sums
// in exact int32 and requantizes with the one formula (ukernels/requantization.h) at scale input_scale *
// kernel_scale[o] / output_scale: batch sizes across the tile's rows, odd channel counts, strides, transposed
// weights, zero points and clamps at the extremes, no bias; at 1, 2 and 8 threads with identical bytes; and every
// rejected argument. The per-tensor operator (xnn_*_fully_connected_nc_qs8, one kernel scale) runs a subset of the
// same cases against the same reference.
#include <algorithm>
#include <functional>

#include "configs/qs8-qc8w-gemm-config.h"
#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct qs8_fc_case {
  std::string name;
  size_t batch, input_channels, output_channels;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false;
  bool with_bias = true;
  int32_t input_zero_point = 3, output_zero_point = -5;
  int32_t output_min = -128, output_max = 127;
  float output_scale = 0.0f;  // 0: one that spreads the results over most of the int8 range
  bool per_tensor = false;    // xnn_*_fully_connected_nc_qs8: one kernel scale for every channel
};

// gtest prints a case by its name (not its bytes, padding included).
void PrintTo(const qs8_fc_case& c, std::ostream* os) { *os << c.name; }

void check_case(const qs8_fc_case& c) {
  std::mt19937 rng(7);
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  const std::vector<int8_t> input = random_int8(rng, c.batch * in_stride);
  const std::vector<int8_t> kernel = random_int8(rng, c.input_channels * c.output_channels);
  std::vector<int32_t> bias(c.output_channels);
  std::vector<float> kernel_scale(c.output_channels);
  std::uniform_int_distribution<int32_t> bias_dist(-20000, 20000);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f);
  for (int32_t& b : bias) b = bias_dist(rng);
  for (float& s : kernel_scale) s = scale_dist(rng) * 0x1.0p-7f;
  if (c.per_tensor) std::fill(kernel_scale.begin(), kernel_scale.end(), kernel_scale[0]);
  const float input_scale = 0.5f;
  // Sums of K products of two int8 values spread over about 128 * 128 * sqrt(K); map that to ~100 output steps.
  const float output_scale = c.output_scale != 0.0f
                                 ? c.output_scale
                                 : input_scale * 0x1.0p-7f * 128.0f * 128.0f *
                                       std::sqrt(float(c.input_channels)) / 100.0f;

  std::vector<int8_t> expected(c.batch * c.output_channels);
  const xnn_qs8_minmax_params params = {c.output_zero_point, c.output_min, c.output_max};
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.output_channels; o++) {
      int32_t acc = c.with_bias ? bias[o] : 0;
      for (size_t i = 0; i < c.input_channels; i++) {
        const int8_t w = c.transpose_weights ? kernel[i * c.output_channels + o] : kernel[o * c.input_channels + i];
        acc += (int32_t(input[b * in_stride + i]) - c.input_zero_point) * int32_t(w);
      }
      const float scale = input_scale * kernel_scale[o] / output_scale;
      expected[b * c.output_channels + o] = int8_t(xnn_requantize_fp32(acc, scale, params));
    }
  }

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
    const int32_t* bias_data = c.with_bias ? bias.data() : nullptr;
    if (c.per_tensor) {
      ASSERT_EQ(xnn_status_success,
                xnn_create_fully_connected_nc_qs8(c.input_channels, c.output_channels, in_stride, out_stride,
                                                  int8_t(c.input_zero_point), input_scale, kernel_scale[0],
                                                  kernel.data(), bias_data, int8_t(c.output_zero_point), output_scale,
                                                  int8_t(c.output_min), int8_t(c.output_max), flags, nullptr, &raw));
    } else {
      ASSERT_EQ(xnn_status_success,
                xnn_create_fully_connected_nc_qs8_qc8w(
                    c.input_channels, c.output_channels, in_stride, out_stride, int8_t(c.input_zero_point),
                    input_scale, kernel_scale.data(), kernel.data(), bias_data, int8_t(c.output_zero_point),
                    output_scale, int8_t(c.output_min), int8_t(c.output_max), flags, nullptr, &raw));
    }
    operator_ptr op = own(raw);
    const int8_t kMarker = 0x5A;
    std::vector<int8_t> output(c.batch * out_stride, kMarker);
    if (c.per_tensor) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qs8(op.get(), c.batch, pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qs8(op.get(), input.data(), output.data()));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qs8_qc8w(op.get(), c.batch, pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qs8_qc8w(op.get(), input.data(), output.data()));
    }
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t b = 0; b < c.batch; b++) {
      for (size_t o = 0; o < out_stride; o++) {
        if (o < c.output_channels) {
          ASSERT_EQ(int(output[b * out_stride + o]), int(expected[b * c.output_channels + o]))
              << what << ": batch " << b << ", channel " << o;
        } else {
          ASSERT_EQ(output[b * out_stride + o], kMarker) << what << ": wrote into the stride gap at batch " << b;
        }
      }
    }
    outputs->add(output);
  });
}

std::vector<qs8_fc_case> cases() {
  std::vector<qs8_fc_case> all;
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  // Every batch size up to two tiles of rows (the last strip, and batch 1's GEMV kernel).
  for (size_t batch = 1; batch <= 2 * mr + 1; batch++) {
    all.push_back({"batch" + std::to_string(batch), batch, 37, nr + 3});
  }
  for (size_t oc : {size_t(1), nr - 1, nr, nr + 1, 3 * nr + 5}) {
    all.push_back({"output_channels" + std::to_string(oc), 3, 19, oc});
  }
  for (size_t ic : {size_t(1), size_t(3), size_t(8), size_t(9), size_t(64), size_t(300)}) {
    all.push_back({"input_channels" + std::to_string(ic), 5, ic, 2 * nr});
  }
  qs8_fc_case strided{"strided", 7, 21, 13, 30, 17};
  all.push_back(strided);
  qs8_fc_case transposed{"transposed_weights", 6, 23, 11};
  transposed.transpose_weights = true;
  all.push_back(transposed);
  qs8_fc_case no_bias{"no_bias", 4, 16, 9};
  no_bias.with_bias = false;
  all.push_back(no_bias);
  for (int32_t zp : {-128, 127}) {
    qs8_fc_case extreme{zp < 0 ? "zero_points_min" : "zero_points_max", 5, 33, 20};
    extreme.input_zero_point = zp, extreme.output_zero_point = zp;
    all.push_back(extreme);
  }
  qs8_fc_case clamped{"clamped", 5, 40, 24};
  clamped.output_min = -20, clamped.output_max = 30;
  all.push_back(clamped);
  qs8_fc_case saturated{"saturated_both_ends", 5, 40, 24};
  saturated.output_scale = 1e-3f;  // most results far outside [-128, 127]
  all.push_back(saturated);
  qs8_fc_case single{"output_min_equals_max", 2, 8, 4};
  single.output_min = single.output_max = 7;
  all.push_back(single);
  // The per-tensor operator: the same kernels with one scale, over tails, transposed weights and the extremes.
  const size_t per_channel_cases = all.size();
  for (size_t i = 0; i < per_channel_cases; i++) {
    const std::string& n = all[i].name;
    if (n == "batch1" || n == "batch" + std::to_string(mr + 1) || n == "output_channels" + std::to_string(nr + 1) ||
        n == "input_channels300" || n == "transposed_weights" || n == "no_bias" || n == "zero_points_min" ||
        n == "zero_points_max" || n == "saturated_both_ends" || n == "strided") {
      qs8_fc_case per_tensor = all[i];
      per_tensor.name = "per_tensor_" + n;
      per_tensor.per_tensor = true;
      all.push_back(per_tensor);
    }
  }
  return all;
}

class FullyConnectedQs8 : public testing::TestWithParam<qs8_fc_case> {};

TEST_P(FullyConnectedQs8, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQs8, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qs8_fc_case>& info) { return info.param.name; });

struct qs8_fc_args {
  size_t ic = 4, oc = 3, istride = 4, ostride = 3;
  float input_scale = 1.0f, output_scale = 1.0f;
  std::vector<float> kernel_scale = {0.5f, 0.25f, 0.125f};
  bool null_kernel_scale = false, null_kernel = false;
  int8_t output_min = -128, output_max = 127;
  uint32_t flags = 0;
};

struct qs8_fc_rejection {
  const char* name;
  std::function<void(qs8_fc_args&)> change;
  xnn_status expected;
};

void PrintTo(const qs8_fc_rejection& r, std::ostream* os) { *os << r.name; }

class FullyConnectedQs8CreateRejects : public testing::TestWithParam<qs8_fc_rejection> {};

TEST_P(FullyConnectedQs8CreateRejects, argument) {
  qs8_fc_args a;
  GetParam().change(a);
  const std::vector<int8_t> kernel(64, 1);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected,
            xnn_create_fully_connected_nc_qs8_qc8w(a.ic, a.oc, a.istride, a.ostride, 0, a.input_scale,
                                                   a.null_kernel_scale ? nullptr : a.kernel_scale.data(),
                                                   a.null_kernel ? nullptr : kernel.data(), nullptr, 0,
                                                   a.output_scale, a.output_min, a.output_max, a.flags, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, FullyConnectedQs8CreateRejects,
    testing::Values(
        qs8_fc_rejection{"input_scale_0", [](qs8_fc_args& a) { a.input_scale = 0.0f; }, xnn_status_invalid_parameter},
        qs8_fc_rejection{"input_scale_nan", [](qs8_fc_args& a) { a.input_scale = NAN; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"output_scale_infinite", [](qs8_fc_args& a) { a.output_scale = INFINITY; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"output_scale_negative", [](qs8_fc_args& a) { a.output_scale = -1.0f; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"kernel_scale_null", [](qs8_fc_args& a) { a.null_kernel_scale = true; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"one_kernel_scale_subnormal", [](qs8_fc_args& a) { a.kernel_scale[2] = 1e-40f; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"requantization_scale_256",
                         [](qs8_fc_args& a) { a.input_scale = 512.0f, a.output_scale = 1.0f; },
                         xnn_status_unsupported_parameter},
        qs8_fc_rejection{"output_min_above_max", [](qs8_fc_args& a) { a.output_min = 5, a.output_max = 4; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"kernel_null", [](qs8_fc_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        qs8_fc_rejection{"input_channels_0", [](qs8_fc_args& a) { a.ic = 0; }, xnn_status_invalid_parameter},
        qs8_fc_rejection{"unknown_flag", [](qs8_fc_args& a) { a.flags = 0x4; }, xnn_status_unsupported_parameter},
        qs8_fc_rejection{"channels_overflow",
                         [](qs8_fc_args& a) { a.ic = a.istride = SIZE_MAX / 2, a.oc = a.ostride = 3; },
                         xnn_status_invalid_parameter}),
    [](const testing::TestParamInfo<qs8_fc_rejection>& info) { return std::string(info.param.name); });

class FullyConnectedQs8PerTensorCreateRejects : public testing::TestWithParam<qs8_fc_rejection> {};

// The per-tensor operator refuses what the per-channel one does, with its one kernel scale checked by name.
TEST_P(FullyConnectedQs8PerTensorCreateRejects, argument) {
  qs8_fc_args a;
  GetParam().change(a);
  const std::vector<int8_t> kernel(64, 1);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected,
            xnn_create_fully_connected_nc_qs8(a.ic, a.oc, a.istride, a.ostride, 0, a.input_scale, a.kernel_scale[0],
                                              a.null_kernel ? nullptr : kernel.data(), nullptr, 0, a.output_scale,
                                              a.output_min, a.output_max, a.flags, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, FullyConnectedQs8PerTensorCreateRejects,
    testing::Values(
        qs8_fc_rejection{"kernel_scale_0", [](qs8_fc_args& a) { a.kernel_scale[0] = 0.0f; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"kernel_scale_nan", [](qs8_fc_args& a) { a.kernel_scale[0] = NAN; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"kernel_scale_subnormal", [](qs8_fc_args& a) { a.kernel_scale[0] = 1e-40f; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"requantization_scale_256",
                         [](qs8_fc_args& a) { a.input_scale = 1024.0f, a.output_scale = 1.0f; },
                         xnn_status_unsupported_parameter},
        qs8_fc_rejection{"output_min_above_max", [](qs8_fc_args& a) { a.output_min = 5, a.output_max = 4; },
                         xnn_status_invalid_parameter},
        qs8_fc_rejection{"kernel_null", [](qs8_fc_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        qs8_fc_rejection{"unknown_flag", [](qs8_fc_args& a) { a.flags = 0x4; }, xnn_status_unsupported_parameter}),
    [](const testing::TestParamInfo<qs8_fc_rejection>& info) { return std::string(info.param.name); });

// An f32 operator is not a qs8 one: each datatype's reshape and setup refuse the other's operators.
TEST(FullyConnectedQs8Kinds, reshape_of_the_other_datatype_is_refused) {
  const std::vector<float> f32_kernel(6, 1.0f);
  xnn_operator_t f32_op = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(2, 3, 2, 3, f32_kernel.data(), nullptr, -INFINITY,
                                                                  INFINITY, 0, nullptr, &f32_op));
  operator_ptr owned = own(f32_op);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qs8_qc8w(f32_op, 1, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qs8(f32_op, 1, nullptr));
}

// The per-channel and per-tensor operators are different kinds: neither's reshape takes the other's operator.
TEST(FullyConnectedQs8Kinds, per_tensor_and_per_channel_are_distinct_kinds) {
  const std::vector<int8_t> kernel(6, 1);
  const float scales[3] = {0.5f, 0.5f, 0.5f};
  xnn_operator_t per_tensor = nullptr, per_channel = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qs8(2, 3, 2, 3, 0, 1.0f, 0.5f, kernel.data(), nullptr,
                                                                  0, 1.0f, -128, 127, 0, nullptr, &per_tensor));
  operator_ptr owned_per_tensor = own(per_tensor);
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qs8_qc8w(2, 3, 2, 3, 0, 1.0f, scales, kernel.data(),
                                                                       nullptr, 0, 1.0f, -128, 127, 0, nullptr,
                                                                       &per_channel));
  operator_ptr owned_per_channel = own(per_channel);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qs8_qc8w(per_tensor, 1, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qs8(per_channel, 1, nullptr));
}

}  // namespace
