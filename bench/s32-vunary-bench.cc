// Every kernel of the int32 unary table, next to a copy of the same size (rate counters elements and bytes: one
// read and one write per element).
#include <random>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/s32-vunary/s32-vunary.h"

namespace {

void vunary(benchmark::State& state, const xnn_s32_vunary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  // The arrays' storage holds int32 from here on (it is malloc'ed, so writing int32 gives it that type).
  xnn_bench_array x_storage(n), y_storage(n);
  int32_t* x = reinterpret_cast<int32_t*>(x_storage.data());
  int32_t* y = reinterpret_cast<int32_t*>(y_storage.data());
  std::mt19937 rng(1);
  std::uniform_int_distribution<int32_t> dist(INT32_MIN, INT32_MAX);
  for (size_t i = 0; i < n; i++) x[i] = dist(rng);
  xnn_s32_unary_params params;
  params.clamp = {-1000, 1000};
  for (auto _ : state) {
    k.fn(n * sizeof(int32_t), x, y, &params);
    benchmark::DoNotOptimize(y);
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(int32_t));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_s32_vunary_ukernel_count; i++) {
    const xnn_s32_vunary_info& k = xnn_s32_vunary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vunary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
