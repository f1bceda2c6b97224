// Table-lookup kernels for scalar: one byte per lookup.
#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

struct lut_scalar {
  static constexpr size_t kBytes = 1;
  using reg = uint8_t;
  using tables = const uint8_t*;
  static tables prepare(const uint8_t* table) { return table; }
  static reg load(const uint8_t* p) { return *p; }
  static void store(uint8_t* p, reg v) { *p = v; }
  static reg lookup(tables t, reg x) { return t[x]; }
};

}  // namespace

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using K = lut_scalar;

#include "ukernels/x8-lut/define-kernels.h"
