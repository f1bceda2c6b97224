// Elementwise operators end to end (xnn_run_operator, one pthreadpool): binary add over contiguous and broadcast
// shapes and softmax over rows, at 1 and 2 threads. Rate counters: elements and bytes per second.
#include <vector>

#include <benchmark/benchmark.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "operator-bench.h"

namespace {

// output[a_shape broadcast b_shape] = a + b; range(0) = threads, range(1) = rows, range(2) = columns; `b_row` makes
// b one row broadcast over the rows.
void add(benchmark::State& state, bool b_row) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), rows = state.range(1), columns = state.range(2);
  const size_t a_shape[] = {rows, columns}, b_shape[] = {b_row ? 1 : rows, columns};
  const std::vector<float> a = random_vector(rows * columns, 4.0f), b = random_vector(b_shape[0] * columns, 4.0f);
  std::vector<float> y(rows * columns);
  pool_ptr pool = make_pool(threads);
  xnn_operator_t op = nullptr;
  if (xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &op) !=
          xnn_status_success ||
      xnn_reshape_binary_elementwise_nd(op, 2, a_shape, 2, b_shape, pool.get()) != xnn_status_success ||
      xnn_setup_binary_elementwise_nd(op, a.data(), b.data(), y.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("binary operator setup failed");
  }
  for (auto _ : state) xnn_run_operator(op, pool.get());
  xnn_delete_operator(op);
  const size_t elements = rows * columns;
  state.counters["elements"] = benchmark::Counter(double(elements), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = benchmark::Counter(double((2 * elements + b_shape[0] * columns) * sizeof(float)),
                                               benchmark::Counter::kIsIterationInvariantRate);
}

// range(0) = threads, range(1) = rows, range(2) = channels.
void softmax(benchmark::State& state) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), rows = state.range(1), channels = state.range(2);
  const std::vector<float> x = random_vector(rows * channels, 4.0f);
  std::vector<float> y(rows * channels);
  pool_ptr pool = make_pool(threads);
  xnn_operator_t op = nullptr;
  if (xnn_create_softmax_nc_f32(0, &op) != xnn_status_success ||
      xnn_reshape_softmax_nc_f32(op, channels, channels, channels, rows, pool.get()) != xnn_status_success ||
      xnn_setup_softmax_nc_f32(op, x.data(), y.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("softmax operator setup failed");
  }
  for (auto _ : state) xnn_run_operator(op, pool.get());
  xnn_delete_operator(op);
  state.counters["elements"] =
      benchmark::Counter(double(rows * channels), benchmark::Counter::kIsIterationInvariantRate);
}

void binary_args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"threads", "rows", "columns"});
  for (int threads : {1, 2}) {
    b->Args({threads, 1, 1 << 20});    // 1M contiguous floats
    b->Args({threads, 1024, 1024});  // 1M floats as rows
    b->Args({threads, 1, 1024});     // small
  }
}

void softmax_args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"threads", "rows", "channels"});
  for (int threads : {1, 2}) {
    b->Args({threads, 256, 1000});
    b->Args({threads, 4, 256});
  }
}

BENCHMARK_CAPTURE(add, same_shape, false)->Apply(binary_args)->UseRealTime();
BENCHMARK_CAPTURE(add, row_broadcast, true)->Apply(binary_args)->UseRealTime();
BENCHMARK(softmax)->Apply(softmax_args)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
