// Expands this translation unit's rows of the f16 unary table into kernels: f32-vunary's loop and ops over the
// vector type V (halves in memory), with the op's halves of the params widened to the f32 params the ops take.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#include "ukernels/f16-vcvt/half.h"

namespace {

template <xnn_unary_op Op>
xnn_f32_unary_params xnn_f16_unary_params_as_f32(const xnn_f16_unary_params* params) {
  xnn_f32_unary_params p{};
  if constexpr (Op == xnn_unary_op::clamp) {
    p.clamp = {xnn_f16_to_f32(params->clamp.min), xnn_f16_to_f32(params->clamp.max)};
  } else if constexpr (Op == xnn_unary_op::leaky_relu) {
    p.leaky_relu.slope = xnn_f16_to_f32(params->leaky_relu.slope);
  } else if constexpr (Op == xnn_unary_op::elu) {
    p.elu = {xnn_f16_to_f32(params->elu.prescale), xnn_f16_to_f32(params->elu.alpha),
             xnn_f16_to_f32(params->elu.beta)};
  }
  return p;
}

}  // namespace

#define XNN_UKERNEL_UNARY(isa, fn, op, tile)                                                       \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_VUNARY_PARAMS) {                                 \
    const xnn_f32_unary_params p = xnn_f16_unary_params_as_f32<xnn_unary_op::op>(params);          \
    f32_vunary<V, op_##op, tile>(batch, x, y, &p);                                                 \
  })
#include "ukernels/f16-vunary/vunary-table.h"
#undef XNN_UKERNEL_UNARY
