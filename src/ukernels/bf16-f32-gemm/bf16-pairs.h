// gemm-template.h's policy for ISAs without a bf16 dot product: each 32-bit word (of W, or of A broadcast to every
// lane) holds the bf16 values of k = 2p (low half) and 2p + 1 (high half). A bf16 value is the upper half of the fp32
// with the same value, so `word << 16` is the even k value and `word & 0xFFFF0000` the odd one, exactly; their
// products are exact in fp32, and the step is two fused multiply-adds (even k first).
// Register cost against the f32 body: two registers per W vector and two per broadcast A pair.
#pragma once

#include <cstdint>
#include <cstring>

#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"
#include "ukernels/f32-gemm/gemm-template.h"

namespace {

template <class V>
struct bf16_pairs_by_shift : f32_gemm_plain<V> {
  using reg = typename V::reg;
  struct pair {
    reg even, odd;
  };
  using a_element = uint16_t;
  using a_row = uint16_t;
  using w_element = float;  // a word of two bf16 values, loaded as a float vector
  using a_step = pair;
  using w_step = pair;
  static constexpr size_t kPack = 2;
  static constexpr size_t kWBits = 32;

  __attribute__((always_inline)) static pair split(reg words) {
    const typename V::ireg bits = V::to_bits(words);
    return {V::from_bits(V::template shl<16>(bits)), V::from_bits(V::band(bits, V::to_bits(high_halves())))};
  }
  __attribute__((always_inline)) static reg high_halves() {
    constexpr uint32_t kHigh = 0xFFFF0000u;
    float f;
    std::memcpy(&f, &kHigh, sizeof(f));
    return V::splat(f);
  }
  template <size_t N>
  __attribute__((always_inline)) static void load_w(const float*& w, pair (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = split(V::load(w + j * V::kLanes));
    w += N * V::kLanes;
  }
  __attribute__((always_inline)) static pair broadcast(const uint16_t* p) {
    float word;
    std::memcpy(&word, p, sizeof(word));
    return split(V::splat(word));
  }
  __attribute__((always_inline)) static pair broadcast_last(const uint16_t* p) {
    const uint32_t bits = uint32_t(*p) << 16;
    float value;
    std::memcpy(&value, &bits, sizeof(value));
    return {V::splat(value), V::zero()};
  }
  __attribute__((always_inline)) static reg multiply_add(reg acc, pair x, pair y) {
    return V::fma(V::fma(acc, x.even, y.even), x.odd, y.odd);
  }
};

}  // namespace
