// The families' tables as arrays. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

#define XNN_UKERNEL_VLRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile}, )

const xnn_qs8_vlrelu_info xnn_qs8_vlrelu_ukernels[] = {
#include "ukernels/qs8-vlrelu/qs8-vlrelu-table.h"
};
const size_t xnn_qs8_vlrelu_ukernel_count = sizeof(xnn_qs8_vlrelu_ukernels) / sizeof(xnn_qs8_vlrelu_ukernels[0]);

const xnn_qu8_vlrelu_info xnn_qu8_vlrelu_ukernels[] = {
#include "ukernels/qs8-vlrelu/qu8-vlrelu-table.h"
};
const size_t xnn_qu8_vlrelu_ukernel_count = sizeof(xnn_qu8_vlrelu_ukernels) / sizeof(xnn_qu8_vlrelu_ukernels[0]);
