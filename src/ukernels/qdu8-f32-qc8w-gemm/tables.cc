// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"

#define XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, mr, nr, kr, sr}, )

// Every row is x86: an empty last row keeps the array valid C++ on the other targets, and the count leaves it out.
const xnn_qdu8_f32_qc8w_gemm_minmax_info xnn_qdu8_f32_qc8w_gemm_minmax_ukernels[] = {
#include "ukernels/qdu8-f32-qc8w-gemm/gemm-minmax-table.h"
    {},
};
const size_t xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count =
    sizeof(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels) / sizeof(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels[0]) - 1;

const xnn_qdu8_f32_qc8w_igemm_minmax_info xnn_qdu8_f32_qc8w_igemm_minmax_ukernels[] = {
#include "ukernels/qdu8-f32-qc8w-gemm/igemm-minmax-table.h"
    {},
};
const size_t xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count =
    sizeof(xnn_qdu8_f32_qc8w_igemm_minmax_ukernels) / sizeof(xnn_qdu8_f32_qc8w_igemm_minmax_ukernels[0]) - 1;
