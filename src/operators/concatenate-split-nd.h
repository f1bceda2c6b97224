// Concatenate and even split of N-D tensors along one axis: internal operators for the subgraph's concatenate and
// even split nodes (XNNPACK has no public operator for them; its subgraph runs strided copies).
//
// Each part (an input of concatenate, an output of split) is a strided row copy: with outer = the product of the
// dimensions before the axis, a part is [outer, its bytes from the axis on], and the whole tensor's rows hold the
// parts' rows side by side. Elements are element_size bytes (any type). Axes may be negative (counted from the end,
// as in the subgraph API). create -> reshape -> setup -> xnn_run_operator, as the public operators; every invalid
// argument returns a status after logging one sentence naming it.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

constexpr size_t kXnnMaxConcatenateInputs = 5;
constexpr size_t kXnnMaxSplitOutputs = 4;

// num_inputs in [1, kXnnMaxConcatenateInputs] (one input is a copy, as xnn_define_concatenate allows); flags 0.
xnn_status xnn_create_concatenate_nd(size_t element_size, size_t num_inputs, uint32_t flags, xnn_operator_t* op_out);
// input_shapes[i] points at num_dims sizes; they must agree outside `axis`. output_shape receives num_dims sizes.
xnn_status xnn_reshape_concatenate_nd(xnn_operator_t op, int32_t axis, size_t num_dims,
                                      const size_t* const* input_shapes, size_t* output_shape,
                                      pthreadpool_t threadpool);
xnn_status xnn_setup_concatenate_nd(xnn_operator_t op, const void* const* inputs, void* output);

// num_outputs in [2, kXnnMaxSplitOutputs]; flags must be 0.
xnn_status xnn_create_even_split_nd(size_t element_size, size_t num_outputs, uint32_t flags, xnn_operator_t* op_out);
// input_shape[axis] must divide evenly; output_shape receives the num_dims sizes every output has.
xnn_status xnn_reshape_even_split_nd(xnn_operator_t op, int32_t axis, size_t num_dims, const size_t* input_shape,
                                     size_t* output_shape, pthreadpool_t threadpool);
// A NULL output is skipped (nobody reads it).
xnn_status xnn_setup_even_split_nd(xnn_operator_t op, const void* input, void* const* outputs);
