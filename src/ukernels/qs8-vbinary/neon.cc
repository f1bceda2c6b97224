// 8-bit add and multiply kernels for neon: vbinary-template.h over xnn_simd_neon with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-neon.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using B = bytes_neon;

namespace {

// The add steps (vbinary-template.h): vmul, and vshl by a negative count (an arithmetic right shift).
struct S {
  static int32x4_t shift_count(uint32_t shift) { return vdupq_n_s32(-int32_t(shift)); }
  static int32x4_t mullo(int32x4_t a, int32x4_t b) { return vmulq_s32(a, b); }
  static int32x4_t sra(int32x4_t a, int32x4_t count) { return vshlq_s32(a, count); }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
