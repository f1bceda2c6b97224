// The f32 GEMM template's vector type for f16 data with fp32 arithmetic: V's registers and arithmetic, with loads,
// broadcasts and stores of halves through the ISA's half helper H (src/ukernels/f16-vcvt/half-<isa>.h). A and W are
// converted exactly on load; each result is rounded to nearest even once, when it is stored.
#pragma once

#include <cstddef>
#include <cstdint>

namespace {

template <class V, class H>
struct xnn_f16_f32acc : V {
  using elem = uint16_t;
  using reg = typename V::reg;
  static reg load(const uint16_t* p) { return H::load(p); }
  static void store(uint16_t* p, reg r) { H::store(p, r); }
  static void store_tail(uint16_t* p, reg r, size_t n) { H::store_tail(p, r, n); }
  static reg splat(uint16_t h) { return H::splat(h); }
};

}  // namespace
