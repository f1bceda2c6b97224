// Unary convert node fp32 or fp16 -> qdint8 -> the f32 -> qd8 or f16 -> qd8 convert operator, or fp32 -> the f32 ->
// qdu8 one where the runtime made the output qduint8 (xnn_optimize_nodes). The output's rows are its last
// num_nonbatch_dims dimensions; each gets its own zero point and scale, written beside the output's elements
// (xnn_runtime::row_quantization) for the node reading it.
#include "subgraph/nodes/node-ops.h"

namespace {

bool from_half(const xnn_runtime* rt, const xnn_runtime_node* n) {
  return rt->values[n->node.inputs[0]].datatype == xnn_datatype_fp16;
}

bool writes_unsigned(const xnn_runtime* rt, const xnn_runtime_node* n) {
  return rt->values[n->node.outputs[0]].datatype == xnn_datatype_qduint8;
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  if (writes_unsigned(rt, n)) return xnn_create_convert_nc_f32_qdu8(0, &n->op);
  return from_half(rt, n) ? xnn_create_convert_nc_f16_qd8(0, &n->op) : xnn_create_convert_nc_f32_qd8(0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const auto reshape_fn = writes_unsigned(rt, n) ? xnn_reshape_convert_nc_f32_qdu8
                          : from_half(rt, n)     ? xnn_reshape_convert_nc_f16_qd8
                                                 : xnn_reshape_convert_nc_f32_qd8;
  xnn_value& output = rt->values[n->node.outputs[0]];
  output.shape = rt->values[n->node.inputs[0]].shape;
  const size_t elements = output.shape.elements();
  if (elements == 0) return reshape_fn(n->op, 0, 1, 1, 1, rt->threadpool);
  const size_t rows = output.quantized_rows();
  const size_t channels = elements / rows;
  return reshape_fn(n->op, rows, channels, channels, channels, rt->threadpool);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  void* output = rt->data(n->node.outputs[0]);
  xnn_quantization_params* params = rt->row_quantization(n->node.outputs[0]);
  if (writes_unsigned(rt, n)) {
    return xnn_setup_convert_nc_f32_qdu8(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
                                         static_cast<uint8_t*>(output), nullptr, params);
  }
  if (from_half(rt, n)) {
    return xnn_setup_convert_nc_f16_qd8(n->op, rt->data(n->node.inputs[0]), static_cast<int8_t*>(output), nullptr,
                                        params);
  }
  return xnn_setup_convert_nc_f32_qd8(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
                                      static_cast<int8_t*>(output), nullptr, params);
}

}  // namespace

const xnn_node_ops xnn_dynamic_quantization_node_ops = {create, reshape, setup};
