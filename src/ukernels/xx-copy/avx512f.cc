// Copy, fill and pad kernels for avx512f: copy-template.h over xnn_simd_avx512f.
#include "ukernels/simd/avx512f.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/xx-copy/define-kernels.h"
