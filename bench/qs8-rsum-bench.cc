// Every kernel of the qs8-rsum family (qs8 and qu8 rsum and rdsum), single-threaded. rsum sums one row of `elements`
// bytes; rdsum sums rows x channels per channel (MobileNet v2's 7x7x1280 head as 49 rows, plus 7 and 196 rows).
// Rate counter: bytes = input bytes per second.
#include <cstdint>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "ukernels/qs8-rsum/qs8-rsum.h"

namespace {

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

template <class T>
std::vector<T> random_bytes(size_t count) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<T> v(count);
  for (T& x : v) x = T(dist(rng));
  return v;
}

template <class T, class Info>
void rsum(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const size_t elements = state.range(0);
  const std::vector<T> input = random_bytes<T>(elements);
  int32_t sum = 0;
  for (auto _ : state) {
    k.fn(elements, input.data(), &sum);
    benchmark::DoNotOptimize(sum);
  }
  state.counters["bytes"] = benchmark::Counter(double(elements) * state.iterations(), benchmark::Counter::kIsRate);
}

template <class T, class Info>
void rdsum(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  const std::vector<T> input = random_bytes<T>(rows * channels);
  std::vector<int32_t> sums(channels);
  for (auto _ : state) {
    k.fn(rows, channels, input.data(), channels, sums.data());
    benchmark::DoNotOptimize(sums.data());
  }
  state.counters["bytes"] =
      benchmark::Counter(double(rows) * channels * state.iterations(), benchmark::Counter::kIsRate);
}

template <class T, class Info>
void register_rsum(const Info* rows, size_t count) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark(rows[i].name, rsum<T, Info>, rows[i])
        ->ArgNames({"elements"})
        ->Arg(1024)
        ->Arg(62720);
  }
}

template <class T, class Info>
void register_rdsum(const Info* rows, size_t count) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark(rows[i].name, rdsum<T, Info>, rows[i])
        ->ArgNames({"rows", "C"})
        ->Args({7, 1280})
        ->Args({49, 1280})
        ->Args({196, 512});
  }
}

const bool registered = [] {
  register_rsum<int8_t>(xnn_qs8_rsum_ukernels, xnn_qs8_rsum_ukernel_count);
  register_rsum<uint8_t>(xnn_qu8_rsum_ukernels, xnn_qu8_rsum_ukernel_count);
  register_rdsum<int8_t>(xnn_qs8_rdsum_ukernels, xnn_qs8_rdsum_ukernel_count);
  register_rdsum<uint8_t>(xnn_qu8_rdsum_ukernels, xnn_qu8_rdsum_ukernel_count);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
