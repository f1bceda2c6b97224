// One loop body for every qs8-qc8w GEMM/IGEMM tile of every ISA; the ISA supplies the arithmetic as a traits type D.
//
// Include only from a per-ISA translation unit. D describes how one k group (kKr bytes per column) is multiplied:
//   D::kKr          k values per packed group (the table's kr)
//   D::kColsPerW    columns one W register covers (kColsPerW * kKr bytes of packed W)
//   D::kOutLanes    columns of one output vector; D::reduce turns kOutLanes / kColsPerW accumulators into one
//   D::acc, D::a_reg, D::w_reg, D::out, D::out_params
//   D::zero()                 a zeroed accumulator
//   D::load_a(p)              kKr bytes of A at p, broadcast as the dot product wants them
//   D::load_w(p)              kColsPerW * kKr bytes of packed W at p
//   D::dot(acc, a, w)         acc + the products of a and w, summed per accumulator lane
//   D::reduce(accs)           the kOutLanes column sums of kOutLanes / kColsPerW accumulators, in column order
//   D::prepare(params)        the output stage's constants
//   D::kRowsPerA, D::load_a2(p0, p1), D::reduce2(accs, r)
//                             optional: one A register holds two rows (i8mm's 2x8 by 8x2 smmla); each accumulator
//                             then holds both rows, and reduce2 picks row r (0 or 1) of kOutLanes columns
//   D::kWBytes                optional: bytes per packed weight (default 1; the qu8 kernels' weights are int16)
//   D::kWNibbles, D::load_w_pair(p, lo, hi), D::load_w_half(p)
//                             optional: W is packed two 4-bit values per byte (the qd8-f32-qc4w kernels, see
//                             ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h): byte u of a k group's NR * kKr / 2
//                             holds register byte u in its low nibble and byte u + NR * kKr / 2 in its high one.
//                             load_w_pair reads the kColsPerW * kKr bytes of W registers j and j + kWRegs / 2;
//                             load_w_half (one W register per k group) reads half of it
//   D::kStagedA, D::stage(dst, src, bytes)
//                             optional: A is read through a stack buffer of kStagedA bytes per row that D::stage
//                             fills (a multiple of kKr bytes, up to 7 bytes past `bytes` within XNN_EXTRA_BYTES)
//   D::store(c, sum, bias, scale, p, n)
//                             requantizes bias + sum with scale (xnn_requantize_fp32, bit for bit) and stores the
//                             first n (1..kOutLanes) bytes at c
// A group past the end of kc reads up to kKr - 1 bytes past A (allowed: XNN_EXTRA_BYTES); their weights are zero.
// Everything here has internal linkage (see f32-gemm/gemm-template.h for why).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"

namespace {

template <class D, class = void>
struct qs8_stages_a : std::false_type {};
template <class D>
struct qs8_stages_a<D, std::void_t<decltype(D::kStagedA)>> : std::true_type {};

template <class D, class = void>
struct qs8_rows_per_a : std::integral_constant<size_t, 1> {};
template <class D>
struct qs8_rows_per_a<D, std::void_t<decltype(D::kRowsPerA)>> : std::integral_constant<size_t, D::kRowsPerA> {};

template <class D, class = void>
struct qs8_weight_bytes : std::integral_constant<size_t, 1> {};
template <class D>
struct qs8_weight_bytes<D, std::void_t<decltype(D::kWBytes)>> : std::integral_constant<size_t, D::kWBytes> {};

template <class D, class = void>
struct qs8_nibble_weights : std::false_type {};
template <class D>
struct qs8_nibble_weights<D, std::void_t<decltype(D::kWNibbles)>> : std::true_type {};

// Bytes between rows of staged A: one cache line more than a row holds, so that rows do not all fall in the same L1
// set (kStagedA is a multiple of 4 KiB; 8x32c4 qd8 at K = 4096 went from 175 to 206 G MAC/s).
template <class D>
constexpr size_t qs8_staged_row_bytes() {
  return D::kStagedA + 64;
}

template <class D, size_t MR, size_t NR>
struct qs8_gemm_tile {
  static_assert(NR % D::kOutLanes == 0 && D::kOutLanes % D::kColsPerW == 0, "tile does not fit the ISA's vectors");
  static constexpr size_t kWRegs = NR / D::kColsPerW;
  static constexpr size_t kGroup = D::kOutLanes / D::kColsPerW;
  // Accumulator rows: one per row of A, or one per pair of rows when an A register holds two (i8mm).
  static constexpr size_t kRowsPerA = qs8_rows_per_a<D>::value;
  static constexpr size_t kARegs = (MR + kRowsPerA - 1) / kRowsPerA;
  static constexpr size_t kWStep = D::kColsPerW * D::kKr * qs8_weight_bytes<D>::value;  // bytes per W register
  static constexpr bool kNibbles = qs8_nibble_weights<D>::value;
  static_assert(!kNibbles || kWRegs == 1 || kWRegs % 2 == 0, "4-bit W registers are loaded in pairs");
  static constexpr size_t kWGroupBytes = kNibbles ? kWRegs * kWStep / 2 : kWRegs * kWStep;  // bytes per k group

  // The W registers of load l of the k group at w: register l, and with 4-bit pairs also l + kWPairDistance.
  __attribute__((always_inline)) static void load_w(const int8_t* w, size_t l, typename D::w_reg* vw) {
    if constexpr (!kNibbles) {
      vw[0] = D::load_w(w + l * kWStep);
    } else if constexpr (kWRegs == 1) {
      vw[0] = D::load_w_half(w);
    } else {
      D::load_w_pair(w + l * kWStep, vw[0], vw[1]);
    }
  }
  // The W registers one load_w fills and their distance.
  static constexpr size_t kWPerLoad = kNibbles && kWRegs > 1 ? 2 : 1;
  static constexpr size_t kWLoads = kWRegs / kWPerLoad;
  static constexpr size_t kWPairDistance = kWRegs / 2;

  typename D::acc acc[kARegs][kWRegs];

  // The A register of accumulator row r at k.
  __attribute__((always_inline)) static typename D::a_reg load_a(const int8_t* const (&rows)[MR], size_t r,
                                                                 size_t k) {
    if constexpr (kRowsPerA == 1) {
      return D::load_a(rows[r] + k);
    } else {
      return D::load_a2(rows[2 * r] + k, rows[2 * r + 1 < MR ? 2 * r + 1 : MR - 1] + k);
    }
  }

  // Row i's sums of output vector o.
  __attribute__((always_inline)) typename D::out reduce(size_t i, size_t o) const {
    if constexpr (kRowsPerA == 1) {
      return D::reduce(&acc[i][o * kGroup]);
    } else {
      return D::reduce2(&acc[i / 2][o * kGroup], i % 2);
    }
  }

  __attribute__((always_inline)) void init() {
#pragma GCC unroll 16
    for (size_t i = 0; i < kARegs; i++) {
#pragma GCC unroll 16
      for (size_t j = 0; j < kWRegs; j++) acc[i][j] = D::zero();
    }
  }

  // acc += A[rows][0..kc) * W; advances w past the kc bytes of the block's weights. A traits type that declares
  // kStagedA first copies each chunk of A through D::stage into a buffer on the stack (see avx512vnni.cc: the copy
  // flips A's sign bit with scalar instructions, off the vector ports the dot products need) and reads A from there.
  __attribute__((always_inline)) void accumulate(const int8_t* const (&rows)[MR], size_t kc, const int8_t*& w) {
    if constexpr (qs8_stages_a<D>::value) {
      alignas(64) int8_t staged[MR][qs8_staged_row_bytes<D>()];
      for (size_t k0 = 0; k0 < kc; k0 += D::kStagedA) {
        const size_t chunk = kc - k0 < D::kStagedA ? kc - k0 : D::kStagedA;
        const int8_t* staged_rows[MR];
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) {
          D::stage(staged[i], rows[i] + k0, chunk);
          staged_rows[i] = staged[i];
        }
        accumulate_direct(staged_rows, chunk, w);
      }
    } else {
      accumulate_direct(rows, kc, w);
    }
  }

  // Of A's kARegs registers and W's kWRegs registers per k group, the smaller set stays loaded and the other
  // streams one register at a time, so that accumulators + the smaller set + 1 fit the register file (AVX2 3x8c8:
  // 12 + 3 + 1 = 16 ymm).
  __attribute__((always_inline)) void accumulate_direct(const int8_t* const (&rows)[MR], size_t kc,
                                                       const int8_t*& w) {
    // Unrolled so that the loop's pointer and counter updates, which may issue on the ports the dot products need,
    // run once per 4 k groups: 8x32c4 AVX-512 VNNI went from 77% to 82-84% of vpdpbusd's peak.
#pragma GCC unroll 4
    for (size_t k = 0; k < kc; k += D::kKr) {
      if constexpr (kWRegs <= kARegs) {
        typename D::w_reg vw[kWRegs];
#pragma GCC unroll 16
        for (size_t l = 0; l < kWLoads; l++) {
          typename D::w_reg loaded[kWPerLoad];
          load_w(w, l, loaded);
#pragma GCC unroll 2
          for (size_t r = 0; r < kWPerLoad; r++) vw[l + r * kWPairDistance] = loaded[r];
        }
#pragma GCC unroll 16
        for (size_t i = 0; i < kARegs; i++) {
          const typename D::a_reg va = load_a(rows, i, k);
#pragma GCC unroll 16
          for (size_t j = 0; j < kWRegs; j++) acc[i][j] = D::dot(acc[i][j], va, vw[j]);
        }
      } else {
        typename D::a_reg va[kARegs];
#pragma GCC unroll 16
        for (size_t i = 0; i < kARegs; i++) va[i] = load_a(rows, i, k);
#pragma GCC unroll 16
        for (size_t l = 0; l < kWLoads; l++) {
          typename D::w_reg vw[kWPerLoad];
          load_w(w, l, vw);
#pragma GCC unroll 2
          for (size_t r = 0; r < kWPerLoad; r++) {
            const size_t j = l + r * kWPairDistance;
#pragma GCC unroll 16
            for (size_t i = 0; i < kARegs; i++) acc[i][j] = D::dot(acc[i][j], va[i], vw[r]);
          }
        }
      }
      w += kWGroupBytes;
    }
  }

  // Requantizes and stores the first nc (<= NR) columns of each row, last row first: rows past mr point at row
  // mr - 1's output (and, in an IGEMM, may have read other A rows), so row mr - 1's own values must come last.
  __attribute__((always_inline)) void store(int8_t* const (&c)[MR], size_t nc, const int32_t* bias,
                                            const float* scale, const typename D::out_params& p) {
#pragma GCC unroll 16
    for (size_t ii = 0; ii < MR; ii++) {
      const size_t i = MR - 1 - ii;
#pragma GCC unroll 16
      for (size_t o = 0; o < NR / D::kOutLanes; o++) {
        const size_t first = o * D::kOutLanes;
        if (nc <= first) break;
        const size_t n = nc - first < D::kOutLanes ? nc - first : D::kOutLanes;
        D::store(c[i] + first, reduce(i, o), bias + first, scale + first, p, n);
      }
    }
  }
};

template <size_t MR>
__attribute__((always_inline)) inline void qs8_gemm_output_rows(int8_t* c, size_t mr, size_t cm_stride,
                                                                int8_t* (&rows)[MR]) {
  rows[0] = c;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) rows[i] = i < mr ? rows[i - 1] + cm_stride : rows[i - 1];
}

// What one NR block accumulates, as functors whose call is always_inline: GCC keeps a lambda that loops over taps
// out of line, and the tile's accumulators then live in memory (IGEMM ran at 40% of GEMM's speed).
//
// GEMM rows, or IGEMM rows of one tap. kStaged: the rows are already staged (or D stages nothing).
template <class D, size_t MR, size_t NR, bool kStaged>
struct qs8_gemm_rows {
  const int8_t* rows[MR];
  size_t kc;
  __attribute__((always_inline)) void operator()(qs8_gemm_tile<D, MR, NR>& tile, const int8_t*& wk) const {
    if constexpr (kStaged) {
      tile.accumulate_direct(rows, kc, wk);
    } else {
      tile.accumulate(rows, kc, wk);
    }
  }
};

// IGEMM taps through the indirection pointers; a pointer equal to `zero` reads `zero_data` instead (the qs8 kernels
// pass `zero` itself, the qd8 kernels a row of zero points).
template <class D, size_t MR, size_t NR>
struct qs8_igemm_taps {
  const int8_t** a;
  size_t ks, kc, a_offset;
  const int8_t* zero;
  const int8_t* zero_data;
  __attribute__((always_inline)) void operator()(qs8_gemm_tile<D, MR, NR>& tile, const int8_t*& wk) const {
    const int8_t** taps = a;
    for (size_t p = 0; p < ks; p += MR * sizeof(void*)) {
      const int8_t* rows[MR];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) rows[i] = taps[i] != zero ? taps[i] + a_offset : zero_data;
      taps += MR;
      tile.accumulate(rows, kc, wk);
    }
  }
};

// IGEMM taps staged once per call: tap t of row i at base[i] + t * stride.
template <class D, size_t MR, size_t NR>
struct qs8_igemm_staged_taps {
  const int8_t* base[MR];
  size_t taps, stride, kc;
  __attribute__((always_inline)) void operator()(qs8_gemm_tile<D, MR, NR>& tile, const int8_t*& wk) const {
    for (size_t t = 0; t < taps; t++) {
      const int8_t* rows[MR];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) rows[i] = base[i] + t * stride;
      tile.accumulate_direct(rows, kc, wk);
    }
  }
};

// The block layout of qs8-qc8w-gemm.h: bias[NR], the weights (per tap, ceil(kc / kKr) groups of NR * kKr bytes),
// scale[NR]. `accumulate` consumes the weights and leaves its pointer at the scales.
template <class D, size_t MR, size_t NR, class Accumulate>
__attribute__((always_inline)) inline void qs8_gemm_blocks(size_t mr, size_t nc, const void* w, int8_t* c,
                                                           size_t cm_stride, size_t cn_stride,
                                                           const xnn_qs8_minmax_params* params,
                                                           const Accumulate& accumulate) {
  int8_t* c_rows[MR];
  qs8_gemm_output_rows(c, mr, cm_stride, c_rows);
  const typename D::out_params p = D::prepare(*params);
  const int8_t* block = static_cast<const int8_t*>(w);
  while (true) {
    qs8_gemm_tile<D, MR, NR> tile;
    tile.init();
    const int32_t* bias = reinterpret_cast<const int32_t*>(block);
    const int8_t* wk = block + NR * sizeof(int32_t);
    accumulate(tile, wk);
    const float* scale = reinterpret_cast<const float*>(wk);
    const size_t n = nc < NR ? nc : NR;
    tile.store(c_rows, n, bias, scale, p);
    block = reinterpret_cast<const int8_t*>(scale + NR);
    if (nc <= NR) break;
    nc -= NR;
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) c_rows[i] += cn_stride;
  }
}

// Calls blocks(source) with the GEMM's rows of A as an accumulation source (staged once for every NR block when D
// stages A and a whole row fits its buffer). `blocks` is the output side: qs8_requantized_blocks below, or the qd8
// kernels' fp32 output (ukernels/qd8-f32-qc8w-gemm/qd8-template.h).
template <class D, size_t MR, size_t NR, class Blocks>
__attribute__((always_inline)) inline void qs8_gemm_source(size_t mr, size_t kc, const int8_t* a, size_t a_stride,
                                                           const Blocks& blocks) {
  const int8_t* a_rows[MR];
  a_rows[0] = a;
#pragma GCC unroll 16
  for (size_t i = 1; i < MR; i++) a_rows[i] = i < mr ? a_rows[i - 1] + a_stride : a_rows[i - 1];
  if constexpr (qs8_stages_a<D>::value) {
    if (kc <= D::kStagedA) {
      alignas(64) int8_t staged[MR][qs8_staged_row_bytes<D>()];
      qs8_gemm_rows<D, MR, NR, true> source;
      source.kc = kc;
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
        D::stage(staged[i], a_rows[i], kc);
        source.rows[i] = staged[i];
      }
      blocks(source);
      return;
    }
  }
  qs8_gemm_rows<D, MR, NR, !qs8_stages_a<D>::value> source;
  source.kc = kc;
#pragma GCC unroll 16
  for (size_t i = 0; i < MR; i++) source.rows[i] = a_rows[i];
  blocks(source);
}

// Calls blocks(source) with the IGEMM's taps as an accumulation source (every tap's rows staged once per call when D
// stages A and they fit its buffer; D::stage writes kc rounded up to 8 bytes).
template <class D, size_t MR, size_t NR, class Blocks>
__attribute__((always_inline)) inline void qs8_igemm_source(size_t kc, size_t ks, const int8_t** a, size_t a_offset,
                                                            const int8_t* zero, const int8_t* zero_data,
                                                            const Blocks& blocks) {
  if constexpr (qs8_stages_a<D>::value) {
    qs8_igemm_staged_taps<D, MR, NR> source;
    source.taps = ks / (MR * sizeof(void*));
    source.stride = (kc + 7) / 8 * 8;
    source.kc = kc;
    if (source.taps * source.stride <= D::kStagedA) {
      alignas(64) int8_t staged[MR][qs8_staged_row_bytes<D>()];
      for (size_t t = 0; t < source.taps; t++) {
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) {
          const int8_t* row = a[t * MR + i];
          D::stage(staged[i] + t * source.stride, row != zero ? row + a_offset : zero_data, kc);
        }
      }
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) source.base[i] = staged[i];
      blocks(source);
      return;
    }
  }
  const qs8_igemm_taps<D, MR, NR> source = {a, ks, kc, a_offset, zero, zero_data};
  blocks(source);
}

// The requantized int8 output of the qs8-qc8w kernels, as a functor for the sources above.
template <class D, size_t MR, size_t NR>
struct qs8_requantized_blocks {
  size_t mr, nc;
  const void* w;
  int8_t* c;
  size_t cm_stride, cn_stride;
  const xnn_qs8_minmax_params* params;
  template <class Source>
  __attribute__((always_inline)) void operator()(const Source& source) const {
    qs8_gemm_blocks<D, MR, NR>(mr, nc, w, c, cm_stride, cn_stride, params, source);
  }
};

template <class D, size_t MR, size_t NR>
void qs8_qc8w_gemm_minmax(XNN_QS8_QC8W_GEMM_MINMAX_PARAMS) {
  qs8_gemm_source<D, MR, NR>(mr, kc, a, a_stride,
                             qs8_requantized_blocks<D, MR, NR>{mr, nc, w, c, cm_stride, cn_stride, params});
}

template <class D, size_t MR, size_t NR>
void qs8_qc8w_igemm_minmax(XNN_QS8_QC8W_IGEMM_MINMAX_PARAMS) {
  qs8_igemm_source<D, MR, NR>(kc, ks, a, a_offset, zero, zero,
                              qs8_requantized_blocks<D, MR, NR>{mr, nc, w, c, cm_stride, cn_stride, params});
}

}  // namespace
