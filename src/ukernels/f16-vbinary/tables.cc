// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f16-vbinary/f16-vbinary.h"

#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_binary_op::op, xnn_binary_variant::variant, tile}, )

const xnn_f16_vbinary_info xnn_f16_vbinary_ukernels[] = {
#include "ukernels/f16-vbinary/vbinary-table.h"
};
const size_t xnn_f16_vbinary_ukernel_count = sizeof(xnn_f16_vbinary_ukernels) / sizeof(xnn_f16_vbinary_ukernels[0]);
