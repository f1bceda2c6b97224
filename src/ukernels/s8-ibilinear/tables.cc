// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/s8-ibilinear/s8-ibilinear.h"

#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, channel_tile}, )

const xnn_s8_ibilinear_info xnn_s8_ibilinear_ukernels[] = {
#include "ukernels/s8-ibilinear/ibilinear-table.h"
};
const size_t xnn_s8_ibilinear_ukernel_count = sizeof(xnn_s8_ibilinear_ukernels) / sizeof(xnn_s8_ibilinear_ukernels[0]);

const xnn_u8_ibilinear_info xnn_u8_ibilinear_ukernels[] = {
#include "ukernels/s8-ibilinear/u8-ibilinear-table.h"
};
const size_t xnn_u8_ibilinear_ukernel_count = sizeof(xnn_u8_ibilinear_ukernels) / sizeof(xnn_u8_ibilinear_ukernels[0]);
