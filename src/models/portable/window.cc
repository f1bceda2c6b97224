#include "models/portable/window.h"

#include <cstdint>

#include "models/sizes.h"

std::string xnn_read_window_param(const char* what, const std::vector<int64_t>& values, size_t dims, int64_t min,
                                  const int64_t* empty_means, int64_t* out) {
  if (!(values.size() == 1 || values.size() == dims || (empty_means != nullptr && values.empty()))) {
    return std::string(what) + " has " + std::to_string(values.size()) + " entries; expected " +
           (empty_means != nullptr ? "0, " : "") + "1 or " + std::to_string(dims);
  }
  for (size_t i = 0; i < values.size(); i++) {
    if (values[i] < min || values[i] > INT32_MAX) {
      return std::string(what) + " is " + xnn_dims_text(values.data(), values.size()) + "; expected entries in [" +
             std::to_string(min) + ", 2147483647]";
    }
  }
  for (size_t i = 0; i < dims; i++) {
    out[2 - dims + i] = values.empty() ? empty_means[2 - dims + i] : values[values.size() == 1 ? 0 : i];
  }
  return "";
}

int64_t xnn_window_output(int64_t in, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation,
                          bool ceil_mode, bool transposed, int64_t output_padding) {
  // Stride, padding and dilation are at most 2^31 - 1 (xnn_read_window_param); a huge input or kernel could still
  // overflow the arithmetic, and is refused as -1.
  int64_t span, extent;
  if (__builtin_mul_overflow(in - 1, stride, &span) || __builtin_mul_overflow(kernel - 1, dilation, &extent) ||
      span > INT64_MAX / 4 || extent > INT64_MAX / 4 || in > INT64_MAX / 4) {
    return -1;
  }
  if (transposed) return span - 2 * padding + extent + output_padding + 1;
  const int64_t numerator = in + 2 * padding - extent - 1 + (ceil_mode ? stride - 1 : 0);
  int64_t out = numerator / stride + 1;
  if (ceil_mode && (out - 1) * stride >= in + padding) out--;
  return out;
}

std::vector<int64_t> xnn_int_list_at_load(const xnn_op_check& call, size_t a) {
  std::vector<int64_t> list;
  for (int64_t item : call.value(a).items) list.push_back(call.method.values[size_t(item)].int_value);
  return list;
}
