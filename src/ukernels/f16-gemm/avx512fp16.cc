// f16 GEMM kernels for AVX512-FP16 (Sapphire Rapids): 32 halves per zmm, native fp16 FMA (vfmadd231ph), so every
// FMA rounds to fp16 (error bound in docs/kernels.md, "Half precision"). Masked 16-bit stores for column tails.
// Register map (32 zmm): 7x64: 14 accumulators + 2 W + 1 A = 17; 8x64: 16 + 2 + 1 = 19.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/f16-gemm/f16-gemm.h"

namespace {

struct xnn_simd_avx512fp16 {
  using reg = __m512h;
  static constexpr size_t kLanes = 32;
  static reg load(const uint16_t* p) { return _mm512_castsi512_ph(_mm512_loadu_si512(p)); }
  static void store(uint16_t* p, reg r) { _mm512_storeu_si512(p, _mm512_castph_si512(r)); }
  static void store_tail(uint16_t* p, reg r, size_t n) {
    _mm512_mask_storeu_epi16(p, __mmask32((uint64_t{1} << n) - 1), _mm512_castph_si512(r));
  }
  static reg splat(uint16_t h) { return _mm512_castsi512_ph(_mm512_set1_epi16(short(h))); }
  static reg zero() { return _mm512_setzero_ph(); }
  static reg fma(reg acc, reg a, reg b) { return _mm512_fmadd_ph(a, b, acc); }
  static reg add(reg a, reg b) { return _mm512_add_ph(a, b); }
  // vminph/vmaxph return the second operand when either is NaN, as minps/maxps (the template relies on it).
  static reg min(reg a, reg b) { return _mm512_min_ph(a, b); }
  static reg max(reg a, reg b) { return _mm512_max_ph(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512fp16 XNN_PROBE
using V = xnn_simd_avx512fp16;
using P = f32_gemm_plain<V, uint16_t>;

#include "ukernels/f16-gemm/define-kernels.h"
