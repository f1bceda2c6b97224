// Expands this translation unit's rows of the f16 binary table into kernels: f32-vbinary's loop and ops over the
// vector type V (halves in memory), with the halves of the params widened to the f32 params the ops take.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#include "ukernels/f16-vcvt/half.h"

namespace {

xnn_f32_vbinary_params xnn_f16_vbinary_params_as_f32(const xnn_f16_vbinary_params* params) {
  xnn_f32_vbinary_params p{};
  if (params != nullptr) p.minmax = {xnn_f16_to_f32(params->minmax.min), xnn_f16_to_f32(params->minmax.max)};
  return p;
}

}  // namespace

#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile)                                     \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_VBINARY_PARAMS) {                        \
    const xnn_f32_vbinary_params p = xnn_f16_vbinary_params_as_f32(params);                \
    f32_vbinary<V, op_##op, xnn_binary_variant::variant, tile>(batch, a, b, y, &p);        \
  })
#include "ukernels/f16-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_BINARY
