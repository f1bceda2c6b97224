// Expands this translation unit's rows of the unipass and multipass tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_tile == V::kLanes, #fn ": argmax kernels step one register"); \
                  extern "C" void fn(XNN_F32_ARGMAXPOOL_UNIPASS_PARAMS) { \
      f32_argmaxpool<V, primary_tile, 0>(output_pixels, kernel_elements, channels, input, input_offset, \
          nullptr, nullptr, output, index, input_increment, output_increment); \
    })
#include "ukernels/f32-argmaxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_tile == V::kLanes, #fn ": argmax kernels step one register"); \
                  extern "C" void fn(XNN_F32_ARGMAXPOOL_MULTIPASS_PARAMS) { \
      f32_argmaxpool<V, primary_tile, incremental_tile>(output_pixels, kernel_elements, channels, input, \
          input_offset, value_buffer, index_buffer, output, index, input_increment, output_increment); \
    })
#include "ukernels/f32-argmaxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
