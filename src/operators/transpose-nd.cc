// Transpose N-D, elements of 1, 2, 4 or 8 bytes (x8, x16, x32, x64): output dimension k is input dimension
// output_perm[k], bits unchanged. The permutation is normalized first (size-1 dimensions dropped, dimensions that
// stay neighbours merged); when the innermost dimension then stays innermost the transpose is a strided row copy,
// otherwise a 2D transpose kernel moves cache-sized tiles between the input's and the output's innermost dimensions,
// the other dimensions looping outside (a small-tile kernel when either of those dimensions is narrower than the main
// kernel's tile, a short-strip one when output rows alias in L1 and input rows do not, a streaming one when the
// tensor exceeds the caches' share of a core); x64 has its own kernels (x64-transposec). create -> reshape -> setup
// -> run.
#include <algorithm>
#include <cstdint>

#include <xnnpack.h>

#include "configs/transposec-config.h"
#include "configs/xx-copy-config.h"
#include "operators/data-movement.h"

namespace {

// The 2D transpose between input dimension `rows` (innermost in the output) and input dimension `columns`
// (innermost in the input), repeated over the outer dimensions.
template <size_t E>
struct transposition {
  xnn_transposec_ukernel_fn fn = nullptr;  // the kernel of this setup: `streaming_fn` or `plain_fn`
  xnn_transposec_ukernel_fn plain_fn = nullptr;
  // The streaming kernel when the plan takes it; setup uses it only for a 64-byte aligned output (otherwise its
  // stores would go through its own 16-row tiles, no faster than the plain kernel's).
  xnn_transposec_ukernel_fn streaming_fn = nullptr;
  xnn_outer_index outer;
  size_t input_row_stride = 0;      // bytes between input rows (the output's innermost dimension)
  size_t output_row_stride = 0;     // bytes between output rows (the input's innermost dimension)
  const char* input = nullptr;
  char* output = nullptr;
};

template <size_t E>
void transposition_task(void* context, size_t i, size_t row, size_t column, size_t rows, size_t columns) {
  const transposition<E>* t = static_cast<const transposition<E>*>(context);
  size_t in, out;
  t->outer.offsets(i, &in, &out);
  t->fn(t->input + in + row * t->input_row_stride + column * E,
        t->output + out + column * t->output_row_stride + row * E, t->input_row_stride, t->output_row_stride,
        columns, rows);
}

template <size_t E>
struct transpose_operator : xnn_operator {
  static constexpr const char* kName =
      E == 1 ? "transpose (x8)" : E == 2 ? "transpose (x16)" : E == 8 ? "transpose (x64)" : "transpose";
  transpose_operator() : xnn_operator(kName) {}
  const xnn_transposec_info* transpose_kernel = nullptr;
  const xnn_transposec_info* narrow_transpose_kernel = nullptr;
  const xnn_transposec_info* aliased_transpose_kernel = nullptr;
  const xnn_transposec_info* streaming_transpose_kernel = nullptr;  // none on some ISAs
  xnn_strided_copy copy;
  transposition<E> transpose;
  // The arguments of the last successful reshape (num_dims 0: none): the portable permute_copy reshapes on every
  // run, and the same arguments again keep the plan instead of normalizing and tiling anew.
  size_t planned_dims = 0, planned_threads = 0;
  size_t planned_shape[XNN_MAX_TENSOR_DIMS], planned_perm[XNN_MAX_TENSOR_DIMS];
  bool planned_for(size_t num_dims, const size_t* shape, const size_t* perm, size_t threads) const {
    return num_dims == planned_dims && threads == planned_threads &&
           std::equal(shape, shape + num_dims, planned_shape) && std::equal(perm, perm + num_dims, planned_perm);
  }
  void bind(const char* input, char* output) {
    copy.input = transpose.input = input;
    copy.output = transpose.output = output;
    const bool stream = transpose.streaming_fn != nullptr && reinterpret_cast<uintptr_t>(output) % 64 == 0;
    transpose.fn = stream ? transpose.streaming_fn : transpose.plain_fn;
  }
};

// Tiles of the 2D transpose in elements: about 64 x 64 for elements of up to 4 bytes, 48 x 48 for 8 (at most 16 or
// 18 KiB read and as much written, both in L1), stretched along one side when the other is narrow, in whole kernel
// tiles.
template <size_t E>
void transpose_tiles(size_t rows, size_t columns, const xnn_transposec_info& kernel, size_t* row_tile,
                     size_t* column_tile) {
  constexpr size_t kSide = E == 8 ? 48 : 64, kElements = kSide * kSide;
  size_t r = std::min(rows, columns < kSide ? std::max(kSide, kElements / columns) : kSide);
  size_t c = std::min(columns, rows < kSide ? std::max(kSide, kElements / rows) : kSide);
  if (r < rows) r = std::max<size_t>(kernel.tile_height, r / kernel.tile_height * kernel.tile_height);
  if (c < columns) c = std::max<size_t>(kernel.tile_width, c / kernel.tile_width * kernel.tile_width);
  *row_tile = r, *column_tile = c;
}

// The `wide` kernel for blocks at least its tile in both directions, `narrow` otherwise; `aliased` instead of `wide`
// when output rows are a multiple of 1 KiB apart and input rows less than 1 KiB apart (transposec-config.h says why;
// with input rows 4 KiB apart the short strip visits every input page twice as often and ran 1.6x slower);
// `streaming` (when the ISA has one) besides `wide` or `aliased` for tensors of at least
// xnn_transposec_streaming_threshold() bytes, whose output would leave the caches anyway: its stores do not read the
// output's lines first (docs/kernels.md, "Measurements behind the tables"); setup takes it for a 64-byte aligned
// output.
template <size_t E>
void plan_transposition(const xnn_nd_layout& layout, size_t bytes, const xnn_transposec_info& wide,
                        const xnn_transposec_info& narrow, const xnn_transposec_info& aliased,
                        const xnn_transposec_info* streaming, transposition<E>* t, xnn_parallel_job* job) {
  const size_t n = layout.num_dims;
  const size_t rows = n - 1;  // innermost in the output
  size_t columns = 0;         // innermost in the input
  while (layout.input_stride[columns] != E) columns++;
  const bool is_narrow = layout.dim[rows] < wide.tile_height || layout.dim[columns] < wide.tile_width;
  const bool is_aliased = layout.output_stride[columns] % 1024 == 0 && layout.input_stride[rows] < 1024;
  const xnn_transposec_info& kernel = is_narrow ? narrow : is_aliased ? aliased : wide;
  const bool is_streaming = !is_narrow && streaming != nullptr && bytes >= xnn_transposec_streaming_threshold();
  t->fn = t->plain_fn = kernel.fn;
  t->streaming_fn = is_streaming ? streaming->fn : nullptr;
  t->input_row_stride = layout.input_stride[rows];
  t->output_row_stride = layout.output_stride[columns];
  t->outer = xnn_outer_index{};
  for (size_t d = 0; d < n; d++) {
    if (d != rows && d != columns) t->outer.add(layout.dim[d], layout.input_stride[d], layout.output_stride[d]);
  }
  *job = xnn_parallel_job{};
  job->task = transposition_task<E>;
  job->context = t;
  job->range[0] = t->outer.count();
  job->range[1] = layout.dim[rows];
  job->range[2] = layout.dim[columns];
  transpose_tiles<E>(layout.dim[rows], layout.dim[columns], is_streaming ? *streaming : kernel, &job->tile[0],
                    &job->tile[1]);
}

template <size_t E>
xnn_status create_transpose(uint32_t flags, xnn_operator_t* transpose_op_out) {
  const xnn_transposec_info* transpose_kernel = xnn_init_transposec_config(E);
  const xnn_transposec_info* narrow_transpose_kernel = xnn_init_transposec_narrow_config(E);
  const xnn_transposec_info* aliased_transpose_kernel = xnn_init_transposec_aliased_config(E);
  const xnn_xx_copy_info* copy_kernel = xnn_init_xx_copy_config();
  if (transpose_kernel == nullptr || narrow_transpose_kernel == nullptr || aliased_transpose_kernel == nullptr ||
      copy_kernel == nullptr) {
    return xnn_status_uninitialized;
  }
  transpose_operator<E>* op;
  const xnn_status status = xnn_create_move_operator(flags, transpose_op_out, &op);
  if (status == xnn_status_success) {
    op->transpose_kernel = transpose_kernel;
    op->narrow_transpose_kernel = narrow_transpose_kernel;
    op->aliased_transpose_kernel = aliased_transpose_kernel;
    op->streaming_transpose_kernel = xnn_init_transposec_streaming_config(E);
    op->copy.fn = copy_kernel->fn;
  }
  return status;
}

template <size_t E>
xnn_status reshape_transpose(xnn_operator_t transpose_op, size_t num_dims, const size_t* input_shape,
                             const size_t* output_perm, pthreadpool_t threadpool) {
  transpose_operator<E>* op = xnn_operator_as<transpose_operator<E>>(transpose_op, "reshape transpose");
  if (op == nullptr) return xnn_status_invalid_parameter;
  const bool was_reshaped = op->state != xnn_operator_state::created;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (xnn_status status = xnn_check_nd_arguments(op->name, num_dims, xnn_status_invalid_parameter,
                                                 {{"input_shape", input_shape}, {"output_perm", output_perm}})) {
    return status;
  }
  const size_t threads = xnn_threads_count(threadpool);
  if (was_reshaped && op->planned_for(num_dims, input_shape, output_perm, threads)) {
    op->state = xnn_operator_state::reshaped;
    return xnn_status_success;
  }
  op->planned_dims = 0;
  bool seen[XNN_MAX_TENSOR_DIMS] = {};
  for (size_t k = 0; k < num_dims; k++) {
    if (output_perm[k] >= num_dims || seen[output_perm[k]]) {
      xnn_log_error("%s: output_perm[%zu] is %zu; expected a permutation of 0..%zu", op->name, k, output_perm[k],
                    num_dims - 1);
      return xnn_status_invalid_parameter;
    }
    seen[output_perm[k]] = true;
  }
  size_t bytes;
  if (!xnn_checked_shape_bytes(op->name, num_dims, input_shape, E, &bytes)) return xnn_status_invalid_parameter;
  op->job_count = bytes == 0 ? 0 : 1;
  size_t input_strides[XNN_MAX_TENSOR_DIMS];
  xnn_dense_strides(num_dims, input_shape, E, input_strides);
  xnn_nd_layout layout;  // in output order
  layout.num_dims = num_dims;
  for (size_t k = 0; k < num_dims; k++) {
    layout.dim[k] = input_shape[output_perm[k]];
    layout.input_stride[k] = input_strides[output_perm[k]];
  }
  xnn_dense_strides(num_dims, layout.dim, E, layout.output_stride);
  layout.normalize();
  if (op->job_count == 0 || layout.input_stride[layout.num_dims - 1] == E) {
    xnn_plan_strided_copy(layout, E, threads, &op->copy, &op->jobs[0]);
  } else {
    plan_transposition(layout, bytes, *op->transpose_kernel, *op->narrow_transpose_kernel,
                       *op->aliased_transpose_kernel, op->streaming_transpose_kernel, &op->transpose, &op->jobs[0]);
  }
  op->planned_dims = num_dims;
  op->planned_threads = threads;
  std::copy(input_shape, input_shape + num_dims, op->planned_shape);
  std::copy(output_perm, output_perm + num_dims, op->planned_perm);
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <size_t E>
xnn_status setup_transpose(xnn_operator_t transpose_op, const void* input, void* output) {
  return xnn_setup_move_operator<transpose_operator<E>>(transpose_op, "setup transpose", input, output);
}

template <size_t E>
xnn_status run_transpose(const void* input, void* output, size_t num_dims, const size_t* input_shape,
                         const size_t* output_perm, uint32_t flags, pthreadpool_t threadpool) {
  xnn_operator_t op = nullptr;
  const xnn_status created = create_transpose<E>(flags, &op);
  return xnn_run_once(
      op, created, [&] { return reshape_transpose<E>(op, num_dims, input_shape, output_perm, threadpool); },
      setup_transpose<E>, input, output, threadpool);
}

}  // namespace

// The public functions of one element size (`x` = x8, x16, x32, x64) over the templates above.
#define XNN_DEFINE_TRANSPOSE_ND(x, E)                                                                              \
  extern "C" xnn_status xnn_create_transpose_nd_##x(uint32_t flags, xnn_operator_t* transpose_op_out) {            \
    return create_transpose<E>(flags, transpose_op_out);                                                           \
  }                                                                                                                \
  extern "C" xnn_status xnn_reshape_transpose_nd_##x(xnn_operator_t transpose_op, size_t num_dims,                 \
                                                     const size_t* input_shape, const size_t* output_perm,         \
                                                     pthreadpool_t threadpool) {                                   \
    return reshape_transpose<E>(transpose_op, num_dims, input_shape, output_perm, threadpool);                     \
  }                                                                                                                \
  extern "C" xnn_status xnn_setup_transpose_nd_##x(xnn_operator_t transpose_op, const void* input, void* output) { \
    return setup_transpose<E>(transpose_op, input, output);                                                        \
  }                                                                                                                \
  extern "C" xnn_status xnn_run_transpose_nd_##x(const void* input, void* output, size_t num_dims,                 \
                                                 const size_t* input_shape, const size_t* output_perm,             \
                                                 uint32_t flags, pthreadpool_t threadpool) {                       \
    return run_transpose<E>(input, output, num_dims, input_shape, output_perm, flags, threadpool);                 \
  }
XNN_DEFINE_TRANSPOSE_ND(x8, 1)
XNN_DEFINE_TRANSPOSE_ND(x16, 2)
XNN_DEFINE_TRANSPOSE_ND(x32, 4)
XNN_DEFINE_TRANSPOSE_ND(x64, 8)
