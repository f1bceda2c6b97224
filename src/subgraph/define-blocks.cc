// Define functions of the nodes that move pixels between space and channels: depth to space, space to depth and
// unpooling (the inverse of argmax pooling). Their output shapes follow the input's at every reshape, so the rules
// that compute them are shared with the runtime (subgraph/nodes/depth-to-space.cc, unpooling-2d.cc).
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

xnn_status define_block_node(xnn_subgraph* subgraph, xnn_node_type type, uint32_t block_size, uint32_t input_id,
                             uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, type, flags, {block_size}));
  xnn_node node = xnn_make_node(type, flags, kXnnNoMin, kXnnNoMax, {input_id}, {output_id});
  node.params.block.block_size = block_size;
  return xnn_define_node(subgraph, node);
}

}  // namespace

// block_size >= 2, as XNNPACK requires.
xnn_status xnn_block_size_params_rule(const xnn_node& node, const char* what) {
  if (node.params.block.block_size < 2) {
    xnn_log_error("%s: block_size is %u; expected >= 2", what, node.params.block.block_size);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// [N, H, W, C * block_size^2] -> [N, H * block_size, W * block_size, C].
xnn_status xnn_depth_to_space_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                           xnn_shape* output) {
  const size_t b = node.params.block.block_size;
  size_t area;
  if (!xnn_checked_product(what, "block_size^2", {b, b}, &area)) return xnn_status_invalid_parameter;
  if (input.dim[3] % area != 0) {
    xnn_log_error("%s: the input has %zu channels; expected a multiple of block_size^2 = %zu", what, input.dim[3],
                  area);
    return xnn_status_invalid_parameter;
  }
  *output = input;
  output->dim[3] = input.dim[3] / area;
  if (!xnn_checked_product(what, "the output height", {input.dim[1], b}, &output->dim[1]) ||
      !xnn_checked_product(what, "the output width", {input.dim[2], b}, &output->dim[2])) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// [N, H * block_size, W * block_size, C] -> [N, H, W, C * block_size^2].
xnn_status xnn_space_to_depth_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                           xnn_shape* output) {
  const size_t b = node.params.block.block_size;
  if (input.dim[1] % b != 0 || input.dim[2] % b != 0) {
    xnn_log_error("%s: the input is %zu x %zu (height x width); expected both multiples of block_size %zu", what,
                  input.dim[1], input.dim[2], b);
    return xnn_status_invalid_parameter;
  }
  *output = input;
  output->dim[1] = input.dim[1] / b;
  output->dim[2] = input.dim[2] / b;
  if (!xnn_checked_product(what, "the output channels", {input.dim[3], b, b}, &output->dim[3])) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// [N, H, W, C] -> [N, H * pooling_height - padding_top - padding_bottom, W * pooling_width - ..., C], each side
// at least 1.
xnn_status xnn_unpooling_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                      xnn_shape* output) {
  const xnn_window_2d& w = node.params.pooling.window;
  *output = input;
  const struct {
    const char* name;
    size_t d, pooling;
    uint64_t padding;
  } sides[2] = {{"height", 1, w.kernel_height, uint64_t(w.padding_top) + w.padding_bottom},
                {"width", 2, w.kernel_width, uint64_t(w.padding_left) + w.padding_right}};
  for (const auto& side : sides) {
    size_t unpooled;
    if (!xnn_checked_product(what, side.name, {input.dim[side.d], side.pooling}, &unpooled)) {
      return xnn_status_invalid_parameter;
    }
    if (uint64_t(unpooled) <= side.padding) {
      xnn_log_error("%s: the %s padding (%llu) covers the whole unpooled %s of %zu; expected less", what, side.name,
                    static_cast<unsigned long long>(side.padding), side.name, unpooled);
      return xnn_status_invalid_parameter;
    }
    output->dim[side.d] = unpooled - size_t(side.padding);
  }
  return xnn_status_success;
}

xnn_status xnn_depth_to_space_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_depth_to_space_output_shape);
}

xnn_status xnn_space_to_depth_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_space_to_depth_output_shape);
}

// The index has the input's shape.
xnn_status xnn_unpooling_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const xnn_shape& input = subgraph->values[node.inputs[0]].shape;
  const xnn_shape& index = subgraph->values[node.inputs[1]].shape;
  if (!(index == input)) {
    xnn_log_error("%s: input_index (value id %u) is %s; the input value (value id %u) is %s", what, node.inputs[1],
                  xnn_shape_text(index).text, node.inputs[0], xnn_shape_text(input).text);
    return xnn_status_invalid_parameter;
  }
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_unpooling_output_shape);
}

extern "C" xnn_status xnn_define_depth_to_space_2d(xnn_subgraph_t subgraph, uint32_t block_size, uint32_t input_id,
                                                   uint32_t output_id, uint32_t flags) {
  return define_block_node(subgraph, xnn_node_type::depth_to_space_2d, block_size, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_depth_to_space(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id,
                                                uint32_t block_size, uint32_t flags) {
  return define_block_node(subgraph, xnn_node_type::depth_to_space_2d, block_size, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_space_to_depth_2d(xnn_subgraph_t subgraph, uint32_t block_size, uint32_t input_id,
                                                   uint32_t output_id, uint32_t flags) {
  return define_block_node(subgraph, xnn_node_type::space_to_depth_2d, block_size, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_unpooling_2d(xnn_subgraph_t subgraph, uint32_t padding_top, uint32_t padding_right,
                                              uint32_t padding_bottom, uint32_t padding_left, uint32_t pooling_height,
                                              uint32_t pooling_width, uint32_t input_value_id,
                                              uint32_t input_index_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::unpooling_2d, flags,
      {padding_top, padding_right, padding_bottom, padding_left, pooling_height, pooling_width}));
  xnn_node node = xnn_make_node(xnn_node_type::unpooling_2d, flags, kXnnNoMin, kXnnNoMax,
                                {input_value_id, input_index_id}, {output_id});
  node.params.pooling.window = {padding_top, padding_right, padding_bottom, padding_left, pooling_height,
                                pooling_width, pooling_height, pooling_width, 1, 1, 0, 0};
  return xnn_define_node(subgraph, node);
}
