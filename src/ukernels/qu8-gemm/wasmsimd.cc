// qu8 GEMM/IGEMM kernels for WASM SIMD: c8, i32x4.dot_i16x8_s (dot16x2). A's 8 bytes loaded zero-extended
// (u16x8.load8x8, ld64) times a column's 8 packed int16 weights; the partial sums added across at the end with
// shuffles. Requantization rounds with the magic-number add (1.5 * 2^23) after the clamp, as xnn_requantize_fp32
// does; unsigned narrowing.
#include <wasm_simd128.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE

namespace {

struct D {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  static constexpr size_t kOutLanes = 4;
  static constexpr size_t kWBytes = 2;
  using acc = v128_t;
  using a_reg = v128_t;
  using w_reg = v128_t;
  using out = v128_t;
  struct out_params {
    v128_t lo, hi, magic, magic_minus_zero_point;
  };

  static acc zero() { return wasm_i32x4_const_splat(0); }
  static a_reg load_a(const int8_t* p) { return wasm_u16x8_load8x8(p); }
  static w_reg load_w(const int8_t* p) { return wasm_v128_load(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return wasm_i32x4_add(sum, wasm_i32x4_dot_i16x8(a, w)); }
  static out reduce(const acc* accs) {
    const v128_t t0 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[0], accs[1], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[0], accs[1], 2, 6, 3, 7));
    const v128_t t1 = wasm_i32x4_add(wasm_i32x4_shuffle(accs[2], accs[3], 0, 4, 1, 5),
                                     wasm_i32x4_shuffle(accs[2], accs[3], 2, 6, 3, 7));
    return wasm_i32x4_add(wasm_i32x4_shuffle(t0, t1, 0, 1, 4, 5), wasm_i32x4_shuffle(t0, t1, 2, 3, 6, 7));
  }
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    // The magic add leaves round(x) in the low mantissa bits of 0x4B400000 + round(x); subtracting
    // (0x4B400000 - zero_point) as an integer yields round(x) + zero_point.
    return {wasm_f32x4_splat(float(params.output_min - params.output_zero_point)),
            wasm_f32x4_splat(float(params.output_max - params.output_zero_point)), wasm_f32x4_splat(12582912.0f),
            wasm_i32x4_splat(0x4B400000 - params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = wasm_i32x4_add(sum, wasm_v128_load(bias));
    v128_t x = wasm_f32x4_mul(wasm_f32x4_convert_i32x4(sum), wasm_v128_load(scale));
    x = wasm_f32x4_pmin(p.hi, wasm_f32x4_pmax(p.lo, x));
    const v128_t y = wasm_i32x4_sub(wasm_f32x4_add(x, p.magic), p.magic_minus_zero_point);
    const v128_t y16 = wasm_i16x8_narrow_i32x4(y, y);
    uint32_t word = wasm_u32x4_extract_lane(wasm_u8x16_narrow_i16x8(y16, y16), 0);
    if (n == 4) {
      __builtin_memcpy(c, &word, 4);
      return;
    }
    if (n & 2) {
      const uint16_t half = uint16_t(word);
      __builtin_memcpy(c, &half, 2);
      c += 2;
      word >>= 16;
    }
    if (n & 1) *c = int8_t(word);
  }
};

}  // namespace

#include "ukernels/qu8-gemm/define-kernels.h"
