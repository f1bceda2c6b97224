// The 8-bit table-lookup kernel this CPU uses (src/ukernels/x8-lut/).
#pragma once

#include "ukernels/x8-lut/x8-lut.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_x8_lut_info* xnn_init_x8_lut_config();
