// s8 and u8 maxpool kernels for avx512skx: maxpool-template.h over vpmaxsb/vpminsb and vpmaxub/vpminub on 64 bytes
// (AVX512BW).
#include <immintrin.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_avx512skx {
  using elem = int8_t;
  static constexpr size_t kBytes = 64;
  using reg = __m512i;
  static reg splat(int8_t x) { return _mm512_set1_epi8(char(x)); }
  static reg load(const int8_t* p) { return _mm512_loadu_si512(p); }
  static void store(int8_t* p, reg v) { _mm512_storeu_si512(p, v); }
  static reg max(reg a, reg b) { return _mm512_max_epi8(a, b); }
  static reg min(reg a, reg b) { return _mm512_min_epi8(a, b); }
};

struct ubytes_avx512skx {
  using elem = uint8_t;
  static constexpr size_t kBytes = 64;
  using reg = __m512i;
  static reg splat(uint8_t x) { return _mm512_set1_epi8(char(x)); }
  static reg load(const uint8_t* p) { return _mm512_loadu_si512(p); }
  static void store(uint8_t* p, reg v) { _mm512_storeu_si512(p, v); }
  static reg max(reg a, reg b) { return _mm512_max_epu8(a, b); }
  static reg min(reg a, reg b) { return _mm512_min_epu8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using S = bytes_avx512skx;
using U = ubytes_avx512skx;

#include "ukernels/s8-maxpool/define-kernels.h"
