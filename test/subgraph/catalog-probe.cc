// Compiled, not run, by catalog-probe.py: the real catalog table (catalog.cc) again, then, under one PROBE_* macro,
// a broken table built with the same macros and checks. Without a macro it must compile; with each, it must not.
#include "subgraph/catalog.cc"

namespace probe {

#if defined(PROBE_TYPE_WITHOUT_ENTRY)
// A node type added to the list without an entry in namespace xnn_catalog.
#define PROBE_FOREACH_NODE_TYPE(X) XNN_FOREACH_NODE_TYPE(X) X(probe_only, "Probe Only")
constexpr xnn_node_entry kTable[] = {PROBE_FOREACH_NODE_TYPE(XNN_CATALOG_ENTRY)};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_ENTRY_WITHOUT_OPERATOR)
constexpr xnn_node_entry unary = {xnn_catalog::unary.type, "define unary", "probe", kOneToOne, 2,
                                  kFloatOneToOne, 1, nullptr, 0, nullptr, 0,
                                  /*ops=*/nullptr, "none", "", nullptr, nullptr, nullptr, 0};
constexpr xnn_node_entry kTable[] = {unary};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_ENTRY_WITHOUT_OPERATOR_NAME)
constexpr xnn_node_entry unary = {xnn_catalog::unary.type, "define unary", "probe", kOneToOne, 2,
                                  kFloatOneToOne, 1, nullptr, 0, nullptr, 0,
                                  xnn_unary_node_ops, /*operator_name=*/nullptr, "f32-vunary", nullptr, nullptr, nullptr, 0};
constexpr xnn_node_entry kTable[] = {unary};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_MALFORMED_RANK)
constexpr xnn_tensor_rule kTensors[] = {{"input", xnn_tensor_role::input, 5, 4, xnn_layout::any, false, false, 1},
                                        {"output", xnn_tensor_role::output, 0, 6, xnn_layout::any, false, false, 1}};
constexpr xnn_node_entry unary = {xnn_catalog::unary.type, "define unary", "probe", kTensors, 2,
                                  kFloatOneToOne, 1, nullptr, 0, nullptr, 0,
                                  xnn_unary_node_ops, "unary_elementwise_nc", "f32-vunary", nullptr, nullptr, nullptr, 0};
constexpr xnn_node_entry kTable[] = {unary};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_MALFORMED_DATATYPE_ROW)
// A row with a datatype for a third tensor the entry does not have.
constexpr xnn_datatype_row kRows[] = {{{xnn_datatype_fp32, xnn_datatype_fp32, xnn_datatype_fp32}}};
constexpr xnn_node_entry unary = {xnn_catalog::unary.type, "define unary", "probe", kOneToOne, 2,
                                  kRows, 1, nullptr, 0, nullptr, 0,
                                  xnn_unary_node_ops, "unary_elementwise_nc", "f32-vunary", nullptr, nullptr, nullptr, 0};
constexpr xnn_node_entry kTable[] = {unary};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_SCHEMA_NODE_TWICE)
// Two entries claiming one delegate schema node type: the decoder could not know which to build.
constexpr xnn_schema_node kTwice[] = {{"XNNSoftmax", 0}};
constexpr xnn_node_entry copy = {xnn_catalog::copy.type, "define copy", "probe", kOneToOne, 2,
                                 kFloatOneToOne, 1, nullptr, 0, nullptr, 0,
                                 xnn_copy_node_ops, "copy_nc_x32", "xx-copy", nullptr, nullptr, kTwice, 1};
constexpr xnn_node_entry kTable[] = {xnn_catalog::unary, xnn_catalog::binary, xnn_catalog::softmax, copy};
XNN_CATALOG_STATIC_CHECKS(kTable);
#elif defined(PROBE_ENTRY_OUT_OF_PLACE)
constexpr xnn_node_entry kTable[] = {xnn_catalog::binary, xnn_catalog::unary};
XNN_CATALOG_STATIC_CHECKS(kTable);
#endif

}  // namespace probe
