// qd8-f32-qc4w GEMM kernels: int8 activations quantized per row at run time (qd8), 4-bit weights with a scale per
// output channel (qc4w), fp32 output. The formula is the qd8-f32-qc8w kernels' (ukernels/qd8-f32-qc8w-gemm/
// qd8-f32-qc8w-gemm.h) with W[n][k] in -8..7:
//   acc[m][n] = sum_k A[m][k] * W[n][k] - zero_point[m] * sum_k W[n][k]                        (int32, exact)
//   C[m][n]   = min(max(((float(acc) * scale[m]) * w_scale[n]) + bias[n], params->min), params->max)
// each float operation one binary32 operation in that order (never an FMA): every ISA gives the same bits.
// W is packed per NR-column block (src/packing/qd8-qc4w-gemm-pack.h) as
//   int32 ksum[NR]   -sum_k W[n][k] (0 in padded channels)
//   4-bit weights    ceil(kc / kr) k groups of NR * kr / 2 bytes: the group's NR * kr int8 image G (column n's kr
//                    values at n * kr, as the qs8-qc8w kernels of the same tile read them, zero-padded) folded in
//                    half, byte u = (G[u] & 15) | (G[u + NR * kr / 2] << 4), two's complement nibbles
//   float w_scale[NR], float bias[NR]
// The layout depends on nr and kr only. A kernel unpacks a group's bytes into the qs8-qc8w kernels' W registers
// (ukernels/qd8-f32-qc4w-gemm/nibbles.h) and runs their dot products; the kernels are compiled in the qs8-qc8w
// family's per-ISA files. Arguments as the qd8-f32-qc8w GEMM's; kernels may read XNN_EXTRA_BYTES past A and W.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

#define XNN_QD8_F32_QC4W_GEMM_MINMAX_PARAMS XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS

typedef void (*xnn_qd8_f32_qc4w_gemm_minmax_ukernel_fn)(XNN_QD8_F32_QC4W_GEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F32_QC4W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f32-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

using xnn_qd8_f32_qc4w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f32_qc4w_gemm_minmax_ukernel_fn>;

// The table's rows compiled for this target, in table order.
extern const xnn_qd8_f32_qc4w_gemm_minmax_info xnn_qd8_f32_qc4w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count;
