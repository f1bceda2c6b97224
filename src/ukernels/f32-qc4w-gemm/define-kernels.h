// Expands this translation unit's rows of the f32-qc4w GEMM table into kernels over the vector type V, with the
// 4-bit policy of ukernels/f32-qc8w-gemm/qcxw-template.h. Included at the end of the per-ISA files of
// src/ukernels/f32-qc8w-gemm/, after that family's kernels.
#include "ukernels/f32-qc4w-gemm/f32-qc4w-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_QC4W_GEMM_MINMAX_PARAMS) {                                   \
    f32_qcxw_gemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn), f32_qc4w_policy<V>>(                  \
        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params->min, params->max,                          \
        f32_qc4w_policy<V>(params->kernel_zero_point));                                                         \
  })
#include "ukernels/f32-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
