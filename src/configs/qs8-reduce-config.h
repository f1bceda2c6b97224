// The 8-bit sum kernels this CPU uses (qs8 and qu8: the sum of a row and the per-channel sum over rows).
#pragma once

#include "ukernels/qs8-rsum/qs8-rsum.h"

struct xnn_qs8_reduce_config {
  const xnn_qs8_rsum_info* qs8_rsum;
  const xnn_qs8_rdsum_info* qs8_rdsum;
  const xnn_qu8_rsum_info* qu8_rsum;
  const xnn_qu8_rdsum_info* qu8_rdsum;
};

// Chosen once on first use; nullptr if the library is not initialized or a table lacks a scalar row.
const xnn_qs8_reduce_config* xnn_init_qs8_reduce_config();
