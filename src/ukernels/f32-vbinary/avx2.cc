// f32 binary elementwise kernels for avx2: division by a broadcast divisor, two registers of each tile through
// the divider and one through the reciprocal and FMA (vdivc-reciprocal.h; its range check needs AVX2's integer
// min/max). Zen 3, 16K-32K elements: all through the divider 70% of a copy's speed, all through the reciprocal 69%,
// one of two 81%, one of three 87-90% (the divider is a unit of its own; the FMA path's ten vector operations per
// register compete with the loads, stores and clamps).
#include "ukernels/f32-vbinary/vdivc-reciprocal.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

namespace {
template <>
struct vdivc_divider_regs<V> {
  static constexpr size_t value = 2;
};
}  // namespace

#include "ukernels/f32-vbinary/define-kernels.h"
