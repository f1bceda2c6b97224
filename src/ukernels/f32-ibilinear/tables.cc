// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-ibilinear/f32-ibilinear.h"

#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, channel_tile}, )
const xnn_f32_ibilinear_info xnn_f32_ibilinear_ukernels[] = {
#include "ukernels/f32-ibilinear/ibilinear-table.h"
};
const size_t xnn_f32_ibilinear_ukernel_count =
    sizeof(xnn_f32_ibilinear_ukernels) / sizeof(xnn_f32_ibilinear_ukernels[0]);
