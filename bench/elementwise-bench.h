// Shared pieces of the elementwise benchmarks: sizes (L1-, L2- and DRAM-resident) and the copy loop every
// elementwise kernel is compared with (the machine's own memory speed at the same size).
#pragma once

#include <cstring>
#include <vector>

#include <benchmark/benchmark.h>

// Elements per array: 4 KiB and 64 KiB (L1/L2), 512 KiB (L2 edge), 16 MiB (DRAM).
inline void xnn_elementwise_sizes(benchmark::internal::Benchmark* b) {
  b->ArgName("elements");
  for (int n : {1024, 16384, 131072, 4194304}) b->Arg(n);
}

// Reports elements/s and bytes/s (bytes read + written per element).
inline void xnn_elementwise_counters(benchmark::State& state, size_t elements, size_t bytes_per_element) {
  state.counters["elements"] =
      benchmark::Counter(double(elements) * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter(double(elements) * bytes_per_element * state.iterations(), benchmark::Counter::kIsRate);
}

// memcpy of the same number of floats: 8 bytes moved per element.
inline void xnn_copy_baseline(benchmark::State& state) {
  const size_t n = state.range(0);
  std::vector<float> x(n, 1.0f), y(n);
  for (auto _ : state) {
    std::memcpy(y.data(), x.data(), n * sizeof(float));
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(float));
}
