// Fully connected, qu8 (uint8 activations, uint8 weights of one zero point and one scale), bit for bit against a
// reference that sums (input - input_zero_point) * (kernel - kernel_zero_point) in exact int32 and requantizes with
// the one formula (ukernels/requantization.h) at scale input_scale * kernel_scale / output_scale: batch sizes across
// the tile's rows, odd channel counts, strides, transposed weights, zero points and clamps at both extremes, no bias;
// at 1, 2 and 8 threads with identical bytes; and every rejected argument.
#include <functional>

#include "configs/qu8-gemm-config.h"
#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

// `count` random uint8 values, then XNN_EXTRA_BYTES of zeros that kernels may read past an input's end.
std::vector<uint8_t> random_uint8(std::mt19937& rng, size_t count) {
  std::uniform_int_distribution<int32_t> dist(0, 255);
  std::vector<uint8_t> values(count + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < count; i++) values[i] = uint8_t(dist(rng));
  return values;
}

struct qu8_fc_case {
  std::string name;
  size_t batch, input_channels, output_channels;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false;
  bool with_bias = true;
  int32_t input_zero_point = 131, kernel_zero_point = 120, output_zero_point = 125;
  int32_t output_min = 0, output_max = 255;
  float output_scale = 0.0f;  // 0: one that spreads the results over most of the uint8 range
};

// gtest prints a case by its name (not its bytes, padding included).
void PrintTo(const qu8_fc_case& c, std::ostream* os) { *os << c.name; }

void check_case(const qu8_fc_case& c) {
  std::mt19937 rng(11);
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  const std::vector<uint8_t> input = random_uint8(rng, c.batch * in_stride);
  const std::vector<uint8_t> kernel = random_uint8(rng, c.input_channels * c.output_channels);
  std::vector<int32_t> bias(c.output_channels);
  std::uniform_int_distribution<int32_t> bias_dist(-20000, 20000);
  for (int32_t& b : bias) b = bias_dist(rng);
  const float input_scale = 0.5f, kernel_scale = 0x1.3p-7f;
  // Sums of K products of two values within 255 of their zero points spread over about 128 * 128 * sqrt(K); map that
  // to ~100 output steps.
  const float output_scale = c.output_scale != 0.0f
                                 ? c.output_scale
                                 : input_scale * kernel_scale * 128.0f * 128.0f *
                                       std::sqrt(float(c.input_channels)) / 100.0f;
  const float scale = input_scale * kernel_scale / output_scale;

  std::vector<uint8_t> expected(c.batch * c.output_channels);
  const xnn_qs8_minmax_params params = {c.output_zero_point, c.output_min, c.output_max};
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.output_channels; o++) {
      int32_t acc = c.with_bias ? bias[o] : 0;
      for (size_t i = 0; i < c.input_channels; i++) {
        const uint8_t w = c.transpose_weights ? kernel[i * c.output_channels + o] : kernel[o * c.input_channels + i];
        acc += (int32_t(input[b * in_stride + i]) - c.input_zero_point) * (int32_t(w) - c.kernel_zero_point);
      }
      expected[b * c.output_channels + o] = uint8_t(xnn_requantize_fp32(acc, scale, params));
    }
  }

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_qu8(c.input_channels, c.output_channels, in_stride, out_stride,
                                                uint8_t(c.input_zero_point), input_scale,
                                                uint8_t(c.kernel_zero_point), kernel_scale, kernel.data(),
                                                c.with_bias ? bias.data() : nullptr, uint8_t(c.output_zero_point),
                                                output_scale, uint8_t(c.output_min), uint8_t(c.output_max), flags,
                                                nullptr, &raw));
    operator_ptr op = own(raw);
    const uint8_t kMarker = 0x5A;
    std::vector<uint8_t> output(c.batch * out_stride, kMarker);
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qu8(op.get(), c.batch, pool));
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qu8(op.get(), input.data(), output.data()));
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

std::vector<qu8_fc_case> cases() {
  std::vector<qu8_fc_case> all;
  const xnn_qu8_gemm_config* config = xnn_init_qu8_gemm_config();
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
  all.push_back({"strided", 7, 21, 13, 30, 17});
  qu8_fc_case transposed{"transposed_weights", 6, 23, 11};
  transposed.transpose_weights = true;
  all.push_back(transposed);
  qu8_fc_case no_bias{"no_bias", 4, 16, 9};
  no_bias.with_bias = false;
  all.push_back(no_bias);
  for (int32_t zp : {0, 255}) {
    qu8_fc_case extreme{zp == 0 ? "zero_points_0" : "zero_points_255", 5, 33, 20};
    extreme.input_zero_point = extreme.kernel_zero_point = extreme.output_zero_point = zp;
    all.push_back(extreme);
  }
  qu8_fc_case clamped{"clamped", 5, 40, 24};
  clamped.output_min = 100, clamped.output_max = 150;
  all.push_back(clamped);
  qu8_fc_case saturated{"saturated_both_ends", 5, 40, 24};
  saturated.output_scale = 1e-3f;  // most results far outside [0, 255]
  all.push_back(saturated);
  qu8_fc_case single{"output_min_equals_max", 2, 8, 4};
  single.output_min = single.output_max = 7;
  all.push_back(single);
  return all;
}

class FullyConnectedQu8 : public testing::TestWithParam<qu8_fc_case> {};

TEST_P(FullyConnectedQu8, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQu8, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qu8_fc_case>& info) { return info.param.name; });

struct qu8_fc_args {
  size_t ic = 4, oc = 3, istride = 4, ostride = 3;
  float input_scale = 1.0f, kernel_scale = 0.5f, output_scale = 1.0f;
  bool null_kernel = false;
  uint8_t output_min = 0, output_max = 255;
  uint32_t flags = 0;
};

struct qu8_fc_rejection {
  const char* name;
  std::function<void(qu8_fc_args&)> change;
  xnn_status expected;
};

void PrintTo(const qu8_fc_rejection& r, std::ostream* os) { *os << r.name; }

class FullyConnectedQu8CreateRejects : public testing::TestWithParam<qu8_fc_rejection> {};

TEST_P(FullyConnectedQu8CreateRejects, argument) {
  qu8_fc_args a;
  GetParam().change(a);
  const std::vector<uint8_t> kernel(64, 1);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected,
            xnn_create_fully_connected_nc_qu8(a.ic, a.oc, a.istride, a.ostride, 128, a.input_scale, 128,
                                              a.kernel_scale, a.null_kernel ? nullptr : kernel.data(), nullptr, 128,
                                              a.output_scale, a.output_min, a.output_max, a.flags, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, FullyConnectedQu8CreateRejects,
    testing::Values(
        qu8_fc_rejection{"input_scale_0", [](qu8_fc_args& a) { a.input_scale = 0.0f; }, xnn_status_invalid_parameter},
        qu8_fc_rejection{"input_scale_nan", [](qu8_fc_args& a) { a.input_scale = NAN; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"output_scale_infinite", [](qu8_fc_args& a) { a.output_scale = INFINITY; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"output_scale_negative", [](qu8_fc_args& a) { a.output_scale = -1.0f; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"kernel_scale_0", [](qu8_fc_args& a) { a.kernel_scale = 0.0f; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"kernel_scale_nan", [](qu8_fc_args& a) { a.kernel_scale = NAN; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"kernel_scale_infinite", [](qu8_fc_args& a) { a.kernel_scale = INFINITY; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"kernel_scale_subnormal", [](qu8_fc_args& a) { a.kernel_scale = 1e-40f; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"requantization_scale_256",
                         [](qu8_fc_args& a) { a.input_scale = 512.0f, a.output_scale = 1.0f; },
                         xnn_status_unsupported_parameter},
        qu8_fc_rejection{"output_min_above_max", [](qu8_fc_args& a) { a.output_min = 5, a.output_max = 4; },
                         xnn_status_invalid_parameter},
        qu8_fc_rejection{"kernel_null", [](qu8_fc_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        qu8_fc_rejection{"input_channels_0", [](qu8_fc_args& a) { a.ic = 0; }, xnn_status_invalid_parameter},
        qu8_fc_rejection{"unknown_flag", [](qu8_fc_args& a) { a.flags = 0x4; }, xnn_status_unsupported_parameter},
        qu8_fc_rejection{"channels_overflow",
                         [](qu8_fc_args& a) { a.ic = a.istride = SIZE_MAX / 2, a.oc = a.ostride = 3; },
                         xnn_status_invalid_parameter}),
    [](const testing::TestParamInfo<qu8_fc_rejection>& info) { return std::string(info.param.name); });

// A qs8 operator is not a qu8 one: each datatype's reshape and setup refuse the other's operators.
TEST(FullyConnectedQu8Kinds, reshape_of_the_other_datatype_is_refused) {
  const std::vector<int8_t> qs8_kernel(6, 1);
  const std::vector<uint8_t> qu8_kernel(6, 1);
  xnn_operator_t qs8 = nullptr, qu8 = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qs8(2, 3, 2, 3, 0, 1.0f, 0.5f, qs8_kernel.data(),
                                                                  nullptr, 0, 1.0f, -128, 127, 0, nullptr, &qs8));
  operator_ptr owned_qs8 = own(qs8);
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qu8(2, 3, 2, 3, 128, 1.0f, 128, 0.5f, qu8_kernel.data(),
                                                                  nullptr, 128, 1.0f, 0, 255, 0, nullptr, &qu8));
  operator_ptr owned_qu8 = own(qu8);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qu8(qs8, 1, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qs8(qu8, 1, nullptr));
}

}  // namespace
