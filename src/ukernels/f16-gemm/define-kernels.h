// Expands this translation unit's rows of the f16 GEMM and IGEMM tables into kernels of the f32 GEMM template over
// V with the policy P: xnn_f16_f32acc_gemm (f32acc-gemm.h: halves converted, fp32 arithmetic) or
// f32_gemm_plain<V, uint16_t> (a native fp16 vector type). Include once, at the end of a per-ISA file that has
// defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and P.
#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_GEMM_MINMAX_PARAMS) {                                    \
    f32_gemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn), P>(mr, nc, kc, a, a_stride, w, c,     \
                                                                        cm_stride, cn_stride, params);     \
  })
#include "ukernels/f16-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_IGEMM_MINMAX_PARAMS) {                                   \
    f32_igemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn), P>(mr, nc, kc, ks, a, w, c,          \
                                                                         cm_stride, cn_stride, a_offset,   \
                                                                         zero, params);                    \
  })
#include "ukernels/f16-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
