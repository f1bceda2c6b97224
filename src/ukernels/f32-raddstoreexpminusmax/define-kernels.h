// Expands this translation unit's rows of the raddstoreexpminusmax table into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS) { \
    f32_raddstoreexpminusmax<V, tile, accumulators>(XNN_F32_RADDSTOREEXPMINUSMAX_ARGS); \
  })
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST(isa, fn, tile, accumulators)               \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS) {        \
    f32_raddstoreexpminusmax<V, tile, accumulators, true>(XNN_F32_RADDSTOREEXPMINUSMAX_ARGS); \
  })
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX
