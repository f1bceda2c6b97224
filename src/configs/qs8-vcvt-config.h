// The 8-bit conversion kernels the convert operator runs: one of each family of src/ukernels/qs8-vcvt/.
#pragma once

#include "ukernels/qs8-vcvt/qs8-vcvt.h"

struct xnn_qs8_vcvt_config {
  const xnn_f32_qs8_vcvt_info* f32_qs8;
  const xnn_f32_qu8_vcvt_info* f32_qu8;
  const xnn_qs8_f32_vcvt_info* qs8_f32;
  const xnn_qu8_f32_vcvt_info* qu8_f32;
  const xnn_qs8_vcvt_info* qs8;
  const xnn_qu8_vcvt_info* qu8;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize or when a table
// has no row for this CPU.
const xnn_qs8_vcvt_config* xnn_init_qs8_vcvt_config();
