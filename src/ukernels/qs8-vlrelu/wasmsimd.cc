// Leaky ReLU kernels for wasmsimd: vlrelu-template.h over 8 16-bit lanes (extend in, q15mulr_sat, bitselect on the
// sign mask: XNNPACK's `arm` variant; saturating narrow out); a group of 16 bytes is two registers.
#include <type_traits>
#include <wasm_simd128.h>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_wasmsimd {
  static constexpr size_t kBytes = 16;
  static constexpr size_t kRegs = 2;
  using reg = v128_t;
  static reg splat(int16_t v) { return wasm_i16x8_splat(v); }
  template <class T>
  static void load(const T* p, reg* r) {
    const v128_t v = wasm_v128_load(p);
    if constexpr (std::is_signed_v<T>) {
      r[0] = wasm_i16x8_extend_low_i8x16(v);
      r[1] = wasm_i16x8_extend_high_i8x16(v);
    } else {
      r[0] = wasm_u16x8_extend_low_u8x16(v);
      r[1] = wasm_u16x8_extend_high_u8x16(v);
    }
  }
  template <class T>
  static void store(T* p, const reg* r) {
    wasm_v128_store(p, std::is_signed_v<T> ? wasm_i8x16_narrow_i16x8(r[0], r[1]) : wasm_u8x16_narrow_i16x8(r[0], r[1]));
  }
  static reg sub(reg a, reg b) { return wasm_i16x8_sub(a, b); }
  static reg add_sat(reg a, reg b) { return wasm_i16x8_add_sat(a, b); }
  static reg shl7(reg a) { return wasm_i16x8_shl(a, 7); }
  static reg mulhrs(reg a, reg b) { return wasm_i16x8_q15mulr_sat(a, b); }
  static reg if_negative(reg d, reg a, reg b) { return wasm_v128_bitselect(a, b, wasm_i16x8_shr(d, 15)); }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using H = lanes16_wasmsimd;

#include "ukernels/qs8-vlrelu/define-kernels.h"
