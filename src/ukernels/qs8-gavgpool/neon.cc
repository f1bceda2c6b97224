// qs8 gavgpool kernels for neon: gavgpool-template.h over xnn_simd_neon; bytes widen with vmovl and narrow with vmovn
// (the lanes hold in-range values).
#include <arm_neon.h>

#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/simd/neon.h"

namespace {

struct bytes_neon {
  static constexpr size_t kBytes = 16;
  static int32x4_t isplat(int32_t x) { return vdupq_n_s32(x); }
  static void load(const int8_t* p, int32x4_t* r) {
    const int8x16_t v = vld1q_s8(p);
    const int16x8_t lo = vmovl_s8(vget_low_s8(v));
    const int16x8_t hi = vmovl_s8(vget_high_s8(v));
    r[0] = vmovl_s16(vget_low_s16(lo));
    r[1] = vmovl_s16(vget_high_s16(lo));
    r[2] = vmovl_s16(vget_low_s16(hi));
    r[3] = vmovl_s16(vget_high_s16(hi));
  }
  static void store(int8_t* p, const int32x4_t* r) {
    const int16x8_t w01 = vcombine_s16(vmovn_s32(r[0]), vmovn_s32(r[1]));
    const int16x8_t w23 = vcombine_s16(vmovn_s32(r[2]), vmovn_s32(r[3]));
    vst1q_s8(p, vcombine_s8(vmovn_s16(w01), vmovn_s16(w23)));
  }
  static void iload(const int32_t* p, int32x4_t* r) {
    for (size_t i = 0; i < 4; i++) r[i] = vld1q_s32(p + 4 * i);
  }
  static void istore(int32_t* p, const int32x4_t* r) {
    for (size_t i = 0; i < 4; i++) vst1q_s32(p + 4 * i, r[i]);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using B = bytes_neon;

#include "ukernels/qs8-gavgpool/define-kernels.h"
