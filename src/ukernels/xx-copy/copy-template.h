// Copy, fill and pad written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). Registers only carry bytes here (bits.h), so the float type of V never touches the data.
#pragma once

#include <cstring>

#include "ukernels/simd/bits.h"
#include "ukernels/xx-copy/xx-copy.h"

namespace {

// Copies n < 2 * H bytes as two overlapping moves of H bytes (or fewer, recursively, when n < H). Inlined, like the
// other row helpers here: rows can be a few bytes long, where a call per row would dominate.
template <size_t H>
__attribute__((always_inline)) inline void copy_short(const char* in, char* out, size_t n) {
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
__attribute__((always_inline)) inline void copy_run(const char* in, char* out, size_t n) {
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

// Fills n < 2 * H bytes from `pattern` (at least 2 * H bytes of it). A multiple of 4 bytes is two overlapping moves
// of H bytes (both start at a multiple of 4: the pattern's phase holds); otherwise power-of-two pieces, largest
// first, so the pieces of 4 bytes or more start at multiples of 4 and the 1-byte piece continues a 2-byte one.
template <size_t H>
__attribute__((always_inline)) inline void fill_short(char* out, size_t n, const char* pattern) {
  if constexpr (H != 0) {
    if (n < H) return fill_short<H / 2>(out, n, pattern);
    if (H >= 4 && n % 4 == 0) {
      std::memcpy(out, pattern, H);
      std::memcpy(out + n - H, pattern, H);
      return;
    }
#pragma GCC unroll 8
    for (size_t h = H; h != 0; h /= 2) {  // every set bit of n (n < 2 * H)
      if (n & h) {
        std::memcpy(out, pattern + (h == 1 ? (n & 2) : 0), h);
        out += h;
      }
    }
  }
}

// Fills n bytes with the pattern (byte i gets pattern byte i % 4): registers, then one register ending at the last
// byte when that keeps the phase, else fill_short. `pattern` holds the pattern in every 32-bit lane of a register,
// `pattern_bytes` the same bytes in memory.
template <class V, size_t Tile>
__attribute__((always_inline)) inline void fill_run(char* out, size_t n, typename V::reg pattern,
                                                    const char* pattern_bytes) {
  constexpr size_t kBytes = sizeof(typename V::reg);
  if (n >= kBytes) {
    for (; n >= Tile; n -= Tile, out += Tile) {
#pragma GCC unroll 16
      for (size_t k = 0; k < Tile / kBytes; k++) store_bits<V>(out + k * kBytes, pattern);
    }
    for (; n >= kBytes; n -= kBytes, out += kBytes) store_bits<V>(out, pattern);
    if (n == 0) return;
    if (n % 4 == 0) {
      store_bits<V>(out + n - kBytes, pattern);
      return;
    }
  }
  fill_short<kBytes / 2>(out, n, pattern_bytes);
}

// The fill pattern in every 32-bit lane of a register, and the same bytes in memory for the short pieces.
template <class V>
struct fill_pattern_of {
  typename V::reg reg;
  char bytes[sizeof(typename V::reg)];
  explicit fill_pattern_of(uint32_t pattern) {
    for (size_t i = 0; i < sizeof(bytes); i += 4) std::memcpy(bytes + i, &pattern, 4);
    reg = load_bits<V>(bytes);
  }
};

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
  const fill_pattern_of<V> pattern(fill_pattern);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, out += output_stride) fill_run<V, Tile>(out, channels, pattern.reg, pattern.bytes);
}

template <class V, size_t Tile>
void xx_pad(XNN_XX_PAD_PARAMS) {
  const fill_pattern_of<V> pattern(fill_pattern);
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (; rows != 0; rows--, in += input_stride, out += output_stride) {
    fill_run<V, Tile>(out, pre_padding, pattern.reg, pattern.bytes);
    copy_run<V, Tile>(in, out + pre_padding, channels);
    fill_run<V, Tile>(out + pre_padding + channels, post_padding, pattern.reg, pattern.bytes);
  }
}

}  // namespace
