// Copy, fill and pad written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). Registers only carry bytes here (bits.h), so the float type of V never touches the data.
#pragma once

#include <cstring>

#include "ukernels/simd/bits.h"
#include "ukernels/xx-copy/xx-copy.h"

namespace {

// Copies n < 2 * H bytes as two overlapping moves of H bytes (or fewer, recursively, when n < H).
template <size_t H>
void copy_short(const char* in, char* out, size_t n) {
  if constexpr (H != 0) {
    if (n < H) return copy_short<H / 2>(in, out, n);
    char head[H], tail[H];  // both loaded before either store: in place (in == out) stays correct
    std::memcpy(head, in, H);
    std::memcpy(tail, in + n - H, H);
    std::memcpy(out, head, H);
    std::memcpy(out + n - H, tail, H);
  }
}

// Copies n bytes: Tile bytes per iteration, then registers, then one register ending at the last byte (it rewrites
// bytes already copied with the same values). A run shorter than a register is two overlapping power-of-two moves
// (fixed-size memcpy: plain loads and stores, never a slow masked one).
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
  copy_short<kBytes / 2>(in, out, n);
}

// Writes the pieces of n < 2 * H bytes: H bytes if n has that bit, then smaller pieces. Pieces of 4 bytes or more
// start at multiples of 4 (phase 0 of the pattern); the 1-byte piece continues a 2-byte one.
template <size_t H>
void fill_pieces(char* out, size_t n, const char* pattern) {
  if constexpr (H != 0) {
    if (n & H) {
      std::memcpy(out, pattern + (H == 1 ? (n & 2) : 0), H);
      out += H;
    }
    fill_pieces<H / 2>(out, n, pattern);
  }
}

// Fills n bytes with the pattern (byte i gets pattern byte i % 4). `vpattern` holds the pattern in every 32-bit lane.
// What a register cannot cover keeps the phase through power-of-two pieces (fill_pieces).
template <class V, size_t Tile>
void fill_run(char* out, size_t n, typename V::reg vpattern) {
  constexpr size_t kBytes = sizeof(typename V::reg);
  if (n >= kBytes) {
    for (; n >= Tile; n -= Tile, out += Tile) {
#pragma GCC unroll 16
      for (size_t k = 0; k < Tile / kBytes; k++) store_bits<V>(out + k * kBytes, vpattern);
    }
    for (; n >= kBytes; n -= kBytes, out += kBytes) store_bits<V>(out, vpattern);
    if (n == 0) return;
    // One register ending at the last byte keeps the pattern's phase when it starts at a multiple of 4 bytes.
    if (n % 4 == 0) {
      store_bits<V>(out + n - kBytes, vpattern);
      return;
    }
  }
  char pattern[kBytes];
  store_bits<V>(pattern, vpattern);
  fill_pieces<kBytes / 2>(out, n, pattern);
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
  for (; rows != 0; rows--, out += output_stride) fill_run<V, Tile>(out, channels, vpattern);
}

template <class V, size_t Tile>
void xx_pad(XNN_XX_PAD_PARAMS) {
  const typename V::reg vpattern = splat_pattern<V>(fill_pattern);
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, in += input_stride, out += output_stride) {
    fill_run<V, Tile>(out, pre_padding, vpattern);
    copy_run<V, Tile>(in, out + pre_padding, channels);
    fill_run<V, Tile>(out + pre_padding + channels, post_padding, vpattern);
  }
}

}  // namespace
