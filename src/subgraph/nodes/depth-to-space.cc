// Depth to space and space to depth nodes -> the NHWC operators of the element size (bits move unchanged).
#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"

namespace {

using create_fn = xnn_status (*)(uint32_t, uint32_t, xnn_operator_t*);
using reshape_fn = xnn_status (*)(xnn_operator_t, size_t, size_t, size_t, size_t, size_t*, size_t*, size_t*,
                                  pthreadpool_t);
using setup_fn = xnn_status (*)(xnn_operator_t, const void*, void*);

struct block_functions {
  xnn_by_element_size<create_fn> create;
  xnn_by_element_size<reshape_fn> reshape;
  xnn_by_element_size<setup_fn> setup;
  xnn_output_shape_rule output_shape;
};

constexpr block_functions kDepthToSpace = {
    {xnn_create_depth_to_space_nhwc_x8, xnn_create_depth_to_space_nhwc_x16, xnn_create_depth_to_space_nhwc_x32},
    {xnn_reshape_depth_to_space_nhwc_x8, xnn_reshape_depth_to_space_nhwc_x16, xnn_reshape_depth_to_space_nhwc_x32},
    {xnn_setup_depth_to_space_nhwc_x8, xnn_setup_depth_to_space_nhwc_x16, xnn_setup_depth_to_space_nhwc_x32},
    xnn_depth_to_space_output_shape};
constexpr block_functions kSpaceToDepth = {
    {xnn_create_space_to_depth_nhwc_x8, xnn_create_space_to_depth_nhwc_x16, xnn_create_space_to_depth_nhwc_x32},
    {xnn_reshape_space_to_depth_nhwc_x8, xnn_reshape_space_to_depth_nhwc_x16, xnn_reshape_space_to_depth_nhwc_x32},
    {xnn_setup_space_to_depth_nhwc_x8, xnn_setup_space_to_depth_nhwc_x16, xnn_setup_space_to_depth_nhwc_x32},
    xnn_space_to_depth_output_shape};

template <const block_functions& F>
xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return F.create.of(xnn_node_element_size(rt, n->node))(n->node.params.block.block_size, 0, &n->op);
}

template <const block_functions& F>
xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape* input = xnn_nhwc_input_shape(rt, n->node);
  if (input == nullptr) return xnn_status_invalid_parameter;
  xnn_shape output;
  xnn_status status = F.output_shape(n->node, *input, xnn_node_type_name(n->node.type), &output);
  if (status != xnn_status_success) return status;
  status = F.reshape.of(xnn_node_element_size(rt, n->node))(n->op, input->dim[0], input->dim[1], input->dim[2],
                                                            input->dim[3], nullptr, nullptr, nullptr,
                                                            rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

template <const block_functions& F>
xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return F.setup.of(xnn_node_element_size(rt, n->node))(n->op, rt->data(n->node.inputs[0]),
                                                          rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_depth_to_space_node_ops = {create<kDepthToSpace>, reshape<kDepthToSpace>,
                                                  setup<kDepthToSpace>};
const xnn_node_ops xnn_space_to_depth_node_ops = {create<kSpaceToDepth>, reshape<kSpaceToDepth>,
                                                  setup<kSpaceToDepth>};
