// Copy, fill and pad kernels for neon: copy-template.h over xnn_simd_neon.
#include "ukernels/simd/neon.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/xx-copy/define-kernels.h"
