// Expands this translation unit's rows of the qd8-f16-qc8w GEMM table into kernels over the traits type D of the
// qs8-qc8w kernels: the qd8-f32-qc8w kernel body (ukernels/qd8-f32-qc8w-gemm/qd8-template.h) with the fp16 output
// stage of output.h. Included at the end of the per-ISA files of src/ukernels/qs8-qc8w-gemm/ that have rows here.
#include "ukernels/qd8-f16-qc8w-gemm/output.h"
#include "ukernels/qd8-f16-qc8w-gemm/qd8-f16-qc8w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");         \
                  extern "C" void fn(XNN_QD8_F16_QC8W_GEMM_MINMAX_PARAMS) {                                    \
                    qs8_gemm_source<D, tile_mr, tile_nr>(                                                      \
                        mr, kc, a, a_stride,                                                                   \
                        qd8_fp32_blocks<D, tile_mr, tile_nr, xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa),         \
                                        qd8_f16_output<D::kOutLanes>, uint16_t>{                               \
                            mr, nc, w, c, cm_stride, cn_stride, params, quantization_params, true});           \
                  })
#include "ukernels/qd8-f16-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
