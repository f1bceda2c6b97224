// Expands this translation unit's rows of the reduction tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RSUM_PARAMS) { f32_rsum<V, tile, acc>(batch, input, output, params); })
#include "ukernels/f32-reduce/rsum-table.h"
#undef XNN_UKERNEL_RSUM

#define XNN_RMINMAX_FLAGS_min true, false
#define XNN_RMINMAX_FLAGS_minmax true, true
#define XNN_UKERNEL_RMINMAX(isa, fn, op, tile, acc)                                           \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RMINMAX_PARAMS) {                           \
    f32_rminmax<V, XNN_RMINMAX_FLAGS_##op, tile, acc>(batch, input, output, params);          \
  })
#include "ukernels/f32-reduce/rminmax-table.h"
#undef XNN_UKERNEL_RMINMAX
#undef XNN_RMINMAX_FLAGS_min
#undef XNN_RMINMAX_FLAGS_minmax

#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile)                                              \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RDSUM_PARAMS) {                                       \
    f32_rdsum<V, row_tile, channel_tile>(rows, channels, input, input_stride, output, params);          \
  })
#include "ukernels/f32-reduce/rdsum-table.h"
#undef XNN_UKERNEL_RDSUM

#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RMAX_PARAMS) { f32_rmax<V, tile, accumulators>(batch, x, max); })
#include "ukernels/f32-reduce/rmax-table.h"
#undef XNN_UKERNEL_RMAX
