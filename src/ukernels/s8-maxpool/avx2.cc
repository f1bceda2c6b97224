// s8 and u8 maxpool kernels for avx2: maxpool-template.h over vpmaxsb/vpminsb and vpmaxub/vpminub on 32 bytes.
#include <immintrin.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_avx2 {
  using elem = int8_t;
  static constexpr size_t kBytes = 32;
  using reg = __m256i;
  static reg splat(int8_t x) { return _mm256_set1_epi8(char(x)); }
  static reg load(const int8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  static void store(int8_t* p, reg v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }
  static reg max(reg a, reg b) { return _mm256_max_epi8(a, b); }
  static reg min(reg a, reg b) { return _mm256_min_epi8(a, b); }
};

struct ubytes_avx2 {
  using elem = uint8_t;
  static constexpr size_t kBytes = 32;
  using reg = __m256i;
  static reg splat(uint8_t x) { return _mm256_set1_epi8(char(x)); }
  static reg load(const uint8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  static void store(uint8_t* p, reg v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }
  static reg max(reg a, reg b) { return _mm256_max_epu8(a, b); }
  static reg min(reg a, reg b) { return _mm256_min_epu8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using S = bytes_avx2;
using U = ubytes_avx2;

#include "ukernels/s8-maxpool/define-kernels.h"
