// A row of a pooling family's table, as data for dispatch, tests and benchmarks.
#pragma once

#include <cstdint>

#include "ukernels/isa.h"

template <class Fn>
struct xnn_pool_ukernel_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint8_t primary_tile;      // rows reduced by the first (or only) pass
  uint8_t incremental_tile;  // rows per later pass of a multipass kernel; 0 for a unipass kernel
  uint8_t channel_tile;      // channels per main-loop step
};
