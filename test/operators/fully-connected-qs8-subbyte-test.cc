// Fully connected qs8 with 2-bit (qc2w) and 4-bit (qc4w, zero point 0 and 8) weights against the plain reference
// (double precision, requantized: within one step of rounding), bit-identical to the qs8_qc8w operator on the same
// weights unpacked, in both kernel layouts, at 1, 2 and 8 threads; then the rejections of create.
#include "operator-tester.h"

namespace {

struct qc2w_case {
  size_t batch, input_channels, output_channels;
  bool transposed = false;
  int bits = 2;               // 2: qc2w; 4: qc4w
  uint8_t zero_point = 0;     // qc4w: 0 (two's complement nibbles) or 8
};

// n random values of `bits` bits, and their stream of 8 / bits per byte from the least significant bits: two's
// complement, or (4 bits, zero point 8) nibble = value + 8.
void random_stream(std::mt19937& rng, size_t n, int bits, uint8_t zero_point, std::vector<int8_t>* values,
                   std::vector<uint8_t>* stream) {
  const int lowest = -(1 << (bits - 1));
  std::uniform_int_distribution<int> dist(lowest, -lowest - 1);
  const size_t per_byte = size_t(8 / bits);
  const unsigned mask = (1u << bits) - 1;
  values->resize(n);
  stream->assign((n + per_byte - 1) / per_byte, 0);
  for (size_t i = 0; i < n; i++) {
    (*values)[i] = int8_t(dist(rng));
    const unsigned code = (unsigned((*values)[i]) + zero_point) & mask;
    (*stream)[i / per_byte] |= uint8_t(code << ((i % per_byte) * bits));
  }
}

void check(const qc2w_case& c) {
  std::mt19937 rng(uint32_t(c.batch * 1000 + c.input_channels * 10 + c.output_channels));
  const size_t k = c.input_channels, n = c.output_channels;
  const std::vector<int8_t> input = random_int8(rng, c.batch * k);
  std::vector<int8_t> weights;
  std::vector<uint8_t> stream;
  random_stream(rng, k * n, c.bits, c.zero_point, &weights, &stream);
  std::vector<float> scales(n);
  std::vector<int32_t> bias(n);
  for (size_t o = 0; o < n; o++) scales[o] = 0.25f + 0.125f * float(o % 5), bias[o] = int32_t(o * 37 % 200) - 100;
  const int8_t input_zero_point = 3, output_zero_point = -5;
  const float input_scale = 0.5f, output_scale = 0.75f * float(k) / 16.0f;
  const uint32_t flags = c.transposed ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
  xnn_operator_t raw = nullptr, raw8 = nullptr;
  if (c.bits == 2) {
    ASSERT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(k, n, k, n, input_zero_point, input_scale, scales.data(),
                                                     stream.data(), bias.data(), output_zero_point, output_scale, -128,
                                                     127, flags, nullptr, &raw),
              xnn_status_success);
  } else {
    ASSERT_EQ(xnn_create_fully_connected_nc_qs8_qc4w(k, n, k, n, input_zero_point, input_scale, c.zero_point,
                                                     scales.data(), stream.data(), bias.data(), output_zero_point,
                                                     output_scale, -128, 127, flags, nullptr, &raw),
              xnn_status_success);
  }
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_create_fully_connected_nc_qs8_qc8w(k, n, k, n, input_zero_point, input_scale, scales.data(),
                                                   weights.data(), bias.data(), output_zero_point, output_scale, -128,
                                                   127, flags, nullptr, &raw8),
            xnn_status_success);
  operator_ptr op8 = own(raw8);
  const std::string name = "qc" + std::to_string(c.bits) + "w zero point " + std::to_string(c.zero_point) + " " +
                           std::to_string(c.batch) + "x" + std::to_string(k) + " -> " + std::to_string(n) +
                           (c.transposed ? " transposed" : "");
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    std::vector<int8_t> output(c.batch * n), output8(c.batch * n);
    ASSERT_EQ(xnn_reshape_fully_connected_nc_qs8_qc2w(raw, c.batch, pool), xnn_status_success) << what;
    ASSERT_EQ(xnn_setup_fully_connected_nc_qs8_qc2w(raw, input.data(), output.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success) << what;
    ASSERT_EQ(xnn_reshape_fully_connected_nc_qs8_qc8w(raw8, c.batch, pool), xnn_status_success) << what;
    ASSERT_EQ(xnn_setup_fully_connected_nc_qs8_qc8w(raw8, input.data(), output8.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(raw8, pool), xnn_status_success) << what;
    for (size_t b = 0; b < c.batch; b++)
      for (size_t o = 0; o < n; o++) {
        double acc = bias[o];
        for (size_t i = 0; i < k; i++) {
          const int8_t w = c.transposed ? weights[i * n + o] : weights[o * k + i];
          acc += double(int(input[b * k + i]) - input_zero_point) * double(w);
        }
        const double scaled = acc * double(input_scale) * double(scales[o]) / double(output_scale) + output_zero_point;
        const double expected = std::min(127.0, std::max(-128.0, scaled));
        ASSERT_NEAR(double(output[b * n + o]), expected, 1.0) << what << ": batch " << b << ", channel " << o;
        ASSERT_EQ(output[b * n + o], output8[b * n + o]) << what << ": batch " << b << ", channel " << o;
      }
    outputs->add(output);
  });
}

TEST(fully_connected_nc_qs8_qc2w, matches_reference_and_qc8w) {
  for (const qc2w_case& c : {qc2w_case{1, 1, 1}, qc2w_case{3, 7, 5}, qc2w_case{2, 16, 33}, qc2w_case{5, 65, 17},
                             qc2w_case{4, 3, 40}, qc2w_case{17, 128, 64}}) {
    check(c);
  }
}

TEST(fully_connected_nc_qs8_qc2w, transposed_weights_match_reference_and_qc8w) {
  for (const qc2w_case& c : {qc2w_case{1, 5, 3, true}, qc2w_case{3, 18, 9, true}, qc2w_case{8, 64, 31, true}}) {
    check(c);
  }
}

TEST(fully_connected_nc_qs8_qc2w, rejects_invalid_create_arguments) {
  const uint8_t stream[4] = {};
  const float scales[4] = {1, 1, 1, 1};
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(4, 4, 4, 4, 0, 1, scales, stream, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(0, 4, 4, 4, 0, 1, scales, stream, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(4, 4, 4, 4, 0, 1, scales, nullptr, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  // The qs8_qc8w create's checks: the input stride, the output range.
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(4, 4, 3, 4, 0, 1, scales, stream, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc2w(4, 4, 4, 4, 0, 1, scales, stream, nullptr, 0, 1, 5, 4, 0, nullptr,
                                                   &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(op, nullptr);
}

TEST(fully_connected_nc_qs8_qc4w, matches_reference_and_qc8w) {
  for (uint8_t zero_point : {uint8_t(0), uint8_t(8)}) {
    for (qc2w_case c : {qc2w_case{1, 1, 1}, qc2w_case{3, 7, 5}, qc2w_case{2, 16, 33}, qc2w_case{5, 65, 17},
                        qc2w_case{8, 64, 31, true}, qc2w_case{3, 18, 9, true}}) {
      c.bits = 4, c.zero_point = zero_point;
      check(c);
    }
  }
}

TEST(fully_connected_nc_qs8_qc4w, rejects_invalid_create_arguments) {
  const uint8_t stream[8] = {};
  const float scales[4] = {1, 1, 1, 1};
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc4w(4, 4, 4, 4, 0, 1, 7, scales, stream, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc4w(4, 4, 4, 4, 0, 1, 8, scales, nullptr, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_fully_connected_nc_qs8_qc4w(4, 0, 4, 4, 0, 1, 8, scales, stream, nullptr, 0, 1, -128, 127, 0,
                                                   nullptr, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(op, nullptr);
}

}  // namespace
