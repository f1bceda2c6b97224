// Expands this translation unit's rows of a transpose table into kernels over the register type V of `Element`s.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V, Element and
// XNN_TRANSPOSEC_TABLE.
#define XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width)                                                  \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_TRANSPOSEC_PARAMS) {                                                 \
    transposec<V, Element, tile_height, tile_width>(input, output, input_stride, output_stride, block_width,       \
                                                    block_height);                                                 \
  })
#define XNN_UKERNEL_TRANSPOSEC_STREAM(isa, fn, tile_height, tile_width)                                           \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_TRANSPOSEC_PARAMS) {                                                 \
    transposec_stream<V, Element, tile_height, tile_width>(input, output, input_stride, output_stride, block_width, \
                                                           block_height);                                          \
  })
#include XNN_TRANSPOSEC_TABLE
#undef XNN_UKERNEL_TRANSPOSEC
#undef XNN_UKERNEL_TRANSPOSEC_STREAM
