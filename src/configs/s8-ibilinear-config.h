// The s8 and u8 bilinear interpolation kernels this CPU uses.
#pragma once

#include "ukernels/s8-ibilinear/s8-ibilinear.h"

struct xnn_x8_ibilinear_config {
  const xnn_s8_ibilinear_info* s8;
  const xnn_u8_ibilinear_info* u8;
};

// Chosen once on first use; nullptr if the library is not initialized or a table has no row that fits.
const xnn_x8_ibilinear_config* xnn_init_x8_ibilinear_config();
