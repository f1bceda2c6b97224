// Define functions of nodes that move data without arithmetic: reshape, transpose, slice, pad, resize, concatenate
// and split.
#include "log.h"
#include "subgraph/define-helpers.h"

namespace {

xnn_status check_move_node(const xnn_subgraph* subgraph, const char* what, uint32_t input_id, uint32_t output_id,
                           uint32_t flags, uint32_t allowed_flags) {
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, allowed_flags));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 0));
  return xnn_status_success;
}

xnn_status check_rank(const char* what, const char* name, size_t num_dims) {
  if (num_dims == 0 || num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: %s is %zu; expected 1 to %d", what, name, num_dims, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_node one_to_one(xnn_node_type type, uint32_t input_id, uint32_t output_id, uint32_t flags) {
  xnn_node node{};
  node.type = type;
  node.flags = flags;
  node.output_min = kXnnNoMin;
  node.output_max = kXnnNoMax;
  node.num_inputs = 1;
  node.inputs[0] = input_id;
  node.num_outputs = 1;
  node.outputs[0] = output_id;
  return node;
}

// Axis in [-rank, rank) of the first input, as a non-negative index; rank unknown (0 dims) accepts any.
xnn_status normalize_axis(const char* what, int32_t axis, size_t rank, int32_t* out) {
  const int32_t r = int32_t(rank);
  if (axis < -r || axis >= r) {
    xnn_log_error("%s: axis %d is outside [-%d, %d)", what, axis, r, r);
    return xnn_status_invalid_parameter;
  }
  *out = axis < 0 ? axis + r : axis;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_define_static_reshape(xnn_subgraph_t subgraph, size_t num_dims, const size_t* new_shape,
                                                uint32_t input_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define static reshape";
  XNN_RETURN_IF_ERROR(check_move_node(subgraph, what, input_id, output_id, flags, 0));
  if (num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: num_dims is %zu; expected at most %d", what, num_dims, XNN_MAX_TENSOR_DIMS);
    return xnn_status_unsupported_parameter;
  }
  if (num_dims != 0 && new_shape == nullptr) {
    xnn_log_error("%s: new_shape is NULL with num_dims %zu", what, num_dims);
    return xnn_status_invalid_parameter;
  }
  // One dimension may be 0, meaning "whatever makes the element counts match".
  xnn_shape computed;
  computed.num_dims = num_dims;
  xnn_shape known_dims = computed;
  size_t unknown = 0, inferred = 0;
  for (size_t i = 0; i < num_dims; i++) {
    computed.dim[i] = new_shape[i];
    known_dims.dim[i] = new_shape[i] != 0 ? new_shape[i] : 1;
    if (new_shape[i] == 0) unknown++, inferred = i;
  }
  if (unknown > 1) {
    xnn_log_error("%s: new_shape has %zu dimensions of 0; at most one may be inferred", what, unknown);
    return xnn_status_invalid_parameter;
  }
  size_t known;
  if (!xnn_shape_bytes(what, output_id, known_dims, 1, &known)) return xnn_status_invalid_parameter;
  const size_t elements = subgraph->values[input_id].shape.elements();
  if (unknown == 0 && subgraph->values[input_id].shape.num_dims != 0 && known != elements) {
    xnn_log_error("%s: new_shape has %zu elements; the input (value id %u) has %zu", what, known, input_id, elements);
    return xnn_status_invalid_parameter;
  }
  if (unknown == 1 && elements % known == 0) computed.dim[inferred] = elements / known;
  if (unknown == 0 || elements % known == 0) {
    XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, xnn_node_type::static_reshape, {input_id}, output_id, computed));
  }
  xnn_node node = one_to_one(xnn_node_type::static_reshape, input_id, output_id, flags);
  node.params.shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) node.params.shape.values[i] = new_shape[i];
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_transpose(xnn_subgraph_t subgraph, size_t num_dims, const size_t* perm,
                                                  uint32_t input_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define static transpose";
  XNN_RETURN_IF_ERROR(check_move_node(subgraph, what, input_id, output_id, flags, 0));
  XNN_RETURN_IF_ERROR(check_rank(what, "num_dims", num_dims));
  if (perm == nullptr) {
    xnn_log_error("%s: perm is NULL", what);
    return xnn_status_invalid_parameter;
  }
  bool seen[XNN_MAX_TENSOR_DIMS] = {};
  for (size_t i = 0; i < num_dims; i++) {
    if (perm[i] >= num_dims || seen[perm[i]]) {
      xnn_log_error("%s: perm[%zu] is %zu; expected a permutation of 0..%zu", what, i, perm[i], num_dims - 1);
      return xnn_status_invalid_parameter;
    }
    seen[perm[i]] = true;
  }
  if (subgraph->values[input_id].shape.num_dims != num_dims) {
    xnn_log_error("%s: input (value id %u) has %zu dimensions; perm has %zu", what, input_id,
                  subgraph->values[input_id].shape.num_dims, num_dims);
    return xnn_status_invalid_parameter;
  }
  const xnn_shape& input = subgraph->values[input_id].shape;
  xnn_shape computed;
  computed.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) computed.dim[i] = input.dim[perm[i]];
  XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, xnn_node_type::static_transpose, {input_id}, output_id, computed));
  xnn_node node = one_to_one(xnn_node_type::static_transpose, input_id, output_id, flags);
  node.params.shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) node.params.shape.values[i] = perm[i];
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_slice(xnn_subgraph_t subgraph, size_t num_dims, const size_t* offsets,
                                              const size_t* sizes, uint32_t input_id, uint32_t output_id,
                                              uint32_t flags) {
  const char* what = "define static slice";
  XNN_RETURN_IF_ERROR(check_move_node(subgraph, what, input_id, output_id, flags, 0));
  XNN_RETURN_IF_ERROR(check_rank(what, "num_dims", num_dims));
  if (offsets == nullptr || sizes == nullptr) {
    xnn_log_error("%s: %s is NULL with num_dims %zu", what, offsets == nullptr ? "offsets" : "sizes", num_dims);
    return xnn_status_invalid_parameter;
  }
  const xnn_shape& input = subgraph->values[input_id].shape;
  if (input.num_dims != num_dims) {
    xnn_log_error("%s: input (value id %u) has %zu dimensions; the slice has %zu", what, input_id, input.num_dims,
                  num_dims);
    return xnn_status_invalid_parameter;
  }
  xnn_shape computed;
  computed.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) {
    // A size of 0 means "to the end", as in XNNPACK.
    const size_t size = sizes[i] != 0 ? sizes[i] : (offsets[i] < input.dim[i] ? input.dim[i] - offsets[i] : 0);
    if (offsets[i] >= input.dim[i] || size > input.dim[i] - offsets[i]) {
      xnn_log_error("%s: dimension %zu: offset %zu + size %zu exceeds the input's %zu", what, i, offsets[i], sizes[i],
                    input.dim[i]);
      return xnn_status_invalid_parameter;
    }
    computed.dim[i] = size;
  }
  XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, xnn_node_type::static_slice, {input_id}, output_id, computed));
  xnn_node node = one_to_one(xnn_node_type::static_slice, input_id, output_id, flags);
  node.params.slice.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) {
    node.params.slice.offsets[i] = offsets[i];
    node.params.slice.sizes[i] = sizes[i];
  }
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_constant_pad(xnn_subgraph_t subgraph, const size_t* pre_paddings,
                                                     const size_t* post_paddings, float padding_value,
                                                     uint32_t input_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define static constant pad";
  XNN_RETURN_IF_ERROR(check_move_node(subgraph, what, input_id, output_id, flags, 0));
  if (pre_paddings == nullptr || post_paddings == nullptr) {
    xnn_log_error("%s: %s is NULL", what, pre_paddings == nullptr ? "pre_paddings" : "post_paddings");
    return xnn_status_invalid_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::static_constant_pad, input_id, output_id, flags);
  const xnn_shape& input = subgraph->values[input_id].shape;
  for (size_t i = 0; i < input.num_dims; i++) {
    size_t padded;
    if (!xnn_checked_sum(what, "a padded dimension (pre_paddings + post_paddings)", pre_paddings[i], post_paddings[i],
                         &padded) ||
        !xnn_checked_sum(what, "a padded dimension (input + paddings)", input.dim[i], padded, &padded)) {
      return xnn_status_invalid_parameter;
    }
    node.params.pad.pre[i] = pre_paddings[i];
    node.params.pad.post[i] = post_paddings[i];
  }
  node.params.pad.value = padding_value;
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_resize_bilinear_2d(xnn_subgraph_t subgraph, size_t new_height,
                                                           size_t new_width, uint32_t input_id, uint32_t output_id,
                                                           uint32_t flags) {
  const char* what = "define static resize bilinear 2d";
  XNN_RETURN_IF_ERROR(
      check_move_node(subgraph, what, input_id, output_id, flags, XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE));
  if ((flags & XNN_FLAG_ALIGN_CORNERS) != 0 && (flags & XNN_FLAG_TENSORFLOW_LEGACY_MODE) != 0) {
    xnn_log_error("%s: XNN_FLAG_ALIGN_CORNERS and XNN_FLAG_TENSORFLOW_LEGACY_MODE are mutually exclusive", what);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "new_height", new_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "new_width", new_width));
  constexpr size_t kMaxSide = size_t(1) << 24;  // the resize operator's limit, refused here as XNNPACK does
  if (new_height >= kMaxSide || new_width >= kMaxSide) {
    xnn_log_error("%s: %s is %zu; expected below 2^24", what, new_height >= kMaxSide ? "new_height" : "new_width",
                  new_height >= kMaxSide ? new_height : new_width);
    return xnn_status_unsupported_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_num_dims(subgraph, what, "input", input_id, 4));
  xnn_shape computed = subgraph->values[input_id].shape;
  computed.dim[1] = new_height;
  computed.dim[2] = new_width;
  XNN_RETURN_IF_ERROR(
      xnn_check_computed_shape(subgraph, xnn_node_type::static_resize_bilinear_2d, {input_id}, output_id,
                               computed));
  xnn_node node = one_to_one(xnn_node_type::static_resize_bilinear_2d, input_id, output_id, flags);
  node.params.resize.height = new_height;
  node.params.resize.width = new_width;
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_concatenate(xnn_subgraph_t subgraph, int32_t axis, size_t num_inputs,
                                             const uint32_t* inputs, uint32_t output_id, uint32_t flags) {
  const char* what = "define concatenate";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, 0));
  if (num_inputs < 1 || num_inputs > 5) {
    xnn_log_error("%s: num_inputs is %zu; expected 1 to 5 inputs", what, num_inputs);
    return xnn_status_invalid_parameter;
  }
  if (inputs == nullptr) {
    xnn_log_error("%s: inputs is NULL with num_inputs %zu", what, num_inputs);
    return xnn_status_invalid_parameter;
  }
  for (size_t i = 0; i < num_inputs; i++) {
    XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", inputs[i], false, 0));
  }
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 0));
  const xnn_shape& first = subgraph->values[inputs[0]].shape;
  int32_t normalized;
  XNN_RETURN_IF_ERROR(normalize_axis(what, axis, first.num_dims, &normalized));
  for (size_t i = 1; i < num_inputs; i++) {
    const xnn_shape& other = subgraph->values[inputs[i]].shape;
    if (other.num_dims != first.num_dims) {
      xnn_log_error("%s: input %zu (value id %u) has %zu dimensions; input 0 has %zu", what, i, inputs[i],
                    other.num_dims, first.num_dims);
      return xnn_status_invalid_parameter;
    }
    for (size_t d = 0; d < first.num_dims; d++) {
      if (d != size_t(normalized) && other.dim[d] != first.dim[d]) {
        xnn_log_error("%s: input %zu (value id %u) dimension %zu is %zu; input 0 has %zu (only axis %d may differ)",
                      what, i, inputs[i], d, other.dim[d], first.dim[d], axis);
        return xnn_status_invalid_parameter;
      }
    }
  }
  xnn_node node{};
  node.type = xnn_node_type::concatenate;
  node.output_min = kXnnNoMin;
  node.output_max = kXnnNoMax;
  node.params.axis.axis = normalized;
  node.num_inputs = uint32_t(num_inputs);
  for (size_t i = 0; i < num_inputs; i++) node.inputs[i] = inputs[i];
  node.num_outputs = 1;
  node.outputs[0] = output_id;
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_concatenate2(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                              uint32_t input2_id, uint32_t output_id, uint32_t flags) {
  const uint32_t inputs[] = {input1_id, input2_id};
  return xnn_define_concatenate(subgraph, axis, 2, inputs, output_id, flags);
}

extern "C" xnn_status xnn_define_concatenate3(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                              uint32_t input2_id, uint32_t input3_id, uint32_t output_id,
                                              uint32_t flags) {
  const uint32_t inputs[] = {input1_id, input2_id, input3_id};
  return xnn_define_concatenate(subgraph, axis, 3, inputs, output_id, flags);
}

extern "C" xnn_status xnn_define_concatenate4(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                              uint32_t input2_id, uint32_t input3_id, uint32_t input4_id,
                                              uint32_t output_id, uint32_t flags) {
  const uint32_t inputs[] = {input1_id, input2_id, input3_id, input4_id};
  return xnn_define_concatenate(subgraph, axis, 4, inputs, output_id, flags);
}

extern "C" xnn_status xnn_define_concatenate5(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                              uint32_t input2_id, uint32_t input3_id, uint32_t input4_id,
                                              uint32_t input5_id, uint32_t output_id, uint32_t flags) {
  const uint32_t inputs[] = {input1_id, input2_id, input3_id, input4_id, input5_id};
  return xnn_define_concatenate(subgraph, axis, 5, inputs, output_id, flags);
}

namespace {

xnn_status define_even_split(xnn_subgraph* subgraph, size_t split_dim, uint32_t input_id, size_t num_outputs,
                             const uint32_t* outputs, uint32_t flags) {
  const char* what = "define even split";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 0));
  const xnn_shape& input = subgraph->values[input_id].shape;
  if (split_dim >= input.num_dims) {
    xnn_log_error("%s: split_dim %zu is not below the input's %zu dimensions", what, split_dim, input.num_dims);
    return xnn_status_invalid_parameter;
  }
  if (input.dim[split_dim] % num_outputs != 0) {
    xnn_log_error("%s: input dimension %zu is %zu; not divisible into %zu outputs", what, split_dim,
                  input.dim[split_dim], num_outputs);
    return xnn_status_invalid_parameter;
  }
  xnn_shape computed = input;
  computed.dim[split_dim] = input.dim[split_dim] / num_outputs;
  for (size_t i = 0; i < num_outputs; i++) {
    if (outputs[i] == XNN_INVALID_VALUE_ID) continue;  // an output nobody needs
    XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, outputs[i], 0));
    XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, xnn_node_type::even_split, {input_id}, outputs[i], computed));
  }
  xnn_node node{};
  node.type = xnn_node_type::even_split;
  node.output_min = kXnnNoMin;
  node.output_max = kXnnNoMax;
  node.params.axis.axis = int32_t(split_dim);
  node.num_inputs = 1;
  node.inputs[0] = input_id;
  node.num_outputs = uint32_t(num_outputs);
  for (size_t i = 0; i < num_outputs; i++) node.outputs[i] = outputs[i];
  return xnn_add_node(subgraph, node);
}

}  // namespace

extern "C" xnn_status xnn_define_even_split2(xnn_subgraph_t subgraph, size_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t flags) {
  const uint32_t outputs[] = {output1_id, output2_id};
  return define_even_split(subgraph, split_dim, input_id, 2, outputs, flags);
}

extern "C" xnn_status xnn_define_even_split3(xnn_subgraph_t subgraph, size_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                             uint32_t flags) {
  const uint32_t outputs[] = {output1_id, output2_id, output3_id};
  return define_even_split(subgraph, split_dim, input_id, 3, outputs, flags);
}

extern "C" xnn_status xnn_define_even_split4(xnn_subgraph_t subgraph, size_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                             uint32_t output4_id, uint32_t flags) {
  const uint32_t outputs[] = {output1_id, output2_id, output3_id, output4_id};
  return define_even_split(subgraph, split_dim, input_id, 4, outputs, flags);
}
