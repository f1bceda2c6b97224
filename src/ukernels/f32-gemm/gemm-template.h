// One body for every f32 GEMM/IGEMM tile of every ISA whose kernels broadcast A values against NR/L vectors of W, and
// for the bf16 x bf16 -> f32 GEMM kernels (src/ukernels/bf16-f32-gemm/), which read A and W through another input
// policy (below).
//
// Include only from a per-ISA translation unit, with `V` one of the vector types of src/ukernels/simd/:
//   V::reg                          a SIMD register of V::kLanes floats
//   V::load(p) / V::store(p, r)     full-vector load and store
//   V::store_tail(p, r, n)          store the first n < kLanes lanes
//   V::splat(x)                     broadcast one float
//   V::fma(acc, a, b)               acc + a * b (fused where the ISA has it)
//   V::add(a, b)
//   V::fma_lane<L>(acc, b, a)       acc + b * (lane L of a); needed only by the `lanes` broadcast below
//   V::min(a, b) / V::max(a, b)
//
// What A and W hold is the input policy `In`'s business (f32_input below; bf16 pairs in
// src/ukernels/bf16-f32-gemm/bf16-pairs.h):
//   In::element                      the type of A's values
//   In::kPack                        A values (and rows of W) one k step consumes: 1 for f32, 2 for bf16 pairs
//   In::w, In::load_w(p)             one vector of W for one k step, from NR/kLanes 32-bit words at p
//   In::a, In::broadcast(p)          one k step of A (kPack values at p) for every lane
//   In::broadcast_last(p)            the same for a k step of which only p[0] exists (k % kPack != 0)
//   In::multiply_add(acc, a, w)      acc + the k step's products
// Packed W has NR 32-bit words per k step whatever the policy, so the pointer arithmetic below is the same.
// Everything here has internal linkage, so each ISA's instantiations stay inside that ISA's object file and can
// never be merged by the linker into code that runs on an older CPU.
//
// Two ways to broadcast A, chosen by the variant suffix of the kernel's name (f32_gemm_broadcast_of):
//   splat  (no suffix, `_dup`, `_loadsplat`): each k step broadcasts one A value per row from memory.
//   lanes  (`_lane` on NEON, `_splat` on WASM SIMD): every kLanes k steps load kLanes consecutive A values per row
//          in one vector, then multiply by each lane in turn (NEON vfmaq_laneq_f32, WASM a lane shuffle); the last
//          k % kLanes steps fall back to splat. Fewer loads, one more register per row.
//
// Register map for an MR x NR tile: MR * NR/L accumulators, NR/L registers of W for the current k, and one
// broadcast of A (splat) or MR vectors of A (lanes). AVX2 6x16 splat: 12 accumulators + 2 W + 1 A = 15 of 16 ymm.
//
// Small tiles (the mr = 1 GEMV rows) have too few accumulators to hide the FMA latency: 1x16 on AVX2 keeps 2 FMAs
// in flight where the core needs 8 (4 cycles latency x 2 pipes), so one chain reaches only a quarter of peak. Those
// splat tiles split k over kChains independent sets of accumulators (k = c, c + kChains, ... goes to set c) and add
// the sets once at the end. The sum's order differs from a single chain by a few roundings, well inside the tests'
// tolerance. (Lanes tiles keep one chain: their A vectors already cost a register per row.)
#pragma once

#include <cstddef>
#include <utility>

#include "ukernels/f32-gemm/f32-gemm.h"

// Keep the kernels' instructions in source order after register allocation: GCC's second scheduling pass would
// group every clamp before every store (see f32_gemm_tile::store). Clang does not reorder them.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-schedule-insns2")
#endif

namespace {

enum class f32_gemm_broadcast { splat, lanes };

// f32 A and W: one value per k step.
template <class V>
struct f32_input {
  using element = float;
  using a = typename V::reg;
  using w = typename V::reg;
  static constexpr size_t kPack = 1;
  __attribute__((always_inline)) static w load_w(const float* p) { return V::load(p); }
  __attribute__((always_inline)) static a broadcast(const float* p) { return V::splat(*p); }
  __attribute__((always_inline)) static a broadcast_last(const float* p) { return V::splat(*p); }
  __attribute__((always_inline)) static typename V::reg multiply_add(typename V::reg acc, a x, w y) {
    return V::fma(acc, x, y);
  }
};

constexpr bool f32_gemm_name_ends_with(const char* name, const char* suffix) {
  size_t n = 0, s = 0;
  while (name[n] != '\0') n++;
  while (suffix[s] != '\0') s++;
  if (s > n) return false;
  for (size_t i = 0; i < s; i++) {
    if (name[n - s + i] != suffix[i]) return false;
  }
  return true;
}

// The broadcast a kernel uses, from the variant suffix that ends its name (see above).
constexpr f32_gemm_broadcast f32_gemm_broadcast_of(const char* name) {
  return f32_gemm_name_ends_with(name, "_lane") || f32_gemm_name_ends_with(name, "_splat")
             ? f32_gemm_broadcast::lanes
             : f32_gemm_broadcast::splat;
}

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class In = f32_input<V>>
struct f32_gemm_tile {
  static_assert(NR % V::kLanes == 0, "NR must be a multiple of the vector length");
  static_assert(B == f32_gemm_broadcast::splat || In::kPack == 1, "lanes broadcast one value per k step");
  using element = typename In::element;
  static constexpr size_t kVectors = NR / V::kLanes;
  // At least 8 accumulators in flight where the tile allows, at most 4 chains.
  static constexpr size_t kChains =
      B == f32_gemm_broadcast::lanes ? 1 : (MR * kVectors >= 4 ? (MR * kVectors >= 8 ? 1 : 2) : 4);
  // Those tiles also stream W once per call (nothing reuses it) and are bound by its bandwidth, so they prefetch
  // each cache line of W this far ahead (gain: docs/kernels.md, "Measurements behind the tables").
  static constexpr size_t kPrefetchFloats = 1024 / sizeof(float);
  static constexpr size_t kFloatsPerLine = 64 / sizeof(float);
  using reg = typename V::reg;

  reg acc[MR][kVectors];               // chain 0: holds the bias and, after finish(), the whole sum
  reg partial[kChains][MR][kVectors];  // chains 1..kChains-1 start at zero; partial[0] is unused

  // Accumulators start at the block's bias.
  __attribute__((always_inline)) void init(const float* w) {
#pragma GCC unroll 16
    for (size_t j = 0; j < kVectors; j++) {
      acc[0][j] = V::load(w + j * V::kLanes);
#pragma GCC unroll 16
      for (size_t i = 1; i < MR; i++) acc[i][j] = acc[0][j];
#pragma GCC unroll 4
      for (size_t c = 1; c < kChains; c++) {
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) partial[c][i][j] = V::splat(0.0f);
      }
    }
  }

  // acc += A[rows][0..k) * W[0..k) over k steps of In::kPack values; advances w past the k rows of the block.
  __attribute__((always_inline)) void accumulate(const element* const (&rows)[MR], size_t k, const float*& w) {
    size_t kk = 0;
    if constexpr (B == f32_gemm_broadcast::lanes) {
      for (; kk + V::kLanes <= k; kk += V::kLanes) {
        reg a[MR];
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) a[i] = V::load(rows[i] + kk);
        accumulate_lanes(a, w, std::make_index_sequence<V::kLanes>());
      }
    }
    if constexpr (kChains > 1) {
      for (; kk + kChains <= k; kk += kChains) {
        if constexpr (V::kLanes > 1) {  // in the scalar kernels the prefetch stops GCC vectorizing: 2x slower
#pragma GCC unroll 16
          for (size_t line = 0; line < kChains * NR; line += kFloatsPerLine) {
            __builtin_prefetch(w + kPrefetchFloats + line);
          }
        }
        step(acc, rows, kk, w);
#pragma GCC unroll 4
        for (size_t c = 1; c < kChains; c++) step(partial[c], rows, kk + c, w);
      }
    }
    // Four k steps per loop branch: at the small K of pointwise layers (16-32) a block is only a few dozen steps,
    // so the loop branch and counter are a visible share of it (docs/kernels.md, "Measurements behind the tables").
#pragma GCC unroll 4
    for (; kk < k; kk++) step(acc, rows, kk, w);
  }

  // Adds the chains into acc.
  __attribute__((always_inline)) void finish() {
#pragma GCC unroll 4
    for (size_t c = 1; c < kChains; c++) {
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
#pragma GCC unroll 16
        for (size_t j = 0; j < kVectors; j++) acc[i][j] = V::add(acc[i][j], partial[c][i][j]);
      }
    }
  }

  // One k step into one chain: sums += A[rows][kk] * W row kk; advances w by one row of the block.
  __attribute__((always_inline)) static void step(reg (&sums)[MR][kVectors], const element* const (&rows)[MR],
                                                  size_t kk, const float*& w) {
    typename In::w b[kVectors];
    load_w(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      const typename In::a va = In::broadcast(rows[i] + kk * In::kPack);
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) sums[i][j] = In::multiply_add(sums[i][j], va, b[j]);
    }
  }

  // The k step of which only A's first value exists (k % In::kPack != 0): W's packer zeroed the rest of its row.
  __attribute__((always_inline)) void step_last(const element* const (&rows)[MR], size_t kk, const float*& w) {
    typename In::w b[kVectors];
    load_w(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      const typename In::a va = In::broadcast_last(rows[i] + kk * In::kPack);
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) acc[i][j] = In::multiply_add(acc[i][j], va, b[j]);
    }
  }

  // One k step per lane L of a[]: acc += lane L of a * the next row of W.
  template <size_t... L>
  __attribute__((always_inline)) void accumulate_lanes(const reg (&a)[MR], const float*& w,
                                                       std::index_sequence<L...>) {
    (accumulate_lane<L>(a, w), ...);
  }
  template <size_t L>
  __attribute__((always_inline)) void accumulate_lane(const reg (&a)[MR], const float*& w) {
    typename In::w b[kVectors];
    load_w(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) acc[i][j] = V::template fma_lane<L>(acc[i][j], b[j], a[i]);
    }
  }

  // The next NR values of W, one k step, loaded once for all rows.
  __attribute__((always_inline)) static void load_w(const float*& w, typename In::w (&b)[kVectors]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < kVectors; j++) b[j] = In::load_w(w + j * V::kLanes);
    w += NR;
  }

  // Clamps (when kClamped) and stores the first nc (<= NR) columns of each row, each register's store right behind
  // its clamp. A vector store of a register written long before can take an FMA issue slot (it reads the register
  // file), while a store fed by the instruction just before it is free (port figures and the gain: docs/operators.md,
  // "Pointwise convolution figures"). GCC's post-allocation scheduler would regroup them, so this header turns it
  // off (top of file). Rows are stored last to first so that aliased rows past mr (which point at
  // row mr-1) end with row mr-1's own values.
  template <bool kClamped>
  __attribute__((always_inline)) void store(float* const (&c)[MR], size_t nc, reg vmin, reg vmax) {
#pragma GCC unroll 16
    for (size_t ii = 0; ii < MR; ii++) {
      const size_t i = MR - 1 - ii;
      if (nc == NR) {
#pragma GCC unroll 16
        for (size_t j = 0; j < kVectors; j++) V::store(c[i] + j * V::kLanes, output<kClamped>(i, j, vmin, vmax));
      } else {
#pragma GCC unroll 16
        for (size_t j = 0; j < kVectors; j++) {
          const size_t first = j * V::kLanes;
          if (nc >= first + V::kLanes) {
            V::store(c[i] + first, output<kClamped>(i, j, vmin, vmax));
          } else if (nc > first) {
            V::store_tail(c[i] + first, output<kClamped>(i, j, vmin, vmax), nc - first);
          }
        }
      }
    }
  }

  template <bool kClamped>
  __attribute__((always_inline)) reg output(size_t i, size_t j, reg vmin, reg vmax) const {
    // Bounds first: V::min/max return their second operand when one is NaN (x86), so a NaN sum stays NaN on every
    // ISA, as in the depthwise and pooling kernels.
    return kClamped ? V::min(vmax, V::max(vmin, acc[i][j])) : acc[i][j];
  }
};

// Row pointers of C; rows past mr alias the last valid row so the body stays branch-free.
template <size_t MR>
__attribute__((always_inline)) inline void f32_gemm_output_rows(float* c, size_t mr, size_t cm_stride,
                                                                float* (&rows)[MR]) {
  rows[0] = c;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) {
    rows[i] = i < mr ? reinterpret_cast<float*>(reinterpret_cast<char*>(rows[i - 1]) + cm_stride) : rows[i - 1];
  }
}

template <size_t MR>
__attribute__((always_inline)) inline void f32_gemm_advance_columns(float* (&rows)[MR], size_t cn_stride) {
#pragma GCC unroll 16
  for (size_t i = 0; i < MR; i++) rows[i] = reinterpret_cast<float*>(reinterpret_cast<char*>(rows[i]) + cn_stride);
}

// A layer without an activation passes [-inf, +inf]: its clamp is skipped (two FP operations per accumulator and
// block, which at K = 16 are one for every eight FMAs).
__attribute__((always_inline)) inline bool f32_gemm_clamps(const xnn_f32_minmax_params* params) {
  return params->min != -__builtin_inff() || params->max != __builtin_inff();
}

// GEMM with fp32 output over A and W as the policy In reads them (f32 by default).
template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class In = f32_input<V>>
void f32_gemm_minmax(size_t mr, size_t nc, size_t kc, const typename In::element* a, size_t a_stride,
                     const float* w, float* c, size_t cm_stride, size_t cn_stride,
                     const xnn_f32_minmax_params* params) {
  using element = typename In::element;
  const element* a_rows[MR];
  a_rows[0] = a;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) {
    a_rows[i] = i < mr ? reinterpret_cast<const element*>(reinterpret_cast<const char*>(a_rows[i - 1]) + a_stride)
                       : a_rows[i - 1];
  }
  float* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t values = kc / sizeof(element);
  const size_t k = values / In::kPack;
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = V::splat(params->min);
  const typename V::reg vmax = V::splat(params->max);
  do {
    f32_gemm_tile<V, MR, NR, B, In> tile;
    tile.init(w);
    w += NR;
    tile.accumulate(a_rows, k, w);
    if constexpr (In::kPack > 1) {
      if (values % In::kPack != 0) tile.step_last(a_rows, k, w);
    }
    tile.finish();
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

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B>
void f32_igemm_minmax(XNN_F32_IGEMM_MINMAX_PARAMS) {
  float* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(float);
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = V::splat(params->min);
  const typename V::reg vmax = V::splat(params->max);
  do {
    f32_gemm_tile<V, MR, NR, B> tile;
    tile.init(w);
    w += NR;
    const float** taps = a;
    for (size_t p = 0; p < ks; p += MR * sizeof(void*)) {
      const float* rows[MR];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
        rows[i] = taps[i] != zero
                      ? reinterpret_cast<const float*>(reinterpret_cast<const char*>(taps[i]) + a_offset)
                      : zero;
      }
      taps += MR;
      tile.accumulate(rows, k, w);
    }
    tile.finish();
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
