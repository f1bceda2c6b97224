// qu8 GEMM and IGEMM kernels with fp32 requantization: types, declarations and the family's tables as data.
//
// Contract (one sentence): C[m][n] = requantize(bias[n] + sum_k A[m][k] * (W[n][k] - kernel_zero_point), scale) for
// mr <= MR rows and any nc columns, with A, W and C uint8 and requantize the one formula of ukernels/requantization.h
// (docs/kernels.md, "Quantized kernels"; output bounds 0..255); scale = input_scale * kernel_scale / output_scale.
// W is packed per NR-column block (src/packing/qu8-gemm-pack.h) as
//   int32 bias[NR]   the layer's bias minus input_zero_point * sum_k (W[n][k] - kernel_zero_point)
//   int16 weights    W - kernel_zero_point: ceil(kc / kr) groups of NR * kr values (k zero-padded to kr)
//   float scale[NR]  the one requantization scale in every column
// so the kernels multiply raw uint8 A (zero-extended to int16) by int16 weights: both zero points are folded at
// packing time and no per-row sum of A is needed. Arguments as in qs8-qc8w-gemm.h.
// Kernels may read XNN_EXTRA_BYTES past A, `zero` and W; they never write outside the mr x nc block of C.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"

#define XNN_QU8_GEMM_MINMAX_PARAMS                                                                             \
  size_t mr, size_t nc, size_t kc, const uint8_t* a, size_t a_stride, const void* w, uint8_t* c,             \
      size_t cm_stride, size_t cn_stride, const xnn_qs8_minmax_params* params
#define XNN_QU8_IGEMM_MINMAX_PARAMS                                                                            \
  size_t mr, size_t nc, size_t kc, size_t ks, const uint8_t** a, const void* w, uint8_t* c, size_t cm_stride, \
      size_t cn_stride, size_t a_offset, const uint8_t* zero, const xnn_qs8_minmax_params* params

typedef void (*xnn_qu8_gemm_minmax_ukernel_fn)(XNN_QU8_GEMM_MINMAX_PARAMS);
typedef void (*xnn_qu8_igemm_minmax_ukernel_fn)(XNN_QU8_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_GEMM_MINMAX_PARAMS);)
#include "ukernels/qu8-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_IGEMM_MINMAX_PARAMS);)
#include "ukernels/qu8-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

// One row of a table (a_offset is always 0: no qu8 kernel shifts A).
using xnn_qu8_gemm_minmax_info = xnn_qs8_gemm_ukernel_info<xnn_qu8_gemm_minmax_ukernel_fn>;
using xnn_qu8_igemm_minmax_info = xnn_qs8_gemm_ukernel_info<xnn_qu8_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qu8_gemm_minmax_info xnn_qu8_gemm_minmax_ukernels[];
extern const size_t xnn_qu8_gemm_minmax_ukernel_count;
extern const xnn_qu8_igemm_minmax_info xnn_qu8_igemm_minmax_ukernels[];
extern const size_t xnn_qu8_igemm_minmax_ukernel_count;
