// Halves for AArch64 NEON: 4 halves <-> one q register of floats (fcvtl, fcvtn; every AArch64 core has them, the
// `neonfp16` of XNNPACK's names).
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_half_neon {
  static float32x4_t load(const uint16_t* p) { return vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16(p))); }
  // 8 bytes from p: at most 6 past the last half, inside XNN_EXTRA_BYTES.
  static float32x4_t load_tail(const uint16_t* p, size_t) { return load(p); }
  static void store(uint16_t* p, float32x4_t r) { vst1_u16(p, vreinterpret_u16_f16(vcvt_f16_f32(r))); }
  static void store_tail(uint16_t* p, float32x4_t r, size_t n) {
    uint16x4_t h = vreinterpret_u16_f16(vcvt_f16_f32(r));
    if (n & 2) {
      vst1_lane_u32(reinterpret_cast<uint32_t*>(p), vreinterpret_u32_u16(h), 0);
      h = vext_u16(h, h, 2);
      p += 2;
    }
    if (n & 1) vst1_lane_u16(p, h, 0);
  }
  static float32x4_t splat(uint16_t h) { return vcvt_f32_f16(vreinterpret_f16_u16(vdup_n_u16(h))); }
};

}  // namespace
