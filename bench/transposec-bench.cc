// Every kernel of the 8-, 16-, 32- and 64-bit transpose tables over a 1024x1024 matrix, the NHWC <-> NCHW
// transposes of MobileNet-like activations ([H*W] x C) and cache-resident 256x64 / 64x256 / 128x128 matrices, next
// to a memcpy of the same bytes (32-bit elements). Rate counter bytes = bytes read and written per second (2 x the
// element size per element; printed G/s = GB/s); fastest_us = the fastest single call (fastest-run.h), the figure that
// stays put on a loaded machine: a kernel's "passes" are its fastest_us over memcpy's at the same shape. The kernel
// transposes the whole matrix in one call.
#include <cstring>
#include <random>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "aligned-array.h"
#include "configs/hardware-config.h"
#include "fastest-run.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x64-transposec/x64-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"

namespace {

// rows x columns of the input.
void shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"rows", "cols"});
  for (auto s : {std::pair{1024, 1024}, std::pair{1000, 1000}, std::pair{12544, 32}, std::pair{32, 12544},
                 std::pair{3136, 64}, std::pair{784, 128}, std::pair{196, 512}, std::pair{49, 1024},
                 std::pair{3, 12544}, std::pair{12544, 3}, std::pair{256, 64}, std::pair{64, 256},
                 std::pair{128, 128}, std::pair{256, 1024}}) {
    b->Args({s.first, s.second});
  }
}

void counters(benchmark::State& state, size_t bytes, const fastest_run& fastest) {
  state.counters["bytes"] = benchmark::Counter(double(bytes) * 2 * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["fastest_us"] = fastest.seconds() * 1e6;
}

void memcpy_baseline(benchmark::State& state) {
  const size_t n = state.range(0) * state.range(1);
  auto x = aligned_array<uint32_t>(n), y = aligned_array<uint32_t>(n);
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    std::memcpy(y.get(), x.get(), n * sizeof(uint32_t));
    benchmark::DoNotOptimize(y.get());
    fastest.stop();
  }
  counters(state, n * sizeof(uint32_t), fastest);
}

template <class Element>
void transpose(benchmark::State& state, const xnn_transposec_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t rows = state.range(0), cols = state.range(1);
  auto x = aligned_array<Element>(rows * cols), y = aligned_array<Element>(rows * cols);
  std::mt19937 rng(1);
  for (size_t i = 0; i < rows * cols; i++) x[i] = Element(rng());
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    k.fn(x.get(), y.get(), cols * sizeof(Element), rows * sizeof(Element), cols, rows);
    benchmark::DoNotOptimize(y.get());
    fastest.stop();
  }
  counters(state, rows * cols * sizeof(Element), fastest);
}

const bool registered = [] {
  benchmark::RegisterBenchmark("memcpy", memcpy_baseline)->Apply(shapes)->UseRealTime();
  for (size_t i = 0; i < xnn_x8_transposec_ukernel_count; i++) {
    const auto& k = xnn_x8_transposec_ukernels[i];
    benchmark::RegisterBenchmark(k.name, transpose<uint8_t>, k)->Apply(shapes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_x16_transposec_ukernel_count; i++) {
    const auto& k = xnn_x16_transposec_ukernels[i];
    benchmark::RegisterBenchmark(k.name, transpose<uint16_t>, k)->Apply(shapes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_x32_transposec_ukernel_count; i++) {
    const auto& k = xnn_x32_transposec_ukernels[i];
    benchmark::RegisterBenchmark(k.name, transpose<uint32_t>, k)->Apply(shapes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_x64_transposec_ukernel_count; i++) {
    const auto& k = xnn_x64_transposec_ukernels[i];
    benchmark::RegisterBenchmark(k.name, transpose<uint64_t>, k)->Apply(shapes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
