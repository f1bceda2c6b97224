// int32 lanes for the s32 elementwise families (s32-vunary, s32-vbinary): a register of kLanes int32 as a GCC/Clang
// vector type, whose C operators compile to the instructions of the per-ISA file's flags (vpaddd, vpmulld,
// vpsllvd, vpminsd on x86; add, mul, sshl, smin on NEON; i32x4.* on WASM). Integer lane arithmetic needs no rounding,
// NaN or ISA-specific min/max rules, so one spelling serves every ISA: kLanes 1 is the scalar kernel, 4 a
// 128-bit register, 8 AVX2, 16 AVX-512. Wrapping arithmetic runs on the unsigned type (no signed overflow);
// comparisons, minimum, maximum and arithmetic shifts on the signed one.
// Include only from per-ISA files (internal linkage).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

template <size_t Lanes>
struct xnn_s32_lanes {
  static constexpr size_t kLanes = Lanes;
  typedef int32_t reg __attribute__((vector_size(4 * Lanes)));
  typedef uint32_t ureg __attribute__((vector_size(4 * Lanes)));

  // Whole and partial registers through memcpy: one unaligned load or store, valid at any alignment.
  static reg load(const int32_t* p) {
    reg r;
    std::memcpy(&r, p, sizeof(r));
    return r;
  }
  static void store(int32_t* p, reg r) { std::memcpy(p, &r, sizeof(r)); }
  // The first n < kLanes lanes; the others are 0.
  static reg load_tail(const int32_t* p, size_t n) {
    reg r = splat(0);
    std::memcpy(&r, p, n * sizeof(int32_t));
    return r;
  }
  static void store_tail(int32_t* p, reg r, size_t n) { std::memcpy(p, &r, n * sizeof(int32_t)); }
  static reg splat(int32_t x) { return reg{} + x; }

  static ureg u(reg a) { return (ureg)a; }
  static reg s(ureg a) { return (reg)a; }

  // Wrapping (modulo 2^32).
  static reg add(reg a, reg b) { return s(u(a) + u(b)); }
  static reg sub(reg a, reg b) { return s(u(a) - u(b)); }
  static reg mul(reg a, reg b) { return s(u(a) * u(b)); }
  static reg neg(reg a) { return s(-u(a)); }

  // A mask lane is all ones where the comparison holds.
  static reg lt(reg a, reg b) { return (reg)(a < b); }
  static reg gt(reg a, reg b) { return (reg)(a > b); }
  static reg select(reg mask, reg t, reg f) { return (mask & t) | (~mask & f); }
  static reg min(reg a, reg b) { return select(lt(a, b), a, b); }
  static reg max(reg a, reg b) { return select(gt(a, b), a, b); }

  // Shift counts are lanes in [0, 31].
  static reg shl(reg a, reg count) { return s(u(a) << u(count)); }
  static reg srl(reg a, reg count) { return s(u(a) >> u(count)); }
  static reg sra(reg a, reg count) { return a >> count; }
  // All ones in the negative lanes, else 0.
  static reg sign_mask(reg a) { return a >> 31; }
};

}  // namespace
