// Expands this translation unit's rows of the eight tables into kernels over V, the add steps S and the byte helper
// B. Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V, S and B.
#define XNN_VBINARY_DEFINE(isa, fn, tile, PARAMS, kind, T, scalar_b) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(PARAMS) {                  \
    vbinary<V, S, B, tile, xnn_vbinary_kind::kind, T, scalar_b>(batch, a, b, y, params); \
  })

#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QS8_VBINARY_PARAMS, add, int8_t, false)
#include "ukernels/qs8-vbinary/qs8-vadd-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QS8_VBINARY_PARAMS, add, int8_t, true)
#include "ukernels/qs8-vbinary/qs8-vaddc-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QS8_VBINARY_PARAMS, mul, int8_t, false)
#include "ukernels/qs8-vbinary/qs8-vmul-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QS8_VBINARY_PARAMS, mul, int8_t, true)
#include "ukernels/qs8-vbinary/qs8-vmulc-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QU8_VBINARY_PARAMS, add, uint8_t, false)
#include "ukernels/qs8-vbinary/qu8-vadd-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QU8_VBINARY_PARAMS, add, uint8_t, true)
#include "ukernels/qs8-vbinary/qu8-vaddc-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QU8_VBINARY_PARAMS, mul, uint8_t, false)
#include "ukernels/qs8-vbinary/qu8-vmul-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) \
  XNN_VBINARY_DEFINE(isa, fn, tile, XNN_QU8_VBINARY_PARAMS, mul, uint8_t, true)
#include "ukernels/qs8-vbinary/qu8-vmulc-table.h"
#undef XNN_UKERNEL_VBINARY

#undef XNN_VBINARY_DEFINE
