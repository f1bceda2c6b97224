// The xnn operators the portable kernels call, for the decoder fuzzer only: it links the decoder and the operator
// registry (which checks operator names at load) but never runs a method, so these are never reached.
#include <xnnpack.h>

extern "C" {
xnn_status xnn_create_binary_elementwise_nd(xnn_binary_operator, xnn_datatype, const xnn_quantization_params*,
                                            const xnn_quantization_params*, const xnn_quantization_params*, uint32_t,
                                            xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_binary_elementwise_nd(xnn_operator_t, size_t, const size_t*, size_t, const size_t*,
                                             pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_binary_elementwise_nd(xnn_operator_t, const void*, const void*, void*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_unary_elementwise_nc(xnn_unary_operator, xnn_datatype, xnn_datatype, const xnn_unary_params*,
                                           const void*, const xnn_quantization_params*,
                                           const xnn_quantization_params*, uint32_t,
                                           xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_unary_elementwise_nc(xnn_operator_t, size_t, size_t, size_t, size_t, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_unary_elementwise_nc(xnn_operator_t, const void*, void*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_transpose_nd_x8(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_transpose_nd_x16(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_transpose_nd_x32(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_transpose_nd_x64(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_reshape_transpose_nd_x8(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_transpose_nd_x16(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_transpose_nd_x32(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_transpose_nd_x64(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_transpose_nd_x8(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_setup_transpose_nd_x16(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_setup_transpose_nd_x32(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_setup_transpose_nd_x64(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_run_transpose_nd_x32(const void*, void*, size_t, const size_t*, const size_t*, uint32_t, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_reduce_nd(xnn_reduce_operator, xnn_datatype, const xnn_quantization_params*,
                                const xnn_quantization_params*, uint32_t, xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_reduce_nd(xnn_operator_t, size_t, const int64_t*, size_t, const size_t*, size_t*,
                                 pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_reduce_nd(xnn_operator_t, void*, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_softmax_nc_f32(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_reshape_softmax_nc_f32(xnn_operator_t, size_t, size_t, size_t, size_t, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_softmax_nc_f32(xnn_operator_t, const float*, float*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_batch_matrix_multiply_nc_f32(uint32_t, xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_batch_matrix_multiply_nc_f32_const_weights(size_t, size_t, size_t, const float*, uint32_t,
                                                                 xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_batch_matrix_multiply_nc_f32(xnn_operator_t, size_t, const size_t*, const size_t*, size_t,
                                                    size_t, size_t, size_t*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_batch_matrix_multiply_nc_f32(xnn_operator_t, void*, const float*, const float*, float*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_convolution2d_nhwc_f32(uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t,
                                             uint32_t, uint32_t, uint32_t, uint32_t, size_t, size_t, size_t, size_t,
                                             const float*, const float*, float, float, uint32_t, xnn_weights_cache_t,
                                             xnn_operator_t*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_convolution2d_nhwc_f32(xnn_operator_t, size_t, size_t, size_t, size_t*, size_t*, size_t*,
                                              pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_convolution2d_nhwc_f32(xnn_operator_t, void*, const float*, float*) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_create_slice_nd_x8(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_slice_nd_x16(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_create_slice_nd_x32(uint32_t, xnn_operator_t*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_reshape_slice_nd_x8(xnn_operator_t, size_t, const size_t*, const size_t*, const size_t*,
                                   pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_slice_nd_x16(xnn_operator_t, size_t, const size_t*, const size_t*, const size_t*,
                                    pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_reshape_slice_nd_x32(xnn_operator_t, size_t, const size_t*, const size_t*, const size_t*,
                                    pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_setup_slice_nd_x8(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_setup_slice_nd_x16(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_setup_slice_nd_x32(xnn_operator_t, const void*, void*) { return xnn_status_unsupported_hardware; }
xnn_status xnn_run_constant_pad_nd_x8(uint32_t, size_t, const size_t*, const size_t*, const size_t*, const void*,
                                      void*, const void*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_run_constant_pad_nd_x16(uint32_t, size_t, const size_t*, const size_t*, const size_t*, const void*,
                                       void*, const void*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_run_constant_pad_nd_x32(uint32_t, size_t, const size_t*, const size_t*, const size_t*, const void*,
                                       void*, const void*, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_run_copy_nc_x32(size_t, size_t, size_t, size_t, const uint32_t*, uint32_t*, uint32_t, pthreadpool_t) {
  return xnn_status_unsupported_hardware;
}
xnn_status xnn_run_operator(xnn_operator_t, pthreadpool_t) { return xnn_status_unsupported_hardware; }
}
