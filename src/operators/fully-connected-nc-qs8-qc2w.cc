// Fully connected qs8 with 2-bit per-channel weights (XNNPACK's qs8_qc2w): the kernel's 2-bit values are unpacked to
// int8 when the operator is created and packed as a qs8_qc8w fully connected operator's, which then runs it. The
// packed weights take 4x the bytes of XNNPACK's 2-bit packing; the results are the same. Reshape and setup are the
// qs8_qc8w ones.
#include <xnnpack.h>

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"

namespace {

constexpr const char* kName = "fully connected qs8 qc2w";

// Value `index` of a stream of 2-bit two's-complement values, four per byte from the least significant bits:
// -2..1.
int8_t crumb(const uint8_t* stream, size_t index) {
  const int value = (stream[index >> 2] >> ((index & 3) * 2)) & 3;
  return int8_t(value >= 2 ? value - 4 : value);
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qs8_qc2w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    int8_t input_zero_point, float input_scale, const float* kernel_scale, const void* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  xnn_status status;
  size_t count;
  if ((status = xnn_check_initialized(kName)) ||
      (status = xnn_check_not_null(kName, "fully_connected_op_out", fully_connected_op_out))) {
    return status;
  }
  *fully_connected_op_out = nullptr;
  if ((status = xnn_check_positive(kName, "input_channels", input_channels)) ||
      (status = xnn_check_positive(kName, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(kName, "kernel", kernel))) {
    return status;
  }
  if (!xnn_checked_product(kName, "kernel", {input_channels, output_channels}, &count)) {
    return xnn_status_invalid_parameter;
  }
  int8_t* unpacked = static_cast<int8_t*>(xnn_allocate_memory(count));
  if (unpacked == nullptr) {
    xnn_log_error("%s: out of memory for the %zu unpacked kernel values", kName, count);
    return xnn_status_out_of_memory;
  }
  // The same layout ([output][input], or [input][output] with XNN_FLAG_TRANSPOSE_WEIGHTS), one value per byte.
  for (size_t i = 0; i < count; i++) unpacked[i] = crumb(static_cast<const uint8_t*>(kernel), i);
  status = xnn_create_fully_connected_nc_qs8_qc8w(input_channels, output_channels, input_stride, output_stride,
                                                  input_zero_point, input_scale, kernel_scale, unpacked, bias,
                                                  output_zero_point, output_scale, output_min, output_max, flags,
                                                  weights_cache, fully_connected_op_out);
  xnn_release_memory(unpacked);
  return status;
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return xnn_reshape_fully_connected_nc_qs8_qc8w(fully_connected_op, batch_size, threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                            int8_t* output) {
  return xnn_setup_fully_connected_nc_qs8_qc8w(fully_connected_op, input, output);
}
