#include "operators/validate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "init.h"
#include "checked-size.h"
#include "log.h"

xnn_status xnn_check_initialized(const char* op) {
  if (xnn_is_initialized()) return xnn_status_success;
  xnn_log_error("%s: xnn_initialize has not succeeded", op);
  return xnn_status_uninitialized;
}

xnn_status xnn_check_positive(const char* op, const char* argument, size_t value) {
  if (value != 0) return xnn_status_success;
  xnn_log_error("%s: %s is 0; expected >= 1", op, argument);
  return xnn_status_invalid_parameter;
}

xnn_status xnn_check_not_null(const char* op, const char* argument, const void* pointer) {
  if (pointer != nullptr) return xnn_status_success;
  xnn_log_error("%s: %s is NULL", op, argument);
  return xnn_status_invalid_parameter;
}

xnn_status xnn_check_stride(const char* op, const char* argument, size_t stride, const char* covered,
                            size_t minimum) {
  if (stride >= minimum) return xnn_status_success;
  xnn_log_error("%s: %s is %zu; expected >= %s (%zu)", op, argument, stride, covered, minimum);
  return xnn_status_invalid_parameter;
}

xnn_status xnn_check_nc_rows(const char* op, size_t batch_size, size_t channels, size_t input_stride,
                             size_t output_stride) {
  xnn_status status;
  if ((status = xnn_check_positive(op, "channels", channels)) ||
      (status = xnn_check_stride(op, "input_stride", input_stride, "channels", channels)) ||
      (status = xnn_check_stride(op, "output_stride", output_stride, "channels", channels))) {
    return status;
  }
  size_t bytes;
  if (!xnn_checked_product(op, {batch_size, std::max(input_stride, output_stride), size_t(4)}, &bytes)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_scale(const char* op, const char* argument, float scale) {
  if (!(scale > 0.0f) || !std::isnormal(scale)) {
    xnn_log_error("%s: %s is %.7g; expected a finite, normal, positive number", op, argument, scale);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_quantized_output_range(const char* op, int32_t output_min, int32_t output_max) {
  if (output_min > output_max) {
    xnn_log_error("%s: output_min (%d) is above output_max (%d)", op, output_min, output_max);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_requantization_scale(const char* op, const char* argument, float scale) {
  if (xnn_status status = xnn_check_scale(op, argument, scale)) return status;
  if (!(scale < 256.0f)) {
    xnn_log_error("%s: %s is %.7g; expected below 256", op, argument, scale);
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_requantization_scales(const char* op, float input_scale, const float* kernel_scale, size_t channels,
                                     float output_scale, float* scales) {
  for (size_t c = 0; c < channels; c++) {
    if (!(kernel_scale[c] > 0.0f) || !std::isnormal(kernel_scale[c])) {
      xnn_log_error("%s: kernel_scale[%zu] is %.7g; expected a finite, normal, positive number", op, c,
                    kernel_scale[c]);
      return xnn_status_invalid_parameter;
    }
    scales[c] = input_scale * kernel_scale[c] / output_scale;
    if (!(scales[c] < 256.0f)) {
      xnn_log_error("%s: output channel %zu's requantization scale (input_scale %.7g x kernel_scale %.7g / "
                    "output_scale %.7g) is %.7g; expected below 256", op, c, input_scale, kernel_scale[c],
                    output_scale, scales[c]);
      return xnn_status_unsupported_parameter;
    }
  }
  return xnn_status_success;
}

xnn_status xnn_check_output_range(const char* op, float output_min, float output_max) {
  if (std::isnan(output_min)) {
    xnn_log_error("%s: output_min is NaN; expected a number", op);
    return xnn_status_invalid_parameter;
  }
  if (std::isnan(output_max)) {
    xnn_log_error("%s: output_max is NaN; expected a number", op);
    return xnn_status_invalid_parameter;
  }
  if (!(output_min < output_max)) {
    xnn_log_error("%s: output_min (%g) is not below output_max (%g)", op, output_min, output_max);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_flags(const char* op, uint32_t flags, uint32_t supported) {
  if ((flags & ~supported) == 0) return xnn_status_success;
  xnn_log_error("%s: flags 0x%08x are not supported (supported: 0x%08x)", op, flags & ~supported, supported);
  return xnn_status_unsupported_parameter;
}

bool xnn_checked_product(const char* op, std::initializer_list<size_t> factors, size_t* product) {
  return xnn_checked_product(op, nullptr, factors, product);
}

bool xnn_checked_product(const char* op, const char* what, std::initializer_list<size_t> factors, size_t* product) {
  if (xnn_multiply_sizes(factors, product)) return true;
  char text[256] = "";
  size_t length = 0;
  for (size_t factor : factors) {
    if (length >= sizeof(text)) break;
    length += std::snprintf(text + length, sizeof(text) - length, "%s%zu", length == 0 ? "" : " x ", factor);
  }
  if (what != nullptr) {
    xnn_log_error("%s: %s is %s, which overflows size_t", op, what, text);
  } else {
    xnn_log_error("%s: %s overflows size_t", op, text);
  }
  return false;
}

bool xnn_checked_sum(const char* op, const char* what, size_t a, size_t b, size_t* sum) {
  if (!__builtin_add_overflow(a, b, sum)) return true;
  xnn_log_error("%s: %s is %zu + %zu, which overflows size_t", op, what, a, b);
  return false;
}

xnn_status xnn_check_pooling_window(const char* name, const uint32_t padding[4], uint32_t pooling_height,
                                    uint32_t pooling_width, uint32_t dilation_height, uint32_t dilation_width,
                                    uint32_t flags) {
  const uint32_t padding_top = padding[0], padding_right = padding[1], padding_bottom = padding[2],
                 padding_left = padding[3];
  size_t taps, window_height, window_width;
  if (!xnn_checked_product(name, "the pooling window (pooling_height x pooling_width)",
                           {pooling_height, pooling_width}, &taps)) {
    return xnn_status_invalid_parameter;
  }
  if (taps > 65535) {
    xnn_log_error("%s: pooling_height x pooling_width is %u x %u = %zu elements; expected at most 65535", name,
                  pooling_height, pooling_width, taps);
    return xnn_status_invalid_parameter;
  }
  // The dilated window, (pooling - 1) x dilation + 1, needs room for its + 1 and for the padding sums at reshape.
  if (!xnn_checked_product(name, "the dilated window height ((pooling_height - 1) x dilation_height x 2)",
                           {pooling_height - 1u, dilation_height, 2}, &window_height) ||
      !xnn_checked_product(name, "the dilated window width ((pooling_width - 1) x dilation_width x 2)",
                           {pooling_width - 1u, dilation_width, 2}, &window_width)) {
    return xnn_status_invalid_parameter;
  }
  window_height = window_height / 2 + 1;
  window_width = window_width / 2 + 1;
  const bool any_padding = (padding_top | padding_right | padding_bottom | padding_left) != 0;
  if ((flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) && any_padding) {
    xnn_log_error("%s: explicit padding with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected padding 0", name);
    return xnn_status_invalid_parameter;
  }
  if (std::max(padding_top, padding_bottom) >= window_height || std::max(padding_left, padding_right) >= window_width) {
    xnn_log_error("%s: padding (top %u, right %u, bottom %u, left %u) reaches as far as the %zu x %zu dilated window; "
                  "expected padding < window size",
                  name, padding_top, padding_right, padding_bottom, padding_left, window_height, window_width);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_qdu8_kernels(const char* op, bool unsigned_input, const void* unsigned_config) {
  if (unsigned_input && unsigned_config == nullptr) {
    xnn_log_error("%s: this CPU has no qdu8 kernel of the qd8 kernels' tile; expected AVX-VNNI or AVX-512 VNNI "
                  "(use the qd8 input instead)", op);
    return xnn_status_unsupported_hardware;
  }
  return xnn_status_success;
}
