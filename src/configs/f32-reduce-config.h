// The f32 reduction kernels this CPU uses (sum of a row, min/max of a row, per-channel sum over rows).
#pragma once

#include "ukernels/f32-reduce/f32-reduce.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits (a table without a scalar row).
const xnn_f32_rsum_info* xnn_init_f32_rsum_config();
const xnn_f32_rminmax_info* xnn_init_f32_rminmax_config(xnn_rminmax_op op);
const xnn_f32_rdsum_info* xnn_init_f32_rdsum_config();
