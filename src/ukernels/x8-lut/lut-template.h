// The table-lookup loop, written once over an ISA's lookup K. Include only from per-ISA files.
//
// K offers: `reg` (K::kBytes bytes), `tables` (the 256-byte table in the form its lookup wants, built once per call),
// prepare(const uint8_t* table), load(const uint8_t*), store(uint8_t*, reg), lookup(const tables&, reg) and
// tail(const tables&, const uint8_t* x, uint8_t* y, size_t n) for the last 0 < n < kBytes bytes (it may read a whole
// register of x when kBytes <= XNN_EXTRA_BYTES, and writes n bytes of y).
//
// A kernel runs `Tile` bytes per iteration (all loads, then all lookups, then all stores, so in-place calls read
// each register before writing it), then single registers, then the tail.
#pragma once

#include <cstddef>
#include <cstdint>

namespace {

template <class K, size_t Tile>
void lut(size_t batch, const uint8_t* x, uint8_t* y, const uint8_t* table) {
  static_assert(Tile % K::kBytes == 0, "the tile must be whole registers");
  constexpr size_t kRegs = Tile / K::kBytes;
  using reg = typename K::reg;
  const typename K::tables t = K::prepare(table);
  for (; batch >= Tile; batch -= Tile, x += Tile, y += Tile) {
    reg r[kRegs];
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) r[i] = K::load(x + i * K::kBytes);
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) r[i] = K::lookup(t, r[i]);
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) K::store(y + i * K::kBytes, r[i]);
  }
  if constexpr (kRegs > 1) {
    for (; batch >= K::kBytes; batch -= K::kBytes, x += K::kBytes, y += K::kBytes) {
      K::store(y, K::lookup(t, K::load(x)));
    }
  }
  if constexpr (K::kBytes > 1) {
    if (batch != 0) K::tail(t, x, y, batch);
  }
}

// A tail through one register: the whole register of x is read (kBytes <= XNN_EXTRA_BYTES) and n bytes of the
// result are copied out of a stack copy.
template <class K>
void tail_through_register(const typename K::tables& t, const uint8_t* x, uint8_t* y, size_t n) {
  uint8_t out[K::kBytes];
  K::store(out, K::lookup(t, K::load(x)));
  __builtin_memcpy(y, out, n);
}

}  // namespace
