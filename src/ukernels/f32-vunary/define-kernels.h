// Expands this translation unit's rows of the unary table into kernels over the vector type V (a _FAST row runs
// op_<op>_fast). Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE)
// and V.
#define XNN_UKERNEL_UNARY(isa, fn, op, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_VUNARY_PARAMS) { f32_vunary<V, op_##op, tile>(batch, x, y, params); })
#define XNN_UKERNEL_UNARY_FAST(isa, fn, op, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_VUNARY_PARAMS) {  \
    f32_vunary<V, op_##op##_fast, tile>(batch, x, y, params);       \
  })
#include "ukernels/f32-vunary/vunary-table.h"
#undef XNN_UKERNEL_UNARY_FAST
#undef XNN_UKERNEL_UNARY
