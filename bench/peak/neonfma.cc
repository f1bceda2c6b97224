// NEON FMA peak: 16 independent q-register FMA chains.
#include <arm_neon.h>

#include "peak/peak.h"

extern "C" double xnn_peak_fma_neonfma(size_t iterations) {
  float32x4_t acc[16];
  for (int i = 0; i < 16; i++) acc[i] = vdupq_n_f32(float(i));
  const float32x4_t a = vdupq_n_f32(0.999f), b = vdupq_n_f32(0.001f);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 16
    for (int i = 0; i < 16; i++) acc[i] = vfmaq_f32(b, acc[i], a);
  }
  float32x4_t sum = acc[0];
  for (int i = 1; i < 16; i++) sum = vaddq_f32(sum, acc[i]);
  volatile float sink = vaddvq_f32(sum);
  (void)sink;
  return double(iterations) * 16 * 4 * 2;
}

// Memory read: 4 independent 64-bit add chains over q-register loads (two q registers per load pair).
extern "C" double xnn_peak_read_neonfma(const void* buffer, size_t bytes) {
  const uint64_t* p = static_cast<const uint64_t*>(buffer);
  uint64x2_t s0 = vdupq_n_u64(0), s1 = s0, s2 = s0, s3 = s0;
  for (size_t i = 0; i < bytes / sizeof(uint64_t); i += 8) {
    s0 = vaddq_u64(s0, vld1q_u64(p + i));
    s1 = vaddq_u64(s1, vld1q_u64(p + i + 2));
    s2 = vaddq_u64(s2, vld1q_u64(p + i + 4));
    s3 = vaddq_u64(s3, vld1q_u64(p + i + 6));
  }
  volatile uint64_t sink = vaddvq_u64(vaddq_u64(vaddq_u64(s0, s1), vaddq_u64(s2, s3)));
  (void)sink;
  return double(bytes);
}
