// qs8 and qu8 gavgpool kernels for neon: src/ukernels/pooling/q8-pool-template.h over xnn_simd_neon with the 8-bit
// group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/qs8-vcvt/bytes-neon.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using B = bytes_neon;

#include "ukernels/qs8-gavgpool/define-kernels.h"
