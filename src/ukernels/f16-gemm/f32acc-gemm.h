// gemm-template.h's policy for f16 data with fp32 arithmetic: V's float registers and FMA, with W, the bias, C and
// the clamp bounds converted through the ISA's half helper H (src/ukernels/f16-vcvt/half-<isa>.h). A and W are
// converted exactly on load; each result is rounded to nearest even once, when it is stored.
// The GEMM stages A (gemm-template.h, kStagedK): it converts up to kStagedK halves of each row of A into an fp32 copy
// once and broadcasts from it with V's float splat, so only W is converted in the k loop.
// (f32acc.h is the same conversion as a vector type, for the templates that take one: pooling, depthwise.)
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/gemm-template.h"

namespace {

template <class V, class H>
struct xnn_f16_f32acc_gemm : f32_gemm_plain<V> {
  using reg = typename V::reg;
  using a_element = uint16_t;
  using w_element = uint16_t;
  using c_element = uint16_t;
  static constexpr size_t kWBits = 16;
  // 1024 halves: a 1024-deep GEMM converts A once per call; the copy is MR * 4 KB of stack (48 KB at 12x32).
  static constexpr size_t kStagedK = 1024;

  template <size_t N>
  __attribute__((always_inline)) static void load_w(const uint16_t*& w, reg (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = H::load(w + j * V::kLanes);
    w += N * V::kLanes;
  }
  static reg stage(const uint16_t* p) { return H::load(p); }
  static reg stage_tail(const uint16_t* p, size_t n) { return H::load_tail(p, n); }
  static reg load_c(const uint16_t* p) { return H::load(p); }
  static reg splat_c(uint16_t h) { return H::splat(h); }
  static void store_c(uint16_t* p, reg r) { H::store(p, r); }
  static void store_c_tail(uint16_t* p, reg r, size_t n) { H::store_tail(p, r, n); }
};

}  // namespace
