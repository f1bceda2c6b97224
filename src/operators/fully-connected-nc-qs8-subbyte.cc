// Fully connected qs8 with 2-bit and 4-bit per-channel weights (XNNPACK's qs8_qc2w and qs8_qc4w): the kernel's
// values are unpacked to int8 when the operator is created and packed as a qs8_qc8w fully connected operator's, which
// then runs it. The packed weights take 4x (2x) the bytes of XNNPACK's packing; the results are the same. Reshape and
// setup are the qs8_qc8w ones.
#include <xnnpack.h>

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"

namespace {

// Value `index` of a stream of 2-bit two's-complement values, four per byte from the least significant bits:
// -2..1.
int8_t crumb(const uint8_t* stream, size_t index) {
  const int value = (stream[index >> 2] >> ((index & 3) * 2)) & 3;
  return int8_t(value >= 2 ? value - 4 : value);
}

// Value `index` of a stream of 4-bit values, two per byte from the least significant bits: two's complement (-8..7)
// with zero point 0, or nibble - 8 with zero point 8.
int8_t nibble(const uint8_t* stream, size_t index, uint8_t zero_point) {
  const int value = (stream[index >> 1] >> ((index & 1) * 4)) & 15;
  return int8_t(zero_point == 8 ? value - 8 : value >= 8 ? value - 16 : value);
}

// The checks before unpacking (the qs8_qc8w create checks the rest); the number of kernel values in *count.
xnn_status check_kernel(const char* name, size_t input_channels, size_t output_channels, const void* kernel,
                        xnn_operator_t* op_out, size_t* count) {
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = xnn_check_not_null(name, "fully_connected_op_out", op_out))) {
    return status;
  }
  *op_out = nullptr;
  if ((status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel))) {
    return status;
  }
  if (!xnn_checked_product(name, "kernel", {input_channels, output_channels}, count)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Unpacks `count` values with `value(stream, index)` into int8 (the same layout, one value per byte) and creates the
// qs8_qc8w operator on them.
template <class Value>
xnn_status create_unpacked(const char* name, size_t count, Value value, size_t input_channels,
                           size_t output_channels, size_t input_stride, size_t output_stride, int8_t input_zero_point,
                           float input_scale, const float* kernel_scale, const void* kernel, const int32_t* bias,
                           int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max,
                           uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* op_out) {
  int8_t* unpacked = static_cast<int8_t*>(xnn_allocate_memory(count));
  if (unpacked == nullptr) {
    xnn_log_error("%s: out of memory for the %zu unpacked kernel values", name, count);
    return xnn_status_out_of_memory;
  }
  // The same layout ([output][input], or [input][output] with XNN_FLAG_TRANSPOSE_WEIGHTS), one value per byte.
  for (size_t i = 0; i < count; i++) unpacked[i] = value(static_cast<const uint8_t*>(kernel), i);
  const xnn_status status = xnn_create_fully_connected_nc_qs8_qc8w(
      input_channels, output_channels, input_stride, output_stride, input_zero_point, input_scale, kernel_scale,
      unpacked, bias, output_zero_point, output_scale, output_min, output_max, flags, weights_cache, op_out);
  xnn_release_memory(unpacked);
  return status;
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qs8_qc2w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    int8_t input_zero_point, float input_scale, const float* kernel_scale, const void* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  const char* name = "fully connected qs8 qc2w";
  size_t count;
  if (xnn_status status =
          check_kernel(name, input_channels, output_channels, kernel, fully_connected_op_out, &count)) {
    return status;
  }
  return create_unpacked(name, count, crumb, input_channels, output_channels, input_stride, output_stride,
                         input_zero_point, input_scale, kernel_scale, kernel, bias, output_zero_point, output_scale,
                         output_min, output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return xnn_reshape_fully_connected_nc_qs8_qc8w(fully_connected_op, batch_size, threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                            int8_t* output) {
  return xnn_setup_fully_connected_nc_qs8_qc8w(fully_connected_op, input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qs8_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    int8_t input_zero_point, float input_scale, uint8_t kernel_zero_point, const float* kernel_scale,
    const void* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min,
    int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  const char* name = "fully connected qs8 qc4w";
  size_t count;
  if (xnn_status status =
          check_kernel(name, input_channels, output_channels, kernel, fully_connected_op_out, &count)) {
    return status;
  }
  if (kernel_zero_point != 0 && kernel_zero_point != 8) {
    xnn_log_error("%s: kernel_zero_point is %u; expected 0 (signed nibbles) or 8", name, unsigned(kernel_zero_point));
    return xnn_status_invalid_parameter;
  }
  auto value = [kernel_zero_point](const uint8_t* stream, size_t index) {
    return nibble(stream, index, kernel_zero_point);
  };
  return create_unpacked(name, count, value, input_channels, output_channels, input_stride, output_stride,
                         input_zero_point, input_scale, kernel_scale, kernel, bias, output_zero_point, output_scale,
                         output_min, output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qs8_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return xnn_reshape_fully_connected_nc_qs8_qc8w(fully_connected_op, batch_size, threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qs8_qc4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                            int8_t* output) {
  return xnn_setup_fully_connected_nc_qs8_qc8w(fully_connected_op, input, output);
}
