// s8 and u8 bilinear kernels for scalar: ibilinear-template.h over one channel per step in an int32.
#include "ukernels/s8-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using S = lane_scalar<int8_t>;
using U = lane_scalar<uint8_t>;

#include "ukernels/s8-ibilinear/define-kernels.h"
