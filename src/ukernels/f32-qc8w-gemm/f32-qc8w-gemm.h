// f32-qc8w GEMM kernels (weights-only quantization): fp32 A and C, int8 weights with a scale per output channel.
//
// Contract: C[m][n] = clamp((bias[n] + sum_k A[m][k] * float(W[n][k])) * scale[n], min, max), as XNNPACK's kernels
// of the same name compute it (the scale multiplies the bias too), for mr <= MR rows and any nc columns. W is packed
// per NR-column block (src/packing/f32-qcxw-gemm-pack.h) as
//   float bias[NR]   int8 W[kc][NR] (row k: the block's NR values of input k)   float scale[NR]
// (zero-padded channels past nc). Arguments as the f32 GEMM's (ukernels/f32-gemm/f32-gemm.h): kc bytes of A per row,
// a_stride, cm_stride and cn_stride bytes; kernels may read XNN_EXTRA_BYTES past A and W and never write outside the
// mr x nc block of C.
// The sum runs in fp32 in the f32 GEMM's order (fused multiply-adds where the ISA has them), so results differ from
// a reference's by the rounding of k + 2 terms (docs/kernels.md, "Weights-only quantization").
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F32_QC8W_GEMM_MINMAX_PARAMS                                                                      \
  size_t mr, size_t nc, size_t kc, const float* a, size_t a_stride, const void* w, float* c, size_t cm_stride, \
      size_t cn_stride, const xnn_f32_minmax_params* params

typedef void (*xnn_f32_qc8w_gemm_minmax_ukernel_fn)(XNN_F32_QC8W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_QC8W_GEMM_MINMAX_PARAMS);)
#include "ukernels/f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_f32_qc8w_gemm_minmax_info = xnn_gemm_ukernel_info<xnn_f32_qc8w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_f32_qc8w_gemm_minmax_info xnn_f32_qc8w_gemm_minmax_ukernels[];
extern const size_t xnn_f32_qc8w_gemm_minmax_ukernel_count;
