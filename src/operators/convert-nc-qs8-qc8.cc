// XNNPACK's qs8 -> qc8 convert: the int8 bytes of a per-tensor quantized tensor read as a per-channel quantized one
// (the quantization parameters live with the tensors, not in the operator), so the operator is the 8-bit copy.
#include <xnnpack.h>

extern "C" xnn_status xnn_create_convert_nc_qs8_qc8(uint32_t flags, xnn_operator_t* convert_op_out) {
  return xnn_create_copy_nc_x8(flags, convert_op_out);
}

extern "C" xnn_status xnn_reshape_convert_nc_qs8_qc8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                                     size_t input_stride, size_t output_stride,
                                                     pthreadpool_t threadpool) {
  return xnn_reshape_copy_nc_x8(convert_op, batch_size, channels, input_stride, output_stride, threadpool);
}

extern "C" xnn_status xnn_setup_convert_nc_qs8_qc8(xnn_operator_t convert_op, const int8_t* input, int8_t* output) {
  return xnn_setup_copy_nc_x8(convert_op, input, output);
}
