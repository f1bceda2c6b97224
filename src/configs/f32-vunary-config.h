// The f32 unary kernel this CPU uses for each op.
#pragma once

#include "ukernels/f32-vunary/f32-vunary.h"

// Chosen once for all ops on first use; nullptr if the library is not initialized or no row fits (a table without
// a scalar row for the op). With XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC in `flags`, the op's faster variant (a _FAST
// row of vunary-table.h, beyond the op's error bound) is never chosen; other flags are ignored.
const xnn_f32_vunary_info* xnn_init_f32_vunary_config(xnn_unary_op op, uint32_t flags = 0);
