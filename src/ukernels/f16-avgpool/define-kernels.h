// Expands this translation unit's rows of the unipass and multipass tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V. The running
// sums between passes are floats, or halves for native fp16 V (scratch-type.h), in the caller's float buffer.
#include "ukernels/scratch-type.h"

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_AVGPOOL_UNIPASS_PARAMS) { \
      f32_pool<V, pool_sum_op<V>, primary_tile, 0, channel_tile, uint16_t, xnn_scratch_t<V, uint16_t>>( \
          pool_sum_op<V>(params), output_pixels, \
          kernel_elements, channels, input, input_offset, zero, nullptr, output, input_increment, \
          output_increment); \
    })
#include "ukernels/f16-avgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_AVGPOOL_MULTIPASS_PARAMS) { \
      f32_pool<V, pool_sum_op<V>, primary_tile, incremental_tile, channel_tile, uint16_t, \
          xnn_scratch_t<V, uint16_t>>(pool_sum_op<V>(params), \
          output_pixels, kernel_elements, channels, input, input_offset, zero, \
          reinterpret_cast<xnn_scratch_t<V, uint16_t>*>(buffer), output, input_increment, \
          output_increment); \
    })
#include "ukernels/f16-avgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
