// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/x16-transposec/x16-transposec.h"

#define XNN_UKERNEL_TRANSPOSEC XNN_TRANSPOSEC_ROW
#define XNN_UKERNEL_TRANSPOSEC_STREAM XNN_TRANSPOSEC_ROW_STREAM
const xnn_transposec_info xnn_x16_transposec_ukernels[] = {
#include "ukernels/x16-transposec/transposec-table.h"
};
const size_t xnn_x16_transposec_ukernel_count =
    sizeof(xnn_x16_transposec_ukernels) / sizeof(xnn_x16_transposec_ukernels[0]);
