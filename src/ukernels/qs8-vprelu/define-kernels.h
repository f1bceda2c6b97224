// Expands this translation unit's rows of the six tables into kernels over V and the byte helper B. Include once,
// at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V and B.
#define XNN_VPRELU_DEFINE(isa, fn, tile, PARAMS, kind, T) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(PARAMS) {        \
    vprelu<V, B, tile, xnn_vprelu_kind::kind, T>(batch, a, b, y, params); \
  })

#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QS8_VPRELU_PARAMS, array, int8_t)
#include "ukernels/qs8-vprelu/qs8-vprelu-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QS8_VPRELU_PARAMS, const_slope, int8_t)
#include "ukernels/qs8-vprelu/qs8-vpreluc-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QS8_VPRELU_PARAMS, const_input, int8_t)
#include "ukernels/qs8-vprelu/qs8-vrpreluc-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QU8_VPRELU_PARAMS, array, uint8_t)
#include "ukernels/qs8-vprelu/qu8-vprelu-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QU8_VPRELU_PARAMS, const_slope, uint8_t)
#include "ukernels/qs8-vprelu/qu8-vpreluc-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_VPRELU_DEFINE(isa, fn, tile, XNN_QU8_VPRELU_PARAMS, const_input, uint8_t)
#include "ukernels/qs8-vprelu/qu8-vrpreluc-table.h"
#undef XNN_UKERNEL_VPRELU

#undef XNN_VPRELU_DEFINE
