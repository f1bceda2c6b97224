// Copy, fill and pad kernels for avx: copy-template.h over xnn_simd_avx.
#include "ukernels/simd/avx.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/xx-copy/define-kernels.h"
