// qs8-qc8w depthwise convolution kernels for scalar: dwconv-template.h over one channel at a time, requantized by
// xnn_requantize_fp32 itself (scalar-lanes.h).
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qs8-qc8w-dwconv/scalar-lanes.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using Q = q8_dwconv_scalar<int8_t>;
#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qs8-qc8w-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
