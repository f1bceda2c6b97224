// qs8/qu8 sum kernels for wasmsimd: rsum-template.h over xnn_simd_wasmsimd; bytes widen with extend twice.
#include <wasm_simd128.h>

#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/wasmsimd.h"

namespace {

struct sums_wasmsimd {
  static v128_t isplat(int32_t x) { return wasm_i32x4_splat(x); }
  static void iload(const int32_t* p, v128_t* r) {
    for (size_t i = 0; i < 4; i++) r[i] = wasm_v128_load(p + 4 * i);
  }
  static void istore(int32_t* p, const v128_t* r) {
    for (size_t i = 0; i < 4; i++) wasm_v128_store(p + 4 * i, r[i]);
  }
};

struct bytes_s8_wasmsimd : sums_wasmsimd {
  using T = int8_t;
  static constexpr size_t kBytes = 16;
  static void load(const T* p, v128_t* r) {
    const v128_t v = wasm_v128_load(p);
    const v128_t lo = wasm_i16x8_extend_low_i8x16(v);
    const v128_t hi = wasm_i16x8_extend_high_i8x16(v);
    r[0] = wasm_i32x4_extend_low_i16x8(lo);
    r[1] = wasm_i32x4_extend_high_i16x8(lo);
    r[2] = wasm_i32x4_extend_low_i16x8(hi);
    r[3] = wasm_i32x4_extend_high_i16x8(hi);
  }
};

struct bytes_u8_wasmsimd : sums_wasmsimd {
  using T = uint8_t;
  static constexpr size_t kBytes = 16;
  static void load(const T* p, v128_t* r) {
    const v128_t v = wasm_v128_load(p);
    const v128_t lo = wasm_u16x8_extend_low_u8x16(v);
    const v128_t hi = wasm_u16x8_extend_high_u8x16(v);
    r[0] = wasm_u32x4_extend_low_u16x8(lo);
    r[1] = wasm_u32x4_extend_high_u16x8(lo);
    r[2] = wasm_u32x4_extend_low_u16x8(hi);
    r[3] = wasm_u32x4_extend_high_u16x8(hi);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using S8 = bytes_s8_wasmsimd;
using U8 = bytes_u8_wasmsimd;

#include "ukernels/qs8-rsum/define-kernels.h"
