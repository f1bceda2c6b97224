// The node catalog: every node type has a well-formed entry with an operator, and the generic define-time checker
// refuses with one sentence naming the node, the argument, its value and the rule the entry states.
#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "subgraph-tester.h"
#include "log-capture.h"
#include "log.h"
#include "models/graph.h"
#include "subgraph/catalog.h"
#include "subgraph/runtime.h"

namespace {

// The sentence logged while `define` runs, and its status.
struct refusal {
  xnn_status status;
  std::string sentence;
};

template <typename F>
refusal capture(F define) {
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, define);
  return {status, xnn_test_joined(lines)};
}

// The sentence names each part (unless XNN_LOG_LEVEL=none silenced it).
void expect_mentions(const refusal& r, std::initializer_list<const char*> parts) {
  if (!xnn_log_enabled(xnn_log_level_error)) return;
  for (const char* part : parts) EXPECT_NE(r.sentence.find(part), std::string::npos) << r.sentence;
}

TEST(catalog, every_node_type_has_its_entry_in_order_with_an_operator) {
  size_t count = 0;
  const xnn_node_entry* entries = xnn_catalog_entries(&count);
#define XNN_COUNT_NODE_TYPE(type, name) +1
  ASSERT_EQ(count, size_t(0 XNN_FOREACH_NODE_TYPE(XNN_COUNT_NODE_TYPE)));
#undef XNN_COUNT_NODE_TYPE
  std::set<std::string> defines;
  for (size_t i = 0; i < count; i++) {
    EXPECT_EQ(size_t(entries[i].type), i);
    EXPECT_TRUE(xnn_entry_well_formed(entries[i])) << entries[i].define;
    EXPECT_TRUE(xnn_entry_has_operator(entries[i])) << entries[i].define;
    EXPECT_NE(entries[i].ops.create, nullptr);
    EXPECT_NE(entries[i].ops.reshape, nullptr);
    EXPECT_NE(entries[i].ops.setup, nullptr);
    EXPECT_TRUE(defines.insert(entries[i].define).second) << "two entries say " << entries[i].define;
    EXPECT_EQ(&xnn_catalog_entry(entries[i].type), &entries[i]);
  }
}

TEST(catalog, a_datatype_outside_every_row_names_the_argument_and_the_allowed_ones) {
  test_graph g(2);
  const size_t dims[] = {2, 3};
  uint32_t x = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_qint32, 0, 0.5f, 2, dims, nullptr, 0,
                                              XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  const uint32_t y = g.output({2, 3}, 1);
  const refusal r = capture([&] { return xnn_define_copy(g.subgraph, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  expect_mentions(r, {"define copy", "input", "qint32", "fp32"});
}

TEST(catalog, a_filter_without_data_is_refused_as_the_entry_requires_a_constant) {
  test_graph g(3);
  const uint32_t x = g.input({1, 4, 4, 2}, 0), w = g.input({3, 1, 1, 2}, 2), y = g.output({1, 4, 4, 3}, 1);
  const refusal r = capture([&] {
    return xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 3, -INFINITY, INFINITY, x, w,
                                     XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  expect_mentions(r, {"define convolution 2d", "filter", "constant"});
}

TEST(catalog, a_rank_outside_the_rule_names_the_rank_and_the_layout) {
  test_graph g(2);
  const uint32_t x = g.input({6, 6, 2}, 0), y = g.output({1, 3, 3, 2}, 1);
  const refusal r = capture(
      [&] { return xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  expect_mentions(r, {"define max pooling 2d", "input", "3 dimensions", "expected 4 (NHWC)"});
}

TEST(catalog, flags_outside_the_entry_name_the_accepted_ones) {
  test_graph g(2);
  const uint32_t x = g.input({2, 3}, 0), y = g.output({2, 3}, 1);
  const refusal r = capture([&] {
    return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, x, XNN_INVALID_VALUE_ID, y, 0x80);
  });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  expect_mentions(r, {"define fully connected", "0x80", "XNN_FLAG_TRANSPOSE_WEIGHTS"});
}

TEST(catalog, parameter_rules_name_the_parameter_and_its_value) {
  test_graph g(2);
  const uint32_t x = g.input({1, 4, 4, 2}, 0), y = g.output({1, 4, 4, 2}, 1);
  refusal r = capture([&] { return xnn_define_static_resize_bilinear_2d(g.subgraph, size_t(1) << 24, 4, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  expect_mentions(r, {"define static resize bilinear 2d", "new_height", "16777216", "2^24"});
  r = capture([&] { return xnn_define_even_split2(g.subgraph, 6, x, y, XNN_INVALID_VALUE_ID, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  expect_mentions(r, {"define even split", "axis 6", "[-4, 4)"});
  r = capture([&] {
    return xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 2, 0, 3, 3, 2, 2, 1, 1, 1, 2, 2, -INFINITY, INFINITY,
                                       x, x, XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  expect_mentions(r, {"define deconvolution 2d", "adjustment_height is 2", "upsampling_height (2)"});
}

TEST(catalog, repeated_tensors_each_meet_the_rule) {
  test_graph g(3);
  const uint32_t a = g.input({2, 3}, 0), y = g.output({4, 3}, 1);
  const size_t dims[] = {2, 3};
  uint32_t b = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_tensor_value(g.subgraph, xnn_datatype_bf16, 2, dims, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                    &b),
            xnn_status_success);
  const refusal r = capture([&] { return xnn_define_concatenate2(g.subgraph, 0, a, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  expect_mentions(r, {"define concatenate", "input (value id 2)", "bf16"});
}

TEST(catalog, an_optional_output_may_be_absent) {
  test_graph g(3);
  const uint32_t x = g.input({4, 2}, 0), y = g.output({2, 2}, 1);
  EXPECT_EQ(xnn_define_even_split2(g.subgraph, 0, x, y, XNN_INVALID_VALUE_ID, 0), xnn_status_success);
}

// The delegate decoder's node types and the catalog's schema names are the same set: each decoded node type has
// the one entry it runs as (scaled dot-product attention becomes several nodes and has none).
TEST(catalog, every_delegate_schema_node_type_maps_to_one_entry) {
  std::set<std::string> decoded;
  for (uint8_t t = 1; t <= kMaxNodeType; t++) {
    const char* name = xnn_graph_node_type_name(xnn_graph_node_type(t));
    decoded.insert(name);
    if (xnn_graph_node_type(t) == xnn_graph_node_type::scaled_dot_product_attention) {
      EXPECT_EQ(xnn_catalog_entry_for_schema(name), nullptr);
    } else {
      EXPECT_NE(xnn_catalog_entry_for_schema(name), nullptr) << name << " has no catalog entry";
    }
  }
  size_t count = 0;
  const xnn_node_entry* entries = xnn_catalog_entries(&count);
  for (size_t i = 0; i < count; i++) {
    for (size_t j = 0; j < entries[i].num_schema_nodes; j++) {
      const xnn_schema_node& schema = entries[i].schema_nodes[j];
      EXPECT_EQ(decoded.count(schema.name), 1u) << entries[i].define << " lists " << schema.name
                                                 << ", which the decoder lacks";
      uint32_t variant = ~0u;
      EXPECT_EQ(xnn_catalog_entry_for_schema(schema.name, &variant), &entries[i]) << schema.name;
      EXPECT_EQ(variant, schema.variant) << schema.name;
      // The writer's way back: the node type and variant name the same schema node type.
      EXPECT_STREQ(xnn_catalog_schema_node(entries[i].type, schema.variant), schema.name);
    }
  }
  EXPECT_EQ(xnn_catalog_entry_for_schema("XNNConv"), nullptr);  // a prefix of a name is not the name
}

}  // namespace
