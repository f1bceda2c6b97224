// Resize bilinear 2D, f32, NHWC, over the f32-ibilinear kernel.
//
// The output size is fixed at create; reshape takes the input size. The indirection buffer (4 input pixel pointers
// per output pixel, src/indirection/resize-bilinear.h) and the weights (2 per output pixel) describe one image, built
// against a fixed base address: they are rebuilt only when the input height, width or pixel stride changes, and the
// input pointer and the batch item only move the kernel's input_offset. One job over (batch item, run of output
// pixels); a pixel is always computed by the same single kernel call, so results do not depend on the thread count.
#include <algorithm>

#include <xnnpack.h>

#include "configs/f32-ibilinear-config.h"
#include "indirection/convolution.h"
#include "indirection/resize-bilinear.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// Sizes are below 2^24, as in XNNPACK: the sampling coordinates are computed in float.
constexpr size_t kMaxSize = size_t(1) << 24;

// Output bytes per tile: source corners and output of a tile stay in L1.
constexpr size_t kTileBytes = 16 * 1024;

struct resize_context {
  xnn_f32_ibilinear_ukernel_fn fn;
  const float** indirection;  // relative to kXnnIndirectionBase
  const float* weights;
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
  float* output = reinterpret_cast<float*>(c->output + b * c->output_image_bytes + p * c->output_pixel_bytes);
  c->fn(pixels, c->channel_bytes, c->indirection + 4 * p, input_offset, c->weights + 2 * p, output,
        c->output_pixel_bytes - c->channel_bytes);
}

struct resize_operator : xnn_operator {
  static constexpr const char* kName = "resize bilinear";
  resize_operator() : xnn_operator(kName) {}
  xnn_f32_ibilinear_ukernel_fn fn = nullptr;
  size_t output_height = 0, output_width = 0;
  bool align_corners = false, tensorflow_legacy = false;
  // The input geometry the indirection buffer describes (0 = not built yet).
  size_t built_height = 0, built_width = 0, built_pixel_stride = 0;
  xnn_owned_array<const void*> indirection;
  xnn_owned_array<float> weights;
  resize_context context{};
};

xnn_status check_below_limit(const char* name, const char* argument, size_t value) {
  if (value < kMaxSize) return xnn_status_success;
  xnn_log_error("%s: %s is %zu; expected < 2^24", name, argument, value);
  return xnn_status_unsupported_parameter;
}

}  // namespace

extern "C" xnn_status xnn_create_resize_bilinear2d_nhwc_f32(size_t output_height, size_t output_width,
                                                            uint32_t flags, xnn_operator_t* resize_op_out) {
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
  const xnn_f32_ibilinear_info* kernel = xnn_init_f32_ibilinear_config();
  if (kernel == nullptr) return xnn_status_uninitialized;
  resize_operator* op = xnn_new_operator<resize_operator>();  // logs when out of memory
  if (op == nullptr) return xnn_status_out_of_memory;
  if (!op->indirection.allocate(4 * output_height * output_width) ||
      !op->weights.allocate(2 * output_height * output_width)) {
    xnn_release_operator(op);
    xnn_log_error("%s: out of memory for a %zux%zu output", name, output_height, output_width);
    return xnn_status_out_of_memory;
  }
  op->fn = kernel->fn;
  op->output_height = output_height;
  op->output_width = output_width;
  op->align_corners = (flags & XNN_FLAG_ALIGN_CORNERS) != 0;
  op->tensorflow_legacy = (flags & XNN_FLAG_TENSORFLOW_LEGACY_MODE) != 0;
  *resize_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, size_t batch_size,
                                                             size_t input_height, size_t input_width,
                                                             size_t channels, size_t input_pixel_stride,
                                                             size_t output_pixel_stride, size_t* workspace_size,
                                                             size_t* workspace_alignment, pthreadpool_t threadpool) {
  resize_operator* op = xnn_operator_as<resize_operator>(resize_op, "reshape resize bilinear");
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
  if (!xnn_checked_product(op->name, {input_height, input_width, input_pixel_stride, sizeof(float)},
                           &input_image_bytes) ||
      !xnn_checked_product(op->name, {batch_size, input_image_bytes}, &total_bytes) ||
      !xnn_checked_product(op->name, {pixels, output_pixel_stride, sizeof(float)}, &output_image_bytes) ||
      !xnn_checked_product(op->name, {batch_size, output_image_bytes}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const size_t pixel_stride_bytes = input_pixel_stride * sizeof(float);
  if (input_height != op->built_height || input_width != op->built_width ||
      pixel_stride_bytes != op->built_pixel_stride) {
    xnn_indirection_init_resize_bilinear2d_hwc_f32(
        0, op->output_height, pixel_stride_bytes, input_height, input_width, op->output_height, op->output_width,
        reinterpret_cast<const void*>(kXnnIndirectionBase), op->indirection.data(), op->weights.data(),
        op->align_corners, op->tensorflow_legacy);
    op->built_height = input_height, op->built_width = input_width, op->built_pixel_stride = pixel_stride_bytes;
  }
  // The indirection buffer lives in the operator: no workspace.
  if (workspace_size != nullptr) *workspace_size = 0;
  if (workspace_alignment != nullptr) *workspace_alignment = 1;

  resize_context& c = op->context;
  c.fn = op->fn;
  c.indirection = reinterpret_cast<const float**>(op->indirection.data());
  c.weights = op->weights.data();
  c.channel_bytes = channels * sizeof(float);
  c.input_image_bytes = input_image_bytes;
  c.output_pixel_bytes = output_pixel_stride * sizeof(float);
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

extern "C" xnn_status xnn_setup_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, void* /*workspace*/,
                                                           const float* input, float* output) {
  resize_operator* op = xnn_operator_as<resize_operator>(resize_op, "setup resize bilinear");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  op->context.input = reinterpret_cast<uintptr_t>(input);
  op->context.output = reinterpret_cast<char*>(output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
