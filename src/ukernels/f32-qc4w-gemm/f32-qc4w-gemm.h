// f32-qc4w GEMM kernels (weights-only quantization): fp32 A and C, 4-bit weights (unsigned nibbles u with one
// kernel zero point, value u - kernel_zero_point) with a scale per output channel.
//
// Contract: C[m][n] = clamp((bias[n] + sum_k A[m][k] * float(u[n][k] - kernel_zero_point)) * scale[n], min, max), as
// XNNPACK's kernels of the same name compute it, for mr <= MR rows and any nc columns. W is packed per NR-column
// block (src/packing/f32-qcxw-gemm-pack.h) as
//   float bias[NR]
//   kc groups of NR / 2 bytes: the qd8-f32-qc4w fold with kr = 1 (ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h),
//                    byte u of group k = u[u][k] | u[u + NR / 2][k] << 4; zero bytes up to a multiple of 4
//   float scale[NR]
// so a k step loads NR / 2 bytes and its low nibbles are the block's first NR / 2 columns, its high nibbles the
// others. Arguments and error bound as the f32-qc8w kernels' (ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h); params adds
// the zero point.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/isa.h"

// Output clamp and the weights' zero point (0..255: XNNPACK accepts any; 8 makes the nibbles -8..7).
struct xnn_f32_qc4w_minmax_params {
  float min;
  float max;
  int32_t kernel_zero_point;
};

#define XNN_F32_QC4W_GEMM_MINMAX_PARAMS                                                                      \
  size_t mr, size_t nc, size_t kc, const float* a, size_t a_stride, const void* w, float* c, size_t cm_stride, \
      size_t cn_stride, const xnn_f32_qc4w_minmax_params* params

typedef void (*xnn_f32_qc4w_gemm_minmax_ukernel_fn)(XNN_F32_QC4W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_QC4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/f32-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_f32_qc4w_gemm_minmax_info = xnn_gemm_ukernel_info<xnn_f32_qc4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_f32_qc4w_gemm_minmax_info xnn_f32_qc4w_gemm_minmax_ukernels[];
extern const size_t xnn_f32_qc4w_gemm_minmax_ukernel_count;
