// Expands this translation unit's rows of the GEMM and IGEMM tables into kernels over the traits type D.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and D.
#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                  \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");      \
                  extern "C" void fn(XNN_QS8_QC8W_GEMM_MINMAX_PARAMS) {                                     \
                    qs8_qc8w_gemm_minmax<D, tile_mr, tile_nr>(mr, nc, kc, a, a_stride, w, c, cm_stride,    \
                                                              cn_stride, params);                           \
                  })
#include "ukernels/qs8-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                  \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_QC8W_IGEMM_MINMAX_PARAMS) {                               \
    qs8_qc8w_igemm_minmax<D, tile_mr, tile_nr>(mr, nc, kc, ks, a, w, c, cm_stride, cn_stride, a_offset, zero, \
                                               params);                                                     \
  })
#include "ukernels/qs8-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
