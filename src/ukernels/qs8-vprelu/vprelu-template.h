// 8-bit PReLU written once over a vector type V and a byte helper B (the qs8-vcvt group helpers,
// ukernels/qs8-vcvt/bytes-<isa>.h). Include only from per-ISA files.
//
// Each lane computes xnn_qs8_prelu_reference in float: the differences from the zero points (within +-255) and
// their product (below 2^16 in magnitude) are exact in float, so the product, the choice of scale, the one multiply
// by it, the clamp and the round to nearest even are the reference's steps on the same values.
//
// A kernel runs `Tile` elements per iteration as groups of B::kBytes, then single groups, then one partial group:
// the inputs are read as whole groups (the contract lets it read XNN_EXTRA_BYTES past their ends) and the partial
// output goes through a group on the stack. Each group is loaded before it is stored, so y may alias a or b.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-vprelu/qs8-vprelu.h"

namespace {

// vprelu: a and b arrays; vpreluc: b[0] is every slope; vrpreluc: a holds the slopes and b[0] is every x.
enum class xnn_vprelu_kind { array, const_slope, const_input };

// The requantization of one register of accumulators (as float, exact) with one scale per lane.
template <class V, class B>
struct prelu_output {
  typename V::reg lo, hi;
  typename V::ireg zp;
  explicit prelu_output(const xnn_qs8_minmax_params& p)
      : lo(V::splat(float(p.output_min - p.output_zero_point))),
        hi(V::splat(float(p.output_max - p.output_zero_point))),
        zp(B::isplat(p.output_zero_point)) {}
  typename V::ireg operator()(typename V::reg acc, typename V::reg scale) const {
    return V::iadd(V::cvt_round(V::min(V::max(V::mul(acc, scale), lo), hi)), zp);
  }
};

template <class V, class B, xnn_vprelu_kind Kind, class T>
auto prelu_lanes(const xnn_qs8_vprelu_params& p, const T* b) {
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  const prelu_output<V, B> output(p.output);
  const reg vpositive = V::splat(p.positive_scale);
  const reg vnegative = V::splat(p.negative_scale);
  const ireg vinput_zp = B::isplat(p.input_zero_point);
  const ireg vslope_zp = B::isplat(p.slope_zero_point);
  const ireg vzero = B::isplat(0);
  if constexpr (Kind == xnn_vprelu_kind::const_input) {
    // One x for every lane: its sign picks the formula once.
    const int32_t dx = int32_t(*b) - p.input_zero_point;
    const reg vdx = V::splat(float(dx));
    const reg vscale = dx < 0 ? vnegative : vpositive;
    const bool negative = dx < 0;
    return [=](ireg slope, ireg) {
      const reg acc = negative ? V::mul(V::cvt(V::isub(slope, vslope_zp)), vdx) : vdx;
      return output(acc, vscale);
    };
  } else {
    const reg vconst_ds = V::splat(Kind == xnn_vprelu_kind::const_slope ? float(int32_t(*b) - p.slope_zero_point)
                                                                        : 0.0f);
    return [=](ireg x, ireg slope) {
      const ireg dx = V::isub(x, vinput_zp);
      const auto negative = V::ilt(dx, vzero);
      const reg vdx = V::cvt(dx);
      reg ds = vconst_ds;
      if constexpr (Kind == xnn_vprelu_kind::array) ds = V::cvt(V::isub(slope, vslope_zp));
      const reg acc = V::select(negative, V::mul(vdx, ds), vdx);
      return output(acc, V::select(negative, vnegative, vpositive));
    };
  }
}

template <class V, class B, size_t Tile, xnn_vprelu_kind Kind, class T>
void vprelu(size_t batch, const T* a, const T* b, T* y, const xnn_qs8_vprelu_params* params) {
  constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  using ireg = typename V::ireg;
  constexpr bool kArrayB = Kind == xnn_vprelu_kind::array;
  const auto lanes = prelu_lanes<V, B, Kind>(*params, b);
  const auto group = [&](const T* ga, const T* gb, ireg* out) {
    ireg ia[kRegs];
    ireg ib[kRegs];
    B::load(ga, ia);
    if constexpr (kArrayB) B::load(gb, ib);
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) out[i] = lanes(ia[i], kArrayB ? ib[i] : ia[i]);
  };
  const size_t b_step = kArrayB ? 1 : 0;
  size_t n = batch;
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += B::kBytes) {
      ireg out[kRegs];
      group(a + g, b + g * b_step, out);
      B::store(y + g, out);
    }
    a += Tile;
    b += Tile * b_step;
    y += Tile;
  }
  for (; n >= B::kBytes; n -= B::kBytes) {
    ireg out[kRegs];
    group(a, b, out);
    B::store(y, out);
    a += B::kBytes;
    b += B::kBytes * b_step;
    y += B::kBytes;
  }
  if (n != 0) {
    ireg out[kRegs];
    group(a, b, out);
    T partial[B::kBytes];
    B::store(partial, out);
    __builtin_memcpy(y, partial, n);
  }
}

}  // namespace
