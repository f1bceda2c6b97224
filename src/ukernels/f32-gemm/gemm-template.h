// One body for every f32 GEMM/IGEMM tile of every ISA whose kernels broadcast A values against NR/L vectors of W.
//
// Include only from a per-ISA translation unit, with `V` one of the vector types of src/ukernels/simd/:
//   V::reg                          a SIMD register of V::kLanes floats
//   V::load(p) / V::store(p, r)     full-vector load and store
//   V::store_tail(p, r, n)          store the first n < kLanes lanes
//   V::splat(x)                     broadcast one float
//   V::zero()                       all lanes 0
//   V::fma(acc, a, b)               acc + a * b (fused where the ISA has it)
//   V::add(a, b)
//   V::fma_lane<L>(acc, b, a)       acc + b * (lane L of a); needed only by the `lanes` broadcast below
//   V::min(a, b) / V::max(a, b)
// Everything here has internal linkage, so each ISA's instantiations stay inside that ISA's object file and can
// never be merged by the linker into code that runs on an older CPU.
//
// Two ways to broadcast A, chosen by the variant suffix of the kernel's name (f32_gemm_broadcast_of):
//   splat  (no suffix, `_dup`, `_loadsplat`): each k step broadcasts one A value per row from memory.
//   lanes  (`_lane` on NEON, `_splat` on WASM SIMD): every kLanes k steps load kLanes consecutive A values per row
//          in one vector, then multiply by each lane in turn (NEON vfmaq_laneq_f32, WASM a lane shuffle); the last
//          k % kLanes steps fall back to splat. Fewer loads, one more register per row.
//
// A, W and C hold V's element type: float, or IEEE halves (uint16_t) for the f16 GEMMs of src/ukernels/f16-gemm,
// whose V declares `using elem = uint16_t` and converts in its loads, splats and stores (fp32 arithmetic), or holds
// halves in its registers (native fp16 arithmetic). The clamp bounds come in the matching params struct.
// A V with fp32 arithmetic on halves also declares `kStagedK`: the GEMM then converts the rows of A, kStagedK values
// at a time, into an fp32 copy on the stack (f32_gemm_staged_a) and the tile broadcasts from that copy. When kc fits
// (k <= kStagedK) A is converted once per call for every NR block, so a k step costs NR/L conversions of W against
// MR * NR/L FMAs and A's broadcasts are loads (vbroadcastss m32 uses no FMA port); converting each A value in the
// step would cost MR broadcasts and conversions on the FMA ports instead. Longer K converts each chunk once per NR
// block: MR * kStagedK/L conversions against MR * kStagedK * NR/L FMAs.
//
// Register map for an MR x NR tile: MR * NR/L accumulators, NR/L registers of W for the current k, and one
// broadcast of A (splat) or MR vectors of A (lanes). AVX2 6x16 splat: 12 accumulators + 2 W + 1 A = 15 of 16 ymm.
//
// W is read through a loader W (default f32_gemm_plain_weights: NR values of V's element type per k step); the
// weights-only quantized kernels (src/ukernels/f32-qc8w-gemm/) pass one that widens int8 or 4-bit values to floats,
// so the same body runs them.
//
// Small tiles (the mr = 1 GEMV rows) have too few accumulators to hide the FMA latency: 1x16 on AVX2 keeps 2 FMAs
// in flight where the core needs 8 (4 cycles latency x 2 pipes), so one chain reaches only a quarter of peak. Those
// splat tiles split k over kChains independent sets of accumulators (k = c, c + kChains, ... goes to set c) and add
// the sets once at the end. The sum's order differs from a single chain by a few roundings, well inside the tests'
// tolerance. (Lanes tiles keep one chain: their A vectors already cost a register per row.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
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

template <class V, class = void>
struct f32_gemm_elem {
  using type = float;
};
template <class V>
struct f32_gemm_elem<V, std::void_t<typename V::elem>> {
  using type = typename V::elem;
};
template <class V>
using f32_gemm_elem_t = typename f32_gemm_elem<V>::type;

template <class V, class = void>
struct f32_gemm_staged_k {
  static constexpr size_t value = 0;
};
template <class V>
struct f32_gemm_staged_k<V, std::void_t<decltype(V::kStagedK)>> {
  static constexpr size_t value = V::kStagedK;
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

// The default W: NR values of V's element type per k step (floats, or halves for the f16 GEMMs).
template <class V, size_t NR>
struct f32_gemm_plain_weights {
  using element = f32_gemm_elem_t<V>;
  static constexpr size_t kStepBytes = NR * sizeof(element);
  __attribute__((always_inline)) void load(const element*& w, typename V::reg (&b)[NR / V::kLanes]) const {
#pragma GCC unroll 16
    for (size_t j = 0; j < NR / V::kLanes; j++) b[j] = V::load(w + j * V::kLanes);
    w += NR;
  }
};

// A is read as A-typed rows: E (V's element type), or float when the GEMM stages A (f32_gemm_staged_a).
template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class A = f32_gemm_elem_t<V>,
          class W = f32_gemm_plain_weights<V, NR>>
struct f32_gemm_tile {
  static_assert(NR % V::kLanes == 0, "NR must be a multiple of the vector length");
  static constexpr size_t kVectors = NR / V::kLanes;
  using w_type = typename W::element;
  // At least 8 accumulators in flight where the tile allows, at most 4 chains.
  static constexpr size_t kChains =
      B == f32_gemm_broadcast::lanes ? 1 : (MR * kVectors >= 4 ? (MR * kVectors >= 8 ? 1 : 2) : 4);
  // Those tiles also stream W once per call (nothing reuses it) and are bound by its bandwidth, so they prefetch
  // each cache line of W this far ahead (gain: docs/kernels.md, "Measurements behind the tables").
  using E = f32_gemm_elem_t<V>;
  static constexpr size_t kPrefetchBytes = 1024;
  static constexpr size_t kLineBytes = 64;
  using reg = typename V::reg;

  reg acc[MR][kVectors];               // chain 0: holds the bias and, after finish(), the whole sum
  reg partial[kChains][MR][kVectors];  // chains 1..kChains-1 start at zero; partial[0] is unused
  W loader;

  // Accumulators start at the block's bias.
  __attribute__((always_inline)) void init(const E* w) {
#pragma GCC unroll 16
    for (size_t j = 0; j < kVectors; j++) {
      acc[0][j] = V::load(w + j * V::kLanes);
#pragma GCC unroll 16
      for (size_t i = 1; i < MR; i++) acc[i][j] = acc[0][j];
#pragma GCC unroll 4
      for (size_t c = 1; c < kChains; c++) {
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) partial[c][i][j] = V::zero();
      }
    }
  }

  // acc += A[rows][0..k) * W[0..k); advances w past the k rows of the block.
  __attribute__((always_inline)) void accumulate(const A* const (&rows)[MR], size_t k, const w_type*& w) {
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
          for (size_t line = 0; line < kChains * W::kStepBytes; line += kLineBytes) {
            __builtin_prefetch(reinterpret_cast<const char*>(w) + kPrefetchBytes + line);
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
  __attribute__((always_inline)) void step(reg (&sums)[MR][kVectors], const A* const (&rows)[MR], size_t kk,
                                           const w_type*& w) const {
    reg b[kVectors];
    loader.load(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      const reg va = V::splat(rows[i][kk]);
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) sums[i][j] = V::fma(sums[i][j], va, b[j]);
    }
  }

  // One k step per lane L of a[]: acc += lane L of a * the next row of W.
  template <size_t... L>
  __attribute__((always_inline)) void accumulate_lanes(const reg (&a)[MR], const w_type*& w,
                                                       std::index_sequence<L...>) {
    (accumulate_lane<L>(a, w), ...);
  }
  template <size_t L>
  __attribute__((always_inline)) void accumulate_lane(const reg (&a)[MR], const w_type*& w) {
    reg b[kVectors];
    loader.load(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) acc[i][j] = V::template fma_lane<L>(acc[i][j], b[j], a[i]);
    }
  }

  // Clamps (when kClamped) and stores the first nc (<= NR) columns of each row, each register's store right behind
  // its clamp. A vector store of a register written long before can take an FMA issue slot (it reads the register
  // file), while a store fed by the instruction just before it is free (port figures and the gain: docs/operators.md,
  // "Pointwise convolution figures"). GCC's post-allocation scheduler would regroup them, so this header turns it
  // off (top of file). Rows are stored last to first so that aliased rows past mr (which point at
  // row mr-1) end with row mr-1's own values.
  template <bool kClamped>
  __attribute__((always_inline)) void store(E* const (&c)[MR], size_t nc, reg vmin, reg vmax) {
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

// The fp32 copy of up to KB values of each of the mr rows of A (top of file, kStagedK); rows past mr alias row mr-1.
// Each row has room for one more vector, so the last vector of a chunk is converted and stored whole.
template <class V, size_t MR, size_t KB>
struct f32_gemm_staged_a {
  alignas(64) float data[MR][KB + V::kLanes];
  const float* rows[MR];

  explicit f32_gemm_staged_a(size_t mr) {
    rows[0] = data[0];
#pragma GCC unroll 16
    for (size_t i = 1; i < MR; i++) rows[i] = i < mr ? data[i] : rows[i - 1];
  }

  // Converts A[0..mr)[k0, k0 + kb) into the copy (kb <= KB). The last vector of a row may read halves past k0 + kb,
  // within the XNN_EXTRA_BYTES after A; their values land past kb and are never read.
  __attribute__((always_inline)) void convert(const uint16_t* const (&a)[MR], size_t mr, size_t k0, size_t kb) {
    for (size_t i = 0; i < mr; i++) {
      size_t kk = 0;
      for (; kk + V::kLanes <= kb; kk += V::kLanes) V::store(data[i] + kk, V::load(a[i] + k0 + kk));
      if (kk < kb) V::store(data[i] + kk, V::load_tail(a[i] + k0 + kk, kb - kk));
    }
  }
};

struct f32_gemm_unstaged_a {
  explicit f32_gemm_unstaged_a(size_t) {}
};

// Row pointers of C; rows past mr alias the last valid row so the body stays branch-free.
template <size_t MR, class E>
__attribute__((always_inline)) inline void f32_gemm_output_rows(E* c, size_t mr, size_t cm_stride, E* (&rows)[MR]) {
  rows[0] = c;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) {
    rows[i] = i < mr ? reinterpret_cast<E*>(reinterpret_cast<char*>(rows[i - 1]) + cm_stride) : rows[i - 1];
  }
}

template <size_t MR, class E>
__attribute__((always_inline)) inline void f32_gemm_advance_columns(E* (&rows)[MR], size_t cn_stride) {
#pragma GCC unroll 16
  for (size_t i = 0; i < MR; i++) rows[i] = reinterpret_cast<E*>(reinterpret_cast<char*>(rows[i]) + cn_stride);
}

// A layer without an activation passes [-inf, +inf]: its clamp is skipped (two FP operations per accumulator and
// block, which at K = 16 are one for every eight FMAs).
__attribute__((always_inline)) inline bool f32_gemm_clamps(const xnn_f32_minmax_params* params) {
  return params->min != -__builtin_inff() || params->max != __builtin_inff();
}
__attribute__((always_inline)) inline bool f32_gemm_clamps(const xnn_f16_minmax_params* params) {
  return params->min != 0xFC00 || params->max != 0x7C00;  // the halves -inf and +inf
}

// Row pointers of A; rows past mr alias the last valid row.
template <size_t MR, class E>
__attribute__((always_inline)) inline void f32_gemm_input_rows(const E* a, size_t mr, size_t a_stride,
                                                               const E* (&rows)[MR]) {
  rows[0] = a;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) {
    rows[i] = i < mr ? reinterpret_cast<const E*>(reinterpret_cast<const char*>(rows[i - 1]) + a_stride)
                     : rows[i - 1];
  }
}

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class E = f32_gemm_elem_t<V>, class Params>
void f32_gemm_minmax(size_t mr, size_t nc, size_t kc, const E* a, size_t a_stride, const E* w, E* c,
                     size_t cm_stride, size_t cn_stride, const Params* params) {
  const E* a_rows[MR];
  f32_gemm_input_rows(a, mr, a_stride, a_rows);
  E* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(E);
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = V::splat(params->min);
  const typename V::reg vmax = V::splat(params->max);
  constexpr size_t kStagedK = f32_gemm_staged_k<V>::value;
  using Staged = std::conditional_t<kStagedK != 0, f32_gemm_staged_a<V, MR, kStagedK>, f32_gemm_unstaged_a>;
  using A = std::conditional_t<kStagedK != 0, float, E>;
  [[maybe_unused]] Staged staged(mr);
  if constexpr (kStagedK != 0) {
    if (k <= kStagedK) staged.convert(a_rows, mr, 0, k);
  }
  do {
    f32_gemm_tile<V, MR, NR, B, A> tile;
    tile.init(w);
    w += NR;
    if constexpr (kStagedK != 0) {
      for (size_t k0 = 0; k0 < k; k0 += kStagedK) {
        const size_t kb = k - k0 < kStagedK ? k - k0 : kStagedK;
        if (k > kStagedK) staged.convert(a_rows, mr, k0, kb);
        tile.accumulate(staged.rows, kb, w);
      }
    } else {
      tile.accumulate(a_rows, k, w);
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

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class E = f32_gemm_elem_t<V>, class Params>
void f32_igemm_minmax(size_t mr, size_t nc, size_t kc, size_t ks, const E** a, const E* w, E* c, size_t cm_stride,
                      size_t cn_stride, size_t a_offset, const E* zero, const Params* params) {
  E* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(E);
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = V::splat(params->min);
  const typename V::reg vmax = V::splat(params->max);
  // A staging V converts each tap's MR rows (all of them: the indirection buffer gives MR pointers per tap) before
  // accumulating it, in every NR block: MR * k/L conversions against MR * k * NR/L FMAs.
  constexpr size_t kStagedK = f32_gemm_staged_k<V>::value;
  using Staged = std::conditional_t<kStagedK != 0, f32_gemm_staged_a<V, MR, kStagedK>, f32_gemm_unstaged_a>;
  using A = std::conditional_t<kStagedK != 0, float, E>;
  [[maybe_unused]] Staged staged(MR);
  do {
    f32_gemm_tile<V, MR, NR, B, A> tile;
    tile.init(w);
    w += NR;
    const E** taps = a;
    for (size_t p = 0; p < ks; p += MR * sizeof(void*)) {
      const E* rows[MR];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
        rows[i] = taps[i] != zero
                      ? reinterpret_cast<const E*>(reinterpret_cast<const char*>(taps[i]) + a_offset)
                      : zero;
      }
      taps += MR;
      if constexpr (kStagedK != 0) {
        for (size_t k0 = 0; k0 < k; k0 += kStagedK) {
          const size_t kb = k - k0 < kStagedK ? k - k0 : kStagedK;
          staged.convert(rows, MR, k0, kb);
          tile.accumulate(staged.rows, kb, w);
        }
      } else {
        tile.accumulate(rows, k, w);
      }
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
