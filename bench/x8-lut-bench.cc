// The 8-bit table lookup: every kernel of src/ukernels/x8-lut/lut-table.h next to a copy of the same number of
// floats. Rate counters: elements (bytes looked up) and bytes (read + written) per second.
#include <cstdint>
#include <random>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/x8-lut/x8-lut.h"

namespace {

void lookup(benchmark::State& state, const xnn_x8_lut_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  std::mt19937 rng(1);
  std::vector<uint8_t> x(n + XNN_EXTRA_BYTES), y(n), table(256);
  for (uint8_t& b : x) b = uint8_t(rng());
  for (uint8_t& b : table) b = uint8_t(rng());
  for (auto _ : state) {
    k.fn(n, x.data(), y.data(), table.data());
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2);
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_x8_lut_ukernel_count; i++) {
    const xnn_x8_lut_info& k = xnn_x8_lut_ukernels[i];
    benchmark::RegisterBenchmark(k.name, lookup, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
