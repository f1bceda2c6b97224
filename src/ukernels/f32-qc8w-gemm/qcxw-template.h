// One body for every f32-qc8w and f32-qc4w GEMM tile of every ISA: the f32 GEMM tile (ukernels/f32-gemm/
// gemm-template.h, same register map, broadcasts and k-chain split) with a policy whose load_w widens each k step's
// integers to floats, then the per-channel scale before the clamp.
//
// Policies (f32_gemm_plain but for W; load_w reads one k step: NR values into NR / kLanes registers, advancing w):
//   f32_qc8w_policy   NR int8 -> sign-extend -> convert (x86: pmovsxbd + cvtdq2ps per register)
//   f32_qc4w_policy   NR / 2 bytes -> low nibbles into the first NR / 2 columns, high nibbles into the others ->
//                     convert, minus the zero point (exact: small integers)
// A widened register costs two or three instructions more than a float load; the mr = 1 rows, bound by the bytes of
// W they stream, read a quarter (int8) or an eighth (4-bit) of the f32 kernels' bytes.
// Include only from a per-ISA file of src/ukernels/f32-qc8w-gemm/, after widen.h's xnn_widen is defined for it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/gemm-template.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-schedule-insns2")
#endif

namespace {

// int8 W: NR bytes per k step.
template <class V>
struct f32_qc8w_policy : f32_gemm_plain<V> {
  using w_element = int8_t;
  static constexpr size_t kWBits = 8;
  // Bytes of a block's weights for k inputs and nr columns.
  static constexpr size_t bytes(size_t k, size_t nr) { return k * nr; }
  template <size_t N>
  __attribute__((always_inline)) static void load_w(const int8_t*& w, typename V::reg (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = V::cvt(xnn_widen::s8(w + j * V::kLanes));
    w += N * V::kLanes;
  }
};

// 4-bit W: NR / 2 bytes per k step, low nibbles into the first half of the registers, high nibbles into the others,
// minus the kernel zero point.
template <class V>
struct f32_qc4w_policy : f32_gemm_plain<V> {
  using w_element = uint8_t;
  static constexpr size_t kWBits = 4;
  // Bytes of a block's weights for k inputs and nr columns, rounded up to a whole float (the scales follow).
  static constexpr size_t bytes(size_t k, size_t nr) { return (k * (nr / 2) + 3) / 4 * 4; }

  f32_qc4w_policy() = default;
  explicit f32_qc4w_policy(int32_t kernel_zero_point) : zero_point(V::splat(float(kernel_zero_point))) {}
  typename V::reg zero_point;

  template <size_t N>
  __attribute__((always_inline)) void load_w(const uint8_t*& w, typename V::reg (&b)[N]) const {
    static_assert(N % 2 == 0, "a 4-bit k step fills an even number of registers");
#pragma GCC unroll 16
    for (size_t j = 0; j < N / 2; j++) {
      typename V::ireg lo, hi;
      xnn_widen::u4(w + j * V::kLanes, lo, hi);
      b[j] = V::sub(V::cvt(lo), zero_point);
      b[j + N / 2] = V::sub(V::cvt(hi), zero_point);
    }
    w += N * V::kLanes / 2;
  }
};

// C = clamp((bias + A * W) * scale, min, max) over the packed blocks of W (ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h
// and ukernels/f32-qc4w-gemm/f32-qc4w-gemm.h), with `policy` reading W.
template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class P>
void f32_qcxw_gemm_minmax(size_t mr, size_t nc, size_t kc, const float* a, size_t a_stride, const void* w, float* c,
                          size_t cm_stride, size_t cn_stride, float min, float max, P policy) {
  using tile_type = f32_gemm_tile<V, MR, NR, B, P>;
  const float* a_rows[MR];
  f32_gemm_input_rows(a, mr, a_stride, a_rows);
  float* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(float);
  const xnn_f32_minmax_params bounds = {min, max};
  const bool clamps = f32_gemm_clamps(&bounds);
  const typename V::reg vmin = V::splat(min);
  const typename V::reg vmax = V::splat(max);
  const char* block = static_cast<const char*>(w);
  do {
    tile_type tile;
    tile.policy = policy;
    const typename P::w_element* weights = reinterpret_cast<const typename P::w_element*>(block);
    tile.init(weights);
    tile.accumulate(a_rows, k, weights);
    tile.finish();
    const float* scale = reinterpret_cast<const float*>(block + NR * sizeof(float) + P::bytes(k, NR));
#pragma GCC unroll 16
    for (size_t j = 0; j < tile_type::kVectors; j++) {
      const typename V::reg s = V::load(scale + j * V::kLanes);
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) tile.acc[i][j] = V::mul(tile.acc[i][j], s);
    }
    block = reinterpret_cast<const char*>(scale + NR);
    const size_t n = nc < NR ? nc : NR;
    if (clamps) {
      tile.template store<true>(c_rows, n, vmin, vmax);
    } else {
      tile.template store<false>(c_rows, n, vmin, vmax);
    }
    f32_gemm_advance_columns(c_rows, cn_stride);
    nc -= n;
  } while (nc != 0);
}

}  // namespace

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif
