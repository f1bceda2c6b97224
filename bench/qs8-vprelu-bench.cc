// The 8-bit PReLU: every kernel of the six tables of src/ukernels/qs8-vprelu/ next to a copy of the same number of
// bytes. Half the inputs are negative (the slope's product path), half not. Rate counters: elements and bytes
// (read + written) per second.
#include <cstdint>
#include <random>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/qs8-vprelu/qs8-vprelu.h"

namespace {

template <class T, class Info>
void vprelu(benchmark::State& state, Info k, xnn_qs8_vprelu_params params, bool array_b) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  std::mt19937 rng(1);
  std::vector<T> a(n + XNN_EXTRA_BYTES), b(n + XNN_EXTRA_BYTES), y(n);
  for (T& x : a) x = T(rng());
  for (T& x : b) x = T(rng());
  for (auto _ : state) {
    k.fn(n, a.data(), b.data(), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, array_b ? 3 : 2);
}

template <class T, class Info>
void register_table(const Info* rows, size_t count, const xnn_qs8_vprelu_params& params, bool array_b) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark(rows[i].name, vprelu<T, Info>, rows[i], params, array_b)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  const xnn_qs8_vprelu_params s = xnn_init_qs8_prelu_params(0.05f, 0.01f, 0.04f, 0, 3, {1, -128, 127});
  const xnn_qs8_vprelu_params u = xnn_init_qs8_prelu_params(0.05f, 0.01f, 0.04f, 128, 131, {129, 0, 255});
  register_table<int8_t>(xnn_qs8_vprelu_ukernels, xnn_qs8_vprelu_ukernel_count, s, true);
  register_table<int8_t>(xnn_qs8_vpreluc_ukernels, xnn_qs8_vpreluc_ukernel_count, s, false);
  register_table<int8_t>(xnn_qs8_vrpreluc_ukernels, xnn_qs8_vrpreluc_ukernel_count, s, false);
  register_table<uint8_t>(xnn_qu8_vprelu_ukernels, xnn_qu8_vprelu_ukernel_count, u, true);
  register_table<uint8_t>(xnn_qu8_vpreluc_ukernels, xnn_qu8_vpreluc_ukernel_count, u, false);
  register_table<uint8_t>(xnn_qu8_vrpreluc_ukernels, xnn_qu8_vrpreluc_ukernel_count, u, false);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
