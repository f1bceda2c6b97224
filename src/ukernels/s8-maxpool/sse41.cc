// s8 maxpool kernels for sse41: maxpool-template.h over pmaxsb/pminsb on 16 bytes.
#include <smmintrin.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_sse41 {
  using elem = int8_t;
  static constexpr size_t kBytes = 16;
  using reg = __m128i;
  static reg splat(int8_t x) { return _mm_set1_epi8(char(x)); }
  static reg load(const int8_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  static void store(int8_t* p, reg v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  static reg max(reg a, reg b) { return _mm_max_epi8(a, b); }
  static reg min(reg a, reg b) { return _mm_min_epi8(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using S = bytes_sse41;

#include "ukernels/s8-maxpool/define-kernels.h"
