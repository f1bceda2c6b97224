// Every kernel of the f16 binary table, next to a copy of the same size in floats (rate counters elements and
// bytes). Bytes count what the kernel moves: two reads and a write of a half per element for `op`, one read and a
// write for `opc`/`ropc`.
#include <cstdint>
#include <random>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

void vbinary(benchmark::State& state, const xnn_f16_vbinary_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  xnn_bench_array a_storage(n), b_storage(n), y_storage(n);  // floats: room for n halves and the slack
  uint16_t* a = reinterpret_cast<uint16_t*>(a_storage.data());
  uint16_t* b = reinterpret_cast<uint16_t*>(b_storage.data());
  uint16_t* y = reinterpret_cast<uint16_t*>(y_storage.data());
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-5.0f, 5.0f);
  for (size_t i = 0; i < n; i++) a[i] = xnn_f32_to_f16(dist(rng));
  for (size_t i = 0; i < n; i++) b[i] = xnn_f32_to_f16(dist(rng));
  xnn_f16_vbinary_params params;
  params.minmax = {0xFBFF, 0x7BFF};  // [-65504, 65504]
  for (auto _ : state) {
    k.fn(n * sizeof(uint16_t), a, b, y, &params);
    benchmark::DoNotOptimize(y);
  }
  const size_t reads = k.variant == xnn_binary_variant::op ? 2 : 1;
  xnn_elementwise_counters(state, n, (reads + 1) * sizeof(uint16_t));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f16_vbinary_ukernel_count; i++) {
    const xnn_f16_vbinary_info& k = xnn_f16_vbinary_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vbinary, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
