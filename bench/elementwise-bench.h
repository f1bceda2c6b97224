// Shared pieces of the elementwise benchmarks: sizes (L1-, L2- and DRAM-resident) and the copy loop every
// elementwise kernel is compared with (the machine's own memory speed at the same size).
#pragma once

#include <cstdlib>
#include <cstring>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

// Elements per array: 4 KiB (L1), 64 KiB and 128 KiB (L2: three arrays of 128 KiB fit a Zen 3 core's 512 KiB),
// 512 KiB (L2 edge), 16 MiB (DRAM).
inline void xnn_elementwise_sizes(benchmark::internal::Benchmark* b) {
  b->ArgName("elements");
  for (int n : {1024, 16384, 32768, 131072, 4194304}) b->Arg(n);
}

// Reports elements/s and bytes/s (bytes read + written per element).
inline void xnn_elementwise_counters(benchmark::State& state, size_t elements, size_t bytes_per_element) {
  state.counters["elements"] =
      benchmark::Counter(double(elements) * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter(double(elements) * bytes_per_element * state.iterations(), benchmark::Counter::kIsRate);
}

// A float array aligned to a cache line (as the operator arena is), with XNN_EXTRA_BYTES of readable padding.
// Alignment matters for the baseline: glibc's memcpy on Zen 3 (rep movsb) runs 20x slower when source and
// destination differ by 16 bytes modulo 64, which is what two std::vectors of 4-64 KiB get from malloc.
class xnn_bench_array {
 public:
  explicit xnn_bench_array(size_t n, float fill = 0.0f)
      : data_(static_cast<float*>(std::aligned_alloc(64, (n * sizeof(float) + XNN_EXTRA_BYTES + 63) / 64 * 64))) {
    for (size_t i = 0; i < n + XNN_EXTRA_BYTES / sizeof(float); i++) data_[i] = fill;
  }
  ~xnn_bench_array() { std::free(data_); }
  xnn_bench_array(const xnn_bench_array&) = delete;
  xnn_bench_array& operator=(const xnn_bench_array&) = delete;
  float* data() const { return data_; }

 private:
  float* data_;
};

// memcpy of the same number of floats: 8 bytes moved per element.
inline void xnn_copy_baseline(benchmark::State& state) {
  const size_t n = state.range(0);
  xnn_bench_array x(n, 1.0f), y(n);
  for (auto _ : state) {
    std::memcpy(y.data(), x.data(), n * sizeof(float));
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(float));
}
