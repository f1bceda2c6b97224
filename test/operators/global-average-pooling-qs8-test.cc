// The qs8 global average pooling operator, bit for bit against a reference that sums in exact int32 and requantizes
// with the one formula (ukernels/requantization.h) at scale input_scale / output_scale / width: widths on both sides
// of the unipass kernel's 7 rows (multipass with workspace beyond), odd channel counts and counts past the
// 256-channel blocks, strides, batch 0, 1 and many, zero points at both extremes, clamping; at 1, 2 and 8 threads
// with identical bytes; and every rejected argument.
#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct qs8_gavgpool_case {
  size_t batch, width, channels, input_stride, output_stride;
  int32_t input_zero_point = 3, output_zero_point = -5;
  int32_t output_min = -128, output_max = 127;
  float input_scale = 0.5f, output_scale = 0.25f;
};

std::vector<int8_t> run(const qs8_gavgpool_case& t, const std::vector<int8_t>& input, pthreadpool_t pool) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_qs8(int8_t(t.input_zero_point), t.input_scale,
                                                      int8_t(t.output_zero_point), t.output_scale,
                                                      int8_t(t.output_min), int8_t(t.output_max), 0, &raw),
            xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<int8_t> output(t.batch * t.output_stride, int8_t(0x5A));
  size_t workspace_size = 1, workspace_alignment = 0;
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_qs8(raw, t.batch, t.width, t.channels, t.input_stride,
                                                       t.output_stride, &workspace_size, &workspace_alignment, pool),
            xnn_status_success);
  EXPECT_LE(workspace_alignment, 64u);
  // Filled with garbage: a kernel reading scratch it did not write would change the result.
  std::vector<unsigned char> workspace(workspace_size + 64, 0xA5);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_qs8(raw, workspace_size != 0 ? workspace.data() : nullptr,
                                                     input.data(), output.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  return output;
}

void check(const qs8_gavgpool_case& t) {
  std::mt19937 rng(uint32_t(t.batch * 131 + t.width * 17 + t.channels));
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> input(t.batch * t.width * t.input_stride);
  for (int8_t& x : input) x = int8_t(dist(rng));
  const std::string name = "batch " + std::to_string(t.batch) + ", width " + std::to_string(t.width) +
                           ", channels " + std::to_string(t.channels) + ", strides " +
                           std::to_string(t.input_stride) + "/" + std::to_string(t.output_stride);
  const float scale = t.input_scale / t.output_scale / float(t.width);
  const xnn_qs8_minmax_params params{t.output_zero_point, t.output_min, t.output_max};
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const std::vector<int8_t> y = run(t, input, pool);
    for (size_t b = 0; b < t.batch; b++) {
      for (size_t c = 0; c < t.output_stride; c++) {
        if (c >= t.channels) {
          ASSERT_EQ(y[b * t.output_stride + c], int8_t(0x5A)) << what << ": wrote into the stride gap of item " << b;
          continue;
        }
        int32_t sum = 0;
        for (size_t w = 0; w < t.width; w++) sum += input[(b * t.width + w) * t.input_stride + c];
        const int32_t expected = xnn_requantize_fp32(sum - int32_t(t.width) * t.input_zero_point, scale, params);
        ASSERT_EQ(int(y[b * t.output_stride + c]), expected) << what << ": item " << b << ", channel " << c;
      }
    }
    outputs->add(y);
  });
}

TEST(global_average_pooling_nwc_qs8, widths_around_the_unipass_tile) {
  for (size_t width : {1, 2, 6, 7, 8, 13, 14, 15, 49, 50}) check({2, width, 19, 19, 19});
}

TEST(global_average_pooling_nwc_qs8, channel_counts) {
  for (size_t channels : {1, 3, 15, 16, 17, 33, 255, 256, 257, 600}) check({3, 9, channels, channels, channels});
}

TEST(global_average_pooling_nwc_qs8, strides) {
  check({3, 5, 21, 30, 25});
  check({3, 20, 21, 30, 25});
}

TEST(global_average_pooling_nwc_qs8, batch_sizes) {
  for (size_t batch : {0, 1, 64}) check({batch, 10, 7, 7, 7});
}

TEST(global_average_pooling_nwc_qs8, zero_points_at_both_extremes) {
  for (int32_t zp : {-128, 127}) {
    qs8_gavgpool_case t{2, 12, 35, 35, 35};
    t.input_zero_point = t.output_zero_point = zp;
    check(t);
  }
}

TEST(global_average_pooling_nwc_qs8, clamps_and_saturates) {
  qs8_gavgpool_case clamped{2, 12, 35, 35, 35};
  clamped.output_min = -20, clamped.output_max = 30;
  check(clamped);
  qs8_gavgpool_case single{2, 3, 35, 35, 35};
  single.output_min = single.output_max = 7;
  check(single);
  qs8_gavgpool_case saturated{2, 12, 35, 35, 35};
  saturated.input_scale = 100.0f, saturated.output_scale = 1.0f;  // most means far outside -128..127
  check(saturated);
}

struct qs8_gavgpool_rejection {
  const char* name;
  float input_scale, output_scale;
  int8_t output_min, output_max;
  uint32_t flags;
  xnn_status expected;
};

class GlobalAveragePoolingQs8CreateRejects : public testing::TestWithParam<qs8_gavgpool_rejection> {};

TEST_P(GlobalAveragePoolingQs8CreateRejects, argument) {
  const qs8_gavgpool_rejection& r = GetParam();
  xnn_operator_t op = nullptr;
  EXPECT_EQ(r.expected, xnn_create_global_average_pooling_nwc_qs8(0, r.input_scale, 0, r.output_scale, r.output_min,
                                                                  r.output_max, r.flags, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, GlobalAveragePoolingQs8CreateRejects,
    testing::Values(
        qs8_gavgpool_rejection{"input_scale_0", 0.0f, 1.0f, -128, 127, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"input_scale_nan", NAN, 1.0f, -128, 127, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"input_scale_subnormal", 1e-40f, 1.0f, -128, 127, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"output_scale_infinite", 1.0f, INFINITY, -128, 127, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"output_scale_negative", 1.0f, -1.0f, -128, 127, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"scale_ratio_256", 256.0f, 1.0f, -128, 127, 0, xnn_status_unsupported_parameter},
        qs8_gavgpool_rejection{"output_min_above_max", 1.0f, 1.0f, 5, 4, 0, xnn_status_invalid_parameter},
        qs8_gavgpool_rejection{"unknown_flag", 1.0f, 1.0f, -128, 127, 0x80000000u,
                               xnn_status_unsupported_parameter}),
    [](const testing::TestParamInfo<qs8_gavgpool_rejection>& info) { return std::string(info.param.name); });

TEST(global_average_pooling_nwc_qs8, reshape_rejects) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_global_average_pooling_nwc_qs8(0, 1e-33f, 0, 1.0f, -128, 127, 0, &raw));
  operator_ptr owned = own(raw);
  size_t size, alignment;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_qs8(raw, 1, 0, 3, 3, 3, &size, &alignment, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_qs8(raw, 1, 4, 0, 3, 3, &size, &alignment, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_qs8(raw, 1, 4, 3, 2, 3, &size, &alignment, nullptr));
  // 1e-33 / 2^20 is below the smallest normal float.
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_qs8(raw, 1, size_t(1) << 20, 3, 3, 3, &size, &alignment, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_global_average_pooling_nwc_qs8(
                                              raw, 1, (size_t(1) << 23) + 1, 3, 3, 3, &size, &alignment, nullptr));
}

// An f32 operator is not a qs8 one, and the other way round.
TEST(global_average_pooling_nwc_qs8, reshape_of_the_other_datatype_is_refused) {
  xnn_operator_t f32 = nullptr, qs8 = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_global_average_pooling_nwc_f32(-INFINITY, INFINITY, 0, &f32));
  ASSERT_EQ(xnn_status_success, xnn_create_global_average_pooling_nwc_qs8(0, 1.0f, 0, 1.0f, -128, 127, 0, &qs8));
  operator_ptr owned_f32 = own(f32), owned_qs8 = own(qs8);
  size_t size, alignment;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_qs8(f32, 1, 4, 3, 3, 3, &size, &alignment, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_global_average_pooling_nwc_f32(qs8, 1, 4, 3, 3, 3, &size, &alignment, nullptr));
}

}  // namespace
