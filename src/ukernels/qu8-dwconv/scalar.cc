// qu8 depthwise convolution kernels for scalar: the qs8-qc8w body over uint8 lanes (scalar-lanes.h).
#include "ukernels/qs8-qc8w-dwconv/scalar-lanes.h"
#include "ukernels/qu8-dwconv/qu8-dwconv.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using Q = q8_dwconv_scalar<uint8_t>;
#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qu8-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qu8-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
