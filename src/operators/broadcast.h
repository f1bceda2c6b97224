// NumPy broadcasting of two N-D shapes, normalized for elementwise loops: size-1 output dimensions are dropped and
// adjacent dimensions that broadcast the same way (both inputs vary, only the first, only the second) are merged, so
// the innermost dimension is the longest contiguous run a single kernel call can cover.
#pragma once

#include <cstddef>

#include <xnnpack.h>

struct xnn_broadcast_shape {
  // Outermost first; the last dimension is the run. At least 1 dimension (a single element is [1]).
  size_t num_dims = 0;
  size_t dim[XNN_MAX_TENSOR_DIMS] = {};
  // Element strides of each input per dimension: 0 where that input is broadcast. The output is dense.
  size_t a_stride[XNN_MAX_TENSOR_DIMS] = {};
  size_t b_stride[XNN_MAX_TENSOR_DIMS] = {};
  size_t elements = 0;  // 0 when some output dimension is 0 (then the other fields are unspecified)

  bool a_varies_in_run() const { return a_stride[num_dims - 1] != 0; }
  bool b_varies_in_run() const { return b_stride[num_dims - 1] != 0; }
};

// Normalizes the broadcast of shapes a and b (ranks up to XNN_MAX_TENSOR_DIMS; a rank-0 shape is a scalar). Logs one
// sentence naming the operator `op` and returns invalid_parameter when a dimension pair does not broadcast (sizes
// differ and neither is 1), a shape pointer is NULL with a non-zero rank, a rank is too large, or the output size
// overflows; unsupported_parameter never.
xnn_status xnn_normalize_broadcast(const char* op, size_t a_rank, const size_t* a, size_t b_rank, const size_t* b,
                                   xnn_broadcast_shape* out);

// The broadcast output shape (rank max(a_rank, b_rank)) of shapes xnn_normalize_broadcast accepted.
void xnn_broadcast_output_shape(size_t a_rank, const size_t* a, size_t b_rank, const size_t* b, size_t* rank,
                                size_t* dims);
