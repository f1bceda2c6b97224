// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qu8-dwconv/qu8-dwconv.h"

#define XNN_UKERNEL_QU8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, channel_tile, channel_subtile}, )
#define XNN_UKERNEL_QU8_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, first, middle, last, channel_tile, channel_subtile, channel_round}, )

const xnn_qu8_dwconv_unipass_info xnn_qu8_dwconv_unipass_ukernels[] = {
#include "ukernels/qu8-dwconv/unipass-table.h"
};
const size_t xnn_qu8_dwconv_unipass_ukernel_count =
    sizeof(xnn_qu8_dwconv_unipass_ukernels) / sizeof(xnn_qu8_dwconv_unipass_ukernels[0]);

const xnn_qu8_dwconv_multipass_info xnn_qu8_dwconv_multipass_ukernels[] = {
#include "ukernels/qu8-dwconv/multipass-table.h"
};
const size_t xnn_qu8_dwconv_multipass_ukernel_count =
    sizeof(xnn_qu8_dwconv_multipass_ukernels) / sizeof(xnn_qu8_dwconv_multipass_ukernels[0]);
