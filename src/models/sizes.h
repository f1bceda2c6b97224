// Products of sizes while decoding: every one goes through xnn_multiply_sizes, and the decoder's refusal (its one
// logged sentence) names the sizes with xnn_dims_text.
#pragma once

#include <cstddef>
#include <string>

#include "checked-size.h"

// "[2, 3, 4]".
template <typename T>
std::string xnn_dims_text(const T* dims, size_t num_dims) {
  std::string text = "[";
  for (size_t d = 0; d < num_dims; d++) text += (d ? ", " : "") + std::to_string(dims[d]);
  return text + "]";
}

// The product of `dims` times `factor`; false when it does not fit in size_t.
template <typename T>
bool xnn_checked_count(const T* dims, size_t num_dims, size_t factor, size_t* count) {
  size_t product = factor;
  for (size_t d = 0; d < num_dims; d++) {
    if (!xnn_multiply_sizes({product, size_t(dims[d])}, &product)) return false;
  }
  *count = product;
  return true;
}
