// qd8-f32-qc8w GEMM and IGEMM kernels: int8 activations quantized per row at run time (qd8: a zero point and a scale
// per row of A), int8 weights with a scale per output channel (qc8w), fp32 output.
//
// Contract: for mr <= MR rows and any nc columns,
//   acc[m][n] = sum_k A[m][k] * W[n][k] - zero_point[m] * sum_k W[n][k]                        (int32, exact)
//   C[m][n]   = min(max(((float(acc) * scale[m]) * w_scale[n]) + bias[n], params->min), params->max)
// with every float operation one binary32 operation in that order (never an FMA), so every ISA gives the same bits
// (docs/kernels.md, "Dynamic quantization"). zero_point[m] and scale[m] are quantization_params[m] for a GEMM (rows
// past mr are never read) and quantization_params[0] for every row of an IGEMM.
// W is packed per NR-column block (src/packing/qd8-gemm-pack.h) as
//   int32 ksum[NR]   -sum_k W[n][k] (0 in padded channels)
//   int8 weights     ceil(kc / kr) groups of NR * kr values (k zero-padded to a multiple of kr), as the qs8-qc8w
//                    kernels of the same tile read them
//   float w_scale[NR], float bias[NR]
// The packed weights do not depend on the ISA: the VNNI kernels, which read A + 128, add 128 to the zero point.
// The kernels are the qs8-qc8w kernels' dot products (src/ukernels/qs8-qc8w-gemm/gemm-template.h) with an fp32 output
// stage (qd8-template.h); they are compiled in the qs8-qc8w family's per-ISA files.
//   mr, nc, kc, a, a_stride, ks, a_offset, zero, c, cm_stride, cn_stride: as the qs8-qc8w kernels (bytes; c is float).
//   zero_data   IGEMM: what an indirection pointer equal to `zero` reads instead: kc bytes equal to the zero point
//               (so that padding contributes 0 after the zero point correction).
// Kernels may read XNN_EXTRA_BYTES past A, `zero_data` and W; they never write outside the mr x nc block of C.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

// One row's parameters, laid out as the public struct xnn_quantization_params.
struct xnn_qd8_quantization_params {
  int32_t zero_point;
  float scale;
};

#define XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS                                                                  \
  size_t mr, size_t nc, size_t kc, const int8_t* a, size_t a_stride, const void* w, float* c,              \
      size_t cm_stride, size_t cn_stride, const xnn_f32_minmax_params* params,                             \
      const xnn_qd8_quantization_params* quantization_params
#define XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS                                                                 \
  size_t mr, size_t nc, size_t kc, size_t ks, const int8_t** a, const void* w, float* c, size_t cm_stride,  \
      size_t cn_stride, size_t a_offset, const int8_t* zero, const int8_t* zero_data,                       \
      const xnn_f32_minmax_params* params, const xnn_qd8_quantization_params* quantization_params

typedef void (*xnn_qd8_f32_qc8w_gemm_minmax_ukernel_fn)(XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS);
typedef void (*xnn_qd8_f32_qc8w_igemm_minmax_ukernel_fn)(XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS);)
#include "ukernels/qd8-f32-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
}

// One row of a qd8-f32-qc8w table, as data for dispatch, tests and benchmarks.
template <class Fn>
struct xnn_qd8_gemm_ukernel_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint8_t mr, nr, kr, sr;
};

using xnn_qd8_f32_qc8w_gemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f32_qc8w_gemm_minmax_ukernel_fn>;
using xnn_qd8_f32_qc8w_igemm_minmax_info = xnn_qd8_gemm_ukernel_info<xnn_qd8_f32_qc8w_igemm_minmax_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qd8_f32_qc8w_gemm_minmax_info xnn_qd8_f32_qc8w_gemm_minmax_ukernels[];
extern const size_t xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count;
extern const xnn_qd8_f32_qc8w_igemm_minmax_info xnn_qd8_f32_qc8w_igemm_minmax_ukernels[];
extern const size_t xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count;
