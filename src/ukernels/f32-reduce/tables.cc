// The family's tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-reduce/f32-reduce.h"

#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, acc}, )
const xnn_f32_rsum_info xnn_f32_rsum_ukernels[] = {
#include "ukernels/f32-reduce/rsum-table.h"
};
const size_t xnn_f32_rsum_ukernel_count = sizeof(xnn_f32_rsum_ukernels) / sizeof(xnn_f32_rsum_ukernels[0]);
#undef XNN_UKERNEL_RSUM

#define XNN_UKERNEL_RMINMAX(isa, fn, op, tile, acc) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_rminmax_op::op, tile, acc}, )
const xnn_f32_rminmax_info xnn_f32_rminmax_ukernels[] = {
#include "ukernels/f32-reduce/rminmax-table.h"
};
const size_t xnn_f32_rminmax_ukernel_count = sizeof(xnn_f32_rminmax_ukernels) / sizeof(xnn_f32_rminmax_ukernels[0]);
#undef XNN_UKERNEL_RMINMAX

#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, row_tile, channel_tile}, )
const xnn_f32_rdsum_info xnn_f32_rdsum_ukernels[] = {
#include "ukernels/f32-reduce/rdsum-table.h"
};
const size_t xnn_f32_rdsum_ukernel_count = sizeof(xnn_f32_rdsum_ukernels) / sizeof(xnn_f32_rdsum_ukernels[0]);
#undef XNN_UKERNEL_RDSUM

#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile, accumulators}, )
const xnn_f32_rmax_info xnn_f32_rmax_ukernels[] = {
#include "ukernels/f32-reduce/rmax-table.h"
};
const size_t xnn_f32_rmax_ukernel_count = sizeof(xnn_f32_rmax_ukernels) / sizeof(xnn_f32_rmax_ukernels[0]);
#undef XNN_UKERNEL_RMAX
