// f32-rmax kernels for wasmsimd: the template of rmax-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_RMAX_PARAMS) { f32_rmax<V, tile, accumulators>(XNN_F32_RMAX_ARGS); })
#include "ukernels/f32-rmax/rmax-table.h"
