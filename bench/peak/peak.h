// FMA throughput loops, one per ISA (each in its own translation unit with that ISA's flags).
// Each runs `iterations` rounds of independent FMA chains and returns the number of floating-point operations done
// (fp16 operations for avx512fp16); the int8 loops (dpbusd, maddwd) return the number of int8 (or int16)
// multiply-adds instead. The read loops sum `bytes` of `buffer` (aligned to 64 bytes, a multiple of 256 bytes) with
// the ISA's widest loads and return the bytes read.
#pragma once

#include <cstddef>

extern "C" double xnn_peak_fma_avx2(size_t iterations);
// FLOPs of the avx2 6x16 GEMM tile's k step on operands in L1, W floats or halves converted by F16C (avx2.cc).
extern "C" double xnn_peak_gemm_step_f32_avx2(size_t iterations);
extern "C" double xnn_peak_gemm_step_f16c_avx2(size_t iterations);
extern "C" double xnn_peak_fma_avx512f(size_t iterations);
// bf16 pairs: returns FLOPs, 2 per bf16 product (avx512bf16.cc).
extern "C" double xnn_peak_dpbf16ps_avx512bf16(size_t iterations);
extern "C" double xnn_peak_fma_avx512fp16(size_t iterations);
extern "C" double xnn_peak_fma_neonfma(size_t iterations);
extern "C" double xnn_peak_fma_wasmsimd(size_t iterations);
extern "C" double xnn_peak_maddwd_avx2(size_t iterations);
extern "C" double xnn_peak_maddwd_add_avx2(size_t iterations);
extern "C" double xnn_peak_maddwd_avx512skx(size_t iterations);
extern "C" double xnn_peak_dpbusd_avxvnni(size_t iterations);
extern "C" double xnn_peak_dpbusd_avx512vnni(size_t iterations);
extern "C" double xnn_peak_read_avx2(const void* buffer, size_t bytes);
extern "C" double xnn_peak_read_avx512f(const void* buffer, size_t bytes);
extern "C" double xnn_peak_read_neonfma(const void* buffer, size_t bytes);
extern "C" double xnn_peak_read_wasmsimd(const void* buffer, size_t bytes);
