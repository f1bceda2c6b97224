// The f32 bilinear interpolation kernel this CPU uses.
#pragma once

#include "ukernels/f32-ibilinear/f32-ibilinear.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_f32_ibilinear_info* xnn_init_f32_ibilinear_config();
