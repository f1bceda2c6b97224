// The 8-bit add and multiply kernels the binary elementwise operator runs: one of each family of
// src/ukernels/qs8-vbinary/.
#pragma once

#include "ukernels/qs8-vbinary/qs8-vbinary.h"

struct xnn_qs8_vbinary_config {
  const xnn_qs8_vbinary_info* qs8_vadd;
  const xnn_qs8_vbinary_info* qs8_vaddc;
  const xnn_qs8_vbinary_info* qs8_vmul;
  const xnn_qs8_vbinary_info* qs8_vmulc;
  const xnn_qu8_vbinary_info* qu8_vadd;
  const xnn_qu8_vbinary_info* qu8_vaddc;
  const xnn_qu8_vbinary_info* qu8_vmul;
  const xnn_qu8_vbinary_info* qu8_vmulc;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize or when a table
// has no row for this CPU.
const xnn_qs8_vbinary_config* xnn_init_qs8_vbinary_config();
