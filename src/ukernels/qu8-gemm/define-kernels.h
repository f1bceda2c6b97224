// Expands this translation unit's rows of the qu8 GEMM and IGEMM tables into kernels over the traits type D: the
// qs8-qc8w loop body (qs8-qc8w-gemm/gemm-template.h) with uint8 A and C passed as bytes (D loads A zero-extended
// and stores C with unsigned saturation) and D::kWBytes = 2 (int16 weights).
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and D.
#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                      \
  XNN_IF_THIS_ISA(isa, static_assert(kr == D::kKr && sr == 1 && D::kWBytes == 2, #fn ": not the ISA's layout"); \
                  extern "C" void fn(XNN_QU8_GEMM_MINMAX_PARAMS) {                                              \
                    qs8_qc8w_gemm_minmax<D, tile_mr, tile_nr>(mr, nc, kc, reinterpret_cast<const int8_t*>(a),  \
                                                              a_stride, w, reinterpret_cast<int8_t*>(c),       \
                                                              cm_stride, cn_stride, params);                    \
                  })
#include "ukernels/qu8-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                    \
  XNN_IF_THIS_ISA(isa, extern "C" void fn(XNN_QU8_IGEMM_MINMAX_PARAMS) {                                      \
    qs8_qc8w_igemm_minmax<D, tile_mr, tile_nr>(mr, nc, kc, ks, reinterpret_cast<const int8_t**>(a), w,        \
                                               reinterpret_cast<int8_t*>(c), cm_stride, cn_stride, a_offset, \
                                               reinterpret_cast<const int8_t*>(zero), params);                \
  })
#include "ukernels/qu8-gemm/igemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
