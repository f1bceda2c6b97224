// Expands this translation unit's rows of the int32 binary table into kernels over the lane type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_S32_BINARY(isa, fn, op, variant, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S32_VBINARY_PARAMS) {                   \
    s32_vbinary<V, op_##op, xnn_binary_variant::variant, tile>(batch, a, b, y);       \
  })
#include "ukernels/s32-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_S32_BINARY
