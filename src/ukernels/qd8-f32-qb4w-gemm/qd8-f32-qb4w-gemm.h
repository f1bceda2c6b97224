// qd8-f32-qb4w GEMM kernels: int8 activations quantized per row at run time (qd8), 4-bit weights with one scale per
// block of params->block_size consecutive inputs of each output channel (qb4w; bf16 scales), fp32 output. With
// W[n][k] in -8..7 and blocks b of the k range:
//   acc_b[m][n] = sum_{k in b} A[m][k] * W[n][k] - zero_point[m] * sum_{k in b} W[n][k]       (int32, exact)
//   f[m][n]     = 0, then for each block in order: f = f + (float(acc_b) * block_scale[n][b])
//   C[m][n]     = min(max((f * scale[m]) + bias[n], params->min), params->max)
// each float operation one binary32 operation in that order (never an FMA): every ISA gives the same bits.
// kc is a multiple of block_size, block_size a multiple of 32 (so of every kr). W is packed per NR-column block
// (src/packing/qd8-qc4w-gemm-pack.h) as, for each block b:
//   int16 wsum[P][NR]          sum of W[n][k] over inputs [p * 4096, min((p + 1) * 4096, block_size)) of b, for the
//                              P = xnn_qb4w_sum_parts(block_size) parts (one up to blocks of 4096): a sum of at most
//                              4096 values in -8..7 lies in [-32768, 28672], int16's range
//   4-bit weights              block_size / kr folded k groups, as in qd8-f32-qc4w-gemm.h
//   bf16 block_scale[NR]       the upper 16 bits of the float scale (0 in padded channels)
// then float bias[NR]. A block of 32 takes 20 bytes per column (the model's bf16 scale and 4-bit weights: 18; with an
// int32 sum and a float scale it took 24); the kernels widen sum and scale in the block epilogue (output.h). They
// run the qs8-qc8w dot products on each block (ukernels/qd8-f32-qb4w-gemm/qb4w-template.h), compiled in the
// qs8-qc8w family's per-ISA files. Other arguments as the qd8-f32-qc8w GEMM's.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

// Inputs per int16 sum of W (see the layout above) and the sums per block.
constexpr size_t kXnnQb4wSumSpan = 4096;
inline size_t xnn_qb4w_sum_parts(size_t block_size) { return (block_size + kXnnQb4wSumSpan - 1) / kXnnQb4wSumSpan; }

struct xnn_f32_qb4w_minmax_params {
  float min, max;
  size_t block_size;
};

#define XNN_QD8_F32_QB4W_GEMM_MINMAX_PARAMS                                                                  \
  size_t mr, size_t nc, size_t kc, const int8_t* a, size_t a_stride, const void* w, float* c,              \
      size_t cm_stride, size_t cn_stride, const xnn_f32_qb4w_minmax_params* params,                        \
      const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qd8_f32_qb4w_gemm_minmax_ukernel_fn)(XNN_QD8_F32_QB4W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F32_QB4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f32-qb4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qd8_f32_qb4w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f32_qb4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_qd8_f32_qb4w_gemm_minmax_info xnn_qd8_f32_qb4w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count;
