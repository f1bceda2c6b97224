// Output-stage fusion of fp32 adds, unary ops and global average pooling into the GEMM-based (or, for unary ops,
// depthwise) node that produces their operand (see output-fusion.cc). Adds and unary ops give the separate node's
// bits (the same kernel, operand order and clamp); pooling sums the pixels in another order (docs/subgraph.md).
#pragma once

#include "subgraph/runtime.h"

// Marks, for the current shapes and aliases, each add and unary node that its producer's output stage computes
// (xnn_runtime_node::fused_add, fused_unary, done_by_producer) and each global average pooling whose sums it computes
// (fused_pool; the pooling node is reshaped to average them). Nothing is fused when the runtime was created with
// XNN_FLAG_NO_OPERATOR_FUSION.
void xnn_plan_output_fusion(xnn_runtime* rt);

// After node `n`'s operator is set up: gives its output stage its fused add (addend, clamp), unary op and pooling sums,
// or removes those it had.
void xnn_setup_output_fusion(xnn_runtime* rt, xnn_runtime_node* n);

// Whether `node` is an add of two fp32 tensors into an fp32 tensor (the adds a GEMM output stage can carry).
bool xnn_is_f32_add(const xnn_runtime* rt, const xnn_node& node);
// Whether two shapes are equal, dimension by dimension.
bool xnn_same_shape(const xnn_shape& a, const xnn_shape& b);
