// This machine's single-thread FP32 FMA peak per ISA (rate counter FLOPS; fp16 FLOPS for vfmadd231ph, 2 FLOPs per
// bf16 product for vdpbf16ps), int8 dot-instruction peaks (rate counter MACS: int8 multiply-adds per second) and
// memory read bandwidth (rate counter BYTES: a 32 MB buffer summed with the ISA's widest loads, larger than any L2,
// as a large layer's weights are streamed), the yardsticks for kernel and model benchmarks. gemm_step_*_avx2: the avx2
// 6x16 GEMM tile's k step with its operands in L1 (f32 W, or halves converted by vcvtph2ps), the ceiling of those
// kernels before cache traffic.
#include <cstdlib>
#include <cstring>
#include <memory>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "peak/peak.h"
#include "ukernels/isa.h"

namespace {

void peak(benchmark::State& state, double (*loop)(size_t), xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the ISA");
    return;
  }
  double flops = 0;
  for (auto _ : state) flops += loop(1 << 20);
  state.counters["FLOPS"] = benchmark::Counter(flops, benchmark::Counter::kIsRate);
}

void peak_int8(benchmark::State& state, double (*loop)(size_t), xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the ISA");
    return;
  }
  double macs = 0;
  for (auto _ : state) macs += loop(1 << 20);
  state.counters["MACS"] = benchmark::Counter(macs, benchmark::Counter::kIsRate);
}

constexpr size_t kReadBytes = 32 << 20;

void peak_read(benchmark::State& state, double (*loop)(const void*, size_t), xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the ISA");
    return;
  }
  const std::unique_ptr<void, decltype(&std::free)> buffer(std::aligned_alloc(64, kReadBytes), std::free);
  std::memset(buffer.get(), 1, kReadBytes);  // mapped before timing
  double bytes = 0;
  for (auto _ : state) bytes += loop(buffer.get(), kReadBytes);
  state.counters["BYTES"] = benchmark::Counter(bytes, benchmark::Counter::kIsRate);
}

#if defined(XNN_PEAK_ARCH_x86)
BENCHMARK_CAPTURE(peak, fma_avx2, xnn_peak_fma_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, gemm_step_f32_avx2, xnn_peak_gemm_step_f32_avx2, xnn_isa::avx2)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, gemm_step_f16c_avx2, xnn_peak_gemm_step_f16c_avx2, xnn_isa::avx2)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, fma_avx512f, xnn_peak_fma_avx512f, xnn_isa::avx512f)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, vdpbf16ps_zmm_avx512bf16, xnn_peak_dpbf16ps_avx512bf16, xnn_isa::avx512bf16)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, vfmadd231ph_zmm_avx512fp16, xnn_peak_fma_avx512fp16, xnn_isa::avx512fp16)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpmaddwd_ymm_avx2, xnn_peak_maddwd_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpmaddwd_vpaddd_ymm_avx2, xnn_peak_maddwd_add_avx2, xnn_isa::avx2)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpmaddwd_zmm_avx512skx, xnn_peak_maddwd_avx512skx, xnn_isa::avx512skx)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpdpbusd_ymm_avxvnni, xnn_peak_dpbusd_avxvnni, xnn_isa::avxvnni)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpdpbusd_zmm_avx512vnni, xnn_peak_dpbusd_avx512vnni, xnn_isa::avx512vnni)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_read, read_32mb_ymm_avx2, xnn_peak_read_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_read, read_32mb_zmm_avx512f, xnn_peak_read_avx512f, xnn_isa::avx512f)
    ->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_arm64)
BENCHMARK_CAPTURE(peak, fma_neonfma, xnn_peak_fma_neonfma, xnn_isa::neonfma)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_read, read_32mb_q_neonfma, xnn_peak_read_neonfma, xnn_isa::neonfma)
    ->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_wasm)
BENCHMARK_CAPTURE(peak, mul_add_wasmsimd, xnn_peak_fma_wasmsimd, xnn_isa::wasmsimd)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_read, read_32mb_v128_wasmsimd, xnn_peak_read_wasmsimd, xnn_isa::wasmsimd)
    ->Unit(benchmark::kMicrosecond);
#endif

}  // namespace

BENCHMARK_MAIN();
