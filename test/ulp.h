// Distance between a float result and a double-precision reference, in units in the last place of the float
// nearest to the reference. NaN matches NaN (any payload); an infinite reference needs the same infinity.
#pragma once

#include <cmath>
#include <algorithm>
#include <cstring>
#include <limits>

inline double xnn_ulp_error(float actual, double reference) {
  if (std::isnan(reference)) return std::isnan(actual) ? 0.0 : INFINITY;
  if (std::isnan(actual)) return INFINITY;
  if (std::isinf(reference)) return double(actual) == reference ? 0.0 : INFINITY;
  // An infinite result for a finite reference counts as +-2^128, the float after +-FLT_MAX (a correctly rounded
  // overflow is then at most 0.5 ULP away).
  if (std::isinf(actual)) {
    if ((actual > 0) != (reference > 0)) return INFINITY;
    if (std::isinf(float(reference))) return 0.0;
    return std::abs(std::copysign(0x1.0p128, reference) - reference) / 0x1.0p104;
  }
  const float nearest = float(reference);
  int exponent;
  std::frexp(std::isinf(nearest) ? std::numeric_limits<float>::max() : nearest, &exponent);
  // Spacing of floats in [2^(e-1), 2^e): 2^(e-24), never below the denormal spacing 2^-149.
  const double ulp = std::ldexp(1.0, std::max(exponent - 24, -149));
  return std::abs(double(actual) - reference) / ulp;
}

// True when actual is the exact result: the same bits, except that any NaN matches a NaN reference.
inline bool xnn_exactly(float actual, double reference) {
  if (std::isnan(reference)) return std::isnan(actual);
  const float expected = float(reference);
  return std::memcmp(&actual, &expected, sizeof(float)) == 0;
}
