// XNNPACK's one-shot forms of the elementwise operators: create, reshape, setup and run in one call, the operator
// living only inside it (a failing step's status is returned, and its sentence logged by that step).
#include <xnnpack.h>

namespace {

template <typename Reshape, typename Setup>
xnn_status run_and_delete(xnn_status created, xnn_operator_t op, Reshape reshape, Setup setup,
                          pthreadpool_t threadpool) {
  xnn_status status = created;
  if (status == xnn_status_success) status = reshape();
  if (status == xnn_status_success) status = setup();
  if (status == xnn_status_success) status = xnn_run_operator(op, threadpool);
  if (op != nullptr) xnn_delete_operator(op);
  return status;
}

}  // namespace

extern "C" xnn_status xnn_run_unary_elementwise_nc(xnn_unary_operator op_type, xnn_datatype input_datatype,
                                                   xnn_datatype output_datatype, const xnn_unary_params* params,
                                                   const xnn_quantization_params* input_quantization,
                                                   const xnn_quantization_params* output_quantization,
                                                   uint32_t flags, size_t batch_size, size_t channels,
                                                   size_t input_stride, size_t output_stride,
                                                   pthreadpool_t threadpool, const void* input, void* output) {
  xnn_operator_t op = nullptr;
  const xnn_status created = xnn_create_unary_elementwise_nc(op_type, input_datatype, output_datatype, params,
                                                             /*lut=*/nullptr, input_quantization,
                                                             output_quantization, flags, &op);
  return run_and_delete(
      created, op,
      [&] {
        return xnn_reshape_unary_elementwise_nc(op, batch_size, channels, input_stride, output_stride, threadpool);
      },
      [&] { return xnn_setup_unary_elementwise_nc(op, input, output); }, threadpool);
}

extern "C" xnn_status xnn_run_binary_elementwise_nd(xnn_binary_operator type, xnn_datatype datatype,
                                                    const xnn_quantization_params* input1_quantization,
                                                    const xnn_quantization_params* input2_quantization,
                                                    const xnn_quantization_params* output_quantization,
                                                    uint32_t flags, size_t num_input1_dims,
                                                    const size_t* input1_shape, size_t num_input2_dims,
                                                    const size_t* input2_shape, const void* input1,
                                                    const void* input2, void* output, pthreadpool_t threadpool) {
  xnn_operator_t op = nullptr;
  const xnn_status created = xnn_create_binary_elementwise_nd(type, datatype, input1_quantization, input2_quantization,
                                                              output_quantization, flags, &op);
  return run_and_delete(
      created, op,
      [&] {
        return xnn_reshape_binary_elementwise_nd(op, num_input1_dims, input1_shape, num_input2_dims, input2_shape,
                                                 threadpool);
      },
      [&] { return xnn_setup_binary_elementwise_nd(op, input1, input2, output); }, threadpool);
}

extern "C" xnn_status xnn_run_convert_nc_f32_f16(size_t channels, size_t input_stride, size_t output_stride,
                                                 size_t batch_size, const float* input, void* output, uint32_t flags,
                                                 pthreadpool_t threadpool) {
  return xnn_run_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_fp16, /*params=*/nullptr,
                                      /*input_quantization=*/nullptr, /*output_quantization=*/nullptr, flags,
                                      batch_size, channels, input_stride, output_stride, threadpool, input, output);
}
