// qs8-qc8w GEMM/IGEMM kernels for WASM SIMD: c8, i32x4.dot_i16x8_s (dot16x2). A's 8 bytes and each column's 8 bytes
// of W are loaded sign-extended (i16x8.load8x8_s, ld64); the dot leaves 4 partial sums per column, added across at
// the end with shuffles. The output stage is wasm-output.h's.
#include <wasm_simd128.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/wasmsimd-c8.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE

namespace {

struct D : xnn_wasmsimd_c8<false> {
  static a_reg load_a(const int8_t* p) { return wasm_i16x8_load8x8(p); }
  static w_reg load_w(const int8_t* p) { return wasm_i16x8_load8x8(p); }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
