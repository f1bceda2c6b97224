// Unpooling 2D NHWC, 32-bit elements: the inverse of argmax pooling. Each input element goes to the position its
// index names in its pixel's pooling window of the output; every other output element is 0. The output is
// input * pooling - padding along each side. As in XNNPACK, an index is window column * pooling_height + window row
// (XNNPACK's argmax pooling numbers window positions column by column), and a position in the padding moves to the
// nearest output row and column. Later input pixels (row-major) win where positions coincide. The work is split by
// image and channel ranges, so no two tasks write the same element. create -> reshape -> setup -> run.
#include <xnnpack.h>

#include <algorithm>
#include <cstring>

#include "operators/data-movement.h"

namespace {

struct unpooling_context {
  const char* input = nullptr;
  const uint32_t* index = nullptr;
  char* output = nullptr;
  size_t input_height = 0, input_width = 0, output_height = 0, output_width = 0;
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // bytes
  size_t pooling_height = 0, pooling_width = 0, padding_top = 0, padding_left = 0;
  size_t channels = 0;
};

struct unpooling_operator : xnn_operator {
  static constexpr const char* kName = "unpooling";
  unpooling_operator() : xnn_operator(kName) {}
  uint32_t padding_top = 0, padding_right = 0, padding_bottom = 0, padding_left = 0;
  uint32_t pooling_height = 0, pooling_width = 0;
  unpooling_context context;
};

// The output coordinate of window position `k` of input coordinate `i`: i * pooling + k - padding, clamped to the
// output (positions in the padding move to its edge).
size_t output_coordinate(size_t i, size_t k, size_t pooling, size_t padding, size_t output_size) {
  const size_t position = i * pooling + k;
  return std::min(position > padding ? position - padding : 0, output_size - 1);
}

// Image `image`, channels [c, c + channels).
void unpooling_task(void* context, size_t image, size_t, size_t c, size_t, size_t channels) {
  const unpooling_context* p = static_cast<const unpooling_context*>(context);
  const size_t output_pixels = p->output_height * p->output_width;
  char* output = p->output + image * output_pixels * p->output_pixel_stride + c * sizeof(uint32_t);
  for (size_t pixel = 0; pixel < output_pixels; pixel++) {
    std::memset(output + pixel * p->output_pixel_stride, 0, channels * sizeof(uint32_t));
  }
  const size_t input_pixels = p->input_height * p->input_width;
  for (size_t pixel = 0; pixel < input_pixels; pixel++) {
    const size_t iy = pixel / p->input_width, ix = pixel % p->input_width;
    const char* input = p->input + (image * input_pixels + pixel) * p->input_pixel_stride + c * sizeof(uint32_t);
    const uint32_t* index = p->index + (image * input_pixels + pixel) * p->channels + c;
    for (size_t k = 0; k < channels; k++) {
      const size_t window_row = index[k] % p->pooling_height, window_column = index[k] / p->pooling_height;
      // An index past the window names no position (XNNPACK's kernels skip it too).
      if (window_column >= p->pooling_width) continue;
      const size_t oy = output_coordinate(iy, window_row, p->pooling_height, p->padding_top, p->output_height);
      const size_t ox = output_coordinate(ix, window_column, p->pooling_width, p->padding_left, p->output_width);
      std::memcpy(output + (oy * p->output_width + ox) * p->output_pixel_stride + k * sizeof(uint32_t),
                  input + k * sizeof(uint32_t), sizeof(uint32_t));
    }
  }
}

}  // namespace

extern "C" xnn_status xnn_create_unpooling2d_nhwc_x32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                      uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                      uint32_t pooling_height, uint32_t pooling_width, uint32_t flags,
                                                      xnn_operator_t* unpooling_op_out) {
  unpooling_operator* op;
  xnn_status status = xnn_create_move_operator(flags, unpooling_op_out, &op);
  if (status != xnn_status_success) return status;
  *unpooling_op_out = nullptr;
  if ((status = xnn_check_positive(op->name, "pooling_height", pooling_height)) == xnn_status_success) {
    status = xnn_check_positive(op->name, "pooling_width", pooling_width);
  }
  op->padding_top = input_padding_top, op->padding_right = input_padding_right;
  op->padding_bottom = input_padding_bottom, op->padding_left = input_padding_left;
  op->pooling_height = pooling_height, op->pooling_width = pooling_width;
  return xnn_finish_create(op, status, unpooling_op_out);
}

namespace {

// One side of the output: input * pooling - padding_before - padding_after, at least 1.
bool output_side(const char* op, const char* side, size_t input, size_t pooling, size_t padding_before,
                 size_t padding_after, size_t* output) {
  size_t pooled;
  if (!xnn_checked_product(op, side, {input, pooling}, &pooled)) return false;
  if (uint64_t(pooled) <= uint64_t(padding_before) + padding_after) {
    xnn_log_error("%s: the %s padding (%zu + %zu) covers the whole unpooled %s of %zu; expected less", op, side,
                  padding_before, padding_after, side, pooled);
    return false;
  }
  *output = pooled - padding_before - padding_after;
  return true;
}

}  // namespace

extern "C" xnn_status xnn_reshape_unpooling2d_nhwc_x32(xnn_operator_t unpooling_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* output_height_out, size_t* output_width_out,
                                                       pthreadpool_t threadpool) {
  unpooling_operator* op = xnn_operator_as<unpooling_operator>(unpooling_op, "reshape unpooling");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_initialized(op->name)) ||
      (status = xnn_check_positive(op->name, "input_height", input_height)) ||
      (status = xnn_check_positive(op->name, "input_width", input_width)) ||
      (status = xnn_check_positive(op->name, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "input_pixel_stride", input_pixel_stride, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "output_pixel_stride", output_pixel_stride, "channels", channels))) {
    return status;
  }
  unpooling_context& p = op->context;
  size_t input_bytes, output_bytes;
  if (!output_side(op->name, "height", input_height, op->pooling_height, op->padding_top, op->padding_bottom,
                   &p.output_height) ||
      !output_side(op->name, "width", input_width, op->pooling_width, op->padding_left, op->padding_right,
                   &p.output_width) ||
      !xnn_checked_product(op->name, "the input", {batch_size, input_height, input_width, input_pixel_stride, 4},
                           &input_bytes) ||
      !xnn_checked_product(op->name, "the output",
                           {batch_size, p.output_height, p.output_width, output_pixel_stride, 4}, &output_bytes)) {
    return xnn_status_invalid_parameter;
  }
  p.input_height = input_height, p.input_width = input_width;
  p.input_pixel_stride = input_pixel_stride * sizeof(uint32_t);
  p.output_pixel_stride = output_pixel_stride * sizeof(uint32_t);
  p.pooling_height = op->pooling_height, p.pooling_width = op->pooling_width;
  p.padding_top = op->padding_top, p.padding_left = op->padding_left;
  p.channels = channels;
  // Channel ranges so that each thread gets a few tasks per image.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t tasks_per_image = std::max<size_t>(1, 4 * threads / std::max<size_t>(batch_size, 1));
  const size_t channel_tile = std::max<size_t>(16, (channels + tasks_per_image - 1) / tasks_per_image);
  op->jobs[0] = xnn_parallel_job{};
  op->jobs[0].task = unpooling_task;
  op->jobs[0].context = &p;
  op->jobs[0].range[0] = batch_size;
  op->jobs[0].range[2] = channels;
  op->jobs[0].tile[1] = channel_tile;
  op->job_count = batch_size == 0 ? 0 : 1;
  if (output_height_out != nullptr) *output_height_out = p.output_height;
  if (output_width_out != nullptr) *output_width_out = p.output_width;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_unpooling2d_nhwc_x32(xnn_operator_t unpooling_op, const void* input,
                                                     const uint32_t* index, void* output) {
  unpooling_operator* op = xnn_operator_as<unpooling_operator>(unpooling_op, "setup unpooling");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output)) return status;
  if (op->job_count != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "index", index)) return status;
  }
  op->context.input = static_cast<const char*>(input);
  op->context.index = index;
  op->context.output = static_cast<char*>(output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
