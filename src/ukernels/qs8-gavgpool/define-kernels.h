// Expands this translation unit's rows of the unipass and multipass tables into kernels over V and the byte helper
// B. Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and B.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_GAVGPOOL_UNIPASS_PARAMS) { \
      qs8_gavgpool<V, B, primary_tile, 0, channel_tile>(rows, channels, input, input_stride, zero, nullptr, \
          output, params); \
    })
#include "ukernels/qs8-gavgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_GAVGPOOL_MULTIPASS_PARAMS) { \
      qs8_gavgpool<V, B, primary_tile, incremental_tile, channel_tile>(rows, channels, input, input_stride, zero, \
          buffer, output, params); \
    })
#include "ukernels/qs8-gavgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
