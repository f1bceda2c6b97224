// f32 GEMM and IGEMM kernels with output clamping: types, declarations and the family's tables as data.
//
// Contract (one sentence): C[m][n] = clamp(bias[n] + sum_k A[m][k] * W[k][n], min, max) for mr <= MR rows and any
// nc columns, with W packed per NR-column block as [bias[NR], then kc/kr groups of NR*kr values] (src/packing).
//   mr, nc      rows and columns of C to compute; rows past mr are never read or written.
//   kc          bytes of A per row (a multiple of sizeof(float)).
//   a_stride    bytes between rows of A.               (GEMM)
//   ks          bytes of indirection pointers per tile: kernel_size * MR * sizeof(void*).   (IGEMM)
//   a           IGEMM: ks/sizeof(void*) row pointers, MR per kernel tap; a pointer equal to `zero` is used as is,
//               every other pointer is rebased by a_offset bytes.
//   c           first output; cm_stride bytes between rows, cn_stride bytes between NR-column blocks.
// Kernels may read XNN_EXTRA_BYTES past A and W; they never write outside the mr x nc block of C.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F32_GEMM_MINMAX_PARAMS                                                                           \
  size_t mr, size_t nc, size_t kc, const float* a, size_t a_stride, const float* w, float* c, size_t cm_stride, \
      size_t cn_stride, const xnn_f32_minmax_params* params
#define XNN_F32_IGEMM_MINMAX_PARAMS                                                                           \
  size_t mr, size_t nc, size_t kc, size_t ks, const float** a, const float* w, float* c, size_t cm_stride,     \
      size_t cn_stride, size_t a_offset, const float* zero, const xnn_f32_minmax_params* params

typedef void (*xnn_f32_gemm_minmax_ukernel_fn)(XNN_F32_GEMM_MINMAX_PARAMS);
typedef void (*xnn_f32_igemm_minmax_ukernel_fn)(XNN_F32_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_GEMM_MINMAX_PARAMS);)
#include "ukernels/f32-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_IGEMM_MINMAX_PARAMS);)
#include "ukernels/f32-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

// One row of a GEMM-like table, as data for dispatch, tests and benchmarks.
template <class Fn>
struct xnn_gemm_ukernel_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint8_t mr, nr, kr, sr;
};

using xnn_f32_gemm_minmax_info = xnn_gemm_ukernel_info<xnn_f32_gemm_minmax_ukernel_fn>;
using xnn_f32_igemm_minmax_info = xnn_gemm_ukernel_info<xnn_f32_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f32_gemm_minmax_info xnn_f32_gemm_minmax_ukernels[];
extern const size_t xnn_f32_gemm_minmax_ukernel_count;
extern const xnn_f32_igemm_minmax_info xnn_f32_igemm_minmax_ukernels[];
extern const size_t xnn_f32_igemm_minmax_ukernel_count;
