#include "operators/validate.h"

#include <cmath>

#include "log.h"

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
  size_t result = 1;
  for (size_t factor : factors) {
    if (__builtin_mul_overflow(result, factor, &result)) {
      xnn_log_error("%s: tensor sizes are too large: their product overflows size_t", op);
      return false;
    }
  }
  *product = result;
  return true;
}

xnn_status xnn_check_rows(const char* op, size_t batch, size_t channels, size_t input_stride, size_t output_stride) {
  xnn_status status;
  if ((status = xnn_check_positive(op, "channels", channels)) ||
      (status = xnn_check_stride(op, "input_stride", input_stride, "channels", channels)) ||
      (status = xnn_check_stride(op, "output_stride", output_stride, "channels", channels))) {
    return status;
  }
  size_t bytes;
  if (!xnn_checked_product(op, {batch, input_stride > output_stride ? input_stride : output_stride, sizeof(float)},
                           &bytes)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}
