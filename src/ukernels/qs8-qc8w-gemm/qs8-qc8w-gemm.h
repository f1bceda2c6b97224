// qs8-qc8w GEMM and IGEMM kernels with fp32 requantization: types, declarations and the family's tables as data.
//
// Contract (one sentence): C[m][n] = requantize(bias[n] + sum_k A[m][k] * W[n][k], scale[n]) for mr <= MR rows and
// any nc columns, with A and W int8, C int8, and requantize the one formula of ukernels/requantization.h
// (docs/kernels.md, "Quantized kernels"); scale[n] = input_scale * weight_scale[n] / output_scale.
// W is packed per NR-column block (src/packing/qs8-gemm-pack.h) as
//   int32 bias[NR]   the layer's bias minus (input_zero_point + a_offset) * sum_k W[n][k]
//   int8 weights     ceil(kc / kr) groups of NR * kr values (k zero-padded to a multiple of kr)
//   float scale[NR]
// where a_offset is 128 for the kernels that feed A to an unsigned x signed dot product (x86 vpdpbusd: A xor 0x80
// = A + 128) and 0 for the others: the row's a_offset column (xnn_qs8_qc8w_gemm_a_offset).
//   mr, nc      rows and columns of C to compute; rows past mr are never read or written.
//   kc          bytes of A per row (= K).
//   a_stride    bytes between rows of A.               (GEMM)
//   ks          bytes of indirection pointers per tile: kernel_size * MR * sizeof(void*).   (IGEMM)
//   a           IGEMM: ks/sizeof(void*) row pointers, MR per kernel tap; a pointer equal to `zero` is used as is,
//               every other pointer is rebased by a_offset bytes.
//   c           first output; cm_stride bytes between rows, cn_stride bytes between NR-column blocks.
// Kernels may read XNN_EXTRA_BYTES past A, `zero` and W; they never write outside the mr x nc block of C.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_QS8_QC8W_GEMM_MINMAX_PARAMS                                                                      \
  size_t mr, size_t nc, size_t kc, const int8_t* a, size_t a_stride, const void* w, int8_t* c,             \
      size_t cm_stride, size_t cn_stride, const xnn_qs8_minmax_params* params
#define XNN_QS8_QC8W_IGEMM_MINMAX_PARAMS                                                                     \
  size_t mr, size_t nc, size_t kc, size_t ks, const int8_t** a, const void* w, int8_t* c, size_t cm_stride, \
      size_t cn_stride, size_t a_offset, const int8_t* zero, const xnn_qs8_minmax_params* params

typedef void (*xnn_qs8_qc8w_gemm_minmax_ukernel_fn)(XNN_QS8_QC8W_GEMM_MINMAX_PARAMS);
typedef void (*xnn_qs8_qc8w_igemm_minmax_ukernel_fn)(XNN_QS8_QC8W_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_QC8W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qs8-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_QC8W_IGEMM_MINMAX_PARAMS);)
#include "ukernels/qs8-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

// The offset a kernel adds to every A value before its dot product, from its ISA: the VNNI kernels' vpdpbusd
// multiplies unsigned by signed bytes, so they flip A's sign bit (A + 128) and their weights' bias takes 128 * sum W
// more. The packer needs it (xnn_pack_qs8_qc8w_gemm_goi_w's a_offset).
constexpr int32_t xnn_qs8_qc8w_gemm_a_offset(xnn_isa isa) {
  return isa == xnn_isa::avxvnni || isa == xnn_isa::avx512vnni ? 128 : 0;
}

// One row of a qs8 GEMM-like table, as data for dispatch, tests and benchmarks.
template <class Fn>
struct xnn_qs8_gemm_ukernel_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint8_t mr, nr, kr, sr;
  int32_t a_offset;  // xnn_qs8_qc8w_gemm_a_offset(isa): pass it to the packer
};

using xnn_qs8_qc8w_gemm_minmax_info = xnn_qs8_gemm_ukernel_info<xnn_qs8_qc8w_gemm_minmax_ukernel_fn>;
using xnn_qs8_qc8w_igemm_minmax_info = xnn_qs8_gemm_ukernel_info<xnn_qs8_qc8w_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qs8_qc8w_gemm_minmax_info xnn_qs8_qc8w_gemm_minmax_ukernels[];
extern const size_t xnn_qs8_qc8w_gemm_minmax_ukernel_count;
extern const xnn_qs8_qc8w_igemm_minmax_info xnn_qs8_qc8w_igemm_minmax_ukernels[];
extern const size_t xnn_qs8_qc8w_igemm_minmax_ukernel_count;
