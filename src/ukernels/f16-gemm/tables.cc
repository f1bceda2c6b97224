// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, mr, nr, kr, sr}, )

const xnn_f16_gemm_minmax_info xnn_f16_gemm_minmax_ukernels[] = {
#include "ukernels/f16-gemm/gemm-minmax-table.h"
};
const size_t xnn_f16_gemm_minmax_ukernel_count =
    sizeof(xnn_f16_gemm_minmax_ukernels) / sizeof(xnn_f16_gemm_minmax_ukernels[0]);
const xnn_f16_igemm_minmax_info xnn_f16_igemm_minmax_ukernels[] = {
#include "ukernels/f16-gemm/igemm-minmax-table.h"
};
const size_t xnn_f16_igemm_minmax_ukernel_count =
    sizeof(xnn_f16_igemm_minmax_ukernels) / sizeof(xnn_f16_igemm_minmax_ukernels[0]);
