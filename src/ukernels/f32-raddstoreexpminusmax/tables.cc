// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h"

#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators}, )
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators, true}, )

const xnn_f32_raddstoreexpminusmax_info xnn_f32_raddstoreexpminusmax_ukernels[] = {
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
};
const size_t xnn_f32_raddstoreexpminusmax_ukernel_count =
    sizeof(xnn_f32_raddstoreexpminusmax_ukernels) / sizeof(xnn_f32_raddstoreexpminusmax_ukernels[0]);
