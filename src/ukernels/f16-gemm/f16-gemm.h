// f16 GEMM and IGEMM kernels with output clamping: types, declarations and the family's tables as data.
//
// Contract: the f32 GEMM's and IGEMM's (src/ukernels/f32-gemm/f32-gemm.h) with every element an IEEE binary16 value
// held as its bits in uint16_t: A (and IGEMM's zero row), the packed weights (bias[NR], then kc/kr groups of NR*kr
// halves per NR-column block, per kernel tap for IGEMM; src/packing/f16-gemm-pack.h) and C; kc and the strides in bytes; the clamp bounds are halves
// (xnn_f16_minmax_params). Kernels may read XNN_EXTRA_BYTES past A and W; they never write outside the mr x nc block.
// Error bounds (docs/kernels.md, "Half precision"): an f16_f32acc row is within one fp16 ulp of the exact result
// plus the fp32 sum's rounding; an f16 row (fp16 accumulation) within one ulp plus (k + 1) * 2^-11 of the sum of
// the terms' magnitudes.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F16_GEMM_MINMAX_PARAMS                                                                               \
  size_t mr, size_t nc, size_t kc, const uint16_t* a, size_t a_stride, const uint16_t* w, uint16_t* c,          \
      size_t cm_stride, size_t cn_stride, const xnn_f16_minmax_params* params

#define XNN_F16_IGEMM_MINMAX_PARAMS                                                                              \
  size_t mr, size_t nc, size_t kc, size_t ks, const uint16_t** a, const uint16_t* w, uint16_t* c,              \
      size_t cm_stride, size_t cn_stride, size_t a_offset, const uint16_t* zero, const xnn_f16_minmax_params* params

typedef void (*xnn_f16_gemm_minmax_ukernel_fn)(XNN_F16_GEMM_MINMAX_PARAMS);
typedef void (*xnn_f16_igemm_minmax_ukernel_fn)(XNN_F16_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_GEMM_MINMAX_PARAMS);)
#include "ukernels/f16-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_IGEMM_MINMAX_PARAMS);)
#include "ukernels/f16-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_f16_gemm_minmax_info = xnn_gemm_ukernel_info<xnn_f16_gemm_minmax_ukernel_fn>;
using xnn_f16_igemm_minmax_info = xnn_gemm_ukernel_info<xnn_f16_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f16_gemm_minmax_info xnn_f16_gemm_minmax_ukernels[];
extern const size_t xnn_f16_gemm_minmax_ukernel_count;
extern const xnn_f16_igemm_minmax_info xnn_f16_igemm_minmax_ukernels[];
extern const size_t xnn_f16_igemm_minmax_ukernel_count;
