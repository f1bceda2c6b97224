// The 32-bit transpose kernel this CPU uses.
#pragma once

#include "ukernels/x32-transposec/x32-transposec.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_x32_transposec_info* xnn_init_x32_transposec_config();
