// Quantize, dequantize and requantize written once over a float vector type V and a byte helper B. Include only
// from per-ISA files.
//
// B moves one group of 8-bit elements between memory and int32 lanes: B::kBytes elements (16 on vector ISAs, 1 in
// scalar code) as kBytes / V::kLanes registers of V::ireg. It offers isplat(int32), load<T>(const T*, ireg*) (sign- or
// zero-extends, as T is int8_t or uint8_t) and store<T>(T*, const ireg*) (the lanes hold values of T's range, so any
// narrowing, saturating or truncating, gives the same bytes).
//
// A kernel runs `Tile` elements per iteration as groups, then single groups, then one partial group: its 8-bit input
// is read as a whole group (the contract lets it read XNN_EXTRA_BYTES past the end), its float input lane by lane
// (V::load_tail), and its partial output goes through a group on the stack.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "ukernels/qs8-vcvt/qs8-vcvt.h"

namespace {

template <class V, class B>
struct vcvt_group {
  static constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  using reg = typename V::reg;
  using ireg = typename V::ireg;

  // The first n < kBytes floats of p, zeros after them.
  static void load_f32_partial(const float* p, size_t n, reg* r) {
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) {
      const size_t start = i * V::kLanes;
      r[i] = start + V::kLanes <= n ? V::load(p + start) : start < n ? V::load_tail(p + start, n - start) : V::zero();
    }
  }
  static void store_f32_partial(float* p, size_t n, const reg* r) {
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) {
      const size_t start = i * V::kLanes;
      if (start + V::kLanes <= n) {
        V::store(p + start, r[i]);
      } else if (start < n) {
        V::store_tail(p + start, r[i], n - start);
      }
    }
  }
  template <class T>
  static void store_partial(T* p, size_t n, const ireg* r) {
    T group[B::kBytes];
    B::store(group, r);
    __builtin_memcpy(p, group, n);
  }
};

// y = round_half_even(x * scale) + zero_point, saturated to Out; NaN -> 0 (xnn_quantize_f32).
template <class V, class B, size_t Tile, class Out>
void quantize(size_t batch, const float* x, Out* y, const xnn_f32_qs8_cvt_params* params) {
  using G = vcvt_group<V, B>;
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  const int32_t zp = params->output_zero_point;
  const reg vscale = V::splat(params->scale);
  // A NaN product becomes -zero_point, which the clamp keeps and the zero point's addition turns into 0.
  const reg vnan = V::splat(float(-zp));
  const reg vlo = V::splat(float(int32_t(std::numeric_limits<Out>::min()) - zp));
  const reg vhi = V::splat(float(int32_t(std::numeric_limits<Out>::max()) - zp));
  const ireg vzp = B::isplat(zp);
  const auto convert = [&](const reg* in, ireg* out) {
#pragma GCC unroll 16
    for (size_t i = 0; i < G::kRegs; i++) {
      reg t = V::mul(in[i], vscale);
      t = V::select(V::eq(t, t), t, vnan);
      t = V::min(V::max(t, vlo), vhi);
      out[i] = V::iadd(V::cvt_round(t), vzp);
    }
  };
  const auto group = [&](const float* from, Out* to) {
    reg in[G::kRegs];
    ireg out[G::kRegs];
#pragma GCC unroll 16
    for (size_t i = 0; i < G::kRegs; i++) in[i] = V::load(from + i * V::kLanes);
    convert(in, out);
    B::store(to, out);
  };
  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += B::kBytes) group(x + g, y + g);
    x += Tile;
    y += Tile;
  }
  for (; n >= B::kBytes; n -= B::kBytes) {
    group(x, y);
    x += B::kBytes;
    y += B::kBytes;
  }
  if (n != 0) {
    reg in[G::kRegs];
    ireg out[G::kRegs];
    G::load_f32_partial(x, n, in);
    convert(in, out);
    G::store_partial(y, n, out);
  }
}

// y = float(x - zero_point) * scale (xnn_dequantize_8bit).
template <class V, class B, size_t Tile, class In>
void dequantize(size_t batch, const In* x, float* y, const xnn_qs8_f32_cvt_params* params) {
  using G = vcvt_group<V, B>;
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  const reg vscale = V::splat(params->scale);
  const ireg vzp = B::isplat(params->zero_point);
  const auto convert = [&](const In* from, reg* out) {
    ireg in[G::kRegs];
    B::load(from, in);
#pragma GCC unroll 16
    for (size_t i = 0; i < G::kRegs; i++) out[i] = V::mul(V::cvt(V::isub(in[i], vzp)), vscale);
  };
  const auto group = [&](const In* from, float* to) {
    reg out[G::kRegs];
    convert(from, out);
#pragma GCC unroll 16
    for (size_t i = 0; i < G::kRegs; i++) V::store(to + i * V::kLanes, out[i]);
  };
  size_t n = batch;
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += B::kBytes) group(x + g, y + g);
    x += Tile;
    y += Tile;
  }
  for (; n >= B::kBytes; n -= B::kBytes) {
    group(x, y);
    x += B::kBytes;
    y += B::kBytes;
  }
  if (n != 0) {
    reg out[G::kRegs];
    convert(x, out);
    G::store_f32_partial(y, n, out);
  }
}

// y = xnn_requantize_fp32(x - input_zero_point, scale, {output_zero_point, T's bounds}) (xnn_requantize_8bit).
template <class V, class B, size_t Tile, class T>
void requantize(size_t batch, const T* x, T* y, const xnn_qs8_cvt_params* params) {
  using G = vcvt_group<V, B>;
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  const int32_t zp = params->output_zero_point;
  const ireg vinput_zp = B::isplat(params->input_zero_point);
  const reg vscale = V::splat(params->scale);
  const reg vlo = V::splat(float(int32_t(std::numeric_limits<T>::min()) - zp));
  const reg vhi = V::splat(float(int32_t(std::numeric_limits<T>::max()) - zp));
  const ireg voutput_zp = B::isplat(zp);
  const auto convert = [&](const T* from, ireg* out) {
    ireg in[G::kRegs];
    B::load(from, in);
#pragma GCC unroll 16
    for (size_t i = 0; i < G::kRegs; i++) {
      reg t = V::mul(V::cvt(V::isub(in[i], vinput_zp)), vscale);
      t = V::min(V::max(t, vlo), vhi);
      out[i] = V::iadd(V::cvt_round(t), voutput_zp);
    }
  };
  size_t n = batch;
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += B::kBytes) {
      ireg out[G::kRegs];
      convert(x + g, out);
      B::store(y + g, out);
    }
    x += Tile;
    y += Tile;
  }
  for (; n >= B::kBytes; n -= B::kBytes) {
    ireg out[G::kRegs];
    convert(x, out);
    B::store(y, out);
    x += B::kBytes;
    y += B::kBytes;
  }
  if (n != 0) {
    ireg out[G::kRegs];
    convert(x, out);
    G::store_partial(y, n, out);
  }
}

}  // namespace
