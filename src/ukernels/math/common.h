// Small pieces every vector math routine of this folder shares. Internal linkage: include only from per-ISA files,
// after the header of the V type (src/ukernels/simd/).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace {

// A float with the given bits (constant-folded).
inline float math_float_from_bits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

// Every lane holding the integer `bits`.
template <class V>
typename V::ireg math_isplat(uint32_t bits) {
  return V::to_bits(V::splat(math_float_from_bits(bits)));
}

// x with the sign bit of `sign` flipped in (the sign bit of sign is xor-ed into x; other bits of sign must be 0).
template <class V>
typename V::reg math_xor_sign(typename V::reg x, typename V::ireg sign) {
  return V::from_bits(V::bxor(V::to_bits(x), sign));
}

// The sign bit of x alone.
template <class V>
typename V::ireg math_sign_bit(typename V::reg x) {
  return V::band(V::to_bits(x), math_isplat<V>(0x80000000u));
}

// Horner's rule: c[0] + x*(c[1] + x*(... + x*c[N-1])).
template <class V, size_t N>
typename V::reg math_horner(typename V::reg x, const float (&c)[N]) {
  typename V::reg p = V::splat(c[N - 1]);
  for (size_t i = N - 1; i-- > 0;) p = V::fma(V::splat(c[i]), p, x);
  return p;
}

// Optional primitive: V::scalef(p, n) = p * 2^n for an integral float n (AVX-512 vscalefps), exact for denormal and
// overflowing results. Types without it get the integer two-step scaling of exp.h.
template <class V, class = void>
struct math_has_scalef : std::false_type {};
template <class V>
struct math_has_scalef<V, decltype(void(V::scalef(V::zero(), V::zero())))> : std::true_type {};

// Optional primitives of AVX-512 for the table-driven sigmoid (sigmoid-lut32.h): V::lookup32(table, index), a
// 32-entry table indexed by the low 5 bits of each lane, and V::rcp_estimate(a), 1/a to a relative 2^-14.
template <class V, class = void>
struct math_has_lookup32 : std::false_type {};
template <class V>
struct math_has_lookup32<V, decltype(void(V::lookup32(nullptr, V::zero())), void(V::rcp_estimate(V::zero())))>
    : std::true_type {};

// Optional primitive of AVX2 for the table-driven sigmoid (sigmoid-lut8.h): V::lookup8(table, index), an 8-entry
// table indexed by the low 3 bits of each lane.
template <class V, class = void>
struct math_has_lookup8 : std::false_type {};
template <class V>
struct math_has_lookup8<V, decltype(void(V::lookup8(nullptr, V::zero())))> : std::true_type {};

// Optional primitives of SSE4.1 for the table-driven faster sigmoid (sigmoid-lut64.h): V::lookup64(table, index), a
// 64-entry table indexed by the low 6 bits of each lane, and V::select_by_sign(s, t, f), t where s's sign bit is set.
template <class V, class = void>
struct math_has_lookup64 : std::false_type {};
template <class V>
struct math_has_lookup64<V, decltype(void(V::lookup64(nullptr, V::zero())),
                                     void(V::select_by_sign(V::zero(), V::zero(), V::zero())))> : std::true_type {};

}  // namespace
