// The f16 binary kernel this CPU uses for each op and variant.
#pragma once

#include "ukernels/f16-vbinary/f16-vbinary.h"

// Chosen once for all ops on first use; nullptr if the library is not initialized or no row fits. For a commutative
// op, (op, ropc) gives the op's `opc` kernel: called with the same arguments (array, then the scalar) it computes
// b[0] OP a[i].
const xnn_f16_vbinary_info* xnn_init_f16_vbinary_config(xnn_binary_op op, xnn_binary_variant variant);
