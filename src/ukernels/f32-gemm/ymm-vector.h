// The 8-float ymm vector type shared by the AVX, FMA3 and AVX2 GEMM files. kFused selects vfmadd (FMA3, AVX2)
// or vmulps + vaddps (AVX). Include only from those per-ISA files: it has internal linkage, and the fused branch
// exists only in instantiations compiled with -mfma.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

// Masks for a store of the first n lanes: load 8 ints starting at kYmmTailMask + 8 - n.
alignas(32) const int32_t kYmmTailMask[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

template <bool kFused>
struct ymm_vector {
  using reg = __m256;
  static constexpr size_t kLanes = 8;
  static reg load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, reg r) { _mm256_storeu_ps(p, r); }
  static void store_tail(float* p, reg r, size_t n) {
    _mm256_maskstore_ps(p, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kYmmTailMask + 8 - n)), r);
  }
  static reg splat(float x) { return _mm256_set1_ps(x); }
  static reg fma(reg acc, reg a, reg b) {
    if constexpr (kFused) {
      return _mm256_fmadd_ps(a, b, acc);
    } else {
      return _mm256_add_ps(acc, _mm256_mul_ps(a, b));
    }
  }
  static reg add(reg a, reg b) { return _mm256_add_ps(a, b); }
  static reg min(reg a, reg b) { return _mm256_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm256_max_ps(a, b); }
};

}  // namespace
