// Depth to space and space to depth, elements of 1, 2 or 4 bytes (x8, x16, x32), bits unchanged. Depth to space
// turns each input pixel's channels into a block_size x block_size square of output pixels: input channel
// (by * block_size + bx) * C + c goes to block row by, block column bx, channel c; space to depth is its inverse. The
// NCHW -> NHWC form reads its input as [N, C, H, W] and writes NHWC. Each is one transpose of a view of the input
// (at most 6 dimensions), so the operator owns a transpose operator and runs its jobs.
// create -> reshape -> setup -> run.
#include <xnnpack.h>

#include "operators/data-movement.h"

namespace {

enum class rearrangement { depth_to_space_nhwc, depth_to_space_nchw2nhwc, space_to_depth_nhwc };

constexpr const char* kind_name(rearrangement r, size_t element_size) {
  switch (r) {
    case rearrangement::depth_to_space_nhwc:
      return element_size == 1 ? "depth to space (x8)" : element_size == 2 ? "depth to space (x16)" : "depth to space";
    case rearrangement::depth_to_space_nchw2nhwc:
      return element_size == 2 ? "depth to space nchw2nhwc (x16)" : "depth to space nchw2nhwc";
    case rearrangement::space_to_depth_nhwc:
      return element_size == 1 ? "space to depth (x8)" : element_size == 2 ? "space to depth (x16)" : "space to depth";
  }
  return nullptr;
}

template <rearrangement R, size_t E>
struct block_operator : xnn_operator {
  static constexpr const char* kName = kind_name(R, E);
  block_operator() : xnn_operator(kName) {}
  ~block_operator() override { xnn_release_operator(transpose); }
  uint32_t block_size = 0;
  xnn_operator_t transpose = nullptr;  // owned; its jobs are this operator's
};

// The transpose operator functions of one element size.
struct transpose_functions {
  xnn_status (*create)(uint32_t, xnn_operator_t*);
  xnn_status (*reshape)(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t);
  xnn_status (*setup)(xnn_operator_t, const void*, void*);
};

template <size_t E>
constexpr transpose_functions kTranspose =
    E == 1 ? transpose_functions{xnn_create_transpose_nd_x8, xnn_reshape_transpose_nd_x8, xnn_setup_transpose_nd_x8}
    : E == 2
        ? transpose_functions{xnn_create_transpose_nd_x16, xnn_reshape_transpose_nd_x16, xnn_setup_transpose_nd_x16}
        : transpose_functions{xnn_create_transpose_nd_x32, xnn_reshape_transpose_nd_x32, xnn_setup_transpose_nd_x32};

template <rearrangement R, size_t E>
xnn_status create_block(uint32_t block_size, uint32_t flags, xnn_operator_t* op_out) {
  using T = block_operator<R, E>;
  T* op;
  xnn_status status = xnn_create_move_operator(flags, op_out, &op);
  if (status != xnn_status_success) return status;
  *op_out = nullptr;
  if (block_size <= 1) {
    xnn_log_error("%s: block_size is %u; expected >= 2", T::kName, block_size);
    status = xnn_status_invalid_parameter;
  } else {
    status = kTranspose<E>.create(0, &op->transpose);
  }
  op->block_size = block_size;
  return xnn_finish_create(op, status, op_out);
}

// The input as a transposable view: its shape, and the permutation that makes it the output.
struct view {
  size_t num_dims;
  size_t shape[6];
  size_t perm[6];
};

// `c`: the channels of one block position (depth to space: the output's; space to depth: the input's).
template <rearrangement R>
view view_of(size_t batch, size_t height, size_t width, size_t c, size_t b) {
  switch (R) {
    case rearrangement::depth_to_space_nhwc:
      // [N*H, W, by, bx, C] -> [N*H, by, W, bx, C]
      return {5, {batch * height, width, b, b, c}, {0, 2, 1, 3, 4}};
    case rearrangement::depth_to_space_nchw2nhwc:
      // [N, by, bx, C, H, W] -> [N, H, by, W, bx, C]
      return {6, {batch, b, b, c, height, width}, {0, 4, 1, 5, 2, 3}};
    case rearrangement::space_to_depth_nhwc:
      // [N*H/b, by, W/b, bx, C] -> [N*H/b, W/b, by, bx, C]
      return {5, {batch * (height / b), b, width / b, b, c}, {0, 2, 1, 3, 4}};
  }
  return {};
}

template <rearrangement R, size_t E>
xnn_status reshape_block(xnn_operator_t block_op, size_t batch_size, size_t input_height, size_t input_width,
                         size_t input_channels, size_t* output_height_out, size_t* output_width_out,
                         size_t* output_channels_out, pthreadpool_t threadpool) {
  using T = block_operator<R, E>;
  T* op = xnn_operator_as<T>(block_op, "reshape depth to space / space to depth");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (input_height == 0 || input_width == 0 || input_channels == 0) {
    xnn_log_error("%s: the input is %zu x %zu x %zu (height x width x channels); expected no dimension of 0", op->name,
                  input_height, input_width, input_channels);
    return xnn_status_invalid_parameter;
  }
  const size_t b = op->block_size;
  size_t input_elements, area;
  if (!xnn_checked_product(op->name, "the input", {batch_size, input_height, input_width, input_channels},
                           &input_elements) ||
      !xnn_checked_product(op->name, "block_size^2", {b, b}, &area)) {
    return xnn_status_invalid_parameter;
  }
  size_t output_height, output_width, output_channels;
  if (R == rearrangement::space_to_depth_nhwc) {
    if (input_height % b != 0 || input_width % b != 0) {
      xnn_log_error("%s: the input is %zu x %zu (height x width); expected both divisible by block_size %zu", op->name,
                    input_height, input_width, b);
      return xnn_status_invalid_parameter;
    }
    if (!xnn_checked_product(op->name, "output channels (input channels * block_size^2)", {input_channels, b, b},
                             &output_channels)) {
      return xnn_status_invalid_parameter;
    }
    output_height = input_height / b, output_width = input_width / b;
  } else {
    if (input_channels % area != 0) {
      xnn_log_error("%s: input_channels is %zu; expected a multiple of block_size^2 = %zu", op->name, input_channels,
                    area);
      return xnn_status_invalid_parameter;
    }
    if (!xnn_checked_product(op->name, "output height (input height * block_size)", {input_height, b},
                             &output_height) ||
        !xnn_checked_product(op->name, "output width (input width * block_size)", {input_width, b}, &output_width)) {
      return xnn_status_invalid_parameter;
    }
    output_channels = input_channels / area;
  }
  const size_t block_channels = R == rearrangement::space_to_depth_nhwc ? input_channels : output_channels;
  const view v = view_of<R>(batch_size, input_height, input_width, block_channels, b);
  if (batch_size != 0) {
    if (xnn_status status = kTranspose<E>.reshape(op->transpose, v.num_dims, v.shape, v.perm, threadpool)) {
      return status;
    }
  }
  op->jobs = op->transpose->jobs;
  op->job_count = batch_size == 0 ? 0 : op->transpose->job_count;
  if (output_height_out != nullptr) *output_height_out = output_height;
  if (output_width_out != nullptr) *output_width_out = output_width;
  if (output_channels_out != nullptr) *output_channels_out = output_channels;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <rearrangement R, size_t E>
xnn_status setup_block(xnn_operator_t block_op, const void* input, void* output) {
  using T = block_operator<R, E>;
  T* op = xnn_operator_as<T>(block_op, "setup depth to space / space to depth");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output)) return status;
  if (op->job_count != 0) {
    if (xnn_status status = kTranspose<E>.setup(op->transpose, input, output)) return status;
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

// The public create, reshape and setup of one rearrangement (`name`: depth_to_space_nhwc...) and element size.
#define XNN_DEFINE_BLOCK_OPERATOR(name, R, x, E)                                                                    \
  extern "C" xnn_status xnn_create_##name##_##x(uint32_t block_size, uint32_t flags, xnn_operator_t* op_out) {      \
    return create_block<R, E>(block_size, flags, op_out);                                                           \
  }                                                                                                                 \
  extern "C" xnn_status xnn_reshape_##name##_##x(                                                                   \
      xnn_operator_t op, size_t batch_size, size_t input_height, size_t input_width, size_t input_channels,         \
      size_t* output_height_out, size_t* output_width_out, size_t* output_channels_out, pthreadpool_t threadpool) { \
    return reshape_block<R, E>(op, batch_size, input_height, input_width, input_channels, output_height_out,        \
                               output_width_out, output_channels_out, threadpool);                                  \
  }                                                                                                                 \
  extern "C" xnn_status xnn_setup_##name##_##x(xnn_operator_t op, const void* input, void* output) {                \
    return setup_block<R, E>(op, input, output);                                                                    \
  }
XNN_DEFINE_BLOCK_OPERATOR(depth_to_space_nhwc, rearrangement::depth_to_space_nhwc, x8, 1)
XNN_DEFINE_BLOCK_OPERATOR(depth_to_space_nhwc, rearrangement::depth_to_space_nhwc, x16, 2)
XNN_DEFINE_BLOCK_OPERATOR(depth_to_space_nhwc, rearrangement::depth_to_space_nhwc, x32, 4)
XNN_DEFINE_BLOCK_OPERATOR(depth_to_space_nchw2nhwc, rearrangement::depth_to_space_nchw2nhwc, x16, 2)
XNN_DEFINE_BLOCK_OPERATOR(depth_to_space_nchw2nhwc, rearrangement::depth_to_space_nchw2nhwc, x32, 4)
XNN_DEFINE_BLOCK_OPERATOR(space_to_depth_nhwc, rearrangement::space_to_depth_nhwc, x8, 1)
XNN_DEFINE_BLOCK_OPERATOR(space_to_depth_nhwc, rearrangement::space_to_depth_nhwc, x16, 2)
XNN_DEFINE_BLOCK_OPERATOR(space_to_depth_nhwc, rearrangement::space_to_depth_nhwc, x32, 4)
