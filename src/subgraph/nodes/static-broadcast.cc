// Static broadcast node -> binary elementwise operator: the input combined with a constant of the broadcast
// dimensions that leaves every element unchanged, so the operator's NumPy broadcasting does the repeating. fp32, fp16
// and int32 multiply by 1 (exact, also for -0, infinities and NaN); 8-bit values take the maximum with the datatype's
// lowest value in the input's quantization (exact: XNNPACK's 8-bit maximum requantizes to the same parameters).
#include <algorithm>
#include <cstring>

#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"
#include "subgraph/validate.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_value& input = rt->values[n->node.inputs[0]];
  if (input.datatype == xnn_datatype_fp32 || input.datatype == xnn_datatype_fp16 ||
      input.datatype == xnn_datatype_int32) {
    return xnn_create_binary_elementwise_nd(xnn_binary_multiply, input.datatype, nullptr, nullptr, nullptr, 0,
                                            &n->op);
  }
  const xnn_quantization_params q = {input.quantization.zero_point, input.quantization.scale};
  return xnn_create_binary_elementwise_nd(xnn_binary_maximum, input.datatype, &q, &q, &q, 0, &n->op);
}

// Fills the node's constant with `count` elements of the identity for the input's datatype.
void fill_identity(xnn_runtime_node* n, xnn_datatype datatype, size_t count) {
  std::vector<float>& constant = n->transformed_weights;
  const size_t bytes = count * xnn_datatype_size(datatype);
  constant.assign((bytes + sizeof(float) - 1) / sizeof(float), 0.0f);
  if (datatype == xnn_datatype_fp32) {
    std::fill(constant.begin(), constant.end(), 1.0f);
  } else if (datatype == xnn_datatype_fp16) {
    const uint16_t one = 0x3C00;
    for (size_t i = 0; i < count; i++) std::memcpy(reinterpret_cast<char*>(constant.data()) + i * 2, &one, 2);
  } else if (datatype == xnn_datatype_int32) {
    const int32_t one = 1;
    for (size_t i = 0; i < count; i++) std::memcpy(constant.data() + i, &one, sizeof(one));
  } else if (datatype == xnn_datatype_qint8) {
    std::memset(constant.data(), 0x80, bytes);  // -128
  }  // quint8: 0, as assigned
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_value& input = rt->values[n->node.inputs[0]];
  xnn_shape output;
  xnn_status status =
      xnn_static_broadcast_output_shape(n->node, input.shape, xnn_node_type_name(n->node.type), &output);
  if (status != xnn_status_success) return status;
  // The constant spans the dimensions the input repeats along, 1 elsewhere.
  xnn_shape repeats;
  repeats.num_dims = output.num_dims;
  const size_t offset = output.num_dims - input.shape.num_dims;
  for (size_t d = 0; d < output.num_dims; d++) {
    const size_t in = d >= offset ? input.shape.dim[d - offset] : 1;
    repeats.dim[d] = in == 1 ? output.dim[d] : 1;
  }
  status = xnn_reshape_binary_elementwise_nd(n->op, input.shape.num_dims, input.shape.dim, repeats.num_dims,
                                             repeats.dim, rt->threadpool);
  if (status != xnn_status_success) return status;
  fill_identity(n, input.datatype, repeats.elements());
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_binary_elementwise_nd(n->op, rt->data(n->node.inputs[0]), n->transformed_weights.data(),
                                         rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_static_broadcast_node_ops = {create, reshape, setup};
