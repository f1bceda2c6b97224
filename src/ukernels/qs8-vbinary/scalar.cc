// 8-bit add and multiply kernels for scalar: vbinary-template.h over scalar_with_magic_round
// with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-scalar.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = scalar_with_magic_round;
using B = bytes_scalar;

namespace {

// The add steps (vbinary-template.h).
struct S {
  static uint32_t shift_count(uint32_t shift) { return shift; }
  static int32_t mullo(int32_t a, int32_t b) { return a * b; }
  static int32_t sra(int32_t a, uint32_t shift) { return a >> shift; }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
