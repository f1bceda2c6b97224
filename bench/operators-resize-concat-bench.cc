// Data-movement operators end to end (xnn_run_operator, one pthreadpool) at 1 and 2 threads: resize bilinear 2x
// up and down on feature maps of segmentation and detection heads, and concatenate (the subgraph's internal
// operator) of NHWC feature maps along channels and of whole tensors along the leading axis. Rate counter: output
// bytes per second.
#include "operator-bench.h"
#include "operators/concatenate-split-nd.h"

namespace {

// range(0) = threads, range(1) = input height = width, range(2) = output height = width, range(3) = channels.
void resize_bilinear(benchmark::State& state) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), in = state.range(1), out = state.range(2), channels = state.range(3);
  const std::vector<float> x = random_vector(in * in * channels);
  std::vector<float> y(out * out * channels);
  pool_ptr pool = make_pool(threads);
  xnn_operator_t op = nullptr;
  if (xnn_create_resize_bilinear2d_nhwc_f32(out, out, 0, &op) != xnn_status_success ||
      xnn_reshape_resize_bilinear2d_nhwc_f32(op, 1, in, in, channels, channels, channels, nullptr, nullptr,
                                             pool.get()) != xnn_status_success ||
      xnn_setup_resize_bilinear2d_nhwc_f32(op, nullptr, x.data(), y.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("resize bilinear setup failed");
  }
  run_operator(state, op, pool.get(), y.size() * sizeof(float));
}

// range(0) = threads, range(1) = rows (pixels, or 1 for the leading axis), range(2) and range(3) = the two inputs'
// sizes along the axis (channels, or whole tensors).
void concatenate(benchmark::State& state) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t threads = state.range(0), rows = state.range(1), c1 = state.range(2), c2 = state.range(3);
  const std::vector<float> a = random_vector(rows * c1), b = random_vector(rows * c2);
  std::vector<float> y(rows * (c1 + c2));
  pool_ptr pool = make_pool(threads);
  const size_t shape_a[] = {rows, c1}, shape_b[] = {rows, c2};
  const size_t* shapes[] = {shape_a, shape_b};
  const void* inputs[] = {a.data(), b.data()};
  size_t output_shape[2];
  xnn_operator_t op = nullptr;
  if (xnn_create_concatenate_nd(sizeof(float), 2, 0, &op) != xnn_status_success ||
      xnn_reshape_concatenate_nd(op, 1, 2, shapes, output_shape, pool.get()) != xnn_status_success ||
      xnn_setup_concatenate_nd(op, inputs, y.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("concatenate setup failed");
  }
  run_operator(state, op, pool.get(), y.size() * sizeof(float));
}

BENCHMARK(resize_bilinear)
    ->ArgNames({"threads", "in", "out", "channels"})
    ->Apply([](auto* b) {
      for (int64_t threads : {1, 2}) {
        b->Args({threads, 14, 28, 256});   // 2x up
        b->Args({threads, 28, 56, 64});
        b->Args({threads, 56, 28, 64});    // 2x down
        b->Args({threads, 33, 129, 21});   // odd sizes and channels (segmentation logits)
      }
    })
    ->UseRealTime();

BENCHMARK(concatenate)
    ->ArgNames({"threads", "rows", "c1", "c2"})
    ->Apply([](auto* b) {
      for (int64_t threads : {1, 2}) {
        b->Args({threads, 28 * 28, 128, 128});  // channels of two NHWC feature maps
        b->Args({threads, 56 * 56, 24, 40});
        b->Args({threads, 1, 1 << 17, 1 << 17});  // two 512 KiB tensors end to end
      }
    })
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
