// Halves for portable code: one element at a time through half.h (the scalar row of every f16 family).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f16-vcvt/half.h"

namespace {

struct xnn_half_scalar {
  static float load(const uint16_t* p) { return xnn_f16_to_f32(*p); }
  static float load_tail(const uint16_t*, size_t) { return 0.0f; }  // a 1-lane vector has no partial load
  static void store(uint16_t* p, float r) { *p = xnn_f32_to_f16(r); }
  static void store_tail(uint16_t*, float, size_t) {}
  static float splat(uint16_t h) { return xnn_f16_to_f32(h); }
};

}  // namespace
