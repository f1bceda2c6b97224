// s8 and u8 bilinear kernels for neon: ibilinear-template.h over 4 int32 lanes (vmovl, vmulq_s32, vmovn).
#include <arm_neon.h>

#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

struct lanes_neon {
  static constexpr size_t kLanes = 4;
  using reg = int32x4_t;
  static uint32x2_t load4(const void* p) {
    uint32_t word;
    __builtin_memcpy(&word, p, 4);
    return vdup_n_u32(word);
  }
  static void store4(void* p, uint32x2_t v) {
    const uint32_t word = vget_lane_u32(v, 0);
    __builtin_memcpy(p, &word, 4);
  }
  static reg splat(int32_t x) { return vdupq_n_s32(x); }
  static reg add(reg a, reg b) { return vaddq_s32(a, b); }
  static reg sub(reg a, reg b) { return vsubq_s32(a, b); }
  static reg mul(reg a, reg b) { return vmulq_s32(a, b); }
  static reg shl11(reg a) { return vshlq_n_s32(a, 11); }
  static reg sra22(reg a) { return vshrq_n_s32(a, 22); }
};

struct signed_neon : lanes_neon {
  using elem = int8_t;
  static reg load(const int8_t* p) {
    return vmovl_s16(vget_low_s16(vmovl_s8(vreinterpret_s8_u32(load4(p)))));
  }
  static void store(int8_t* p, reg v) {
    const int16x4_t half = vmovn_s32(v);
    store4(p, vreinterpret_u32_s8(vmovn_s16(vcombine_s16(half, half))));
  }
};

struct unsigned_neon : lanes_neon {
  using elem = uint8_t;
  static reg load(const uint8_t* p) {
    return vreinterpretq_s32_u32(vmovl_u16(vget_low_u16(vmovl_u8(vreinterpret_u8_u32(load4(p))))));
  }
  static void store(uint8_t* p, reg v) {
    const uint16x4_t half = vmovn_u32(vreinterpretq_u32_s32(v));
    store4(p, vreinterpret_u32_u8(vmovn_u16(vcombine_u16(half, half))));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using S = signed_neon;
using U = unsigned_neon;

#include "ukernels/s8-ibilinear/define-kernels.h"
