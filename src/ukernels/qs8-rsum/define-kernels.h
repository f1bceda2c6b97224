// Expands this translation unit's rows of the four tables into kernels over V and the byte helpers S8 (sign
// extension) and U8 (zero extension). Include once, at the end of a per-ISA file that has defined
// XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V, S8 and U8.
#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_RSUM_PARAMS) { x8_rsum<V, S8, tile, acc>(batch, input, output); })
#include "ukernels/qs8-rsum/qs8-rsum-table.h"
#undef XNN_UKERNEL_RSUM

#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_RSUM_PARAMS) { x8_rsum<V, U8, tile, acc>(batch, input, output); })
#include "ukernels/qs8-rsum/qu8-rsum-table.h"
#undef XNN_UKERNEL_RSUM

#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile)                                  \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_RDSUM_PARAMS) {                           \
    x8_rdsum<V, S8, row_tile, channel_tile>(rows, channels, input, input_stride, output);   \
  })
#include "ukernels/qs8-rsum/qs8-rdsum-table.h"
#undef XNN_UKERNEL_RDSUM

#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile)                                  \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_RDSUM_PARAMS) {                           \
    x8_rdsum<V, U8, row_tile, channel_tile>(rows, channels, input, input_stride, output);   \
  })
#include "ukernels/qs8-rsum/qu8-rdsum-table.h"
#undef XNN_UKERNEL_RDSUM
