// f32 binary elementwise kernels for avx2: division by a broadcast divisor, two registers of each tile through
// the divider and one through the reciprocal and FMA (vdivc-reciprocal.h; its range check needs AVX2's integer
// min/max). One register in three through the reciprocal ran fastest of the splits tried (docs/kernels.md,
// "Measurements behind the tables"): the divider is a unit of its own, while the FMA path's ten vector operations per
// register compete with the loads, stores and clamps.
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
