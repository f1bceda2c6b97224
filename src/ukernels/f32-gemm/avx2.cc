// f32 GEMM/IGEMM kernels for AVX2 + FMA3: 8-float ymm vectors, fused multiply-add.
#include <immintrin.h>

#include "ukernels/f32-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE

namespace {

// Masks for a store of the first n lanes: load 8 ints starting at kMask + 8 - n.
alignas(32) const int32_t kTailMask[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

struct V {
  using reg = __m256;
  static constexpr size_t kLanes = 8;
  static reg load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, reg r) { _mm256_storeu_ps(p, r); }
  static void store_tail(float* p, reg r, size_t n) {
    _mm256_maskstore_ps(p, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kTailMask + 8 - n)), r);
  }
  static reg splat(float x) { return _mm256_set1_ps(x); }
  static reg fma(reg acc, reg a, reg b) { return _mm256_fmadd_ps(a, b, acc); }
  static reg min(reg a, reg b) { return _mm256_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm256_max_ps(a, b); }
};

}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
