// Expands this translation unit's rows of the qdu8-f32-qc8w GEMM and IGEMM tables into kernels: the qd8-f32-qc8w kernel
// body (ukernels/qd8-f32-qc8w-gemm/qd8-template.h) over the traits type U, the ISA's VNNI dot product without the copy
// of A that flips its sign bit (A is unsigned already), and no offset on the zero point (it is A's own). Included at
// the end of the VNNI per-ISA files of src/ukernels/qs8-qc8w-gemm/, which define U.
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"
#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, static_assert(kr == U::kKr && sr == 1, #fn ": the row's kr is not the ISA's");         \
                  extern "C" void fn(XNN_QDU8_F32_QC8W_GEMM_MINMAX_PARAMS) {                                   \
                    qd8_f32_qc8w_gemm_minmax<U, tile_mr, tile_nr, 0>(mr, nc, kc, reinterpret_cast<const int8_t*>(a), \
                                                                   a_stride, w, c, cm_stride, cn_stride, params,  \
                                                                   quantization_params);                          \
                  })
#include "ukernels/qdu8-f32-qc8w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, static_assert(kr == U::kKr && sr == 1, #fn ": the row's kr is not the ISA's");          \
                  extern "C" void fn(XNN_QDU8_F32_QC8W_IGEMM_MINMAX_PARAMS) {                                   \
                    qd8_f32_qc8w_igemm_minmax<U, tile_mr, tile_nr, 0>(                                          \
                        mr, nc, kc, ks, reinterpret_cast<const int8_t**>(a), w, c, cm_stride, cn_stride,        \
                        a_offset, reinterpret_cast<const int8_t*>(zero),                                        \
                        reinterpret_cast<const int8_t*>(zero_data), params, quantization_params);               \
                  })
#include "ukernels/qdu8-f32-qc8w-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
