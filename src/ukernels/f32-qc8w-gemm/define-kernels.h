// Expands this translation unit's rows of the f32-qc8w GEMM table, then those of the f32-qc4w table
// (ukernels/f32-qc4w-gemm/define-kernels.h), into kernels over the vector type V. Include once, at the end of a
// per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V. The kernel's name picks how it
// broadcasts A (f32_gemm_broadcast_of in ukernels/f32-gemm/gemm-template.h).
#include "ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h"
#include "ukernels/f32-qc8w-gemm/widen.h"
#include "ukernels/f32-qc8w-gemm/qcxw-template.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_QC8W_GEMM_MINMAX_PARAMS) {                                   \
    f32_qcxw_gemm_minmax<V, tile_mr, tile_nr, f32_gemm_broadcast_of(#fn), f32_qc8w_policy<V>>(                  \
        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params->min, params->max,                          \
        f32_qc8w_policy<V>());                                                                                  \
  })
#include "ukernels/f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#include "ukernels/f32-qc4w-gemm/define-kernels.h"
