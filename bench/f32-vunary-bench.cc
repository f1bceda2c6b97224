// Every kernel of the f32 unary table, next to a copy of the same size (rate counters elements and bytes).
#include <random>
#include <string>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f32-vunary/f32-vunary.h"

namespace {

void vunary(benchmark::State& state, const xnn_f32_vunary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  xnn_bench_array x(n), y(n);
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-5.0f, 5.0f);
  for (size_t i = 0; i < n; i++) x.data()[i] = dist(rng);
  xnn_f32_unary_params params{};
  params.clamp = {-1.0f, 1.0f};
  for (auto _ : state) {
    k.fn(n * sizeof(float), x.data(), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(float));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f32_vunary_ukernel_count; i++) {
    const xnn_f32_vunary_info& k = xnn_f32_vunary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vunary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
