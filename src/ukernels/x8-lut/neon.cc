// Table-lookup kernels for neon (AArch64): the table is four 64-byte groups; tbl looks x up in the first (zero where
// x >= 64) and three tbx fill in the others at x - 64, x - 128, x - 192 (tbx keeps a byte whose index is >= 64).
#include <arm_neon.h>

#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct lut_neon {
  static constexpr size_t kBytes = 16;
  using reg = uint8x16_t;
  struct tables {
    uint8x16x4_t t[4];
  };
  static tables prepare(const uint8_t* table) {
    tables t;
    for (size_t g = 0; g < 4; g++) t.t[g] = vld1q_u8_x4(table + 64 * g);
    return t;
  }
  static reg load(const uint8_t* p) { return vld1q_u8(p); }
  static void store(uint8_t* p, reg v) { vst1q_u8(p, v); }
  static reg lookup(const tables& t, reg x) {
    const uint8x16_t v64 = vdupq_n_u8(64);
    reg y = vqtbl4q_u8(t.t[0], x);
    x = vsubq_u8(x, v64);
    y = vqtbx4q_u8(y, t.t[1], x);
    x = vsubq_u8(x, v64);
    y = vqtbx4q_u8(y, t.t[2], x);
    x = vsubq_u8(x, v64);
    return vqtbx4q_u8(y, t.t[3], x);
  }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    tail_through_register<lut_neon>(t, x, y, n);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using K = lut_neon;

#include "ukernels/x8-lut/define-kernels.h"
