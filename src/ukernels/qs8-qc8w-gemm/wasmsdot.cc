// qs8-qc8w GEMM/IGEMM kernels for WASM relaxed SIMD: c4, i32x4.relaxed_dot_i8x16_i7x16_add_s (4 products per lane).
// A's 4 bytes are broadcast; one W register is 4 columns x 4 k, so no reduction across lanes is needed.
//
// The relaxed dot product is deterministic only while its second operand is 7-bit (0..127): with a top bit set an
// engine may read that byte as signed or as unsigned, and x86 engines (pmaddubsw) saturate other 16-bit pair sums.
// W stays the full-range signed operand and A, which can be any int8, is split as a = (a & 0x7F) - 128 * (a >> 7):
// two 7-bit operands, a low part in 0..127 and a sign bit in 0..1, each with its own accumulator. The pair sums are
// then at most 2 * 128 * 127 = 32512 in magnitude, so every engine computes the same exact sums, and the column sum
// is low - (sign << 7). The packer's a_offset stays 0.
#include <wasm_simd128.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/wasm-output.h"

#define XNN_THIS_ISA_IS_wasmsdot XNN_PROBE

namespace {

struct D : qs8_wasm_output {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 4;
  struct acc {
    v128_t low, sign;
  };
  struct a_reg {
    v128_t low, sign;
  };
  using w_reg = v128_t;

  static acc zero() { return {wasm_i32x4_const_splat(0), wasm_i32x4_const_splat(0)}; }
  static a_reg load_a(const int8_t* p) {
    const v128_t a = wasm_v128_load32_splat(p);
    return {wasm_v128_and(a, wasm_i8x16_const_splat(0x7F)), wasm_u8x16_shr(a, 7)};
  }
  static w_reg load_w(const int8_t* p) { return wasm_v128_load(p); }
  static acc dot(acc sum, a_reg a, w_reg w) {
    return {relaxed_dot(w, a.low, sum.low), relaxed_dot(w, a.sign, sum.sign)};
  }
  static out reduce(const acc* accs) { return wasm_i32x4_sub(accs[0].low, wasm_i32x4_shl(accs[0].sign, 7)); }

  // w (any int8) times seven_bit (0..127 only), 4 products summed into each of sum's lanes.
  static v128_t relaxed_dot(v128_t w, v128_t seven_bit, v128_t sum) {
    return v128_t(__builtin_wasm_relaxed_dot_i8x16_i7x16_add_s_i32x4(__i8x16(w), __i8x16(seven_bit), __i32x4(sum)));
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
