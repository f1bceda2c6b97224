// 2D convolution, NHWC, f32: create -> reshape -> setup -> run.
//
// Paths, chosen at create:
//   1x1 kernel, stride 1, no padding   a GEMM over all pixels of the batch (pixels are rows of A);
//   depthwise (1 input and 1 output channel per group, groups > 1)   the f32-dwconv kernels
//                                      (operators/depthwise-convolution.h);
//   everything else                    IGEMM over an indirection buffer, rebuilt only when the geometry changes.
#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "log.h"
#include "operators/conv2d-gemm.h"
#include "operators/depthwise-convolution.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct convolution_operator : xnn_conv2d_operator {
  static constexpr const char* kName = "convolution";
  convolution_operator() : xnn_conv2d_operator(kName) {}

  bool same_padding = false;
  bool direct_gemm = false;  // 1x1 stride-1 unpadded: no indirection
  bool depthwise = false;    // runs on `dw`; `weights` then only holds the shape
  xnn_depthwise_convolution dw;
};

size_t dilated(size_t kernel, size_t dilation) { return (kernel - 1) * dilation + 1; }

// The checks only convolution makes, after the shared ones.
xnn_status check_convolution_flags(const xnn_conv2d_args& a) {
  if ((a.flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) && a.group_input_channels != 1) {
    xnn_log_error("convolution: group_input_channels is %zu with XNN_FLAG_DEPTHWISE_CONVOLUTION; expected 1",
                  a.group_input_channels);
    return xnn_status_invalid_parameter;
  }
  if ((a.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) &&
      (a.padding_top | a.padding_right | a.padding_bottom | a.padding_left) != 0) {
    xnn_log_error("convolution: explicit padding is not 0 with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected 0");
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_convolution2d_nhwc_f32(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t /*weights_cache: packed weights are always owned by the operator*/,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             output_min,        output_max,          flags};
  const xnn_conv2d_arg_names names{"convolution_op_out", "subsampling_height", "subsampling_width",
                                   "input_channel_stride", "output_channel_stride"};
  const uint32_t supported_flags = XNN_FLAG_DEPTHWISE_CONVOLUTION | XNN_FLAG_TENSORFLOW_SAME_PADDING | kXnnHintFlags;
  const xnn_f32_gemm_config* config = nullptr;
  xnn_status status;
  if ((status = xnn_check_conv2d_args(convolution_operator::kName, args, names, supported_flags, convolution_op_out,
                                      &config)) ||
      (status = check_convolution_flags(args))) {
    return status;
  }
  convolution_operator* op = xnn_new_operator<convolution_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config);
  op->same_padding = (flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
  const bool hwgo = (flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0;
  op->depthwise = groups > 1 && group_input_channels == 1 && group_output_channels == 1;
  op->direct_gemm = kernel_height == 1 && kernel_width == 1 && subsampling_height == 1 && subsampling_width == 1 &&
                    (input_padding_top | input_padding_right | input_padding_bottom | input_padding_left) == 0;
  status = op->depthwise ? op->dw.create(op->name, kernel_height, kernel_width, groups, input_channel_stride,
                                         output_channel_stride, kernel, bias, hwgo, output_min, output_max)
                         : op->weights.pack(op->name, kernel, bias, hwgo);
  return xnn_finish_create(op, status, convolution_op_out);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  convolution_operator* op =
      xnn_operator_as<convolution_operator>(convolution_op, "xnn_reshape_convolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = op->begin_reshape(input_height, input_width);
  if (status != xnn_status_success) return status;

  // Output size and, with TensorFlow SAME padding, the padding that centers the kernel.
  xnn_conv2d_geometry g = op->geometry(input_height, input_width);
  const size_t kernel_extent_h = dilated(op->kernel_height, op->dilation_height);
  const size_t kernel_extent_w = dilated(op->kernel_width, op->dilation_width);
  if (input_height > SIZE_MAX / 4 || input_width > SIZE_MAX / 4) {
    xnn_log_error("convolution: input size %zux%zu is too large", input_height, input_width);
    return xnn_status_invalid_parameter;
  }
  if (op->same_padding) {
    g.output_height = (input_height + op->stride_height - 1) / op->stride_height;
    g.output_width = (input_width + op->stride_width - 1) / op->stride_width;
    const size_t needed_h = (g.output_height - 1) * op->stride_height + kernel_extent_h;
    const size_t needed_w = (g.output_width - 1) * op->stride_width + kernel_extent_w;
    g.padding_top = needed_h > input_height ? (needed_h - input_height) / 2 : 0;
    g.padding_left = needed_w > input_width ? (needed_w - input_width) / 2 : 0;
  } else {
    size_t padded_h, padded_w;
    if (!xnn_checked_sum(op->name, "input_height + padding_top", input_height, op->padding_top, &padded_h) ||
        !xnn_checked_sum(op->name, "padded input height + padding_bottom", padded_h, op->padding_bottom,
                         &padded_h) ||
        !xnn_checked_sum(op->name, "input_width + padding_left", input_width, op->padding_left, &padded_w) ||
        !xnn_checked_sum(op->name, "padded input width + padding_right", padded_w, op->padding_right, &padded_w)) {
      return xnn_status_invalid_parameter;
    }
    if (padded_h < kernel_extent_h || padded_w < kernel_extent_w) {
      xnn_log_error("convolution: padded input %zux%zu is smaller than the dilated kernel %zux%zu", padded_h,
                    padded_w, kernel_extent_h, kernel_extent_w);
      return xnn_status_invalid_parameter;
    }
    g.output_height = (padded_h - kernel_extent_h) / op->stride_height + 1;
    g.output_width = (padded_w - kernel_extent_w) / op->stride_width + 1;
  }
  if (op->depthwise ? !xnn_depthwise_sizes_fit(op->name, op->dw, batch_size, g)
                    : !xnn_conv2d_sizes_fit(op->name, op->weights, batch_size, g)) {
    return xnn_status_invalid_parameter;
  }
  op->set_output(batch_size, g, output_height_out, output_width_out);
  if (workspace_size != nullptr) *workspace_size = 0;
  if (batch_size == 0) {
    op->state = xnn_operator_state::reshaped;
    return xnn_status_success;
  }

  const size_t threads = xnn_threads_count(threadpool);
  const xnn_conv2d_weights& w = op->weights;
  if (op->depthwise) {
    status = op->dw.plan(op->name, batch_size, g, &op->jobs[0]);
    if (status != xnn_status_success) return status;
  } else if (op->direct_gemm) {
    // Every pixel of every image is a row of A.
    const size_t m = batch_size * input_height * input_width;
    w.init_gemm_context(&op->gemm);
    op->gemm.a_stride = w.input_pixel_stride * sizeof(float);
    w.plan(&op->jobs[0], &op->gemm, false, m, threads);
  } else {
    status = xnn_plan_conv2d_igemm(op->name, w, batch_size, g, &op->indirection, &op->gemm, &op->jobs[0], threads);
    if (status != xnn_status_success) return status;
  }
  op->job_count = 1;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_f32(xnn_operator_t convolution_op, void* /*workspace: none*/,
                                                       const float* input, float* output) {
  convolution_operator* op =
      xnn_operator_as<convolution_operator>(convolution_op, "xnn_setup_convolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  xnn_gemm_context& ctx = op->gemm;
  ctx.c = output;
  if (op->depthwise) {
    if (op->batch_size != 0) op->dw.bind(input, output);
  } else if (op->direct_gemm) {
    ctx.a = input;
  } else if (op->batch_size != 0) {
    ctx.a_offset = op->indirection.bind(input, op->weights.zero);
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
