// Expands this translation unit's rows of the unipass and multipass tables into kernels over the byte vector type M.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and M.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S8_MAXPOOL_PARAMS) { \
      s8_maxpool<M, primary_tile, 0, channel_tile>(output_pixels, kernel_elements, channels, input, input_offset, \
          output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S8_MAXPOOL_PARAMS) { \
      s8_maxpool<M, primary_tile, incremental_tile, channel_tile>(output_pixels, kernel_elements, channels, input, \
          input_offset, output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
