// Every kernel of the copy, fill and pad tables over row shapes of real tensors (rows x bytes per row), next to a
// memcpy loop over the same rows. Rate counter bytes = bytes read + written per second.
#include <cstring>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "ukernels/xx-copy/xx-copy.h"

namespace {

// rows x bytes: one long row (L2-resident), NHWC rows of 112x32 and 56x64 floats, short 60-byte rows (15 channels),
// 12-byte rows (3 channels, an RGB image).
void shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"rows", "bytes"});
  for (auto s : {std::pair{1, 262144}, std::pair{112, 14336}, std::pair{56, 14336}, std::pair{4096, 60},
                 std::pair{16384, 12}}) {
    b->Args({s.first, s.second});
  }
}

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

void counters(benchmark::State& state, size_t bytes) {
  state.counters["bytes"] = benchmark::Counter(double(bytes) * state.iterations(), benchmark::Counter::kIsRate);
}

void memcpy_rows(benchmark::State& state) {
  const size_t rows = state.range(0), n = state.range(1);
  std::vector<uint8_t> x(rows * n, 1), y(rows * n);
  for (auto _ : state) {
    for (size_t r = 0; r < rows; r++) std::memcpy(y.data() + r * n, x.data() + r * n, n);
    benchmark::DoNotOptimize(y.data());
  }
  counters(state, 2 * rows * n);
}

void copy(benchmark::State& state, const xnn_xx_copy_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), n = state.range(1);
  std::vector<uint8_t> x(rows * n, 1), y(rows * n);
  for (auto _ : state) {
    k.fn(rows, n, x.data(), n, y.data(), n);
    benchmark::DoNotOptimize(y.data());
  }
  counters(state, 2 * rows * n);
}

void fill(benchmark::State& state, const xnn_xx_fill_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), n = state.range(1);
  std::vector<uint8_t> y(rows * n);
  for (auto _ : state) {
    k.fn(rows, n, y.data(), n, 0x3F800000u);
    benchmark::DoNotOptimize(y.data());
  }
  counters(state, rows * n);
}

// Pads each row by 4 bytes on both sides (one float of a 1-pixel spatial border per channel row would be larger;
// this is the row shape of padding the channel dimension).
void pad(benchmark::State& state, const xnn_xx_pad_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), n = state.range(1), out = n + 8;
  std::vector<uint8_t> x(rows * n, 1), y(rows * out);
  for (auto _ : state) {
    k.fn(rows, n, 4, 4, x.data(), n, y.data(), out, 0);
    benchmark::DoNotOptimize(y.data());
  }
  counters(state, rows * (n + out));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("memcpy_rows", memcpy_rows)->Apply(shapes)->UseRealTime();
  for (size_t i = 0; i < xnn_xx_copy_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_xx_copy_ukernels[i].name, copy, xnn_xx_copy_ukernels[i])->Apply(shapes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_xx_fill_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_xx_fill_ukernels[i].name, fill, xnn_xx_fill_ukernels[i])->Apply(shapes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_xx_pad_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_xx_pad_ukernels[i].name, pad, xnn_xx_pad_ukernels[i])->Apply(shapes)
        ->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
