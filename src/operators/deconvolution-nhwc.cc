// 2D deconvolution (transposed convolution), NHWC, f32: create -> reshape -> setup -> run.
//
// Computed as an IGEMM over an indirection buffer: output pixel o reads, through kernel tap t, the input pixel
// (o + padding - t * dilation) / stride when that division is exact and in range, else the zero row. With stride s,
// about (s*s - 1)/(s*s) of the taps are zero rows (a subconvolution per output phase would skip them).
#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "log.h"
#include "operators/conv2d-gemm.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct deconvolution_operator : xnn_operator {
  static constexpr const char* kName = "deconvolution";
  deconvolution_operator() : xnn_operator(kName) {}

  size_t padding_top = 0, padding_right = 0, padding_bottom = 0, padding_left = 0;
  size_t kernel_height = 0, kernel_width = 0, stride_height = 0, stride_width = 0;
  size_t dilation_height = 0, dilation_width = 0;
  xnn_conv2d_weights weights;

  size_t batch_size = 0;
  xnn_indirection_buffer indirection;
  xnn_gemm_context gemm;
};

}  // namespace

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_f32(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel, const float* bias, float output_min, float output_max, uint32_t flags,
    xnn_weights_cache_t /*weights_cache: unused*/, xnn_operator_t* deconvolution_op_out) {
  const char* name = deconvolution_operator::kName;
  xnn_status status;
  if ((status = xnn_check_not_null(name, "deconvolution_op_out", deconvolution_op_out))) return status;
  *deconvolution_op_out = nullptr;
  size_t input_channels = 0, output_channels = 0, unused;
  if ((status = xnn_check_flags(name, flags, 0)) ||
      (status = xnn_check_positive(name, "kernel_height", kernel_height)) ||
      (status = xnn_check_positive(name, "kernel_width", kernel_width)) ||
      (status = xnn_check_positive(name, "stride_height", stride_height)) ||
      (status = xnn_check_positive(name, "stride_width", stride_width)) ||
      (status = xnn_check_positive(name, "dilation_height", dilation_height)) ||
      (status = xnn_check_positive(name, "dilation_width", dilation_width)) ||
      (status = xnn_check_positive(name, "groups", groups)) ||
      (status = xnn_check_positive(name, "group_input_channels", group_input_channels)) ||
      (status = xnn_check_positive(name, "group_output_channels", group_output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel)) ||
      (status = xnn_check_output_range(name, output_min, output_max))) {
    return status;
  }
  if (!xnn_checked_product(name, {groups, group_input_channels}, &input_channels) ||
      !xnn_checked_product(name, {groups, group_output_channels}, &output_channels) ||
      !xnn_checked_product(name, {size_t(kernel_height), size_t(dilation_height), 2}, &unused) ||
      !xnn_checked_product(name, {size_t(kernel_width), size_t(dilation_width), 2}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  if ((status = xnn_check_stride(name, "input_pixel_stride", input_pixel_stride, "groups * group_input_channels",
                                 input_channels)) ||
      (status = xnn_check_stride(name, "output_pixel_stride", output_pixel_stride,
                                 "groups * group_output_channels", output_channels))) {
    return status;
  }
  const xnn_f32_gemm_config* config = xnn_init_f32_gemm_config();
  if (config == nullptr) {
    xnn_log_error("deconvolution: the library is not initialized; call xnn_initialize first");
    return xnn_status_uninitialized;
  }

  deconvolution_operator* op = xnn_new_operator<deconvolution_operator>();
  if (op == nullptr) {
    xnn_log_error("deconvolution: out of memory for the operator");
    return xnn_status_out_of_memory;
  }
  op->padding_top = output_padding_top, op->padding_right = output_padding_right;
  op->padding_bottom = output_padding_bottom, op->padding_left = output_padding_left;
  op->kernel_height = kernel_height, op->kernel_width = kernel_width;
  op->stride_height = stride_height, op->stride_width = stride_width;
  op->dilation_height = dilation_height, op->dilation_width = dilation_width;
  xnn_conv2d_weights& w = op->weights;
  w.config = config;
  w.groups = groups, w.group_input_channels = group_input_channels, w.group_output_channels = group_output_channels;
  w.taps = size_t(kernel_height) * kernel_width;
  w.input_pixel_stride = input_pixel_stride, w.output_pixel_stride = output_pixel_stride;
  w.params = {output_min, output_max};
  status = w.pack(name, kernel, bias, false);
  if (status != xnn_status_success) {
    xnn_delete_operator(op);
    return status;
  }
  *deconvolution_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_f32(xnn_operator_t deconvolution_op, size_t batch_size,
                                                           size_t input_height, size_t input_width,
                                                           uint32_t adjustment_height, uint32_t adjustment_width,
                                                           size_t* output_height_out, size_t* output_width_out,
                                                           pthreadpool_t threadpool) {
  deconvolution_operator* op =
      xnn_operator_as<deconvolution_operator>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  size_t upsampled_h, upsampled_w;
  if ((status = xnn_check_positive(op->name, "input_height", input_height)) ||
      (status = xnn_check_positive(op->name, "input_width", input_width))) {
    return status;
  }
  if (adjustment_height >= op->stride_height || adjustment_width >= op->stride_width) {
    xnn_log_error("deconvolution: adjustment %ux%u is not below the stride %zux%zu", adjustment_height,
                  adjustment_width, op->stride_height, op->stride_width);
    return xnn_status_invalid_parameter;
  }
  if (!xnn_checked_product(op->name, {input_height, op->stride_height, 4}, &upsampled_h) ||
      !xnn_checked_product(op->name, {input_width, op->stride_width, 4}, &upsampled_w)) {
    return xnn_status_invalid_parameter;
  }
  // Full output extent before cropping: (input - 1) * stride + adjustment + dilated kernel.
  const size_t full_h = (input_height - 1) * op->stride_height + adjustment_height +
                        (op->kernel_height - 1) * op->dilation_height + 1;
  const size_t full_w =
      (input_width - 1) * op->stride_width + adjustment_width + (op->kernel_width - 1) * op->dilation_width + 1;
  if (full_h <= op->padding_top + op->padding_bottom || full_w <= op->padding_left + op->padding_right) {
    xnn_log_error("deconvolution: output padding %zu+%zu x %zu+%zu crops the whole %zux%zu output", op->padding_top,
                  op->padding_bottom, op->padding_left, op->padding_right, full_h, full_w);
    return xnn_status_invalid_parameter;
  }
  xnn_conv2d_geometry g;
  g.transposed = true;
  g.input_height = input_height, g.input_width = input_width;
  g.output_height = full_h - op->padding_top - op->padding_bottom;
  g.output_width = full_w - op->padding_left - op->padding_right;
  g.kernel_height = op->kernel_height, g.kernel_width = op->kernel_width;
  g.stride_height = op->stride_height, g.stride_width = op->stride_width;
  g.dilation_height = op->dilation_height, g.dilation_width = op->dilation_width;
  g.padding_top = op->padding_top, g.padding_left = op->padding_left;
  g.input_pixel_stride = op->weights.input_pixel_stride * sizeof(float);
  if (!xnn_conv2d_sizes_fit(op->name, op->weights, batch_size, g)) return xnn_status_invalid_parameter;
  if (output_height_out != nullptr) *output_height_out = g.output_height;
  if (output_width_out != nullptr) *output_width_out = g.output_width;
  op->batch_size = batch_size;
  op->job_count = 0;
  if (batch_size != 0) {
    status = xnn_plan_conv2d_igemm(op->name, op->weights, batch_size, g, &op->indirection, &op->gemm, &op->jobs[0],
                                   xnn_threads_count(threadpool));
    if (status != xnn_status_success) return status;
    op->job_count = 1;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_f32(xnn_operator_t deconvolution_op, const float* input,
                                                         float* output) {
  deconvolution_operator* op =
      xnn_operator_as<deconvolution_operator>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success) return status;
  if (op->batch_size != 0) {
    if ((status = xnn_check_not_null(op->name, "input", input)) ||
        (status = xnn_check_not_null(op->name, "output", output))) {
      return status;
    }
    op->gemm.a_offset = op->indirection.bind(input, op->weights.zero);
  }
  op->gemm.c = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
