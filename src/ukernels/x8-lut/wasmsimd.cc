// Table-lookup kernels for wasmsimd: i8x16.swizzle gives zero for every index >= 16, so chunk k looked up at
// x - 16k (wrapping) contributes only for x in chunk k, and OR-ing the 16 lookups gives the entry.
#include <wasm_simd128.h>

#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct lut_wasmsimd {
  static constexpr size_t kBytes = 16;
  using reg = v128_t;
  struct tables {
    v128_t chunk[16];
  };
  static tables prepare(const uint8_t* table) {
    tables t;
    for (size_t k = 0; k < 16; k++) t.chunk[k] = wasm_v128_load(table + 16 * k);
    return t;
  }
  static reg load(const uint8_t* p) { return wasm_v128_load(p); }
  static void store(uint8_t* p, reg v) { wasm_v128_store(p, v); }
  static reg lookup(const tables& t, reg x) {
    const v128_t v16 = wasm_i8x16_splat(16);
    reg y = wasm_i8x16_swizzle(t.chunk[0], x);
#pragma GCC unroll 15
    for (size_t k = 1; k < 16; k++) {
      x = wasm_i8x16_sub(x, v16);
      y = wasm_v128_or(y, wasm_i8x16_swizzle(t.chunk[k], x));
    }
    return y;
  }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    tail_through_register<lut_wasmsimd>(t, x, y, n);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using K = lut_wasmsimd;

#include "ukernels/x8-lut/define-kernels.h"
