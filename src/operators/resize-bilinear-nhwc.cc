// Resize bilinear 2D, NHWC: fp32 over the f32-ibilinear kernel, fp16 over the f16-ibilinear one (the fp32 weights
// rounded to fp16), qint8 and quint8 over the s8-ibilinear family's kernels (weights in 11-bit fixed point,
// XNNPACK's formula). XNNPACK's datatype-taking API and the older f32 one
// create the same operator; the f32 entry points refuse an operator of another datatype.
//
// The output size is fixed at create; reshape takes the input size. The indirection buffer (4 input pixel pointers
// per output pixel, src/indirection/resize-bilinear.h) and the weights (2 per output pixel) describe one image, built
// against a fixed base address: they are rebuilt only when the input height, width or pixel stride changes, and the
// input pointer and the batch item only move the kernel's input_offset. One job over (batch item, run of output
// pixels); a pixel is always computed by the same single kernel call, so results do not depend on the thread count.
#include <algorithm>

#include <xnnpack.h>

#include "configs/f16-ibilinear-config.h"
#include "configs/f32-ibilinear-config.h"
#include "configs/s8-ibilinear-config.h"
#include "indirection/convolution.h"
#include "indirection/resize-bilinear.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

// Sizes are below 2^24, as in XNNPACK: the sampling coordinates are computed in float.
constexpr size_t kMaxSize = size_t(1) << 24;

// Output bytes per tile: source corners and output of a tile stay in L1.
constexpr size_t kTileBytes = 16 * 1024;

struct resize_context {
  xnn_datatype datatype;
  xnn_f32_ibilinear_ukernel_fn fn;
  xnn_f16_ibilinear_ukernel_fn f16_fn;
  xnn_s8_ibilinear_ukernel_fn s8_fn;
  xnn_u8_ibilinear_ukernel_fn u8_fn;
  const void** indirection;  // relative to kXnnIndirectionBase
  const float* weights;      // fp32
  const uint16_t* f16_weights;  // fp16: the fp32 weights rounded
  const int16_t* q11_weights;  // qint8, quint8
  size_t channel_bytes;
  size_t input_image_bytes;
  size_t output_pixel_bytes, output_image_bytes;
  uintptr_t input;  // bound at setup
  char* output;
};

// [b] batch item, [p, p + pixels) output pixels of that image.
void resize_task(void* context, size_t, size_t b, size_t p, size_t, size_t pixels) {
  const resize_context* c = static_cast<const resize_context*>(context);
  const size_t input_offset = c->input + b * c->input_image_bytes - kXnnIndirectionBase;
  char* output = c->output + b * c->output_image_bytes + p * c->output_pixel_bytes;
  const size_t output_increment = c->output_pixel_bytes - c->channel_bytes;
  const void** indirection = c->indirection + 4 * p;
  switch (c->datatype) {
    case xnn_datatype_qint8:
      c->s8_fn(pixels, c->channel_bytes, reinterpret_cast<const int8_t**>(indirection), input_offset,
               c->q11_weights + 2 * p, reinterpret_cast<int8_t*>(output), output_increment);
      break;
    case xnn_datatype_quint8:
      c->u8_fn(pixels, c->channel_bytes, reinterpret_cast<const uint8_t**>(indirection), input_offset,
               c->q11_weights + 2 * p, reinterpret_cast<uint8_t*>(output), output_increment);
      break;
    case xnn_datatype_fp16:
      c->f16_fn(pixels, c->channel_bytes, reinterpret_cast<const uint16_t**>(indirection), input_offset,
                c->f16_weights + 2 * p, reinterpret_cast<uint16_t*>(output), output_increment);
      break;
    default:
      c->fn(pixels, c->channel_bytes, reinterpret_cast<const float**>(indirection), input_offset, c->weights + 2 * p,
            reinterpret_cast<float*>(output), output_increment);
  }
}

struct resize_operator : xnn_operator {
  static constexpr const char* kName = "resize bilinear";
  resize_operator() : xnn_operator(kName) {}
  xnn_datatype datatype = xnn_datatype_fp32;
  size_t element_bytes = sizeof(float);
  size_t output_height = 0, output_width = 0;
  bool align_corners = false, tensorflow_legacy = false;
  // The input geometry the indirection buffer describes (0 = not built yet).
  size_t built_height = 0, built_width = 0, built_pixel_stride = 0;
  xnn_owned_array<const void*> indirection;
  xnn_owned_array<float> weights;
  xnn_owned_array<uint16_t> f16_weights;
  xnn_owned_array<int16_t> q11_weights;
  resize_context context{};
};

xnn_status check_below_limit(const char* name, const char* argument, size_t value) {
  if (value < kMaxSize) return xnn_status_success;
  xnn_log_error("%s: %s is %zu; expected < 2^24", name, argument, value);
  return xnn_status_unsupported_parameter;
}

xnn_status create_resize(xnn_datatype datatype, size_t output_height, size_t output_width, uint32_t flags,
                         xnn_operator_t* resize_op_out) {
  const char* name = resize_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "resize_op_out", resize_op_out))) return status;
  *resize_op_out = nullptr;
  if ((status = xnn_check_positive(name, "output_height", output_height)) ||
      (status = xnn_check_positive(name, "output_width", output_width)) ||
      (status = check_below_limit(name, "output_height", output_height)) ||
      (status = check_below_limit(name, "output_width", output_width)) ||
      (status = xnn_check_flags(name, flags,
                                kXnnHintFlags | XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE))) {
    return status;
  }
  if ((flags & XNN_FLAG_ALIGN_CORNERS) && (flags & XNN_FLAG_TENSORFLOW_LEGACY_MODE)) {
    xnn_log_error("%s: XNN_FLAG_ALIGN_CORNERS and XNN_FLAG_TENSORFLOW_LEGACY_MODE are mutually exclusive", name);
    return xnn_status_invalid_parameter;
  }
  size_t pointers;
  if (!xnn_checked_product(name, {output_height, output_width, 4 * sizeof(void*)}, &pointers)) {
    return xnn_status_invalid_parameter;
  }
  const bool quantized = datatype == xnn_datatype_qint8 || datatype == xnn_datatype_quint8;
  const bool half = datatype == xnn_datatype_fp16;
  if (datatype != xnn_datatype_fp32 && !half && !quantized) {
    xnn_log_error("%s: datatype is %d; expected fp32, fp16, qint8 or quint8", name, int(datatype));
    return xnn_status_unsupported_hardware;
  }
  const xnn_f32_ibilinear_info* kernel = datatype == xnn_datatype_fp32 ? xnn_init_f32_ibilinear_config() : nullptr;
  const xnn_f16_ibilinear_info* f16_kernel = half ? xnn_init_f16_ibilinear_config() : nullptr;
  const xnn_x8_ibilinear_config* x8_kernels = quantized ? xnn_init_x8_ibilinear_config() : nullptr;
  if (kernel == nullptr && f16_kernel == nullptr && x8_kernels == nullptr) return xnn_status_uninitialized;
  resize_operator* op = xnn_new_operator<resize_operator>();  // logs when out of memory
  if (op == nullptr) return xnn_status_out_of_memory;
  if (!op->indirection.allocate(4 * output_height * output_width) ||
      !(quantized ? op->q11_weights.allocate(2 * output_height * output_width)
                  : op->weights.allocate(2 * output_height * output_width)) ||
      (half && !op->f16_weights.allocate(2 * output_height * output_width))) {
    xnn_release_operator(op);
    xnn_log_error("%s: out of memory for a %zux%zu output", name, output_height, output_width);
    return xnn_status_out_of_memory;
  }
  op->datatype = datatype;
  op->element_bytes = quantized ? 1 : half ? sizeof(uint16_t) : sizeof(float);
  op->context.datatype = datatype;
  if (quantized) {
    op->context.s8_fn = x8_kernels->s8->fn;
    op->context.u8_fn = x8_kernels->u8->fn;
  } else if (half) {
    op->context.f16_fn = f16_kernel->fn;
  } else {
    op->context.fn = kernel->fn;
  }
  op->output_height = output_height;
  op->output_width = output_width;
  op->align_corners = (flags & XNN_FLAG_ALIGN_CORNERS) != 0;
  op->tensorflow_legacy = (flags & XNN_FLAG_TENSORFLOW_LEGACY_MODE) != 0;
  *resize_op_out = op;
  return xnn_status_success;
}

// The operator behind an f32 entry point (`function`): a resize operator of datatype fp32.
resize_operator* as_f32(xnn_operator_t resize_op, const char* function) {
  resize_operator* op = xnn_operator_as<resize_operator>(resize_op, function);
  if (op != nullptr && op->datatype != xnn_datatype_fp32) {
    xnn_log_error("%s: the operator's datatype is %d; expected fp32 (xnn_create_resize_bilinear2d_nhwc_f32)", function,
                  int(op->datatype));
    return nullptr;
  }
  return op;
}

xnn_status reshape_resize(resize_operator* op, size_t batch_size, size_t input_height, size_t input_width,
                          size_t channels, size_t input_pixel_stride, size_t output_pixel_stride,
                          size_t* workspace_size, size_t* workspace_alignment, pthreadpool_t threadpool) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  xnn_status status;
  if ((status = xnn_check_positive(op->name, "input_height", input_height)) ||
      (status = xnn_check_positive(op->name, "input_width", input_width)) ||
      (status = check_below_limit(op->name, "input_height", input_height)) ||
      (status = check_below_limit(op->name, "input_width", input_width)) ||
      (status = xnn_check_positive(op->name, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "input_pixel_stride", input_pixel_stride, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "output_pixel_stride", output_pixel_stride, "channels", channels))) {
    return status;
  }
  const size_t pixels = op->output_height * op->output_width;
  size_t input_image_bytes, output_image_bytes, total_bytes;
  const size_t element_bytes = op->element_bytes;
  if (!xnn_checked_product(op->name, {input_height, input_width, input_pixel_stride, element_bytes},
                           &input_image_bytes) ||
      !xnn_checked_product(op->name, {batch_size, input_image_bytes}, &total_bytes) ||
      !xnn_checked_product(op->name, {pixels, output_pixel_stride, element_bytes}, &output_image_bytes) ||
      !xnn_checked_product(op->name, {batch_size, output_image_bytes}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const size_t pixel_stride_bytes = input_pixel_stride * element_bytes;
  if (input_height != op->built_height || input_width != op->built_width ||
      pixel_stride_bytes != op->built_pixel_stride) {
    const void* base = reinterpret_cast<const void*>(kXnnIndirectionBase);
    if (op->datatype == xnn_datatype_fp32 || op->datatype == xnn_datatype_fp16) {
      xnn_indirection_init_resize_bilinear2d_hwc_f32(0, op->output_height, pixel_stride_bytes, input_height,
                                                     input_width, op->output_height, op->output_width, base,
                                                     op->indirection.data(), op->weights.data(), op->align_corners,
                                                     op->tensorflow_legacy);
      for (size_t i = 0; i < op->f16_weights.size(); i++) op->f16_weights[i] = xnn_f32_to_f16(op->weights[i]);
    } else {
      xnn_indirection_init_resize_bilinear2d_hwc_q11(0, op->output_height, pixel_stride_bytes, input_height,
                                                     input_width, op->output_height, op->output_width, base,
                                                     op->indirection.data(), op->q11_weights.data(),
                                                     op->align_corners, op->tensorflow_legacy);
    }
    op->built_height = input_height, op->built_width = input_width, op->built_pixel_stride = pixel_stride_bytes;
  }
  // The indirection buffer lives in the operator: no workspace.
  if (workspace_size != nullptr) *workspace_size = 0;
  if (workspace_alignment != nullptr) *workspace_alignment = 1;

  resize_context& c = op->context;
  c.indirection = op->indirection.data();
  c.weights = op->weights.data();
  c.f16_weights = op->f16_weights.data();
  c.q11_weights = op->q11_weights.data();
  c.channel_bytes = channels * element_bytes;
  c.input_image_bytes = input_image_bytes;
  c.output_pixel_bytes = output_pixel_stride * element_bytes;
  c.output_image_bytes = output_image_bytes;
  // Runs of pixels whose output fills about kTileBytes, smaller when that leaves fewer than 4 tiles per thread.
  const size_t threads = xnn_threads_count(threadpool);
  size_t tile = std::max<size_t>(1, kTileBytes / c.channel_bytes);
  if (threads > 1 && batch_size != 0) {
    const size_t tiles_wanted = 4 * threads;
    const size_t per_image = (tiles_wanted + batch_size - 1) / batch_size;
    tile = std::min(tile, std::max<size_t>(1, (pixels + per_image - 1) / per_image));
  }
  op->job_count = batch_size == 0 ? 0 : 1;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.task = resize_task;
  job.context = &op->context;
  job.range[1] = batch_size;
  job.range[2] = pixels;
  job.tile[1] = std::min(tile, pixels);
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

xnn_status setup_resize(resize_operator* op, const void* input, void* output) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  op->context.input = reinterpret_cast<uintptr_t>(input);
  op->context.output = reinterpret_cast<char*>(output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_resize_bilinear2d_nhwc(xnn_datatype datatype, size_t output_height,
                                                        size_t output_width, uint32_t flags,
                                                        xnn_operator_t* resize_op_out) {
  return create_resize(datatype, output_height, output_width, flags, resize_op_out);
}

extern "C" xnn_status xnn_reshape_resize_bilinear2d_nhwc(xnn_operator_t resize_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t channels,
                                                         size_t input_pixel_stride, size_t output_pixel_stride,
                                                         size_t* workspace_size, pthreadpool_t threadpool) {
  return reshape_resize(xnn_operator_as<resize_operator>(resize_op, "xnn_reshape_resize_bilinear2d_nhwc"),
                        batch_size, input_height, input_width, channels, input_pixel_stride, output_pixel_stride,
                        workspace_size, nullptr, threadpool);
}

extern "C" xnn_status xnn_setup_resize_bilinear2d_nhwc(xnn_operator_t resize_op, void* /*workspace*/,
                                                       const void* input, void* output) {
  return setup_resize(xnn_operator_as<resize_operator>(resize_op, "xnn_setup_resize_bilinear2d_nhwc"), input,
                      output);
}

extern "C" xnn_status xnn_create_resize_bilinear2d_nhwc_f32(size_t output_height, size_t output_width,
                                                            uint32_t flags, xnn_operator_t* resize_op_out) {
  return create_resize(xnn_datatype_fp32, output_height, output_width, flags, resize_op_out);
}

extern "C" xnn_status xnn_reshape_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, size_t batch_size,
                                                             size_t input_height, size_t input_width,
                                                             size_t channels, size_t input_pixel_stride,
                                                             size_t output_pixel_stride, size_t* workspace_size,
                                                             size_t* workspace_alignment, pthreadpool_t threadpool) {
  return reshape_resize(as_f32(resize_op, "reshape resize bilinear"), batch_size, input_height, input_width,
                        channels, input_pixel_stride, output_pixel_stride, workspace_size, workspace_alignment,
                        threadpool);
}

extern "C" xnn_status xnn_setup_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, void* /*workspace*/,
                                                           const float* input, float* output) {
  return setup_resize(as_f32(resize_op, "setup resize bilinear"), input, output);
}
