// fp32 requantization: the one formula by which every qs8/qu8 kernel turns an int32 sum into an 8-bit output.
//
//   y = clamp(round_half_even(float(acc) * scale) + zero_point, min, max)
//
// computed as: x = float(acc) (round to nearest even, exact below 2^24); x = x * scale (one IEEE binary32 multiply,
// never fused with anything); x = clamp(x, float(min - zero_point), float(max - zero_point)); y = round to nearest,
// ties to even, of x, plus zero_point. Clamping before rounding is the same as clamping after (the bounds are
// integers and rounding is monotone) and keeps every ISA's float -> int conversion in range: SSE's cvtps2dq, NEON's
// vcvtnq, WASM's magic-number add and this scalar code then give the same bytes. Tests compare every kernel with this
// function bit for bit. docs/kernels.md, "Quantized kernels", states the formula and its rounding.
#pragma once

#include <cstdint>

#include "ukernels/params.h"

// Round to nearest, ties to even, for |x| < 2^22, without depending on the rounding mode: adding 1.5 * 2^23 leaves
// the integer in the low mantissa bits.
static inline int32_t xnn_round_half_even_small(float x) {
  const float magic = 12582912.0f;  // 0x1.8p23
  const float shifted = x + magic;
  int32_t bits;
  __builtin_memcpy(&bits, &shifted, sizeof(bits));
  return bits - 0x4B400000;
}

static inline int32_t xnn_requantize_fp32(int32_t acc, float scale, const xnn_qs8_minmax_params& params) {
  float x = float(acc) * scale;
  const float lo = float(params.output_min - params.output_zero_point);
  const float hi = float(params.output_max - params.output_zero_point);
  x = x < lo ? lo : x;  // NaN cannot arise: acc is finite and scale is checked positive and finite at create time
  x = x > hi ? hi : x;
  return xnn_round_half_even_small(x) + params.output_zero_point;
}
