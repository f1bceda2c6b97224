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
