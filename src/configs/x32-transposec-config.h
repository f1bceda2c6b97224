// The 32-bit transpose kernel this CPU uses.
#pragma once

#include "ukernels/x32-transposec/x32-transposec.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_x32_transposec_info* xnn_init_x32_transposec_config();

// For blocks narrower than that kernel's tile (e.g. NCHW -> NHWC with 3 channels), where wide kernels spend their
// time in partial tiles: the newest ISA's row with tiles of at most 4 x 4 (docs/kernels.md, "Measurements behind the
// tables").
const xnn_x32_transposec_info* xnn_init_x32_transposec_narrow_config();
