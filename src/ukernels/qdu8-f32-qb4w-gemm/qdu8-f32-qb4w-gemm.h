// qdu8-f32-qb4w GEMM kernels: the qd8-f32-qb4w kernels (ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h) with A as
// unsigned bytes, A_u[m][k] = A[m][k] + 128 with zero point zero_point_u[m] = zero_point[m] + 128 (0..255), what x86
// VNNI's vpdpbusd takes without a copy of A. Same contract, packed weights and block bound (xnn_qc4w_exact_kc_bound)
// as the qd8 kernels of the tile; every block's acc is theirs for the same int8 values, so C is the same bits.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"

#define XNN_QDU8_F32_QB4W_GEMM_MINMAX_PARAMS                                                                 \
  size_t mr, size_t nc, size_t kc, const uint8_t* a, size_t a_stride, const void* w, float* c,             \
      size_t cm_stride, size_t cn_stride, const xnn_f32_qb4w_minmax_params* params,                        \
      const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_fn)(XNN_QDU8_F32_QB4W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QDU8_F32_QB4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qdu8-f32-qb4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qdu8_f32_qb4w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order (none off x86).
extern const xnn_qdu8_f32_qb4w_gemm_minmax_info xnn_qdu8_f32_qb4w_gemm_minmax_ukernels[];
extern const size_t xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_count;
