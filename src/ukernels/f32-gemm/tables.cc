// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-gemm/f32-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, mr, nr, kr, sr}, )

const xnn_f32_gemm_minmax_info xnn_f32_gemm_minmax_ukernels[] = {
#include "ukernels/f32-gemm/gemm-minmax-table.h"
};
const size_t xnn_f32_gemm_minmax_ukernel_count =
    sizeof(xnn_f32_gemm_minmax_ukernels) / sizeof(xnn_f32_gemm_minmax_ukernels[0]);

const xnn_f32_igemm_minmax_info xnn_f32_igemm_minmax_ukernels[] = {
#include "ukernels/f32-gemm/igemm-minmax-table.h"
};
const size_t xnn_f32_igemm_minmax_ukernel_count =
    sizeof(xnn_f32_igemm_minmax_ukernels) / sizeof(xnn_f32_igemm_minmax_ukernels[0]);
