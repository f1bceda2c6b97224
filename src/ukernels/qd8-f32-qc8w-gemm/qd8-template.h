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
// sizeof keeps the vector function's pointer type out of the template arguments (GCC warns it drops its attributes).
template <class D>
struct qd8_scaled_sums<D, std::void_t<decltype(sizeof(&D::unscale))>> : std::true_type {};

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
// dot product adds to every A value (128 for the VNNI kernels): the zero point correction takes it too. O is the
// output stage and C the element type of the output (fp32; qd8-f16-qc8w: fp16 bits).
template <class D, size_t MR, size_t NR, int32_t kAOffset, class O = qd8_output<D::kOutLanes>, class C = float>
struct qd8_fp32_blocks {
  size_t mr, nc;
  const void* w;
  C* c;
  size_t cm_stride, cn_stride;
  const xnn_f32_minmax_params* params;
  const xnn_qd8_quantization_params* quantization;
  bool per_row;  // GEMM: row i takes quantization[i]; IGEMM: every row takes quantization[0]

  template <class Source>
  __attribute__((always_inline)) void operator()(const Source& accumulate) const {
    C* c_rows[MR];
    int32_t zero_point[MR];
    float scale[MR];
#pragma GCC unroll 16
    for (size_t i = 0; i < MR; i++) {
      c_rows[i] = i == 0 ? c : i < mr ? c_rows[i - 1] + cm_stride / sizeof(C) : c_rows[i - 1];
      const xnn_qd8_quantization_params& q = quantization[per_row ? (i < mr ? i : mr - 1) : 0];
      zero_point[i] = q.zero_point + kAOffset;
      scale[i] = q.scale;
    }
    const typename O::params p = O::prepare(*params);
    const int8_t* block = static_cast<const int8_t*>(w);
    size_t n_left = nc;
    while (true) {
      qs8_gemm_tile<D, MR, NR> tile;
      tile.init();
      const int32_t* ksum = reinterpret_cast<const int32_t*>(block);
      const int8_t* wk = block + NR * sizeof(int32_t);
      accumulate(tile, wk);
      const float* w_scale = reinterpret_cast<const float*>(wk);
      const float* bias = w_scale + NR;
      const size_t n = n_left < NR ? n_left : NR;
      // Last row first: rows past mr alias row mr - 1's output, whose own values must come last.
#pragma GCC unroll 16
      for (size_t ii = 0; ii < MR; ii++) {
        const size_t i = MR - 1 - ii;
#pragma GCC unroll 16
        for (size_t o = 0; o < NR / O::kLanes; o++) {
          const size_t first = o * O::kLanes;
          if (n <= first) break;
          const size_t lanes = n - first < O::kLanes ? n - first : O::kLanes;
          O::store(c_rows[i] + first, qd8_unscaled<D>(tile.reduce(i, o)), ksum + first, zero_point[i], scale[i],
                   w_scale + first, bias + first, p, lanes);
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
void qd8_f32_qc8w_gemm_minmax(XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS) {
  qs8_gemm_source<D, MR, NR>(mr, kc, a, a_stride,
                             qd8_fp32_blocks<D, MR, NR, kAOffset>{mr, nc, w, c, cm_stride, cn_stride, params,
                                                                  quantization_params, true});
}

template <class D, size_t MR, size_t NR, int32_t kAOffset>
void qd8_f32_qc8w_igemm_minmax(XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS) {
  qs8_igemm_source<D, MR, NR>(kc, ks, a, a_offset, zero, zero_data,
                              qd8_fp32_blocks<D, MR, NR, kAOffset>{mr, nc, w, c, cm_stride, cn_stride, params,
                                                                   quantization_params, false});
}

}  // namespace
