// Expands this translation unit's rows of the qs8 and qu8 unipass and multipass tables into kernels over V and the
// byte helper B (src/ukernels/pooling/q8-pool-template.h). Include once, at the end of a per-ISA file that has
// defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and B.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_GAVGPOOL_UNIPASS_PARAMS) { \
      q8_gavgpool<V, B, int8_t, primary_tile, 0, channel_tile>(rows, channels, input, input_stride, zero, nullptr, \
          output, params); \
    })
#include "ukernels/qs8-gavgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_GAVGPOOL_MULTIPASS_PARAMS) { \
      q8_gavgpool<V, B, int8_t, primary_tile, incremental_tile, channel_tile>(rows, channels, input, input_stride, \
          zero, buffer, output, params); \
    })
#include "ukernels/qs8-gavgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_GAVGPOOL_UNIPASS_PARAMS) { \
      q8_gavgpool<V, B, uint8_t, primary_tile, 0, channel_tile>(rows, channels, input, input_stride, zero, nullptr, \
          output, params); \
    })
#include "ukernels/qs8-gavgpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_GAVGPOOL_MULTIPASS_PARAMS) { \
      q8_gavgpool<V, B, uint8_t, primary_tile, incremental_tile, channel_tile>(rows, channels, input, input_stride, \
          zero, buffer, output, params); \
    })
#include "ukernels/qs8-gavgpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
