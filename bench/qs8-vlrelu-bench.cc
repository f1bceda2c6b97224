// 8-bit leaky ReLU: every kernel of src/ukernels/qs8-vlrelu/ (qs8 and qu8 tables) next to the x8 table lookup it
// replaces for this op. Rate counters: elements and bytes (read + written) per second.
#include <cstdint>
#include <random>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "configs/x8-lut-config.h"
#include "elementwise-bench.h"
#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

namespace {

std::vector<uint8_t> random_input(size_t n) {
  std::mt19937 rng(1);
  std::vector<uint8_t> x(n + XNN_EXTRA_BYTES);
  for (uint8_t& b : x) b = uint8_t(rng());
  return x;
}

template <class Info, class T>
void lrelu(benchmark::State& state, const Info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  const std::vector<uint8_t> x = random_input(n);
  std::vector<T> y(n);
  xnn_qs8_lrelu_params params{};
  xnn_init_qs8_lrelu_params(0.05f, 0.03f, 0.1f, 3, 7, &params);
  for (auto _ : state) {
    k.fn(n, reinterpret_cast<const T*>(x.data()), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2);
}

// The table lookup the quantized unary operator runs for its other ops.
void table_lookup(benchmark::State& state) {
  if (xnn_initialize(nullptr) != xnn_status_success) {
    state.SkipWithError("xnn_initialize failed");
    return;
  }
  const xnn_x8_lut_info* k = xnn_init_x8_lut_config();
  const size_t n = state.range(0);
  const std::vector<uint8_t> x = random_input(n);
  std::vector<uint8_t> y(n), table = random_input(256);
  for (auto _ : state) {
    k->fn(n, x.data(), y.data(), table.data());
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2);
}

const bool registered = [] {
  benchmark::RegisterBenchmark("x8_lut_config", table_lookup)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_qs8_vlrelu_ukernel_count; i++) {
    const xnn_qs8_vlrelu_info& k = xnn_qs8_vlrelu_ukernels[i];
    benchmark::RegisterBenchmark(k.name, lrelu<xnn_qs8_vlrelu_info, int8_t>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_qu8_vlrelu_ukernel_count; i++) {
    const xnn_qu8_vlrelu_info& k = xnn_qu8_vlrelu_ukernels[i];
    benchmark::RegisterBenchmark(k.name, lrelu<xnn_qu8_vlrelu_info, uint8_t>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
