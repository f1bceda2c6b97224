// Leaky ReLU kernels for neon: vlrelu-template.h over 8 16-bit lanes (vmovl in, vqrdmulh, vbsl on the sign mask,
// vqmovn/vqmovun out); a group of 16 bytes is two registers.
#include <arm_neon.h>
#include <type_traits>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_neon {
  static constexpr size_t kBytes = 16;
  static constexpr size_t kRegs = 2;
  using reg = int16x8_t;
  static reg splat(int16_t v) { return vdupq_n_s16(v); }
  template <class T>
  static void load(const T* p, reg* r) {
    if constexpr (std::is_signed_v<T>) {
      const int8x16_t v = vld1q_s8(p);
      r[0] = vmovl_s8(vget_low_s8(v));
      r[1] = vmovl_s8(vget_high_s8(v));
    } else {
      const uint8x16_t v = vld1q_u8(p);
      r[0] = vreinterpretq_s16_u16(vmovl_u8(vget_low_u8(v)));
      r[1] = vreinterpretq_s16_u16(vmovl_u8(vget_high_u8(v)));
    }
  }
  template <class T>
  static void store(T* p, const reg* r) {
    if constexpr (std::is_signed_v<T>) {
      vst1q_s8(p, vcombine_s8(vqmovn_s16(r[0]), vqmovn_s16(r[1])));
    } else {
      vst1q_u8(p, vcombine_u8(vqmovun_s16(r[0]), vqmovun_s16(r[1])));
    }
  }
  static reg sub(reg a, reg b) { return vsubq_s16(a, b); }
  static reg add_sat(reg a, reg b) { return vqaddq_s16(a, b); }
  static reg shl7(reg a) { return vshlq_n_s16(a, 7); }
  static reg mulhrs(reg a, reg b) { return vqrdmulhq_s16(a, b); }
  static reg if_negative(reg d, reg a, reg b) { return vbslq_s16(vreinterpretq_u16_s16(vshrq_n_s16(d, 15)), a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using H = lanes16_neon;

#include "ukernels/qs8-vlrelu/define-kernels.h"
