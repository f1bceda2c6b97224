// qs8-qc8w depthwise convolution kernels for sse41: dwconv-template.h over 4 int32 lanes (sse41-lanes.h).
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qs8-qc8w-dwconv/sse41-lanes.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using Q = q8_dwconv_sse41<int8_t>;
#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qs8-qc8w-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
