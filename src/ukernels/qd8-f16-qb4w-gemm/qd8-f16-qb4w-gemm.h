// qd8-f16-qb4w GEMM kernels: the qd8-f32-qb4w kernels (ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h: 4-bit weights
// with a bf16 scale per block of inputs, the same packed weights and params) with fp16 output: C[m][n] is the
// qd8-f32-qb4w kernel's clamped fp32 result rounded once to fp16 (nearest even). params->min and params->max are
// fp32 values of fp16 numbers (the operator rounds its bounds to fp16 first), so clamping before the rounding gives
// what clamping the fp16 result would. cm_stride and cn_stride are bytes.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"

#define XNN_QD8_F16_QB4W_GEMM_MINMAX_PARAMS                                                                  \
  size_t mr, size_t nc, size_t kc, const int8_t* a, size_t a_stride, const void* w, uint16_t* c,           \
      size_t cm_stride, size_t cn_stride, const xnn_f32_qb4w_minmax_params* params,                        \
      const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qd8_f16_qb4w_gemm_minmax_ukernel_fn)(XNN_QD8_F16_QB4W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F16_QB4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f16-qb4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qd8_f16_qb4w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f16_qb4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_qd8_f16_qb4w_gemm_minmax_info xnn_qd8_f16_qb4w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f16_qb4w_gemm_minmax_ukernel_count;
