// Copy, elements of 1, 2 or 4 bytes (x8, x16, x32): output[b][c] = input[b][c] over [batch, channels] rows with
// strides, bits unchanged. Dense rows merge into one long array, so the work is a few large kernel calls.
// create -> reshape -> setup -> run.
#include <xnnpack.h>

#include "operators/data-movement.h"

namespace {

template <size_t E>
struct copy_operator : xnn_operator {
  static constexpr const char* kName = E == 1 ? "copy (x8)" : E == 2 ? "copy (x16)" : "copy";
  copy_operator() : xnn_operator(kName) {}
  xnn_strided_copy copy;
  void bind(const char* input, char* output) { copy.input = input, copy.output = output; }
};

template <size_t E>
xnn_status reshape_copy(xnn_operator_t copy_op, size_t batch_size, size_t channels, size_t input_stride,
                        size_t output_stride, pthreadpool_t threadpool) {
  copy_operator<E>* op = xnn_operator_as<copy_operator<E>>(copy_op, "reshape copy");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (xnn_status status = xnn_check_nc_rows(op->name, batch_size, channels, input_stride, output_stride)) {
    return status;
  }
  op->job_count = batch_size == 0 ? 0 : 1;
  xnn_nd_layout layout;
  layout.num_dims = 2;
  layout.dim[0] = batch_size, layout.dim[1] = channels;
  layout.input_stride[0] = input_stride * E, layout.input_stride[1] = E;
  layout.output_stride[0] = output_stride * E, layout.output_stride[1] = E;
  xnn_plan_strided_copy(layout, E, xnn_threads_count(threadpool), &op->copy, &op->jobs[0]);
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

}  // namespace

// The public create, reshape and setup of one element size (`x` = x8, x16, x32).
#define XNN_DEFINE_COPY_NC(x, E)                                                                                  \
  extern "C" xnn_status xnn_create_copy_nc_##x(uint32_t flags, xnn_operator_t* copy_op_out) {                    \
    return xnn_create_copy_operator<copy_operator<E>>(flags, copy_op_out);                                       \
  }                                                                                                              \
  extern "C" xnn_status xnn_reshape_copy_nc_##x(xnn_operator_t copy_op, size_t batch_size, size_t channels,      \
                                                size_t input_stride, size_t output_stride,                       \
                                                pthreadpool_t threadpool) {                                      \
    return reshape_copy<E>(copy_op, batch_size, channels, input_stride, output_stride, threadpool);              \
  }                                                                                                              \
  extern "C" xnn_status xnn_setup_copy_nc_##x(xnn_operator_t copy_op, const void* input, void* output) {         \
    return xnn_setup_move_operator<copy_operator<E>>(copy_op, "setup copy", input, output);                      \
  }
XNN_DEFINE_COPY_NC(x8, 1)
XNN_DEFINE_COPY_NC(x16, 2)
XNN_DEFINE_COPY_NC(x32, 4)

extern "C" xnn_status xnn_run_copy_nc_x32(size_t channels, size_t input_stride, size_t output_stride,
                                          size_t batch_size, const uint32_t* input, uint32_t* output, uint32_t flags,
                                          pthreadpool_t threadpool) {
  xnn_operator_t op = nullptr;
  const xnn_status created = xnn_create_copy_nc_x32(flags, &op);
  return xnn_run_once(
      op, created,
      [&] { return xnn_reshape_copy_nc_x32(op, batch_size, channels, input_stride, output_stride, threadpool); },
      xnn_setup_copy_nc_x32, input, output, threadpool);
}
