// Expands this translation unit's rows of the transpose table into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width)                                                 \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_X32_TRANSPOSEC_PARAMS) {                                            \
    x32_transposec<V, tile_height, tile_width>(input, output, input_stride, output_stride, block_width,           \
                                               block_height);                                                      \
  })
#include "ukernels/x32-transposec/transposec-table.h"
#undef XNN_UKERNEL_TRANSPOSEC
