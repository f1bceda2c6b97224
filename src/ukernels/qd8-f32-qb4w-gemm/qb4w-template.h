// The qd8-f32-qb4w kernels over the qs8-qc8w kernels' dot products: the same tile, A source and traits type D
// (ukernels/qs8-qc8w-gemm/gemm-template.h) with 4-bit W loads, run once per block of k, each block's sums taken into
// fp32 accumulators with its scale (output.h). The fp16-output kernels (qd8-f16-qb4w) run the same code with C of
// uint16_t: each vector of fp32 results is rounded once to fp16 by ukernels/qd8-f16-qc8w-gemm/output.h's store.
// Include only from a per-ISA translation unit, after the ISA's D. Internal linkage.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qd8-f16-qb4w-gemm/qd8-f16-qb4w-gemm.h"
#include "ukernels/qd8-f16-qc8w-gemm/output.h"
#include "ukernels/qd8-f32-qb4w-gemm/output.h"
#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"

namespace {

// The block layout of qd8-f32-qb4w-gemm.h. `rows` is the GEMM's A source (qs8_gemm_rows: its rows and kc), run on
// one k block at a time. kAOffset as in qd8-template.h. C: float, or uint16_t for fp16 bits.
template <class D, size_t MR, size_t NR, int32_t kAOffset, class C = float>
struct qd8_blockwise_blocks {
  using O = qb4w_output<D::kOutLanes>;
  static constexpr size_t kOuts = NR / O::kLanes;

  size_t mr, nc;
  const void* w;
  C* c;
  size_t cm_stride, cn_stride;
  const xnn_f32_qb4w_minmax_params* params;
  const xnn_qd8_quantization_params* quantization;

  // The first n of one vector's results, stored as C.
  __attribute__((always_inline)) static void store(C* c, typename O::facc f, float scale, const float* bias,
                                                   const typename O::params& p, size_t n) {
    if constexpr (sizeof(C) == sizeof(float)) {
      O::store(c, f, scale, bias, p, n);
    } else {
      float x[O::kLanes];
      O::store(x, f, scale, bias, p, O::kLanes);
      qd8_store_halves<O::kLanes>(c, x, n);
    }
  }

  template <class Source>
  __attribute__((always_inline)) void operator()(const Source& rows) const {
    C* c_rows[MR];
    int32_t zero_point[MR];
    float scale[MR];
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      c_rows[i] = i == 0 ? c : i < mr ? c_rows[i - 1] + cm_stride / sizeof(C) : c_rows[i - 1];
      const xnn_qd8_quantization_params& q = quantization[i < mr ? i : mr - 1];
      zero_point[i] = q.zero_point + kAOffset;
      scale[i] = q.scale;
    }
    const typename O::params p = O::prepare(*params);
    const size_t block_size = params->block_size;
    const size_t sum_parts = xnn_qb4w_sum_parts(block_size);
    const int8_t* block = static_cast<const int8_t*>(w);
    size_t n_left = nc;
    while (true) {
      typename O::facc f[MR][kOuts];
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) {
#pragma GCC unroll 16
        for (size_t o = 0; o < kOuts; o++) f[i][o] = O::zero();
      }
      for (size_t k0 = 0; k0 < rows.kc; k0 += block_size) {
        Source part = rows;
        part.kc = block_size;
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) part.rows[i] += k0;
        qs8_gemm_tile<D, MR, NR> tile;
        tile.init();
        const int16_t* wsum = reinterpret_cast<const int16_t*>(block);
        const int8_t* wk = block + sum_parts * NR * sizeof(int16_t);
        part(tile, wk);
        const uint16_t* block_scale = reinterpret_cast<const uint16_t*>(wk);
        typename O::isum block_wsum[kOuts];
        typename O::facc block_scale_f[kOuts];
#pragma GCC unroll 16
        for (size_t o = 0; o < kOuts; o++) {
          block_wsum[o] = O::load_wsum(wsum + o * O::kLanes, sum_parts, NR);
          block_scale_f[o] = O::load_scale(block_scale + o * O::kLanes);
        }
#pragma GCC unroll 16
        for (size_t i = 0; i < MR; i++) {
#pragma GCC unroll 16
          for (size_t o = 0; o < kOuts; o++) {
            f[i][o] = O::add_block(f[i][o], qd8_unscaled<D>(tile.reduce(i, o)), block_wsum[o], zero_point[i],
                                   block_scale_f[o]);
          }
        }
        block = reinterpret_cast<const int8_t*>(block_scale + NR);
      }
      const float* bias = reinterpret_cast<const float*>(block);
      const size_t n = n_left < NR ? n_left : NR;
      // Last row first: rows past mr alias row mr - 1's output, whose own values must come last.
#pragma GCC unroll 16
      for (size_t ii = 0; ii < MR; ii++) {
        const size_t i = MR - 1 - ii;
#pragma GCC unroll 16
        for (size_t o = 0; o < kOuts; o++) {
          const size_t first = o * O::kLanes;
          if (n <= first) break;
          const size_t lanes = n - first < O::kLanes ? n - first : O::kLanes;
          store(c_rows[i] + first, f[i][o], scale[i], bias + first, p, lanes);
        }
      }
      block = reinterpret_cast<const int8_t*>(bias + NR);
      if (n_left <= NR) break;
      n_left -= NR;
#pragma GCC unroll 16
      for (size_t i = 0; i < MR; i++) c_rows[i] += cn_stride / sizeof(C);
    }
  }
};

template <class D, size_t MR, size_t NR, int32_t kAOffset>
void qd8_f32_qb4w_gemm_minmax(XNN_QD8_F32_QB4W_GEMM_MINMAX_PARAMS) {
  qs8_gemm_source<D, MR, NR>(mr, kc, a, a_stride,
                             qd8_blockwise_blocks<D, MR, NR, kAOffset>{mr, nc, w, c, cm_stride, cn_stride, params,
                                                                       quantization_params});
}

template <class D, size_t MR, size_t NR, int32_t kAOffset>
void qd8_f16_qb4w_gemm_minmax(XNN_QD8_F16_QB4W_GEMM_MINMAX_PARAMS) {
  qs8_gemm_source<D, MR, NR>(mr, kc, a, a_stride,
                             qd8_blockwise_blocks<D, MR, NR, kAOffset, uint16_t>{mr, nc, w, c, cm_stride, cn_stride,
                                                                                 params, quantization_params});
}

}  // namespace
