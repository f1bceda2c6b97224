// The f16 bilinear interpolation kernel this CPU uses.
#pragma once

#include "ukernels/f16-ibilinear/f16-ibilinear.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_f16_ibilinear_info* xnn_init_f16_ibilinear_config();
