// 2D convolution, NHWC, f32: create -> reshape -> setup -> run.
//
// Paths, chosen at create:
//   1x1 kernel, stride 1, no padding   a GEMM over all pixels of the batch (pixels are rows of A);
//   depthwise (1 input and 1 output channel per group, groups > 1)   the depthwise kernels (see below);
//   everything else                    IGEMM over an indirection buffer, rebuilt only when the geometry changes.
#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "log.h"
#include "operators/gemm-compute.h"
#include "operators/indirection.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/gemm-pack.h"

namespace {

struct convolution_operator : xnn_operator {
  static constexpr const char* kName = "convolution";
  convolution_operator() : xnn_operator(kName) {}
  ~convolution_operator() override {
    xnn_release_simd_memory(packed_weights);
    xnn_release_simd_memory(zero);
    xnn_release_memory(indirection);
  }

  // Create-time arguments.
  size_t padding_top = 0, padding_right = 0, padding_bottom = 0, padding_left = 0;
  size_t kernel_height = 0, kernel_width = 0, stride_height = 0, stride_width = 0;
  size_t dilation_height = 0, dilation_width = 0;
  size_t groups = 0, group_input_channels = 0, group_output_channels = 0;
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // elements
  bool same_padding = false;
  bool direct_gemm = false;  // 1x1 stride-1 unpadded: no indirection

  const xnn_f32_gemm_config* config = nullptr;
  float* packed_weights = nullptr;
  size_t group_weight_bytes = 0;
  float* zero = nullptr;
  xnn_f32_minmax_params params = {0.0f, 0.0f};

  // Reshape-time state.
  size_t batch_size = 0;
  xnn_conv2d_geometry geometry;  // of the current indirection buffer
  size_t indirection_mr = 0;
  const float** indirection = nullptr;
  size_t indirection_capacity = 0;  // pointers
  bool build_against_input = false;  // see xnn_indirection_collides
  xnn_gemm_context gemm;
};

size_t dilated(size_t kernel, size_t dilation) { return (kernel - 1) * dilation + 1; }

// The seam for depthwise convolutions: they go to the depthwise (dwconv) kernel family, which has no config yet.
// When src/configs/ gains an f32 dwconv config, this function creates the depthwise operator from it.
xnn_status create_depthwise_convolution(uint32_t groups) {
  xnn_log_error("convolution: depthwise convolution (%u groups of 1 channel) is not supported: depthwise kernels "
                "not available yet", groups);
  return xnn_status_unsupported_parameter;
}

xnn_status check_create_arguments(uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom,
                                  uint32_t padding_left, uint32_t kernel_height, uint32_t kernel_width,
                                  uint32_t subsampling_height, uint32_t subsampling_width, uint32_t dilation_height,
                                  uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
                                  size_t group_output_channels, size_t input_channel_stride,
                                  size_t output_channel_stride, const float* kernel, float output_min,
                                  float output_max, uint32_t flags) {
  const char* op = "convolution";
  xnn_status status;
  if ((status = xnn_check_flags(op, flags, XNN_FLAG_DEPTHWISE_CONVOLUTION | XNN_FLAG_TENSORFLOW_SAME_PADDING)) ||
      (status = xnn_check_positive(op, "kernel_height", kernel_height)) ||
      (status = xnn_check_positive(op, "kernel_width", kernel_width)) ||
      (status = xnn_check_positive(op, "subsampling_height", subsampling_height)) ||
      (status = xnn_check_positive(op, "subsampling_width", subsampling_width)) ||
      (status = xnn_check_positive(op, "dilation_height", dilation_height)) ||
      (status = xnn_check_positive(op, "dilation_width", dilation_width)) ||
      (status = xnn_check_positive(op, "groups", groups)) ||
      (status = xnn_check_positive(op, "group_input_channels", group_input_channels)) ||
      (status = xnn_check_positive(op, "group_output_channels", group_output_channels)) ||
      (status = xnn_check_not_null(op, "kernel", kernel)) ||
      (status = xnn_check_output_range(op, output_min, output_max))) {
    return status;
  }
  size_t input_channels, output_channels;
  if (!xnn_checked_product(op, {groups, group_input_channels}, &input_channels) ||
      !xnn_checked_product(op, {groups, group_output_channels}, &output_channels)) {
    return xnn_status_invalid_parameter;
  }
  if ((status = xnn_check_stride(op, "input_channel_stride", input_channel_stride,
                                 "groups * group_input_channels", input_channels)) ||
      (status = xnn_check_stride(op, "output_channel_stride", output_channel_stride,
                                 "groups * group_output_channels", output_channels))) {
    return status;
  }
  if ((flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) && group_input_channels != 1) {
    xnn_log_error("convolution: group_input_channels is %zu with XNN_FLAG_DEPTHWISE_CONVOLUTION; expected 1",
                  group_input_channels);
    return xnn_status_invalid_parameter;
  }
  if ((flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) &&
      (padding_top | padding_right | padding_bottom | padding_left) != 0) {
    xnn_log_error("convolution: explicit padding is not 0 with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected 0");
    return xnn_status_invalid_parameter;
  }
  size_t unused;
  if (!xnn_checked_product(op, {size_t(kernel_height), size_t(dilation_height), 2}, &unused) ||
      !xnn_checked_product(op, {size_t(kernel_width), size_t(dilation_width), 2}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  const size_t extent_h = dilated(kernel_height, dilation_height), extent_w = dilated(kernel_width, dilation_width);
  const struct {
    const char* name;
    size_t padding, kernel_extent;
  } sides[] = {{"input_padding_top", padding_top, extent_h}, {"input_padding_bottom", padding_bottom, extent_h},
               {"input_padding_left", padding_left, extent_w}, {"input_padding_right", padding_right, extent_w}};
  for (const auto& side : sides) {
    if (side.padding >= side.kernel_extent) {
      xnn_log_error("convolution: %s is %zu; expected less than the dilated kernel size (%zu)", side.name,
                    side.padding, side.kernel_extent);
      return xnn_status_invalid_parameter;
    }
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
  if (convolution_op_out == nullptr) {
    xnn_log_error("convolution: convolution_op_out is NULL");
    return xnn_status_invalid_parameter;
  }
  *convolution_op_out = nullptr;
  xnn_status status = check_create_arguments(
      input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height, kernel_width,
      subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,
      group_output_channels, input_channel_stride, output_channel_stride, kernel, output_min, output_max, flags);
  if (status != xnn_status_success) return status;
  if (groups > 1 && group_input_channels == 1 && group_output_channels == 1) {
    return create_depthwise_convolution(groups);
  }
  const xnn_f32_gemm_config* config = xnn_init_f32_gemm_config();
  if (config == nullptr) {
    xnn_log_error("convolution: the library is not initialized; call xnn_initialize first");
    return xnn_status_uninitialized;
  }

  convolution_operator* op = xnn_new_operator<convolution_operator>();
  if (op == nullptr) {
    xnn_log_error("convolution: out of memory for the operator");
    return xnn_status_out_of_memory;
  }
  op->padding_top = input_padding_top, op->padding_right = input_padding_right;
  op->padding_bottom = input_padding_bottom, op->padding_left = input_padding_left;
  op->kernel_height = kernel_height, op->kernel_width = kernel_width;
  op->stride_height = subsampling_height, op->stride_width = subsampling_width;
  op->dilation_height = dilation_height, op->dilation_width = dilation_width;
  op->groups = groups, op->group_input_channels = group_input_channels;
  op->group_output_channels = group_output_channels;
  op->input_pixel_stride = input_channel_stride, op->output_pixel_stride = output_channel_stride;
  op->same_padding = (flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
  op->direct_gemm = kernel_height == 1 && kernel_width == 1 && subsampling_height == 1 && subsampling_width == 1 &&
                    (input_padding_top | input_padding_right | input_padding_bottom | input_padding_left) == 0;
  op->config = config;
  op->params = {output_min, output_max};

  const size_t taps = size_t(kernel_height) * kernel_width;
  size_t weight_bytes;
  if (!xnn_packed_weights_bytes(op->name, config, group_output_channels, taps, group_input_channels,
                                &op->group_weight_bytes) ||
      !xnn_checked_product(op->name, {groups, op->group_weight_bytes}, &weight_bytes)) {
    xnn_delete_operator(op);
    return xnn_status_invalid_parameter;
  }
  op->packed_weights = static_cast<float*>(xnn_allocate_simd_memory(weight_bytes));
  op->zero = static_cast<float*>(xnn_allocate_zero_simd_memory(group_input_channels * sizeof(float)));
  if (op->packed_weights == nullptr || op->zero == nullptr) {
    xnn_log_error("convolution: out of memory for %zu bytes of packed weights", weight_bytes);
    xnn_delete_operator(op);
    return xnn_status_out_of_memory;
  }
  if (flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) {
    xnn_pack_f32_conv_kgo_w(groups, group_output_channels, taps, config->nr, config->kr, config->sr, kernel, bias,
                            op->packed_weights);
  } else {
    xnn_pack_f32_conv_goki_w(groups, group_output_channels, taps, group_input_channels, config->nr, config->kr,
                             config->sr, kernel, bias, op->packed_weights);
  }
  *convolution_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  convolution_operator* op = xnn_operator_as<convolution_operator>(convolution_op, "xnn_reshape_convolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_positive(op->name, "input_height", input_height)) ||
      (status = xnn_check_positive(op->name, "input_width", input_width))) {
    return status;
  }

  size_t input_bytes;
  if (!xnn_checked_product(op->name, {batch_size + 1, input_height, input_width, op->input_pixel_stride, sizeof(float)},
                           &input_bytes)) {
    return xnn_status_invalid_parameter;
  }

  // Output size and, with TensorFlow SAME padding, the padding that centers the kernel.
  const size_t kernel_extent_h = dilated(op->kernel_height, op->dilation_height);
  const size_t kernel_extent_w = dilated(op->kernel_width, op->dilation_width);
  size_t padding_top = op->padding_top, padding_left = op->padding_left;
  size_t output_height, output_width;
  if (op->same_padding) {
    output_height = (input_height + op->stride_height - 1) / op->stride_height;
    output_width = (input_width + op->stride_width - 1) / op->stride_width;
    const size_t needed_h = (output_height - 1) * op->stride_height + kernel_extent_h;
    const size_t needed_w = (output_width - 1) * op->stride_width + kernel_extent_w;
    padding_top = needed_h > input_height ? (needed_h - input_height) / 2 : 0;
    padding_left = needed_w > input_width ? (needed_w - input_width) / 2 : 0;
  } else {
    const size_t padded_h = input_height + op->padding_top + op->padding_bottom;
    const size_t padded_w = input_width + op->padding_left + op->padding_right;
    if (padded_h < kernel_extent_h || padded_w < kernel_extent_w) {
      xnn_log_error("convolution: padded input %zux%zu is smaller than the dilated kernel %zux%zu", padded_h,
                    padded_w, kernel_extent_h, kernel_extent_w);
      return xnn_status_invalid_parameter;
    }
    output_height = (padded_h - kernel_extent_h) / op->stride_height + 1;
    output_width = (padded_w - kernel_extent_w) / op->stride_width + 1;
  }
  if (output_height_out != nullptr) *output_height_out = output_height;
  if (output_width_out != nullptr) *output_width_out = output_width;
  size_t output_bytes;
  if (!xnn_checked_product(op->name, {batch_size + 1, output_height, output_width, op->output_pixel_stride,
                                      sizeof(float)}, &output_bytes) ||
      !xnn_checked_product(op->name, {output_height * output_width + op->config->mr, op->kernel_height,
                                      op->kernel_width, sizeof(void*)}, &output_bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (workspace_size != nullptr) *workspace_size = 0;
  op->batch_size = batch_size;
  op->job_count = 0;
  if (batch_size == 0) {
    op->state = xnn_operator_state::reshaped;
    return xnn_status_success;
  }

  const xnn_f32_gemm_config* config = op->config;
  xnn_gemm_context& ctx = op->gemm;
  ctx = xnn_gemm_context{};
  ctx.nr = config->nr;
  ctx.w = op->packed_weights;
  ctx.kc = op->group_input_channels * sizeof(float);
  ctx.cm_stride = op->output_pixel_stride * sizeof(float);
  ctx.params = op->params;
  const size_t taps = op->kernel_height * op->kernel_width;
  const size_t kc_padded = (op->group_input_channels + config->kr * config->sr - 1) / (config->kr * config->sr) *
                           (config->kr * config->sr);
  ctx.w_block_stride = config->nr * (1 + taps * kc_padded) * sizeof(float);
  const size_t column_bytes = ctx.w_block_stride / config->nr;
  const size_t macs = taps * op->group_input_channels;
  const size_t threads = xnn_threads_count(threadpool);
  const size_t input_image_bytes = input_height * input_width * op->input_pixel_stride * sizeof(float);
  const size_t output_image_bytes = output_height * output_width * op->output_pixel_stride * sizeof(float);

  if (op->direct_gemm) {
    // Every pixel of every image is a row of A.
    const size_t m = batch_size * input_height * input_width;
    const bool single_row = m == 1;
    ctx.gemm = single_row ? config->gemm1->fn : config->gemm->fn;
    ctx.mr = single_row ? config->gemm1->mr : config->gemm->mr;
    ctx.a_stride = op->input_pixel_stride * sizeof(float);
    ctx.batch.add(op->groups, ctx.kc, op->group_weight_bytes, op->group_output_channels * sizeof(float));
    xnn_plan_gemm_job(&op->jobs[0], &ctx, false, m, op->group_output_channels, column_bytes, macs, threads);
  } else {
    const size_t m = output_height * output_width;
    const bool single_row = m == 1;
    ctx.igemm = single_row ? config->igemm1->fn : config->igemm->fn;
    ctx.mr = single_row ? config->igemm1->mr : config->igemm->mr;
    ctx.ks = taps;
    ctx.zero = op->zero;
    ctx.batch.add(batch_size, input_image_bytes, 0, output_image_bytes);
    ctx.batch.add(op->groups, ctx.kc, op->group_weight_bytes, op->group_output_channels * sizeof(float));

    xnn_conv2d_geometry geometry;
    geometry.input_height = input_height, geometry.input_width = input_width;
    geometry.output_height = output_height, geometry.output_width = output_width;
    geometry.kernel_height = op->kernel_height, geometry.kernel_width = op->kernel_width;
    geometry.stride_height = op->stride_height, geometry.stride_width = op->stride_width;
    geometry.dilation_height = op->dilation_height, geometry.dilation_width = op->dilation_width;
    geometry.padding_top = padding_top, geometry.padding_left = padding_left;
    geometry.input_pixel_stride = op->input_pixel_stride * sizeof(float);
    if (geometry != op->geometry || ctx.mr != op->indirection_mr || op->indirection == nullptr) {
      const size_t count = xnn_conv2d_indirection_count(geometry, ctx.mr);
      if (count > op->indirection_capacity) {
        void* grown = xnn_reallocate_memory(op->indirection, count * sizeof(const float*));
        if (grown == nullptr) {
          xnn_log_error("convolution: out of memory for an indirection buffer of %zu pointers", count);
          return xnn_status_out_of_memory;
        }
        op->indirection = static_cast<const float**>(grown);
        op->indirection_capacity = count;
      }
      op->build_against_input =
          xnn_indirection_collides(kXnnIndirectionBase, xnn_conv2d_input_span(geometry), op->zero);
      if (!op->build_against_input) {
        xnn_build_conv2d_indirection(geometry, ctx.mr, kXnnIndirectionBase, op->zero, op->indirection);
      }
      op->geometry = geometry;
      op->indirection_mr = ctx.mr;
    }
    ctx.indirection = op->indirection;
    xnn_plan_gemm_job(&op->jobs[0], &ctx, true, m, op->group_output_channels, column_bytes, macs, threads);
  }
  op->job_count = 1;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_f32(xnn_operator_t convolution_op, void* /*workspace: none*/,
                                                       const float* input, float* output) {
  convolution_operator* op = xnn_operator_as<convolution_operator>(convolution_op, "xnn_setup_convolution2d_nhwc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success) return status;
  if (op->batch_size != 0) {
    if ((status = xnn_check_not_null(op->name, "input", input)) ||
        (status = xnn_check_not_null(op->name, "output", output))) {
      return status;
    }
  }
  xnn_gemm_context& ctx = op->gemm;
  ctx.c = output;
  if (op->direct_gemm) {
    ctx.a = input;
  } else if (op->batch_size != 0) {
    uintptr_t base = kXnnIndirectionBase;
    if (op->build_against_input) {
      base = reinterpret_cast<uintptr_t>(input);
      xnn_build_conv2d_indirection(op->geometry, op->indirection_mr, base, op->zero, op->indirection);
    }
    ctx.a_offset = reinterpret_cast<uintptr_t>(input) - base;
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
