// softmax_nc_f16 against softmax computed in double from the fp16 inputs: row lengths around the kernel tiles and the
// fp32 scaling chunk, rows whose sum exceeds 2^14 (an fp16 reciprocal of it would be subnormal), strided rows, in
// place, thread counts 1, 2 and 8 (bit-identical), and the refusals. Bound: exp stored within 1 fp16 ULP, the sum's
// relative error, and the final rounding: within 3 * 2^-11 relative plus 2^-24 absolute (one subnormal ULP: an
// exponential below 2^-14 is stored as a subnormal half before the scaling).
#include <cmath>

#include "f16-tester.h"

namespace {

std::vector<uint16_t> run(const std::vector<uint16_t>& input, size_t input_stride, size_t output_stride,
                          size_t batch, size_t channels, pthreadpool_t pool, bool in_place = false) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_softmax_nc_f16(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  std::vector<uint16_t> output = in_place ? input : std::vector<uint16_t>(batch * output_stride, 0x7E01);
  EXPECT_EQ(xnn_reshape_softmax_nc_f16(raw, channels, input_stride, output_stride, batch, pool), xnn_status_success);
  EXPECT_EQ(xnn_setup_softmax_nc_f16(raw, in_place ? output.data() : input.data(), output.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  return output;
}

void expect_softmax(const std::vector<uint16_t>& input, size_t input_stride, const std::vector<uint16_t>& output,
                    size_t output_stride, size_t batch, size_t channels, const std::string& what) {
  for (size_t r = 0; r < batch; r++) {
    double max = -INFINITY, sum = 0;
    for (size_t c = 0; c < channels; c++) max = std::max(max, double(f16_value(input[r * input_stride + c])));
    for (size_t c = 0; c < channels; c++) sum += std::exp(f16_value(input[r * input_stride + c]) - max);
    for (size_t c = 0; c < output_stride && r * output_stride + c < output.size(); c++) {
      const uint16_t y = output[r * output_stride + c];
      if (c >= channels) {
        if (input_stride == output_stride && &input != &output) continue;
        ASSERT_EQ(y, 0x7E01) << what << ": wrote past the channels at row " << r << ", channel " << c;
        continue;
      }
      const double expected = std::exp(f16_value(input[r * input_stride + c]) - max) / sum;
      ASSERT_NEAR(f16_value(y), expected, 3 * 0x1.0p-11 * expected + 0x1.0p-24)
          << what << ": row " << r << ", channel " << c;
    }
  }
}

TEST(F16Softmax, MatchesDoubleReference) {
  struct shape {
    size_t batch, channels, input_stride, output_stride;
    float low, high;
  };
  for (const shape& s : {shape{1, 1, 1, 1, -1, 1}, shape{3, 7, 7, 7, -8, 8}, shape{5, 100, 103, 101, -8, 8},
                         shape{2, 1500, 1500, 1500, -8, 8}, shape{1, 40000, 40000, 40000, -0.01f, 0.01f},
                         shape{17, 33, 33, 33, -15, 15}}) {
    std::mt19937 rng(13);
    const std::vector<uint16_t> input = random_f16(rng, s.batch * s.input_stride, s.low, s.high);
    const std::string name = "softmax " + std::to_string(s.batch) + "x" + std::to_string(s.channels);
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      const std::vector<uint16_t> output = run(input, s.input_stride, s.output_stride, s.batch, s.channels, pool);
      expect_softmax(input, s.input_stride, output, s.output_stride, s.batch, s.channels, what);
      outputs->add(output);
    });
  }
}

TEST(F16Softmax, InPlace) {
  std::mt19937 rng(2);
  const std::vector<uint16_t> input = random_f16(rng, 4 * 50, -4, 4);
  const std::vector<uint16_t> output = run(input, 50, 50, 4, 50, nullptr, /*in_place=*/true);
  expect_softmax(input, 50, output, 50, 4, 50, "in place");
}

TEST(F16Softmax, Refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_softmax_nc_f16(1, &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_f16(0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &raw), xnn_status_success);
  operator_ptr f32_op = own(raw);
  EXPECT_EQ(xnn_reshape_softmax_nc_f16(f32_op.get(), 4, 4, 4, 1, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_softmax_nc_f16(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(op.get(), 4, 4, 4, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f16(op.get(), 0, 4, 4, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f16(op.get(), 4, 3, 4, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f16(op.get(), 4, 4, 3, 1, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_softmax_nc_f16(op.get(), 4, 4, 4, 1, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_softmax_nc_f16(op.get(), nullptr, nullptr), xnn_status_invalid_parameter);
}

}  // namespace
