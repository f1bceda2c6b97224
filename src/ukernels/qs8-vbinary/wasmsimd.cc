// 8-bit add and multiply kernels for wasmsimd: vbinary-template.h over xnn_simd_wasmsimd
// with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-wasmsimd.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using B = bytes_wasmsimd;

namespace {

// The add steps (vbinary-template.h): i32x4.mul, i32x4.shr_s.
struct S {
  static uint32_t shift_count(uint32_t shift) { return shift; }
  static v128_t mullo(v128_t a, v128_t b) { return wasm_i32x4_mul(a, b); }
  static v128_t sra(v128_t a, uint32_t shift) { return wasm_i32x4_shr(a, shift); }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
