// qs8-qc8w depthwise convolution kernels for avx2: dwconv-template.h over 8 int32 lanes (avx2-lanes.h).
#include "ukernels/qs8-qc8w-dwconv/avx2-lanes.h"
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using Q = q8_dwconv_avx2<int8_t>;
#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qs8-qc8w-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
