// bf16 GEMM kernels for AVX-512 BF16: one vdpbf16ps per W vector and row multiplies 16 pairs of bf16 values and adds
// both products of each pair into its fp32 lane, so a k pair costs what one k step costs the f32 kernels.
// vdpbf16ps rounds to nearest even after each of the two adds (odd k first), reads denormal inputs as zero and
// flushes denormal results to zero, whatever MXCSR says (Intel SDM, VDPBF16PS).
// Register maps (32 zmm; one broadcast A pair per row, reused by every W vector):
//   11x32: 22 accumulators + 2 W + 1 A = 25     7x32: 14 + 2 + 1 = 17     6x64: 24 + 4 + 1 = 29
#include <immintrin.h>

#include <cstdint>
#include <cstring>

#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx512f.h"

namespace {

// gemm-template.h's policy for vdpbf16ps: W vectors and broadcast A pairs stay packed bf16.
struct bf16_pairs_dpbf16 : f32_gemm_plain<xnn_simd_avx512f> {
  using a_element = uint16_t;
  using a_row = uint16_t;
  using w_element = float;  // a word of two bf16 values
  using a_step = __m512bh;
  using w_step = __m512bh;
  static constexpr size_t kPack = 2;
  static constexpr size_t kWBits = 32;
  template <size_t N>
  __attribute__((always_inline)) static void load_w(const float*& w, __m512bh (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = (__m512bh)_mm512_loadu_ps(w + j * 16);
    w += N * 16;
  }
  __attribute__((always_inline)) static __m512bh broadcast(const uint16_t* p) {
    int32_t word;
    std::memcpy(&word, p, sizeof(word));
    return (__m512bh)_mm512_set1_epi32(word);
  }
  __attribute__((always_inline)) static __m512bh broadcast_last(const uint16_t* p) {
    return (__m512bh)_mm512_set1_epi32(int32_t(*p));
  }
  __attribute__((always_inline)) static __m512 multiply_add(__m512 acc, __m512bh x, __m512bh y) {
    return _mm512_dpbf16_ps(acc, x, y);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512bf16 XNN_PROBE
using V = xnn_simd_avx512f;
using P = bf16_pairs_dpbf16;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
