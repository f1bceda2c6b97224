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

// Memory read: 4 independent i64x2 add chains over v128 loads.
extern "C" double xnn_peak_read_wasmsimd(const void* buffer, size_t bytes) {
  const v128_t* p = static_cast<const v128_t*>(buffer);
  v128_t s0 = wasm_i64x2_splat(0), s1 = s0, s2 = s0, s3 = s0;
  for (size_t i = 0; i < bytes / sizeof(v128_t); i += 4) {
    s0 = wasm_i64x2_add(s0, wasm_v128_load(p + i));
    s1 = wasm_i64x2_add(s1, wasm_v128_load(p + i + 1));
    s2 = wasm_i64x2_add(s2, wasm_v128_load(p + i + 2));
    s3 = wasm_i64x2_add(s3, wasm_v128_load(p + i + 3));
  }
  volatile int64_t sink = wasm_i64x2_extract_lane(wasm_i64x2_add(wasm_i64x2_add(s0, s1), wasm_i64x2_add(s2, s3)), 0);
  (void)sink;
  return double(bytes);
}
