// s8 maxpool kernels for avx512skx: maxpool-template.h over vpmaxsb/vpminsb on 64 bytes (AVX512BW).
#include <immintrin.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_avx512skx {
  static constexpr size_t kBytes = 64;
  using reg = __m512i;
  static reg splat(int8_t x) { return _mm512_set1_epi8(x); }
  static reg load(const int8_t* p) { return _mm512_loadu_si512(p); }
  static void store(int8_t* p, reg v) { _mm512_storeu_si512(p, v); }
  static reg max(reg a, reg b) { return _mm512_max_epi8(a, b); }
  static reg min(reg a, reg b) { return _mm512_min_epi8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using M = bytes_avx512skx;

#include "ukernels/s8-maxpool/define-kernels.h"
