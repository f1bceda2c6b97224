// The qu8 softmax operator byte for byte against a plain evaluation of XNNPACK's algorithm (softmax-nc-qu8.cc): a
// 256-entry table round(q * exp((i - 255) * input_scale)) and y = min(255, (256 t + sum / 2) / sum) per element;
// channel counts from 1 to beyond the table's 2^23 cap, uniform rows (1024 equal inputs, where XNNPACK's 32-bit sum
// wraps to 0), input scales from 2^-10 to 4, strides, batch 0, 1 and many, at 1, 2 and 8 threads with identical
// bytes; and what create refuses.
#include <cmath>

#include "operator-tester.h"

namespace {

std::vector<uint8_t> reference(const std::vector<uint8_t>& input, size_t batch, size_t channels, size_t in_stride,
                               float input_scale) {
  const double q = std::min(4294967295.0 / double(channels), 8388607.0);
  std::vector<uint8_t> out(batch * channels);
  for (size_t b = 0; b < batch; b++) {
    const uint8_t* x = input.data() + b * in_stride;
    int max = 0;
    for (size_t c = 0; c < channels; c++) max = std::max<int>(max, x[c]);
    const auto t = [&](int v) {
      return uint64_t(std::nearbyint(q * std::exp(double(v + 255 - max - 255) * double(input_scale))));
    };
    uint64_t sum = 0;
    for (size_t c = 0; c < channels; c++) sum += t(x[c]);
    for (size_t c = 0; c < channels; c++) {
      out[b * channels + c] = uint8_t(std::min<uint64_t>(255, (t(x[c]) * 256 + sum / 2) / sum));
    }
  }
  return out;
}

struct softmax_case {
  size_t batch, channels;
  float input_scale;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  int uniform = -1;                            // >= 0: every input is this value
};

void check(const softmax_case& t) {
  const size_t in_stride = t.input_stride != 0 ? t.input_stride : t.channels;
  const size_t out_stride = t.output_stride != 0 ? t.output_stride : t.channels;
  std::mt19937 rng(uint32_t(t.batch * 31 + t.channels));
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> input(t.batch * in_stride);
  for (uint8_t& x : input) x = uint8_t(t.uniform >= 0 ? t.uniform : dist(rng));
  const std::vector<uint8_t> expected = reference(input, t.batch, t.channels, in_stride, t.input_scale);
  const std::string name = "batch " + std::to_string(t.batch) + ", channels " + std::to_string(t.channels) +
                           ", input scale " + std::to_string(t.input_scale);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_softmax_nc_qu8(t.input_scale, 0, 0x1.0p-8f, 0, &raw), xnn_status_success);
    operator_ptr owned = own(raw);
    ASSERT_EQ(xnn_reshape_softmax_nc_qu8(raw, t.channels, in_stride, out_stride, t.batch, pool), xnn_status_success);
    std::vector<uint8_t> output(t.batch * out_stride, uint8_t(0xA5));
    ASSERT_EQ(xnn_setup_softmax_nc_qu8(raw, input.data(), output.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t b = 0; b < t.batch; b++) {
      for (size_t c = 0; c < out_stride; c++) {
        if (c >= t.channels) {
          ASSERT_EQ(output[b * out_stride + c], uint8_t(0xA5)) << what << ": wrote into the row stride gap";
          continue;
        }
        ASSERT_EQ(int(output[b * out_stride + c]), int(expected[b * t.channels + c]))
            << what << ": row " << b << ", channel " << c;
      }
    }
    outputs->add(output);
  });
}

TEST(softmax_nc_qu8, channel_counts) {
  for (size_t c : {1, 2, 3, 7, 16, 100, 511, 512, 513, 1000, 1024, 4099}) check({5, c, 0.1f});
}

TEST(softmax_nc_qu8, input_scales) {
  for (float s : {0x1.0p-10f, 0.01f, 0.05f, 0.25f, 1.0f, 4.0f}) check({9, 37, s});
}

TEST(softmax_nc_qu8, uniform_rows) {
  for (int v : {0, 17, 255}) {
    for (size_t c : {1, 3, 1024, 2048}) {
      softmax_case t{2, c, 0.1f};
      t.uniform = v;
      check(t);
    }
  }
}

TEST(softmax_nc_qu8, strides_and_batch_sizes) {
  softmax_case strided{7, 19, 0.1f};
  strided.input_stride = 23, strided.output_stride = 21;
  check(strided);
  for (size_t batch : {0, 1, 300}) check({batch, 13, 0.2f});
}

TEST(softmax_nc_qu8, create_refuses) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_softmax_nc_qu8(0.0f, 0, 0x1.0p-8f, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_qu8(NAN, 0, 0x1.0p-8f, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_qu8(0.1f, 0, -1.0f, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_qu8(0.1f, 0, 0x1.0p-7f, 0, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_qu8(0.1f, 1, 0x1.0p-8f, 0, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_qu8(0.1f, 0, 0x1.0p-8f, 0x80000000u, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
}

TEST(softmax_nc_qu8, reshape_refuses) {
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_qu8(0.1f, 0, 0x1.0p-8f, 0, &op), xnn_status_success);
  operator_ptr owned = own(op);
  EXPECT_EQ(xnn_reshape_softmax_nc_qu8(op, 0, 1, 1, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_qu8(op, 4, 3, 4, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_qu8(op, 4, 4, 3, 1, nullptr), xnn_status_invalid_parameter);
  xnn_operator_t f32 = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &f32), xnn_status_success);
  operator_ptr owned_f32 = own(f32);
  EXPECT_EQ(xnn_reshape_softmax_nc_qu8(f32, 4, 4, 4, 1, nullptr), xnn_status_invalid_parameter);
}

}  // namespace
