// The int32 unary kernel this CPU uses for each op.
#pragma once

#include "ukernels/s32-vunary/s32-vunary.h"

// Chosen once for all ops on first use; nullptr if the library is not initialized or no row fits.
const xnn_s32_vunary_info* xnn_init_s32_vunary_config(xnn_s32_unary_op op);
