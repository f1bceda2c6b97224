// f32 GEMM/IGEMM kernels for WebAssembly SIMD128: 4-float v128 vectors. Baseline SIMD128 has no fused multiply-add,
// so each step is a multiply and an add (rounded twice; the tests' tolerance covers both roundings).
//
// Engines map v128 to 16 xmm registers on x86 and 32 q registers on ARM; the tiles fit in 16:
//   4x8_splat  8 accumulators + 2 W + 4 A = 14     4x8_loadsplat  8 + 2 + 1 = 11
// `_splat` kernels load 4 consecutive A values per row with one v128 load and broadcast each lane with a shuffle;
// `_loadsplat` kernels broadcast one A value per k step from memory (v128.load32_splat).
// Clamping uses pmin/pmax (one instruction on x86, unlike the NaN-propagating f32x4.min/max); with a NaN result
// they return the bound, as the AVX2 kernels do.
#include <wasm_simd128.h>

#include "ukernels/f32-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE

namespace {

struct V {
  using reg = v128_t;
  static constexpr size_t kLanes = 4;
  static reg load(const float* p) { return wasm_v128_load(p); }
  static void store(float* p, reg r) { wasm_v128_store(p, r); }
  static void store_tail(float* p, reg r, size_t n) {
    if (n & 2) {
      wasm_v128_store64_lane(p, r, 0);
      p += 2;
      r = wasm_i64x2_shuffle(r, r, 1, 1);
    }
    if (n & 1) wasm_v128_store32_lane(p, r, 0);
  }
  static reg splat(float x) { return wasm_f32x4_splat(x); }
  static reg fma(reg acc, reg a, reg b) { return wasm_f32x4_add(acc, wasm_f32x4_mul(a, b)); }
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) {
    return wasm_f32x4_add(acc, wasm_f32x4_mul(b, wasm_i32x4_shuffle(a, a, L, L, L, L)));
  }
  static reg min(reg a, reg b) { return wasm_f32x4_pmin(b, a); }
  static reg max(reg a, reg b) { return wasm_f32x4_pmax(b, a); }
};

}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
