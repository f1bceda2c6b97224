// Expands this translation unit's rows of the table into kernels: the f32 GEMM body (src/ukernels/f32-gemm/
// gemm-template.h) over the vector type V, reading A and W through the policy P (bf16-pairs.h or the ISA's own).
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and P.
#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                      \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_BF16_F32_GEMM_MINMAX_PARAMS) {                                     \
    f32_gemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast::splat, P>(mr, nc, kc, a, a_stride, w, c, cm_stride, \
                                                                       cn_stride, params);                       \
  })
#include "ukernels/bf16-f32-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
