// Loading model bytes through the public API (xnn-model.h) and running them once, for the run and round-trip tests.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include <xnn-model.h>

namespace models_test {

// Loads `bytes`, runs them with `inputs` (padded by the caller) and returns every output, 4-byte elements, in
// output order; `shapes` (optional) receives their shapes. Empty when loading or runner creation fails.
inline std::vector<std::vector<float>> run_model_outputs(const std::vector<uint8_t>& bytes,
                                                         const std::vector<std::vector<float>>& inputs,
                                                         std::vector<std::vector<size_t>>* shapes = nullptr) {
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  std::vector<std::vector<float>> outputs;
  if (runner == nullptr) {
    xnn_model_delete(model);
    return outputs;
  }
  EXPECT_EQ(xnn_model_num_inputs(model), inputs.size());
  for (size_t i = 0; i < inputs.size(); i++) EXPECT_EQ(xnn_model_set_input(runner, i, inputs[i].data()), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
  for (size_t index = 0; index < xnn_model_num_outputs(model); index++) {
    xnn_model_tensor_info info;
    const void* data = nullptr;
    EXPECT_EQ(xnn_model_get_output(runner, index, &info, &data), xnn_status_success);
    size_t count = 1;
    for (size_t d = 0; d < info.num_dims; d++) count *= info.dims[d];
    if (shapes != nullptr) shapes->emplace_back(info.dims, info.dims + info.num_dims);
    const float* values = static_cast<const float*>(data);
    outputs.emplace_back(values, values + count);
  }
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
  return outputs;
}

// Output `index` of run_model_outputs (and its shape).
inline std::vector<float> run_model(const std::vector<uint8_t>& bytes, const std::vector<std::vector<float>>& inputs,
                                    size_t index = 0, std::vector<size_t>* shape = nullptr) {
  std::vector<std::vector<size_t>> shapes;
  const std::vector<std::vector<float>> outputs = run_model_outputs(bytes, inputs, &shapes);
  if (index >= outputs.size()) return {};
  if (shape != nullptr) *shape = shapes[index];
  return outputs[index];
}

}  // namespace models_test
