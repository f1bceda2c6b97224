// Expands this translation unit's rows of both tables into kernels: lrelu<H, tile> of vlrelu-template.h over the
// ISA's 16-bit helper H. Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as
// XNN_PROBE) and H.
#define XNN_UKERNEL_VLRELU(isa, fn, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QS8_VLRELU_PARAMS) { lrelu<H, tile>(batch, x, y, params); })
#include "ukernels/qs8-vlrelu/qs8-vlrelu-table.h"
#undef XNN_UKERNEL_VLRELU

#define XNN_UKERNEL_VLRELU(isa, fn, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_VLRELU_PARAMS) { lrelu<H, tile>(batch, x, y, params); })
#include "ukernels/qs8-vlrelu/qu8-vlrelu-table.h"
#undef XNN_UKERNEL_VLRELU
