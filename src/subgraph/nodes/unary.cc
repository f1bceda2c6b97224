// Unary node -> unary elementwise operator over the tensor as [elements / last dim, last dim] rows, with the input's
// and output's datatypes and quantization (convert between fp32 and 8-bit tensors). A convert to qdint8 quantizes
// per row instead (dynamic-quantization.cc).
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_quantization_params quantization_of(const xnn_value& value) {
  return {value.quantization.zero_point, value.quantization.scale};
}

bool quantizes_dynamically(const xnn_runtime* rt, const xnn_runtime_node* n) {
  return rt->values[n->node.outputs[0]].is_dynamically_quantized();
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  if (quantizes_dynamically(rt, n)) return xnn_dynamic_quantization_node_ops.create(rt, n);
  const xnn_node& node = n->node;
  const xnn_value& input = rt->values[node.inputs[0]];
  const xnn_value& output = rt->values[node.outputs[0]];
  const xnn_quantization_params input_quantization = quantization_of(input);
  const xnn_quantization_params output_quantization = quantization_of(output);
  return xnn_create_unary_elementwise_nc(
      node.params.unary.op, input.datatype, output.datatype, &node.params.unary.params, nullptr,
      input.datatype != xnn_datatype_fp32 ? &input_quantization : nullptr,
      output.datatype != xnn_datatype_fp32 ? &output_quantization : nullptr, rt->node_flags, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  if (quantizes_dynamically(rt, n)) return xnn_dynamic_quantization_node_ops.reshape(rt, n);
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  rt->values[n->node.outputs[0]].shape = input;
  const size_t channels = input.num_dims != 0 ? input.dim[input.num_dims - 1] : 1;
  if (channels == 0) return xnn_reshape_unary_elementwise_nc(n->op, 0, 1, 1, 1, rt->threadpool);
  return xnn_reshape_unary_elementwise_nc(n->op, input.elements() / channels, channels, channels, channels,
                                          rt->threadpool);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  if (quantizes_dynamically(rt, n)) return xnn_dynamic_quantization_node_ops.setup(rt, n);
  return xnn_setup_unary_elementwise_nc(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_unary_node_ops = {create, reshape, setup};
