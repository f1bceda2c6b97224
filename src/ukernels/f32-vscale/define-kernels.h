// Expands this translation unit's rows of the vscale table into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_VSCALE(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_VSCALE_PARAMS) { \
    f32_vscale<V, tile, accumulators>(XNN_F32_VSCALE_ARGS); \
  })
#include "ukernels/f32-vscale/vscale-table.h"
#undef XNN_UKERNEL_VSCALE
