// Expands this translation unit's rows of the f16 rmax table into kernels: f32-reduce's rmax template over the
// vector type V (halves in memory). Include once, at the end of a per-ISA file that has defined
// XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_RMAX_PARAMS) { f32_rmax<V, tile, accumulators>(batch, x, max); })
#include "ukernels/f16-rmax/rmax-table.h"
#undef XNN_UKERNEL_RMAX
