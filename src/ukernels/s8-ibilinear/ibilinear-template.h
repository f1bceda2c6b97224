// The s8 and u8 bilinear body, written once over a vector type V of int32 lanes; include only from per-ISA files
// (internal linkage). V offers elem (int8_t or uint8_t), kLanes, reg, load(const elem*) (kLanes elements widened to
// int32), store(elem*, reg) (kLanes lanes narrowed, every lane already in elem's range), splat(int32_t), add, sub,
// mul (low 32 bits), shl11 and sra22. Fewer than kLanes channels at the end of a pixel go through
// V::load_partial(const elem*, count) and V::store_partial(elem*, reg, count) where V has them (masked loads and
// stores), otherwise one channel at a time through lane_scalar: a copy through the stack costs a store-forwarding
// stall per corner, ten times the scalar formula on 3-channel images. No byte past a corner's channels is read.
#pragma once

#include <type_traits>

#include "ukernels/s8-ibilinear/s8-ibilinear.h"

namespace {

// One channel in an int32, wrapping like a vector lane.
template <class T>
struct lane_scalar {
  using elem = T;
  static constexpr size_t kLanes = 1;
  using reg = int32_t;
  static reg load(const T* p) { return *p; }
  static void store(T* p, reg v) { *p = T(v); }
  static reg splat(int32_t x) { return x; }
  static reg add(reg a, reg b) { return int32_t(uint32_t(a) + uint32_t(b)); }
  static reg sub(reg a, reg b) { return int32_t(uint32_t(a) - uint32_t(b)); }
  static reg mul(reg a, reg b) { return int32_t(uint32_t(a) * uint32_t(b)); }
  static reg shl11(reg a) { return int32_t(uint32_t(a) << 11); }
  static reg sra22(reg a) { return a >> 22; }
};

template <class V, class = void>
struct has_partial_access : std::false_type {};
template <class V>
struct has_partial_access<V, decltype(void(V::load_partial(nullptr, size_t(1))))> : std::true_type {};

template <class V>
struct ibilinear_step {
  using reg = typename V::reg;
  using elem = typename V::elem;
  reg alpha_h, alpha_v, rounding;

  ibilinear_step(int32_t h, int32_t v) : alpha_h(V::splat(h)), alpha_v(V::splat(v)), rounding(V::splat(1 << 21)) {}

  reg blend(reg tl, reg tr, reg bl, reg br) const {
    const reg top = V::add(V::shl11(tl), V::mul(V::sub(tr, tl), alpha_h));
    const reg bottom = V::add(V::shl11(bl), V::mul(V::sub(br, bl), alpha_h));
    const reg acc = V::add(V::shl11(top), V::mul(V::sub(bottom, top), alpha_v));
    return V::sra22(V::add(acc, rounding));
  }

  void run(const elem* const (&corner)[4], size_t c, elem* out) const {
    V::store(out + c, blend(V::load(corner[0] + c), V::load(corner[1] + c), V::load(corner[2] + c),
                            V::load(corner[3] + c)));
  }

  void run_partial(const elem* const (&corner)[4], size_t c, size_t count, elem* out) const {
    const reg v = blend(V::load_partial(corner[0] + c, count), V::load_partial(corner[1] + c, count),
                        V::load_partial(corner[2] + c, count), V::load_partial(corner[3] + c, count));
    V::store_partial(out + c, v, count);
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
    const int32_t alpha_h = int32_t(uint16_t(weights[0])), alpha_v = int32_t(uint16_t(weights[1]));
    weights += 2;
    const ibilinear_step<V> s(alpha_h, alpha_v);
    size_t c = 0;
    for (; c + ChannelTile <= channels; c += ChannelTile) {
#pragma GCC unroll 16
      for (size_t k = 0; k < ChannelTile; k += V::kLanes) s.run(corner, c + k, output);
    }
    for (; c + V::kLanes <= channels; c += V::kLanes) s.run(corner, c, output);
    if constexpr (V::kLanes != 1) {
      if (c != channels) {
        if constexpr (has_partial_access<V>::value) {
          s.run_partial(corner, c, channels - c, output);
        } else {
          const ibilinear_step<lane_scalar<elem>> one(alpha_h, alpha_v);
          for (; c < channels; c++) one.run(corner, c, output);
        }
      }
    }
    output = reinterpret_cast<elem*>(reinterpret_cast<uintptr_t>(output) + channels + output_increment);
  } while (--output_pixels != 0);
}

}  // namespace
