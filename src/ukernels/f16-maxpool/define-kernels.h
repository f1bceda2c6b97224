// Expands this translation unit's rows of the unipass and multipass tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_MAXPOOL_UNIPASS_PARAMS) { \
      f32_pool<V, pool_max_op<V>, primary_tile, 0, channel_tile>(pool_max_op<V>(params), output_pixels, \
          kernel_elements, channels, input, input_offset, nullptr, nullptr, output, input_increment, \
          output_increment); \
    })
#include "ukernels/f16-maxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_MAXPOOL_MULTIPASS_PARAMS) { \
      f32_pool<V, pool_max_op<V>, primary_tile, incremental_tile, channel_tile>(pool_max_op<V>(params), \
          output_pixels, kernel_elements, channels, input, input_offset, nullptr, output, output, \
          input_increment, output_increment); \
    })
#include "ukernels/f16-maxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
