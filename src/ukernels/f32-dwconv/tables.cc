// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-dwconv/f32-dwconv.h"

#define XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, channel_tile, channel_subtile, pixel_tile, false}, )
#define XNN_UKERNEL_DWCONV_ROWS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, partials) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, primary_tile, channel_tile, channel_subtile, pixel_tile, true}, )
#define XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, first, middle, last, channel_tile, channel_subtile, channel_round}, )

const xnn_f32_dwconv_unipass_info xnn_f32_dwconv_unipass_ukernels[] = {
#include "ukernels/f32-dwconv/unipass-table.h"
};
const size_t xnn_f32_dwconv_unipass_ukernel_count =
    sizeof(xnn_f32_dwconv_unipass_ukernels) / sizeof(xnn_f32_dwconv_unipass_ukernels[0]);

const xnn_f32_dwconv_multipass_info xnn_f32_dwconv_multipass_ukernels[] = {
#include "ukernels/f32-dwconv/multipass-table.h"
};
const size_t xnn_f32_dwconv_multipass_ukernel_count =
    sizeof(xnn_f32_dwconv_multipass_ukernels) / sizeof(xnn_f32_dwconv_multipass_ukernels[0]);
