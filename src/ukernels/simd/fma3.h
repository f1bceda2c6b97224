// FMA3: AVX with fused multiply-add (see README.md).
#pragma once

#include "ukernels/simd/avx.h"

namespace {

struct xnn_simd_fma3 : xnn_simd_avx {
  static reg fma(reg acc, reg a, reg b) { return _mm256_fmadd_ps(a, b, acc); }
  static reg fms(reg acc, reg a, reg b) { return _mm256_fmsub_ps(a, b, acc); }
};

}  // namespace
