// Expands this translation unit's rows of both tables into kernels over V and the half helper H.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and H.
#define XNN_UKERNEL_VCVT(isa, fn, tile)                                \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F16_F32_VCVT_PARAMS) {   \
    (void) params;                                                     \
    f16_f32_vcvt<V, H, tile>(batch, x, y);                             \
  })
#include "ukernels/f16-vcvt/f16-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile)                                \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_F16_VCVT_PARAMS) {   \
    (void) params;                                                     \
    f32_f16_vcvt<V, H, tile>(batch, x, y);                             \
  })
#include "ukernels/f16-vcvt/f32-f16-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
