// Every kernel of the f16 unary table, next to a copy of the same size in floats (rate counters elements and
// bytes; a half kernel moves half the bytes of the copy per element).
#include <cstdint>
#include <random>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/f16-vunary/f16-vunary.h"

namespace {

void vunary(benchmark::State& state, const xnn_f16_vunary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  xnn_bench_array x_storage(n), y_storage(n);  // floats: room for n halves and the slack
  uint16_t* x = reinterpret_cast<uint16_t*>(x_storage.data());
  uint16_t* y = reinterpret_cast<uint16_t*>(y_storage.data());
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-5.0f, 5.0f);
  for (size_t i = 0; i < n; i++) x[i] = xnn_f32_to_f16(dist(rng));
  xnn_f16_unary_params params{};
  params.clamp = {0xBC00, 0x3C00};  // [-1, 1]
  for (auto _ : state) {
    k.fn(n * sizeof(uint16_t), x, y, &params);
    benchmark::DoNotOptimize(y);
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(uint16_t));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f16_vunary_ukernel_count; i++) {
    const xnn_f16_vunary_info& k = xnn_f16_vunary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vunary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
