// What the fp16 operator tests share: random fp16 tensors (IEEE binary16 bits in uint16_t) with the XNN_EXTRA_BYTES
// tail, and the comparison of an fp16 result with a reference computed in double from the same fp16 inputs, in fp16
// ULPs (docs/kernels.md, "Half precision").
#pragma once

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "operator-tester.h"
#include "ukernels/f16-vcvt/half.h"

inline float f16_value(uint16_t h) { return xnn_f16_to_f32(h); }
inline uint16_t f16_of(double x) { return xnn_f32_to_f16(float(x)); }

// `count` random values of [low, high] rounded to fp16, then XNN_EXTRA_BYTES of fp16 NaN (using them would poison
// results).
inline std::vector<uint16_t> random_f16(std::mt19937& rng, size_t count, float low = -1.0f, float high = 1.0f) {
  std::uniform_real_distribution<float> dist(low, high);
  std::vector<uint16_t> v(count + XNN_EXTRA_BYTES / sizeof(uint16_t), uint16_t(0x7E00));
  for (size_t i = 0; i < count; i++) v[i] = xnn_f32_to_f16(dist(rng));
  return v;
}

// Position of an fp16 value on the number line in ULPs (-0 and +0 at 0), for ULP distances.
inline int32_t f16_ordinal(uint16_t h) { return (h & 0x8000) != 0 ? -int32_t(h & 0x7FFF) : int32_t(h); }

// Whether `actual` is within `ulps` fp16 ULPs of `expected` rounded to fp16 (NaN only where expected is NaN).
inline bool f16_within(uint16_t actual, double expected, int32_t ulps) {
  const uint16_t rounded = f16_of(expected);
  const bool actual_nan = (actual & 0x7FFF) > 0x7C00;
  if (std::isnan(expected) || actual_nan) return std::isnan(expected) && actual_nan;
  return std::abs(f16_ordinal(actual) - f16_ordinal(rounded)) <= ulps;
}
