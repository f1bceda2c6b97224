// Expands this translation unit's rows of the s8 and u8 unipass and multipass tables into kernels over the byte
// vector types S (signed) and U (unsigned). Include once, at the end of a per-ISA file that has defined
// XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), S and U.
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S8_MAXPOOL_PARAMS) { \
      x8_maxpool<S, primary_tile, 0, channel_tile>(output_pixels, kernel_elements, channels, input, input_offset, \
          output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S8_MAXPOOL_PARAMS) { \
      x8_maxpool<S, primary_tile, incremental_tile, channel_tile>(output_pixels, kernel_elements, channels, input, \
          input_offset, output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_U8_MAXPOOL_PARAMS) { \
      x8_maxpool<U, primary_tile, 0, channel_tile>(output_pixels, kernel_elements, channels, input, input_offset, \
          output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL

#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_U8_MAXPOOL_PARAMS) { \
      x8_maxpool<U, primary_tile, incremental_tile, channel_tile>(output_pixels, kernel_elements, channels, input, \
          input_offset, output, input_increment, output_increment, params); \
    })
#include "ukernels/s8-maxpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
