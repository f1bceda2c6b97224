// qd8-f16-qc4w GEMM kernels: the qd8-f32-qc4w kernels (ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h: 4-bit weights
// with a scale per output channel, the same packed weights) with fp16 output: each result is the qd8-f32-qc4w
// kernel's, clamped to fp16 bounds given as floats, rounded once to fp16 as in qd8-f16-qc8w-gemm.h. Same function
// type as the qd8-f16-qc8w kernels.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qd8-f16-qc8w-gemm/qd8-f16-qc8w-gemm.h"

#define XNN_QD8_F16_QC4W_GEMM_MINMAX_PARAMS XNN_QD8_F16_QC8W_GEMM_MINMAX_PARAMS

typedef xnn_qd8_f16_qc8w_gemm_minmax_ukernel_fn xnn_qd8_f16_qc4w_gemm_minmax_ukernel_fn;

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F16_QC4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f16-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qd8_f16_qc4w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f16_qc4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_qd8_f16_qc4w_gemm_minmax_info xnn_qd8_f16_qc4w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f16_qc4w_gemm_minmax_ukernel_count;
