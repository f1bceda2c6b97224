// s8 and u8 bilinear kernels for scalar: ibilinear-template.h over one channel per step in an int32.
#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

template <class T>
struct lane_scalar {
  using elem = T;
  static constexpr size_t kLanes = 1;
  using reg = int32_t;
  static reg load(const T* p) { return *p; }
  static void store(T* p, reg v) { *p = T(v); }
  static reg splat(int32_t x) { return x; }
  static reg add(reg a, reg b) { return int32_t(uint32_t(a) + uint32_t(b)); }
  static reg sub(reg a, reg b) { return int32_t(uint32_t(a) - uint32_t(b)); }
  static reg mul(reg a, reg b) { return int32_t(uint32_t(a) * uint32_t(b)); }
  static reg shl11(reg a) { return int32_t(uint32_t(a) << 11); }
  static reg sra22(reg a) { return a >> 22; }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using S = lane_scalar<int8_t>;
using U = lane_scalar<uint8_t>;

#include "ukernels/s8-ibilinear/define-kernels.h"
