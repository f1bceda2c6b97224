// What bench/f32-pooling-bench and bench/f16-pooling-bench share, over the element type E (float-elements.h).
// Indirection kernels pool a square window over an NHWC input (unipass: 3x3 stride 2 on
// 112x112x64, as after a first convolution; multipass: 5x5 stride 2 on 56x56x128); global average pooling reduces
// rows x channels (MobileNet v2's 7x7x1280 and 49 rows, plus 196 rows). Rate counters: elements = input elements
// read per second, bytes = input and output bytes per second.
#pragma once

#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "float-elements.h"

// A window x window pooling with stride 2 and no padding over hw x hw x channels: per output pixel the window's
// row pointers, column-major, and the arguments every indirection kernel takes (argmax's indices too).
template <class E>
struct window_pool {
  using T = typename E::T;
  size_t hw, channels, window, out;
  std::vector<T> input, zero, output;
  std::vector<float> buffer;
  std::vector<uint32_t> index, index_buffer;
  std::vector<const T*> indirection;

  window_pool(size_t hw_, size_t c, size_t w) : hw(hw_), channels(c), window(w), out((hw_ - w) / 2 + 1) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    input.resize(hw * hw * c + XNN_EXTRA_BYTES / sizeof(T));
    for (T& x : input) x = E::from_float(dist(rng));
    zero.assign(c + XNN_EXTRA_BYTES / sizeof(T), E::from_float(0.0f));
    output.resize(out * out * c);
    index.resize(out * out * c);
    buffer.resize(c + XNN_EXTRA_BYTES / sizeof(float));
    index_buffer.resize(c + XNN_EXTRA_BYTES / sizeof(float));
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
        benchmark::Counter((read + written) * sizeof(T) * state.iterations(), benchmark::Counter::kIsRate);
  }
};

inline bool xnn_pool_bench_usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

// Runs `call(pool)` per iteration on the window shape of the kernel kind (unipass 3x3 or multipass 5x5).
template <class E, class Call>
void xnn_pool_bench_window(benchmark::State& state, xnn_isa isa, bool multipass, Call call) {
  if (!xnn_pool_bench_usable(state, isa)) return;
  window_pool<E> pool = multipass ? window_pool<E>(56, 128, 5) : window_pool<E>(112, 64, 3);
  for (auto _ : state) {
    call(pool);
    benchmark::DoNotOptimize(pool.output.data());
  }
  pool.counters(state);
}

template <class E, class Info>
void xnn_bench_maxpool(benchmark::State& state, const Info& k) {
  const typename E::minmax_params params = {E::from_float(-INFINITY), E::from_float(INFINITY)};
  xnn_pool_bench_window<E>(state, k.isa, k.incremental_tile != 0, [&](window_pool<E>& p) {
    k.fn(p.pixels(), p.window * p.window, p.channels, p.indirection.data(), 0, p.output.data(), 0, 0, &params);
  });
}

template <class E, class Info>
void xnn_bench_avgpool_unipass(benchmark::State& state, const Info& k) {
  const typename E::scaleminmax_params params = {E::from_float(1.0f / 9), E::from_float(-INFINITY),
                                                 E::from_float(INFINITY)};
  xnn_pool_bench_window<E>(state, k.isa, false, [&](window_pool<E>& p) {
    k.fn(p.pixels(), 9, p.channels, p.indirection.data(), 0, p.zero.data(), p.output.data(), 0, 0, &params);
  });
}

template <class E, class Info>
void xnn_bench_avgpool_multipass(benchmark::State& state, const Info& k) {
  const typename E::scaleminmax_params params = {E::from_float(1.0f / 25), E::from_float(-INFINITY),
                                                 E::from_float(INFINITY)};
  xnn_pool_bench_window<E>(state, k.isa, true, [&](window_pool<E>& p) {
    k.fn(p.pixels(), 25, p.channels, p.indirection.data(), 0, p.zero.data(), p.buffer.data(), p.output.data(), 0, 0,
         &params);
  });
}

// rows x channels, contiguous rows; `Multipass` kernels take a scratch buffer.
template <class E, bool Multipass, class Info>
void xnn_bench_gavgpool(benchmark::State& state, const Info& k) {
  using T = typename E::T;
  if (!xnn_pool_bench_usable(state, k.isa)) return;
  const size_t rows = state.range(0), channels = state.range(1);
  std::vector<T> input(rows * channels + XNN_EXTRA_BYTES / sizeof(T), E::from_float(1.0f)), output(channels);
  std::vector<T> zero(channels + XNN_EXTRA_BYTES / sizeof(T));
  std::vector<float> buffer(channels + 16);
  const typename E::scaleminmax_params params = {E::from_float(1.0f / float(rows)), E::from_float(-INFINITY),
                                                 E::from_float(INFINITY)};
  for (auto _ : state) {
    if constexpr (Multipass) {
      k.fn(rows, channels, input.data(), channels * sizeof(T), zero.data(), buffer.data(), output.data(), &params);
    } else {
      k.fn(rows, channels, input.data(), channels * sizeof(T), zero.data(), output.data(), &params);
    }
    benchmark::DoNotOptimize(output.data());
  }
  const double read = double(rows) * channels;
  state.counters["elements"] = benchmark::Counter(read * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter((read + channels) * sizeof(T) * state.iterations(), benchmark::Counter::kIsRate);
}

template <class Info, class Fn>
void xnn_pool_bench_register(const Info* rows, size_t count, Fn fn) {
  for (size_t i = 0; i < count; i++) benchmark::RegisterBenchmark(rows[i].name, fn, rows[i]);
}

// Registers a family's max, average and global average tables (global average at its shapes).
#define XNN_POOL_BENCH_REGISTER(E, prefix)                                                                           \
  xnn_pool_bench_register(xnn_##prefix##_maxpool_unipass_ukernels, xnn_##prefix##_maxpool_unipass_ukernel_count,    \
                          xnn_bench_maxpool<E, xnn_##prefix##_maxpool_unipass_info>);                                \
  xnn_pool_bench_register(xnn_##prefix##_maxpool_multipass_ukernels,                                                \
                          xnn_##prefix##_maxpool_multipass_ukernel_count,                                            \
                          xnn_bench_maxpool<E, xnn_##prefix##_maxpool_multipass_info>);                              \
  xnn_pool_bench_register(xnn_##prefix##_avgpool_unipass_ukernels, xnn_##prefix##_avgpool_unipass_ukernel_count,    \
                          xnn_bench_avgpool_unipass<E, xnn_##prefix##_avgpool_unipass_info>);                        \
  xnn_pool_bench_register(xnn_##prefix##_avgpool_multipass_ukernels,                                                \
                          xnn_##prefix##_avgpool_multipass_ukernel_count,                                            \
                          xnn_bench_avgpool_multipass<E, xnn_##prefix##_avgpool_multipass_info>);                    \
  for (size_t i = 0; i < xnn_##prefix##_gavgpool_unipass_ukernel_count; i++) {                                       \
    const auto& k = xnn_##prefix##_gavgpool_unipass_ukernels[i];                                                     \
    benchmark::RegisterBenchmark(k.name, xnn_bench_gavgpool<E, false, xnn_##prefix##_gavgpool_unipass_info>, k)      \
        ->ArgNames({"rows", "C"})                                                                                    \
        ->Args({7, 1280});                                                                                           \
  }                                                                                                                  \
  for (size_t i = 0; i < xnn_##prefix##_gavgpool_multipass_ukernel_count; i++) {                                     \
    const auto& k = xnn_##prefix##_gavgpool_multipass_ukernels[i];                                                   \
    benchmark::RegisterBenchmark(k.name, xnn_bench_gavgpool<E, true, xnn_##prefix##_gavgpool_multipass_info>, k)     \
        ->ArgNames({"rows", "C"})                                                                                    \
        ->Args({49, 1280})                                                                                           \
        ->Args({196, 512});                                                                                          \
  }
