// 2D deconvolution (transposed convolution), NHWC, f32 and f16 (one body over operators/float-gemm-type.h; f32_f16 is
// the f32 operator on fp16 weights), qs8 with per-channel int8 weights (qs8_qc8w), qs8 with one
// kernel scale (the qs8_qc8w kernels, that scale in every channel), qu8 (the qu8 kernels) and qd8_f32_qc8w
// (dynamically quantized input, one zero point and scale per image as in XNNPACK; fp32 bias and output; a first job
// fills each image's zero row with its zero point); qdu8_f32_qc8w is that operator on qduint8 input (rows and zero
// points + 128) run by the qdu8 IGEMM, where the CPU has it (VNNI): create -> reshape -> setup -> run.
//
// Output pixel o reads, through kernel tap t, the input pixel (o + padding - t * dilation) / stride when that division
// is exact and in range. With a stride, most taps of a pixel miss; so when the shape allows (xnn_use_subconvolution)
// the output is split into stride_height x stride_width phases, each an IGEMM over only the taps that reach it, with
// weights packed per phase at create. Otherwise one IGEMM runs over all taps, the missing ones reading the zero row
// (zeros, or the input zero point, which adds nothing to a quantized accumulator).
#include <cmath>
#include <type_traits>

#include <xnnpack.h>

#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "configs/qu8-gemm-config.h"
#include "log.h"
#include "operators/conv2d-gemm.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// What every datatype keeps; each is an operator kind of its own (a reshape of the wrong kind is refused by name).
struct deconvolution_operator : xnn_conv2d_operator {
  using xnn_conv2d_operator::xnn_conv2d_operator;

  bool subconvolution = false;
  // Subconvolution: weights per phase qy * stride_width + qx (`weights` then only holds the full shape).
  xnn_owned_array<xnn_conv2d_weights> phase_weights;
  // Subconvolution: one job per non-empty phase, with its context and its output's byte offset.
  xnn_owned_array<xnn_gemm_context> phase_contexts;
  xnn_owned_array<xnn_parallel_job> phase_jobs;
  xnn_owned_array<size_t> phase_output_offsets;
  size_t phase_count = 0;  // phases planned (jobs after the qd8 zero-row job)
  xnn_qd8_zero_rows qd8_zero_rows;  // qd8_f32_qc8w only

  bool dynamically_quantized() const { return weights.datatype == xnn_gemm_datatype::qd8_f32_qc8w; }

  const void* zero() const { return subconvolution ? phase_weights[0].zero : weights.zero; }
};

struct deconvolution_f32 : deconvolution_operator {
  static constexpr const char* kName = "deconvolution";
  deconvolution_f32() : deconvolution_operator(kName) {}
};

struct deconvolution_f16 : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (f16)";
  deconvolution_f16() : deconvolution_operator(kName) {}
};

struct deconvolution_qs8_qc8w : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (qs8_qc8w)";
  deconvolution_qs8_qc8w() : deconvolution_operator(kName) {}
};

// One kernel scale, run on the qs8_qc8w kernels with that scale in every channel.
struct deconvolution_qs8 : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (qs8)";
  deconvolution_qs8() : deconvolution_operator(kName) {}
};

struct deconvolution_qu8 : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (qu8)";
  deconvolution_qu8() : deconvolution_operator(kName) {}
};

struct deconvolution_qd8_f32_qc8w : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (qd8_f32_qc8w)";
  deconvolution_qd8_f32_qc8w() : deconvolution_operator(kName) {}
};

// qd8_f32_qc8w on qduint8 input (the rows and zero points + 128): the same operator with the qdu8 IGEMM.
struct deconvolution_qdu8_f32_qc8w : deconvolution_operator {
  static constexpr const char* kName = "deconvolution (qdu8_f32_qc8w)";
  deconvolution_qdu8_f32_qc8w() : deconvolution_operator(kName) {}
};

const xnn_conv2d_arg_names kArgNames{"deconvolution_op_out", "stride_height", "stride_width", "input_pixel_stride",
                                     "output_pixel_stride"};

// Packs the weights of each subconvolution phase: the taps (qy + stride * ty, qx + stride * tx) of every output
// channel, gathered into a GOKI kernel of the phase's taps and handed to `pack_one(weights, gathered kernel)`.
template <class T, class PackOne>
xnn_status pack_phases(deconvolution_operator* op, const T* kernel, const PackOne& pack_one) {
  const xnn_conv2d_weights& shape = op->weights;
  const size_t phases = op->stride_height * op->stride_width;
  const size_t gic = shape.group_input_channels;
  const size_t channels = shape.groups * shape.group_output_channels;  // checked at create
  size_t gathered_bytes;
  if (!xnn_checked_product(op->name, {channels, shape.taps, gic, sizeof(T)}, &gathered_bytes)) {
    return xnn_status_invalid_parameter;
  }
  T* gathered = static_cast<T*>(xnn_allocate_memory(gathered_bytes));
  if (gathered == nullptr || !op->phase_weights.allocate(phases) || !op->phase_contexts.allocate(phases) ||
      !op->phase_jobs.allocate(phases + 1) || !op->phase_output_offsets.allocate(phases)) {
    xnn_release_memory(gathered);
    xnn_log_error("%s: out of memory for %zu subconvolution phases", op->name, phases);
    return xnn_status_out_of_memory;
  }
  xnn_status status = xnn_status_success;
  for (size_t qy = 0; qy < op->stride_height && status == xnn_status_success; qy++) {
    for (size_t qx = 0; qx < op->stride_width && status == xnn_status_success; qx++) {
      const size_t taps_y = (op->kernel_height - qy + op->stride_height - 1) / op->stride_height;
      const size_t taps_x = (op->kernel_width - qx + op->stride_width - 1) / op->stride_width;
      T* out = gathered;
      for (size_t c = 0; c < channels; c++) {
        for (size_t ty = 0; ty < taps_y; ty++) {
          for (size_t tx = 0; tx < taps_x; tx++) {
            const size_t ky = qy + ty * op->stride_height, kx = qx + tx * op->stride_width;
            const T* in = kernel + ((c * op->kernel_height + ky) * op->kernel_width + kx) * gic;
            for (size_t i = 0; i < gic; i++) *out++ = in[i];
          }
        }
      }
      xnn_conv2d_weights& w = op->phase_weights[qy * op->stride_width + qx];
      w.copy_shape(shape, taps_y * taps_x);
      w.phase = qy * op->stride_width + qx + 1;
      status = pack_one(w, gathered);
    }
  }
  xnn_release_memory(gathered);
  return status;
}

// Create's tail for every datatype, once `op` holds the checked arguments: picks the path and packs the weights
// through `pack_one(weights, kernel)`.
template <class T, class PackOne>
xnn_status pack_weights(deconvolution_operator* op, const T* kernel, const PackOne& pack_one) {
  op->subconvolution = xnn_use_subconvolution(op->kernel_height, op->kernel_width, op->stride_height,
                                               op->stride_width, op->dilation_height, op->dilation_width);
  return op->subconvolution ? pack_phases(op, kernel, pack_one) : pack_one(op->weights, kernel);
}

// Reshape of the subconvolution path: one IGEMM job per phase that has output pixels (after qd8's zero-row job).
// Output rows of a phase are a batch dimension (their pixels are stride_width apart, and rows are stride_height rows
// apart).
xnn_status plan_phases(deconvolution_operator* op, const xnn_conv2d_geometry& g, size_t threads) {
  const size_t mr = op->phase_weights[0].mr();
  xnn_status status = op->indirection.update(op->name, g, mr, op->zero(), op->weights.cache);
  if (status != xnn_status_success) return status;
  const size_t first_job = op->dynamically_quantized() ? 1 : 0;
  if (first_job != 0) {
    status = op->qd8_zero_rows.plan(op->name, op->batch_size, op->weights.group_input_channels, &op->phase_jobs[0]);
    if (status != xnn_status_success) return status;
  }
  const size_t out_pixel_bytes = op->phase_weights[0].output_pixel_stride * op->weights.output_element_bytes();
  const size_t in_image_bytes = g.input_height * g.input_width * g.input_pixel_stride;
  const size_t out_image_bytes = g.output_height * g.output_width * out_pixel_bytes;
  size_t jobs = 0;
  for (size_t qy = 0; qy < op->stride_height; qy++) {
    for (size_t qx = 0; qx < op->stride_width; qx++) {
      const xnn_subconv_phase phase = xnn_subconv_phase_at(g, mr, qy, qx);
      if (phase.rows == 0 || phase.cols == 0) continue;
      const xnn_conv2d_weights& w = op->phase_weights[qy * op->stride_width + qx];
      xnn_gemm_context& ctx = op->phase_contexts[jobs];
      w.init_igemm_context(&ctx, false, op->zero());
      ctx.indirection = op->indirection.pointers + phase.offset;
      ctx.cm_stride = op->stride_width * out_pixel_bytes;
      ctx.batch.add(op->batch_size, in_image_bytes, 0, out_image_bytes);
      ctx.batch.add(phase.rows, 0, 0, op->stride_height * g.output_width * out_pixel_bytes, phase.row_pointers);
      w.plan(&op->phase_jobs[first_job + jobs], &ctx, true, phase.cols, threads);
      if (first_job != 0) op->qd8_zero_rows.bind(&ctx, phase.rows * w.groups);
      op->phase_output_offsets[jobs] = (phase.first_y * g.output_width + phase.first_x) * out_pixel_bytes;
      jobs++;
    }
  }
  op->jobs = op->phase_jobs.data();
  op->phase_count = jobs;
  op->job_count = first_job + jobs;
  return xnn_status_success;
}

// Reshape for every datatype.
xnn_status reshape(deconvolution_operator* op, size_t batch_size, size_t input_height, size_t input_width,
                   uint32_t adjustment_height, uint32_t adjustment_width, size_t* output_height_out,
                   size_t* output_width_out, pthreadpool_t threadpool) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = op->begin_reshape(input_height, input_width);
  if (status != xnn_status_success) return status;
  if (adjustment_height >= op->stride_height || adjustment_width >= op->stride_width) {
    xnn_log_error("%s: adjustment %ux%u is not below the stride %zux%zu", op->name, adjustment_height,
                  adjustment_width, op->stride_height, op->stride_width);
    return xnn_status_invalid_parameter;
  }
  size_t upsampled_h, upsampled_w;
  if (!xnn_checked_product(op->name, {input_height, op->stride_height, 4}, &upsampled_h) ||
      !xnn_checked_product(op->name, {input_width, op->stride_width, 4}, &upsampled_w)) {
    return xnn_status_invalid_parameter;
  }
  // Full output extent before cropping: (input - 1) * stride + adjustment + dilated kernel.
  const size_t full_h = (input_height - 1) * op->stride_height + adjustment_height +
                        (op->kernel_height - 1) * op->dilation_height + 1;
  const size_t full_w =
      (input_width - 1) * op->stride_width + adjustment_width + (op->kernel_width - 1) * op->dilation_width + 1;
  size_t crop_h, crop_w;
  if (!xnn_checked_sum(op->name, "padding_top + padding_bottom", op->padding_top, op->padding_bottom, &crop_h) ||
      !xnn_checked_sum(op->name, "padding_left + padding_right", op->padding_left, op->padding_right, &crop_w)) {
    return xnn_status_invalid_parameter;
  }
  if (full_h <= crop_h || full_w <= crop_w) {
    xnn_log_error("%s: output padding %zu+%zu x %zu+%zu crops the whole %zux%zu output", op->name, op->padding_top,
                  op->padding_bottom, op->padding_left, op->padding_right, full_h, full_w);
    return xnn_status_invalid_parameter;
  }
  xnn_conv2d_geometry g = op->geometry(input_height, input_width);
  g.transposed = true;
  g.subconvolution = op->subconvolution;
  g.output_height = full_h - op->padding_top - op->padding_bottom;
  g.output_width = full_w - op->padding_left - op->padding_right;
  // op->weights holds the full shape in both paths. Phases add at most mr columns and one row of rounding each.
  size_t unused;
  if (!xnn_conv2d_sizes_fit(op->name, op->weights, batch_size, g) ||
      !xnn_checked_product(op->name, {g.output_height + g.stride_height,
                                      g.output_width + op->weights.mr() * g.stride_width, op->weights.taps,
                                      sizeof(void*)}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  op->set_output(batch_size, g, output_height_out, output_width_out);
  if (batch_size != 0) {
    const size_t threads = xnn_threads_count(threadpool);
    if (op->subconvolution) {
      status = plan_phases(op, g, threads);
    } else if (op->dynamically_quantized()) {
      if ((status = op->qd8_zero_rows.plan(op->name, batch_size, op->weights.group_input_channels, &op->jobs[0])) ||
          (status = xnn_plan_conv2d_igemm(op->name, op->weights, batch_size, g, &op->indirection, &op->gemm,
                                          &op->jobs[1], threads))) {
        return status;
      }
      op->qd8_zero_rows.bind(&op->gemm, op->weights.groups);
      op->job_count = 2;
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

// Setup for every datatype; `quantization_params` only for qd8_f32_qc8w.
xnn_status setup(deconvolution_operator* op, const void* input, void* output,
                 const xnn_quantization_params* quantization_params = nullptr) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  if (op->batch_size != 0) {
    const auto* quantization = reinterpret_cast<const xnn_qd8_quantization_params*>(quantization_params);
    if (op->dynamically_quantized()) {
      if (xnn_status status = xnn_check_not_null(op->name, "quantization_params", quantization_params)) return status;
      op->qd8_zero_rows.quantization = quantization;
    }
    const size_t a_offset = op->indirection.bind(input, op->zero());
    if (op->subconvolution) {
      for (size_t j = 0; j < op->phase_count; j++) {
        op->phase_contexts[j].a_offset = a_offset;
        op->phase_contexts[j].c = static_cast<char*>(output) + op->phase_output_offsets[j];
        op->phase_contexts[j].quantization = quantization;
      }
    } else {
      op->gemm.a_offset = a_offset;
      op->gemm.c = output;
      op->gemm.quantization = quantization;
    }
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// The checks every quantized create makes after the shared ones: the input and output scales and the output range.
xnn_status check_quantized_args(const char* name, const xnn_conv2d_args& args, float input_scale,
                                float output_scale, int32_t output_min, int32_t output_max,
                                xnn_operator_t* deconvolution_op_out) {
  xnn_status status;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kXnnHintFlags, deconvolution_op_out, nullptr)) ||
      (status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale)) ||
      (status = xnn_check_quantized_output_range(name, output_min, output_max))) {
    return status;
  }
  return xnn_status_success;
}

// qs8 create on the qs8_qc8w kernels: `kernel_scale` holds one scale per output channel, or one scale for all of
// them when `per_tensor` (replicated into every channel's requantization scale).
template <class Op>
xnn_status create_qs8(const xnn_conv2d_args& args, int8_t input_zero_point, float input_scale,
                      const float* kernel_scale, bool per_tensor, const int8_t* kernel, const int32_t* bias,
                      int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max,
                      xnn_operator_t* deconvolution_op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = check_quantized_args(name, args, input_scale, output_scale, output_min, output_max,
                                     deconvolution_op_out)) ||
      (status = xnn_check_not_null(name, "kernel_scale", kernel_scale)) ||
      (per_tensor && (status = xnn_check_scale(name, "kernel_scale", *kernel_scale)))) {
    return status;
  }
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  const size_t output_channels = size_t(args.groups) * args.group_output_channels;  // checked by xnn_check_conv2d_args
  float* scales = static_cast<float*>(xnn_allocate_memory(output_channels * sizeof(float)));
  if (scales == nullptr) {
    xnn_log_error("%s: out of memory for %zu requantization scales", name, output_channels);
    return xnn_status_out_of_memory;
  }
  for (size_t c = 0; c < output_channels; c++) scales[c] = kernel_scale[per_tensor ? 0 : c];
  // In place: each channel's kernel scale becomes its requantization scale.
  status = xnn_requantization_scales(name, input_scale, scales, output_channels, output_scale, scales);
  if (status != xnn_status_success) {
    xnn_release_memory(scales);
    return status;
  }
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) {
    xnn_release_memory(scales);
    return xnn_status_out_of_memory;
  }
  op->init(args, config, xnn_qs8_minmax_params{output_zero_point, output_min, output_max});
  status = pack_weights(op, kernel, [&](xnn_conv2d_weights& w, const int8_t* k) {
    return w.pack(op->name, k, bias, scales, input_zero_point, false);
  });
  xnn_release_memory(scales);
  return xnn_finish_create(op, status, deconvolution_op_out);
}

}  // namespace

namespace {

// f32 and f16 create: `kernel` and `bias` hold type.weight_bytes elements; `extra_flags` are the type's own flags.
template <class Op>
xnn_status create_float(const xnn_float_gemm_type& type, const xnn_conv2d_args& args, const void* bias,
                        uint32_t extra_flags, xnn_operator_t* deconvolution_op_out) {
  xnn_float_gemm_tile tile;
  xnn_status status = xnn_check_conv2d_args(Op::kName, args, kArgNames, kXnnHintFlags | extra_flags,
                                            deconvolution_op_out, &type, &tile);
  if (status != xnn_status_success) return status;
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, type, tile);
  const auto pack_one = [&](xnn_conv2d_weights& w, const void* k) { return w.pack(op->name, k, bias, false); };
  status = type.weight_bytes == sizeof(float)
               ? pack_weights(op, static_cast<const float*>(args.kernel), pack_one)
               : pack_weights(op, static_cast<const uint16_t*>(args.kernel), pack_one);
  return xnn_finish_create(op, status, deconvolution_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_f32(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel, const float* bias, float output_min, float output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             output_min,         output_max,           flags, weights_cache};
  return create_float<deconvolution_f32>(xnn_f32_gemm_type, args, bias, 0, deconvolution_op_out);
}

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_f16(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const void* kernel, const void* bias, float output_min, float output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             output_min,         output_max,           flags, weights_cache};
  size_t bias_count;
  if (__builtin_mul_overflow(size_t(groups), group_output_channels, &bias_count)) bias_count = 0;  // refused later
  return xnn_create_with_f16_bias(
      deconvolution_f16::kName, bias, bias_count, flags, weights_cache,
      [&](const void* f16_bias, uint32_t f16_flags, xnn_weights_cache_t cache) {
        xnn_conv2d_args f16_args = args;
        f16_args.flags = f16_flags;
        f16_args.weights_cache = cache;
        return create_float<deconvolution_f16>(xnn_f16_gemm_type(f16_flags), f16_args, f16_bias,
                                               XNN_FLAG_FP32_STATIC_WEIGHTS, deconvolution_op_out);
      });
}

// As XNNPACK: an f32 operator whose weights are converted from fp16 first (reshape and setup are the f32 ones').
extern "C" xnn_status xnn_create_deconvolution2d_nhwc_f32_f16(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const void* kernel, const void* bias, float output_min, float output_max, uint32_t flags,
    xnn_weights_cache_t /*weights_cache: the widened weights are temporary*/, xnn_operator_t* deconvolution_op_out) {
  xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                       kernel_height,      kernel_width,         stride_height,         stride_width,
                       dilation_height,    dilation_width,       groups,                group_input_channels,
                       group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                       output_min,         output_max,           flags, nullptr};
  const char* name = deconvolution_f32::kName;
  xnn_status status = xnn_check_conv2d_args(name, args, kArgNames, kXnnHintFlags | XNN_FLAG_FP32_STATIC_BIASES,
                                            deconvolution_op_out, nullptr);
  if (status != xnn_status_success) return status;
  const bool fp32_bias = (flags & XNN_FLAG_FP32_STATIC_BIASES) != 0;
  args.flags = flags & ~uint32_t(XNN_FLAG_FP32_STATIC_BIASES);
  const size_t output_channels = size_t(groups) * group_output_channels;  // checked above
  size_t count;
  if (!xnn_checked_product(name, {output_channels, size_t(kernel_height) * kernel_width, group_input_channels},
                           &count)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_create_with_f32_weights(name, kernel, count, bias, output_channels, fp32_bias,
                                     [&](const float* k, const float* b) {
    args.kernel = k;
    return create_float<deconvolution_f32>(xnn_f32_gemm_type, args, b, 0, deconvolution_op_out);
  });
}

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_qs8_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    int8_t input_zero_point, float input_scale, const float* kernel_scale, const int8_t* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             0.0f,               0.0f,                 flags, weights_cache};
  return create_qs8<deconvolution_qs8_qc8w>(args, input_zero_point, input_scale, kernel_scale, false, kernel, bias,
                                            output_zero_point, output_scale, output_min, output_max,
                                            deconvolution_op_out);
}

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_qs8(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    int8_t input_zero_point, float input_scale, float kernel_scale, const int8_t* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             0.0f,               0.0f,                 flags, weights_cache};
  return create_qs8<deconvolution_qs8>(args, input_zero_point, input_scale, &kernel_scale, true, kernel, bias,
                                       output_zero_point, output_scale, output_min, output_max,
                                       deconvolution_op_out);
}

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_qu8(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    uint8_t input_zero_point, float input_scale, uint8_t kernel_zero_point, float kernel_scale,
    const uint8_t* kernel, const int32_t* bias, uint8_t output_zero_point, float output_scale, uint8_t output_min,
    uint8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             0.0f,               0.0f,                 flags, weights_cache};
  const char* name = deconvolution_qu8::kName;
  xnn_status status;
  float scale;
  if ((status = check_quantized_args(name, args, input_scale, output_scale, output_min, output_max,
                                     deconvolution_op_out)) ||
      (status = xnn_check_scale(name, "kernel_scale", kernel_scale)) ||
      (status = xnn_requantization_scales(name, input_scale, &kernel_scale, 1, output_scale, &scale))) {
    return status;
  }
  const xnn_qu8_gemm_config* config = xnn_init_qu8_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  deconvolution_qu8* op = xnn_new_operator<deconvolution_qu8>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config, xnn_qs8_minmax_params{output_zero_point, output_min, output_max});
  status = pack_weights(op, kernel, [&](xnn_conv2d_weights& w, const uint8_t* k) {
    return w.pack(op->name, k, bias, scale, input_zero_point, kernel_zero_point, false);
  });
  return xnn_finish_create(op, status, deconvolution_op_out);
}

namespace {

// qd8 and qdu8 create: the same checks, weights and packing; Op says which IGEMM runs them.
template <class Op>
xnn_status create_qd8(const xnn_conv2d_args& args, const float* kernel_scale, const int8_t* kernel,
                      const float* bias, xnn_operator_t* deconvolution_op_out) {
  const char* name = Op::kName;
  xnn_status status;
  const xnn_qd8_f32_qc8w_gemm_config* config;
  const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kXnnHintFlags, deconvolution_op_out, nullptr)) ||
      (status = xnn_qd8_conv2d_kernels(name, args, kernel_scale, std::is_same_v<Op, deconvolution_qdu8_f32_qc8w>,
                                       &config, &unsigned_config))) {
    return status;
  }
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config, unsigned_config);
  status = pack_weights(op, kernel, [&](xnn_conv2d_weights& w, const int8_t* k) {
    return w.pack(op->name, k, bias, kernel_scale, false);
  });
  return xnn_finish_create(op, status, deconvolution_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             output_min,         output_max,           flags, weights_cache};
  return create_qd8<deconvolution_qd8_f32_qc8w>(args, kernel_scale, kernel, bias, deconvolution_op_out);
}

extern "C" xnn_status xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out) {
  const xnn_conv2d_args args{output_padding_top, output_padding_right, output_padding_bottom, output_padding_left,
                             kernel_height,      kernel_width,         stride_height,         stride_width,
                             dilation_height,    dilation_width,       groups,                group_input_channels,
                             group_output_channels, input_pixel_stride, output_pixel_stride,  kernel,
                             output_min,         output_max,           flags, weights_cache};
  return create_qd8<deconvolution_qdu8_f32_qc8w>(args, kernel_scale, kernel, bias, deconvolution_op_out);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_f16(xnn_operator_t deconvolution_op, size_t batch_size,
                                                           size_t input_height, size_t input_width,
                                                           uint32_t adjustment_height, uint32_t adjustment_width,
                                                           size_t* output_height_out, size_t* output_width_out,
                                                           pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_f16>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_f16"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_f16(xnn_operator_t deconvolution_op, const void* input,
                                                         void* output) {
  return setup(xnn_operator_as<deconvolution_f16>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_f16"), input,
               output);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_f32(xnn_operator_t deconvolution_op, size_t batch_size,
                                                           size_t input_height, size_t input_width,
                                                           uint32_t adjustment_height, uint32_t adjustment_width,
                                                           size_t* output_height_out, size_t* output_width_out,
                                                           pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_f32>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_f32"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_f32(xnn_operator_t deconvolution_op, const float* input,
                                                         float* output) {
  return setup(xnn_operator_as<deconvolution_f32>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_f32"), input,
               output);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_qs8_qc8w(xnn_operator_t deconvolution_op, size_t batch_size,
                                                                size_t input_height, size_t input_width,
                                                                uint32_t adjustment_height, uint32_t adjustment_width,
                                                                size_t* output_height_out, size_t* output_width_out,
                                                                pthreadpool_t threadpool) {
  return reshape(
      xnn_operator_as<deconvolution_qs8_qc8w>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_qs8_qc8w"),
      batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
      output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_qs8_qc8w(xnn_operator_t deconvolution_op, const int8_t* input,
                                                              int8_t* output) {
  return setup(xnn_operator_as<deconvolution_qs8_qc8w>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_qs8_qc8w"),
               input, output);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_qs8(xnn_operator_t deconvolution_op, size_t batch_size,
                                                           size_t input_height, size_t input_width,
                                                           uint32_t adjustment_height, uint32_t adjustment_width,
                                                           size_t* output_height_out, size_t* output_width_out,
                                                           pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_qs8>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_qs8"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_qs8(xnn_operator_t deconvolution_op, const int8_t* input,
                                                         int8_t* output) {
  return setup(xnn_operator_as<deconvolution_qs8>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_qs8"), input,
               output);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_qu8(xnn_operator_t deconvolution_op, size_t batch_size,
                                                           size_t input_height, size_t input_width,
                                                           uint32_t adjustment_height, uint32_t adjustment_width,
                                                           size_t* output_height_out, size_t* output_width_out,
                                                           pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_qu8>(deconvolution_op, "xnn_reshape_deconvolution2d_nhwc_qu8"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_qu8(xnn_operator_t deconvolution_op, const uint8_t* input,
                                                         uint8_t* output) {
  return setup(xnn_operator_as<deconvolution_qu8>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_qu8"), input,
               output);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t deconvolution_op,
                                                                    size_t batch_size, size_t input_height,
                                                                    size_t input_width, uint32_t adjustment_height,
                                                                    uint32_t adjustment_width,
                                                                    size_t* output_height_out,
                                                                    size_t* output_width_out,
                                                                    pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_qd8_f32_qc8w>(deconvolution_op,
                                                             "xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(
    xnn_operator_t deconvolution_op, const int8_t* input, float* output,
    const xnn_quantization_params* quantization_params) {
  return setup(
      xnn_operator_as<deconvolution_qd8_f32_qc8w>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w"),
      input, output, quantization_params);
}

extern "C" xnn_status xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t deconvolution_op,
                                                                     size_t batch_size, size_t input_height,
                                                                     size_t input_width, uint32_t adjustment_height,
                                                                     uint32_t adjustment_width,
                                                                     size_t* output_height_out,
                                                                     size_t* output_width_out,
                                                                     pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<deconvolution_qdu8_f32_qc8w>(deconvolution_op,
                                                              "xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w"),
                 batch_size, input_height, input_width, adjustment_height, adjustment_width, output_height_out,
                 output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w(
    xnn_operator_t deconvolution_op, const int8_t* input, float* output,
    const xnn_quantization_params* quantization_params) {
  return setup(
      xnn_operator_as<deconvolution_qdu8_f32_qc8w>(deconvolution_op, "xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w"),
      input, output, quantization_params);
}
