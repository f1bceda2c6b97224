// bf16 GEMM kernels for AArch64 with FEAT_BF16: bfdot multiplies 4 pairs of bf16 values and adds both products of
// each pair into its fp32 lane. Without FEAT_EBF16 (or with FPCR.EBF = 0) BFDOT rounds the pair's sum and then the
// accumulation to odd (an error below one ulp each, not half an ulp) and flushes denormal inputs and results to zero,
// whatever FPCR says (Arm ARM, BFDOT (vector)); the bound of docs/kernels.md, "bf16 GEMM", covers both.
// Register maps (32 q registers; one broadcast A pair per row):
//   6x8: 12 accumulators + 2 W + 1 A = 15     4x16: 16 + 4 + 1 = 21
#include <arm_neon.h>

#include <cstdint>
#include <cstring>

#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/neon.h"

namespace {

// gemm-template.h's policy for bfdot: W vectors and broadcast A pairs stay packed bf16.
struct bf16_pairs_bfdot : f32_gemm_plain<xnn_simd_neonfma> {
  using a_element = uint16_t;
  using a_row = uint16_t;
  using w_element = float;  // a word of two bf16 values
  using a_step = bfloat16x8_t;
  using w_step = bfloat16x8_t;
  static constexpr size_t kPack = 2;
  static constexpr size_t kWBits = 32;
  template <size_t N>
  __attribute__((always_inline)) static void load_w(const float*& w, bfloat16x8_t (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = vreinterpretq_bf16_f32(vld1q_f32(w + j * 4));
    w += N * 4;
  }
  __attribute__((always_inline)) static bfloat16x8_t broadcast(const uint16_t* p) {
    uint32_t word;
    std::memcpy(&word, p, sizeof(word));
    return vreinterpretq_bf16_u32(vdupq_n_u32(word));
  }
  __attribute__((always_inline)) static bfloat16x8_t broadcast_last(const uint16_t* p) {
    return vreinterpretq_bf16_u32(vdupq_n_u32(uint32_t(*p)));
  }
  __attribute__((always_inline)) static float32x4_t multiply_add(float32x4_t acc, bfloat16x8_t x, bfloat16x8_t y) {
    return vbfdotq_f32(acc, y, x);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_neonbf16 XNN_PROBE
using V = xnn_simd_neonfma;
using P = bf16_pairs_bfdot;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
