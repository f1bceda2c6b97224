// qs8 gavgpool kernels for wasmsimd: gavgpool-template.h over xnn_simd_wasmsimd; bytes widen with extend and narrow
// with saturating narrow.
#include <wasm_simd128.h>

#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/simd/wasmsimd.h"

namespace {

struct bytes_wasmsimd {
  static constexpr size_t kBytes = 16;
  static v128_t isplat(int32_t x) { return wasm_i32x4_splat(x); }
  static void load(const int8_t* p, v128_t* r) {
    const v128_t v = wasm_v128_load(p);
    const v128_t lo = wasm_i16x8_extend_low_i8x16(v);
    const v128_t hi = wasm_i16x8_extend_high_i8x16(v);
    r[0] = wasm_i32x4_extend_low_i16x8(lo);
    r[1] = wasm_i32x4_extend_high_i16x8(lo);
    r[2] = wasm_i32x4_extend_low_i16x8(hi);
    r[3] = wasm_i32x4_extend_high_i16x8(hi);
  }
  static void store(int8_t* p, const v128_t* r) {
    const v128_t w01 = wasm_i16x8_narrow_i32x4(r[0], r[1]);
    const v128_t w23 = wasm_i16x8_narrow_i32x4(r[2], r[3]);
    wasm_v128_store(p, wasm_i8x16_narrow_i16x8(w01, w23));
  }
  static void iload(const int32_t* p, v128_t* r) {
    for (size_t i = 0; i < 4; i++) r[i] = wasm_v128_load(p + 4 * i);
  }
  static void istore(int32_t* p, const v128_t* r) {
    for (size_t i = 0; i < 4; i++) wasm_v128_store(p + 4 * i, r[i]);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using B = bytes_wasmsimd;

#include "ukernels/qs8-gavgpool/define-kernels.h"
