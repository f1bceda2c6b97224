// Expands this translation unit's rows of the copy, fill and pad tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_COPY(isa, fn, tile)                                                                          \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_XX_COPY_PARAMS) {                                                  \
    xx_copy<V, tile>(rows, channels, input, input_stride, output, output_stride);                               \
  })
#include "ukernels/xx-copy/copy-table.h"
#undef XNN_UKERNEL_COPY

#define XNN_UKERNEL_FILL(isa, fn, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_XX_FILL_PARAMS) {                                                  \
    xx_fill<V, tile>(rows, channels, output, output_stride, fill_pattern);                                       \
  })
#include "ukernels/xx-copy/fill-table.h"
#undef XNN_UKERNEL_FILL

#define XNN_UKERNEL_PAD(isa, fn, tile)                                                                           \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_XX_PAD_PARAMS) {                                                   \
    xx_pad<V, tile>(rows, channels, pre_padding, post_padding, input, input_stride, output, output_stride,      \
                    fill_pattern);                                                                               \
  })
#include "ukernels/xx-copy/pad-table.h"
#undef XNN_UKERNEL_PAD
