// f32-raddstoreexpminusmax kernels for neonfma: the template of raddstoreexpminusmax-template.h over xnn_simd_neonfma.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS) { f32_raddstoreexpminusmax<V, tile, accumulators>(XNN_F32_RADDSTOREEXPMINUSMAX_ARGS); })
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
