// Every kernel of the f32 reduction tables. rsum and rmin/rminmax over one row of L1-, L2- and DRAM-resident sizes
// next to a copy of the same size; rdsum over [rows x channels] shapes of global average pooling in MobileNet-like
// networks. Rate counters: elements and bytes read per second.
#include <random>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f32-reduce/f32-reduce.h"

namespace {

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

std::vector<float> random_floats(size_t n) {
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (float& x : v) x = dist(rng);
  return v;
}

void rsum(benchmark::State& state, const xnn_f32_rsum_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t n = state.range(0);
  const std::vector<float> x = random_floats(n);
  const xnn_f32_scale_params params{1.0f};
  float out = 0.0f;
  for (auto _ : state) {
    k.fn(n * sizeof(float), x.data(), &out, &params);
    benchmark::DoNotOptimize(out);
  }
  xnn_elementwise_counters(state, n, sizeof(float));
}

void rminmax(benchmark::State& state, const xnn_f32_rminmax_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t n = state.range(0);
  const std::vector<float> x = random_floats(n);
  float out[2] = {INFINITY, -INFINITY};
  for (auto _ : state) {
    k.fn(n * sizeof(float), x.data(), out, nullptr);
    benchmark::DoNotOptimize(out);
  }
  xnn_elementwise_counters(state, n, sizeof(float));
}

// rows x channels: global average pooling of 7x7x1024, 7x7x1280, 14x14x512, 56x56x64 and 112x112x32 inputs.
void rdsum_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"rows", "channels"});
  for (auto s : {std::pair{49, 1024}, std::pair{49, 1280}, std::pair{196, 512}, std::pair{3136, 64},
                 std::pair{12544, 32}}) {
    b->Args({s.first, s.second});
  }
}

void rdsum(benchmark::State& state, const xnn_f32_rdsum_info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  const std::vector<float> x = random_floats(rows * channels);
  std::vector<float> out(channels);
  const xnn_f32_scale_params params{1.0f / float(rows)};
  for (auto _ : state) {
    k.fn(rows, channels * sizeof(float), x.data(), channels * sizeof(float), out.data(), &params);
    benchmark::DoNotOptimize(out.data());
  }
  xnn_elementwise_counters(state, rows * channels, sizeof(float));
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f32_rsum_ukernel_count; i++) {
    const auto& k = xnn_f32_rsum_ukernels[i];
    benchmark::RegisterBenchmark(k.name, rsum, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f32_rminmax_ukernel_count; i++) {
    const auto& k = xnn_f32_rminmax_ukernels[i];
    benchmark::RegisterBenchmark(k.name, rminmax, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f32_rdsum_ukernel_count; i++) {
    const auto& k = xnn_f32_rdsum_ukernels[i];
    benchmark::RegisterBenchmark(k.name, rdsum, k)->Apply(rdsum_shapes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
