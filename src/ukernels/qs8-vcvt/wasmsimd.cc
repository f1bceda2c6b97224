// Conversion kernels for wasmsimd: vcvt-template.h over xnn_simd_wasmsimd (f32x4.nearest rounds to nearest even);
// a group of 16 bytes widens with extend and narrows with saturating narrow (exact: the lanes hold in-range values).
#include "ukernels/qs8-vcvt/bytes-wasmsimd.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using B = bytes_wasmsimd;

#include "ukernels/qs8-vcvt/define-kernels.h"
