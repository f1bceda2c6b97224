// Every kernel of the qs8-gavgpool, qs8-avgpool (qs8 and qu8 each) and s8-maxpool (s8 and u8) tables,
// single-threaded. Global average pooling reduces rows x channels (MobileNet v2's 7x7x1280 as 49 rows, plus 7 and 196
// rows); max and average pooling a 3x3 stride-2 window over 112x112x64 (unipass) and a 5x5 stride-2 window over
// 56x56x128 (multipass). Rate counter: bytes = input and output bytes per second.
#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "ukernels/qs8-avgpool/qs8-avgpool.h"
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

// rows x channels, contiguous rows; T is the element type (qs8 or qu8 kernels).
template <class T, class Info>
void gavgpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  const std::vector<int8_t> random = random_bytes(rows * channels);
  const std::vector<T> input(random.begin(), random.end());
  std::vector<T> output(channels), zero(channels);
  std::vector<int32_t> buffer((channels + 15) / 16 * 16);
  const xnn_qs8_gavgpool_params params = {-int32_t(rows) * 3, 0.5f / float(rows), {-5, -128, 127}};
  for (auto _ : state) {
    if constexpr (std::is_same_v<Info, xnn_qs8_gavgpool_unipass_info> ||
                  std::is_same_v<Info, xnn_qu8_gavgpool_unipass_info>) {
      k.fn(rows, channels, input.data(), channels, zero.data(), output.data(), &params);
    } else {
      k.fn(rows, channels, input.data(), channels, zero.data(), buffer.data(), output.data(), &params);
    }
    benchmark::DoNotOptimize(output.data());
  }
  state.counters["bytes"] =
      benchmark::Counter(double(rows + 1) * channels * state.iterations(), benchmark::Counter::kIsRate);
}

// A window x window pooling problem with stride 2 and no padding over hw x hw x channels of T (3x3 over 112x112x64
// for unipass kernels, 5x5 over 56x56x128 for multipass ones): its input and its indirection buffer.
template <class T>
struct window_problem {
  size_t hw, channels, window, out;
  std::vector<T> input, output;
  std::vector<const T*> indirection;
  std::vector<int32_t> buffer;

  explicit window_problem(bool multipass)
      : hw(multipass ? 56 : 112), channels(multipass ? 128 : 64), window(multipass ? 5 : 3),
        out((hw - window) / 2 + 1) {
    const std::vector<int8_t> random = random_bytes(hw * hw * channels);
    input.assign(random.begin(), random.end());
    output.resize(out * out * channels);
    buffer.resize((channels + 15) / 16 * 16);
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t ox = 0; ox < out; ox++) {
        for (size_t kx = 0; kx < window; kx++) {
          for (size_t ky = 0; ky < window; ky++) {
            indirection.push_back(input.data() + ((oy * 2 + ky) * hw + ox * 2 + kx) * channels);
          }
        }
      }
    }
  }
  void count_bytes(benchmark::State& state) const {
    const double bytes = double(out * out) * channels * (window * window + 1);
    state.counters["bytes"] = benchmark::Counter(bytes * state.iterations(), benchmark::Counter::kIsRate);
  }
};

// Max pooling; T is the byte type (s8 or u8 kernels) and P its params.
template <class T, class P, class Info>
void maxpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  window_problem<T> w(k.incremental_tile != 0);
  const P params = {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()};
  for (auto _ : state) {
    k.fn(w.out * w.out, w.window * w.window, w.channels, w.indirection.data(), 0, w.output.data(), 0, 0, &params);
    benchmark::DoNotOptimize(w.output.data());
  }
  w.count_bytes(state);
}

// Average pooling; T is the element type (qs8 or qu8 kernels), Multipass says which signature Info's kernels have.
template <class T, bool Multipass, class Info>
void avgpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  window_problem<T> w(Multipass);
  const std::vector<T> zero(w.channels);
  const int32_t window = int32_t(w.window * w.window);
  const xnn_qs8_avgpool_params params = {-window * 3, 0.5f / float(window), {5, 0, 127}};
  for (auto _ : state) {
    if constexpr (Multipass) {
      k.fn(w.out * w.out, w.window * w.window, w.channels, w.indirection.data(), 0, zero.data(), w.buffer.data(),
           w.output.data(), 0, 0, &params);
    } else {
      k.fn(w.out * w.out, w.window * w.window, w.channels, w.indirection.data(), 0, zero.data(), w.output.data(), 0,
           0, &params);
    }
    benchmark::DoNotOptimize(w.output.data());
  }
  w.count_bytes(state);
}

template <class T, class Info>
void register_gavgpool(const Info* rows, size_t count) {
  for (size_t i = 0; i < count; i++) {
    const bool multipass = rows[i].incremental_tile != 0;
    auto* b = benchmark::RegisterBenchmark(rows[i].name, gavgpool<T, Info>, rows[i])->ArgNames({"rows", "C"});
    if (multipass) {
      b->Args({49, 1280})->Args({196, 512});
    } else {
      b->Args({7, 1280});
    }
  }
}

const bool registered = [] {
  register_gavgpool<int8_t>(xnn_qs8_gavgpool_unipass_ukernels, xnn_qs8_gavgpool_unipass_ukernel_count);
  register_gavgpool<int8_t>(xnn_qs8_gavgpool_multipass_ukernels, xnn_qs8_gavgpool_multipass_ukernel_count);
  register_gavgpool<uint8_t>(xnn_qu8_gavgpool_unipass_ukernels, xnn_qu8_gavgpool_unipass_ukernel_count);
  register_gavgpool<uint8_t>(xnn_qu8_gavgpool_multipass_ukernels, xnn_qu8_gavgpool_multipass_ukernel_count);
  for (size_t i = 0; i < xnn_qs8_avgpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_qs8_avgpool_unipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, avgpool<int8_t, false, xnn_qs8_avgpool_unipass_info>, k);
  }
  for (size_t i = 0; i < xnn_qs8_avgpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_qs8_avgpool_multipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, avgpool<int8_t, true, xnn_qs8_avgpool_multipass_info>, k);
  }
  for (size_t i = 0; i < xnn_qu8_avgpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_qu8_avgpool_unipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, avgpool<uint8_t, false, xnn_qu8_avgpool_unipass_info>, k);
  }
  for (size_t i = 0; i < xnn_qu8_avgpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_qu8_avgpool_multipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, avgpool<uint8_t, true, xnn_qu8_avgpool_multipass_info>, k);
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
