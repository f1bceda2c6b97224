// The 8-bit group helper of wasmsimd (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for wasmsimd.
#pragma once

#include <cstddef>
#include <cstdint>
#include <wasm_simd128.h>
#include <type_traits>

#include "ukernels/requantization.h"
#include "ukernels/simd/wasmsimd.h"

namespace {

struct bytes_wasmsimd {
  static constexpr size_t kBytes = 16;
  static v128_t isplat(int32_t x) { return wasm_i32x4_splat(x); }
  template <class T>
  static void load(const T* p, v128_t* r) {
    const v128_t v = wasm_v128_load(p);
    if constexpr (std::is_signed_v<T>) {
      const v128_t lo = wasm_i16x8_extend_low_i8x16(v);
      const v128_t hi = wasm_i16x8_extend_high_i8x16(v);
      r[0] = wasm_i32x4_extend_low_i16x8(lo);
      r[1] = wasm_i32x4_extend_high_i16x8(lo);
      r[2] = wasm_i32x4_extend_low_i16x8(hi);
      r[3] = wasm_i32x4_extend_high_i16x8(hi);
    } else {
      const v128_t lo = wasm_u16x8_extend_low_u8x16(v);
      const v128_t hi = wasm_u16x8_extend_high_u8x16(v);
      r[0] = wasm_u32x4_extend_low_u16x8(lo);
      r[1] = wasm_u32x4_extend_high_u16x8(lo);
      r[2] = wasm_u32x4_extend_low_u16x8(hi);
      r[3] = wasm_u32x4_extend_high_u16x8(hi);
    }
  }
  template <class T>
  static void store(T* p, const v128_t* r) {
    const v128_t w01 = wasm_i16x8_narrow_i32x4(r[0], r[1]);
    const v128_t w23 = wasm_i16x8_narrow_i32x4(r[2], r[3]);
    wasm_v128_store(p, std::is_signed_v<T> ? wasm_i8x16_narrow_i16x8(w01, w23) : wasm_u8x16_narrow_i16x8(w01, w23));
  }
};

}  // namespace
