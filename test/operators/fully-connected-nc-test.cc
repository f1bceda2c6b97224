// Fully connected operator against the reference GEMM: batch sizes (including 1, the GEMV path), odd channel counts,
// strided rows, transposed weights and clamping, at 1, 2 and 8 threads with bit-identical results; and every rejected
// argument and lifecycle misuse.
#include <functional>

#include "configs/f32-gemm-config.h"
#include "operator-tester.h"

namespace {

struct fc_case {
  const char* name;
  size_t batch, input_channels, output_channels;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false;
  bool with_bias = true;
  double cut_low = 0, cut_high = 0;
};

void check_case(const fc_case& c) {
  std::mt19937 rng(3);
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  const std::vector<float> input = random_tensor(rng, c.batch * in_stride);
  const std::vector<float> kernel = random_tensor(rng, c.input_channels * c.output_channels);
  const std::vector<float> bias = random_tensor(rng, c.output_channels);
  reference_result ref;
  ref.resize(c.batch * c.output_channels);
  // Kernel [o][i]: B[k][n] = kernel[n][k], i.e. B transposed; with XNN_FLAG_TRANSPOSE_WEIGHTS kernel is [i][o] = B.
  reference_gemm(c.batch, c.output_channels, c.input_channels, input.data(), in_stride, kernel.data(),
                 !c.transpose_weights, c.transpose_weights ? c.output_channels : c.input_channels,
                 c.with_bias ? bias.data() : nullptr, ref.value.data(), ref.magnitude.data(), c.output_channels);
  const std::pair<float, float> range = clamp_range(ref, c.cut_low, c.cut_high);
  const float min = range.first, max = range.second;

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_f32(c.input_channels, c.output_channels, in_stride, out_stride,
                                                kernel.data(), c.with_bias ? bias.data() : nullptr, min, max,
                                                c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0, nullptr, &raw));
    operator_ptr op = own(raw);
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32(op.get(), c.batch, pool));
    std::vector<float> output(c.batch * out_stride, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_matches_reference(output, c.batch, c.output_channels, out_stride, ref, min, max, c.input_channels, what);
    outputs->add(output);
  });
}

class FullyConnected : public testing::TestWithParam<fc_case> {};

TEST_P(FullyConnected, matches_reference_at_every_thread_count) { check_case(GetParam()); }

// Every batch size up to two of the largest tile: the last strip of rows runs the kernel with the fewest rows that
// covers it (gemm_for_rows), which must give the same results as the full tile.
TEST(FullyConnectedStrips, every_batch_size_up_to_two_tiles) {
  for (size_t batch = 1; batch <= 2 * kXnnMaxGemmMr + 1; batch++) {
    const std::string name = "batch" + std::to_string(batch);
    check_case(fc_case{name.c_str(), batch, 19, 40, 0, 0, false, true, 0.1, 0.1});
  }
}

INSTANTIATE_TEST_SUITE_P(shapes, FullyConnected,
                         testing::Values(fc_case{"batch1", 1, 37, 53}, fc_case{"batch1_wide", 1, 64, 1001},
                                         fc_case{"batch5_odd", 5, 13, 29}, fc_case{"batch23", 23, 31, 17},
                                         fc_case{"one_input_channel", 7, 1, 9}, fc_case{"one_output_channel", 9, 40, 1},
                                         fc_case{"strided_rows", 6, 11, 19, 15, 24},
                                         fc_case{"transposed_weights", 8, 21, 35, 0, 0, true},
                                         fc_case{"transposed_weights_batch1", 1, 19, 70, 0, 0, true},
                                         fc_case{"no_bias", 4, 9, 12, 0, 0, false, false},
                                         fc_case{"clamped", 12, 16, 48, 0, 0, false, true, 0.2, 0.3},
                                         fc_case{"clamped_min_only", 3, 16, 20, 0, 0, false, true, 0.5, 0},
                                         fc_case{"large", 40, 96, 300}),
                         case_name());

TEST(FullyConnectedLifecycle, reshape_to_new_batch_sizes) {
  std::mt19937 rng(5);
  const size_t ic = 10, oc = 18;
  const std::vector<float> kernel = random_tensor(rng, ic * oc);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(ic, oc, ic, oc, kernel.data(), nullptr, -INFINITY,
                                                                  INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  for (size_t batch : {3, 1, 17, 0, 6}) {
    const std::vector<float> input = random_tensor(rng, batch * ic);
    std::vector<float> output(batch * oc, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32(op.get(), batch, test_threadpool(2)));
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), test_threadpool(2)));
    reference_result ref;
    ref.resize(batch * oc);
    reference_gemm(batch, oc, ic, input.data(), ic, kernel.data(), true, ic, nullptr, ref.value.data(),
                   ref.magnitude.data(), oc);
    expect_matches_reference(output, batch, oc, oc, ref, -INFINITY, INFINITY, ic, "batch " + std::to_string(batch));
  }
}

TEST(FullyConnectedLifecycle, setup_before_reshape_and_run_before_setup_are_invalid_state) {
  std::vector<float> kernel(6, 1.0f), input(8), output(6);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(2, 3, 2, 3, kernel.data(), nullptr, -INFINITY,
                                                                  INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_state, xnn_setup_fully_connected_nc_f32(op.get(), input.data(), output.data()));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32(op.get(), 2, nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32(op.get(), input.data(), output.data()));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_fully_connected_nc_f32(op.get(), nullptr, output.data()));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_fully_connected_nc_f32(op.get(), input.data(), nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_f32(nullptr, 2, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_f32(op.get(), SIZE_MAX / 4, nullptr))
      << "batch size whose rows overflow";
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr)) << "after a failed reshape";
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_delete_operator(nullptr)) << "NULL, as in XNNPACK";
}

struct fc_args : create_args_base {
  size_t ic = 4, oc = 5, istride = 4, ostride = 5;
};

using fc_rejection = rejection<fc_args>;

class FullyConnectedCreateRejects : public testing::TestWithParam<fc_rejection> {};

TEST_P(FullyConnectedCreateRejects, argument) {
  fc_args a;
  GetParam().change(a);
  std::vector<float> kernel(64, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected,
            xnn_create_fully_connected_nc_f32(a.ic, a.oc, a.istride, a.ostride, a.null_kernel ? nullptr : kernel.data(),
                                              nullptr, a.min, a.max, a.flags, nullptr, a.null_out ? nullptr : &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, FullyConnectedCreateRejects,
    testing::Values(
        fc_rejection{"input_channels_0", [](fc_args& a) { a.ic = 0; }, xnn_status_invalid_parameter},
        fc_rejection{"output_channels_0", [](fc_args& a) { a.oc = 0; }, xnn_status_invalid_parameter},
        fc_rejection{"input_stride_too_small", [](fc_args& a) { a.istride = 3; }, xnn_status_invalid_parameter},
        fc_rejection{"output_stride_too_small", [](fc_args& a) { a.ostride = 4; }, xnn_status_invalid_parameter},
        fc_rejection{"null_kernel", [](fc_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        fc_rejection{"null_output_pointer", [](fc_args& a) { a.null_out = true; }, xnn_status_invalid_parameter},
        fc_rejection{"nan_min", [](fc_args& a) { a.min = NAN; }, xnn_status_invalid_parameter},
        fc_rejection{"nan_max", [](fc_args& a) { a.max = NAN; }, xnn_status_invalid_parameter},
        fc_rejection{"min_above_max", [](fc_args& a) { a.min = 2.0f, a.max = 1.0f; }, xnn_status_invalid_parameter},
        fc_rejection{"unknown_flag", [](fc_args& a) { a.flags = 0x4; }, xnn_status_unsupported_parameter},
        fc_rejection{"channels_overflow", [](fc_args& a) { a.ic = a.istride = SIZE_MAX / 2, a.oc = a.ostride = 4; },
                     xnn_status_invalid_parameter}),
    case_name());

TEST(FullyConnectedFlags, hint_flags_are_accepted) {
  std::vector<float> kernel(6, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_f32(2, 3, 2, 3, kernel.data(), nullptr, -INFINITY, INFINITY,
                                              XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, nullptr, &op));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
}

}  // namespace
