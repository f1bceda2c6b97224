// Expands this translation unit's rows of the qd8-f32-qc8w GEMM and IGEMM tables into kernels over the traits type
// D of the qs8-qc8w kernels. Included at the end of each per-ISA file of src/ukernels/qs8-qc8w-gemm/, after its own
// define-kernels.h: the qd8 kernels are those files' dot products with another output stage.
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                    \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1, #fn ": the row's kr is not the ISA's");        \
                  extern "C" void fn(XNN_QD8_F32_QC8W_GEMM_MINMAX_PARAMS) {                                   \
                    qd8_f32_qc8w_gemm_minmax<D, tile_mr, tile_nr, xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa)>( \
                        mr, nc, kc, a, a_stride, w, c, cm_stride, cn_stride, params, quantization_params);   \
                  })
#include "ukernels/qd8-f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QD8_F32_QC8W_IGEMM_MINMAX_PARAMS) {                              \
    qd8_f32_qc8w_igemm_minmax<D, tile_mr, tile_nr, xnn_qs8_qc8w_gemm_a_offset(xnn_isa::isa)>(                  \
        mr, nc, kc, ks, a, w, c, cm_stride, cn_stride, a_offset, zero, zero_data, params, quantization_params); \
  })
#include "ukernels/qd8-f32-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
