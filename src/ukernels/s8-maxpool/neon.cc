// s8 and u8 maxpool kernels for neon: maxpool-template.h over vmaxq_s8/vminq_s8 and vmaxq_u8/vminq_u8 on 16 bytes.
#include <arm_neon.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_neon {
  using elem = int8_t;
  static constexpr size_t kBytes = 16;
  using reg = int8x16_t;
  static reg splat(int8_t x) { return vdupq_n_s8(x); }
  static reg load(const int8_t* p) { return vld1q_s8(p); }
  static void store(int8_t* p, reg v) { vst1q_s8(p, v); }
  static reg max(reg a, reg b) { return vmaxq_s8(a, b); }
  static reg min(reg a, reg b) { return vminq_s8(a, b); }
};

struct ubytes_neon {
  using elem = uint8_t;
  static constexpr size_t kBytes = 16;
  using reg = uint8x16_t;
  static reg splat(uint8_t x) { return vdupq_n_u8(x); }
  static reg load(const uint8_t* p) { return vld1q_u8(p); }
  static void store(uint8_t* p, reg v) { vst1q_u8(p, v); }
  static reg max(reg a, reg b) { return vmaxq_u8(a, b); }
  static reg min(reg a, reg b) { return vminq_u8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using S = bytes_neon;
using U = ubytes_neon;

#include "ukernels/s8-maxpool/define-kernels.h"
