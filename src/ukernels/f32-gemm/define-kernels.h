// Expands this translation unit's rows of the GEMM and IGEMM tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
// The kernel's name picks how it broadcasts A (f32_gemm_broadcast_of in gemm-template.h).
#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_GEMM_MINMAX_PARAMS) {                                    \
    f32_gemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn)>(mr, nc, kc, a, a_stride, w, c,        \
                                                                     cm_stride, cn_stride, params);        \
  })
#include "ukernels/f32-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_IGEMM_MINMAX_PARAMS) {                                   \
    f32_igemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn)>(mr, nc, kc, ks, a, w, c, cm_stride,  \
                                                                      cn_stride, a_offset, zero, params);  \
  })
#include "ukernels/f32-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
