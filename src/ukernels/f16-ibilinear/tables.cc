// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-ibilinear/f16-ibilinear.h"

#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, channel_tile}, )

const xnn_f16_ibilinear_info xnn_f16_ibilinear_ukernels[] = {
#include "ukernels/f16-ibilinear/ibilinear-table.h"
};
const size_t xnn_f16_ibilinear_ukernel_count =
    sizeof(xnn_f16_ibilinear_ukernels) / sizeof(xnn_f16_ibilinear_ukernels[0]);
