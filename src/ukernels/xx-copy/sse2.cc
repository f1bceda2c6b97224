// Copy, fill and pad kernels for sse2: copy-template.h over xnn_simd_sse2.
#include "ukernels/simd/sse2.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/xx-copy/define-kernels.h"
