// u8 maxpool kernels for sse2: maxpool-template.h over pmaxub/pminub on 16 bytes (SSE2 has no signed byte max).
#include <emmintrin.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct ubytes_sse2 {
  using elem = uint8_t;
  static constexpr size_t kBytes = 16;
  using reg = __m128i;
  static reg splat(uint8_t x) { return _mm_set1_epi8(char(x)); }
  static reg load(const uint8_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  static void store(uint8_t* p, reg v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  static reg max(reg a, reg b) { return _mm_max_epu8(a, b); }
  static reg min(reg a, reg b) { return _mm_min_epu8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using U = ubytes_sse2;

#include "ukernels/s8-maxpool/define-kernels.h"
