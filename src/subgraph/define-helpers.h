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

// A node of `type` with `flags` and output clamp [output_min, output_max] that reads `inputs` and writes `outputs`;
// the caller fills in its params.
xnn_node xnn_make_node(xnn_node_type type, uint32_t flags, float output_min, float output_max,
                       std::initializer_list<uint32_t> inputs, std::initializer_list<uint32_t> outputs);

// XNNPACK's global pooling forms: a static reduce (`op`) over the last `pooled_axes` dimensions before the channels
// of a [..., (H,) W, C] input, then, when [output_min, output_max] clamps anything, a clamp node (define-reduce.cc).
xnn_status xnn_define_global_pooling_as_reduce(xnn_subgraph* subgraph, const char* what, xnn_reduce_operator op,
                                               size_t pooled_axes, float output_min, float output_max,
                                               uint32_t input_id, uint32_t output_id, uint32_t flags);
