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
