// Expands this translation unit's rows of the binary table into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile)                                           \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_VBINARY_PARAMS) {                              \
    vbinary_kernel<V, op_##op, xnn_binary_variant::variant, tile>::run(batch, a, b, y, params);  \
  })
#include "ukernels/f32-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_BINARY
