// f32-raddstoreexpminusmax kernels for avx512f: the template of raddstoreexpminusmax-template.h over xnn_simd_avx512f.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS) { f32_raddstoreexpminusmax<V, tile, accumulators>(XNN_F32_RADDSTOREEXPMINUSMAX_ARGS); })
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
