// Expands this translation unit's rows of the qd8-f16-qb4w GEMM table into kernels: the qd8-f32-qb4w block loop
// (ukernels/qd8-f32-qb4w-gemm/qb4w-template.h) over qc4w_traits<D> (the ISA's qs8-qc8w traits with 4-bit W loads),
// storing fp16. Included at the end of the per-ISA files of src/ukernels/qs8-qc8w-gemm/ that have rows here, after
// ukernels/qd8-f32-qb4w-gemm/define-kernels.h.
#include "ukernels/qd8-f32-qb4w-gemm/qb4w-template.h"
#include "ukernels/qd8-f32-qc4w-gemm/nibbles.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                   \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");       \
                  extern "C" void fn(XNN_QD8_F16_QB4W_GEMM_MINMAX_PARAMS) {                                  \
                    qd8_f16_qb4w_gemm_minmax<qc4w_traits<D>, tile_mr, tile_nr,                               \
                                             xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa)>(                      \
                        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params, quantization_params);  \
                  })
#include "ukernels/qd8-f16-qb4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
