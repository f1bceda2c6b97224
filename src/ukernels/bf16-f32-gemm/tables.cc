// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, mr, nr, kr, sr}, )

const xnn_bf16_f32_gemm_minmax_info xnn_bf16_f32_gemm_minmax_ukernels[] = {
#include "ukernels/bf16-f32-gemm/gemm-minmax-table.h"
};
const size_t xnn_bf16_f32_gemm_minmax_ukernel_count =
    sizeof(xnn_bf16_f32_gemm_minmax_ukernels) / sizeof(xnn_bf16_f32_gemm_minmax_ukernels[0]);
