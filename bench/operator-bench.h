// What the operator benchmarks share: random tensors, thread pools, and the timed loop over xnn_run_operator.
#pragma once

#include <memory>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>
#include <pthreadpool.h>
#include <xnnpack.h>

// `count` values in [-range, range) (the same ones on every call), and XNN_EXTRA_BYTES more of them as readable tail.
inline std::vector<float> random_vector(size_t count, float range = 4.0f) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-range, range);
  std::vector<float> v(count + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : v) x = dist(rng);
  return v;
}

using pool_ptr = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

// A pool of `threads` threads; none (NULL: the caller's thread) for 1.
inline pool_ptr make_pool(size_t threads) {
  return pool_ptr(threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
}

// Runs a reshaped and set-up `op` for the benchmark's iterations, deletes it, and reports `bytes` per iteration as a
// rate.
inline void run_operator(benchmark::State& state, xnn_operator_t op, pthreadpool_t pool, size_t bytes) {
  for (auto _ : state) xnn_run_operator(op, pool);
  xnn_delete_operator(op);
  state.counters["bytes"] = benchmark::Counter(double(bytes), benchmark::Counter::kIsIterationInvariantRate);
}
