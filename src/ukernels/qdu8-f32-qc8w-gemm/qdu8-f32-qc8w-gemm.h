// qdu8-f32-qc8w GEMM and IGEMM kernels: the qd8-f32-qc8w kernels (ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h)
// with A as unsigned bytes, A_u[m][k] = A[m][k] + 128 with zero point zero_point_u[m] = zero_point[m] + 128 (0..255),
// what x86 VNNI's vpdpbusd takes without a copy of A. Same contract and packed weights as the qd8 kernels of the tile:
//   acc[m][n] = sum_k A_u[m][k] * W[n][k] - zero_point_u[m] * sum_k W[n][k]                     (int32, exact)
//   C[m][n]   = min(max(((float(acc) * scale[m]) * w_scale[n]) + bias[n], params->min), params->max)
// acc is the qd8 kernels' acc for the same int8 values, so C is the same bits. quantization_params[m] holds
// zero_point_u[m] and scale[m] (rows past mr are never read); an IGEMM reads quantization_params[0] for every row
// and `zero_data` (kc bytes equal to zero_point_u) where an indirection pointer equals `zero`, as the qd8 IGEMM does.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

#define XNN_QDU8_F32_QC8W_GEMM_MINMAX_PARAMS                                                                 \
  size_t mr, size_t nc, size_t kc, const uint8_t* a, size_t a_stride, const void* w, float* c,             \
      size_t cm_stride, size_t cn_stride, const xnn_f32_minmax_params* params,                             \
      const xnn_qd8_quantization_params* quantization_params

#define XNN_QDU8_F32_QC8W_IGEMM_MINMAX_PARAMS                                                                \
  size_t mr, size_t nc, size_t kc, size_t ks, const uint8_t** a, const void* w, float* c, size_t cm_stride, \
      size_t cn_stride, size_t a_offset, const uint8_t* zero, const uint8_t* zero_data,                     \
      const xnn_f32_minmax_params* params, const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_fn)(XNN_QDU8_F32_QC8W_GEMM_MINMAX_PARAMS);
typedef void (*xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_fn)(XNN_QDU8_F32_QC8W_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QDU8_F32_QC8W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qdu8-f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QDU8_F32_QC8W_IGEMM_MINMAX_PARAMS);)
#include "ukernels/qdu8-f32-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qdu8_f32_qc8w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_fn>;
using xnn_qdu8_f32_qc8w_igemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order (none off x86).
extern const xnn_qdu8_f32_qc8w_gemm_minmax_info xnn_qdu8_f32_qc8w_gemm_minmax_ukernels[];
extern const size_t xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count;
extern const xnn_qdu8_f32_qc8w_igemm_minmax_info xnn_qdu8_f32_qc8w_igemm_minmax_ukernels[];
extern const size_t xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count;
