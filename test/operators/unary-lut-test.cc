// The unary elementwise operator's `lut` argument (XNNPACK's): a caller's 256-byte table replaces the op on qint8 and
// quint8, on either side; op_type, params and quantization are ignored; the table is copied at create; any other
// datatype with a table is refused with one logged sentence.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "log-capture.h"
#include "operator-tester.h"

namespace {

// A table no unary op builds: each byte reversed bit by bit.
std::vector<uint8_t> bit_reversal_table() {
  std::vector<uint8_t> table(256);
  for (int b = 0; b < 256; b++) {
    uint8_t r = 0;
    for (int bit = 0; bit < 8; bit++) r |= uint8_t(((b >> bit) & 1) << (7 - bit));
    table[b] = r;
  }
  return table;
}

operator_ptr create_with_table(xnn_unary_operator op_type, xnn_datatype in, xnn_datatype out, const uint8_t* table) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(op_type, in, out, nullptr, table, nullptr, nullptr, 0, &raw),
            xnn_status_success);
  return own(raw);
}

// Looks [batch, channels] rows of random bytes up with the given strides; checks every element and that row gaps
// are untouched.
void check_lookup(xnn_datatype in, xnn_datatype out, size_t batch, size_t channels, size_t input_stride,
                  size_t output_stride) {
  const std::vector<uint8_t> table = bit_reversal_table();
  std::mt19937 rng(uint32_t(batch * 31 + channels));
  std::vector<uint8_t> input(batch * input_stride + XNN_EXTRA_BYTES);
  for (uint8_t& b : input) b = uint8_t(rng());
  const std::string name = "datatypes " + std::to_string(in) + " -> " + std::to_string(out) + ", batch " +
                           std::to_string(batch) + ", channels " + std::to_string(channels);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    operator_ptr op = create_with_table(xnn_unary_sigmoid, in, out, table.data());
    ASSERT_NE(op, nullptr);
    std::vector<uint8_t> output(batch * output_stride + 1, 0x5A);
    ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), batch, channels, input_stride, output_stride, pool),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), input.data(), output.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
    for (size_t r = 0; r < batch; r++) {
      for (size_t c = 0; c < output_stride; c++) {
        const uint8_t actual = output[r * output_stride + c];
        const uint8_t expected = c < channels ? table[input[r * input_stride + c]] : 0x5A;
        ASSERT_EQ(int(actual), int(expected))
            << what << ": row " << r << ", channel " << c << ", input " << int(input[r * input_stride + c]);
      }
    }
    outputs->add(output);
  });
}

TEST(unary_lut, qint8_dense_rows_look_every_element_up) {
  check_lookup(xnn_datatype_qint8, xnn_datatype_qint8, 7, 301, 301, 301);
}

TEST(unary_lut, quint8_strided_rows_look_every_element_up) {
  check_lookup(xnn_datatype_quint8, xnn_datatype_quint8, 5, 33, 40, 37);
}

TEST(unary_lut, qint8_to_quint8_and_back) {
  check_lookup(xnn_datatype_qint8, xnn_datatype_quint8, 3, 64, 64, 64);
  check_lookup(xnn_datatype_quint8, xnn_datatype_qint8, 3, 64, 64, 64);
}

TEST(unary_lut, large_dense_array_splits_between_threads) {
  check_lookup(xnn_datatype_qint8, xnn_datatype_qint8, 1, 100003, 100003, 100003);
}

// The table, not the op, decides: a clamp with params and quantizations that would refuse an op still looks up.
TEST(unary_lut, op_type_params_and_quantization_are_ignored) {
  const std::vector<uint8_t> table = bit_reversal_table();
  xnn_unary_params inverted{};
  inverted.clamp = {1.0f, -1.0f};
  const xnn_quantization_params zero_scale{0, 0.0f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_clamp, xnn_datatype_qint8, xnn_datatype_qint8, &inverted,
                                            table.data(), &zero_scale, &zero_scale, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  const uint8_t input[4 + XNN_EXTRA_BYTES] = {0x01, 0x80, 0x0F, 0xF0};
  uint8_t output[4] = {};
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 1, 4, 4, 4, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), input, output), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  EXPECT_EQ(std::vector<int>(output, output + 4), (std::vector<int>{0x80, 0x01, 0xF0, 0x0F}));
}

// The caller may free or change its table right after create.
TEST(unary_lut, table_is_copied_at_create) {
  std::vector<uint8_t> table = bit_reversal_table();
  operator_ptr op = create_with_table(xnn_unary_abs, xnn_datatype_quint8, xnn_datatype_quint8, table.data());
  ASSERT_NE(op, nullptr);
  std::fill(table.begin(), table.end(), uint8_t(0));
  const uint8_t input[2 + XNN_EXTRA_BYTES] = {0x01, 0x02};
  uint8_t output[2] = {};
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 1, 2, 2, 2, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), input, output), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  EXPECT_EQ(int(output[0]), 0x80);
  EXPECT_EQ(int(output[1]), 0x40);
}

struct lut_refusal {
  const char* name;
  xnn_datatype input_datatype, output_datatype;
  const char* sentence;  // a part of the one logged sentence
};

const lut_refusal kRefusals[] = {
    {"fp32_input", xnn_datatype_fp32, xnn_datatype_qint8, "input_datatype is 1 with a non-NULL lut"},
    {"fp32_both", xnn_datatype_fp32, xnn_datatype_fp32, "input_datatype is 1 with a non-NULL lut"},
    {"fp16_output", xnn_datatype_quint8, xnn_datatype_fp16, "output_datatype is 2 with a non-NULL lut"},
    {"int32_output", xnn_datatype_qint8, xnn_datatype_int32, "output_datatype is 11 with a non-NULL lut"},
};

class UnaryLutRefusal : public testing::TestWithParam<lut_refusal> {};

TEST_P(UnaryLutRefusal, status_and_one_sentence) {
  const lut_refusal& r = GetParam();
  const std::vector<uint8_t> table = bit_reversal_table();
  xnn_operator_t raw = nullptr;
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, [&] {
    return xnn_create_unary_elementwise_nc(xnn_unary_abs, r.input_datatype, r.output_datatype, nullptr, table.data(),
                                           nullptr, nullptr, 0, &raw);
  });
  EXPECT_EQ(status, xnn_status_invalid_parameter);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("unary elementwise: "), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(unary_lut, UnaryLutRefusal, testing::ValuesIn(kRefusals),
                         [](const testing::TestParamInfo<lut_refusal>& info) { return std::string(info.param.name); });

}  // namespace
