// qs8-qc8w GEMM/IGEMM kernels for WASM SIMD: c8, i32x4.dot_i16x8_s (dot16x2). A's 8 bytes and each column's 8 bytes
// of W are loaded sign-extended (i16x8.load8x8_s, ld64); the dot leaves 4 partial sums per column, added across at
// the end with shuffles. The output stage is wasm-output.h's.
#include <wasm_simd128.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/wasm-output.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE

namespace {

struct D : qs8_wasm_output {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  using acc = v128_t;
  using a_reg = v128_t;
  using w_reg = v128_t;

  static acc zero() { return wasm_i32x4_const_splat(0); }
  static a_reg load_a(const int8_t* p) { return wasm_i16x8_load8x8(p); }
  static w_reg load_w(const int8_t* p) { return wasm_i16x8_load8x8(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(a, w)); }
  static out reduce(const acc* accs) {
    const v128_t t0 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[0], accs[1], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[0], accs[1], 2, 6, 3, 7));
    const v128_t t1 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[2], accs[3], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[2], accs[3], 2, 6, 3, 7));
    return wasm_i32x4_add(wasm_i32x4_shuffle(t0, t1, 0, 1, 4, 5), wasm_i32x4_shuffle(t0, t1, 2, 3, 6, 7));
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
