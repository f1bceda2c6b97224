// The 8-bit group helper of scalar (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for scalar.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/requantization.h"
#include "ukernels/simd/scalar.h"

namespace {

struct bytes_scalar {
  static constexpr size_t kBytes = 1;
  static int32_t isplat(int32_t x) { return x; }
  template <class T>
  static void load(const T* p, int32_t* r) { r[0] = *p; }
  template <class T>
  static void store(T* p, const int32_t* r) { *p = T(r[0]); }
};

// The template rounds only clamped values (|x| <= 383), so the magic-number addition rounds them to nearest even
// without std::nearbyint, a library call where the baseline has no rounding instruction (SSE2): twice as fast.
struct scalar_with_magic_round : xnn_simd_scalar {
  static int32_t cvt_round(float x) { return xnn_round_half_even_small(x); }
};

}  // namespace
