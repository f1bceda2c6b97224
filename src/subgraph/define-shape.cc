// Define functions of nodes that move data without arithmetic: reshape, transpose, slice, pad, resize, concatenate
// and split. The catalog (catalog.cc) checks their arguments and tensors; the rules here relate the parameters to
// the input's shape and compute the output's.
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

xnn_node one_to_one(xnn_node_type type, uint32_t input_id, uint32_t output_id, uint32_t flags) {
  return xnn_make_node(type, flags, kXnnNoMin, kXnnNoMax, {input_id}, {output_id});
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

// new_shape has at most one 0 (inferred) and, when the input's shape is known, as many elements as the input.
xnn_status xnn_static_reshape_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0], output_id = node.outputs[0];
  const auto& new_shape = node.params.shape;
  xnn_shape computed;
  computed.num_dims = new_shape.num_dims;
  xnn_shape known_dims = computed;
  size_t unknown = 0, inferred = 0;
  for (size_t i = 0; i < new_shape.num_dims; i++) {
    computed.dim[i] = new_shape.values[i];
    known_dims.dim[i] = new_shape.values[i] != 0 ? new_shape.values[i] : 1;
    if (new_shape.values[i] == 0) unknown++, inferred = i;
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
    return xnn_check_computed_shape(subgraph, node.type, {input_id}, output_id, computed);
  }
  return xnn_status_success;
}

// perm is a permutation of 0..num_dims-1.
xnn_status xnn_static_transpose_params_rule(const xnn_node& node, const char* what) {
  const auto& perm = node.params.shape;
  bool seen[XNN_MAX_TENSOR_DIMS] = {};
  for (size_t i = 0; i < perm.num_dims; i++) {
    if (perm.values[i] >= perm.num_dims || seen[perm.values[i]]) {
      xnn_log_error("%s: perm[%zu] is %zu; expected a permutation of 0..%zu", what, i, perm.values[i],
                    perm.num_dims - 1);
      return xnn_status_invalid_parameter;
    }
    seen[perm.values[i]] = true;
  }
  return xnn_status_success;
}

// The input has num_dims dimensions; output dimension i is input dimension perm[i].
xnn_status xnn_static_transpose_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0];
  const auto& perm = node.params.shape;
  const xnn_shape& input = subgraph->values[input_id].shape;
  if (input.num_dims != perm.num_dims) {
    xnn_log_error("%s: input (value id %u) has %zu dimensions; perm has %zu", what, input_id, input.num_dims,
                  perm.num_dims);
    return xnn_status_invalid_parameter;
  }
  xnn_shape computed;
  computed.num_dims = perm.num_dims;
  for (size_t i = 0; i < perm.num_dims; i++) computed.dim[i] = input.dim[perm.values[i]];
  return xnn_check_computed_shape(subgraph, node.type, {input_id}, node.outputs[0], computed);
}

xnn_status xnn_static_slice_window(const xnn_node& node, const xnn_shape& input, const char* what, size_t* offsets,
                                  size_t* sizes) {
  const auto& slice = node.params.slice;
  if (input.num_dims != slice.num_dims) {
    xnn_log_error("%s: the input has %zu dimensions; the slice has %zu", what, input.num_dims, slice.num_dims);
    return xnn_status_invalid_parameter;
  }
  for (size_t i = 0; i < slice.num_dims; i++) {
    const int64_t dim = int64_t(input.dim[i]);
    const int64_t begin = slice.begins[i] < 0 ? dim + slice.begins[i] : slice.begins[i];
    const int64_t end = slice.ends[i] <= 0 ? dim + slice.ends[i] : slice.ends[i];
    if (begin < 0 || begin >= end || end > dim) {
      xnn_log_error("%s: dimension %zu: the slice [%lld, %lld) is empty or outside the input's %zu elements", what, i,
                    static_cast<long long>(begin), static_cast<long long>(end), input.dim[i]);
      return xnn_status_invalid_parameter;
    }
    offsets[i] = size_t(begin);
    sizes[i] = size_t(end - begin);
  }
  return xnn_status_success;
}

// The slice fits the input (xnn_static_slice_window).
xnn_status xnn_static_slice_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0];
  const xnn_shape& input = subgraph->values[input_id].shape;
  xnn_shape computed;
  size_t offsets[XNN_MAX_TENSOR_DIMS];
  XNN_RETURN_IF_ERROR(xnn_static_slice_window(node, input, what, offsets, computed.dim));
  computed.num_dims = input.num_dims;
  return xnn_check_computed_shape(subgraph, node.type, {input_id}, node.outputs[0], computed);
}

// XNN_FLAG_ALIGN_CORNERS and XNN_FLAG_TENSORFLOW_LEGACY_MODE exclude each other.
xnn_status xnn_static_resize_params_rule(const xnn_node& node, const char* what) {
  if ((node.flags & XNN_FLAG_ALIGN_CORNERS) != 0 && (node.flags & XNN_FLAG_TENSORFLOW_LEGACY_MODE) != 0) {
    xnn_log_error("%s: XNN_FLAG_ALIGN_CORNERS and XNN_FLAG_TENSORFLOW_LEGACY_MODE are mutually exclusive", what);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The output is [N, new_height, new_width, C].
xnn_status xnn_static_resize_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char*) {
  xnn_shape computed = subgraph->values[node.inputs[0]].shape;
  computed.dim[1] = node.params.resize.height;
  computed.dim[2] = node.params.resize.width;
  return xnn_check_computed_shape(subgraph, node.type, {node.inputs[0]}, node.outputs[0], computed);
}

// The axis is within the first input's rank (normalized here); the inputs agree on rank and every other dimension.
xnn_status xnn_concatenate_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const int32_t axis = node.params.axis.axis;
  const xnn_shape& first = subgraph->values[node.inputs[0]].shape;
  int32_t normalized;
  XNN_RETURN_IF_ERROR(normalize_axis(what, axis, first.num_dims, &normalized));
  for (uint32_t i = 1; i < node.num_inputs; i++) {
    const xnn_shape& other = subgraph->values[node.inputs[i]].shape;
    if (other.num_dims != first.num_dims) {
      xnn_log_error("%s: input %u (value id %u) has %zu dimensions; input 0 has %zu", what, i, node.inputs[i],
                    other.num_dims, first.num_dims);
      return xnn_status_invalid_parameter;
    }
    for (size_t d = 0; d < first.num_dims; d++) {
      if (d != size_t(normalized) && other.dim[d] != first.dim[d]) {
        xnn_log_error("%s: input %u (value id %u) dimension %zu is %zu; input 0 has %zu (only axis %d may differ)",
                      what, i, node.inputs[i], d, other.dim[d], first.dim[d], axis);
        return xnn_status_invalid_parameter;
      }
    }
  }
  node.params.axis.axis = normalized;
  return xnn_status_success;
}

// split_dim is in [-rank, rank) of the input (negative: from the end; normalized here) and that dimension divides
// evenly; each given output has the part's shape.
xnn_status xnn_even_split_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const xnn_shape& input = subgraph->values[node.inputs[0]].shape;
  int32_t normalized;
  XNN_RETURN_IF_ERROR(normalize_axis(what, node.params.axis.axis, input.num_dims, &normalized));
  node.params.axis.axis = normalized;
  const size_t split_dim = size_t(normalized);
  if (input.dim[split_dim] % node.num_outputs != 0) {
    xnn_log_error("%s: input dimension %zu is %zu; not divisible into %u outputs", what, split_dim,
                  input.dim[split_dim], node.num_outputs);
    return xnn_status_invalid_parameter;
  }
  xnn_shape computed = input;
  computed.dim[split_dim] = input.dim[split_dim] / node.num_outputs;
  for (uint32_t i = 0; i < node.num_outputs; i++) {
    if (node.outputs[i] == XNN_INVALID_VALUE_ID) continue;  // an output nobody needs
    XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, node.type, {node.inputs[0]}, node.outputs[i], computed));
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_define_static_reshape(xnn_subgraph_t subgraph, size_t num_dims, const size_t* new_shape,
                                                uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::static_reshape, flags, {num_dims, new_shape}));
  if (num_dims != 0 && new_shape == nullptr) {
    xnn_log_error("define static reshape: new_shape is NULL with num_dims %zu", num_dims);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::static_reshape, input_id, output_id, flags);
  node.params.shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) node.params.shape.values[i] = new_shape[i];
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_transpose(xnn_subgraph_t subgraph, size_t num_dims, const size_t* perm,
                                                  uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_transpose, flags, {num_dims, perm}));
  xnn_node node = one_to_one(xnn_node_type::static_transpose, input_id, output_id, flags);
  node.params.shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) node.params.shape.values[i] = perm[i];
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_slice_v3(xnn_subgraph_t subgraph, size_t num_dims, const int64_t* begins,
                                                 const int64_t* ends, const int64_t* strides, uint32_t input_id,
                                                 uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::static_slice, flags, {num_dims, begins, ends}));
  for (size_t i = 0; strides != nullptr && i < num_dims; i++) {
    if (strides[i] != 1) {
      xnn_log_error("define static slice: strides[%zu] is %lld; expected 1 (as XNNPACK)", i,
                    static_cast<long long>(strides[i]));
      return xnn_status_invalid_parameter;
    }
  }
  xnn_node node = one_to_one(xnn_node_type::static_slice, input_id, output_id, flags);
  node.params.slice.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) {
    node.params.slice.begins[i] = begins[i];
    node.params.slice.ends[i] = ends[i];
  }
  return xnn_define_node(subgraph, node);
}

namespace {

// An offset or size past int64_t lies outside any input; INT64_MAX keeps it outside.
int64_t as_int64(size_t value) { return value > size_t(INT64_MAX) ? INT64_MAX : int64_t(value); }

}  // namespace

// Offsets as v3 begins; a size of 0 ("to the end") as an end of 0, the others as offset + size (an end past the
// input saturates to INT64_MAX, which the shapes rule refuses).
extern "C" xnn_status xnn_define_static_slice_v2(xnn_subgraph_t subgraph, size_t num_dims, const int64_t* offsets,
                                                 const size_t* sizes, uint32_t input_id, uint32_t output_id,
                                                 uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::static_slice, flags, {num_dims, offsets, sizes}));
  int64_t ends[XNN_MAX_TENSOR_DIMS];
  for (size_t i = 0; i < num_dims; i++) {
    const int64_t size = as_int64(sizes[i]);
    if (size == 0) {
      ends[i] = 0;
    } else if (offsets[i] < 0) {
      // Past the end: refused. (INT64_MIN lies before any input; -INT64_MIN does not exist.)
      ends[i] = offsets[i] != INT64_MIN && size <= -offsets[i] ? offsets[i] + size : INT64_MAX;
    } else {
      ends[i] = size > INT64_MAX - offsets[i] ? INT64_MAX : offsets[i] + size;
    }
  }
  return xnn_define_static_slice_v3(subgraph, num_dims, offsets, ends, nullptr, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_static_slice(xnn_subgraph_t subgraph, size_t num_dims, const size_t* offsets,
                                              const size_t* sizes, uint32_t input_id, uint32_t output_id,
                                              uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::static_slice, flags, {num_dims, offsets, sizes}));
  int64_t begins[XNN_MAX_TENSOR_DIMS];
  for (size_t i = 0; i < num_dims; i++) begins[i] = as_int64(offsets[i]);
  return xnn_define_static_slice_v2(subgraph, num_dims, begins, sizes, input_id, output_id, flags);
}

// Each padded dimension, input + pre + post, fits in size_t.
xnn_status xnn_static_constant_pad_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const xnn_shape& input = subgraph->values[node.inputs[0]].shape;
  for (size_t i = 0; i < input.num_dims; i++) {
    size_t padded;
    if (!xnn_checked_sum(what, "a padded dimension (pre_paddings + post_paddings)", node.params.pad.pre[i],
                         node.params.pad.post[i], &padded) ||
        !xnn_checked_sum(what, "a padded dimension (input + paddings)", input.dim[i], padded, &padded)) {
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

// The first num_padding_dims dimensions get the paddings, the others none (and paddings past the input's rank are
// ignored), as in XNNPACK.
extern "C" xnn_status xnn_define_static_constant_pad_v2(xnn_subgraph_t subgraph, size_t num_padding_dims,
                                                        const size_t* pre_paddings, const size_t* post_paddings,
                                                        float padding_value, uint32_t input_id, uint32_t output_id,
                                                        uint32_t flags) {
  static constexpr size_t kNoPadding[1] = {0};
  if (num_padding_dims == 0) pre_paddings = post_paddings = kNoPadding;  // no array is read
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_constant_pad, flags,
                                               {pre_paddings, post_paddings, padding_value}));
  if (num_padding_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("define static constant pad: num_padding_dims is %zu; expected at most %d", num_padding_dims,
                  XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::static_constant_pad, input_id, output_id, flags);
  for (size_t i = 0; i < num_padding_dims; i++) {
    node.params.pad.pre[i] = pre_paddings[i];
    node.params.pad.post[i] = post_paddings[i];
  }
  node.params.pad.value = padding_value;
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_constant_pad(xnn_subgraph_t subgraph, const size_t* pre_paddings,
                                                     const size_t* post_paddings, float padding_value,
                                                     uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_constant_pad, flags,
                                               {pre_paddings, post_paddings, padding_value}));
  // The paddings have one entry per input dimension: read them once the input is known to be defined.
  XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, "define static constant pad", "input", input_id));
  return xnn_define_static_constant_pad_v2(subgraph, subgraph->values[input_id].shape.num_dims, pre_paddings,
                                           post_paddings, padding_value, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_static_resize_bilinear_2d(xnn_subgraph_t subgraph, size_t new_height,
                                                           size_t new_width, uint32_t input_id, uint32_t output_id,
                                                           uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_resize_bilinear_2d, flags,
                                               {new_height, new_width}));
  xnn_node node = one_to_one(xnn_node_type::static_resize_bilinear_2d, input_id, output_id, flags);
  node.params.resize.height = new_height;
  node.params.resize.width = new_width;
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_concatenate(xnn_subgraph_t subgraph, int32_t axis, size_t num_inputs,
                                             const uint32_t* inputs, uint32_t output_id, uint32_t flags) {
  const char* what = "define concatenate";
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::concatenate, flags, {axis}));
  if (num_inputs < 1 || num_inputs > 5) {
    xnn_log_error("%s: num_inputs is %zu; expected 1 to 5 inputs", what, num_inputs);
    return xnn_status_invalid_parameter;
  }
  if (inputs == nullptr) {
    xnn_log_error("%s: inputs is NULL with num_inputs %zu", what, num_inputs);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = xnn_make_node(xnn_node_type::concatenate, flags, kXnnNoMin, kXnnNoMax, {}, {output_id});
  node.params.axis.axis = axis;
  node.num_inputs = uint32_t(num_inputs);
  for (size_t i = 0; i < num_inputs; i++) node.inputs[i] = inputs[i];
  return xnn_define_node(subgraph, node);
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

xnn_status define_even_split(xnn_subgraph* subgraph, int32_t split_dim, uint32_t input_id,
                             std::initializer_list<uint32_t> outputs, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::even_split, flags, {split_dim}));
  xnn_node node = xnn_make_node(xnn_node_type::even_split, flags, kXnnNoMin, kXnnNoMax, {input_id}, outputs);
  node.params.axis.axis = split_dim;
  return xnn_define_node(subgraph, node);
}

}  // namespace

extern "C" xnn_status xnn_define_even_split2(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t flags) {
  return define_even_split(subgraph, split_dim, input_id, {output1_id, output2_id}, flags);
}

extern "C" xnn_status xnn_define_even_split3(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                             uint32_t flags) {
  return define_even_split(subgraph, split_dim, input_id, {output1_id, output2_id, output3_id}, flags);
}

extern "C" xnn_status xnn_define_even_split4(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                             uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                             uint32_t output4_id, uint32_t flags) {
  return define_even_split(subgraph, split_dim, input_id, {output1_id, output2_id, output3_id, output4_id}, flags);
}

extern "C" xnn_status xnn_define_even_split(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                            size_t num_outputs, const uint32_t* outputs, uint32_t flags) {
  const char* what = "define even split";
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::even_split, flags, {split_dim}));
  if (num_outputs < 1 || num_outputs > 4) {
    xnn_log_error("%s: num_outputs is %zu; expected 1 to 4 outputs", what, num_outputs);
    return xnn_status_invalid_parameter;
  }
  if (outputs == nullptr) {
    xnn_log_error("%s: outputs is NULL with num_outputs %zu", what, num_outputs);
    return xnn_status_invalid_parameter;
  }
  if (num_outputs == 1) {
    // One part is the whole input: a copy, once split_dim is known to name a dimension.
    XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, what, "input", input_id));
    int32_t normalized;
    XNN_RETURN_IF_ERROR(normalize_axis(what, split_dim, subgraph->values[input_id].shape.num_dims, &normalized));
    return xnn_define_copy(subgraph, input_id, outputs[0], flags);
  }
  xnn_node node = xnn_make_node(xnn_node_type::even_split, flags, kXnnNoMin, kXnnNoMax, {input_id}, {});
  node.params.axis.axis = split_dim;
  node.num_outputs = uint32_t(num_outputs);
  for (size_t i = 0; i < num_outputs; i++) node.outputs[i] = outputs[i];
  return xnn_define_node(subgraph, node);
}
