// Expands this translation unit's rows of the qd8-f32-qb4w GEMM table into kernels over qc4w_row_t<D, kr> (the
// ISA's qs8-qc8w traits with 4-bit W loads, or its second 4-bit traits for a row of another kr: nibbles.h). Included
// at the end of the per-ISA files of src/ukernels/qs8-qc8w-gemm/ whose ISA has rows here, after
// ukernels/qd8-f32-qc4w-gemm/define-kernels.h.
#include "ukernels/qd8-f32-qb4w-gemm/qb4w-template.h"
#include "ukernels/qd8-f32-qc4w-gemm/nibbles.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                  \
  XNN_IF_THIS_ISA(isa, static_assert(kr == qc4w_row_t<D, kr>::kKr && sr == 1, #fn ": no traits of the row's kr"); \
                  extern "C" void fn(XNN_QD8_F32_QB4W_GEMM_MINMAX_PARAMS) {                                 \
                    qd8_f32_qb4w_gemm_minmax<qc4w_row_t<D, kr>, tile_mr, tile_nr,                           \
                                             qc4w_a_offset<qc4w_row_t<D, kr>>(xnn_isa::isa)>(                \
                        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params, quantization_params); \
                  })
#include "ukernels/qd8-f32-qb4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
