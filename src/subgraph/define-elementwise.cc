// Define functions of elementwise nodes: the generic unary and binary forms and the per-operation forms that older
// clients use, plus copy, convert and softmax (same-shape nodes).
#include <cmath>
#include <limits>

#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

constexpr float kNoMin = kXnnNoMin;
constexpr float kNoMax = kXnnNoMax;

const char* unary_name(xnn_unary_operator op) {
  switch (op) {
    case xnn_unary_abs: return "abs";
    case xnn_unary_approxgelu: return "approxgelu";
    case xnn_unary_bankers_rounding: return "bankers_rounding";
    case xnn_unary_ceiling: return "ceiling";
    case xnn_unary_clamp: return "clamp";
    case xnn_unary_convert: return "convert";
    case xnn_unary_cosine: return "cosine";
    case xnn_unary_elu: return "elu";
    case xnn_unary_exp: return "exp";
    case xnn_unary_floor: return "floor";
    case xnn_unary_gelu: return "gelu";
    case xnn_unary_hardswish: return "hardswish";
    case xnn_unary_leaky_relu: return "leaky_relu";
    case xnn_unary_log: return "log";
    case xnn_unary_negate: return "negate";
    case xnn_unary_reciprocal_square_root: return "reciprocal_square_root";
    case xnn_unary_sigmoid: return "sigmoid";
    case xnn_unary_sine: return "sine";
    case xnn_unary_square_root: return "square_root";
    case xnn_unary_square: return "square";
    case xnn_unary_tanh: return "tanh";
    case xnn_unary_bitwise_not: return "bitwise_not";
    case xnn_unary_count_leading_zeros: return "count_leading_zeros";
    case xnn_unary_cube_root: return "cube_root";
    case xnn_unary_popcount: return "popcount";
    case xnn_unary_sign: return "sign";
    case xnn_unary_invalid: break;
  }
  return nullptr;
}

// The unary operations XNNPACK runs on int32 (s32 kernels): the integer-only ones, and those that keep integers
// integers.
bool unary_takes_int32(xnn_unary_operator op) {
  switch (op) {
    case xnn_unary_abs:
    case xnn_unary_negate:
    case xnn_unary_square:
    case xnn_unary_clamp:
    case xnn_unary_sign:
    case xnn_unary_bitwise_not:
    case xnn_unary_count_leading_zeros:
    case xnn_unary_popcount:
    case xnn_unary_convert:
      return true;
    default:
      return false;
  }
}

// The unary operations on real numbers (fp32 kernels; qint8 and quint8 through tables): all but the integer-only ones.
bool unary_takes_reals(xnn_unary_operator op) {
  return op != xnn_unary_bitwise_not && op != xnn_unary_count_leading_zeros && op != xnn_unary_popcount;
}

const char* binary_name(xnn_binary_operator op) {
  switch (op) {
    case xnn_binary_add: return "add";
    case xnn_binary_subtract: return "subtract";
    case xnn_binary_multiply: return "multiply";
    case xnn_binary_divide: return "divide";
    case xnn_binary_maximum: return "maximum";
    case xnn_binary_minimum: return "minimum";
    case xnn_binary_copysign: return "copysign";
    case xnn_binary_squared_difference: return "squared_difference";
    case xnn_binary_prelu: return "prelu";
    case xnn_binary_modulus: return "modulus";
    case xnn_binary_atan2: return "atan2";
    case xnn_binary_pow: return "pow";
    case xnn_binary_bitwise_and: return "bitwise_and";
    case xnn_binary_bitwise_or: return "bitwise_or";
    case xnn_binary_bitwise_xor: return "bitwise_xor";
    case xnn_binary_shift_left: return "shift_left";
    case xnn_binary_shift_right_logical: return "shift_right_logical";
    case xnn_binary_shift_right_arithmetic: return "shift_right_arithmetic";
    case xnn_binary_invalid: break;
  }
  return nullptr;
}

// The operators XNNPACK runs on real numbers (the bitwise and shift ones are integer-only): fp32 kernels, and qint8
// and quint8 integer kernels or through float.
bool binary_takes_reals(xnn_binary_operator op) { return op >= xnn_binary_add && op <= xnn_binary_pow; }

// The operators XNNPACK runs on int32 (s32 kernels): all but those defined on real numbers only.
bool binary_takes_int32(xnn_binary_operator op) {
  return op != xnn_binary_squared_difference && op != xnn_binary_prelu && op != xnn_binary_atan2;
}

bool unary_needs_params(xnn_unary_operator op) {
  return op == xnn_unary_clamp || op == xnn_unary_elu || op == xnn_unary_leaky_relu;
}

xnn_status define_binary(xnn_subgraph* subgraph, xnn_binary_operator op, float output_min, float output_max,
                         uint32_t input1_id, uint32_t input2_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::binary, flags, {op, output_min, output_max}));
  // Refused before the node holds it: a value outside the enum cannot be stored in one.
  if (binary_name(op) == nullptr) {
    xnn_log_error("define binary: operator %d is not an xnn_binary_operator", int(op));
    return xnn_status_invalid_parameter;
  }
  xnn_node node = xnn_make_node(xnn_node_type::binary, flags, output_min, output_max, {input1_id, input2_id},
                                {output_id});
  node.params.binary.op = op;
  return xnn_define_node(subgraph, node);
}

}  // namespace

extern "C" xnn_status xnn_define_unary(xnn_subgraph_t subgraph, xnn_unary_operator type,
                                       const xnn_unary_params* params, uint32_t input_id, uint32_t output_id,
                                       uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::unary, flags, {type, params}));
  // Refused before the node holds it: a value outside the enum cannot be stored in one.
  if (unary_name(type) == nullptr) {
    xnn_log_error("define unary: operator %d is not an xnn_unary_operator", int(type));
    return xnn_status_invalid_parameter;
  }
  if (params == nullptr && unary_needs_params(type)) {
    xnn_log_error("define unary: operator %s needs params; params is NULL", unary_name(type));
    return xnn_status_invalid_parameter;
  }
  xnn_node node = xnn_make_node(xnn_node_type::unary, flags, kNoMin, kNoMax, {input_id}, {output_id});
  node.params.unary.op = type;
  if (params != nullptr) node.params.unary.params = *params;
  if (type == xnn_unary_clamp) {
    node.output_min = params->clamp.min;
    node.output_max = params->clamp.max;
  }
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_binary(xnn_subgraph_t subgraph, xnn_binary_operator type,
                                        const xnn_binary_params* params, uint32_t input1_id, uint32_t input2_id,
                                        uint32_t output_id, uint32_t flags) {
  const float min = params != nullptr ? float(params->output_min) : kNoMin;
  const float max = params != nullptr ? float(params->output_max) : kNoMax;
  return define_binary(subgraph, type, min, max, input1_id, input2_id, output_id, flags);
}

#define XNN_DEFINE_CLAMPED_BINARY(function, op)                                                                  \
  extern "C" xnn_status function(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input1_id, \
                                 uint32_t input2_id, uint32_t output_id, uint32_t flags) {                        \
    return define_binary(subgraph, op, output_min, output_max, input1_id, input2_id, output_id, flags);           \
  }
XNN_DEFINE_CLAMPED_BINARY(xnn_define_add2, xnn_binary_add)
XNN_DEFINE_CLAMPED_BINARY(xnn_define_multiply2, xnn_binary_multiply)
XNN_DEFINE_CLAMPED_BINARY(xnn_define_subtract, xnn_binary_subtract)
XNN_DEFINE_CLAMPED_BINARY(xnn_define_divide, xnn_binary_divide)
#undef XNN_DEFINE_CLAMPED_BINARY

#define XNN_DEFINE_PLAIN_BINARY(function, op)                                                                    \
  extern "C" xnn_status function(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,                \
                                 uint32_t output_id, uint32_t flags) {                                           \
    return define_binary(subgraph, op, kNoMin, kNoMax, input1_id, input2_id, output_id, flags);                  \
  }
XNN_DEFINE_PLAIN_BINARY(xnn_define_maximum2, xnn_binary_maximum)
XNN_DEFINE_PLAIN_BINARY(xnn_define_copysign, xnn_binary_copysign)
XNN_DEFINE_PLAIN_BINARY(xnn_define_minimum2, xnn_binary_minimum)
XNN_DEFINE_PLAIN_BINARY(xnn_define_squared_difference, xnn_binary_squared_difference)
XNN_DEFINE_PLAIN_BINARY(xnn_define_prelu, xnn_binary_prelu)
#undef XNN_DEFINE_PLAIN_BINARY

#define XNN_DEFINE_PLAIN_UNARY(function, op)                                                                     \
  extern "C" xnn_status function(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags) { \
    return xnn_define_unary(subgraph, op, nullptr, input_id, output_id, flags);                                  \
  }
XNN_DEFINE_PLAIN_UNARY(xnn_define_abs, xnn_unary_abs)
XNN_DEFINE_PLAIN_UNARY(xnn_define_negate, xnn_unary_negate)
XNN_DEFINE_PLAIN_UNARY(xnn_define_square, xnn_unary_square)
XNN_DEFINE_PLAIN_UNARY(xnn_define_square_root, xnn_unary_square_root)
XNN_DEFINE_PLAIN_UNARY(xnn_define_reciprocal_square_root, xnn_unary_reciprocal_square_root)
XNN_DEFINE_PLAIN_UNARY(xnn_define_floor, xnn_unary_floor)
XNN_DEFINE_PLAIN_UNARY(xnn_define_ceiling, xnn_unary_ceiling)
XNN_DEFINE_PLAIN_UNARY(xnn_define_bankers_rounding, xnn_unary_bankers_rounding)
XNN_DEFINE_PLAIN_UNARY(xnn_define_hardswish, xnn_unary_hardswish)
XNN_DEFINE_PLAIN_UNARY(xnn_define_sigmoid, xnn_unary_sigmoid)
XNN_DEFINE_PLAIN_UNARY(xnn_define_tanh, xnn_unary_tanh)
XNN_DEFINE_PLAIN_UNARY(xnn_define_exp, xnn_unary_exp)
XNN_DEFINE_PLAIN_UNARY(xnn_define_log, xnn_unary_log)
XNN_DEFINE_PLAIN_UNARY(xnn_define_gelu, xnn_unary_gelu)
XNN_DEFINE_PLAIN_UNARY(xnn_define_convert, xnn_unary_convert)
#undef XNN_DEFINE_PLAIN_UNARY

extern "C" xnn_status xnn_define_clamp(xnn_subgraph_t subgraph, float output_min, float output_max,
                                       uint32_t input_id, uint32_t output_id, uint32_t flags) {
  xnn_unary_params params{};
  params.clamp.min = output_min;
  params.clamp.max = output_max;
  return xnn_define_unary(subgraph, xnn_unary_clamp, &params, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_elu(xnn_subgraph_t subgraph, float alpha, uint32_t input_id, uint32_t output_id,
                                     uint32_t flags) {
  xnn_unary_params params{};
  params.elu.alpha = alpha;
  return xnn_define_unary(subgraph, xnn_unary_elu, &params, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_leaky_relu(xnn_subgraph_t subgraph, float negative_slope, uint32_t input_id,
                                            uint32_t output_id, uint32_t flags) {
  xnn_unary_params params{};
  params.leaky_relu.negative_slope = negative_slope;
  return xnn_define_unary(subgraph, xnn_unary_leaky_relu, &params, input_id, output_id, flags);
}

// Copy and softmax: same-shape nodes of their own kind.
#define XNN_DEFINE_SAME_SHAPE_NODE(function, node_type)                                                          \
  extern "C" xnn_status function(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags) { \
    XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, node_type, flags, {}));                               \
    return xnn_define_node(subgraph, xnn_make_node(node_type, flags, kNoMin, kNoMax, {input_id}, {output_id}));  \
  }
XNN_DEFINE_SAME_SHAPE_NODE(xnn_define_copy, xnn_node_type::copy)
XNN_DEFINE_SAME_SHAPE_NODE(xnn_define_softmax, xnn_node_type::softmax)
#undef XNN_DEFINE_SAME_SHAPE_NODE

// One f32 input, one output of the same shape (an internal output may be defined with another shape of as many
// elements; an external output must have the input's shape). A produced input's defined shape is not its runtime
// one: the checks wait for runtime creation then.
xnn_status xnn_same_shape_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0], output_id = node.outputs[0];
  const xnn_shape& in = subgraph->values[input_id].shape;
  const xnn_shape& out = subgraph->values[output_id].shape;
  if (out.num_dims != 0 && xnn_shape_is_known(subgraph->values[input_id]) && in.elements() != out.elements()) {
    xnn_log_error("%s: output (value id %u) has %zu elements; the input (value id %u) has %zu", what, output_id,
                  out.elements(), input_id, in.elements());
    return xnn_status_invalid_parameter;
  }
  return xnn_check_computed_shape(subgraph, node.type, {input_id}, output_id, in);
}

xnn_status xnn_unary_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const xnn_datatype input = subgraph->values[node.inputs[0]].datatype;
  const xnn_datatype output = subgraph->values[node.outputs[0]].datatype;
  const xnn_unary_operator op = node.params.unary.op;
  if (op != xnn_unary_convert && input != output) {
    xnn_log_error("%s: operator %s from %s to %s is not supported; only convert changes the datatype", what,
                  unary_name(op), xnn_datatype_text(input), xnn_datatype_text(output));
    return xnn_status_unsupported_parameter;
  }
  if (input == xnn_datatype_int32 && !unary_takes_int32(op)) {
    xnn_log_error("%s: operator %s on int32 values is not supported; int32 takes abs, negate, square, clamp, sign, "
                  "bitwise_not, count_leading_zeros, popcount and convert (int32 to int32)", what, unary_name(op));
    return xnn_status_unsupported_parameter;
  }
  if (input != xnn_datatype_int32 && !unary_takes_reals(op)) {
    xnn_log_error("%s: operator %s on %s values is not supported; it takes int32", what, unary_name(op),
                  xnn_datatype_text(input));
    return xnn_status_unsupported_parameter;
  }
  return xnn_same_shape_rule(subgraph, node, what);
}

// A valid operator (checked by the define function; which datatypes it takes is xnn_unary_shapes_rule's); clamp's
// range, elu's alpha and leaky_relu's slope.
xnn_status xnn_unary_params_rule(const xnn_node& node, const char* what) {
  const xnn_unary_operator type = node.params.unary.op;
  const xnn_unary_params& params = node.params.unary.params;
  if (type == xnn_unary_clamp) {
    XNN_RETURN_IF_ERROR(xnn_check_output_range("define clamp", params.clamp.min, params.clamp.max));
  }
  if (type == xnn_unary_elu && !(std::isfinite(params.elu.alpha) && params.elu.alpha > 0.0f)) {
    xnn_log_error("%s: elu alpha is %g; expected a finite value > 0", what, params.elu.alpha);
    return xnn_status_invalid_parameter;
  }
  if (type == xnn_unary_leaky_relu && !std::isfinite(params.leaky_relu.negative_slope)) {
    xnn_log_error("%s: leaky_relu negative_slope is %g; expected a finite value", what,
                  params.leaky_relu.negative_slope);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// A valid operator, checked by the define function; which datatypes it takes is xnn_broadcast_rule's.
xnn_status xnn_binary_params_rule(const xnn_node&, const char*) { return xnn_status_success; }

// The operator takes the inputs' datatype (int32 without an output clamp, as XNNPACK's int32 operators); NumPy
// broadcasting: aligned from the last dimension, each pair equal or one of them 1; the output (when its shape is
// given) has the larger of each pair.
xnn_status xnn_broadcast_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t a_id = node.inputs[0], b_id = node.inputs[1], out_id = node.outputs[0];
  const xnn_binary_operator op = node.params.binary.op;
  const xnn_datatype datatype = subgraph->values[a_id].datatype;
  if (datatype == xnn_datatype_int32 && !binary_takes_int32(op)) {
    xnn_log_error("%s: operator %s on int32 values is not supported; it takes real numbers", what, binary_name(op));
    return xnn_status_unsupported_parameter;
  }
  if (datatype != xnn_datatype_int32 && !binary_takes_reals(op)) {
    xnn_log_error("%s: operator %s on %s values is not supported; it takes int32", what, binary_name(op),
                  xnn_datatype_text(datatype));
    return xnn_status_unsupported_parameter;
  }
  if (datatype == xnn_datatype_int32 && (node.output_min != -INFINITY || node.output_max != INFINITY)) {
    xnn_log_error("%s: output range [%g, %g] on int32 values; int32 binary nodes take no clamp (define a clamp node)",
                  what, node.output_min, node.output_max);
    return xnn_status_unsupported_parameter;
  }
  const xnn_shape& a = subgraph->values[a_id].shape;
  const xnn_shape& b = subgraph->values[b_id].shape;
  const xnn_shape& out = subgraph->values[out_id].shape;
  const size_t rank = a.num_dims > b.num_dims ? a.num_dims : b.num_dims;
  if ((node.flags & XNN_FLAG_NO_BROADCAST) != 0 && !(a == b)) {
    xnn_log_error("%s: inputs (value ids %u, %u) have different shapes; XNN_FLAG_NO_BROADCAST expects the same shape",
                  what, a_id, b_id);
    return xnn_status_invalid_parameter;
  }
  xnn_shape computed;
  computed.num_dims = rank;
  for (size_t i = 0; i < rank; i++) {
    const size_t da = i < a.num_dims ? a.dim[a.num_dims - 1 - i] : 1;
    const size_t db = i < b.num_dims ? b.dim[b.num_dims - 1 - i] : 1;
    if (da != db && da != 1 && db != 1) {
      xnn_log_error("%s: inputs (value ids %u, %u) do not broadcast: dimension %zu from the end is %zu and %zu", what,
                    a_id, b_id, i, da, db);
      return xnn_status_invalid_parameter;
    }
    computed.dim[rank - 1 - i] = da == 1 ? db : da;
    if (out.num_dims == rank && out.dim[rank - 1 - i] != computed.dim[rank - 1 - i]) {
      xnn_log_error("%s: output (value id %u) dimension %zu is %zu; broadcasting gives %zu", what, out_id,
                    rank - 1 - i, out.dim[rank - 1 - i], computed.dim[rank - 1 - i]);
      return xnn_status_invalid_parameter;
    }
  }
  if (out.num_dims != 0 && out.num_dims != rank) {
    xnn_log_error("%s: output (value id %u) has %zu dimensions; broadcasting gives %zu", what, out_id, out.num_dims,
                  rank);
    return xnn_status_invalid_parameter;
  }
  return xnn_check_computed_shape(subgraph, xnn_node_type::binary, {a_id, b_id}, out_id, computed);
}
