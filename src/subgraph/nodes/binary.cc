// Binary node -> binary elementwise operator; the inputs broadcast NumPy-style to the output's shape, and the node's
// output clamp (its own or a folded clamp node's) goes to the operator. 8-bit nodes pass their quantization and the
// clamp quantized in the output's domain; fp16 nodes pass the clamp to the fp16 operator, which rounds it to fp16.
#include "operators/binary-elementwise.h"
#include "operators/broadcast.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_quantization_params quantization_of(const xnn_value& value) {
  return {value.quantization.zero_point, value.quantization.scale};
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_value& a = rt->values[node.inputs[0]];
  if (a.datatype == xnn_datatype_int32) {
    // No output clamp on int32 (xnn_broadcast_rule; a clamp node after it is not folded into it).
    return xnn_create_binary_elementwise_nd(node.params.binary.op, a.datatype, nullptr, nullptr, nullptr, 0, &n->op);
  }
  if (a.datatype == xnn_datatype_fp16) {
    return xnn_create_binary_elementwise_nd_f16_clamped(node.params.binary.op, node.output_min, node.output_max, 0,
                                                        &n->op);
  }
  if (a.datatype != xnn_datatype_fp32) {
    // 8-bit: any operator but the bitwise and shift ones (xnn_binary_params_rule), the output range quantized as
    // the output is.
    const xnn_value& y = rt->values[node.outputs[0]];
    const xnn_quantization_params qa = quantization_of(a);
    const xnn_quantization_params qb = quantization_of(rt->values[node.inputs[1]]);
    const xnn_quantization_params qy = quantization_of(y);
    const int32_t min = xnn_quantize_bound(node.output_min, y.quantization, a.datatype);
    const int32_t max = xnn_quantize_bound(node.output_max, y.quantization, a.datatype);
    return xnn_create_binary_elementwise_nd_quantized_clamped(node.params.binary.op, a.datatype, &qa, &qb, &qy, min,
                                                              max, 0, &n->op);
  }
  return xnn_create_binary_elementwise_nd_f32_clamped(node.params.binary.op, node.output_min, node.output_max, 0,
                                                      &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& a = rt->values[n->node.inputs[0]].shape;
  const xnn_shape& b = rt->values[n->node.inputs[1]].shape;
  const xnn_status status =
      xnn_reshape_binary_elementwise_nd(n->op, a.num_dims, a.dim, b.num_dims, b.dim, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape output;
  xnn_broadcast_output_shape(a.num_dims, a.dim, b.num_dims, b.dim, &output.num_dims, output.dim);
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_binary_elementwise_nd(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.inputs[1]),
                                         rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_binary_node_ops = {create, reshape, setup};
