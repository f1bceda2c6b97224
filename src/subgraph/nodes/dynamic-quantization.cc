// Unary convert node fp32 -> qdint8 -> the f32 -> qd8 convert operator, or f32 -> qdu8 where the runtime made the
// output qduint8 (xnn_optimize_nodes). The output's rows are its last num_nonbatch_dims dimensions; each gets its own
// zero point and scale, written beside the output's elements (xnn_runtime::row_quantization) for the node reading it.
#include "subgraph/nodes/node-ops.h"

namespace {

bool writes_unsigned(const xnn_runtime* rt, const xnn_runtime_node* n) {
  return rt->values[n->node.outputs[0]].datatype == xnn_datatype_qduint8;
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  if (writes_unsigned(rt, n)) return xnn_create_convert_nc_f32_qdu8(0, &n->op);
  return xnn_create_convert_nc_f32_qd8(0, &n->op);
}

xnn_status reshape_rows(xnn_runtime* rt, xnn_runtime_node* n, size_t rows, size_t channels) {
  if (writes_unsigned(rt, n)) {
    return xnn_reshape_convert_nc_f32_qdu8(n->op, rows, channels, channels, channels, rt->threadpool);
  }
  return xnn_reshape_convert_nc_f32_qd8(n->op, rows, channels, channels, channels, rt->threadpool);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  xnn_value& output = rt->values[n->node.outputs[0]];
  output.shape = rt->values[n->node.inputs[0]].shape;
  const size_t elements = output.shape.elements();
  if (elements == 0) return reshape_rows(rt, n, 0, 1);
  const size_t rows = output.quantized_rows();
  return reshape_rows(rt, n, rows, elements / rows);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const float* input = static_cast<const float*>(rt->data(n->node.inputs[0]));
  void* output = rt->data(n->node.outputs[0]);
  xnn_quantization_params* quantization = rt->row_quantization(n->node.outputs[0]);
  if (writes_unsigned(rt, n)) {
    return xnn_setup_convert_nc_f32_qdu8(n->op, input, static_cast<uint8_t*>(output), nullptr, quantization);
  }
  return xnn_setup_convert_nc_f32_qd8(n->op, input, static_cast<int8_t*>(output), nullptr, quantization);
}

}  // namespace

const xnn_node_ops xnn_dynamic_quantization_node_ops = {create, reshape, setup};
