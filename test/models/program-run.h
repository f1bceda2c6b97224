// Running hand-made programs of any dtype through the public API: typed inputs in, typed outputs out, and the one
// logged sentence of a refusal.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "captured-log.h"

namespace models_test {

// A dense tensor's shape and bytes (padded with XNN_EXTRA_BYTES when used as an input).
struct typed_tensor {
  std::vector<size_t> dims;
  std::vector<uint8_t> bytes;

  template <typename T>
  static typed_tensor of(std::vector<size_t> dims, const std::vector<T>& values) {
    typed_tensor t;
    t.dims = std::move(dims);
    t.bytes.resize(values.size() * sizeof(T) + XNN_EXTRA_BYTES);
    if (!values.empty()) std::memcpy(t.bytes.data(), values.data(), values.size() * sizeof(T));
    return t;
  }
  template <typename T>
  std::vector<T> as() const {
    std::vector<T> values(bytes.size() / sizeof(T));
    if (!values.empty()) std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
    return values;
  }
};

// A loaded program and its runner; `problem` holds the logged sentence of a failed step.
class program_runner {
 public:
  // `external_data`: the bytes of a .ptd file the program's external tensors come from (empty: none).
  explicit program_runner(const std::vector<uint8_t>& bytes, const std::vector<uint8_t>& external_data = {}) {
    problem = captured_log([&] {
      load_status = external_data.empty()
                        ? xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model_)
                        : xnn_model_load_buffer_with_data(bytes.data(), bytes.size(), external_data.data(),
                                                          external_data.size(), nullptr, &model_);
      if (load_status == xnn_status_success) load_status = xnn_model_create_runner(model_, nullptr, 0, &runner_);
    });
  }
  ~program_runner() {
    xnn_model_delete_runner(runner_);
    xnn_model_delete(model_);
  }

  // Runs with these inputs (their dims reshape the inputs); fills `outputs` with `element_sizes[i]`-byte elements.
  xnn_status run(const std::vector<typed_tensor>& inputs, const std::vector<size_t>& element_sizes,
                 std::vector<typed_tensor>* outputs) {
    if (runner_ == nullptr) return load_status;
    for (size_t i = 0; i < inputs.size(); i++) {
      EXPECT_EQ(xnn_model_reshape_input(runner_, i, inputs[i].dims.size(), inputs[i].dims.data()), xnn_status_success);
      EXPECT_EQ(xnn_model_set_input(runner_, i, inputs[i].bytes.data()), xnn_status_success);
    }
    xnn_status status = xnn_status_success;
    problem = captured_log([&] { status = xnn_model_run(runner_); });
    if (status != xnn_status_success) return status;
    outputs->clear();
    for (size_t o = 0; o < element_sizes.size(); o++) {
      xnn_model_tensor_info info;
      const void* data = nullptr;
      EXPECT_EQ(xnn_model_get_output(runner_, o, &info, &data), xnn_status_success);
      typed_tensor out;
      out.dims.assign(info.dims, info.dims + info.num_dims);
      size_t count = 1;
      for (size_t d : out.dims) count *= d;
      const uint8_t* bytes = static_cast<const uint8_t*>(data);
      out.bytes.assign(bytes, bytes + count * element_sizes[o]);
      outputs->push_back(std::move(out));
    }
    return status;
  }

  xnn_status load_status = xnn_status_success;
  std::string problem;

 private:
  xnn_model_t model_ = nullptr;
  xnn_model_runner_t runner_ = nullptr;
};

}  // namespace models_test
