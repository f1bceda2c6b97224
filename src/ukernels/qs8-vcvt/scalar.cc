// Conversion kernels for scalar: vcvt-template.h over xnn_simd_scalar, one element per group.
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/scalar.h"

namespace {

struct bytes_scalar {
  static constexpr size_t kBytes = 1;
  static int32_t isplat(int32_t x) { return x; }
  template <class T>
  static void load(const T* p, int32_t* r) { r[0] = *p; }
  template <class T>
  static void store(T* p, const int32_t* r) { *p = T(r[0]); }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;
using B = bytes_scalar;

#include "ukernels/qs8-vcvt/define-kernels.h"
