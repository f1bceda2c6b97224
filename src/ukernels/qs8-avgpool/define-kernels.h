// Expands this translation unit's rows of the qs8 and qu8 unipass and multipass tables into kernels over V and the
// byte helper B (src/ukernels/pooling/q8-pool-template.h). Include once, at the end of a per-ISA file that has
// defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and B.
#define XNN_Q8_AVGPOOL_BODY(T, primary_tile, incremental_tile, channel_tile, buffer)                           \
  q8_avgpool<V, B, T, primary_tile, incremental_tile, channel_tile>(output_pixels, kernel_elements, channels, \
      input, input_offset, zero, buffer, output, input_increment, output_increment, params)

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_AVGPOOL_UNIPASS_PARAMS) { \
      XNN_Q8_AVGPOOL_BODY(int8_t, primary_tile, 0, channel_tile, nullptr); \
    })
#include "ukernels/qs8-avgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_AVGPOOL_MULTIPASS_PARAMS) { \
      XNN_Q8_AVGPOOL_BODY(int8_t, primary_tile, incremental_tile, channel_tile, buffer); \
    })
#include "ukernels/qs8-avgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_AVGPOOL_UNIPASS_PARAMS) { \
      XNN_Q8_AVGPOOL_BODY(uint8_t, primary_tile, 0, channel_tile, nullptr); \
    })
#include "ukernels/qs8-avgpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_AVGPOOL_MULTIPASS_PARAMS) { \
      XNN_Q8_AVGPOOL_BODY(uint8_t, primary_tile, incremental_tile, channel_tile, buffer); \
    })
#include "ukernels/qs8-avgpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
#undef XNN_Q8_AVGPOOL_BODY
