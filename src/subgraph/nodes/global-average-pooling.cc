// Global average pooling 2D node -> global average pooling operator (qs8 on qint8, qu8 on quint8): an input
// [..., H, W, C] is [batch, H * W, C] with batch the product of the leading dimensions; the output is [..., 1, 1, C]
// with XNN_FLAG_KEEP_DIMS, [..., C] without (as XNNPACK shapes it).
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_datatype datatype(const xnn_runtime* rt, const xnn_node& node) { return rt->values[node.inputs[0]].datatype; }

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_datatype type = datatype(rt, n->node);
  if (type == xnn_datatype_fp32) {
    return xnn_create_global_average_pooling_nwc_f32(n->node.output_min, n->node.output_max, 0, &n->op);
  }
  const xnn_quantization& in = rt->values[n->node.inputs[0]].quantization;
  const xnn_quantization& out = rt->values[n->node.outputs[0]].quantization;
  const int32_t min = xnn_quantize_bound(n->node.output_min, out, type);
  const int32_t max = xnn_quantize_bound(n->node.output_max, out, type);
  if (type == xnn_datatype_qint8) {
    return xnn_create_global_average_pooling_nwc_qs8(int8_t(in.zero_point), in.scale, int8_t(out.zero_point),
                                                     out.scale, int8_t(min), int8_t(max), 0, &n->op);
  }
  return xnn_create_global_average_pooling_nwc_qu8(uint8_t(in.zero_point), in.scale, uint8_t(out.zero_point),
                                                   out.scale, uint8_t(min), uint8_t(max), 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  if (input.num_dims < 3) {
    xnn_log_error("global average pooling node #%u: input has %zu dimensions; expected at least 3 ([..., H, W, C])",
                  node.id, input.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t leading = input.num_dims - 3;
  // Every accepted value's element count fits in size_t, so these products of its dimensions do too.
  size_t batch = 1;
  for (size_t i = 0; i < leading; i++) batch *= input.dim[i];
  const size_t width = input.dim[leading] * input.dim[leading + 1];
  const size_t channels = input.dim[leading + 2];
  const xnn_datatype type = datatype(rt, node);
  const auto fn = type == xnn_datatype_qint8    ? xnn_reshape_global_average_pooling_nwc_qs8
                  : type == xnn_datatype_quint8 ? xnn_reshape_global_average_pooling_nwc_qu8
                                                : xnn_reshape_global_average_pooling_nwc_f32;
  const xnn_status status =
      fn(n->op, batch, width, channels, channels, channels, &n->workspace_size, nullptr, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  output = input;
  if (node.flags & XNN_FLAG_KEEP_DIMS) {
    output.dim[leading] = 1;
    output.dim[leading + 1] = 1;
  } else {
    output.num_dims = input.num_dims - 2;
    output.dim[leading] = channels;
  }
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_datatype type = datatype(rt, n->node);
  if (type == xnn_datatype_qint8) {
    return xnn_setup_global_average_pooling_nwc_qs8(n->op, rt->workspace_of(*n),
                                                    static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                                    static_cast<int8_t*>(rt->data(n->node.outputs[0])));
  }
  if (type == xnn_datatype_quint8) {
    return xnn_setup_global_average_pooling_nwc_qu8(n->op, rt->workspace_of(*n),
                                                    static_cast<const uint8_t*>(rt->data(n->node.inputs[0])),
                                                    static_cast<uint8_t*>(rt->data(n->node.outputs[0])));
  }
  // Fused into its producer's output stage (subgraph/output-fusion.cc): it averages the producer's partial sums.
  const float* input = n->pool_sums.empty() ? static_cast<const float*>(rt->data(n->node.inputs[0]))
                                            : n->pool_sums.data();
  return xnn_setup_global_average_pooling_nwc_f32(n->op, rt->workspace_of(*n), input,
                                                  static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_global_average_pooling_node_ops = {create, reshape, setup};
