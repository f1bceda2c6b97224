// Constant pad N-D, elements of 1, 2 or 4 bytes (x8, x16, x32): the output has pre_paddings[d] + input_shape[d] +
// post_paddings[d] elements along dimension d, the input in the middle and the padding value (bits unchanged) around
// it. Dimensions without padding merge with their outer neighbour first; then each tile of output rows is at most three
// kernel calls: a fill above, the pad kernel (fill, copy, fill per row) over the rows holding input, a fill below. Rows
// outside the input in an outer dimension are one fill. create -> reshape -> setup -> run.
#include <algorithm>
#include <cstring>

#include <xnnpack.h>

#include "configs/xx-copy-config.h"
#include "operators/data-movement.h"

namespace {

// Normalized: dimension d has pre[d] + input[d] + post[d] output elements; the last two are the rows and the row.
struct padding {
  xnn_xx_fill_ukernel_fn fill = nullptr;
  xnn_xx_pad_ukernel_fn pad = nullptr;
  uint32_t pattern = 0;
  size_t num_outer = 0;  // dimensions before the rows
  size_t output_dim[XNN_MAX_TENSOR_DIMS] = {}, pre[XNN_MAX_TENSOR_DIMS] = {}, input_dim[XNN_MAX_TENSOR_DIMS] = {};
  size_t input_stride[XNN_MAX_TENSOR_DIMS] = {}, output_stride[XNN_MAX_TENSOR_DIMS] = {};  // bytes, outer dims
  size_t pre_rows = 0, input_rows = 0;
  size_t input_row_bytes = 0, output_row_bytes = 0, pre_bytes = 0, post_bytes = 0;
  const char* input = nullptr;
  char* output = nullptr;
};

void padding_task(void* context, size_t i, size_t row, size_t, size_t rows, size_t) {
  const padding* p = static_cast<const padding*>(context);
  size_t in = 0, out = 0;
  bool inside = true;
  for (size_t d = p->num_outer; d-- > 0;) {
    const size_t coordinate = i % p->output_dim[d];
    i /= p->output_dim[d];
    out += coordinate * p->output_stride[d];
    inside = inside && coordinate >= p->pre[d] && coordinate - p->pre[d] < p->input_dim[d];
    if (inside) in += (coordinate - p->pre[d]) * p->input_stride[d];
  }
  char* output = p->output + out;
  const size_t end = row + rows;
  const size_t first = inside ? std::min(std::max(p->pre_rows, row), end) : end;   // first row holding input
  const size_t last = inside ? std::min(std::max(p->pre_rows + p->input_rows, row), end) : end;  // one past
  if (first > row) p->fill(1, (first - row) * p->output_row_bytes, output + row * p->output_row_bytes, 0, p->pattern);
  if (last > first) {
    p->pad(last - first, p->input_row_bytes, p->pre_bytes, p->post_bytes,
           p->input + in + (first - p->pre_rows) * p->input_row_bytes, p->input_row_bytes,
           output + first * p->output_row_bytes, p->output_row_bytes, p->pattern);
  }
  if (end > last) p->fill(1, (end - last) * p->output_row_bytes, output + last * p->output_row_bytes, 0, p->pattern);
}

template <size_t E>
struct constant_pad_operator : xnn_operator {
  static constexpr const char* kName = E == 1 ? "constant pad (x8)" : E == 2 ? "constant pad (x16)" : "constant pad";
  constant_pad_operator() : xnn_operator(kName) {}
  padding context;
  void bind(const char* input, char* output) { context.input = input, context.output = output; }
};

// Drops unpadded dimensions of size 1 and merges each unpadded dimension into its outer neighbour; an empty input
// becomes one row of padding. At least two dimensions remain (rows and row).
size_t normalize(size_t num_dims, const size_t* shape, const size_t* pre_paddings, const size_t* post_paddings,
                 size_t* input, size_t* pre, size_t* post) {
  size_t n = 0;
  size_t elements = 1, output_elements = 1;
  for (size_t d = 0; d < num_dims; d++) {
    elements *= shape[d];
    output_elements *= pre_paddings[d] + shape[d] + post_paddings[d];
  }
  if (elements == 0) {
    input[0] = 0, pre[0] = 0, post[0] = 1;
    input[1] = 0, pre[1] = 0, post[1] = output_elements;
    return 2;
  }
  for (size_t d = 0; d < num_dims; d++) {
    const bool padded = pre_paddings[d] != 0 || post_paddings[d] != 0;
    if (!padded && n != 0) {
      input[n - 1] *= shape[d], pre[n - 1] *= shape[d], post[n - 1] *= shape[d];
    } else if (padded || shape[d] != 1) {
      input[n] = shape[d], pre[n] = pre_paddings[d], post[n] = post_paddings[d];
      n++;
    }
  }
  while (n < 2) {  // leading rows of one unpadded element
    for (size_t d = n; d-- > 0;) input[d + 1] = input[d], pre[d + 1] = pre[d], post[d + 1] = post[d];
    input[0] = 1, pre[0] = 0, post[0] = 0;
    n++;
  }
  return n;
}


// The fill kernels' 32-bit pattern: the padding value repeated (4 / E times).
template <size_t E>
uint32_t fill_pattern(const void* padding_value) {
  uint32_t value = 0;
  std::memcpy(&value, padding_value, E);
  return E == 1 ? value * 0x01010101u : E == 2 ? value * 0x00010001u : value;
}

template <size_t E>
xnn_status create_constant_pad(const void* padding_value, uint32_t flags, xnn_operator_t* constant_pad_op_out) {
  const xnn_xx_fill_info* fill = xnn_init_xx_fill_config();
  const xnn_xx_pad_info* pad = xnn_init_xx_pad_config();
  if (fill == nullptr || pad == nullptr) return xnn_status_uninitialized;
  xnn_status status;
  if ((status = xnn_check_not_null(constant_pad_operator<E>::kName, "padding_value", padding_value))) return status;
  constant_pad_operator<E>* op;
  status = xnn_create_move_operator(flags, constant_pad_op_out, &op);
  if (status == xnn_status_success) {
    op->context.fill = fill->fn;
    op->context.pad = pad->fn;
    op->context.pattern = fill_pattern<E>(padding_value);
  }
  return status;
}

template <size_t E>
xnn_status reshape_constant_pad(xnn_operator_t constant_pad_op, size_t num_dims, const size_t* input_shape,
                                const size_t* pre_paddings, const size_t* post_paddings, pthreadpool_t threadpool) {
  constant_pad_operator<E>* op =
      xnn_operator_as<constant_pad_operator<E>>(constant_pad_op, "reshape constant pad");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (xnn_status status = xnn_check_nd_arguments(
          op->name, num_dims, xnn_status_unsupported_parameter,
          {{"input_shape", input_shape}, {"pre_paddings", pre_paddings}, {"post_paddings", post_paddings}})) {
    return status;
  }
  size_t output_shape[XNN_MAX_TENSOR_DIMS];
  for (size_t d = 0; d < num_dims; d++) {
    if (__builtin_add_overflow(input_shape[d], pre_paddings[d], &output_shape[d]) ||
        __builtin_add_overflow(output_shape[d], post_paddings[d], &output_shape[d])) {
      xnn_log_error("%s: dimension %zu: pre_paddings + input_shape + post_paddings overflows size_t", op->name, d);
      return xnn_status_invalid_parameter;
    }
  }
  size_t input_bytes, output_bytes;
  if (!xnn_checked_shape_bytes(op->name, num_dims, input_shape, E, &input_bytes) ||
      !xnn_checked_shape_bytes(op->name, num_dims, output_shape, E, &output_bytes)) {
    return xnn_status_invalid_parameter;
  }
  op->job_count = output_bytes == 0 ? 0 : 1;
  padding& p = op->context;
  size_t input[XNN_MAX_TENSOR_DIMS], pre[XNN_MAX_TENSOR_DIMS], post[XNN_MAX_TENSOR_DIMS];
  const size_t n = normalize(num_dims, input_shape, pre_paddings, post_paddings, input, pre, post);
  size_t output[XNN_MAX_TENSOR_DIMS];
  for (size_t d = 0; d < n; d++) output[d] = pre[d] + input[d] + post[d];
  size_t input_strides[XNN_MAX_TENSOR_DIMS], output_strides[XNN_MAX_TENSOR_DIMS];
  xnn_dense_strides(n, input, E, input_strides);
  xnn_dense_strides(n, output, E, output_strides);
  p.num_outer = n - 2;
  for (size_t d = 0; d < p.num_outer; d++) {
    p.output_dim[d] = output[d], p.pre[d] = pre[d], p.input_dim[d] = input[d];
    p.input_stride[d] = input_strides[d], p.output_stride[d] = output_strides[d];
  }
  p.pre_rows = pre[n - 2], p.input_rows = input[n - 2];
  p.input_row_bytes = input_strides[n - 2], p.output_row_bytes = output_strides[n - 2];
  p.pre_bytes = pre[n - 1] * E, p.post_bytes = post[n - 1] * E;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.task = padding_task;
  job.context = &op->context;
  job.range[0] = output_bytes / std::max<size_t>(1, output[n - 2] * p.output_row_bytes);
  job.range[1] = output[n - 2];
  size_t unused_byte_tile;
  xnn_copy_tiles(job.range[0] * job.range[1], p.output_row_bytes, E, xnn_threads_count(threadpool),
                 &job.tile[0], &unused_byte_tile);
  job.tile[0] = std::max<size_t>(1, std::min(job.tile[0], job.range[1]));
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <size_t E>
xnn_status setup_constant_pad(xnn_operator_t constant_pad_op, const void* input, void* output) {
  return xnn_setup_move_operator<constant_pad_operator<E>>(constant_pad_op, "setup constant pad", input, output);
}

template <size_t E>
xnn_status run_constant_pad(uint32_t flags, size_t num_dims, const size_t* input_shape, const size_t* pre_paddings,
                            const size_t* post_paddings, const void* input, void* output, const void* padding_value,
                            pthreadpool_t threadpool) {
  xnn_operator_t op = nullptr;
  const xnn_status created = create_constant_pad<E>(padding_value, flags, &op);
  return xnn_run_once(
      op, created,
      [&] { return reshape_constant_pad<E>(op, num_dims, input_shape, pre_paddings, post_paddings, threadpool); },
      setup_constant_pad<E>, input, output, threadpool);
}

}  // namespace

// The public functions of one element size (`x` = x8, x16, x32) over the templates above.
#define XNN_DEFINE_CONSTANT_PAD_ND(x, E)                                                                          \
  extern "C" xnn_status xnn_create_constant_pad_nd_##x(const void* padding_value, uint32_t flags,                \
                                                       xnn_operator_t* constant_pad_op_out) {                    \
    return create_constant_pad<E>(padding_value, flags, constant_pad_op_out);                                    \
  }                                                                                                              \
  extern "C" xnn_status xnn_reshape_constant_pad_nd_##x(xnn_operator_t constant_pad_op, size_t num_dims,         \
                                                        const size_t* input_shape, const size_t* pre_paddings,   \
                                                        const size_t* post_paddings, pthreadpool_t threadpool) { \
    return reshape_constant_pad<E>(constant_pad_op, num_dims, input_shape, pre_paddings, post_paddings,          \
                                   threadpool);                                                                  \
  }                                                                                                              \
  extern "C" xnn_status xnn_setup_constant_pad_nd_##x(xnn_operator_t constant_pad_op, const void* input,         \
                                                      void* output) {                                            \
    return setup_constant_pad<E>(constant_pad_op, input, output);                                                \
  }                                                                                                              \
  extern "C" xnn_status xnn_run_constant_pad_nd_##x(uint32_t flags, size_t num_dims, const size_t* input_shape,  \
                                                    const size_t* pre_paddings, const size_t* post_paddings,     \
                                                    const void* input, void* output, const void* padding_value,  \
                                                    pthreadpool_t threadpool) {                                  \
    return run_constant_pad<E>(flags, num_dims, input_shape, pre_paddings, post_paddings, input, output,         \
                               padding_value, threadpool);                                                       \
  }
XNN_DEFINE_CONSTANT_PAD_ND(x8, 1)
XNN_DEFINE_CONSTANT_PAD_ND(x16, 2)
XNN_DEFINE_CONSTANT_PAD_ND(x32, 4)
