// The WASM SIMD c8 dot product of the qs8-qc8w and qu8 kernels (qs8-qc8w-gemm/wasmsimd.cc, qu8-gemm/wasmsimd.cc):
// A's and W's 8 bytes widened to int16 (each family loads its own way), i32x4.dot_i16x8_s into 4 partial sums per
// column, added across at the end with shuffles; the output stage is wasm-output.h's. Included from the wasmsimd
// translation units only.
#pragma once

#include <wasm_simd128.h>

#include <cstddef>

#include "ukernels/qs8-qc8w-gemm/wasm-output.h"

namespace {

template <bool kUnsigned>
struct xnn_wasmsimd_c8 : xnn_wasm_output<kUnsigned> {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  using acc = v128_t;
  using a_reg = v128_t;
  using w_reg = v128_t;

  static acc zero() { return wasm_i32x4_const_splat(0); }
  static acc dot(acc sum, a_reg a, w_reg w) { return wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(a, w)); }
  static v128_t reduce(const acc* accs) {
    const v128_t t0 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[0], accs[1], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[0], accs[1], 2, 6, 3, 7));
    const v128_t t1 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[2], accs[3], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[2], accs[3], 2, 6, 3, 7));
    return wasm_i32x4_add(wasm_i32x4_shuffle(t0, t1, 0, 1, 4, 5), wasm_i32x4_shuffle(t0, t1, 2, 3, 6, 7));
  }
};

}  // namespace
