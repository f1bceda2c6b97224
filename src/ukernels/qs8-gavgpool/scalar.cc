// qs8 gavgpool kernels for scalar: gavgpool-template.h over xnn_simd_scalar, one channel per group.
#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/requantization.h"
#include "ukernels/simd/scalar.h"

namespace {

struct bytes_scalar {
  static constexpr size_t kBytes = 1;
  static int32_t isplat(int32_t x) { return x; }
  static void load(const int8_t* p, int32_t* r) { r[0] = *p; }
  static void store(int8_t* p, const int32_t* r) { *p = int8_t(r[0]); }
  static void iload(const int32_t* p, int32_t* r) { r[0] = *p; }
  static void istore(int32_t* p, const int32_t* r) { *p = r[0]; }
};

// Only clamped values (|x| <= 255) are rounded: the magic-number addition rounds them to nearest even without
// std::nearbyint, a library call where the baseline has no rounding instruction.
struct scalar_with_magic_round : xnn_simd_scalar {
  static int32_t cvt_round(float x) { return xnn_round_half_even_small(x); }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = scalar_with_magic_round;
using B = bytes_scalar;

#include "ukernels/qs8-gavgpool/define-kernels.h"
