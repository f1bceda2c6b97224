// The first step of every kernel benchmark: initialize the library and skip rows of ISAs this CPU lacks.
#pragma once

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"

// False (and the state skipped) where this CPU lacks the row's ISA.
inline bool xnn_bench_isa_available(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}
