// xnn-run's tensors: the dtype and shape each model input and output has, inputs read from .npy files or
// generated, outputs summarized and written as .npy in their own dtype.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "npy.h"

// What a model input or output is: its .npy dtype, its shape and how far that shape may change.
struct tensor_kind {
  bool known = false;  // false: a dtype xnn-run cannot read or write (`dtype_name` says which)
  xnn_npy_type type = xnn_npy_type::float32;
  std::string dtype_name;
  std::vector<size_t> dims;
  uint8_t dynamism = 0;  // 0: exactly `dims`; 1: `dims` are upper bounds; 2: any size of this rank
};

tensor_kind input_kind(xnn_model_t model, size_t index);
tensor_kind output_kind(xnn_model_t model, size_t index);

// "[1, 3, 64, 64]", with " (upper bounds)" or " (dynamic)" for dynamic shapes.
std::string kind_shape_text(const tensor_kind& kind);

// Whether `dims` fits `kind`; otherwise false with the rule it breaks in `error`.
bool shape_fits(const tensor_kind& kind, const std::vector<size_t>& dims, std::string* error);

// Deterministic data for `count` elements of `type` (floats in [-1, 1), integers in [-8, 8) or [0, 16), bools),
// followed by XNN_EXTRA_BYTES of padding.
std::vector<uint8_t> generated_data(xnn_npy_type type, size_t count, uint32_t seed);

// min / max / mean of `count` elements as text ("min -1 max 2 mean 0.5").
std::string summary_text(xnn_npy_type type, const void* data, size_t count);

// Creates `path` and its missing parents; false with a sentence in `error` when one cannot be made.
bool make_directories(const std::string& path, std::string* error);
