// Expands this translation unit's rows of the f16 bilinear table into kernels of the f32 template
// (src/ukernels/f32-ibilinear/ibilinear-template.h) over V, whose elements are halves. Include once, at the end of a
// per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile)                                              \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_IBILINEAR_PARAMS) {                             \
    f32_ibilinear<V, channel_tile>(output_pixels, channels, input, input_offset, weights, output, \
                                   output_increment);                                             \
  })
#include "ukernels/f16-ibilinear/ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
