// The families' tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-vcvt/f16-vcvt.h"

#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_f16_f32_vcvt_info xnn_f16_f32_vcvt_ukernels[] = {
#include "ukernels/f16-vcvt/f16-f32-vcvt-table.h"
};
const size_t xnn_f16_f32_vcvt_ukernel_count = sizeof(xnn_f16_f32_vcvt_ukernels) / sizeof(xnn_f16_f32_vcvt_ukernels[0]);

const xnn_f32_f16_vcvt_info xnn_f32_f16_vcvt_ukernels[] = {
#include "ukernels/f16-vcvt/f32-f16-vcvt-table.h"
};
const size_t xnn_f32_f16_vcvt_ukernel_count = sizeof(xnn_f32_f16_vcvt_ukernels) / sizeof(xnn_f32_f16_vcvt_ukernels[0]);
