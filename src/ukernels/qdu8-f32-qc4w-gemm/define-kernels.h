// Expands this translation unit's rows of the qdu8-f32-qc4w GEMM table into kernels: the qd8-f32-qc8w kernel body
// (ukernels/qd8-f32-qc8w-gemm/qd8-template.h) over qc4w_traits<U>, the ISA's VNNI dot product without the copy of A
// that flips its sign bit, with 4-bit W loads, and no offset on the zero point (it is A's own). Included at the end
// of the VNNI per-ISA files of src/ukernels/qs8-qc8w-gemm/, which define U, after
// ukernels/qd8-f32-qc4w-gemm/define-kernels.h.
#include "ukernels/qd8-f32-qc4w-gemm/nibbles.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-template.h"
#include "ukernels/qdu8-f32-qc4w-gemm/qdu8-f32-qc4w-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, tile_mr, tile_nr, kr, sr)                                                     \
  XNN_IF_THIS_ISA(isa, static_assert(kr == U::kKr && sr == 1, #fn ": the row's kr is not the ISA's");         \
                  extern "C" void fn(XNN_QDU8_F32_QC4W_GEMM_MINMAX_PARAMS) {                                   \
                    qd8_f32_qc8w_gemm_minmax<qc4w_traits<U>, tile_mr, tile_nr, 0>(                             \
                        mr, nc, kc, reinterpret_cast<const int8_t*>(a), a_stride, w, c, cm_stride, cn_stride,   \
                        params, quantization_params);                                                           \
                  })
#include "ukernels/qdu8-f32-qc4w-gemm/gemm-minmax-table.h"
#undef XNN_UKERNEL_GEMM
