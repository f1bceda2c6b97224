// This machine's single-thread FP32 FMA peak per ISA (rate counter FLOPS), the yardstick for kernel benchmarks.
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

#if defined(XNN_PEAK_ARCH_x86)
BENCHMARK_CAPTURE(peak, fma_avx2, xnn_peak_fma_avx2, xnn_isa::avx2)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(peak, fma_avx512f, xnn_peak_fma_avx512f, xnn_isa::avx512f)->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_arm64)
BENCHMARK_CAPTURE(peak, fma_neonfma, xnn_peak_fma_neonfma, xnn_isa::neonfma)->Unit(benchmark::kMicrosecond);
#elif defined(XNN_PEAK_ARCH_wasm)
BENCHMARK_CAPTURE(peak, mul_add_wasmsimd, xnn_peak_fma_wasmsimd, xnn_isa::wasmsimd)->Unit(benchmark::kMicrosecond);
#endif

}  // namespace

BENCHMARK_MAIN();
