// The bilinear kernel, written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). Per pixel: ChannelTile channels per iteration (independent registers), then single registers,
// then one partial register. The corners, weights and output hold E: float, or halves for the f16 kernels of
// src/ukernels/f16-ibilinear/ (V converts in its loads, splats and stores).
#pragma once

#include "ukernels/f32-ibilinear/f32-ibilinear.h"

namespace {

template <class V>
typename V::reg bilinear(typename V::reg tl, typename V::reg tr, typename V::reg bl, typename V::reg br,
                         typename V::reg alpha_h, typename V::reg alpha_v) {
  const typename V::reg top = V::fma(tl, V::sub(tr, tl), alpha_h);
  const typename V::reg bottom = V::fma(bl, V::sub(br, bl), alpha_h);
  return V::fma(top, V::sub(bottom, top), alpha_v);
}

template <class V, size_t ChannelTile, class E>
void f32_ibilinear(size_t output_pixels, size_t channels, const E** input, size_t input_offset, const E* weights,
                   E* output, size_t output_increment) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kRegs = ChannelTile / kLanes;
  static_assert(ChannelTile % kLanes == 0, "the channel tile must be a whole number of registers");
  do {
    auto corner = [&](size_t k) {
      return reinterpret_cast<const E*>(reinterpret_cast<const char*>(input[k]) + input_offset);
    };
    const E* tl = corner(0);
    const E* tr = corner(1);
    const E* bl = corner(2);
    const E* br = corner(3);
    input += 4;
    const typename V::reg alpha_h = V::splat(weights[0]);
    const typename V::reg alpha_v = V::splat(weights[1]);
    weights += 2;

    size_t c = channels / sizeof(E);
    for (; c >= ChannelTile; c -= ChannelTile) {
      typename V::reg out[kRegs];
#pragma GCC unroll 16
      for (size_t k = 0; k < kRegs; k++) {
        out[k] = bilinear<V>(V::load(tl + k * kLanes), V::load(tr + k * kLanes), V::load(bl + k * kLanes),
                             V::load(br + k * kLanes), alpha_h, alpha_v);
      }
#pragma GCC unroll 16
      for (size_t k = 0; k < kRegs; k++) V::store(output + k * kLanes, out[k]);
      tl += ChannelTile, tr += ChannelTile, bl += ChannelTile, br += ChannelTile;
      output += ChannelTile;
    }
    for (; c >= kLanes; c -= kLanes) {
      V::store(output, bilinear<V>(V::load(tl), V::load(tr), V::load(bl), V::load(br), alpha_h, alpha_v));
      tl += kLanes, tr += kLanes, bl += kLanes, br += kLanes;
      output += kLanes;
    }
    if (c != 0) {
      V::store_tail(output,
                    bilinear<V>(V::load_tail(tl, c), V::load_tail(tr, c), V::load_tail(bl, c), V::load_tail(br, c),
                                alpha_h, alpha_v),
                    c);
      output += c;
    }
    output = reinterpret_cast<E*>(reinterpret_cast<char*>(output) + output_increment);
  } while (--output_pixels != 0);
}

}  // namespace
