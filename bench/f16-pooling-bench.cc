// Every kernel of the f16 pooling tables (max, average, global average), single-threaded, on the shapes of
// bench/f32-pooling-bench (whose f32 rows are the comparison). Indirection
// kernels pool a square window over an NHWC input (unipass: 3x3 stride 2 on 112x112x64, as after a first
// convolution; multipass: 5x5 stride 2 on 56x56x128); global average pooling reduces rows x channels (MobileNet v2's
// 7x7x1280 and 49 rows, plus 196 rows). Rate counters: elements = input halves read per second, bytes = input and
// output bytes per second.
#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/f16-avgpool/f16-avgpool.h"
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"

namespace {

// A window x window pooling with stride 2 and no padding over hw x hw x channels: per output pixel the window's
// row pointers, column-major, and the arguments every indirection kernel takes.
struct window_pool {
  size_t hw, channels, window, out;
  std::vector<uint16_t> input, zero, output;
  std::vector<float> buffer;
  std::vector<const uint16_t*> indirection;

  window_pool(size_t hw_, size_t c, size_t w) : hw(hw_), channels(c), window(w), out((hw_ - w) / 2 + 1) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    input.resize(hw * hw * c + XNN_EXTRA_BYTES / sizeof(uint16_t));
    for (uint16_t& x : input) x = xnn_f32_to_f16(dist(rng));
    zero.assign(c + XNN_EXTRA_BYTES / sizeof(uint16_t), 0);
    output.resize(out * out * c);
    buffer.resize(c + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t ox = 0; ox < out; ox++) {
        for (size_t kx = 0; kx < window; kx++) {
          for (size_t ky = 0; ky < window; ky++) {
            indirection.push_back(input.data() + ((oy * 2 + ky) * hw + ox * 2 + kx) * c);
          }
        }
      }
    }
  }
  size_t pixels() const { return out * out; }
  size_t elements() const { return pixels() * window * window; }
  void counters(benchmark::State& state) const {
    const double read = double(elements()) * channels, written = double(pixels()) * channels;
    state.counters["elements"] = benchmark::Counter(read * state.iterations(), benchmark::Counter::kIsRate);
    state.counters["bytes"] =
        benchmark::Counter((read + written) * sizeof(uint16_t) * state.iterations(), benchmark::Counter::kIsRate);
  }
};

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

// Runs `call(pool)` per iteration on the window shape of the kernel kind (unipass 3x3 or multipass 5x5).
template <class Call>
void run_window(benchmark::State& state, xnn_isa isa, bool multipass, Call call) {
  if (!usable(state, isa)) return;
  window_pool pool = multipass ? window_pool(56, 128, 5) : window_pool(112, 64, 3);
  for (auto _ : state) {
    call(pool);
    benchmark::DoNotOptimize(pool.output.data());
  }
  pool.counters(state);
}

const xnn_f16_minmax_params kMinmax = {0xFC00, 0x7C00};

template <class Info>
void maxpool(benchmark::State& state, const Info& k) {
  run_window(state, k.isa, k.incremental_tile != 0, [&](window_pool& p) {
    k.fn(p.pixels(), p.window * p.window, p.channels, p.indirection.data(), 0, p.output.data(), 0, 0, &kMinmax);
  });
}

void avgpool_unipass(benchmark::State& state, const xnn_f16_avgpool_unipass_info& k) {
  const xnn_f16_scaleminmax_params params = {xnn_f32_to_f16(1.0f / 9), 0xFC00, 0x7C00};
  run_window(state, k.isa, false, [&](window_pool& p) {
    k.fn(p.pixels(), 9, p.channels, p.indirection.data(), 0, p.zero.data(), p.output.data(), 0, 0, &params);
  });
}

void avgpool_multipass(benchmark::State& state, const xnn_f16_avgpool_multipass_info& k) {
  const xnn_f16_scaleminmax_params params = {xnn_f32_to_f16(1.0f / 25), 0xFC00, 0x7C00};
  run_window(state, k.isa, true, [&](window_pool& p) {
    k.fn(p.pixels(), 25, p.channels, p.indirection.data(), 0, p.zero.data(), p.buffer.data(), p.output.data(), 0, 0,
         &params);
  });
}

// rows x channels, contiguous rows.
template <class Info>
void gavgpool(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  std::vector<uint16_t> input(rows * channels + XNN_EXTRA_BYTES / sizeof(uint16_t), 0x3C00), output(channels);
  std::vector<uint16_t> zero(channels + XNN_EXTRA_BYTES / sizeof(uint16_t));
  std::vector<float> buffer(channels + 16);
  const xnn_f16_scaleminmax_params params = {xnn_f32_to_f16(1.0f / float(rows)), 0xFC00, 0x7C00};
  for (auto _ : state) {
    if constexpr (std::is_same_v<Info, xnn_f16_gavgpool_unipass_info>) {
      k.fn(rows, channels, input.data(), channels * sizeof(uint16_t), zero.data(), output.data(), &params);
    } else {
      k.fn(rows, channels, input.data(), channels * sizeof(uint16_t), zero.data(), buffer.data(), output.data(),
           &params);
    }
    benchmark::DoNotOptimize(output.data());
  }
  const double read = double(rows) * channels;
  state.counters["elements"] = benchmark::Counter(read * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter((read + channels) * sizeof(uint16_t) * state.iterations(), benchmark::Counter::kIsRate);
}

template <class Info, class Fn>
void register_rows(const Info* rows, size_t count, Fn fn) {
  for (size_t i = 0; i < count; i++) benchmark::RegisterBenchmark(rows[i].name, fn, rows[i]);
}

const bool registered = [] {
  register_rows(xnn_f16_maxpool_unipass_ukernels, xnn_f16_maxpool_unipass_ukernel_count,
                maxpool<xnn_f16_maxpool_unipass_info>);
  register_rows(xnn_f16_maxpool_multipass_ukernels, xnn_f16_maxpool_multipass_ukernel_count,
                maxpool<xnn_f16_maxpool_multipass_info>);
  register_rows(xnn_f16_avgpool_unipass_ukernels, xnn_f16_avgpool_unipass_ukernel_count, avgpool_unipass);
  register_rows(xnn_f16_avgpool_multipass_ukernels, xnn_f16_avgpool_multipass_ukernel_count, avgpool_multipass);
  for (size_t i = 0; i < xnn_f16_gavgpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_f16_gavgpool_unipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, gavgpool<xnn_f16_gavgpool_unipass_info>, k)
        ->ArgNames({"rows", "C"})
        ->Args({7, 1280});
  }
  for (size_t i = 0; i < xnn_f16_gavgpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_f16_gavgpool_multipass_ukernels[i];
    benchmark::RegisterBenchmark(k.name, gavgpool<xnn_f16_gavgpool_multipass_info>, k)
        ->ArgNames({"rows", "C"})
        ->Args({49, 1280})
        ->Args({196, 512});
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
