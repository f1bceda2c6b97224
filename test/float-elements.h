// The two floating-point element types the f32 and f16 kernel families store, for testers written once over both:
// conversions from the float a test names and to the double its reference computes in, the NaN a tester fills
// unused memory with, an output marker no kernel produces, and the error bound of a sum accumulated in fp32.
//
// A sum of `terms` products (or elements) accumulated in fp32 in any order and stored as E lies within one E ulp of
// the exact result plus (terms + 2) * 2^-24 times the sum of the magnitudes of its terms (docs/kernels.md).
#pragma once

#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "ukernels/f16-vcvt/half.h"
#include "ukernels/params.h"

struct xnn_test_f32 {
  using T = float;
  using minmax_params = xnn_f32_minmax_params;
  using scaleminmax_params = xnn_f32_scaleminmax_params;
  static T from_float(float x) { return x; }
  static double to_double(T x) { return x; }
  static T nan() { return std::numeric_limits<float>::quiet_NaN(); }
  static T marker() {
    const uint32_t bits = 0x7FC0DEADu;
    float f;
    std::memcpy(&f, &bits, sizeof(f));
    return f;
  }
  static bool is_marker(T x) {
    const T m = marker();
    return std::memcmp(&x, &m, sizeof(T)) == 0;
  }
  // The spacing of floats at |x| (2^-149 in the subnormal range).
  static double ulp(double x) {
    const double ax = std::fabs(x);
    return ax < 0x1.0p-126 ? 0x1.0p-149 : std::ldexp(1.0, std::ilogb(ax) - 23);
  }
  // Results at or past this magnitude round to infinity.
  static constexpr double kOverflow = 0x1.ffffffp+127;
  // Inputs whose sums and products are large but finite.
  static std::vector<float> large_inputs() { return {1e30f, -1e30f, 1e37f}; }
};

struct xnn_test_f16 {
  using T = uint16_t;
  using minmax_params = xnn_f16_minmax_params;
  using scaleminmax_params = xnn_f16_scaleminmax_params;
  static T from_float(float x) { return xnn_f32_to_f16(x); }
  static double to_double(T x) { return xnn_f16_to_f32(x); }
  static T nan() { return 0x7E00; }
  static T marker() { return 0x7D5A; }  // a signalling NaN
  static bool is_marker(T x) { return x == marker(); }
  // The spacing of halves at |x| (2^-24 in the subnormal range).
  static double ulp(double x) {
    const double ax = std::fabs(x);
    return ax < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(ax) - 10);
  }
  static constexpr double kOverflow = 65520.0;
  // The largest halves: their sums pass 65504 in the fp32 accumulator (which holds them), their averages do not.
  static std::vector<float> large_inputs() { return {65504.0f, 60000.0f, -65504.0f}; }
};

// Whether a kernel row of element type E computes in fp16 registers: f16 rows named `xnn_f16_...` (on an ISA with fp16
// arithmetic), not `xnn_f16_f32acc_...` (halves converted to fp32). Their tests take fp16 rounding bounds.
template <class E>
bool xnn_row_computes_in_fp16(const char* name) {
  return sizeof(typename E::T) == 2 && std::strstr(name, "_f32acc_") == nullptr;
}

template <class E>
double xnn_fp32_accumulation_bound(double expected, double magnitude, size_t terms) {
  return E::ulp(expected) + double(terms + 2) * 0x1.0p-24 * magnitude;
}
