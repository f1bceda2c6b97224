// WASM SIMD peak: no fused multiply-add in baseline SIMD128, so one "FMA" is a multiply and an add.
#include <wasm_simd128.h>

#include "peak/peak.h"

extern "C" double xnn_peak_fma_wasmsimd(size_t iterations) {
  v128_t acc[12];
  for (int i = 0; i < 12; i++) acc[i] = wasm_f32x4_splat(float(i));
  const v128_t a = wasm_f32x4_splat(0.999f), b = wasm_f32x4_splat(0.001f);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = wasm_f32x4_add(wasm_f32x4_mul(acc[i], a), b);
  }
  v128_t sum = acc[0];
  for (int i = 1; i < 12; i++) sum = wasm_f32x4_add(sum, acc[i]);
  volatile float sink = wasm_f32x4_extract_lane(sum, 0);
  (void)sink;
  return double(iterations) * 12 * 4 * 2;
}
