// f32 GEMM/IGEMM kernels in portable C++: one float per "vector". The reference point for every SIMD ISA and the
// fallback on any CPU.
#include "ukernels/f32-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE

namespace {

struct V {
  using reg = float;
  static constexpr size_t kLanes = 1;
  static reg load(const float* p) { return *p; }
  static void store(float* p, reg r) { *p = r; }
  static void store_tail(float*, reg, size_t) {}  // never called: a 1-lane vector has no partial store
  static reg splat(float x) { return x; }
  static reg fma(reg acc, reg a, reg b) { return acc + a * b; }
  static reg add(reg a, reg b) { return a + b; }
  static reg min(reg a, reg b) { return a < b ? a : b; }
  static reg max(reg a, reg b) { return a > b ? a : b; }
};

}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
