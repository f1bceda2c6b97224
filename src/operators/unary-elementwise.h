// What other operators may borrow from a unary elementwise operator.
#pragma once

#include <xnnpack.h>

#include "ukernels/f32-vunary/f32-vunary.h"

// The kernel and parameters of an fp32 -> fp32 unary elementwise operator (one that runs an f32-vunary kernel), for
// a GEMM output stage that applies the same op (xnn_fuse_output_unary); false for any other operator.
bool xnn_f32_unary_kernel_of(xnn_operator_t op, xnn_f32_vunary_ukernel_fn* fn, const xnn_f32_unary_params** params);
