// N registers of a vector type V used as one (the interface of README.md, minus the GEMM-only members): every
// primitive applies to all N registers before the next primitive starts. A routine written for one register
// (an op of f32-vunary, the math of src/ukernels/math/) then issues N independent dependency chains side by side,
// the way hand-unrolled kernels interleave them. Written register by register, a long routine (sigmoid: ~30
// operations and a division, ~80 cycles of latency) keeps the out-of-order window busy with one chain at a time
// and runs latency-bound (docs/kernels.md, "Measurements behind the tables").
// Include only from per-ISA files, after V's header (internal linkage).
#pragma once

#include <cstddef>

namespace {

template <class V, size_t N>
struct xnn_simd_multi {
  static constexpr size_t kLanes = V::kLanes * N;
  struct reg {
    typename V::reg r[N];
  };
  struct ireg {
    typename V::ireg r[N];
  };
  struct mask {
    typename V::mask r[N];
  };

  // out.r[i] = f(args.r[i]...) for every register.
  template <class Out, class F, class... Args>
  static Out map(F f, const Args&... args) {
    Out out;
#pragma GCC unroll 16
    for (size_t i = 0; i < N; i++) out.r[i] = f(args.r[i]...);
    return out;
  }

  // T: float, or uint16_t for a V that converts halves (f16-vunary).
  template <class T>
  static reg load(const T* p) {
    reg out;
#pragma GCC unroll 16
    for (size_t i = 0; i < N; i++) out.r[i] = V::load(p + i * V::kLanes);
    return out;
  }
  template <class T>
  static void store(T* p, reg a) {
#pragma GCC unroll 16
    for (size_t i = 0; i < N; i++) V::store(p + i * V::kLanes, a.r[i]);
  }
  static reg splat(float x) {
    reg out;
    const typename V::reg v = V::splat(x);
#pragma GCC unroll 16
    for (size_t i = 0; i < N; i++) out.r[i] = v;
    return out;
  }
  static reg zero() { return splat(0.0f); }

#define XNN_MULTI_UNARY(Out, name, In) \
  static Out name(In a) { return map<Out>([](auto x) { return V::name(x); }, a); }
#define XNN_MULTI_BINARY(Out, name, In) \
  static Out name(In a, In b) { return map<Out>([](auto x, auto y) { return V::name(x, y); }, a, b); }
  XNN_MULTI_BINARY(reg, add, reg)
  XNN_MULTI_BINARY(reg, sub, reg)
  XNN_MULTI_BINARY(reg, mul, reg)
  XNN_MULTI_BINARY(reg, div, reg)
  XNN_MULTI_BINARY(reg, min, reg)
  XNN_MULTI_BINARY(reg, max, reg)
  XNN_MULTI_BINARY(reg, minimum, reg)
  XNN_MULTI_BINARY(reg, maximum, reg)
  XNN_MULTI_UNARY(reg, abs, reg)
  XNN_MULTI_UNARY(reg, neg, reg)
  XNN_MULTI_UNARY(reg, sqrt, reg)
  XNN_MULTI_UNARY(reg, floor, reg)
  XNN_MULTI_UNARY(reg, ceil, reg)
  XNN_MULTI_UNARY(reg, round, reg)
  XNN_MULTI_BINARY(mask, lt, reg)
  XNN_MULTI_BINARY(mask, le, reg)
  XNN_MULTI_BINARY(mask, eq, reg)
  XNN_MULTI_UNARY(ireg, to_bits, reg)
  XNN_MULTI_UNARY(reg, from_bits, ireg)
  XNN_MULTI_UNARY(ireg, cvt_round, reg)
  XNN_MULTI_UNARY(reg, cvt, ireg)
  XNN_MULTI_BINARY(ireg, iadd, ireg)
  XNN_MULTI_BINARY(ireg, isub, ireg)
  XNN_MULTI_BINARY(ireg, band, ireg)
  XNN_MULTI_BINARY(ireg, bor, ireg)
  XNN_MULTI_BINARY(ireg, bxor, ireg)
  XNN_MULTI_BINARY(ireg, bandnot, ireg)
#undef XNN_MULTI_UNARY
#undef XNN_MULTI_BINARY

  static reg fma(reg acc, reg a, reg b) {
    return map<reg>([](auto c, auto x, auto y) { return V::fma(c, x, y); }, acc, a, b);
  }
  static reg select(mask m, reg t, reg f) {
    return map<reg>([](auto k, auto x, auto y) { return V::select(k, x, y); }, m, t, f);
  }
  static reg clamp(reg v, reg lo, reg hi) {
    return map<reg>([](auto x, auto l, auto h) { return V::clamp(x, l, h); }, v, lo, hi);
  }
  template <int n>
  static ireg shl(ireg a) {
    return map<ireg>([](auto x) { return V::template shl<n>(x); }, a);
  }
  template <int n>
  static ireg shr(ireg a) {
    return map<ireg>([](auto x) { return V::template shr<n>(x); }, a);
  }
  static bool any(mask m) {
    bool result = false;
#pragma GCC unroll 16
    for (size_t i = 0; i < N; i++) result |= V::any(m.r[i]);
    return result;
  }
  // Only where V has them (math_has_scalef and the others in src/ukernels/math/common.h look for them).
  template <class W = V>
  static auto scalef(reg a, reg b) -> decltype(W::scalef(a.r[0], b.r[0]), reg()) {
    return map<reg>([](auto x, auto y) { return W::scalef(x, y); }, a, b);
  }
  template <class W = V>
  static auto lookup32(const float* table, reg index) -> decltype(W::lookup32(table, index.r[0]), reg()) {
    return map<reg>([table](auto i) { return W::lookup32(table, i); }, index);
  }
  template <class W = V>
  static auto lookup8(const float* table, reg index) -> decltype(W::lookup8(table, index.r[0]), reg()) {
    return map<reg>([table](auto i) { return W::lookup8(table, i); }, index);
  }
  template <class W = V>
  static auto lookup64(const float* table, reg index) -> decltype(W::lookup64(table, index.r[0]), reg()) {
    return map<reg>([table](auto i) { return W::lookup64(table, i); }, index);
  }
  template <class W = V>
  static auto select_by_sign(reg s, reg t, reg f) -> decltype(W::select_by_sign(s.r[0], t.r[0], f.r[0]), reg()) {
    return map<reg>([](auto a, auto x, auto y) { return W::select_by_sign(a, x, y); }, s, t, f);
  }
  template <class W = V>
  static auto rcp_estimate(reg a) -> decltype(W::rcp_estimate(a.r[0]), reg()) {
    return map<reg>([](auto x) { return W::rcp_estimate(x); }, a);
  }
  static reg fms(reg acc, reg a, reg b) {
    return map<reg>([](auto c, auto x, auto y) { return V::fms(c, x, y); }, acc, a, b);
  }
  static ireg imin(ireg a, ireg b) { return map<ireg>([](auto x, auto y) { return V::imin(x, y); }, a, b); }
  static ireg imax(ireg a, ireg b) { return map<ireg>([](auto x, auto y) { return V::imax(x, y); }, a, b); }
  static mask ilt(ireg a, ireg b) { return map<mask>([](auto x, auto y) { return V::ilt(x, y); }, a, b); }
};

}  // namespace
