// s8 and u8 bilinear kernels for wasmsimd: ibilinear-template.h over 4 int32 lanes (extend, i32x4.mul, narrow).
#include <wasm_simd128.h>

#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

struct lanes_wasmsimd {
  static constexpr size_t kLanes = 4;
  using reg = v128_t;
  static reg splat(int32_t x) { return wasm_i32x4_splat(x); }
  static reg add(reg a, reg b) { return wasm_i32x4_add(a, b); }
  static reg sub(reg a, reg b) { return wasm_i32x4_sub(a, b); }
  static reg mul(reg a, reg b) { return wasm_i32x4_mul(a, b); }
  static reg shl11(reg a) { return wasm_i32x4_shl(a, 11); }
  static reg sra22(reg a) { return wasm_i32x4_shr(a, 22); }
};

struct signed_wasmsimd : lanes_wasmsimd {
  using elem = int8_t;
  static reg load(const int8_t* p) {
    return wasm_i32x4_extend_low_i16x8(wasm_i16x8_extend_low_i8x16(wasm_v128_load32_zero(p)));
  }
  static void store(int8_t* p, reg v) {
    const v128_t half = wasm_i16x8_narrow_i32x4(v, v);
    wasm_v128_store32_lane(p, wasm_i8x16_narrow_i16x8(half, half), 0);
  }
};

struct unsigned_wasmsimd : lanes_wasmsimd {
  using elem = uint8_t;
  static reg load(const uint8_t* p) {
    return wasm_u32x4_extend_low_u16x8(wasm_u16x8_extend_low_u8x16(wasm_v128_load32_zero(p)));
  }
  static void store(uint8_t* p, reg v) {
    const v128_t half = wasm_i16x8_narrow_i32x4(v, v);
    wasm_v128_store32_lane(p, wasm_u8x16_narrow_i16x8(half, half), 0);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using S = signed_wasmsimd;
using U = unsigned_wasmsimd;

#include "ukernels/s8-ibilinear/define-kernels.h"
