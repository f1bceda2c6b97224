// This machine's single-thread FP32 FMA peak per ISA and bf16 dot-product peak (rate counter FLOPS) and int8
// dot-instruction peaks (rate counter MACS: int8 multiply-adds per second), the yardsticks for kernel benchmarks.
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

#if defined(XNN_PEAK_ARCH_x86)
BENCHMARK_CAPTURE(peak, fma_avx2, xnn_peak_fma_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, fma_avx512f, xnn_peak_fma_avx512f, xnn_isa::avx512f)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, vdpbf16ps_zmm_avx512bf16, xnn_peak_dpbf16ps_avx512bf16, xnn_isa::avx512bf16)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpmaddwd_ymm_avx2, xnn_peak_maddwd_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpmaddwd_zmm_avx512skx, xnn_peak_maddwd_avx512skx, xnn_isa::avx512skx)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpdpbusd_ymm_avxvnni, xnn_peak_dpbusd_avxvnni, xnn_isa::avxvnni)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak_int8, vpdpbusd_zmm_avx512vnni, xnn_peak_dpbusd_avx512vnni, xnn_isa::avx512vnni)
    ->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_arm64)
BENCHMARK_CAPTURE(peak, fma_neonfma, xnn_peak_fma_neonfma, xnn_isa::neonfma)->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_wasm)
BENCHMARK_CAPTURE(peak, mul_add_wasmsimd, xnn_peak_fma_wasmsimd, xnn_isa::wasmsimd)->Unit(benchmark::kMicrosecond);
#endif

}  // namespace

BENCHMARK_MAIN();
