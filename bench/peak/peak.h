// FMA throughput loops, one per ISA (each in its own translation unit with that ISA's flags).
// Each runs `iterations` rounds of independent FMA chains and returns the number of floating-point operations done.
#pragma once

#include <cstddef>

extern "C" double xnn_peak_fma_avx2(size_t iterations);
extern "C" double xnn_peak_fma_avx512f(size_t iterations);
extern "C" double xnn_peak_fma_neonfma(size_t iterations);
extern "C" double xnn_peak_fma_wasmsimd(size_t iterations);
