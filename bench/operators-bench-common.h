// What the operator benchmarks share: random inputs with the XNN_EXTRA_BYTES tail, an owned thread pool, and the
// timed loop over xnn_run_operator.
#pragma once

#include <memory>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>
#include <pthreadpool.h>
#include <xnnpack.h>

inline std::vector<float> random_vector(size_t n) {
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  for (float& f : v) f = dist(rng);
  return v;
}

using pool_ptr = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;
// NULL (the caller's thread) for 1 thread.
inline pool_ptr make_pool(size_t threads) {
  return pool_ptr(threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
}

// Runs `op` for the benchmark's iterations, deletes it, and reports `bytes` per iteration as a rate.
inline void run_operator(benchmark::State& state, xnn_operator_t op, pthreadpool_t pool, size_t bytes) {
  for (auto _ : state) xnn_run_operator(op, pool);
  xnn_delete_operator(op);
  state.counters["bytes"] = benchmark::Counter(double(bytes), benchmark::Counter::kIsIterationInvariantRate);
}
