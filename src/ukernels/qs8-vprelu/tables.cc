// The families' tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qs8-vprelu/qs8-vprelu.h"

#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_qs8_vprelu_info xnn_qs8_vprelu_ukernels[] = {
#include "ukernels/qs8-vprelu/qs8-vprelu-table.h"
};
const xnn_qs8_vprelu_info xnn_qs8_vpreluc_ukernels[] = {
#include "ukernels/qs8-vprelu/qs8-vpreluc-table.h"
};
const xnn_qs8_vprelu_info xnn_qs8_vrpreluc_ukernels[] = {
#include "ukernels/qs8-vprelu/qs8-vrpreluc-table.h"
};
const xnn_qu8_vprelu_info xnn_qu8_vprelu_ukernels[] = {
#include "ukernels/qs8-vprelu/qu8-vprelu-table.h"
};
const xnn_qu8_vprelu_info xnn_qu8_vpreluc_ukernels[] = {
#include "ukernels/qs8-vprelu/qu8-vpreluc-table.h"
};
const xnn_qu8_vprelu_info xnn_qu8_vrpreluc_ukernels[] = {
#include "ukernels/qs8-vprelu/qu8-vrpreluc-table.h"
};

#define XNN_COUNT(family) \
  const size_t xnn_##family##_ukernel_count = sizeof(xnn_##family##_ukernels) / sizeof(xnn_##family##_ukernels[0]);
XNN_COUNT(qs8_vprelu)
XNN_COUNT(qs8_vpreluc)
XNN_COUNT(qs8_vrpreluc)
XNN_COUNT(qu8_vprelu)
XNN_COUNT(qu8_vpreluc)
XNN_COUNT(qu8_vrpreluc)
#undef XNN_COUNT
