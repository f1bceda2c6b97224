// The 8-bit group helper of neon (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for neon.
#pragma once

#include <cstddef>
#include <cstdint>
#include <arm_neon.h>
#include <type_traits>

#include "ukernels/requantization.h"
#include "ukernels/simd/neon.h"

namespace {

struct bytes_neon {
  static constexpr size_t kBytes = 16;
  static int32x4_t isplat(int32_t x) { return vdupq_n_s32(x); }
  template <class T>
  static void load(const T* p, int32x4_t* r) {
    int16x8_t lo, hi;
    if constexpr (std::is_signed_v<T>) {
      const int8x16_t v = vld1q_s8(p);
      lo = vmovl_s8(vget_low_s8(v));
      hi = vmovl_s8(vget_high_s8(v));
    } else {
      const uint8x16_t v = vld1q_u8(p);
      lo = vreinterpretq_s16_u16(vmovl_u8(vget_low_u8(v)));
      hi = vreinterpretq_s16_u16(vmovl_u8(vget_high_u8(v)));
    }
    r[0] = vmovl_s16(vget_low_s16(lo));
    r[1] = vmovl_s16(vget_high_s16(lo));
    r[2] = vmovl_s16(vget_low_s16(hi));
    r[3] = vmovl_s16(vget_high_s16(hi));
  }
  template <class T>
  static void store(T* p, const int32x4_t* r) {
    const int16x8_t w01 = vcombine_s16(vmovn_s32(r[0]), vmovn_s32(r[1]));
    const int16x8_t w23 = vcombine_s16(vmovn_s32(r[2]), vmovn_s32(r[3]));
    const int8x16_t b = vcombine_s8(vmovn_s16(w01), vmovn_s16(w23));
    vst1q_s8(reinterpret_cast<int8_t*>(p), b);
  }
};

}  // namespace
