// What the 8-bit output stages of every ISA share (x86-output.h, arm-output.h, wasm-output.h): the float clamp bounds
// of xnn_requantize_fp32 relative to the zero point, and the partial store of a row's last n < vector-width bytes
// once they are in a general register. No intrinsics: included from the per-ISA translation units only, through
// those headers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"

namespace {

// The clamp before rounding: [output_min - zero_point, output_max - zero_point].
inline float qs8_output_lo(const xnn_qs8_minmax_params& params) {
  return float(params.output_min - params.output_zero_point);
}
inline float qs8_output_hi(const xnn_qs8_minmax_params& params) {
  return float(params.output_max - params.output_zero_point);
}

// The first n (< sizeof(Word)) bytes of `bytes`, lowest first, at c, in 4-, 2- and 1-byte pieces.
template <class Word>
__attribute__((always_inline)) inline void qs8_store_low_bytes(int8_t* c, Word bytes, size_t n) {
  if constexpr (sizeof(Word) > 4) {
    if (n & 4) {
      const uint32_t word = uint32_t(bytes);
      __builtin_memcpy(c, &word, 4);
      c += 4;
      bytes >>= 32;
    }
  }
  if (n & 2) {
    const uint16_t half = uint16_t(bytes);
    __builtin_memcpy(c, &half, 2);
    c += 2;
    bytes >>= 16;
  }
  if (n & 1) *c = int8_t(bytes);
}

}  // namespace
