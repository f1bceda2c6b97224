// qs8-qc8w GEMM/IGEMM kernels in portable C++: one int32 accumulator per output, k one byte at a time (c1), and the
// reference requantization itself (fmagic: the float magic-number rounding of ukernels/requantization.h).
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/requantization.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE

namespace {

struct D {
  static constexpr size_t kKr = 1;
  static constexpr size_t kColsPerW = 1;
  static constexpr size_t kOutLanes = 1;
  using acc = int32_t;
  using a_reg = int32_t;
  using w_reg = int32_t;
  using out = int32_t;
  using out_params = xnn_qs8_minmax_params;

  static acc zero() { return 0; }
  static a_reg load_a(const int8_t* p) { return *p; }
  static w_reg load_w(const int8_t* p) { return *p; }
  static acc dot(acc sum, a_reg a, w_reg w) { return sum + a * w; }
  static out reduce(const acc* accs) { return accs[0]; }
  static out_params prepare(const xnn_qs8_minmax_params& params) { return params; }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t) {
    *c = int8_t(xnn_requantize_fp32(sum + *bias, *scale, p));
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qb4w-gemm/define-kernels.h"
