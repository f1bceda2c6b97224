// f32 binary elementwise kernels for neonfma: division by a broadcast divisor through its reciprocal and FMA
// (vdivc-reciprocal.h), every register of the tile (vdivc_divider_regs stays 0: the split between the divider and
// the FMA path has not been measured on ARM hardware; qemu checks the results only).
#include "ukernels/f32-vbinary/vdivc-reciprocal.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#include "ukernels/f32-vbinary/define-kernels.h"
