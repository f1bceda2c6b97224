// f16 binary elementwise kernels for avx512fp16: f32-vbinary's exact ops (add, sub, mul, min, max; not div, see the
// table) in native fp16 arithmetic, one rounding per operation, so the same bits as the rows computing in fp32
// (f16-vbinary.h).
#include "ukernels/simd/fp16-avx512fp16.h"
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"

#define XNN_THIS_ISA_IS_avx512fp16 XNN_PROBE
using V = xnn_fp16_avx512fp16;

#include "ukernels/f16-vbinary/define-kernels.h"
