// The s8 and u8 bilinear body, written once over a vector type V of int32 lanes; include only from per-ISA files
// (internal linkage). V offers elem (int8_t or uint8_t), kLanes, reg, load(const elem*) (kLanes elements widened to
// int32), store(elem*, reg) (kLanes lanes narrowed, every lane already in elem's range), splat(int32_t), add, sub,
// mul (low 32 bits), shl11 and sra22. A partial register goes through the stack: no byte past a corner's channels
// is read.
#pragma once

#include "ukernels/s8-ibilinear/s8-ibilinear.h"

namespace {

template <class V>
struct ibilinear_step {
  using reg = typename V::reg;
  using elem = typename V::elem;
  reg alpha_h, alpha_v, rounding;

  reg blend(reg tl, reg tr, reg bl, reg br) const {
    const reg top = V::add(V::shl11(tl), V::mul(V::sub(tr, tl), alpha_h));
    const reg bottom = V::add(V::shl11(bl), V::mul(V::sub(br, bl), alpha_h));
    const reg acc = V::add(V::shl11(top), V::mul(V::sub(bottom, top), alpha_v));
    return V::sra22(V::add(acc, rounding));
  }

  static reg load(const elem* p, size_t count) {
    if constexpr (V::kLanes == 1) return V::load(p);
    if (count == V::kLanes) return V::load(p);
    elem group[V::kLanes] = {};
    __builtin_memcpy(group, p, count);
    return V::load(group);
  }

  void run(const elem* const (&corner)[4], size_t c, size_t count, elem* out) const {
    const reg v = blend(load(corner[0] + c, count), load(corner[1] + c, count), load(corner[2] + c, count),
                        load(corner[3] + c, count));
    if constexpr (V::kLanes == 1) {
      V::store(out + c, v);
    } else if (count == V::kLanes) {
      V::store(out + c, v);
    } else {
      elem group[V::kLanes];
      V::store(group, v);
      __builtin_memcpy(out + c, group, count);
    }
  }
};

template <class V, size_t ChannelTile>
void x8_ibilinear(size_t output_pixels, size_t channels, const typename V::elem** input, size_t input_offset,
                  const int16_t* weights, typename V::elem* output, size_t output_increment) {
  using elem = typename V::elem;
  static_assert(ChannelTile % V::kLanes == 0, "the channel tile must be whole registers");
  do {
    const elem* corner[4];
    for (size_t k = 0; k < 4; k++) corner[k] = reinterpret_cast<const elem*>(
        reinterpret_cast<uintptr_t>(input[k]) + input_offset);
    input += 4;
    const ibilinear_step<V> s{V::splat(int32_t(uint16_t(weights[0]))), V::splat(int32_t(uint16_t(weights[1]))),
                              V::splat(int32_t(1) << 21)};
    weights += 2;
    size_t c = 0;
    for (; c + ChannelTile <= channels; c += ChannelTile) {
#pragma GCC unroll 16
      for (size_t k = 0; k < ChannelTile; k += V::kLanes) s.run(corner, c + k, V::kLanes, output);
    }
    for (; c + V::kLanes <= channels; c += V::kLanes) s.run(corner, c, V::kLanes, output);
    if (c != channels) s.run(corner, c, channels - c, output);
    output = reinterpret_cast<elem*>(reinterpret_cast<uintptr_t>(output) + channels + output_increment);
  } while (--output_pixels != 0);
}

}  // namespace
