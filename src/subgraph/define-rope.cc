// Define function of the RoPE node (rotary positional embedding). The catalog (catalog.cc) checks its arguments and
// tensors; the rule here relates the weights to the input, at define time and again at every reshape.
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

// The input [..., tokens, heads, channels] has even channels and the weights hold at least `tokens` rows of them.
xnn_status xnn_rope_check_shapes(const xnn_shape& input, const xnn_shape& weights, const char* what) {
  const size_t tokens = input.dim[input.num_dims - 3], channels = input.dim[input.num_dims - 1];
  if (channels % 2 != 0) {
    xnn_log_error("%s: the input has %zu channels; expected an even number (real and imaginary halves)", what,
                  channels);
    return xnn_status_unsupported_parameter;
  }
  if (channels != 0 && weights.elements() / channels < tokens) {
    xnn_log_error("%s: %zu tokens of %zu channels need %zu weights; the weights hold %zu", what, tokens, channels,
                  tokens * channels, weights.elements());
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The output has the input's shape.
xnn_status xnn_rope_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const xnn_shape& input = subgraph->values[node.inputs[0]].shape;
  XNN_RETURN_IF_ERROR(xnn_rope_check_shapes(input, subgraph->values[node.inputs[1]].shape, what));
  return xnn_check_computed_shape(subgraph, node.type, {node.inputs[0], node.inputs[1]}, node.outputs[0], input);
}

extern "C" xnn_status xnn_define_rope(xnn_subgraph_t subgraph, size_t max_sequence_size, uint32_t input_id,
                                      uint32_t weights_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::rope, flags, {max_sequence_size}));
  return xnn_define_node(subgraph, xnn_make_node(xnn_node_type::rope, flags, kXnnNoMin, kXnnNoMax,
                                                 {input_id, weights_id}, {output_id}));
}
