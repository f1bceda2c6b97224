// Checks the define functions share. Each returns xnn_status_success or logs one sentence naming the node kind, the
// argument and what was expected, and returns the status to give the caller.
#pragma once

#include <initializer_list>

#include "operators/validate.h"  // xnn_check_positive, xnn_check_output_range
#include "subgraph/subgraph.h"

// The library is initialized and the subgraph pointer is not null.
xnn_status xnn_check_subgraph(const xnn_subgraph* subgraph, const char* node);

// `id` names a defined Value that can be read: `role` is "input", "filter", "bias"...
xnn_status xnn_check_input(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id);

// `id` names a defined, non-constant Value that no other node produces and that is not an external input.
xnn_status xnn_check_output(const xnn_subgraph* subgraph, const char* node, uint32_t id);

// Bytes of one element of `datatype` (sub-byte types round up to 1).
size_t xnn_datatype_size(xnn_datatype datatype);

// The shape's bytes (elements * element_size); false after logging "<what>: value <id> of shape [...] with <n>-byte
// elements: ..." through xnn_checked_product when the product of its nonzero dimensions and element_size overflows
// size_t. Every value the subgraph accepts passed this, so xnn_shape::elements() and the product of any of its
// dimensions never wrap.
bool xnn_shape_bytes(const char* what, uint32_t id, const xnn_shape& shape, size_t element_size, size_t* bytes);

// "[1, 10]", for messages.
struct xnn_shape_text_buffer {
  char text[XNN_MAX_TENSOR_DIMS * 22 + 3];
};
xnn_shape_text_buffer xnn_shape_text(const xnn_shape& shape);

// Whether the Value's defined shape is the one it has at runtime creation: no node produces it (an external input, a
// constant). A produced value takes whatever shape its producer computes.
bool xnn_shape_is_known(const xnn_value& value);

// Whether an external output defined as `defined` may take the `computed` shape: the two are equal once their
// dimensions of size 1 are dropped ([1, 1001] for a computed [1, 1, 1, 1001]), so the caller's buffer holds the same
// elements in the same order. XNNPACK overwrites an external output's shape with the computed one whatever it was
// defined as (its MobileNet v3 definitions rely on it); xnn does so only when no element moves.
bool xnn_shape_fits_definition(const xnn_shape& defined, const xnn_shape& computed);

// An external output of the node about to be added has the shape the node computes, up to dimensions of size 1
// (xnn_shape_fits_definition; the caller sized its buffer from the defined one). Checked here only when every input's
// shape is known; otherwise at runtime creation.
xnn_status xnn_check_computed_shape(const xnn_subgraph* subgraph, xnn_node_type type,
                                    std::initializer_list<uint32_t> inputs, uint32_t output_id,
                                    const xnn_shape& computed);

// Appends the node (assigning its id, marking producers and consumers); out_of_memory on allocation failure.
// Refused (invalid_parameter) when two outputs name one value or an output is also one of the node's inputs.
xnn_status xnn_add_node(xnn_subgraph* subgraph, const xnn_node& node);

// A shape argument: at most XNN_MAX_TENSOR_DIMS dimensions (unsupported_parameter beyond, as XNNPACK answers) and
// `dims` not NULL when there are any.
xnn_status xnn_check_dims(const char* what, size_t num_dims, const size_t* dims);
