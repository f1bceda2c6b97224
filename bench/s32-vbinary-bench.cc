// Every kernel of the int32 binary table, next to a copy of the same size (rate counters elements and bytes). Bytes
// count what the kernel moves: two reads and a write per element for `op`, one read and a write for `opc`/`ropc`.
#include <random>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/s32-vbinary/s32-vbinary.h"

namespace {

void vbinary(benchmark::State& state, const xnn_s32_vbinary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  // The arrays' storage holds int32 from here on (it is malloc'ed, so writing int32 gives it that type).
  xnn_bench_array a_storage(n), b_storage(n), y_storage(n);
  int32_t* a = reinterpret_cast<int32_t*>(a_storage.data());
  int32_t* b = reinterpret_cast<int32_t*>(b_storage.data());
  int32_t* y = reinterpret_cast<int32_t*>(y_storage.data());
  std::mt19937 rng(1);
  std::uniform_int_distribution<int32_t> dist(-1000, 1000);
  for (size_t i = 0; i < n; i++) a[i] = dist(rng);
  for (size_t i = 0; i < n; i++) b[i] = dist(rng);
  for (auto _ : state) {
    k.fn(n * sizeof(int32_t), a, b, y);
    benchmark::DoNotOptimize(y);
  }
  const size_t reads = k.variant == xnn_binary_variant::op ? 2 : 1;
  xnn_elementwise_counters(state, n, (reads + 1) * sizeof(int32_t));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_s32_vbinary_ukernel_count; i++) {
    const xnn_s32_vbinary_info& k = xnn_s32_vbinary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vbinary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
