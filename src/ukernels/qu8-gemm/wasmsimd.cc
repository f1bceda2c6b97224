// qu8 GEMM/IGEMM kernels for WASM SIMD: c8, i32x4.dot_i16x8_s (dot16x2). A's 8 bytes loaded zero-extended
// (u16x8.load8x8, ld64) times a column's 8 packed int16 weights; the partial sums added across at the end with
// shuffles. The output stage is wasm-output.h's (unsigned).
#include <wasm_simd128.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/wasmsimd-c8.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE

namespace {

struct D : xnn_wasmsimd_c8<true> {
  static constexpr size_t kWBytes = 2;
  static a_reg load_a(const int8_t* p) { return wasm_u16x8_load8x8(p); }
  static w_reg load_w(const int8_t* p) { return wasm_v128_load(p); }
};

}  // namespace

#include "ukernels/qu8-gemm/define-kernels.h"
