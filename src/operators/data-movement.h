// What the data-movement operators (copy, slice, transpose, constant pad) share: N-D layouts normalized to few,
// large dimensions, the decoding of a parallel loop's outer index into byte offsets, and the strided block copy that
// copy, slice and row-preserving transposes all reduce to.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include <xnnpack.h>

#include "configs/xx-copy-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/xx-copy/xx-copy.h"

// Room for every dimension of a tensor plus one added by planning (rows of one element).
constexpr size_t kXnnLayoutDims = XNN_MAX_TENSOR_DIMS + 1;

// A block of elements walked in output order: dim[d] elements along dimension d, input_stride[d] and
// output_stride[d] bytes apart (the innermost dimension last).
struct xnn_nd_layout {
  size_t num_dims = 0;
  size_t dim[kXnnLayoutDims] = {};
  size_t input_stride[kXnnLayoutDims] = {};
  size_t output_stride[kXnnLayoutDims] = {};

  // Drops dimensions of size 1 and merges each dimension into its outer neighbour when both input and output walk
  // them as one (stride of the outer = stride of the inner * its size). At least one dimension remains.
  void normalize();
};

// The dense (row-major) byte strides of a shape.
void xnn_dense_strides(size_t num_dims, const size_t* dim, size_t element_size, size_t* stride);

// Up to kXnnLayoutDims - 2 dimensions flattened into one parallel index; offsets() decodes an index into the
// input and output byte offsets of its position.
struct xnn_outer_index {
  size_t num_dims = 0;
  size_t dim[kXnnLayoutDims] = {};
  size_t input_stride[kXnnLayoutDims] = {};
  size_t output_stride[kXnnLayoutDims] = {};

  void add(size_t size, size_t in_stride, size_t out_stride);
  size_t count() const;
  void offsets(size_t index, size_t* input_offset, size_t* output_offset) const;
};

// A strided copy of rows: the innermost dimension is contiguous in input and output (row_bytes bytes), the next one
// steps rows, the others are outer. One job over (outer index, row, byte in row) in cache-sized tiles.
struct xnn_strided_copy {
  xnn_xx_copy_ukernel_fn fn = nullptr;
  xnn_outer_index outer;
  size_t row_input_stride = 0, row_output_stride = 0;
  const char* input = nullptr;  // set by setup, at the block's first element
  char* output = nullptr;
};

// Plans `layout` (normalized here; its innermost dimension must have input and output strides equal to
// element_size) as one job over `copy`. The job's context is `copy`.
void xnn_plan_strided_copy(xnn_nd_layout layout, size_t element_size, size_t threads, xnn_strided_copy* copy,
                           xnn_parallel_job* job);

// Tiles of a 2D loop of rows x row_bytes aiming at a few per thread, each at most a cache-sized chunk: rows per
// tile and bytes per tile (bytes a multiple of `granule`).
void xnn_copy_tiles(size_t rows, size_t row_bytes, size_t granule, size_t threads, size_t* row_tile,
                    size_t* byte_tile);

// The N-D operators' shape arguments: num_dims within 1..XNN_MAX_TENSOR_DIMS, else `rank_failure` (XNNPACK's status
// differs between operators), and each named array non-null.
struct xnn_named_array {
  const char* name;
  const void* pointer;
};
xnn_status xnn_check_nd_arguments(const char* op, size_t num_dims, xnn_status rank_failure,
                                  std::initializer_list<xnn_named_array> arrays);

// The element count of a shape as a number of bytes of `element_size`, or false after logging an overflow.
bool xnn_checked_shape_bytes(const char* op, size_t num_dims, const size_t* shape, size_t element_size,
                             size_t* bytes);

// Allocates a data-movement operator of kind T for a create function: checks op_out and flags (hint flags only).
template <class T>
xnn_status xnn_create_move_operator(uint32_t flags, xnn_operator_t* op_out, T** created) {
  xnn_status status;
  if ((status = xnn_check_initialized(T::kName)) || (status = xnn_check_not_null(T::kName, "op_out", op_out))) {
    return status;
  }
  *op_out = nullptr;
  if ((status = xnn_check_flags(T::kName, flags, kXnnHintFlags))) return status;
  T* op = xnn_new_operator<T>();
  if (op == nullptr) {
    xnn_log_error("%s: out of memory", T::kName);
    return xnn_status_out_of_memory;
  }
  *op_out = op;
  *created = op;
  return xnn_status_success;
}

// Create for an operator kind T whose work is one strided copy (its member `copy`).
template <class T>
xnn_status xnn_create_copy_operator(uint32_t flags, xnn_operator_t* op_out) {
  const xnn_xx_copy_info* kernel = xnn_init_xx_copy_config();
  if (kernel == nullptr) return xnn_status_uninitialized;
  T* op;
  const xnn_status status = xnn_create_move_operator(flags, op_out, &op);
  if (status == xnn_status_success) op->copy.fn = kernel->fn;
  return status;
}

// The setup step of a data-movement operator of kind T: T::bind(input, output) stores the pointers in its jobs.
template <class T>
xnn_status xnn_setup_move_operator(xnn_operator_t op_base, const char* function, const void* input, void* output) {
  T* op = xnn_operator_as<T>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  op->bind(static_cast<const char*>(input), static_cast<char*>(output));
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// The tail of a one-shot xnn_run_* function, after `created` = the create step's status: reshape() (a callable on
// the operator), setup, run, each only when all before succeeded; the operator is deleted in any case.
template <class Reshape>
xnn_status xnn_run_once(xnn_operator_t op, xnn_status created, Reshape reshape,
                        xnn_status (*setup)(xnn_operator_t, const void*, void*), const void* input, void* output,
                        pthreadpool_t threadpool) {
  xnn_status status = created;
  if (status == xnn_status_success) status = reshape();
  if (status == xnn_status_success) status = setup(op, input, output);
  if (status == xnn_status_success) status = xnn_run_operator(op, threadpool);
  xnn_release_operator(op);
  return status;
}
