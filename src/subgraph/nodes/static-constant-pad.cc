// Static constant pad node -> constant pad operator with the node's padding value: its float bits, or for an 8-bit
// tensor the value quantized with the tensor's scale and zero point (as XNNPACK quantizes it).
#include "subgraph/nodes/node-ops.h"
#include "ukernels/f16-vcvt/half.h"

#include <cmath>

namespace {

constexpr xnn_by_element_size<decltype(&xnn_reshape_constant_pad_nd_x32)> kReshape = {
    xnn_reshape_constant_pad_nd_x8, xnn_reshape_constant_pad_nd_x16, xnn_reshape_constant_pad_nd_x32};
constexpr xnn_by_element_size<decltype(&xnn_setup_constant_pad_nd_x32)> kSetup = {
    xnn_setup_constant_pad_nd_x8, xnn_setup_constant_pad_nd_x16, xnn_setup_constant_pad_nd_x32};

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_value& input = rt->values[n->node.inputs[0]];
  const float value = n->node.params.pad.value;
  if (input.datatype == xnn_datatype_qint8) {
    const int8_t quantized = xnn_quantize_bound_qs8(value, input.quantization);
    return xnn_create_constant_pad_nd_x8(&quantized, 0, &n->op);
  }
  if (input.datatype == xnn_datatype_quint8) {
    const float q = value / input.quantization.scale + float(input.quantization.zero_point);
    const uint8_t quantized = !(q > 0.0f) ? 0 : !(q < 255.0f) ? 255 : uint8_t(std::lrintf(q));
    return xnn_create_constant_pad_nd_x8(&quantized, 0, &n->op);
  }
  if (input.datatype == xnn_datatype_fp16) {
    const uint16_t half = xnn_f32_to_f16(value);
    return xnn_create_constant_pad_nd_x16(&half, 0, &n->op);
  }
  return xnn_create_constant_pad_nd_x32(&value, 0, &n->op);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return kSetup.of(xnn_node_element_size(rt, n->node))(n->op, rt->data(n->node.inputs[0]),
                                                          rt->data(n->node.outputs[0]));
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& pad = n->node.params.pad;
  const xnn_status status =
      kReshape.of(xnn_node_element_size(rt, n->node))(n->op, input.num_dims, input.dim, pad.pre, pad.post,
                                                      rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t d = 0; d < input.num_dims; d++) output.dim[d] = pad.pre[d] + input.dim[d] + pad.post[d];
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_constant_pad_node_ops = {create, reshape, setup};
