// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/x8-lut/x8-lut.h"

#define XNN_UKERNEL_LUT(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_x8_lut_info xnn_x8_lut_ukernels[] = {
#include "ukernels/x8-lut/lut-table.h"
};
const size_t xnn_x8_lut_ukernel_count = sizeof(xnn_x8_lut_ukernels) / sizeof(xnn_x8_lut_ukernels[0]);
