// A 256-entry lookup out of 16-entry shuffles (pshufb and its wider forms), shared by the x86 files. P offers `reg`,
// chunk(const uint8_t* p) (p[0..16) in every 16-byte lane), bxor, flip (x ^ 0x80 in every byte), subs16 (signed
// saturating x - 16 in every byte) and shuffle(t, i) (per 16-byte lane: t[i & 15] where i's top bit is clear, else 0).
//
// Why it works: the shuffle of chunk k at index x - 16k contributes where that index is in 0..127 and is zero where
// its top bit is set. Two passes of eight chunks keep the index's top bit set below each chunk's start:
//   low pass,  chunks 0..7:  index x, then saturating -16 per chunk: chunk k contributes for x in [16k, 127];
//   high pass, chunks 8..15: index x ^ 0x80 (= x - 128), the same steps: chunk k contributes for x in [16k, 255].
// So x in chunk j gets every chunk of its pass from the first up to j, and XOR-ing differences of neighbouring chunks
// (d[k] = T[k] ^ T[k-1], except d[0] = T[0] and d[8] = T[8]) telescopes to T[j][x & 15].
#pragma once

#include <cstddef>
#include <cstdint>

namespace {

template <class P>
struct pshufb_tables {
  typename P::reg d[16];
};

template <class P>
pshufb_tables<P> pshufb_prepare(const uint8_t* table) {
  pshufb_tables<P> t;
  for (size_t k = 0; k < 16; k++) {
    t.d[k] = P::chunk(table + 16 * k);
    if (k % 8 != 0) t.d[k] = P::bxor(t.d[k], P::chunk(table + 16 * (k - 1)));
  }
  return t;
}

template <class P>
typename P::reg pshufb_lookup(const pshufb_tables<P>& t, typename P::reg x) {
  typename P::reg lo = x, hi = P::flip(x);
  typename P::reg y = P::bxor(P::shuffle(t.d[0], lo), P::shuffle(t.d[8], hi));
#pragma GCC unroll 8
  for (size_t k = 1; k < 8; k++) {
    lo = P::subs16(lo);
    hi = P::subs16(hi);
    y = P::bxor(y, P::bxor(P::shuffle(t.d[k], lo), P::shuffle(t.d[8 + k], hi)));
  }
  return y;
}

}  // namespace
