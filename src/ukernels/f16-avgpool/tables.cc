// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-avgpool/f16-avgpool.h"

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, 0, channel_tile}, )
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, incremental_tile, channel_tile}, )

const xnn_f16_avgpool_unipass_info xnn_f16_avgpool_unipass_ukernels[] = {
#include "ukernels/f16-avgpool/unipass-table.h"
};
const size_t xnn_f16_avgpool_unipass_ukernel_count =
    sizeof(xnn_f16_avgpool_unipass_ukernels) / sizeof(xnn_f16_avgpool_unipass_ukernels[0]);

const xnn_f16_avgpool_multipass_info xnn_f16_avgpool_multipass_ukernels[] = {
#include "ukernels/f16-avgpool/multipass-table.h"
};
const size_t xnn_f16_avgpool_multipass_ukernel_count =
    sizeof(xnn_f16_avgpool_multipass_ukernels) / sizeof(xnn_f16_avgpool_multipass_ukernels[0]);
