// One body for every GEMM/IGEMM tile of every ISA whose kernels broadcast A values against NR/L vectors of W: the
// f32 GEMMs, and through a policy (below) the f16 (src/ukernels/f16-gemm/), bf16 x bf16 -> f32
// (src/ukernels/bf16-f32-gemm/) and weights-only quantized (src/ukernels/f32-qc8w-gemm/) ones.
//
// Include only from a per-ISA translation unit, with `V` one of the vector types of src/ukernels/simd/ (or an f16
// one of src/ukernels/f16-gemm/):
//   V::reg                          a SIMD register of V::kLanes accumulators (floats, or halves for native fp16)
//   V::load(p) / V::store(p, r)     full-vector load and store
//   V::store_tail(p, r, n)          store the first n < kLanes lanes
//   V::splat(x)                     broadcast one value
//   V::zero()                       all lanes 0
//   V::fma(acc, a, b)               acc + a * b (fused where the ISA has it)
//   V::add(a, b)
//   V::fma_lane<L>(acc, b, a)       acc + b * (lane L of a); needed only by the `lanes` broadcast below
//   V::min(a, b) / V::max(a, b)
// Everything here has internal linkage, so each ISA's instantiations stay inside that ISA's object file and can
// never be merged by the linker into code that runs on an older CPU.
//
// What A, W and C hold in memory and how one k step of them multiplies is the policy `P`'s business; the default,
// f32_gemm_plain<V> (f32 A, W and C), is the f32 kernels' own. A policy declares:
//   P::a_element, P::w_element       A's values; what packed W is read as after each block's bias
//   P::c_element                     C's and the bias' values; the clamp bounds come in this type
//   P::a_row                         what the tile reads rows of A as: a_element, or float when A is staged
//   P::kPack                         A values (and rows of W) one k step consumes: 1, or 2 for bf16 pairs
//   P::kWBits                        bits of packed W per column and k step (32 f32, 16 f16, 8 int8, 4 int4, ...)
//   P::a_step, P::w_step             registers of one k step of A broadcast to every lane, of one W vector
//   P::load_w(w, b)                  the NR/kLanes W vectors of one k step, loaded and widened or converted to
//                                    what multiply_add takes; advances w past the step
//   P::broadcast(p)                  the k step of A at p (kPack values of a_row) in every lane
//   P::broadcast_last(p)             kPack > 1: the same for a k step of which only p[0] exists (k % kPack != 0;
//                                    W's packer zeroed the rest of its row)
//   P::multiply_add(acc, a, w)       acc + the k step's products
//   P::load_c(p), P::splat_c(x)      a vector of the bias; one clamp bound in every lane
//   P::store_c(p, r), P::store_c_tail(p, r, n)
//   P::kStagedK                      0, or A staging (below) kStagedK values of each row at a time, with
//   P::stage(p), P::stage_tail(p, n) kLanes (n < kLanes) values of A converted to a float vector
// load_w may be a const member (a policy with state, as the 4-bit zero point); the tile holds one instance.
// Policies: f32_gemm_plain<V, E> (A, W, C of V's own element E: f32, and native fp16 as E = uint16_t);
// xnn_f16_f32acc_gemm (halves converted, fp32 arithmetic, A staged: f16-gemm/f32acc-gemm.h); f32_qc8w_policy and
// f32_qc4w_policy (int8 / 4-bit W widened to floats: src/ukernels/f32-qc8w-gemm/qcxw-template.h); bf16 pairs
// converted by a shift and a mask (src/ukernels/bf16-f32-gemm/bf16-pairs.h) or multiplied packed by vdpbf16ps and
// bfdot (the avx512bf16 and neonbf16 files there).
//
// Two ways to broadcast A, chosen by the variant suffix of the kernel's name (f32_gemm_broadcast_of):
//   splat  (no suffix, `_dup`, `_loadsplat`): each k step broadcasts one A step per row (P::broadcast).
//   lanes  (`_lane` on NEON, `_splat` on WASM SIMD): every kLanes k steps load kLanes consecutive A values per row
//          in one vector (V::load of a_row), then multiply by each lane in turn (NEON vfmaq_laneq_f32, WASM a lane
//          shuffle; V::fma_lane); the last k % kLanes steps fall back to splat. Fewer loads, one more register per
//          row. Only for kPack = 1 policies whose A rows V loads.
//
// A staging (P::kStagedK, the f16_f32acc policy): the GEMM converts the rows of A, kStagedK values at a time, into
// an fp32 copy on the stack (f32_gemm_staged_a) and the tile broadcasts from that copy. When kc fits
// (k <= kStagedK) A is converted once per call for every NR block, so a k step costs NR/L conversions of W against
// MR * NR/L FMAs and A's broadcasts are loads (vbroadcastss m32 uses no FMA port); converting each A value in the
// step would cost MR broadcasts and conversions on the FMA ports instead. Longer K converts each chunk once per NR
// block: MR * kStagedK/L conversions against MR * kStagedK * NR/L FMAs.
//
// Register map for an MR x NR tile: MR * NR/L accumulators, NR/L W vectors (w_step) for the current k, and one
// broadcast A step (splat) or MR vectors of A (lanes). AVX2 6x16 f32 splat: 12 accumulators + 2 W + 1 A = 15 of 16
// ymm. A policy whose w_step or a_step is two registers (bf16 pairs by conversion) doubles those terms.
//
// Small tiles (the mr = 1 GEMV rows) have too few accumulators to hide the FMA latency: 1x16 on AVX2 keeps 2 FMAs
// in flight where the core needs 8 (4 cycles latency x 2 pipes), so one chain reaches only a quarter of peak. Those
// splat tiles split k over kChains independent sets of accumulators (set c takes the c-th of kChains equal runs of k
// steps, the remainder going to set 0 at the end) and add the sets once at the end. The sum's order differs from a
// single chain by a few roundings, well inside the tests' tolerance. (Lanes tiles keep one chain: their A vectors
// already cost a register per row.) Runs rather than interleaved steps because these tiles stream W once (nothing
// reuses it): each set reads its own run, so W comes from memory as kChains streams at once, which one Zen 3 core
// reads 1.5x faster than one stream (docs/kernels.md, "Measurements behind the tables").
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

// The default policy: A, W, bias and C all of V's element type E (float; halves for native fp16 vectors), one value
// per k step, V's own loads, splats and FMA.
template <class V, class E = float>
struct f32_gemm_plain {
  using reg = typename V::reg;
  using a_element = E;
  using w_element = E;
  using c_element = E;
  using a_row = E;
  using a_step = reg;
  using w_step = reg;
  static constexpr size_t kPack = 1;
  static constexpr size_t kWBits = 8 * sizeof(E);
  static constexpr size_t kStagedK = 0;

  template <size_t N>
  __attribute__((always_inline)) static void load_w(const w_element*& w, w_step (&b)[N]) {
#pragma GCC unroll 16
    for (size_t j = 0; j < N; j++) b[j] = V::load(w + j * V::kLanes);
    w += N * V::kLanes;
  }
  __attribute__((always_inline)) static a_step broadcast(const a_row* p) { return V::splat(*p); }
  __attribute__((always_inline)) static reg multiply_add(reg acc, a_step a, w_step b) { return V::fma(acc, a, b); }
  __attribute__((always_inline)) static reg load_c(const c_element* p) { return V::load(p); }
  // Once per call; forced inline, it shifted the f32 kernels' register allocation.
  static reg splat_c(c_element x) { return V::splat(x); }
  __attribute__((always_inline)) static void store_c(c_element* p, reg r) { V::store(p, r); }
  __attribute__((always_inline)) static void store_c_tail(c_element* p, reg r, size_t n) { V::store_tail(p, r, n); }
};

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class P = f32_gemm_plain<V>>
struct f32_gemm_tile {
  static_assert(NR % V::kLanes == 0, "NR must be a multiple of the vector length");
  static_assert(B == f32_gemm_broadcast::splat || P::kPack == 1, "lanes broadcast one value per k step");
  static constexpr size_t kVectors = NR / V::kLanes;
  using a_row = typename P::a_row;
  using w_element = typename P::w_element;
  using c_element = typename P::c_element;
  // At least 8 accumulators in flight where the tile allows, at most 4 chains.
  static constexpr size_t kChains =
      B == f32_gemm_broadcast::lanes ? 1 : (MR * kVectors >= 4 ? (MR * kVectors >= 8 ? 1 : 2) : 4);
  // Bytes of W per k step: the distance between the chains' runs is a multiple of it.
  static constexpr size_t kStepBytes = NR * P::kWBits / 8;
  using reg = typename V::reg;

  reg acc[MR][kVectors];               // chain 0: holds the bias and, after finish(), the whole sum
  reg partial[kChains][MR][kVectors];  // chains 1..kChains-1 start at zero; partial[0] is unused
  P policy;

  // Accumulators start at the block's bias, NR values of C's type at w (packed W per NR-column block: the bias, then
  // the block's k steps of W, then the next block); advances w to the block's first k step.
  __attribute__((always_inline)) void init(const w_element*& w) {
    const c_element* bias = reinterpret_cast<const c_element*>(w);
#pragma GCC unroll 16
    for (size_t j = 0; j < kVectors; j++) {
      acc[0][j] = P::load_c(bias + j * V::kLanes);
#pragma GCC unroll 16
      for (size_t i = 1; i < MR; i++) acc[i][j] = acc[0][j];
#pragma GCC unroll 4
      for (size_t c = 1; c < kChains; c++) {
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) partial[c][i][j] = V::zero();
      }
    }
    w = reinterpret_cast<const w_element*>(bias + NR);
  }

  // acc += A[rows][0..values) * W[0..values) in k steps of P::kPack values (the last one partial when values is not
  // a multiple of kPack); advances w past the block's rows of W.
  __attribute__((always_inline)) void accumulate(const a_row* const (&rows)[MR], size_t values, const w_element*& w) {
    const size_t k = values / P::kPack;
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
      const size_t part = k / kChains;
      if (part != 0) {
        const w_element* wc[kChains];
        wc[0] = w;
#pragma GCC unroll 4
        for (size_t c = 1; c < kChains; c++) {
          wc[c] = reinterpret_cast<const w_element*>(reinterpret_cast<const char*>(wc[c - 1]) + part * kStepBytes);
        }
        for (size_t s = 0; s < part; s++) {
          step(acc, rows, s, wc[0]);
#pragma GCC unroll 4
          for (size_t c = 1; c < kChains; c++) step(partial[c], rows, c * part + s, wc[c]);
        }
        w = wc[kChains - 1];
        kk = kChains * part;
      }
    }
    // Four k steps per loop branch: at the small K of pointwise layers (16-32) a block is only a few dozen steps,
    // so the loop branch and counter are a visible share of it (docs/kernels.md, "Measurements behind the tables").
#pragma GCC unroll 4
    for (; kk < k; kk++) step(acc, rows, kk, w);
    if constexpr (P::kPack > 1) {
      if (values % P::kPack != 0) step_last(rows, k, w);
    }
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
  __attribute__((always_inline)) void step(reg (&sums)[MR][kVectors], const a_row* const (&rows)[MR], size_t kk,
                                           const w_element*& w) const {
    typename P::w_step b[kVectors];
    policy.load_w(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      const typename P::a_step va = P::broadcast(rows[i] + kk * P::kPack);
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) sums[i][j] = P::multiply_add(sums[i][j], va, b[j]);
    }
  }

  // The k step of which only A's first value exists (values % P::kPack != 0).
  __attribute__((always_inline)) void step_last(const a_row* const (&rows)[MR], size_t kk, const w_element*& w) {
    typename P::w_step b[kVectors];
    policy.load_w(w, b);
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      const typename P::a_step va = P::broadcast_last(rows[i] + kk * P::kPack);
#pragma GCC unroll 16
      for (size_t j = 0; j < kVectors; j++) acc[i][j] = P::multiply_add(acc[i][j], va, b[j]);
    }
  }

  // One k step per lane L of a[]: acc += lane L of a * the next row of W.
  template <size_t... L>
  __attribute__((always_inline)) void accumulate_lanes(const reg (&a)[MR], const w_element*& w,
                                                       std::index_sequence<L...>) {
    (accumulate_lane<L>(a, w), ...);
  }
  template <size_t L>
  __attribute__((always_inline)) void accumulate_lane(const reg (&a)[MR], const w_element*& w) {
    typename P::w_step b[kVectors];
    policy.load_w(w, b);
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
  __attribute__((always_inline)) void store(c_element* const (&c)[MR], size_t nc, reg vmin, reg vmax) {
#pragma GCC unroll 16
    for (size_t ii = 0; ii < MR; ii++) {
      const size_t i = MR - 1 - ii;
      if (nc == NR) {
#pragma GCC unroll 16
        for (size_t j = 0; j < kVectors; j++) P::store_c(c[i] + j * V::kLanes, output<kClamped>(i, j, vmin, vmax));
      } else {
#pragma GCC unroll 16
        for (size_t j = 0; j < kVectors; j++) {
          const size_t first = j * V::kLanes;
          if (nc >= first + V::kLanes) {
            P::store_c(c[i] + first, output<kClamped>(i, j, vmin, vmax));
          } else if (nc > first) {
            P::store_c_tail(c[i] + first, output<kClamped>(i, j, vmin, vmax), nc - first);
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

// The fp32 copy of up to P::kStagedK values of each of the mr rows of A (top of file, A staging); rows past mr alias
// row mr-1. Each row has room for one more vector, so the last vector of a chunk is converted and stored whole.
template <class V, class P, size_t MR>
struct f32_gemm_staged_a {
  static_assert(P::kPack == 1, "the copy holds one float per k step");
  alignas(64) float data[MR][P::kStagedK + V::kLanes];
  const float* rows[MR];

  explicit f32_gemm_staged_a(size_t mr) {
    rows[0] = data[0];
#pragma GCC unroll 16
    for (size_t i = 1; i < MR; i++) rows[i] = i < mr ? data[i] : rows[i - 1];
  }

  // Converts A[0..mr)[k0, k0 + kb) into the copy (kb <= kStagedK). The last vector of a row may read values past
  // k0 + kb, within the XNN_EXTRA_BYTES after A; their values land past kb and are never read.
  __attribute__((always_inline)) void convert(const typename P::a_element* const (&a)[MR], size_t mr, size_t k0,
                                              size_t kb) {
    for (size_t i = 0; i < mr; i++) {
      size_t kk = 0;
      for (; kk + V::kLanes <= kb; kk += V::kLanes) V::store(data[i] + kk, P::stage(a[i] + k0 + kk));
      if (kk < kb) V::store(data[i] + kk, P::stage_tail(a[i] + k0 + kk, kb - kk));
    }
  }
};

struct f32_gemm_unstaged_a {
  explicit f32_gemm_unstaged_a(size_t) {}
};

template <class V, class P, size_t MR>
using f32_gemm_staging = std::conditional_t<P::kStagedK != 0, f32_gemm_staged_a<V, P, MR>, f32_gemm_unstaged_a>;

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

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class P = f32_gemm_plain<V>, class Params>
void f32_gemm_minmax(size_t mr, size_t nc, size_t kc, const typename P::a_element* a, size_t a_stride,
                     const void* w, typename P::c_element* c, size_t cm_stride, size_t cn_stride,
                     const Params* params) {
  using a_element = typename P::a_element;
  using c_element = typename P::c_element;
  const a_element* a_rows[MR];
  f32_gemm_input_rows(a, mr, a_stride, a_rows);
  c_element* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(a_element);
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = P::splat_c(params->min);
  const typename V::reg vmax = P::splat_c(params->max);
  constexpr size_t kStagedK = P::kStagedK;
  [[maybe_unused]] f32_gemm_staging<V, P, MR> staged(mr);
  if constexpr (kStagedK != 0) {
    if (k <= kStagedK) staged.convert(a_rows, mr, 0, k);
  }
  const typename P::w_element* weights = static_cast<const typename P::w_element*>(w);  // at a block's bias
  do {
    f32_gemm_tile<V, MR, NR, B, P> tile;
    tile.init(weights);
    if constexpr (kStagedK != 0) {
      for (size_t k0 = 0; k0 < k; k0 += kStagedK) {
        const size_t kb = k - k0 < kStagedK ? k - k0 : kStagedK;
        if (k > kStagedK) staged.convert(a_rows, mr, k0, kb);
        tile.accumulate(staged.rows, kb, weights);
      }
    } else {
      tile.accumulate(a_rows, k, weights);
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

template <class V, size_t MR, size_t NR, f32_gemm_broadcast B, class P = f32_gemm_plain<V>, class Params>
void f32_igemm_minmax(size_t mr, size_t nc, size_t kc, size_t ks, const typename P::a_element** a, const void* w,
                      typename P::c_element* c, size_t cm_stride, size_t cn_stride, size_t a_offset,
                      const typename P::a_element* zero, const Params* params) {
  using a_element = typename P::a_element;
  using c_element = typename P::c_element;
  c_element* c_rows[MR];
  f32_gemm_output_rows(c, mr, cm_stride, c_rows);
  const size_t k = kc / sizeof(a_element);
  const bool clamps = f32_gemm_clamps(params);
  const typename V::reg vmin = P::splat_c(params->min);
  const typename V::reg vmax = P::splat_c(params->max);
  // A staging policy converts each tap's MR rows (all of them: the indirection buffer gives MR pointers per tap)
  // before accumulating it, in every NR block: MR * k/L conversions against MR * k * NR/L FMAs.
  constexpr size_t kStagedK = P::kStagedK;
  [[maybe_unused]] f32_gemm_staging<V, P, MR> staged(MR);
  const typename P::w_element* weights = static_cast<const typename P::w_element*>(w);  // at a block's bias
  do {
    f32_gemm_tile<V, MR, NR, B, P> tile;
    tile.init(weights);
    const a_element** taps = a;
    for (size_t p = 0; p < ks; p += MR * sizeof(void*)) {
      const a_element* rows[MR];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
        rows[i] = taps[i] != zero
                      ? reinterpret_cast<const a_element*>(reinterpret_cast<const char*>(taps[i]) + a_offset)
                      : zero;
      }
      taps += MR;
      if constexpr (kStagedK != 0) {
        for (size_t k0 = 0; k0 < k; k0 += kStagedK) {
          const size_t kb = k - k0 < kStagedK ? k - k0 : kStagedK;
          staged.convert(rows, MR, k0, kb);
          tile.accumulate(staged.rows, kb, weights);
        }
      } else {
        tile.accumulate(rows, k, weights);
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
