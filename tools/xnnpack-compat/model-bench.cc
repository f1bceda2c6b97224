// Runs one of XNNPACK's own model definitions (its bench/subgraph/<model>.cc, compiled unchanged) on whichever
// library this is linked with, xnn or XNNPACK: the same source built twice, so the two can be timed alternately and
// their outputs compared (scripts/compare-with-xnnpack.sh).
//
//   model-bench MODEL RUNS OUTPUT_FILE [THREADS]   MODEL: FP32MobileNetV1, FP32MobileNetV2, FP32MobileNetV3Large,
//                                                  FP32MobileNetV3Small or QS8MobileNetV2
//
// On THREADS threads (default 1: no pool). Prints the fastest and the median of RUNS inferences in milliseconds,
// after 10 unmeasured ones, and writes the fp32 output for a fixed input to OUTPUT_FILE. With MODEL_BENCH_PROFILE set
// in the environment the runtime is created with XNN_FLAG_BASIC_PROFILING and each operator's median time over the
// runs is printed too (the two libraries' operator lists match where both run one operator per node).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <pthreadpool.h>

#include "bench/subgraph/models.h"

namespace {

struct Model {
  const char* name;
  xnn_subgraph_t (*define)();
};

const Model kModels[] = {
    {"FP32MobileNetV1", models::FP32MobileNetV1},
    {"FP32MobileNetV2", models::FP32MobileNetV2},
    {"FP32MobileNetV3Large", models::FP32MobileNetV3Large},
    {"FP32MobileNetV3Small", models::FP32MobileNetV3Small},
    {"QS8MobileNetV2", models::QS8MobileNetV2},
};

size_t elements(xnn_runtime_t runtime, uint32_t id) {
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  if (xnn_get_external_value_shape(runtime, id, &num_dims, dims) != xnn_status_success) return 0;
  size_t n = 1;
  for (size_t d = 0; d < num_dims; d++) n *= dims[d];
  return n;
}

// Each operator's time in the last run, in microseconds (empty when profiling is off or fails).
std::vector<uint64_t> operator_times(xnn_runtime_t runtime) {
  size_t count = 0, size = 0;
  if (xnn_get_runtime_profiling_info(runtime, xnn_profile_info_num_operators, sizeof(count), &count, &size) !=
      xnn_status_success) {
    return {};
  }
  std::vector<uint64_t> times(count);
  if (count == 0 || xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_timing,
                                                   count * sizeof(uint64_t), times.data(), &size) !=
                        xnn_status_success) {
    return {};
  }
  return times;
}

std::vector<std::string> operator_names(xnn_runtime_t runtime) {
  size_t size = 0;
  xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, 0, nullptr, &size);
  std::vector<char> text(size + 1);
  if (size == 0 || xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, size, text.data(),
                                                  &size) != xnn_status_success) {
    return {};
  }
  std::vector<std::string> names;
  for (size_t at = 0; at < size; at += names.back().size() + 1) names.emplace_back(text.data() + at);
  return names;
}

int fail(const char* what) {
  std::fprintf(stderr, "model-bench: %s failed\n", what);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 && argc != 5) {
    std::fprintf(stderr, "usage: %s MODEL RUNS OUTPUT_FILE [THREADS]\n", argv[0]);
    return 2;
  }
  const Model* model = nullptr;
  for (const Model& m : kModels) {
    if (std::strcmp(m.name, argv[1]) == 0) model = &m;
  }
  const int runs = std::atoi(argv[2]);
  const int threads = argc == 5 ? std::atoi(argv[4]) : 1;
  if (model == nullptr || runs < 1 || threads < 1 || threads > 64) {
    std::fprintf(stderr, "model-bench: unknown model '%s', RUNS < 1 or THREADS not in 1..64\n", argv[1]);
    return 2;
  }
  pthreadpool_t pool = threads > 1 ? pthreadpool_create(size_t(threads)) : nullptr;
  if (xnn_initialize(nullptr) != xnn_status_success) return fail("xnn_initialize");
  xnn_subgraph_t subgraph = model->define();
  if (subgraph == nullptr) return fail("defining the model");
  xnn_runtime_t runtime = nullptr;
  const bool profile = std::getenv("MODEL_BENCH_PROFILE") != nullptr;
  if (xnn_create_runtime_v2(subgraph, pool, profile ? XNN_FLAG_BASIC_PROFILING : 0, &runtime) != xnn_status_success) {
    return fail("xnn_create_runtime_v2");
  }
  xnn_delete_subgraph(subgraph);
  // XNNPACK computes the external values' shapes at reshape.
  if (xnn_reshape_runtime(runtime) != xnn_status_success) return fail("xnn_reshape_runtime");

  // The input: a fixed ramp through [-1, 1], the same for both libraries.
  std::vector<float> input(elements(runtime, 0) + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < input.size(); i++) input[i] = float(int(i * 7919 % 2001) - 1000) / 1000.0f;
  std::vector<float> output(elements(runtime, 1));
  if (output.empty()) return fail("xnn_get_external_value_shape");
  const xnn_external_value externals[] = {{0, input.data()}, {1, output.data()}};
  if (xnn_setup_runtime_v2(runtime, 2, externals) != xnn_status_success) return fail("xnn_setup_runtime_v2");

  std::vector<double> ms;
  std::vector<std::vector<uint64_t>> op_us;
  for (int r = -10; r < runs; r++) {
    const auto start = std::chrono::steady_clock::now();
    if (xnn_invoke_runtime(runtime) != xnn_status_success) return fail("xnn_invoke_runtime");
    const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
    if (r >= 0) ms.push_back(elapsed.count());
    if (r >= 0 && profile) op_us.push_back(operator_times(runtime));
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%s: fastest %.3f ms, median %.3f ms over %d runs, %d threads\n", model->name, ms.front(),
              ms[ms.size() / 2], runs, threads);

  if (profile && !op_us.empty()) {
    const std::vector<std::string> names = operator_names(runtime);
    for (size_t op = 0; op < op_us[0].size(); op++) {
      std::vector<uint64_t> us;
      for (const std::vector<uint64_t>& run : op_us) us.push_back(op < run.size() ? run[op] : 0);
      std::sort(us.begin(), us.end());
      std::printf("  op %3zu %-36s %8llu us\n", op, op < names.size() ? names[op].c_str() : "?",
                  (unsigned long long)us[us.size() / 2]);
    }
  }

  FILE* file = std::fopen(argv[3], "wb");
  if (file == nullptr || std::fwrite(output.data(), sizeof(float), output.size(), file) != output.size()) {
    return fail("writing the output");
  }
  std::fclose(file);
  xnn_delete_runtime(runtime);
  if (pool != nullptr) pthreadpool_destroy(pool);
  return 0;
}
