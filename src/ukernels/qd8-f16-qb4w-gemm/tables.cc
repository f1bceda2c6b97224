// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qd8-f16-qb4w-gemm/qd8-f16-qb4w-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, mr, nr, kr, sr}, )

const xnn_qd8_f16_qb4w_gemm_minmax_info xnn_qd8_f16_qb4w_gemm_minmax_ukernels[] = {
#include "ukernels/qd8-f16-qb4w-gemm/gemm-minmax-table.h"
};
const size_t xnn_qd8_f16_qb4w_gemm_minmax_ukernel_count =
    sizeof(xnn_qd8_f16_qb4w_gemm_minmax_ukernels) / sizeof(xnn_qd8_f16_qb4w_gemm_minmax_ukernels[0]);
