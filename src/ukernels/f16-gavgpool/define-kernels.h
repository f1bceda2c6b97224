// Expands this translation unit's rows of the unipass and multipass tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V. The running
// sums between passes are floats, or halves for native fp16 V (scratch-type.h), in the caller's float buffer.
#include "ukernels/scratch-type.h"

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_GAVGPOOL_UNIPASS_PARAMS) { \
      f32_gavgpool<V, primary_tile, 0, channel_tile, uint16_t, xnn_f16_scaleminmax_params, \
          xnn_scratch_t<V, uint16_t>>(rows, channels, input, input_stride, zero, nullptr, \
          output, params); \
    })
#include "ukernels/f16-gavgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_GAVGPOOL_MULTIPASS_PARAMS) { \
      f32_gavgpool<V, primary_tile, incremental_tile, channel_tile, uint16_t, xnn_f16_scaleminmax_params, \
          xnn_scratch_t<V, uint16_t>>(rows, channels, input, input_stride, zero, \
          reinterpret_cast<xnn_scratch_t<V, uint16_t>*>(buffer), output, params); \
    })
#include "ukernels/f16-gavgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
