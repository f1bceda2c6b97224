// Expands this translation unit's rows of the qd8-f16-qc4w GEMM table into kernels: the qd8-f32-qc8w kernel body
// (ukernels/qd8-f32-qc8w-gemm/qd8-template.h) over qc4w_traits<D> (the ISA's qs8-qc8w traits with 4-bit W loads) with
// the fp16 output stage of ukernels/qd8-f16-qc8w-gemm/output.h. Included at the end of the per-ISA files of
// src/ukernels/qs8-qc8w-gemm/ that have rows here.
#include "ukernels/qd8-f16-qc4w-gemm/qd8-f16-qc4w-gemm.h"
#include "ukernels/qd8-f16-qc8w-gemm/output.h"
#include "ukernels/qd8-f32-qc4w-gemm/nibbles.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");         \
                  extern "C" void fn(XNN_QD8_F16_QC4W_GEMM_MINMAX_PARAMS) {                                    \
                    using Q = qc4w_traits<D>;                                                                  \
                    qs8_gemm_source<Q, tile_mr, tile_nr>(                                                      \
                        mr, kc, a, a_stride,                                                                   \
                        qd8_fp32_blocks<Q, tile_mr, tile_nr, xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa),         \
                                        qd8_f16_output<Q::kOutLanes>, uint16_t>{                               \
                            mr, nc, w, c, cm_stride, cn_stride, params, quantization_params, true});           \
                  })
#include "ukernels/qd8-f16-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
