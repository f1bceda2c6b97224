// What the f16 elementwise tests compare with: a double rounded once, to nearest even, to a half (the correctly
// rounded fp16 result), and the distance between two halves in fp16 ULP (how many halves lie between them, so
// 65504 and infinity are 1 apart).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "ukernels/f16-vcvt/half.h"

namespace {

bool xnn_half_is_nan(uint16_t h) { return (h & 0x7FFF) > 0x7C00; }

// RN(r) in binary16, in one rounding (double -> float -> half could round twice).
uint16_t xnn_round_to_half(double r) {
  if (std::isnan(r)) return 0x7E00;
  const uint16_t sign = std::signbit(r) ? 0x8000 : 0;
  const double a = std::fabs(r);
  if (a >= 65520.0) return sign | 0x7C00;
  // The spacing of halves at a: 2^(e - 10) in [2^e, 2^(e+1)), 2^-24 below 2^-14; a / spacing is exact.
  const int e = a == 0 ? -14 : std::max(std::ilogb(a), -14);
  const double spacing = std::ldexp(1.0, e - 10);
  const double rounded = std::nearbyint(a / spacing) * spacing;  // a half (or 65536, which becomes infinity)
  return sign | xnn_f32_to_f16(float(rounded));
}

// Halves in order as integers: -inf ... -0 = +0 ... +inf.
int32_t xnn_half_ordinal(uint16_t h) { return (h & 0x8000) ? -int32_t(h & 0x7FFF) : int32_t(h); }

// Distance in fp16 ULP between two non-NaN halves.
int32_t xnn_half_distance(uint16_t a, uint16_t b) { return std::abs(xnn_half_ordinal(a) - xnn_half_ordinal(b)); }

// How far `actual` is from `expected` (a correctly rounded half): 0 when equal (any NaN for NaN), the distance in
// ULP otherwise, and a large number for a NaN where a number was due or the reverse.
int32_t xnn_half_error(uint16_t actual, uint16_t expected) {
  if (xnn_half_is_nan(expected) || xnn_half_is_nan(actual)) {
    return xnn_half_is_nan(expected) && xnn_half_is_nan(actual) ? 0 : 1 << 20;
  }
  return xnn_half_distance(actual, expected);
}

}  // namespace
