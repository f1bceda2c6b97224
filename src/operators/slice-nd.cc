// Slice N-D, elements of 1, 2 or 4 bytes (x8, x16, x32): output = input[offsets[d] : offsets[d] + sizes[d]] in every
// dimension d (a size of 0 means "to the end", as in XNNPACK). A strided copy: dimensions the slice takes whole merge
// with their outer neighbour, so the work is a few large kernel calls. create -> reshape -> setup -> run.
#include <xnnpack.h>

#include "operators/data-movement.h"

namespace {

template <size_t E>
struct slice_operator : xnn_operator {
  static constexpr const char* kName = E == 1 ? "slice (x8)" : E == 2 ? "slice (x16)" : "slice";
  slice_operator() : xnn_operator(kName) {}
  xnn_strided_copy copy;
  size_t input_offset = 0;  // bytes from the input tensor to the slice's first element
  void bind(const char* input, char* output) { copy.input = input + input_offset, copy.output = output; }
};

template <size_t E>
xnn_status reshape_slice(xnn_operator_t slice_op, size_t num_dims, const size_t* input_shape, const size_t* offsets,
                         const size_t* sizes, pthreadpool_t threadpool) {
  slice_operator<E>* op = xnn_operator_as<slice_operator<E>>(slice_op, "reshape slice");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (xnn_status status =
          xnn_check_nd_arguments(op->name, num_dims, xnn_status_unsupported_parameter,
                                 {{"input_shape", input_shape}, {"offsets", offsets}, {"sizes", sizes}})) {
    return status;
  }
  size_t bytes;
  if (!xnn_checked_shape_bytes(op->name, num_dims, input_shape, E, &bytes)) {
    return xnn_status_invalid_parameter;
  }
  xnn_nd_layout layout;
  layout.num_dims = num_dims;
  xnn_dense_strides(num_dims, input_shape, E, layout.input_stride);
  op->input_offset = 0;
  for (size_t d = 0; d < num_dims; d++) {
    if (input_shape[d] == 0) {
      xnn_log_error("%s: input_shape[%zu] is 0; expected >= 1", op->name, d);
      return xnn_status_invalid_parameter;
    }
    if (offsets[d] >= input_shape[d]) {
      xnn_log_error("%s: offsets[%zu] is %zu; expected below input_shape[%zu] (%zu)", op->name, d, offsets[d], d,
                    input_shape[d]);
      return xnn_status_unsupported_parameter;
    }
    if (sizes[d] > input_shape[d] - offsets[d]) {
      xnn_log_error("%s: sizes[%zu] is %zu; expected at most input_shape[%zu] - offsets[%zu] (%zu)", op->name, d,
                    sizes[d], d, d, input_shape[d] - offsets[d]);
      return xnn_status_unsupported_parameter;
    }
    layout.dim[d] = sizes[d] != 0 ? sizes[d] : input_shape[d] - offsets[d];
    op->input_offset += offsets[d] * layout.input_stride[d];
  }
  xnn_dense_strides(num_dims, layout.dim, E, layout.output_stride);
  op->job_count = 1;
  xnn_plan_strided_copy(layout, E, xnn_threads_count(threadpool), &op->copy, &op->jobs[0]);
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

}  // namespace

// The public create, reshape and setup of one element size (`x` = x8, x16, x32).
#define XNN_DEFINE_SLICE_ND(x, E)                                                                                 \
  extern "C" xnn_status xnn_create_slice_nd_##x(uint32_t flags, xnn_operator_t* slice_op_out) {                  \
    return xnn_create_copy_operator<slice_operator<E>>(flags, slice_op_out);                                     \
  }                                                                                                              \
  extern "C" xnn_status xnn_reshape_slice_nd_##x(xnn_operator_t slice_op, size_t num_dims,                       \
                                                 const size_t* input_shape, const size_t* offsets,               \
                                                 const size_t* sizes, pthreadpool_t threadpool) {                \
    return reshape_slice<E>(slice_op, num_dims, input_shape, offsets, sizes, threadpool);                        \
  }                                                                                                              \
  extern "C" xnn_status xnn_setup_slice_nd_##x(xnn_operator_t slice_op, const void* input, void* output) {       \
    return xnn_setup_move_operator<slice_operator<E>>(slice_op, "setup slice", input, output);                   \
  }
XNN_DEFINE_SLICE_ND(x8, 1)
XNN_DEFINE_SLICE_ND(x16, 2)
XNN_DEFINE_SLICE_ND(x32, 4)

extern "C" xnn_status xnn_run_slice_nd_x32(size_t num_dims, const size_t* input_shape, const size_t* offsets,
                                           const size_t* sizes, const void* input, void* output, uint32_t flags,
                                           pthreadpool_t threadpool) {
  xnn_operator_t op = nullptr;
  const xnn_status created = xnn_create_slice_nd_x32(flags, &op);
  return xnn_run_once(
      op, created, [&] { return xnn_reshape_slice_nd_x32(op, num_dims, input_shape, offsets, sizes, threadpool); },
      xnn_setup_slice_nd_x32, input, output, threadpool);
}
