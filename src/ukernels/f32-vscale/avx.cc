// f32-vscale kernels for avx: the template of vscale-template.h over xnn_simd_avx.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#define XNN_UKERNEL_VSCALE(isa, fn, tile, accumulators) \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_F32_VSCALE_PARAMS) { f32_vscale<V, tile, accumulators>(XNN_F32_VSCALE_ARGS); })
#include "ukernels/f32-vscale/vscale-table.h"
