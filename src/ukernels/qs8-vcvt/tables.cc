// The families' tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_f32_qs8_vcvt_info xnn_f32_qs8_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/f32-qs8-vcvt-table.h"
};
const size_t xnn_f32_qs8_vcvt_ukernel_count = sizeof(xnn_f32_qs8_vcvt_ukernels) / sizeof(xnn_f32_qs8_vcvt_ukernels[0]);

const xnn_f32_qu8_vcvt_info xnn_f32_qu8_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/f32-qu8-vcvt-table.h"
};
const size_t xnn_f32_qu8_vcvt_ukernel_count = sizeof(xnn_f32_qu8_vcvt_ukernels) / sizeof(xnn_f32_qu8_vcvt_ukernels[0]);

const xnn_qs8_f32_vcvt_info xnn_qs8_f32_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/qs8-f32-vcvt-table.h"
};
const size_t xnn_qs8_f32_vcvt_ukernel_count = sizeof(xnn_qs8_f32_vcvt_ukernels) / sizeof(xnn_qs8_f32_vcvt_ukernels[0]);

const xnn_qu8_f32_vcvt_info xnn_qu8_f32_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/qu8-f32-vcvt-table.h"
};
const size_t xnn_qu8_f32_vcvt_ukernel_count = sizeof(xnn_qu8_f32_vcvt_ukernels) / sizeof(xnn_qu8_f32_vcvt_ukernels[0]);

const xnn_qs8_vcvt_info xnn_qs8_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/qs8-vcvt-table.h"
};
const size_t xnn_qs8_vcvt_ukernel_count = sizeof(xnn_qs8_vcvt_ukernels) / sizeof(xnn_qs8_vcvt_ukernels[0]);

const xnn_qu8_vcvt_info xnn_qu8_vcvt_ukernels[] = {
#include "ukernels/qs8-vcvt/qu8-vcvt-table.h"
};
const size_t xnn_qu8_vcvt_ukernel_count = sizeof(xnn_qu8_vcvt_ukernels) / sizeof(xnn_qu8_vcvt_ukernels[0]);
