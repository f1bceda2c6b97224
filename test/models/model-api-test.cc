// The C API of include/xnn-model.h: load from a buffer or a file, describe inputs and outputs, refuse clearly.
#include <gtest/gtest.h>

#include <xnn-model.h>

#include "test-data.h"

namespace {

using xnn::models::testing::read_test_file;

TEST(ModelApi, load_buffer_and_describe) {
  const std::vector<uint8_t> bytes = read_test_file("quantized.pte");
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  ASSERT_EQ(xnn_model_num_inputs(model), 1u);
  ASSERT_EQ(xnn_model_num_outputs(model), 1u);
  xnn_model_tensor_info info;
  ASSERT_EQ(xnn_model_input_info(model, 0, &info), xnn_status_success);
  EXPECT_EQ(info.datatype, xnn_datatype_fp32);
  ASSERT_EQ(info.num_dims, 2u);
  EXPECT_EQ(info.dims[0], 2u);
  EXPECT_EQ(info.dims[1], 8u);
  ASSERT_EQ(xnn_model_output_info(model, 0, &info), xnn_status_success);
  EXPECT_EQ(info.dims[1], 8u);
  EXPECT_EQ(xnn_model_input_info(model, 1, &info), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_output_info(model, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_delete(model), xnn_status_success);
}

TEST(ModelApi, load_file_of_a_bare_blob) {
  xnn_model_t model = nullptr;
  const std::string path = std::string(XNN_MODELS_TEST_DATA) + "/add_graph.bin";
  ASSERT_EQ(xnn_model_load_file(path.c_str(), nullptr, &model), xnn_status_success);
  EXPECT_EQ(xnn_model_num_inputs(model), 2u);
  EXPECT_EQ(xnn_model_num_outputs(model), 1u);
  xnn_model_tensor_info info;
  ASSERT_EQ(xnn_model_input_info(model, 1, &info), xnn_status_success);
  EXPECT_EQ(info.num_dims, 4u);
  EXPECT_EQ(info.dims[3], 4u);
  xnn_model_delete(model);
}

TEST(ModelApi, the_buffer_is_copied) {
  std::vector<uint8_t> bytes = read_test_file("add.pte");
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), "forward", &model), xnn_status_success);
  std::fill(bytes.begin(), bytes.end(), 0xEE);
  xnn_model_tensor_info info;
  ASSERT_EQ(xnn_model_output_info(model, 0, &info), xnn_status_success);
  EXPECT_EQ(info.dims[0], 3u);
  xnn_model_delete(model);
}

TEST(ModelApi, refusals) {
  xnn_model_t model = reinterpret_cast<xnn_model_t>(1);
  const std::vector<uint8_t> lstm = read_test_file("lstm.pte");
  EXPECT_EQ(xnn_model_load_buffer(lstm.data(), lstm.size(), nullptr, &model), xnn_status_unsupported_parameter);
  EXPECT_EQ(model, nullptr);
  EXPECT_EQ(xnn_model_load_buffer(nullptr, 0, nullptr, &model), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_load_buffer(nullptr, 4, nullptr, &model), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_load_buffer(lstm.data(), lstm.size(), nullptr, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_load_file("/nonexistent/model.pte", nullptr, &model), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_load_file(XNN_MODELS_TEST_DATA, nullptr, &model), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_num_inputs(nullptr), 0u);
  EXPECT_EQ(xnn_model_delete(nullptr), xnn_status_success);
}

}  // namespace
