// qd8-f16-qc8w GEMM kernels: int8 activations quantized per row at run time (qd8, as for qd8-f32-qc8w), int8 weights
// with a scale per output channel (qc8w), fp16 output.
//
// Contract: the qd8-f32-qc8w GEMM's (ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h) with C stored as IEEE binary16
// bits: C[m][n] is the qd8-f32-qc8w kernel's fp32 result rounded once to fp16 (nearest even), i.e.
//   acc     = sum_k A[m][k] * W[n][k] - zero_point[m] * sum_k W[n][k]                   (int32, exact)
//   C[m][n] = fp16(min(max(((float(acc) * scale[m]) * w_scale[n]) + bias[n], params->min), params->max))
// params->min and params->max are fp32 values of fp16 numbers (the operator rounds its bounds to fp16 first), so
// clamping before the rounding gives what clamping the fp16 result would. The packed weights are the
// qd8-f32-qc8w ones (src/packing/qd8-gemm-pack.h: fp32 w_scale and bias). cm_stride and cn_stride are bytes.
// The kernels are the qs8-qc8w kernels' dot products with the qd8 output stage and an fp16 store (output.h);
// they are compiled in the qs8-qc8w family's per-ISA files.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

#define XNN_QD8_F16_QC8W_GEMM_MINMAX_PARAMS                                                                  \
  size_t mr, size_t nc, size_t kc, const int8_t* a, size_t a_stride, const void* w, uint16_t* c,           \
      size_t cm_stride, size_t cn_stride, const xnn_f32_minmax_params* params,                             \
      const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qd8_f16_qc8w_gemm_minmax_ukernel_fn)(XNN_QD8_F16_QC8W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F16_QC8W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f16-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qd8_f16_qc8w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f16_qc8w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_qd8_f16_qc8w_gemm_minmax_info xnn_qd8_f16_qc8w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f16_qc8w_gemm_minmax_ukernel_count;
