// Data-movement operators end to end (xnn_run_operator, one pthreadpool): transposes of typical layouts (NCHW <->
// NHWC, attention heads, a square matrix) and constant pads (NHWC spatial padding, padded rows), at 1 and 2 threads,
// next to dense copies of the same bytes. Rate counter: bytes read + written per second.
#include <vector>

#include "operator-bench.h"

namespace {

size_t elements_of(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

void transpose(benchmark::State& state, std::vector<size_t> shape, std::vector<size_t> perm) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t elements = elements_of(shape);
  std::vector<uint32_t> input(elements + XNN_EXTRA_BYTES / sizeof(uint32_t), 1), output(elements);
  pool_ptr pool = make_pool(state.range(0));
  xnn_operator_t op = nullptr;
  if (xnn_create_transpose_nd_x32(0, &op) != xnn_status_success ||
      xnn_reshape_transpose_nd_x32(op, shape.size(), shape.data(), perm.data(), pool.get()) != xnn_status_success ||
      xnn_setup_transpose_nd_x32(op, input.data(), output.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("transpose operator setup failed");
  }
  run_operator(state, op, pool.get(), 2 * elements * sizeof(uint32_t));
}

// The same bytes as a dense copy: the memory-bound ceiling the transposes and pads are read against.
void copy(benchmark::State& state, size_t elements) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  std::vector<uint32_t> input(elements + XNN_EXTRA_BYTES / sizeof(uint32_t), 1), output(elements);
  pool_ptr pool = make_pool(state.range(0));
  xnn_operator_t op = nullptr;
  if (xnn_create_copy_nc_x32(0, &op) != xnn_status_success ||
      xnn_reshape_copy_nc_x32(op, 1, elements, elements, elements, pool.get()) != xnn_status_success ||
      xnn_setup_copy_nc_x32(op, input.data(), output.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("copy operator setup failed");
  }
  run_operator(state, op, pool.get(), 2 * elements * sizeof(uint32_t));
}

void constant_pad(benchmark::State& state, std::vector<size_t> shape, std::vector<size_t> pre,
                  std::vector<size_t> post) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  std::vector<size_t> output_shape(shape.size());
  for (size_t d = 0; d < shape.size(); d++) output_shape[d] = pre[d] + shape[d] + post[d];
  std::vector<uint32_t> input(elements_of(shape) + XNN_EXTRA_BYTES / sizeof(uint32_t), 1);
  std::vector<uint32_t> output(elements_of(output_shape));
  const uint32_t zero = 0;
  pool_ptr pool = make_pool(state.range(0));
  xnn_operator_t op = nullptr;
  if (xnn_create_constant_pad_nd_x32(&zero, 0, &op) != xnn_status_success ||
      xnn_reshape_constant_pad_nd_x32(op, shape.size(), shape.data(), pre.data(), post.data(), pool.get()) !=
          xnn_status_success ||
      xnn_setup_constant_pad_nd_x32(op, input.data(), output.data()) != xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("constant pad operator setup failed");
  }
  run_operator(state, op, pool.get(), (elements_of(shape) + output.size()) * sizeof(uint32_t));
}

void thread_args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"threads"});
  b->Arg(1)->Arg(2);
  b->UseRealTime();
}

BENCHMARK_CAPTURE(copy, elements_200704, size_t{64 * 56 * 56})->Apply(thread_args);
BENCHMARK_CAPTURE(copy, elements_1048576, size_t{1024 * 1024})->Apply(thread_args);

BENCHMARK_CAPTURE(transpose, nchw_to_nhwc_64x56x56, std::vector<size_t>{1, 64, 56, 56},
                  std::vector<size_t>{0, 2, 3, 1})->Apply(thread_args);
BENCHMARK_CAPTURE(transpose, nhwc_to_nchw_56x56x64, std::vector<size_t>{1, 56, 56, 64},
                  std::vector<size_t>{0, 3, 1, 2})->Apply(thread_args);
BENCHMARK_CAPTURE(transpose, nchw_to_nhwc_3x224x224, std::vector<size_t>{1, 3, 224, 224},
                  std::vector<size_t>{0, 2, 3, 1})->Apply(thread_args);
BENCHMARK_CAPTURE(transpose, heads_12x128x64, std::vector<size_t>{128, 12, 64},
                  std::vector<size_t>{1, 0, 2})->Apply(thread_args);
BENCHMARK_CAPTURE(transpose, square_1024, std::vector<size_t>{1024, 1024}, std::vector<size_t>{1, 0})
    ->Apply(thread_args);
BENCHMARK_CAPTURE(transpose, small_16x24, std::vector<size_t>{16, 24}, std::vector<size_t>{1, 0})
    ->Apply(thread_args);

BENCHMARK_CAPTURE(constant_pad, nhwc_56x56x64_by_1, std::vector<size_t>{1, 56, 56, 64},
                  std::vector<size_t>{0, 1, 1, 0}, std::vector<size_t>{0, 1, 1, 0})->Apply(thread_args);
BENCHMARK_CAPTURE(constant_pad, nhwc_112x112x32_by_1, std::vector<size_t>{1, 112, 112, 32},
                  std::vector<size_t>{0, 1, 1, 0}, std::vector<size_t>{0, 1, 1, 0})->Apply(thread_args);
BENCHMARK_CAPTURE(constant_pad, channels_256x1000_to_1024, std::vector<size_t>{256, 1000},
                  std::vector<size_t>{0, 0}, std::vector<size_t>{0, 24})->Apply(thread_args);
BENCHMARK_CAPTURE(constant_pad, small_16x24, std::vector<size_t>{16, 24}, std::vector<size_t>{1, 1},
                  std::vector<size_t>{1, 1})->Apply(thread_args);

}  // namespace

BENCHMARK_MAIN();
