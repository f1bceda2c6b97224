// Expands this translation unit's rows of the six tables into kernels over V and the byte helper B.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and B.
#define XNN_VCVT_DEFINE(isa, fn, PARAMS, body) XNN_IF_THIS_ISA(isa, extern "C" void fn(PARAMS) { body; })

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_F32_QS8_VCVT_PARAMS, (quantize<V, B, tile, int8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/f32-qs8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_F32_QU8_VCVT_PARAMS, (quantize<V, B, tile, uint8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/f32-qu8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_QS8_F32_VCVT_PARAMS, (dequantize<V, B, tile, int8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/qs8-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_QU8_F32_VCVT_PARAMS, (dequantize<V, B, tile, uint8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/qu8-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_QS8_VCVT_PARAMS, (requantize<V, B, tile, int8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/qs8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#define XNN_UKERNEL_VCVT(isa, fn, tile) \
  XNN_VCVT_DEFINE(isa, fn, XNN_QU8_VCVT_PARAMS, (requantize<V, B, tile, uint8_t>(batch, x, y, params)))
#include "ukernels/qs8-vcvt/qu8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT

#undef XNN_VCVT_DEFINE
