// The 8-bit leaky ReLU kernels this CPU uses (src/ukernels/qs8-vlrelu/): one qs8 and one qu8 row.
#pragma once

#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

// Chosen once on first use; nullptr if the library is not initialized or no row fits.
const xnn_qs8_vlrelu_info* xnn_init_qs8_vlrelu_config();
const xnn_qu8_vlrelu_info* xnn_init_qu8_vlrelu_config();
