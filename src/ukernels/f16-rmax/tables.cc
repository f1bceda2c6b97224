// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators}, )

const xnn_f16_rmax_info xnn_f16_rmax_ukernels[] = {
#include "ukernels/f16-rmax/rmax-table.h"
};
const size_t xnn_f16_rmax_ukernel_count = sizeof(xnn_f16_rmax_ukernels) / sizeof(xnn_f16_rmax_ukernels[0]);
