// f32 GEMM/IGEMM kernels for SSE: 4-float xmm vectors, mulps + addps. "load1": each A value is loaded alone and
// broadcast (movss + shufps), rather than loading 4 values of A and shuffling each lane out.
// Register map, 6x8: 12 accumulators + 2 W + 1 A + 1 product = 16 xmm.
#include <immintrin.h>

#include "ukernels/f32-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_sse XNN_PROBE

namespace {

struct V {
  using reg = __m128;
  static constexpr size_t kLanes = 4;
  static reg load(const float* p) { return _mm_loadu_ps(p); }
  static void store(float* p, reg r) { _mm_storeu_ps(p, r); }
  // SSE has no masked store: write 2 lanes, then 1.
  static void store_tail(float* p, reg r, size_t n) {
    if (n & 2) {
      _mm_storel_pi(reinterpret_cast<__m64*>(p), r);
      r = _mm_movehl_ps(r, r);
      p += 2;
    }
    if (n & 1) _mm_store_ss(p, r);
  }
  static reg splat(float x) { return _mm_set1_ps(x); }
  static reg fma(reg acc, reg a, reg b) { return _mm_add_ps(acc, _mm_mul_ps(a, b)); }
  static reg add(reg a, reg b) { return _mm_add_ps(a, b); }
  static reg min(reg a, reg b) { return _mm_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm_max_ps(a, b); }
};

}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
