// Leaky ReLU kernels for scalar: vlrelu-template.h over one element in an int32 (the 16-bit steps computed exactly),
// the multiplier chosen by a select.
#include <cstdint>
#include <limits>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_scalar {
  static constexpr size_t kBytes = 1;
  static constexpr size_t kRegs = 1;
  using reg = int32_t;
  static reg splat(int16_t v) { return v; }
  template <class T>
  static void load(const T* p, reg* r) { r[0] = *p; }
  template <class T>
  static void store(T* p, const reg* r) {
    const int32_t lo = std::numeric_limits<T>::min(), hi = std::numeric_limits<T>::max();
    *p = T(r[0] < lo ? lo : r[0] > hi ? hi : r[0]);
  }
  static reg sub(reg a, reg b) { return a - b; }
  static reg add_sat(reg a, reg b) { return a + b; }  // exact; the clamp in store does the rest
  static reg shl7(reg a) { return a * 128; }
  static reg mulhrs(reg a, reg b) { return (a * b + 0x4000) >> 15; }  // |a * b| <= 2^30: no overflow
  static reg if_negative(reg d, reg a, reg b) { return d < 0 ? a : b; }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using H = lanes16_scalar;

#include "ukernels/qs8-vlrelu/define-kernels.h"
