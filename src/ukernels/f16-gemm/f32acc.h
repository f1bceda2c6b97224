// The f32 GEMM template's vector type for f16 data with fp32 arithmetic: V's registers and arithmetic, with loads,
// broadcasts and stores of halves through the ISA's half helper H (src/ukernels/f16-vcvt/half-<isa>.h). A and W are
// converted exactly on load; each result is rounded to nearest even once, when it is stored.
// The GEMM stages A (gemm-template.h, kStagedK): it converts up to kStagedK halves of each row of A into an fp32 copy
// once and broadcasts from it with V's float splat, so only W is converted in the k loop.
#pragma once

#include <cstddef>
#include <cstdint>

namespace {

template <class V, class H>
struct xnn_f16_f32acc : V {
  using elem = uint16_t;
  using reg = typename V::reg;
  // 1024 halves: a 1024-deep GEMM converts A once per call; the copy is MR * 4 KB of stack (48 KB at 12x32).
  static constexpr size_t kStagedK = 1024;
  using V::load;
  using V::splat;
  using V::store;
  static reg load(const uint16_t* p) { return H::load(p); }
  static reg load_tail(const uint16_t* p, size_t n) { return H::load_tail(p, n); }
  static void store(uint16_t* p, reg r) { H::store(p, r); }
  static void store_tail(uint16_t* p, reg r, size_t n) { H::store_tail(p, r, n); }
  static reg splat(uint16_t h) { return H::splat(h); }
};

}  // namespace
