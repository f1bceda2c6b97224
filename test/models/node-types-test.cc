// Every node type 1..47 decodes from a hand-made XN00 graph: its value ids in define-call order, its flags and its
// parameters. The slot numbers here are restated from runtime_schema.fbs, independently of the decoder's table.
#include <gtest/gtest.h>

#include "graph-builder.h"
#include "test-data.h"

namespace {

struct NodeCase {
  uint8_t type;
  std::vector<int> input_slots;
  std::vector<int> output_slots;
  int flags_slot;
  std::vector<int> u32_slots;    // parameters, each set to 100 + slot (num_dims slots: 4)
  std::vector<int> shape_slots;  // [uint] parameters, each set to {0, 1, 2, 3}
  int float_slot = -1;           // a float parameter, set to 0.5
};

const std::vector<int> kConvParams = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14};
const std::vector<int> kPoolParams = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

std::vector<NodeCase> node_cases() {
  std::vector<NodeCase> cases;
  for (uint8_t type : {3, 4, 6, 17, 18, 19, 22, 23, 24, 27, 28, 30, 40, 41, 42, 43, 44, 45, 46, 47}) {
    cases.push_back({type, {0}, {1}, 2, {}, {}});
  }
  for (uint8_t type : {1, 8, 12, 15, 16, 26, 31, 37}) cases.push_back({type, {0, 1}, {2}, 3, {}, {}});
  cases.push_back({2, {0, 1, 2}, {3}, 4, {}, {}});
  for (uint8_t type : {7, 13, 39}) cases.push_back({type, {15, 16, 17}, {18}, 19, kConvParams, {}});
  for (uint8_t type : {11, 14}) cases.push_back({type, {10}, {11}, 12, kPoolParams, {}});
  cases.push_back({32, {1, 2}, {5}, 6, {0}, {}});
  cases.push_back({33, {1, 2, 3}, {5}, 6, {0}, {}});
  cases.push_back({34, {1, 2, 3, 4}, {5}, 6, {0}, {}});
  cases.push_back({38, {1, 2, 3, 4, 7}, {5}, 6, {0}, {}});
  cases.push_back({5, {2}, {3}, 4, {0}, {1}});
  cases.push_back({9, {2}, {3}, 4, {0, 1}, {}});
  cases.push_back({10, {3}, {4}, 5, {}, {0, 1}, 2});
  cases.push_back({20, {2}, {3}, 4, {0}, {1}});
  cases.push_back({21, {6}, {7, 8}, 9, {0, 1, 2, 3, 4, 5}, {}});
  cases.push_back({25, {1}, {2}, 3, {}, {}, 0});
  cases.push_back({29, {1}, {2}, 3, {}, {}, 0});
  cases.push_back({35, {3}, {4}, 5, {0}, {1, 2}});
  cases.push_back({36, {0, 1, 2, 3, 4}, {5}, 6, {}, {}});
  return cases;
}

bool has_num_dims_slot(uint8_t type) { return type == 5 || type == 20 || type == 35; }

std::vector<uint8_t> build(const NodeCase& c) {
  xnn_graph_file_builder g;
  for (int i = 0; i < 8; i++) g.fp32({2, 2, 2, 2}, i == 0 ? XNN_VALUE_FLAG_EXTERNAL_INPUT : 0);
  const xnn_flatbuffer_ref member = g.w.table();
  for (size_t i = 0; i < c.input_slots.size(); i++) g.w.scalar<uint32_t>(member, c.input_slots[i], uint32_t(1 + i));
  for (size_t i = 0; i < c.output_slots.size(); i++) g.w.scalar<uint32_t>(member, c.output_slots[i], uint32_t(6 + i));
  g.w.scalar<uint32_t>(member, c.flags_slot, 5);
  for (int slot : c.u32_slots) {
    g.w.scalar<uint32_t>(member, slot, has_num_dims_slot(c.type) && slot == 0 ? 4 : uint32_t(100 + slot));
  }
  for (int slot : c.shape_slots) g.w.offset(member, slot, g.w.vector(std::vector<uint32_t>{0, 1, 2, 3}));
  if (c.float_slot >= 0) g.w.scalar<float>(member, c.float_slot, 0.5f);
  g.node(c.type, member);
  return g.finish();
}

void expect_shape(const xnn_graph_shape& shape) {
  ASSERT_EQ(shape.num_dims, 4u);
  for (size_t d = 0; d < 4; d++) EXPECT_EQ(shape.dims[d], d);
}

void expect_params(const NodeCase& c, const xnn_graph_node_params& p) {
  switch (xnn_graph_node_type(c.type)) {
    case xnn_graph_node_type::convolution_2d:
    case xnn_graph_node_type::depthwise_convolution_2d:
    case xnn_graph_node_type::deconvolution_2d:
      EXPECT_EQ(p.convolution.padding_top, 100u);
      EXPECT_EQ(p.convolution.kernel_height, 104u);
      EXPECT_EQ(p.convolution.group_output_channels, 111u);
      EXPECT_EQ(p.convolution.adjustment_width, 114u);
      break;
    case xnn_graph_node_type::average_pooling_2d:
    case xnn_graph_node_type::max_pooling_2d:
      EXPECT_EQ(p.pooling.pooling_height, 104u);
      EXPECT_EQ(p.pooling.stride_width, 107u);
      EXPECT_EQ(p.pooling.dilation_width, 109u);
      break;
    case xnn_graph_node_type::argmax_pooling_2d:
      EXPECT_EQ(p.pooling.padding_left, 103u);
      EXPECT_EQ(p.pooling.pooling_width, 105u);
      break;
    case xnn_graph_node_type::concatenate2:
    case xnn_graph_node_type::concatenate3:
    case xnn_graph_node_type::concatenate4:
    case xnn_graph_node_type::concatenate5:
      EXPECT_EQ(p.axis, 100u);
      break;
    case xnn_graph_node_type::static_resize_bilinear_2d:
      EXPECT_EQ(p.new_height, 100u);
      EXPECT_EQ(p.new_width, 101u);
      break;
    case xnn_graph_node_type::static_transpose:
    case xnn_graph_node_type::static_reshape:
      expect_shape(p.shape);
      break;
    case xnn_graph_node_type::static_slice:
      expect_shape(p.shape);
      expect_shape(p.second_shape);
      break;
    case xnn_graph_node_type::static_constant_pad:
      expect_shape(p.shape);
      expect_shape(p.second_shape);
      EXPECT_EQ(p.padding_value, 0.5f);
      break;
    case xnn_graph_node_type::leaky_relu:
      EXPECT_EQ(p.negative_slope, 0.5f);
      break;
    case xnn_graph_node_type::elu:
      EXPECT_EQ(p.alpha, 0.5f);
      break;
    default:
      break;
  }
}

TEST(NodeTypes, every_type_decodes_ids_flags_and_params) {
  const std::vector<NodeCase> cases = node_cases();
  ASSERT_EQ(cases.size(), size_t(kMaxNodeType));
  std::vector<bool> covered(kMaxNodeType + 1, false);
  for (const NodeCase& c : cases) {
    SCOPED_TRACE(xnn_graph_node_type_name(xnn_graph_node_type(c.type)));
    covered[c.type] = true;
    const std::vector<uint8_t> bytes = build(c);
    models_test::save_fuzz_seed("node-" + std::to_string(c.type) + ".xn00", bytes);
    xnn_decoded_model model;
    const xnn_model_problem problem = models_test::decode(bytes, &model);
    ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
    ASSERT_EQ(model.graph.nodes.size(), 1u);
    const xnn_graph_node& node = model.graph.nodes[0];
    EXPECT_EQ(uint8_t(node.type), c.type);
    ASSERT_EQ(node.num_inputs, c.input_slots.size());
    for (uint32_t i = 0; i < node.num_inputs; i++) EXPECT_EQ(node.inputs[i], 1 + i);
    ASSERT_EQ(node.num_outputs, c.output_slots.size());
    for (uint32_t i = 0; i < node.num_outputs; i++) EXPECT_EQ(node.outputs[i], 6 + i);
    EXPECT_EQ(node.flags, 5u);
    expect_params(c, node.params);
  }
  for (uint8_t type = 1; type <= kMaxNodeType; type++) EXPECT_TRUE(covered[type]) << int(type);
}

TEST(NodeTypes, names_follow_the_schema) {
  EXPECT_STREQ(xnn_graph_node_type_name(xnn_graph_node_type::add), "XNNAdd");
  EXPECT_STREQ(xnn_graph_node_type_name(xnn_graph_node_type::reciprocal_square_root), "XNNReciprocalSquareRoot");
  EXPECT_STREQ(xnn_graph_node_type_name(xnn_graph_node_type::cos), "XNNCos");
  EXPECT_STREQ(xnn_graph_node_type_name(xnn_graph_node_type(48)), "unknown");
}

// A bias may be absent (XNN_INVALID_VALUE_ID); a required input may not.
TEST(NodeTypes, optional_bias_may_be_invalid_value_id) {
  xnn_graph_file_builder g;
  for (int i = 0; i < 3; i++) g.fp32({2, 2});
  g.node(2, g.fields({{0, 0}, {1, 1}, {2, XNN_INVALID_VALUE_ID}, {3, 2}}));
  xnn_decoded_model model;
  const std::vector<uint8_t> with_bias = g.finish();
  xnn_model_problem problem = models_test::decode(with_bias, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  EXPECT_EQ(model.graph.nodes[0].inputs[2], XNN_INVALID_VALUE_ID);

  xnn_graph_file_builder h;
  for (int i = 0; i < 3; i++) h.fp32({2, 2});
  h.node(2, h.fields({{0, XNN_INVALID_VALUE_ID}, {1, 1}, {3, 2}}));
  const std::vector<uint8_t> without_input = h.finish();
  problem = models_test::decode(without_input, &model);
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
  EXPECT_NE(problem.message.find("input1_id is value id 4294967295; the graph has 3 values"), std::string::npos)
      << problem.message;
}

}  // namespace
