// Every kernel of the qs8-gavgpool and s8-maxpool (s8 and u8) tables, single-threaded. Global average pooling reduces rows x
// channels of int8 (MobileNet v2's 7x7x1280 as 49 rows, plus 7 and 196 rows); max pooling a 3x3 stride-2 window
// over 112x112x64 (unipass) and a 5x5 stride-2 window over 56x56x128 (multipass). Rate counter: bytes = input and
// output bytes per second.
#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/s8-maxpool/s8-maxpool.h"

namespace {

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

std::vector<int8_t> random_bytes(size_t count) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> v(count);
  for (int8_t& x : v) x = int8_t(dist(rng));
  return v;
}

// rows x channels, contiguous rows.
template <class Info>
void gavgpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  const std::vector<int8_t> input = random_bytes(rows * channels);
  std::vector<int8_t> output(channels), zero(channels);
  std::vector<int32_t> buffer((channels + 15) / 16 * 16);
  const xnn_qs8_gavgpool_params params = {-int32_t(rows) * 3, 0.5f / float(rows), {-5, -128, 127}};
  for (auto _ : state) {
    if constexpr (std::is_same_v<Info, xnn_qs8_gavgpool_unipass_info>) {
      k.fn(rows, channels, input.data(), channels, zero.data(), output.data(), &params);
    } else {
      k.fn(rows, channels, input.data(), channels, zero.data(), buffer.data(), output.data(), &params);
    }
    benchmark::DoNotOptimize(output.data());
  }
  state.counters["bytes"] =
      benchmark::Counter(double(rows + 1) * channels * state.iterations(), benchmark::Counter::kIsRate);
}

// A window x window max pooling with stride 2 and no padding over hw x hw x channels; T is the byte type (s8 or u8
// kernels) and P its params.
template <class T, class P, class Info>
void maxpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const bool multipass = k.incremental_tile != 0;
  const size_t hw = multipass ? 56 : 112, channels = multipass ? 128 : 64, window = multipass ? 5 : 3;
  const size_t out = (hw - window) / 2 + 1;
  const std::vector<int8_t> random = random_bytes(hw * hw * channels);
  const std::vector<T> input(random.begin(), random.end());
  std::vector<T> output(out * out * channels);
  std::vector<const T*> indirection;
  for (size_t oy = 0; oy < out; oy++) {
    for (size_t ox = 0; ox < out; ox++) {
      for (size_t kx = 0; kx < window; kx++) {
        for (size_t ky = 0; ky < window; ky++) {
          indirection.push_back(input.data() + ((oy * 2 + ky) * hw + ox * 2 + kx) * channels);
        }
      }
    }
  }
  const P params = {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()};
  for (auto _ : state) {
    k.fn(out * out, window * window, channels, indirection.data(), 0, output.data(), 0, 0, &params);
    benchmark::DoNotOptimize(output.data());
  }
  const double bytes = double(out * out) * channels * (window * window + 1);
  state.counters["bytes"] = benchmark::Counter(bytes * state.iterations(), benchmark::Counter::kIsRate);
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_qs8_gavgpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_qs8_gavgpool_unipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, gavgpool<xnn_qs8_gavgpool_unipass_info>, k)
        ->ArgNames({"rows", "C"})
        ->Args({7, 1280});
  }
  for (size_t i = 0; i < xnn_qs8_gavgpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_qs8_gavgpool_multipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, gavgpool<xnn_qs8_gavgpool_multipass_info>, k)
        ->ArgNames({"rows", "C"})
        ->Args({49, 1280})
        ->Args({196, 512});
  }
  const auto s8 = maxpool<int8_t, xnn_s8_minmax_params, xnn_s8_maxpool_unipass_info>;
  const auto u8 = maxpool<uint8_t, xnn_u8_minmax_params, xnn_u8_maxpool_unipass_info>;
  for (size_t i = 0; i < xnn_s8_maxpool_unipass_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_s8_maxpool_unipass_ukernels[i].name, s8, xnn_s8_maxpool_unipass_ukernels[i]);
  }
  for (size_t i = 0; i < xnn_s8_maxpool_multipass_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_s8_maxpool_multipass_ukernels[i].name, s8, xnn_s8_maxpool_multipass_ukernels[i]);
  }
  for (size_t i = 0; i < xnn_u8_maxpool_unipass_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_u8_maxpool_unipass_ukernels[i].name, u8, xnn_u8_maxpool_unipass_ukernels[i]);
  }
  for (size_t i = 0; i < xnn_u8_maxpool_multipass_ukernel_count; i++) {
    benchmark::RegisterBenchmark(xnn_u8_maxpool_multipass_ukernels[i].name, u8, xnn_u8_maxpool_multipass_ukernels[i]);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
