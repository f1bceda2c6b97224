// bf16 x bf16 -> f32 GEMM kernels with output clamping: types, declarations and the family's table as data.
//
// Contract: C[m][n] = clamp(bias[n] + sum_k A[m][k] * W[k][n], min, max) for mr <= MR rows and any nc columns, A
// and W bfloat16 (the upper 16 bits of an fp32, as uint16_t), bias and C fp32. W is packed per NR-column block as
// [bias: NR floats, then ceil(K/2) k pairs of NR 32-bit words], word n of pair p holding W[2p][n] in its low half
// and W[2p+1][n] in its high half (zero past K): the operand layout of vdpbf16ps and bfdot
// (src/packing/bf16-gemm-pack.h).
//   mr, nc      rows and columns of C to compute; rows past mr are never read or written.
//   kc          bytes of A per row (a multiple of sizeof(uint16_t); odd K is fine).
//   a_stride    bytes between rows of A.
//   c           first output; cm_stride bytes between rows, cn_stride bytes between NR-column blocks.
// Kernels may read XNN_EXTRA_BYTES past A and W; they never write outside the mr x nc block of C.
// Accuracy: each product of two bf16 values is exact in fp32 (8 + 8 significant bits); only the sum rounds, once per
// product, to nearest even. vdpbf16ps (avx512bf16) also treats denormal inputs as zero and flushes denormal sums to
// zero whatever MXCSR says; the bound is in docs/kernels.md, "bf16 GEMM".
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_BF16_F32_GEMM_MINMAX_PARAMS                                                                      \
  size_t mr, size_t nc, size_t kc, const uint16_t* a, size_t a_stride, const void* w, float* c, size_t cm_stride, \
      size_t cn_stride, const xnn_f32_minmax_params* params

typedef void (*xnn_bf16_f32_gemm_minmax_ukernel_fn)(XNN_BF16_F32_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_BF16_F32_GEMM_MINMAX_PARAMS);)
#include "ukernels/bf16-f32-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_bf16_f32_gemm_minmax_info = xnn_gemm_ukernel_info<xnn_bf16_f32_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_bf16_f32_gemm_minmax_info xnn_bf16_f32_gemm_minmax_ukernels[];
extern const size_t xnn_bf16_f32_gemm_minmax_ukernel_count;
