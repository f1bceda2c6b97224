// What the sliding-window operators (convolution, pooling) share: their 2-D parameters read from IntLists with
// ExecuTorch's rules, and ExecuTorch's output length of a window.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"

// A window's parameters, always two dims (height, width); a 1-D convolution has height 1.
struct xnn_window {
  int64_t kernel[2] = {1, 1}, stride[2] = {1, 1}, padding[2] = {0, 0}, dilation[2] = {1, 1};
  int64_t output_padding[2] = {0, 0};
};

// Reads list `values` (named `what`) into the last `dims` entries of `out`: it has 1 or `dims` entries (or none when
// `empty_means` is given, whose entries are then taken), each >= `min`. Returns the sentence of a refusal, or "".
std::string xnn_read_window_param(const char* what, const std::vector<int64_t>& values, size_t dims, int64_t min,
                                  const int64_t* empty_means, int64_t* out);

// ExecuTorch's output length of a window over `in` elements (its integer arithmetic, truncating division included).
int64_t xnn_window_output(int64_t in, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation,
                          bool ceil_mode, bool transposed, int64_t output_padding);

// The items of IntList argument `a` while a program is loaded: the Int values the program holds.
std::vector<int64_t> xnn_int_list_at_load(const xnn_op_check& call, size_t a);

// Any dtype but bool (ExecuTorch's REAL types), and a dtype's name for a sentence.
inline bool xnn_real_type(int8_t t) { return xnn_scalar::supported(t) && t != xnn_scalar::bool_; }
inline const char* xnn_type_text(int8_t t) {
  return xnn_scalar::supported(t) ? xnn_scalar::name(t) : "an unsupported type";
}

// sum + x * y in C; integers wrap (the caller wraps to the dtype's width), as accumulation in that dtype does.
template <typename C>
C xnn_multiply_add(C sum, C x, C y) {
  if constexpr (std::is_floating_point_v<C>) {
    return sum + x * y;
  } else {
    return C(uint64_t(sum) + uint64_t(x) * uint64_t(y));
  }
}
