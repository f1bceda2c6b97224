// The 8-bit PReLU kernels the binary elementwise operator runs: one of each family of src/ukernels/qs8-vprelu/.
#pragma once

#include "ukernels/qs8-vprelu/qs8-vprelu.h"

struct xnn_qs8_vprelu_config {
  const xnn_qs8_vprelu_info* qs8_vprelu;
  const xnn_qs8_vprelu_info* qs8_vpreluc;
  const xnn_qs8_vprelu_info* qs8_vrpreluc;
  const xnn_qu8_vprelu_info* qu8_vprelu;
  const xnn_qu8_vprelu_info* qu8_vpreluc;
  const xnn_qu8_vprelu_info* qu8_vrpreluc;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize or when a table
// has no row for this CPU.
const xnn_qs8_vprelu_config* xnn_init_qs8_vprelu_config();
