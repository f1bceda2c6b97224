// The families' tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qs8-vbinary/qs8-vbinary.h"

#define XNN_UKERNEL_VBINARY(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_qs8_vbinary_info xnn_qs8_vadd_ukernels[] = {
#include "ukernels/qs8-vbinary/qs8-vadd-table.h"
};
const xnn_qs8_vbinary_info xnn_qs8_vaddc_ukernels[] = {
#include "ukernels/qs8-vbinary/qs8-vaddc-table.h"
};
const xnn_qs8_vbinary_info xnn_qs8_vmul_ukernels[] = {
#include "ukernels/qs8-vbinary/qs8-vmul-table.h"
};
const xnn_qs8_vbinary_info xnn_qs8_vmulc_ukernels[] = {
#include "ukernels/qs8-vbinary/qs8-vmulc-table.h"
};
const xnn_qu8_vbinary_info xnn_qu8_vadd_ukernels[] = {
#include "ukernels/qs8-vbinary/qu8-vadd-table.h"
};
const xnn_qu8_vbinary_info xnn_qu8_vaddc_ukernels[] = {
#include "ukernels/qs8-vbinary/qu8-vaddc-table.h"
};
const xnn_qu8_vbinary_info xnn_qu8_vmul_ukernels[] = {
#include "ukernels/qs8-vbinary/qu8-vmul-table.h"
};
const xnn_qu8_vbinary_info xnn_qu8_vmulc_ukernels[] = {
#include "ukernels/qs8-vbinary/qu8-vmulc-table.h"
};

#define XNN_COUNT(family) \
  const size_t xnn_##family##_ukernel_count = sizeof(xnn_##family##_ukernels) / sizeof(xnn_##family##_ukernels[0]);
XNN_COUNT(qs8_vadd)
XNN_COUNT(qs8_vaddc)
XNN_COUNT(qs8_vmul)
XNN_COUNT(qs8_vmulc)
XNN_COUNT(qu8_vadd)
XNN_COUNT(qu8_vaddc)
XNN_COUNT(qu8_vmul)
XNN_COUNT(qu8_vmulc)
#undef XNN_COUNT
