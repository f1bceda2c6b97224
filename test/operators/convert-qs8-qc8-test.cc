// The qs8 -> qc8 convert against the plain reference (the same bytes): strided rows, bytes between rows untouched,
// 1, 2 and 8 threads bit-identical, batch 0; then the rejections.
#include "operator-tester.h"

namespace {

struct rows_case {
  size_t batch, channels, input_stride, output_stride;
};

TEST(convert_nc_qs8_qc8, copies_the_bytes) {
  for (const rows_case& c : {rows_case{1, 1, 1, 1}, rows_case{3, 17, 17, 17}, rows_case{5, 33, 40, 37},
                             rows_case{64, 100, 128, 101}}) {
    std::mt19937 rng(uint32_t(c.batch * 100 + c.channels));
    const std::vector<int8_t> input = random_int8(rng, c.batch * c.input_stride);
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_convert_nc_qs8_qc8(0, &raw), xnn_status_success);
    operator_ptr op = own(raw);
    const std::string name = std::to_string(c.batch) + "x" + std::to_string(c.channels);
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      std::vector<int8_t> output(c.batch * c.output_stride, int8_t(0x5A));
      ASSERT_EQ(xnn_reshape_convert_nc_qs8_qc8(raw, c.batch, c.channels, c.input_stride, c.output_stride, pool),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_convert_nc_qs8_qc8(raw, input.data(), output.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
      for (size_t b = 0; b < c.batch; b++)
        for (size_t i = 0; i < c.output_stride; i++) {
          const int8_t expected = i < c.channels ? input[b * c.input_stride + i] : int8_t(0x5A);
          ASSERT_EQ(output[b * c.output_stride + i], expected) << what << ": row " << b << ", byte " << i;
        }
      outputs->add(output);
    });
  }
}

TEST(convert_nc_qs8_qc8, batch_zero_does_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_convert_nc_qs8_qc8(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_convert_nc_qs8_qc8(raw, 0, 4, 4, 4, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_convert_nc_qs8_qc8(raw, nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(convert_nc_qs8_qc8, rejects_invalid_arguments) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_convert_nc_qs8_qc8(0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_convert_nc_qs8_qc8(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_reshape_convert_nc_qs8_qc8(raw, 2, 4, 3, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_convert_nc_qs8_qc8(raw, 2, 4, 4, 3, nullptr), xnn_status_invalid_parameter);
  const int8_t data[8] = {};
  int8_t out[8];
  EXPECT_EQ(xnn_setup_convert_nc_qs8_qc8(raw, data, out), xnn_status_invalid_state);
}

}  // namespace
