// The int32 binary kernel this CPU uses for each op and variant.
#pragma once

#include "ukernels/s32-vbinary/s32-vbinary.h"

// Chosen once for all ops on first use; nullptr if the library is not initialized or no row fits. For a commutative
// op, (op, ropc) gives the op's `opc` kernel, as xnn_init_f32_vbinary_config does.
const xnn_s32_vbinary_info* xnn_init_s32_vbinary_config(xnn_s32_binary_op op, xnn_binary_variant variant);
