// Table-lookup kernels for avx512skx: pshufb-lookup.h over zmm registers (vpshufb per 128-bit lane, every chunk
// broadcast to the four lanes; the 16 chunks and the working registers fit in the 32 zmm registers); the tail is a
// masked load and a masked store.
#include <immintrin.h>

#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/pshufb-lookup.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct pshufb_avx512 {
  using reg = __m512i;
  static reg chunk(const uint8_t* p) {
    return _mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  static reg bxor(reg a, reg b) { return _mm512_xor_si512(a, b); }
  static reg flip(reg x) { return _mm512_xor_si512(x, _mm512_set1_epi8(char(0x80))); }
  static reg subs16(reg x) { return _mm512_subs_epi8(x, _mm512_set1_epi8(16)); }
  static reg shuffle(reg t, reg i) { return _mm512_shuffle_epi8(t, i); }
};

struct lut_avx512 {
  static constexpr size_t kBytes = 64;
  using reg = __m512i;
  using tables = pshufb_tables<pshufb_avx512>;
  static tables prepare(const uint8_t* table) { return pshufb_prepare<pshufb_avx512>(table); }
  static reg load(const uint8_t* p) { return _mm512_loadu_si512(p); }
  static void store(uint8_t* p, reg v) { _mm512_storeu_si512(p, v); }
  static reg lookup(const tables& t, reg x) { return pshufb_lookup(t, x); }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    const __mmask64 mask = _cvtu64_mask64((uint64_t(1) << n) - 1);
    _mm512_mask_storeu_epi8(y, mask, lookup(t, _mm512_maskz_loadu_epi8(mask, x)));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using K = lut_avx512;

#include "ukernels/x8-lut/define-kernels.h"
