// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/xx-copy/xx-copy.h"

#define XNN_UKERNEL_COPY(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )
const xnn_xx_copy_info xnn_xx_copy_ukernels[] = {
#include "ukernels/xx-copy/copy-table.h"
};
const size_t xnn_xx_copy_ukernel_count = sizeof(xnn_xx_copy_ukernels) / sizeof(xnn_xx_copy_ukernels[0]);
#undef XNN_UKERNEL_COPY

#define XNN_UKERNEL_FILL(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )
const xnn_xx_fill_info xnn_xx_fill_ukernels[] = {
#include "ukernels/xx-copy/fill-table.h"
};
const size_t xnn_xx_fill_ukernel_count = sizeof(xnn_xx_fill_ukernels) / sizeof(xnn_xx_fill_ukernels[0]);
#undef XNN_UKERNEL_FILL

#define XNN_UKERNEL_PAD(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )
const xnn_xx_pad_info xnn_xx_pad_ukernels[] = {
#include "ukernels/xx-copy/pad-table.h"
};
const size_t xnn_xx_pad_ukernel_count = sizeof(xnn_xx_pad_ukernels) / sizeof(xnn_xx_pad_ukernels[0]);
#undef XNN_UKERNEL_PAD
