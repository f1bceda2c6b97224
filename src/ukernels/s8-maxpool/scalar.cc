// s8 maxpool kernels for scalar: maxpool-template.h over one channel per step in an int32.
#include <algorithm>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_scalar {
  static constexpr size_t kBytes = 1;
  using reg = int32_t;
  static reg splat(int8_t x) { return x; }
  static reg load(const int8_t* p) { return *p; }
  static void store(int8_t* p, reg v) { *p = int8_t(v); }
  static reg max(reg a, reg b) { return std::max(a, b); }
  static reg min(reg a, reg b) { return std::min(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using M = bytes_scalar;

#include "ukernels/s8-maxpool/define-kernels.h"
