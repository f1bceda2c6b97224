// Resize bilinear over NCHW images: the NHWC resize between two layout transposes (operators/nchw-adapter.h), so the
// two layouts interpolate identically.
#include <xnnpack.h>

#include "log.h"
#include "operators/nchw-adapter.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct resize_nchw_operator : xnn_operator {
  static constexpr const char* kName = "resize bilinear nchw";
  resize_nchw_operator() : xnn_operator(kName) {}
  xnn_nchw_adapter adapter;
  size_t element_bytes = 0;
  size_t output_height = 0, output_width = 0;
};

}  // namespace

extern "C" xnn_status xnn_create_resize_bilinear2d_nchw(xnn_datatype datatype, size_t output_height,
                                                        size_t output_width, uint32_t flags,
                                                        xnn_operator_t* resize_op_out) {
  const char* name = resize_nchw_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "resize_op_out", resize_op_out))) return status;
  *resize_op_out = nullptr;
  if (datatype != xnn_datatype_fp32 && datatype != xnn_datatype_fp16) {
    xnn_log_error("%s: datatype is %d; expected fp32 or fp16", name, int(datatype));
    return xnn_status_unsupported_parameter;
  }
  xnn_operator_t nhwc = nullptr;
  // The NHWC resize checks the output size and the flags, and logs its sentence in our name (it names itself
  // "resize bilinear").
  {
    const xnn_log_renaming in_our_name("resize bilinear", name);
    status = xnn_create_resize_bilinear2d_nhwc(datatype, output_height, output_width, flags, &nhwc);
  }
  if (status != xnn_status_success) return status;
  resize_nchw_operator* op = xnn_new_operator<resize_nchw_operator>();  // logs when out of memory
  if (op == nullptr) {
    xnn_release_operator(nhwc);
    return xnn_status_out_of_memory;
  }
  op->adapter.nhwc = nhwc;
  op->element_bytes = datatype == xnn_datatype_fp16 ? 2 : 4;
  op->output_height = output_height;
  op->output_width = output_width;
  *resize_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_resize_bilinear2d_nchw(xnn_operator_t resize_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t channels,
                                                         size_t input_pixel_stride, size_t output_pixel_stride,
                                                         pthreadpool_t threadpool) {
  resize_nchw_operator* op = xnn_operator_as<resize_nchw_operator>(resize_op, "xnn_reshape_resize_bilinear2d_nchw");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_initialized(op->name)) || (status = xnn_check_positive(op->name, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "input_pixel_stride", input_pixel_stride, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "output_pixel_stride", output_pixel_stride, "channels", channels))) {
    return status;
  }
  size_t workspace_bytes = 0;
  {
    const xnn_log_renaming in_our_name(op->adapter.nhwc->name, op->name);
    status = xnn_reshape_resize_bilinear2d_nhwc(op->adapter.nhwc, batch_size, input_height, input_width, channels,
                                                channels, channels, &workspace_bytes, threadpool);
  }
  if (status != xnn_status_success) return status;
  const size_t input_pixels = input_height * input_width, output_pixels = op->output_height * op->output_width;
  const size_t e = op->element_bytes;
  size_t input_batch_bytes, output_batch_bytes, total_bytes;
  if (!xnn_checked_product(op->name, "input", {input_pixels, input_pixel_stride, e}, &input_batch_bytes) ||
      !xnn_checked_product(op->name, "input", {batch_size, input_batch_bytes}, &total_bytes) ||
      !xnn_checked_product(op->name, "output", {output_pixels, output_pixel_stride, e}, &output_batch_bytes) ||
      !xnn_checked_product(op->name, "output", {batch_size, output_batch_bytes}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const size_t input_strides[3] = {input_batch_bytes, input_pixels * e, e};
  const size_t output_strides[3] = {output_batch_bytes, output_pixels * e, e};
  status = op->adapter.reshape(op, batch_size, e, channels, input_pixels, input_strides, channels,
                               output_pixels, output_strides, workspace_bytes);
  if (status != xnn_status_success) return status;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_resize_bilinear2d_nchw(xnn_operator_t resize_op, const void* input, void* output) {
  resize_nchw_operator* op = xnn_operator_as<resize_nchw_operator>(resize_op, "xnn_setup_resize_bilinear2d_nchw");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  xnn_nchw_adapter& a = op->adapter;
  xnn_status status;
  {
    const xnn_log_renaming in_our_name(a.nhwc->name, op->name);
    status = xnn_setup_resize_bilinear2d_nhwc(a.nhwc, a.workspace.data(), a.nhwc_input.data(), a.nhwc_output.data());
  }
  if (status != xnn_status_success) return status;
  a.setup(op, input, output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
