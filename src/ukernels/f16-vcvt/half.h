// IEEE binary16 <-> binary32 in portable code: the scalar kernels' conversions and the definition every vector
// kernel of src/ukernels/f16-* must match bit for bit (docs/kernels.md, "Half precision").
//   f16 -> f32 is exact. A NaN keeps its sign and payload and becomes quiet (bit 22 set), as F16C and NEON do.
//   f32 -> f16 rounds to nearest even; magnitudes from 65520 up become infinity; results below 2^-14 are subnormal
//   (or zero); a NaN keeps its sign and the payload's top 10 bits and becomes quiet (0x7E00 | payload >> 13).
#pragma once

#include <cstdint>
#include <cstring>

namespace {

inline uint32_t xnn_half_float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  return u;
}

inline float xnn_half_bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}

inline float xnn_f16_to_f32(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16;
  const uint32_t magnitude = h & 0x7FFF;
  uint32_t bits;
  if (magnitude >= 0x7C00) {
    bits = 0x7F800000 | (magnitude & 0x3FF) << 13 | (magnitude > 0x7C00 ? 0x00400000 : 0);
  } else if (magnitude >= 0x0400) {
    bits = (magnitude << 13) + (112u << 23);  // rebias the exponent from 15 to 127
  } else {
    bits = xnn_half_float_bits(float(magnitude) * 0x1.0p-24f);  // subnormal or zero: exact in binary32
  }
  return xnn_half_bits_float(sign | bits);
}

inline uint16_t xnn_f32_to_f16(float f) {
  const uint32_t x = xnn_half_float_bits(f);
  const uint16_t sign = uint16_t(x >> 16 & 0x8000);
  const uint32_t magnitude = x & 0x7FFFFFFF;
  if (magnitude > 0x7F800000) return sign | 0x7E00 | uint16_t(magnitude >> 13 & 0x3FF);
  if (magnitude >= 0x38800000) {  // 2^-14 and up: a normal result or infinity
    const uint32_t rebiased = magnitude - (112u << 23);
    const uint32_t rounded = (rebiased + 0xFFF + (rebiased >> 13 & 1)) >> 13;  // ties to even
    return sign | uint16_t(rounded < 0x7C00 ? rounded : 0x7C00);
  }
  // Below 2^-14 the result is a multiple of 2^-24: adding 0.5 leaves exactly that many units of 2^-24 in the sum's
  // mantissa, rounded to nearest even by the addition itself (0x400 when it rounds up to the smallest normal).
  const float sum = xnn_half_bits_float(magnitude) + 0.5f;
  return sign | uint16_t(xnn_half_float_bits(sum) - 0x3F000000);
}

}  // namespace
