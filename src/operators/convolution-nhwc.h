// What other operator-level code may read of a reshaped f32 convolution operator: its direct GEMM (a 1x1, stride-1,
// unpadded, one-group convolution) or its depthwise path, for depth-first blocks (docs/fused-execution.md), which
// run those paths' kernels over bands of rows.
#pragma once

#include <cstddef>

#include "operators/depthwise-convolution.h"
#include "operators/gemm-compute.h"

// The GEMM context of an f32 convolution operator taking the direct GEMM path with one group, after a reshape to a
// non-empty batch, and its output channels; nullptr for any other path, datatype, kind or state.
const xnn_gemm_context* xnn_convolution_f32_direct_gemm(xnn_operator_t op, size_t* output_channels);
// The depthwise convolution of an f32 convolution operator taking the depthwise path, after a reshape to a non-empty
// batch; nullptr otherwise.
const xnn_depthwise_convolution* xnn_convolution_f32_depthwise(xnn_operator_t op);
// Fuses `y = op(y)` into the output rows of an f32 convolution operator on its depthwise path with fp32 kernels (after
// its clamp), until the next reshape or a call with fn nullptr: `fn` and `params` are an f32 unary operator's
// (xnn_f32_unary_kernel_of), which must outlive the fusion. False when `op` is no such operator.
bool xnn_fuse_depthwise_output_unary(xnn_operator_t op, xnn_f32_vunary_ukernel_fn fn,
                                     const xnn_f32_unary_params* params);
