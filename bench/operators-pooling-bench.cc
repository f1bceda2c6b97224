// Pooling operators end to end (xnn_run_operator, one pthreadpool) on shapes from image classifiers, at 1 and 2
// threads. Rate counter: input bytes per second (each input pixel is read about window / stride^2 times).
#include <cmath>

#include "operator-bench.h"

namespace {

// range(0) = threads, range(1) = height = width, range(2) = channels.
void global_average(benchmark::State& state) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), size = state.range(1), channels = state.range(2);
  const std::vector<float> x = random_vector(size * size * channels, 4.0f);
  std::vector<float> y(channels);
  pool_ptr pool = make_pool(threads);
  xnn_operator_t op = nullptr;
  size_t workspace_size = 0, workspace_alignment = 0;
  if (xnn_create_global_average_pooling_nwc_f32(-INFINITY, INFINITY, 0, &op) != xnn_status_success ||
      xnn_reshape_global_average_pooling_nwc_f32(op, 1, size * size, channels, channels, channels, &workspace_size,
                                                 &workspace_alignment, pool.get()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("global average pooling setup failed");
  }
  std::vector<float> workspace(workspace_size / sizeof(float) + 1);
  xnn_setup_global_average_pooling_nwc_f32(op, workspace.data(), x.data(), y.data());
  run_operator(state, op, pool.get(), x.size() * sizeof(float));
}

// range(0) = threads, range(1) = height = width, range(2) = channels; window 3x3, stride `stride`, padding 1.
void pooling_2d(benchmark::State& state, bool is_max, uint32_t stride) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), size = state.range(1), channels = state.range(2);
  const std::vector<float> x = random_vector(size * size * channels, 4.0f);
  std::vector<float> y(size * size * channels);
  pool_ptr pool = make_pool(threads);
  xnn_operator_t op = nullptr;
  const xnn_status created =
      is_max ? xnn_create_max_pooling2d_nhwc_f32(1, 1, 1, 1, 3, 3, stride, stride, 1, 1, -INFINITY, INFINITY, 0, &op)
             : xnn_create_average_pooling2d_nhwc_f32(1, 1, 1, 1, 3, 3, stride, stride, -INFINITY, INFINITY, 0, &op);
  const auto reshape = is_max ? xnn_reshape_max_pooling2d_nhwc_f32 : xnn_reshape_average_pooling2d_nhwc_f32;
  const auto setup = is_max ? xnn_setup_max_pooling2d_nhwc_f32 : xnn_setup_average_pooling2d_nhwc_f32;
  if (created != xnn_status_success ||
      reshape(op, 1, size, size, channels, channels, channels, nullptr, nullptr, pool.get()) != xnn_status_success ||
      setup(op, x.data(), y.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("pooling setup failed");
  }
  run_operator(state, op, pool.get(), x.size() * sizeof(float));
}

void sizes(benchmark::internal::Benchmark* b, std::vector<std::vector<int64_t>> shapes) {
  b->ArgNames({"threads", "size", "channels"});
  for (int64_t threads : {1, 2}) {
    for (const auto& s : shapes) b->Args({threads, s[0], s[1]});
  }
}

BENCHMARK(global_average)->Apply([](auto* b) { sizes(b, {{7, 1024}, {7, 1280}, {14, 64}}); })->UseRealTime();
BENCHMARK_CAPTURE(pooling_2d, max_3x3_s2, true, 2)->Apply([](auto* b) { sizes(b, {{112, 64}, {56, 128}}); })
    ->UseRealTime();
BENCHMARK_CAPTURE(pooling_2d, average_3x3_s1, false, 1)->Apply([](auto* b) { sizes(b, {{28, 192}, {14, 480}}); })
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
