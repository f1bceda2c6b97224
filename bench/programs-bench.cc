// Whole programs: what a portable operator (a KernelCall) between two delegates costs. Each row builds two programs
// of the same shape, x -> delegate (ReLU) -> y -> delegate (ReLU) -> z, one of them with the operator between the
// delegates (y -> op -> y2 -> delegate), and times alternately, keeping the fastest of each (fastest-run.h): the
// program without the operator, the program with it, and one plain pass of the operator's work over arrays of the
// same sizes (each input element read once, each output element written once: `out = a + b` for add, a memcpy for
// the data movement ops; 64-byte aligned arrays, aligned-array.h says why). Counters: op_us = with - without,
// pass_us = the plain pass, passes = op_us / pass_us (1.0: the operator costs exactly one pass over its tensors; the
// runner adds no copy of its own). For permute also transpose_us, the library's transpose operator run alone on the
// plain arrays (no runner), and transposes = op_us / transpose_us: a transposition's scattered stores cost more than a
// memcpy's, so this says what the runner adds to the transposition itself (docs/models.md).
#include <cstring>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnn-model.h>
#include <xnnpack.h>

#include "aligned-array.h"
#include "fastest-run.h"
#include "graph-builder.h"

namespace {

enum class Op { add, permute, clone };

constexpr uint8_t kClampNode = 6;  // XNNClamp in runtime_schema.fbs's XNodeUnion
constexpr int16_t kFp32 = 1;

// An XN00 delegate: ReLU of an fp32 tensor with these dims (external ids: input 0, output 1).
std::vector<uint8_t> relu_blob(const std::vector<uint32_t>& dims) {
  xnn_graph_file_builder g;
  g.value(g.tensor(kFp32, dims, 0, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT));
  g.value(g.tensor(kFp32, dims, 1, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  g.output_range(g.unary(kClampNode, 0, 1), 0.0f, INFINITY);
  return g.finish();
}

// rows x columns floats through two delegates, with `op` between them when `with_op`. Intermediates and the output are
// memory-planned, as ExecuTorch plans them; the input is the caller's memory.
std::vector<uint8_t> program(Op op, bool with_op, int32_t rows, int32_t columns) {
  const uint32_t r = uint32_t(rows), c = uint32_t(columns);
  const bool transposed = with_op && op == Op::permute;
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({rows, columns});
  const int32_t y = p.float_tensor({rows, columns});
  const std::vector<int32_t> out_sizes =
      transposed ? std::vector<int32_t>{columns, rows} : std::vector<int32_t>{rows, columns};
  const int32_t y2 = p.float_tensor(out_sizes);
  const int32_t z = p.float_tensor(out_sizes);
  const uint64_t bytes = uint64_t(r) * c * sizeof(float);
  p.buffer_sizes = {0, int64_t(3 * bytes)};
  p.plan(y, 1, 0);
  p.plan(y2, 1, bytes);
  p.plan(z, 1, 2 * bytes);
  p.inputs = {x};
  p.outputs = {z};
  p.delegate_call(p.delegate("XnnpackBackend", relu_blob({r, c})), {x, y});
  int32_t next = y;
  if (with_op) {
    switch (op) {
      case Op::add:
        p.kernel_call("aten::add", "out", {y, x, p.int_value(1), y2, y2});
        break;
      case Op::permute:
        p.kernel_call("aten::permute_copy", "out", {y, p.ints({1, 0}), y2, y2});
        break;
      case Op::clone:
        p.kernel_call("aten::clone", "out", {y, p.null_value(), y2, y2});
        break;
    }
    next = y2;
  }
  p.delegate_call(p.delegate("XnnpackBackend", relu_blob(transposed ? std::vector<uint32_t>{c, r}
                                                                    : std::vector<uint32_t>{r, c})), {next, z});
  return p.finish();
}

struct Loaded {
  xnn_model_t model = nullptr;
  xnn_model_runner_t runner = nullptr;
  ~Loaded() {
    xnn_model_delete_runner(runner);
    xnn_model_delete(model);
  }
  bool load(const std::vector<uint8_t>& bytes, const float* input) {
    return xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model) == xnn_status_success &&
           xnn_model_create_runner(model, nullptr, 0, &runner) == xnn_status_success &&
           xnn_model_set_input(runner, 0, input) == xnn_status_success;
  }
};

void portable_op_between_delegates(benchmark::State& state, Op op) {
  if (xnn_initialize(nullptr) != xnn_status_success) {
    state.SkipWithError("xnn_initialize failed");
    return;
  }
  const int32_t rows = 256, columns = int32_t(state.range(0) / 256);
  const size_t n = size_t(rows) * size_t(columns);
  std::vector<float> x(n + XNN_EXTRA_BYTES / sizeof(float));
  auto a = aligned_array<float>(n), b = aligned_array<float>(n), out = aligned_array<float>(n);
  for (size_t i = 0; i < n; i++) x[i] = a[i] = b[i] = float(int(i % 17) - 8);
  Loaded without, with;
  if (!without.load(program(op, false, rows, columns), x.data()) ||
      !with.load(program(op, true, rows, columns), x.data())) {
    state.SkipWithError("loading the programs failed");
    return;
  }
  // The bare transposition of the same arrays (permute only).
  xnn_operator_t transpose = nullptr;
  if (op == Op::permute) {
    const size_t shape[2] = {size_t(rows), size_t(columns)}, perm[2] = {1, 0};
    if (xnn_create_transpose_nd_x32(0, &transpose) != xnn_status_success ||
        xnn_reshape_transpose_nd_x32(transpose, 2, shape, perm, nullptr) != xnn_status_success ||
        xnn_setup_transpose_nd_x32(transpose, a.get(), out.get()) != xnn_status_success) {
      state.SkipWithError("the transpose operator failed");
      xnn_delete_operator(transpose);
      return;
    }
  }
  fastest_run without_time, with_time, pass_time, transpose_time;
  for (auto _ : state) {
    without_time.start();
    xnn_model_run(without.runner);
    without_time.stop();
    with_time.start();
    xnn_model_run(with.runner);
    with_time.stop();
    pass_time.start();
    if (op == Op::add) {
      for (size_t i = 0; i < n; i++) out[i] = a[i] + b[i];
    } else {
      std::memcpy(out.get(), a.get(), n * sizeof(float));
    }
    benchmark::DoNotOptimize(out.get());
    benchmark::ClobberMemory();
    pass_time.stop();
  }
  // Apart from the loop above: its traffic would change what the programs find in the caches.
  for (int64_t i = 0; transpose != nullptr && i < state.iterations(); i++) {
    transpose_time.start();
    xnn_run_operator(transpose, nullptr);
    transpose_time.stop();
  }
  const double op_seconds = with_time.seconds() - without_time.seconds();
  state.counters["without_us"] = without_time.seconds() * 1e6;
  state.counters["with_us"] = with_time.seconds() * 1e6;
  state.counters["op_us"] = op_seconds * 1e6;
  state.counters["pass_us"] = pass_time.seconds() * 1e6;
  state.counters["passes"] = op_seconds / pass_time.seconds();
  if (transpose != nullptr) {
    state.counters["transpose_us"] = transpose_time.seconds() * 1e6;
    state.counters["transposes"] = op_seconds / transpose_time.seconds();
    xnn_delete_operator(transpose);
  }
}

void elements(benchmark::internal::Benchmark* b) {
  b->ArgName("elements");
  for (int64_t count : {int64_t(16) << 10, int64_t(256) << 10, int64_t(4) << 20}) b->Arg(count);
  b->UseRealTime();
}

BENCHMARK_CAPTURE(portable_op_between_delegates, add, Op::add)->Apply(elements);
BENCHMARK_CAPTURE(portable_op_between_delegates, permute, Op::permute)->Apply(elements);
BENCHMARK_CAPTURE(portable_op_between_delegates, clone, Op::clone)->Apply(elements);

}  // namespace

BENCHMARK_MAIN();
