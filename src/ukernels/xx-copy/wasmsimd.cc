// Copy, fill and pad kernels for wasmsimd: copy-template.h over xnn_simd_wasmsimd.
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/xx-copy/define-kernels.h"
