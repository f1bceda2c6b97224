// The node catalog: one declarative entry per node type. An entry lists the node's tensors (with their ranks,
// layouts and whether they must be constants), the datatype combinations it computes in, its parameters (types,
// defaults, constraints), the flags it accepts and the operator that runs it. It drives define-time validation
// (xnn_check_node_arguments, xnn_define_node), the runtime's node -> operator dispatch, docs/operators.md's node
// table and `xnn-info --ops` / `--opdef-xml` (catalog-export.h).
//
// A new datatype is one more row of `datatypes`; a new node type is one more X(...) in XNN_FOREACH_NODE_TYPE and one
// entry in catalog.cc: the catalog does not compile while a listed type has no entry or an entry has no operator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

#include <xnnpack.h>

#include "subgraph/subgraph.h"

struct xnn_node_ops;

// Most tensor rules of one node type: argmax pooling's 1 input and 2 outputs, a convolution's 3 inputs and 1 output.
constexpr size_t kXnnMaxTensorRules = 4;
// A datatype slot that accepts any element type (argmax pooling's index output, uint32 in practice).
constexpr xnn_datatype kXnnAnyDatatype = xnn_datatype_invalid;

enum class xnn_tensor_role : uint8_t { input, output };
enum class xnn_layout : uint8_t { any, nhwc };

// One input or output of a node. Inputs come first, in the node's input order, then the outputs.
struct xnn_tensor_rule {
  const char* name;       // the argument as refusals name it: "input", "filter", "output_index"
  xnn_tensor_role role;
  uint8_t min_rank;       // 0..XNN_MAX_TENSOR_DIMS
  uint8_t max_rank;
  xnn_layout layout;      // nhwc: rank 4, [N, H, W, C]
  bool constant;          // must have data (filters, biases)
  bool optional;          // XNN_INVALID_VALUE_ID means "none"
  uint8_t max_repeat;     // > 1: the last rule of its role, taken by 1..max_repeat values (concatenate, split)
};

// One datatype combination the node computes in: one datatype per tensor rule, in rule order.
struct xnn_datatype_row {
  xnn_datatype datatypes[kXnnMaxTensorRules];
};

// How xnn_check_node_arguments checks a parameter's value; `documented` ones are checked by the node's own rules.
enum class xnn_param_check : uint8_t {
  documented,
  positive,        // >= 1 (invalid_parameter)
  rank,            // 1..XNN_MAX_TENSOR_DIMS (invalid_parameter)
  at_most_rank,    // 0..XNN_MAX_TENSOR_DIMS (unsupported_parameter)
  dimension,       // a dimension index: below XNN_MAX_TENSOR_DIMS (invalid_parameter)
  fits_uint32,     // >= 1 and <= UINT32_MAX (invalid_parameter)
  resize_side,     // >= 1 (invalid_parameter) and < 2^24 (unsupported_parameter)
  not_null,        // a pointer (invalid_parameter when NULL)
  below,           // < the parameter named `other` (invalid_parameter)
  range_min,       // with the next parameter (range_max): not NaN, min < max (xnn_check_output_range)
  range_max,
};

struct xnn_param_rule {
  const char* name;
  const char* type;           // C type as the define function takes it
  const char* default_value;  // nullptr: no default
  xnn_param_check check;
  const char* rule;           // the constraint in words (docs, OpDef XML)
  const char* other = nullptr;
};

// A flag the node accepts.
struct xnn_flag_rule {
  uint32_t bit;
  const char* name;
};

// One delegate-schema node type (an XNodeUnion member: "XNNConv2d") of an entry. `variant` says which node of the
// entry's type it is: the xnn_unary_operator or xnn_binary_operator of a unary or binary node, the input count of a
// concatenation, 0 otherwise.
struct xnn_schema_node {
  const char* name;
  uint32_t variant;
};

struct xnn_node_entry {
  xnn_node_type type;
  const char* define;  // "define convolution 2d": the subject of its refusals
  const char* description;
  const xnn_tensor_rule* tensors;
  size_t num_tensors;
  const xnn_datatype_row* datatypes;
  size_t num_datatypes;
  const xnn_param_rule* params;
  size_t num_params;
  const xnn_flag_rule* flags;
  size_t num_flags;
  // The runtime adapter (subgraph/nodes/). A reference: an entry cannot be written without one.
  const xnn_node_ops& ops;
  const char* operator_name;   // the operator it runs, for docs
  const char* kernels;         // kernel families the operator calls, space-separated (xnn-info --ops)
  // Rules beyond the table, both optional: on the parameters (before the tensors are read), and on the tensors'
  // shapes once the table's checks passed (may fill derived params: a normalized axis).
  xnn_status (*check_params)(const xnn_node& node, const char* what);
  xnn_status (*check_shapes)(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
  // The XNNPACK-delegate schema's node types that decode to this node type (src/models/subgraph-builder.cc) and
  // that the writer writes for it; none for a type the schema lacks.
  const xnn_schema_node* schema_nodes;
  size_t num_schema_nodes;
  // The node moves values without arithmetic: on quantized tensors, every output must have its inputs' scale and
  // zero point (XNNPACK's rule for data movement).
  bool same_quantization = false;
};

// The entry of a node type (every type has one: catalog.cc does not compile otherwise).
const xnn_node_entry& xnn_catalog_entry(xnn_node_type type);
// Every entry, in XNN_FOREACH_NODE_TYPE order.
const xnn_node_entry* xnn_catalog_entries(size_t* count);

// The entry a delegate-schema node type ("XNNConv2d") decodes to, and its variant; nullptr for none
// (XNNScaledDotProductAttention, which becomes several nodes).
const xnn_node_entry* xnn_catalog_entry_for_schema(const char* schema_node, uint32_t* variant = nullptr);

// The delegate-schema node type that holds a node of `type` and `variant`; nullptr when the schema has none.
const char* xnn_catalog_schema_node(xnn_node_type type, uint32_t variant);

// The variant of a node (see xnn_schema_node).
uint32_t xnn_node_variant(const xnn_node& node);

// "fp32", "qint8"...; "any" for kXnnAnyDatatype.
const char* xnn_datatype_text(xnn_datatype datatype);

// The rule of a node's k-th input or output: repeated rules take the values past their place.
const xnn_tensor_rule& xnn_tensor_rule_of(const xnn_node_entry& entry, xnn_tensor_role role, uint32_t k);

// Which rule, if any, a tensor of `datatype`, `rank` dimensions and constant or not breaks as the entry's `rule`
// (its datatype in no row, not a constant where one is required, its rank outside the rule).
enum class xnn_tensor_fit : uint8_t { fits, datatype, not_constant, rank };
xnn_tensor_fit xnn_tensor_fits(const xnn_node_entry& entry, const xnn_tensor_rule& rule, xnn_datatype datatype,
                               size_t rank, bool constant);

// The datatypes the entry's `rule` takes over all its rows: "fp32", "fp32, qint8".
std::string xnn_rule_datatypes_text(const xnn_node_entry& entry, const xnn_tensor_rule& rule);

// Why a node's input and output datatypes (kXnnAnyDatatype for an absent tensor) match none of the entry's
// combinations, or "" when one matches.
std::string xnn_combination_problem(const xnn_node_entry& entry, const std::vector<xnn_datatype>& inputs,
                                    const std::vector<xnn_datatype>& outputs);

// A parameter's value as a define function passes it to xnn_check_node_arguments, in the entry's parameter order.
struct xnn_param_value {
  enum class kind : uint8_t { integer, number, pointer } kind;
  uint64_t integer = 0;
  double number = 0.0;
  const void* pointer = nullptr;
  template <typename T, std::enable_if_t<std::is_integral_v<T> || std::is_enum_v<T>, int> = 0>
  constexpr xnn_param_value(T value) : kind(kind::integer), integer(uint64_t(value)) {}
  constexpr xnn_param_value(float value) : kind(kind::number), number(value) {}
  constexpr xnn_param_value(const void* value) : kind(kind::pointer), pointer(value) {}
};

// The first checks of every define function, read from the entry of `type`: the library is initialized and the
// subgraph not NULL, `flags` has only accepted bits, and each parameter meets its rule. One sentence names the node,
// the argument, its value and the rule.
xnn_status xnn_check_node_arguments(const xnn_subgraph* subgraph, xnn_node_type type, uint32_t flags,
                                    std::initializer_list<xnn_param_value> params);

// The rest, on the node built from those arguments: the entry's parameter rule, every tensor against its rule
// (defined ids; outputs writable; datatypes in one of the rows; ranks; constants), the entry's shape rule; then the
// node is added.
xnn_status xnn_define_node(xnn_subgraph* subgraph, xnn_node node);

// ---- Compile-time checks of an entry (catalog.cc static_asserts them over the whole table) ----

constexpr bool xnn_tensor_rules_well_formed(const xnn_node_entry& e) {
  if (e.num_tensors == 0 || e.num_tensors > kXnnMaxTensorRules) return false;
  size_t inputs = 0, outputs = 0;
  for (size_t i = 0; i < e.num_tensors; i++) {
    const xnn_tensor_rule& t = e.tensors[i];
    if (t.name == nullptr || t.min_rank > t.max_rank || t.max_rank > XNN_MAX_TENSOR_DIMS) return false;
    if (t.layout == xnn_layout::nhwc && (t.min_rank != 4 || t.max_rank != 4)) return false;
    if (t.role == xnn_tensor_role::input) {
      if (outputs != 0) return false;  // inputs first
      inputs++;
    } else {
      if (t.constant) return false;
      outputs++;
    }
    const bool last_of_role = i + 1 == e.num_tensors || e.tensors[i + 1].role != t.role;
    if (t.max_repeat == 0 || (t.max_repeat > 1 && !last_of_role)) return false;
  }
  return inputs >= 1 && outputs >= 1;
}

constexpr bool xnn_datatype_rows_well_formed(const xnn_node_entry& e) {
  if (e.num_datatypes == 0) return false;
  for (size_t r = 0; r < e.num_datatypes; r++) {
    for (size_t i = 0; i < kXnnMaxTensorRules; i++) {
      const xnn_datatype d = e.datatypes[r].datatypes[i];
      // Exactly the entry's tensors have a datatype (or kXnnAnyDatatype, only on outputs).
      if (i >= e.num_tensors && d != xnn_datatype_invalid) return false;
      if (i < e.num_tensors && d == kXnnAnyDatatype && e.tensors[i].role != xnn_tensor_role::output) return false;
      if (d < xnn_datatype_invalid || d > xnn_datatype_qint2) return false;
    }
  }
  return true;
}

constexpr bool xnn_param_rules_well_formed(const xnn_node_entry& e) {
  for (size_t i = 0; i < e.num_params; i++) {
    const xnn_param_rule& p = e.params[i];
    if (p.name == nullptr || p.type == nullptr || p.rule == nullptr) return false;
    if (p.check == xnn_param_check::range_min &&
        (i + 1 == e.num_params || e.params[i + 1].check != xnn_param_check::range_max)) {
      return false;
    }
    if (p.check == xnn_param_check::range_max && (i == 0 || e.params[i - 1].check != xnn_param_check::range_min)) {
      return false;
    }
    if (p.check == xnn_param_check::below) {
      bool found = false;
      for (size_t j = 0; j < e.num_params; j++) {
        const char* a = e.params[j].name;
        const char* b = p.other;
        while (b != nullptr && *a != '\0' && *a == *b) a++, b++;
        found |= b != nullptr && *a == '\0' && *b == '\0';
      }
      if (!found) return false;
    }
  }
  return true;
}

constexpr bool xnn_entry_has_operator(const xnn_node_entry& e) {
  return e.operator_name != nullptr && e.kernels != nullptr;
}

constexpr bool xnn_entry_well_formed(const xnn_node_entry& e) {
  return e.define != nullptr && e.description != nullptr && (e.schema_nodes != nullptr || e.num_schema_nodes == 0) &&
         xnn_tensor_rules_well_formed(e) && xnn_datatype_rows_well_formed(e) && xnn_param_rules_well_formed(e);
}

constexpr bool xnn_same_text(const char* a, const char* b) {
  while (*a != '\0' && *a == *b) a++, b++;
  return *a == *b;
}

// No schema node type is listed twice (in one entry or in two): each decodes to exactly one node.
template <size_t N>
constexpr bool xnn_schema_nodes_unique(const xnn_node_entry (&table)[N]) {
  for (size_t e = 0; e < N; e++) {
    for (size_t i = 0; i < table[e].num_schema_nodes; i++) {
      for (size_t f = e; f < N; f++) {
        for (size_t j = f == e ? i + 1 : 0; j < table[f].num_schema_nodes; j++) {
          if (xnn_same_text(table[e].schema_nodes[i].name, table[f].schema_nodes[j].name)) return false;
        }
      }
    }
  }
  return true;
}

// Every entry in its type's place, well formed, with an operator. One static_assert each, so the compiler's message
// says which rule an entry breaks.
#define XNN_CATALOG_STATIC_CHECKS(table)                                                                        \
  static_assert([] {                                                                                            \
    for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {                                           \
      if (size_t(table[i].type) != i) return false;                                                            \
    }                                                                                                           \
    return true;                                                                                                \
  }(), "catalog: an entry is not in its node type's place (XNN_FOREACH_NODE_TYPE order)");                     \
  static_assert([] {                                                                                            \
    for (const xnn_node_entry& e : table) {                                                                    \
      if (!xnn_entry_well_formed(e)) return false;                                                             \
    }                                                                                                           \
    return true;                                                                                                \
  }(), "catalog: an entry is malformed (tensor rules, datatype rows or parameter rules)");                      \
  static_assert([] {                                                                                            \
    for (const xnn_node_entry& e : table) {                                                                    \
      if (!xnn_entry_has_operator(e)) return false;                                                            \
    }                                                                                                           \
    return true;                                                                                                \
  }(), "catalog: a node type has no operator");                                                                \
  static_assert(xnn_schema_nodes_unique(table), "catalog: a delegate schema node type is listed twice")

// The table's element for one X(type, name) of XNN_FOREACH_NODE_TYPE: the entry named after the type in namespace
// xnn_catalog. A type without one does not compile.
#define XNN_CATALOG_ENTRY(type, name) xnn_catalog::type,
