// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/s8-maxpool/s8-maxpool.h"

#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, 0, channel_tile}, )
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, incremental_tile, channel_tile}, )

const xnn_s8_maxpool_unipass_info xnn_s8_maxpool_unipass_ukernels[] = {
#include "ukernels/s8-maxpool/unipass-table.h"
};
const size_t xnn_s8_maxpool_unipass_ukernel_count =
    sizeof(xnn_s8_maxpool_unipass_ukernels) / sizeof(xnn_s8_maxpool_unipass_ukernels[0]);

const xnn_s8_maxpool_multipass_info xnn_s8_maxpool_multipass_ukernels[] = {
#include "ukernels/s8-maxpool/multipass-table.h"
};
const size_t xnn_s8_maxpool_multipass_ukernel_count =
    sizeof(xnn_s8_maxpool_multipass_ukernels) / sizeof(xnn_s8_maxpool_multipass_ukernels[0]);

const xnn_u8_maxpool_unipass_info xnn_u8_maxpool_unipass_ukernels[] = {
#include "ukernels/s8-maxpool/u8-unipass-table.h"
};
const size_t xnn_u8_maxpool_unipass_ukernel_count =
    sizeof(xnn_u8_maxpool_unipass_ukernels) / sizeof(xnn_u8_maxpool_unipass_ukernels[0]);

const xnn_u8_maxpool_multipass_info xnn_u8_maxpool_multipass_ukernels[] = {
#include "ukernels/s8-maxpool/u8-multipass-table.h"
};
const size_t xnn_u8_maxpool_multipass_ukernel_count =
    sizeof(xnn_u8_maxpool_multipass_ukernels) / sizeof(xnn_u8_maxpool_multipass_ukernels[0]);
