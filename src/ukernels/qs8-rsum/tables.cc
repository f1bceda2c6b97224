// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qs8-rsum/qs8-rsum.h"

#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, acc}, )
#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, row_tile, channel_tile}, )

const xnn_qs8_rsum_info xnn_qs8_rsum_ukernels[] = {
#include "ukernels/qs8-rsum/qs8-rsum-table.h"
};
const size_t xnn_qs8_rsum_ukernel_count = sizeof(xnn_qs8_rsum_ukernels) / sizeof(xnn_qs8_rsum_ukernels[0]);

const xnn_qu8_rsum_info xnn_qu8_rsum_ukernels[] = {
#include "ukernels/qs8-rsum/qu8-rsum-table.h"
};
const size_t xnn_qu8_rsum_ukernel_count = sizeof(xnn_qu8_rsum_ukernels) / sizeof(xnn_qu8_rsum_ukernels[0]);

const xnn_qs8_rdsum_info xnn_qs8_rdsum_ukernels[] = {
#include "ukernels/qs8-rsum/qs8-rdsum-table.h"
};
const size_t xnn_qs8_rdsum_ukernel_count = sizeof(xnn_qs8_rdsum_ukernels) / sizeof(xnn_qs8_rdsum_ukernels[0]);

const xnn_qu8_rdsum_info xnn_qu8_rdsum_ukernels[] = {
#include "ukernels/qs8-rsum/qu8-rdsum-table.h"
};
const size_t xnn_qu8_rdsum_ukernel_count = sizeof(xnn_qu8_rdsum_ukernels) / sizeof(xnn_qu8_rdsum_ukernels[0]);
