// Copy, fill and pad written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). Registers only carry bytes here (bits.h), so the float type of V never touches the data.
#pragma once

#include <cstring>

#include "ukernels/simd/bits.h"
#include "ukernels/xx-copy/xx-copy.h"

namespace {

// Copies n bytes: Tile bytes per iteration, then registers, then either one register ending at the last byte (it
// rewrites bytes already copied with the same values) or, for a run shorter than a register, words and bytes.
template <class V, size_t Tile>
void copy_run(const char* in, char* out, size_t n) {
  constexpr size_t kBytes = sizeof(typename V::reg);
  static_assert(Tile % kBytes == 0, "the tile must be a whole number of registers");
  if (n >= kBytes) {
    for (; n >= Tile; n -= Tile) {
      typename V::reg r[Tile / kBytes];
#pragma GCC unroll 16
      for (size_t k = 0; k < Tile / kBytes; k++) r[k] = load_bits<V>(in + k * kBytes);
#pragma GCC unroll 16
      for (size_t k = 0; k < Tile / kBytes; k++) store_bits<V>(out + k * kBytes, r[k]);
      in += Tile;
      out += Tile;
    }
    for (; n >= kBytes; n -= kBytes, in += kBytes, out += kBytes) store_bits<V>(out, load_bits<V>(in));
    if (n != 0) store_bits<V>(out + n - kBytes, load_bits<V>(in + n - kBytes));
    return;
  }
  if constexpr (kBytes > 4) {
    if (n >= 4) {
      const size_t words = n / 4;
      V::store_tail(reinterpret_cast<float*>(out), V::load_tail(reinterpret_cast<const float*>(in), words), words);
      in += words * 4;
      out += words * 4;
      n -= words * 4;
    }
  }
  if (n & 2) {
    std::memcpy(out, in, 2);
    in += 2;
    out += 2;
  }
  if (n & 1) *out = *in;
}

// Fills n bytes with the pattern (byte i gets pattern byte i % 4). `vpattern` holds the pattern in every 32-bit lane.
template <class V, size_t Tile>
void fill_run(char* out, size_t n, typename V::reg vpattern, uint32_t pattern) {
  constexpr size_t kBytes = sizeof(typename V::reg);
  const size_t total = n;
  for (; n >= Tile; n -= Tile, out += Tile) {
#pragma GCC unroll 16
    for (size_t k = 0; k < Tile / kBytes; k++) store_bits<V>(out + k * kBytes, vpattern);
  }
  for (; n >= kBytes; n -= kBytes, out += kBytes) store_bits<V>(out, vpattern);
  if (n == 0) return;
  // One register ending at the last byte keeps the pattern's phase only when the run is a multiple of 4 bytes.
  if (total >= kBytes && total % 4 == 0) {
    store_bits<V>(out + n - kBytes, vpattern);
    return;
  }
  if constexpr (kBytes > 4) {
    if (n >= 4) {
      const size_t words = n / 4;
      V::store_tail(reinterpret_cast<float*>(out), vpattern, words);
      out += words * 4;
      n -= words * 4;
    }
  }
  if (n & 2) {
    std::memcpy(out, &pattern, 2);  // little-endian: pattern bytes 0 and 1
    out += 2;
    pattern >>= 16;
  }
  if (n & 1) *out = char(pattern & 0xFF);
}

template <class V>
typename V::reg splat_pattern(uint32_t pattern) {
  float f;
  std::memcpy(&f, &pattern, sizeof(f));
  return V::splat(f);
}

template <class V, size_t Tile>
void xx_copy(XNN_XX_COPY_PARAMS) {
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, in += input_stride, out += output_stride) {
    if constexpr (Tile == 0) {
      if (in != out) std::memcpy(out, in, channels);
    } else {
      copy_run<V, Tile>(in, out, channels);
    }
  }
}

template <class V, size_t Tile>
void xx_fill(XNN_XX_FILL_PARAMS) {
  const typename V::reg vpattern = splat_pattern<V>(fill_pattern);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, out += output_stride) fill_run<V, Tile>(out, channels, vpattern, fill_pattern);
}

template <class V, size_t Tile>
void xx_pad(XNN_XX_PAD_PARAMS) {
  const typename V::reg vpattern = splat_pattern<V>(fill_pattern);
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, in += input_stride, out += output_stride) {
    fill_run<V, Tile>(out, pre_padding, vpattern, fill_pattern);
    copy_run<V, Tile>(in, out + pre_padding, channels);
    fill_run<V, Tile>(out + pre_padding + channels, post_padding, vpattern, fill_pattern);
  }
}

}  // namespace
