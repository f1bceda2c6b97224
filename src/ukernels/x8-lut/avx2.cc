// Table-lookup kernels for avx2: pshufb-lookup.h over ymm registers (vpshufb shuffles each 128-bit lane, so every
// chunk is broadcast to both lanes); the last 1..31 bytes go through xmm registers (a ymm load could read 31 bytes
// past the end, more than XNN_EXTRA_BYTES).
#include <immintrin.h>

#include "ukernels/x8-lut/pshufb-sse.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct pshufb_avx2 {
  using reg = __m256i;
  static reg chunk(const uint8_t* p) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  static reg bxor(reg a, reg b) { return _mm256_xor_si256(a, b); }
  static reg flip(reg x) { return _mm256_xor_si256(x, _mm256_set1_epi8(char(0x80))); }
  static reg subs16(reg x) { return _mm256_subs_epi8(x, _mm256_set1_epi8(16)); }
  static reg shuffle(reg t, reg i) { return _mm256_shuffle_epi8(t, i); }
};

struct lut_avx2 {
  static constexpr size_t kBytes = 32;
  using reg = __m256i;
  using tables = pshufb_tables<pshufb_avx2>;
  static tables prepare(const uint8_t* table) { return pshufb_prepare<pshufb_avx2>(table); }
  static reg load(const uint8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  static void store(uint8_t* p, reg v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }
  static reg lookup(const tables& t, reg x) { return pshufb_lookup(t, x); }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    lut_sse::tables half;
    for (size_t k = 0; k < 16; k++) half.d[k] = _mm256_castsi256_si128(t.d[k]);
    if (n >= 16) {
      lut_sse::store(y, lut_sse::lookup(half, lut_sse::load(x)));
      x += 16, y += 16, n -= 16;
    }
    if (n != 0) lut_sse::tail(half, x, y, n);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using K = lut_avx2;

#include "ukernels/x8-lut/define-kernels.h"
