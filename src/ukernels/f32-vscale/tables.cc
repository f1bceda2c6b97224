// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-vscale/f32-vscale.h"

#define XNN_UKERNEL_VSCALE(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators}, )

const xnn_f32_vscale_info xnn_f32_vscale_ukernels[] = {
#include "ukernels/f32-vscale/vscale-table.h"
};
const size_t xnn_f32_vscale_ukernel_count =
    sizeof(xnn_f32_vscale_ukernels) / sizeof(xnn_f32_vscale_ukernels[0]);
