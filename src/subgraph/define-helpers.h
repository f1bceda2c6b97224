// Small pieces the define files share.
#pragma once

#include <initializer_list>
#include <limits>

#include "subgraph/validate.h"

#define XNN_RETURN_IF_ERROR(expr)                          \
  do {                                                     \
    if (xnn_status s_ = (expr); s_ != xnn_status_success) \
      return s_;                                           \
  } while (0)

constexpr float kXnnNoMin = -std::numeric_limits<float>::infinity();
constexpr float kXnnNoMax = std::numeric_limits<float>::infinity();

// `flags` has no bit outside `allowed` (invalid_parameter, as XNNPACK's define functions answer).
xnn_status xnn_check_node_flags(const char* node, uint32_t flags, uint32_t allowed);

// An fp32 input, optionally required to be a constant (filter, bias) and to have `num_dims` dimensions (0 = any).
xnn_status xnn_check_fp32_input(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id,
                                bool must_be_static, size_t num_dims);

// An fp32 output Value that may be written by this node, optionally with `num_dims` dimensions (0 = any).
xnn_status xnn_check_fp32_output(const xnn_subgraph* subgraph, const char* node, uint32_t id, size_t num_dims);

// A node of `type` with `flags` and output clamp [output_min, output_max] that reads `inputs` and writes `outputs`;
// the caller fills in its params.
xnn_node xnn_make_node(xnn_node_type type, uint32_t flags, float output_min, float output_max,
                       std::initializer_list<uint32_t> inputs, std::initializer_list<uint32_t> outputs);
