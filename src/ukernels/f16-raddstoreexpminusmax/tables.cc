// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators}, )

const xnn_f16_raddstoreexpminusmax_info xnn_f16_raddstoreexpminusmax_ukernels[] = {
#include "ukernels/f16-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
};
const size_t xnn_f16_raddstoreexpminusmax_ukernel_count =
    sizeof(xnn_f16_raddstoreexpminusmax_ukernels) / sizeof(xnn_f16_raddstoreexpminusmax_ukernels[0]);
