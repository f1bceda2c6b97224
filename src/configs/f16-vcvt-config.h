// The f16 <-> f32 conversion kernels this CPU uses.
#pragma once

#include "ukernels/f16-vcvt/f16-vcvt.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_f16_f32_vcvt_info* xnn_init_f16_f32_vcvt_config();
const xnn_f32_f16_vcvt_info* xnn_init_f32_f16_vcvt_config();
