// The C API of include/xnn-model.h: load from a buffer or a file, describe inputs and outputs, refuse clearly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

#include <xnn-model.h>

#include "captured-log.h"
#include "test-data.h"

namespace {

using models_test::expect_one_sentence;
using models_test::read_test_file;

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

// A unique path in the build directory's temporary space (removed by the test).
std::string temporary_path(const char* name) {
  const char* directory = std::getenv("TMPDIR");
#ifdef __wasi__
  const long process = 0;  // WASI has no processes to tell apart (and no getpid)
#else
  const long process = long(getpid());
#endif
  return std::string(directory != nullptr ? directory : "/tmp") + "/xnn-models-test-" + std::to_string(process) +
         "-" + name;
}

#ifndef __wasi__
// Opening a FIFO for reading waits for a writer: the loader must refuse it at once.
TEST(ModelFiles, fifo_is_refused_without_blocking) {
  const std::string path = temporary_path("fifo");
  ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  xnn_model_t model = reinterpret_cast<xnn_model_t>(1);
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file(path.c_str(), nullptr, &model), xnn_status_invalid_parameter); },
      "model file: " + path + " is a FIFO, not a regular file");
  EXPECT_EQ(model, nullptr);
  unlink(path.c_str());
}
#endif

TEST(ModelFiles, directory_is_refused) {
  xnn_model_t model = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file(XNN_MODELS_TEST_DATA, nullptr, &model), xnn_status_invalid_parameter); },
      std::string("model file: ") + XNN_MODELS_TEST_DATA + " is a directory, not a regular file");
}

TEST(ModelFiles, missing_file_names_the_reason) {
  xnn_model_t model = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file("/nonexistent/m.pte", nullptr, &model), xnn_status_invalid_parameter); },
      "model file: cannot open /nonexistent/m.pte: No such file or directory");
}

#ifdef __linux__
TEST(ModelFiles, character_device_is_refused) {
  xnn_model_t model = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file("/dev/null", nullptr, &model), xnn_status_invalid_parameter); },
      "model file: /dev/null is a character device, not a regular file");
}

// /proc files say they have 0 bytes and then give more: a file that grows while being read.
TEST(ModelFiles, file_that_grows_while_read_is_refused) {
  xnn_model_t model = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file("/proc/self/status", nullptr, &model), xnn_status_invalid_parameter); },
      "model file: /proc/self/status grew while being read: it had 0 bytes when opened");
}
#endif

TEST(ModelFiles, empty_file_is_refused_as_a_model) {
  const std::string path = temporary_path("empty");
  FILE* file = std::fopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr);
  std::fclose(file);
  xnn_model_t model = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file(path.c_str(), nullptr, &model), xnn_status_invalid_parameter); },
      "model: the file is neither a program");
  unlink(path.c_str());
}

TEST(ModelFiles, null_arguments_are_named) {
  xnn_model_t model = nullptr;
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_load_file(nullptr, nullptr, &model), xnn_status_invalid_parameter); },
                      "model file: path is NULL; expected the path of a model file");
  const std::string path = std::string(XNN_MODELS_TEST_DATA) + "/add_graph.bin";
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_file(path.c_str(), nullptr, nullptr), xnn_status_invalid_parameter); },
      "model file: model_out is NULL; expected a pointer to receive the model");
}

}  // namespace
