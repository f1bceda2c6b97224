// Table-lookup kernels for avx512vbmi: vpermi2b picks any of 128 table bytes by an index's low 7 bits, so two of
// them (entries 0..127 and 128..255, the table in four zmm registers) and a blend on the index's top bit look 64
// bytes up; the tail is a masked load and a masked store.
#include <immintrin.h>

#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct lut_avx512vbmi {
  static constexpr size_t kBytes = 64;
  using reg = __m512i;
  struct tables {
    __m512i t[4];
  };
  static tables prepare(const uint8_t* table) {
    tables t;
    for (size_t g = 0; g < 4; g++) t.t[g] = _mm512_loadu_si512(table + 64 * g);
    return t;
  }
  static reg load(const uint8_t* p) { return _mm512_loadu_si512(p); }
  static void store(uint8_t* p, reg v) { _mm512_storeu_si512(p, v); }
  static reg lookup(const tables& t, reg x) {
    const __m512i low = _mm512_permutex2var_epi8(t.t[0], x, t.t[1]);
    const __m512i high = _mm512_permutex2var_epi8(t.t[2], x, t.t[3]);
    return _mm512_mask_mov_epi8(low, _mm512_movepi8_mask(x), high);
  }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    const __mmask64 mask = _cvtu64_mask64((uint64_t(1) << n) - 1);
    _mm512_mask_storeu_epi8(y, mask, lookup(t, _mm512_maskz_loadu_epi8(mask, x)));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512vbmi XNN_PROBE
using K = lut_avx512vbmi;

#include "ukernels/x8-lut/define-kernels.h"
