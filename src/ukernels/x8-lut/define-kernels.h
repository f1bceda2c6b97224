// Expands this translation unit's rows of the table into kernels: lut<K, tile> of lut-template.h over the ISA's
// lookup K. Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and K.
#define XNN_UKERNEL_LUT(isa, fn, tile) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_X8_LUT_PARAMS) { lut<K, tile>(batch, x, y, table); })
#include "ukernels/x8-lut/lut-table.h"
#undef XNN_UKERNEL_LUT
