// Expands this translation unit's rows of the s8 and u8 bilinear tables into kernels over the vector types S
// (sign-extending) and U (zero-extending). Include once, at the end of a per-ISA file that has defined
// XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), S and U.
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile)                                                              \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_S8_IBILINEAR_PARAMS) {                                             \
    x8_ibilinear<S, channel_tile>(output_pixels, channels, input, input_offset, weights, output, output_increment); \
  })
#include "ukernels/s8-ibilinear/ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR

#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile)                                                              \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_U8_IBILINEAR_PARAMS) {                                             \
    x8_ibilinear<U, channel_tile>(output_pixels, channels, input, input_offset, weights, output, output_increment); \
  })
#include "ukernels/s8-ibilinear/u8-ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
