// qs8/qu8 sum kernels for neon: rsum-template.h over xnn_simd_neon; bytes widen with vmovl twice.
#include <arm_neon.h>

#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/neon.h"

namespace {

struct sums_neon {
  static int32x4_t isplat(int32_t x) { return vdupq_n_s32(x); }
  static void iload(const int32_t* p, int32x4_t* r) {
    for (size_t i = 0; i < 4; i++) r[i] = vld1q_s32(p + 4 * i);
  }
  static void istore(int32_t* p, const int32x4_t* r) {
    for (size_t i = 0; i < 4; i++) vst1q_s32(p + 4 * i, r[i]);
  }
};

struct bytes_s8_neon : sums_neon {
  using T = int8_t;
  static constexpr size_t kBytes = 16;
  static void load(const T* p, int32x4_t* r) {
    const int8x16_t v = vld1q_s8(p);
    const int16x8_t lo = vmovl_s8(vget_low_s8(v));
    const int16x8_t hi = vmovl_s8(vget_high_s8(v));
    r[0] = vmovl_s16(vget_low_s16(lo));
    r[1] = vmovl_s16(vget_high_s16(lo));
    r[2] = vmovl_s16(vget_low_s16(hi));
    r[3] = vmovl_s16(vget_high_s16(hi));
  }
};

struct bytes_u8_neon : sums_neon {
  using T = uint8_t;
  static constexpr size_t kBytes = 16;
  static void load(const T* p, int32x4_t* r) {
    const uint8x16_t v = vld1q_u8(p);
    const uint16x8_t lo = vmovl_u8(vget_low_u8(v));
    const uint16x8_t hi = vmovl_u8(vget_high_u8(v));
    r[0] = vreinterpretq_s32_u32(vmovl_u16(vget_low_u16(lo)));
    r[1] = vreinterpretq_s32_u32(vmovl_u16(vget_high_u16(lo)));
    r[2] = vreinterpretq_s32_u32(vmovl_u16(vget_low_u16(hi)));
    r[3] = vreinterpretq_s32_u32(vmovl_u16(vget_high_u16(hi)));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using S8 = bytes_s8_neon;
using U8 = bytes_u8_neon;

#include "ukernels/qs8-rsum/define-kernels.h"
