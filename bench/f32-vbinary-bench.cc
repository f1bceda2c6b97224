// Every kernel of the f32 binary table, next to a copy of the same size (rate counters elements and bytes). Bytes
// count what the kernel moves: two reads and a write per element for `op`, one read and a write for `opc`/`ropc`.
#include <random>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f32-vbinary/f32-vbinary.h"

namespace {

void vbinary(benchmark::State& state, const xnn_f32_vbinary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  xnn_bench_array a(n), b(n), y(n);
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-5.0f, 5.0f);
  for (size_t i = 0; i < n; i++) a.data()[i] = dist(rng);
  for (size_t i = 0; i < n; i++) b.data()[i] = dist(rng);
  xnn_f32_vbinary_params params;
  params.minmax = {-1e30f, 1e30f};
  for (auto _ : state) {
    k.fn(n * sizeof(float), a.data(), b.data(), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  const size_t reads = k.variant == xnn_binary_variant::op ? 2 : 1;
  xnn_elementwise_counters(state, n, (reads + 1) * sizeof(float));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f32_vbinary_ukernel_count; i++) {
    const xnn_f32_vbinary_info& k = xnn_f32_vbinary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vbinary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
