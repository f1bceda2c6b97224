// 2D deconvolution (transposed convolution), NHWC, f32: create -> reshape -> setup -> run.
//
// Output pixel o reads, through kernel tap t, the input pixel (o + padding - t * dilation) / stride when that division
// is exact and in range. With a stride, most taps of a pixel miss; so when the shape allows (xnn_use_subconvolution)
// the output is split into stride_height x stride_width phases, each an IGEMM over only the taps that reach it, with
// weights packed per phase at create. Otherwise one IGEMM runs over all taps, the missing ones reading the zero row.
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
  bool subconvolution = false;
  xnn_conv2d_weights weights;                          // all taps (no subconvolution)
  xnn_owned_array<xnn_conv2d_weights> phase_weights;  // subconvolution: phase qy * stride_width + qx

  size_t batch_size = 0;
  xnn_indirection_buffer indirection;
  xnn_gemm_context gemm;
  // Subconvolution: one job per non-empty phase, with its context and its output's byte offset.
  xnn_owned_array<xnn_gemm_context> phase_contexts;
  xnn_owned_array<xnn_parallel_job> phase_jobs;
  xnn_owned_array<size_t> phase_output_offsets;

  const float* zero() const { return subconvolution ? phase_weights[0].zero : weights.zero; }
};

// Packs the weights of each subconvolution phase: the taps (qy + stride * ty, qx + stride * tx) of every output
// channel, gathered into a GOKI kernel of the phase's taps.
xnn_status pack_phases(deconvolution_operator* op, const xnn_conv2d_weights& shape, const float* kernel,
                       const float* bias) {
  const size_t phases = op->stride_height * op->stride_width;
  const size_t gic = shape.group_input_channels;
  const size_t channels = shape.groups * shape.group_output_channels;  // checked at create
  size_t gathered_bytes;
  if (!xnn_checked_product(op->name, {channels, shape.taps, gic, sizeof(float)}, &gathered_bytes)) {
    return xnn_status_invalid_parameter;
  }
  float* gathered = static_cast<float*>(xnn_allocate_memory(gathered_bytes));
  if (gathered == nullptr || !op->phase_weights.allocate(phases) || !op->phase_contexts.allocate(phases) ||
      !op->phase_jobs.allocate(phases) || !op->phase_output_offsets.allocate(phases)) {
    xnn_release_memory(gathered);
    xnn_log_error("deconvolution: out of memory for %zu subconvolution phases", phases);
    return xnn_status_out_of_memory;
  }
  xnn_status status = xnn_status_success;
  for (size_t qy = 0; qy < op->stride_height && status == xnn_status_success; qy++) {
    for (size_t qx = 0; qx < op->stride_width && status == xnn_status_success; qx++) {
      const size_t taps_y = (op->kernel_height - qy + op->stride_height - 1) / op->stride_height;
      const size_t taps_x = (op->kernel_width - qx + op->stride_width - 1) / op->stride_width;
      float* out = gathered;
      for (size_t c = 0; c < channels; c++) {
        for (size_t ty = 0; ty < taps_y; ty++) {
          for (size_t tx = 0; tx < taps_x; tx++) {
            const size_t ky = qy + ty * op->stride_height, kx = qx + tx * op->stride_width;
            const float* in = kernel + ((c * op->kernel_height + ky) * op->kernel_width + kx) * gic;
            for (size_t i = 0; i < gic; i++) *out++ = in[i];
          }
        }
      }
      xnn_conv2d_weights& w = op->phase_weights[qy * op->stride_width + qx];
      w.config = shape.config;
      w.groups = shape.groups, w.group_input_channels = gic, w.group_output_channels = shape.group_output_channels;
      w.taps = taps_y * taps_x;
      w.input_pixel_stride = shape.input_pixel_stride, w.output_pixel_stride = shape.output_pixel_stride;
      w.params = shape.params;
      status = w.pack(op->name, gathered, bias, false);
    }
  }
  xnn_release_memory(gathered);
  return status;
}

// Reshape of the subconvolution path: one IGEMM job per phase that has output pixels. Output rows of a phase are a
// batch dimension (their pixels are stride_width apart, and rows are stride_height rows apart).
xnn_status plan_phases(deconvolution_operator* op, const xnn_conv2d_geometry& g, size_t threads) {
  const xnn_f32_gemm_config* config = op->phase_weights[0].config;
  const size_t mr = config->igemm->mr;
  xnn_status status = op->indirection.update(op->name, g, mr, op->zero());
  if (status != xnn_status_success) return status;
  const size_t out_pixel_bytes = op->phase_weights[0].output_pixel_stride * sizeof(float);
  const size_t in_image_bytes = g.input_height * g.input_width * g.input_pixel_stride;
  const size_t out_image_bytes = g.output_height * g.output_width * out_pixel_bytes;
  size_t jobs = 0;
  for (size_t qy = 0; qy < op->stride_height; qy++) {
    for (size_t qx = 0; qx < op->stride_width; qx++) {
      const xnn_subconv_phase phase = xnn_subconv_phase_at(g, mr, qy, qx);
      if (phase.rows == 0 || phase.cols == 0) continue;
      const xnn_conv2d_weights& w = op->phase_weights[qy * op->stride_width + qx];
      xnn_gemm_context& ctx = op->phase_contexts[jobs];
      w.init_context(&ctx);
      ctx.igemm = config->igemm->fn;
      ctx.mr = mr;
      ctx.ks = w.taps;
      ctx.zero = op->zero();
      ctx.indirection = op->indirection.pointers + phase.offset;
      ctx.cm_stride = op->stride_width * out_pixel_bytes;
      ctx.batch.add(op->batch_size, in_image_bytes, 0, out_image_bytes);
      ctx.batch.add(phase.rows, 0, 0, op->stride_height * g.output_width * out_pixel_bytes, phase.row_pointers);
      ctx.batch.add(w.groups, ctx.kc, w.group_bytes, w.group_output_channels * sizeof(float));
      xnn_plan_gemm_job(&op->phase_jobs[jobs], &ctx, true, phase.cols, w.group_output_channels,
                        ctx.w_block_stride / config->nr, w.taps * w.group_input_channels, threads);
      op->phase_output_offsets[jobs] = (phase.first_y * g.output_width + phase.first_x) * out_pixel_bytes;
      jobs++;
    }
  }
  op->jobs = op->phase_jobs.data();
  op->job_count = jobs;
  return xnn_status_success;
}

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
  if ((status = xnn_check_flags(name, flags, kXnnHintFlags)) ||
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
  op->subconvolution = xnn_use_subconvolution(kernel_height, kernel_width, stride_height, stride_width,
                                               dilation_height, dilation_width);
  xnn_conv2d_weights& w = op->weights;
  w.config = config;
  w.groups = groups, w.group_input_channels = group_input_channels, w.group_output_channels = group_output_channels;
  w.taps = size_t(kernel_height) * kernel_width;
  w.input_pixel_stride = input_pixel_stride, w.output_pixel_stride = output_pixel_stride;
  w.params = {output_min, output_max};
  status = op->subconvolution ? pack_phases(op, w, kernel, bias) : w.pack(name, kernel, bias, false);
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
  g.subconvolution = op->subconvolution;
  g.input_height = input_height, g.input_width = input_width;
  g.output_height = full_h - op->padding_top - op->padding_bottom;
  g.output_width = full_w - op->padding_left - op->padding_right;
  g.kernel_height = op->kernel_height, g.kernel_width = op->kernel_width;
  g.stride_height = op->stride_height, g.stride_width = op->stride_width;
  g.dilation_height = op->dilation_height, g.dilation_width = op->dilation_width;
  g.padding_top = op->padding_top, g.padding_left = op->padding_left;
  g.input_pixel_stride = op->weights.input_pixel_stride * sizeof(float);
  // op->weights holds the full shape in both paths. Phases add at most mr columns and one row of rounding each.
  size_t unused;
  if (!xnn_conv2d_sizes_fit(op->name, op->weights, batch_size, g) ||
      !xnn_checked_product(op->name, {g.output_height + g.stride_height,
                                      g.output_width + op->weights.config->mr * g.stride_width, op->weights.taps,
                                      sizeof(void*)}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  if (output_height_out != nullptr) *output_height_out = g.output_height;
  if (output_width_out != nullptr) *output_width_out = g.output_width;
  op->batch_size = batch_size;
  op->job_count = 0;
  if (batch_size != 0) {
    const size_t threads = xnn_threads_count(threadpool);
    if (op->subconvolution) {
      status = plan_phases(op, g, threads);
    } else {
      status = xnn_plan_conv2d_igemm(op->name, op->weights, batch_size, g, &op->indirection, &op->gemm,
                                     &op->jobs[0], threads);
      op->job_count = 1;
    }
    if (status != xnn_status_success) return status;
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
    const size_t a_offset = op->indirection.bind(input, op->zero());
    if (op->subconvolution) {
      for (size_t j = 0; j < op->job_count; j++) {
        op->phase_contexts[j].a_offset = a_offset;
        op->phase_contexts[j].c = reinterpret_cast<float*>(reinterpret_cast<uintptr_t>(output) +
                                                           op->phase_output_offsets[j]);
      }
    } else {
      op->gemm.a_offset = a_offset;
      op->gemm.c = output;
    }
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
