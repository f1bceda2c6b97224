// f32-rmax kernels for avx512f: the template of rmax-template.h over xnn_simd_avx512f.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RMAX_PARAMS) { f32_rmax<V, tile, accumulators>(XNN_F32_RMAX_ARGS); })
#include "ukernels/f32-rmax/rmax-table.h"
