// The lane type of the scalar 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w, uint8_t:
// qu8): one channel at a time, requantized by xnn_requantize_fp32 itself. Include only from per-ISA translation
// units: everything here has internal linkage.
#pragma once

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"
#include "ukernels/requantization.h"

namespace {

template <class E>
struct q8_dwconv_scalar {
  static constexpr size_t kLanes = 1;
  static constexpr size_t kRegisters = 1, kAccRegisters = 1;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  using acc = int32_t;
  using in = int32_t;
  using out = xnn_qs8_minmax_params;

  static acc load_acc(const void* p) {
    int32_t v;
    std::memcpy(&v, p, sizeof(v));
    return v;
  }
  static void store_acc(int32_t* p, acc a) { *p = a; }
  static acc zero() { return 0; }
  static acc add(acc a, acc b) { return int32_t(uint32_t(a) + uint32_t(b)); }
  static in load_in(const E* p) { return *p; }
  static in load_weight(const weight_elem* p) { return *p; }
  // Wrapping add: the packed bias may sit anywhere in int32 and the sum is defined modulo 2^32, as on SIMD ISAs.
  static acc madd(acc a, in x, in w) { return int32_t(uint32_t(a) + uint32_t(x * w)); }
  static out prepare(const xnn_qs8_minmax_params& params) { return params; }
  static void store_out(E* o, acc a, const void* scale, const out& params, size_t) {
    float s;
    std::memcpy(&s, scale, sizeof(s));
    *o = E(xnn_requantize_fp32(a, s, params));
  }
};

}  // namespace
