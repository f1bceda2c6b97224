// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/x64-transposec/x64-transposec.h"

#define XNN_UKERNEL_TRANSPOSEC XNN_TRANSPOSEC_ROW
#define XNN_UKERNEL_TRANSPOSEC_STREAM XNN_TRANSPOSEC_ROW_STREAM
const xnn_transposec_info xnn_x64_transposec_ukernels[] = {
#include "ukernels/x64-transposec/transposec-table.h"
};
const size_t xnn_x64_transposec_ukernel_count =
    sizeof(xnn_x64_transposec_ukernels) / sizeof(xnn_x64_transposec_ukernels[0]);
