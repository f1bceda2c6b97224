// qs8/qu8 sum kernels for scalar: rsum-template.h over xnn_simd_scalar, one element per group.
#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/scalar.h"

namespace {

template <class Byte>
struct bytes_scalar {
  using T = Byte;
  static constexpr size_t kBytes = 1;
  static int32_t isplat(int32_t x) { return x; }
  static void load(const T* p, int32_t* r) { r[0] = *p; }
  static void iload(const int32_t* p, int32_t* r) { r[0] = *p; }
  static void istore(int32_t* p, const int32_t* r) { *p = r[0]; }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;
using S8 = bytes_scalar<int8_t>;
using U8 = bytes_scalar<uint8_t>;

#include "ukernels/qs8-rsum/define-kernels.h"
