// s8 and u8 maxpool kernels for scalar: maxpool-template.h over one channel per step in an int32.
#include <algorithm>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

template <class T>
struct bytes_scalar {
  using elem = T;
  static constexpr size_t kBytes = 1;
  using reg = int32_t;
  static reg splat(T x) { return x; }
  static reg load(const T* p) { return *p; }
  static void store(T* p, reg v) { *p = T(v); }
  static reg max(reg a, reg b) { return std::max(a, b); }
  static reg min(reg a, reg b) { return std::min(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using S = bytes_scalar<int8_t>;
using U = bytes_scalar<uint8_t>;

#include "ukernels/s8-maxpool/define-kernels.h"
