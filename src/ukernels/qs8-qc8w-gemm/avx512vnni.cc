// qs8-qc8w GEMM/IGEMM kernels for AVX-512 VNNI: c4, vpdpbusd zmm (unsigned A x signed W, 4 products per lane). A's
// 4 bytes are broadcast and xored with 0x80 (A + 128, unsigned); the packed bias holds the matching -128 * sum W
// (xnn_qs8_qc8w_gemm_a_offset). One zmm of W is 16 columns x 4 k, so no reduction is needed.
#include <immintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_avx512vnni XNN_PROBE

namespace {

struct D : qs8_x86_output_zmm {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 16;
  using acc = __m512i;
  using a_reg = __m512i;
  using w_reg = __m512i;

  static acc zero() { return _mm512_setzero_si512(); }
  static a_reg load_a(const int8_t* p) {
    int32_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm512_set1_epi32(bytes ^ int32_t(0x80808080));
  }
  static w_reg load_w(const int8_t* p) { return _mm512_loadu_si512(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm512_dpbusd_epi32(sum, a, w); }
  static out reduce(const acc* accs) { return accs[0]; }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
