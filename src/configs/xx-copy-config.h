// The byte copy, fill and pad kernels this CPU uses.
#pragma once

#include "ukernels/xx-copy/xx-copy.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_xx_copy_info* xnn_init_xx_copy_config();
const xnn_xx_fill_info* xnn_init_xx_fill_config();
const xnn_xx_pad_info* xnn_init_xx_pad_config();
