// Expands this translation unit's rows of the qd8-f32-qc4w GEMM table into kernels: the qd8-f32-qc8w kernel body
// (ukernels/qd8-f32-qc8w-gemm/qd8-template.h) over qc4w_traits<D>, the ISA's qs8-qc8w traits with 4-bit W loads.
// Included at the end of the per-ISA files of src/ukernels/qs8-qc8w-gemm/ whose ISA has rows here.
#include "ukernels/qd8-f32-qc4w-gemm/nibbles.h"
#include "ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                   \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");       \
                  extern "C" void fn(XNN_QD8_F32_QC4W_GEMM_MINMAX_PARAMS) {                                  \
                    qd8_f32_qc8w_gemm_minmax<qc4w_traits<D>, tile_mr, tile_nr,                               \
                                             xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa)>(                      \
                        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params, quantization_params);  \
                  })
#include "ukernels/qd8-f32-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
