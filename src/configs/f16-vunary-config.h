// The f16 unary kernel this CPU uses for each op.
#pragma once

#include "ukernels/f16-vunary/f16-vunary.h"

// Chosen once for all ops on first use; nullptr if the library is not initialized or no row fits (a table without
// a scalar row for the op).
const xnn_f16_vunary_info* xnn_init_f16_vunary_config(xnn_unary_op op);
