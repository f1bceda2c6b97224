// Expands this translation unit's rows of the f16 raddstoreexpminusmax table into kernels: f32-raddstoreexpminusmax's
// template over the vector type V (halves in memory). Include once, at the end of a per-ISA file that has defined
// XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators)                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_RADDSTOREEXPMINUSMAX_PARAMS) {      \
    f32_raddstoreexpminusmax<V, tile, accumulators>(batch, x, max, y, sum);           \
  })
#include "ukernels/f16-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX
