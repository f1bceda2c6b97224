// The qd8-f32-qc8w kernels over the qs8-qc8w kernels' dot products: the same tile, A sources and traits type D
// (ukernels/qs8-qc8w-gemm/gemm-template.h), with an fp32 output stage that takes each row's zero point and scale.
// Include only from a per-ISA translation unit, after the ISA's D (see define-kernels.h). Internal linkage.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ukernels/qd8-f32-qc8w-gemm/output.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"

namespace {

template <class D, class = void>
struct qd8_scaled_sums : std::false_type {};
template <class D>
struct qd8_scaled_sums<D, std::void_t<decltype(&D::unscale)>> : std::true_type {};

// The tile's sums as the output stage takes them: D::unscale undoes a constant factor a 4-bit weight loader puts in
// (ukernels/qd8-f32-qc4w-gemm/nibbles.h).
template <class D, class Out>
__attribute__((always_inline)) inline Out qd8_unscaled(Out sum) {
  if constexpr (qd8_scaled_sums<D>::value) {
    return D::unscale(sum);
  } else {
    return sum;
  }
}

// The block layout of qd8-f32-qc8w-gemm.h: ksum[NR], the weights, w_scale[NR], bias[NR]. kAOffset is what the ISA's
// dot product adds to every A value (128 for the VNNI kernels): the zero point correction takes it too.
template <class D, size_t MR, size_t NR, int32_t kAOffset>
struct qd8_fp32_blocks {
  using O = qd8_output<D::kOutLanes>;
  using Tile = qs8_gemm_tile<D, MR, NR>;

  size_t mr, nc;
  const void* w;
  float* c;
  size_t cm_stride, cn_stride;
  const xnn_f32_minmax_params* params;
  const xnn_qd8_quantization_params* quantization;
  bool per_row;  // GEMM: row i takes quantization[i]; IGEMM: every row takes quantization[0]

  // The output rows, each row's zero point (with kAOffset) and scale, and the clamp.
  struct rows {
    float* c[MR];
    int32_t zero_point[MR];
    float scale[MR];
    typename O::params p;
  };
  __attribute__((always_inline)) rows first_rows() const {
    rows r;
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      r.c[i] = i == 0 ? c : i < mr ? r.c[i - 1] + cm_stride / sizeof(float) : r.c[i - 1];
      const xnn_qd8_quantization_params& q = quantization[per_row ? (i < mr ? i : mr - 1) : 0];
      r.zero_point[i] = q.zero_point + kAOffset;
      r.scale[i] = q.scale;
    }
    r.p = O::prepare(*params);
    return r;
  }

  // The first n columns of the tile's rows at r.c + column; `block` is the NR-column block whose ksum and, at
  // `w_scale`, whose scales and biases apply. Last row first: rows past mr alias row mr - 1's output, whose own
  // values must come last.
  __attribute__((always_inline)) static void store(const Tile& tile, const int8_t* block, const float* w_scale,
                                                   size_t n, const rows& r, size_t column) {
    const int32_t* ksum = reinterpret_cast<const int32_t*>(block);
    const float* bias = w_scale + NR;
#pragma GCC unroll 16
    for (size_t ii = 0; ii < MR; ii++) {
      const size_t i = MR - 1 - ii;
#pragma GCC unroll 16
      for (size_t o = 0; o < NR / O::kLanes; o++) {
        const size_t first = o * O::kLanes;
        if (n <= first) break;
        const size_t lanes = n - first < O::kLanes ? n - first : O::kLanes;
        O::store(r.c[i] + column + first, qd8_unscaled<D>(tile.reduce(i, o)), ksum + first, r.zero_point[i],
                 r.scale[i], w_scale + first, bias + first, r.p, lanes);
      }
    }
  }

  template <class Source>
  __attribute__((always_inline)) void operator()(const Source& accumulate) const {
    const rows r = first_rows();
    const int8_t* block = static_cast<const int8_t*>(w);
    size_t column = 0;
    while (true) {
      Tile tile;
      tile.init();
      const int8_t* wk = block + NR * sizeof(int32_t);
      accumulate(tile, wk);
      const float* w_scale = reinterpret_cast<const float*>(wk);
      const size_t n = nc - column < NR ? nc - column : NR;
      store(tile, block, w_scale, n, r, column / NR * (cn_stride / sizeof(float)));
      block = reinterpret_cast<const int8_t*>(w_scale + 2 * NR);
      column += NR;
      if (column >= nc) break;
    }
  }
};

// K blocking for the kernels that stage A (the VNNI rows): with K above kKBlock, a whole staged row set (MR x K
// bytes) no longer stays in L1 beside the W that streams through it, and is read again from L2 for every NR block.
// Instead the call runs K in blocks of kKBlock: each block of A is staged once per kColumns columns and stays in L1
// while those columns' NR blocks accumulate it, their int32 sums carried from block to block on the stack
// (kColumns / NR tiles, 8 KiB for 8x32c4). The sums, and so the results, are those of the unblocked loop: int32
// addition is exact and associative.
template <class D, size_t MR, size_t NR, int32_t kAOffset>
struct qd8_k_blocked {
  static constexpr size_t kKBlock = 1024;
  static constexpr size_t kColumns = 256;
  static constexpr size_t kBlocks = kColumns / NR;
  static_assert(kKBlock % D::kKr == 0 && kKBlock <= D::kStagedA && kColumns % NR == 0, "K blocks misfit the tile");
  using Blocks = qd8_fp32_blocks<D, MR, NR, kAOffset>;
  using Tile = typename Blocks::Tile;

  static void run(const Blocks& out, size_t kc, const int8_t* a, size_t a_stride) {
    const int8_t* a_rows[MR];
    a_rows[0] = a;
#pragma GCC unroll 16
    for (size_t i = 1; i < MR; i++) a_rows[i] = i < out.mr ? a_rows[i - 1] + a_stride : a_rows[i - 1];
    const typename Blocks::rows r = out.first_rows();
    const size_t weight_bytes = (kc + D::kKr - 1) / D::kKr * Tile::kWGroupBytes;
    const size_t block_bytes = NR * sizeof(int32_t) + weight_bytes + 2 * NR * sizeof(float);
    alignas(64) int8_t staged[MR][qs8_staged_row_bytes<D>()];
    const int8_t* staged_rows[MR];
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) staged_rows[i] = staged[i];
    alignas(64) decltype(Tile::acc) sums[kBlocks];
    for (size_t n0 = 0; n0 < out.nc; n0 += kColumns) {
      const size_t columns = out.nc - n0 < kColumns ? out.nc - n0 : kColumns;
      const int8_t* first_block = static_cast<const int8_t*>(out.w) + n0 / NR * block_bytes;
      for (size_t k0 = 0; k0 < kc; k0 += kKBlock) {
        const size_t chunk = kc - k0 < kKBlock ? kc - k0 : kKBlock;
        const bool last = k0 + chunk == kc;
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) D::stage(staged[i], a_rows[i] + k0, chunk);
        for (size_t b = 0; b * NR < columns; b++) {
          const int8_t* block = first_block + b * block_bytes;
          Tile tile;
          if (k0 == 0) {
            tile.init();
          } else {
            __builtin_memcpy(tile.acc, sums[b], sizeof(tile.acc));
          }
          const int8_t* wk = block + NR * sizeof(int32_t) + k0 / D::kKr * Tile::kWGroupBytes;
          tile.accumulate_direct(staged_rows, chunk, wk);
          if (last) {
            const float* w_scale = reinterpret_cast<const float*>(block + NR * sizeof(int32_t) + weight_bytes);
            const size_t column = n0 + b * NR;
            const size_t n = out.nc - column < NR ? out.nc - column : NR;
            Blocks::store(tile, block, w_scale, n, r, column / NR * (out.cn_stride / sizeof(float)));
          } else {
            __builtin_memcpy(sums[b], tile.acc, sizeof(tile.acc));
          }
        }
      }
    }
  }
};

template <class D, size_t MR, size_t NR, int32_t kAOffset>
void qd8_f32_qc8w_gemm_minmax(XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS) {
  const qd8_fp32_blocks<D, MR, NR, kAOffset> out = {mr, nc, w, c, cm_stride, cn_stride, params,
                                                    quantization_params, true};
  if constexpr (qs8_stages_a<D>::value && MR > 1) {
    if (kc > qd8_k_blocked<D, MR, NR, kAOffset>::kKBlock) {
      qd8_k_blocked<D, MR, NR, kAOffset>::run(out, kc, a, a_stride);
      return;
    }
  }
  qs8_gemm_source<D, MR, NR>(mr, kc, a, a_stride, out);
}

template <class D, size_t MR, size_t NR, int32_t kAOffset>
void qd8_f32_qc8w_igemm_minmax(XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS) {
  qs8_igemm_source<D, MR, NR>(kc, ks, a, a_offset, zero, zero_data,
                              qd8_fp32_blocks<D, MR, NR, kAOffset>{mr, nc, w, c, cm_stride, cn_stride, params,
                                                                   quantization_params, false});
}

}  // namespace
