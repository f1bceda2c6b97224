// Turns a decoded xnn_model_graph into an xnn_subgraph through the public define API only: one pass over the values
// (xnn_define_tensor_value), one over the nodes (the xnn_define_* call of each xnn_graph_node_type). Value ids are
// kept: value i of the graph is subgraph value i, so a graph's input and output ids are the runtime's external ids.
#pragma once

#include <vector>

#include <xnnpack.h>

#include "models/flatbuffer.h"
#include "models/graph.h"

// The node types that are one unary or one binary operator of the define API (the subgraph writer maps back with the
// same tables).
template <typename Op>
struct xnn_node_operator {
  xnn_graph_node_type type;
  Op op;
};
inline constexpr xnn_node_operator<xnn_unary_operator> kUnaryNodeTypes[] = {
    {xnn_graph_node_type::sigmoid, xnn_unary_sigmoid},
    {xnn_graph_node_type::clamp, xnn_unary_clamp},
    {xnn_graph_node_type::floor, xnn_unary_floor},
    {xnn_graph_node_type::convert, xnn_unary_convert},
    {xnn_graph_node_type::square_root, xnn_unary_square_root},
    {xnn_graph_node_type::ceiling, xnn_unary_ceiling},
    {xnn_graph_node_type::hardswish, xnn_unary_hardswish},
    {xnn_graph_node_type::leaky_relu, xnn_unary_leaky_relu},
    {xnn_graph_node_type::negate, xnn_unary_negate},
    {xnn_graph_node_type::square, xnn_unary_square},
    {xnn_graph_node_type::elu, xnn_unary_elu},
    {xnn_graph_node_type::abs, xnn_unary_abs},
    {xnn_graph_node_type::reciprocal_square_root, xnn_unary_reciprocal_square_root},
    {xnn_graph_node_type::log, xnn_unary_log},
    {xnn_graph_node_type::gelu, xnn_unary_gelu},
    {xnn_graph_node_type::tanh, xnn_unary_tanh},
    {xnn_graph_node_type::exp, xnn_unary_exp},
    {xnn_graph_node_type::sin, xnn_unary_sine},
    {xnn_graph_node_type::cos, xnn_unary_cosine},
};
inline constexpr xnn_node_operator<xnn_binary_operator> kBinaryNodeTypes[] = {
    {xnn_graph_node_type::add, xnn_binary_add},
    {xnn_graph_node_type::divide, xnn_binary_divide},
    {xnn_graph_node_type::minimum, xnn_binary_minimum},
    {xnn_graph_node_type::multiply, xnn_binary_multiply},
    {xnn_graph_node_type::subtract, xnn_binary_subtract},
    {xnn_graph_node_type::maximum, xnn_binary_maximum},
    {xnn_graph_node_type::prelu, xnn_binary_prelu},
};

// A built subgraph and the constant data it points to (copied out of the model into aligned, padded memory).
class xnn_built_subgraph {
 public:
  xnn_built_subgraph() = default;
  xnn_built_subgraph(const xnn_built_subgraph&) = delete;
  xnn_built_subgraph& operator=(const xnn_built_subgraph&) = delete;
  xnn_built_subgraph(xnn_built_subgraph&& other) noexcept;
  xnn_built_subgraph& operator=(xnn_built_subgraph&& other) noexcept;
  ~xnn_built_subgraph();

  xnn_subgraph_t subgraph = nullptr;
  // Must outlive every runtime created from `subgraph`.
  std::vector<void*> constants;
};

// Defines `graph` in a new subgraph. On failure returns false with `problem` set: a quantized or otherwise
// unsupported datatype and a node the define API refuses are named by node index, type and datatype.
bool xnn_build_subgraph(const xnn_model_graph& graph, xnn_built_subgraph* built, xnn_model_problem* problem);
