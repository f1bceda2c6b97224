// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_UKERNEL_UNARY(isa, fn, op, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_unary_op::op, tile}, )

const xnn_f16_vunary_info xnn_f16_vunary_ukernels[] = {
#include "ukernels/f16-vunary/vunary-table.h"
};
const size_t xnn_f16_vunary_ukernel_count = sizeof(xnn_f16_vunary_ukernels) / sizeof(xnn_f16_vunary_ukernels[0]);
