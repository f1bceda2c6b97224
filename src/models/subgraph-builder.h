// Turns a decoded Graph into an xnn_subgraph through the public define API only: one pass over the values
// (xnn_define_tensor_value), one over the nodes (the xnn_define_* call of each NodeType). Value ids are kept: value
// i of the graph is subgraph value i, so a graph's input and output ids are the runtime's external ids.
#pragma once

#include <vector>

#include <xnnpack.h>

#include "models/flatbuffer.h"
#include "models/graph.h"

namespace xnn::models {

// The node types that are one unary or one binary operator of the define API (the test writer maps back with the
// same tables).
template <typename Op>
struct NodeOperator {
  NodeType type;
  Op op;
};
inline constexpr NodeOperator<xnn_unary_operator> kUnaryNodeTypes[] = {
    {NodeType::sigmoid, xnn_unary_sigmoid},
    {NodeType::clamp, xnn_unary_clamp},
    {NodeType::floor, xnn_unary_floor},
    {NodeType::convert, xnn_unary_convert},
    {NodeType::square_root, xnn_unary_square_root},
    {NodeType::ceiling, xnn_unary_ceiling},
    {NodeType::hardswish, xnn_unary_hardswish},
    {NodeType::leaky_relu, xnn_unary_leaky_relu},
    {NodeType::negate, xnn_unary_negate},
    {NodeType::square, xnn_unary_square},
    {NodeType::elu, xnn_unary_elu},
    {NodeType::abs, xnn_unary_abs},
    {NodeType::reciprocal_square_root, xnn_unary_reciprocal_square_root},
    {NodeType::log, xnn_unary_log},
    {NodeType::gelu, xnn_unary_gelu},
    {NodeType::tanh, xnn_unary_tanh},
    {NodeType::exp, xnn_unary_exp},
    {NodeType::sin, xnn_unary_sine},
    {NodeType::cos, xnn_unary_cosine},
};
inline constexpr NodeOperator<xnn_binary_operator> kBinaryNodeTypes[] = {
    {NodeType::add, xnn_binary_add},
    {NodeType::divide, xnn_binary_divide},
    {NodeType::minimum, xnn_binary_minimum},
    {NodeType::multiply, xnn_binary_multiply},
    {NodeType::subtract, xnn_binary_subtract},
    {NodeType::maximum, xnn_binary_maximum},
    {NodeType::prelu, xnn_binary_prelu},
};

// A built subgraph and the constant data it points to (copied out of the model into aligned, padded memory).
class BuiltSubgraph {
 public:
  BuiltSubgraph() = default;
  BuiltSubgraph(const BuiltSubgraph&) = delete;
  BuiltSubgraph& operator=(const BuiltSubgraph&) = delete;
  BuiltSubgraph(BuiltSubgraph&& other) noexcept;
  BuiltSubgraph& operator=(BuiltSubgraph&& other) noexcept;
  ~BuiltSubgraph();

  xnn_subgraph_t subgraph = nullptr;
  // Must outlive every runtime created from `subgraph`.
  std::vector<void*> constants;
};

// Defines `graph` in a new subgraph. On failure returns false with `problem` set: a quantized or otherwise
// unsupported datatype and a node the define API refuses are named by node index, type and datatype.
bool build_subgraph(const Graph& graph, BuiltSubgraph* built, Problem* problem);

}  // namespace xnn::models
