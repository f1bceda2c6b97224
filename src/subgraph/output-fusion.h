// Output-stage fusion of fp32 adds and unary ops into the GEMM-based or depthwise node that produces their operand (see
// output-fusion.cc). Results are bitwise those of the separate add: the same kernel, operand order and clamp.
#pragma once

#include "subgraph/runtime.h"

// Marks, for the current shapes and aliases, each add that its producer's output stage computes
// (xnn_runtime_node::fused_add, done_by_producer). Nothing is fused when the runtime was created with
// XNN_FLAG_NO_OPERATOR_FUSION.
void xnn_plan_output_fusion(xnn_runtime* rt);

// After node `n`'s operator is set up: gives it its fused add's addend and clamp, or removes a fused add it had.
void xnn_setup_output_fusion(xnn_runtime* rt, xnn_runtime_node* n);

// Whether `node` is an add of two fp32 tensors into an fp32 tensor (the adds a GEMM output stage can carry).
bool xnn_is_f32_add(const xnn_runtime* rt, const xnn_node& node);
// Whether two shapes are equal, dimension by dimension.
bool xnn_same_shape(const xnn_shape& a, const xnn_shape& b);
