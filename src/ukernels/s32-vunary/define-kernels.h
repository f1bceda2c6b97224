// Expands this translation unit's rows of the int32 unary table into kernels over the lane type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_S32_UNARY(isa, fn, op, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S32_VUNARY_PARAMS) { s32_vunary<V, op_##op, tile>(batch, x, y, params); })
#include "ukernels/s32-vunary/vunary-table.h"
#undef XNN_UKERNEL_S32_UNARY
