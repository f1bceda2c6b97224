// Define functions of the static reduce node (sum, mean, max, min over a set of axes). The catalog (catalog.cc)
// checks their arguments and tensors; the rules here are the operator's and the axes'.
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

const char* reduce_name(xnn_reduce_operator op) {
  switch (op) {
    case xnn_reduce_sum: return "sum";
    case xnn_reduce_sum_squared: return "sum_squared";
    case xnn_reduce_mean: return "mean";
    case xnn_reduce_mean_squared: return "mean_squared";
    case xnn_reduce_max: return "max";
    case xnn_reduce_min: return "min";
    default: return "invalid";
  }
}

}  // namespace

// sum, mean, max or min (the squared forms have no operator).
xnn_status xnn_static_reduce_params_rule(const xnn_node& node, const char* what) {
  const xnn_reduce_operator op = node.params.reduce.op;
  if (op < xnn_reduce_sum || op > xnn_reduce_min) {
    xnn_log_error("%s: reduce_operator_type is %d; expected xnn_reduce_sum to xnn_reduce_min", what, int(op));
    return xnn_status_invalid_parameter;
  }
  if (op == xnn_reduce_sum_squared || op == xnn_reduce_mean_squared) {
    xnn_log_error("%s: reduce_operator_type is %s; expected sum, mean, max or min", what, reduce_name(op));
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_static_reduce_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                          xnn_shape* output) {
  const auto& reduce = node.params.reduce;
  const int64_t rank = int64_t(input.num_dims);
  bool reduced[XNN_MAX_TENSOR_DIMS] = {};
  for (size_t i = 0; i < reduce.num_axes; i++) {
    const int64_t axis = reduce.axes[i];
    if (axis < -rank || axis >= rank) {
      xnn_log_error("%s: reduction_axes[%zu] is %lld; expected in [%lld, %lld) for the input's %zu dimensions", what,
                    i, (long long) axis, (long long) -rank, (long long) rank, input.num_dims);
      return xnn_status_invalid_parameter;
    }
    reduced[axis < 0 ? axis + rank : axis] = true;
  }
  xnn_shape shape;
  shape.num_dims = 0;
  for (size_t d = 0; d < input.num_dims; d++) {
    if (!reduced[d]) {
      shape.dim[shape.num_dims++] = input.dim[d];
    } else if (node.flags & XNN_FLAG_KEEP_DIMS) {
      shape.dim[shape.num_dims++] = 1;
    }
  }
  *output = shape;
  return xnn_status_success;
}

// The axes fit the input's rank; 8-bit values take sum and mean only.
xnn_status xnn_static_reduce_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0];
  const xnn_value& input = subgraph->values[input_id];
  const xnn_reduce_operator op = node.params.reduce.op;
  const bool real = input.datatype == xnn_datatype_fp32 || input.datatype == xnn_datatype_fp16;
  if (!real && op != xnn_reduce_sum && op != xnn_reduce_mean) {
    xnn_log_error("%s: reduce_operator_type is %s on a %s input; expected sum or mean", what, reduce_name(op),
                  xnn_datatype_text(input.datatype));
    return xnn_status_unsupported_parameter;
  }
  xnn_shape computed;
  XNN_RETURN_IF_ERROR(xnn_static_reduce_output_shape(node, input.shape, what, &computed));
  return xnn_check_computed_shape(subgraph, node.type, {input_id}, node.outputs[0], computed);
}

extern "C" xnn_status xnn_define_static_reduce_v2(xnn_subgraph_t subgraph, xnn_reduce_operator reduce_operator_type,
                                                  size_t num_reduction_axes, const int64_t* reduction_axes,
                                                  uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_reduce, flags,
                                               {reduce_operator_type, num_reduction_axes, reduction_axes}));
  xnn_node node = xnn_make_node(xnn_node_type::static_reduce, flags, kXnnNoMin, kXnnNoMax, {input_id}, {output_id});
  node.params.reduce.op = reduce_operator_type;
  node.params.reduce.num_axes = num_reduction_axes;
  for (size_t i = 0; i < num_reduction_axes; i++) node.params.reduce.axes[i] = reduction_axes[i];
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_reduce(xnn_subgraph_t subgraph, xnn_reduce_operator reduce_operator_type,
                                               size_t num_reduction_axes, const size_t* reduction_axes,
                                               uint32_t input_id, uint32_t output_id, uint32_t flags) {
  int64_t axes[XNN_MAX_TENSOR_DIMS] = {};
  const bool copy = reduction_axes != nullptr && num_reduction_axes <= XNN_MAX_TENSOR_DIMS;
  for (size_t i = 0; copy && i < num_reduction_axes; i++) {
    // An axis past int64_t is out of range either way; keep it out of range.
    axes[i] = reduction_axes[i] > size_t(INT64_MAX) ? INT64_MAX : int64_t(reduction_axes[i]);
  }
  return xnn_define_static_reduce_v2(subgraph, reduce_operator_type, num_reduction_axes,
                                     copy ? axes : reinterpret_cast<const int64_t*>(reduction_axes), input_id,
                                     output_id, flags);
}

extern "C" xnn_status xnn_define_static_mean(xnn_subgraph_t subgraph, size_t num_reduction_axes,
                                             const size_t* reduction_axes, uint32_t input_id, uint32_t output_id,
                                             uint32_t flags) {
  return xnn_define_static_reduce(subgraph, xnn_reduce_mean, num_reduction_axes, reduction_axes, input_id, output_id,
                                  flags);
}

// The clamp node writes the output from an internal value of the output's datatype and quantization.
xnn_status xnn_define_global_pooling_as_reduce(xnn_subgraph* subgraph, const char* what, xnn_reduce_operator op,
                                               size_t pooled_axes, float output_min, float output_max,
                                               uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, what, "input", input_id));
  XNN_RETURN_IF_ERROR(xnn_check_output(subgraph, what, output_id));
  const size_t rank = subgraph->values[input_id].shape.num_dims;
  if (rank < pooled_axes + 1) {
    xnn_log_error("%s: the input has %zu dimensions; expected at least %zu ([..., %s, C])", what, rank,
                  pooled_axes + 1, pooled_axes == 1 ? "W" : "H, W");
    return xnn_status_invalid_parameter;
  }
  const int64_t axes[2] = {int64_t(rank) - 1 - int64_t(pooled_axes), int64_t(rank) - 2};
  if (output_min == kXnnNoMin && output_max == kXnnNoMax) {
    return xnn_define_static_reduce_v2(subgraph, op, pooled_axes, axes, input_id, output_id, flags);
  }
  const xnn_value& output = subgraph->values[output_id];
  uint32_t reduced_id;
  if (output.datatype == xnn_datatype_qint8 || output.datatype == xnn_datatype_quint8) {
    XNN_RETURN_IF_ERROR(xnn_define_quantized_tensor_value(
        subgraph, output.datatype, output.quantization.zero_point, output.quantization.scale, output.shape.num_dims,
        output.shape.dim, nullptr, XNN_INVALID_VALUE_ID, 0, &reduced_id));
  } else {
    XNN_RETURN_IF_ERROR(xnn_define_tensor_value(subgraph, output.datatype, output.shape.num_dims, output.shape.dim,
                                                nullptr, XNN_INVALID_VALUE_ID, 0, &reduced_id));
  }
  XNN_RETURN_IF_ERROR(xnn_define_static_reduce_v2(subgraph, op, pooled_axes, axes, input_id, reduced_id, flags));
  return xnn_define_clamp(subgraph, output_min, output_max, reduced_id, output_id, 0);
}

extern "C" xnn_status xnn_define_global_average_pooling_1d(xnn_subgraph_t subgraph, float output_min,
                                                           float output_max, uint32_t input_id, uint32_t output_id,
                                                           uint32_t flags) {
  return xnn_define_global_pooling_as_reduce(subgraph, "define global average pooling 1d", xnn_reduce_mean, 1,
                                             output_min, output_max, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_global_sum_pooling_1d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                       uint32_t input_id, uint32_t output_id, uint32_t flags) {
  return xnn_define_global_pooling_as_reduce(subgraph, "define global sum pooling 1d", xnn_reduce_sum, 1, output_min,
                                             output_max, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_global_sum_pooling_2d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                       uint32_t input_id, uint32_t output_id, uint32_t flags) {
  return xnn_define_global_pooling_as_reduce(subgraph, "define global sum pooling 2d", xnn_reduce_sum, 2, output_min,
                                             output_max, input_id, output_id, flags);
}
