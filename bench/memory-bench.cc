// build/bench/memory-bench [model]: the peak resident memory (getrusage) of loading and running a model file (by
// default the bundled MobileNet v2) through one weights cache, and what a second runner on the same cache adds,
// against issue 16's bounds:
//   peak RSS <= 1.2 x (packed weights + arena + code)      where code = the peak RSS after xnn_initialize
//   second runner adds <= its arena + 10%                  (of the first runner's peak growth)
// Prints one line per figure and a closing verdict; exits 0 either way (the figures are the result).
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

#include "subgraph/runtime.h"
#include "weights-cache/weights-cache.h"

namespace {

double peak_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return double(usage.ru_maxrss) / 1024.0;  // Linux: kibibytes
}

// The resident memory now (/proc/self/statm), 0 where it cannot be read.
double current_mib() {
  std::FILE* file = std::fopen("/proc/self/statm", "r");
  if (file == nullptr) return 0.0;
  unsigned long pages = 0, resident = 0;
  const bool read = std::fscanf(file, "%lu %lu", &pages, &resident) == 2;
  std::fclose(file);
  return read ? double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0) : 0.0;
}

constexpr double kMiB = 1024.0 * 1024.0;

// The arena bytes of every runtime of `runner`.
size_t arena_bytes(xnn_model_runner_t runner) {
  size_t bytes = 0;
  for (size_t i = 0; i < xnn_model_runner_num_runtimes(runner); i++) {
    bytes += xnn_model_runner_runtime(runner, i)->arena_size;
  }
  return bytes;
}

// Creates a runner on `cache`, fills its inputs with a constant and runs it once.
xnn_model_runner_t create_and_run(xnn_model_t model, xnn_weights_cache_t cache,
                                  std::vector<std::vector<float>>* inputs) {
  xnn_model_runner_t runner = nullptr;
  if (xnn_model_create_runner_v2(model, cache, nullptr, 0, &runner) != xnn_status_success) return nullptr;
  for (size_t i = 0; i < xnn_model_num_inputs(model); i++) {
    xnn_model_tensor_info info;
    xnn_model_input_info(model, i, &info);
    size_t elements = 1;
    for (size_t d = 0; d < info.num_dims; d++) elements *= info.dims[d];
    inputs->emplace_back(elements + 16, 0.5f);
    xnn_model_set_input(runner, i, inputs->back().data());
  }
  if (xnn_model_run(runner) != xnn_status_success) {
    xnn_model_delete_runner(runner);
    return nullptr;
  }
  return runner;
}

}  // namespace

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : XNN_MEMORY_BENCH_MODEL;
  if (xnn_initialize(nullptr) != xnn_status_success) return 1;
  const double code = peak_mib();
  xnn_model_t model = nullptr;
  if (xnn_model_load_file(path, nullptr, &model) != xnn_status_success) return 1;
  const double loaded = peak_mib();
  xnn_weights_cache_t cache = nullptr;
  if (xnn_create_weights_cache(&cache) != xnn_status_success) return 1;
  std::vector<std::vector<float>> inputs;
  xnn_model_runner_t first = create_and_run(model, cache, &inputs);
  if (first == nullptr) return 1;
  const double one_runner = peak_mib(), one_runner_now = current_mib();
  size_t entries = 0, packed = 0;
  xnn_weights_cache_statistics(cache, &entries, &packed);
  xnn_model_runner_t second = create_and_run(model, cache, &inputs);
  if (second == nullptr) return 1;
  const double two_runners = peak_mib(), two_runners_now = current_mib();
  size_t entries_after = 0, packed_after = 0;
  xnn_weights_cache_statistics(cache, &entries_after, &packed_after);

  const double packed_mib = double(packed) / kMiB, arena_mib = double(arena_bytes(first)) / kMiB;
  const double second_arena_mib = double(arena_bytes(second)) / kMiB;
  const double bound = 1.2 * (packed_mib + arena_mib + code);
  const double second_adds = two_runners - one_runner;
  const double second_bound = second_arena_mib + 0.1 * (one_runner - code);
  std::printf("model: %s\n", path);
  std::printf("code (peak RSS after xnn_initialize): %.1f MiB\n", code);
  std::printf("peak RSS after loading: %.1f MiB\n", loaded);
  std::printf("packed weights: %.1f MiB in %zu copies; arena %.1f MiB\n", packed_mib, entries, arena_mib);
  std::printf("peak RSS, one runner: %.1f MiB = %.2f x (packed + arena + code); bound 1.2 x = %.1f MiB: %s\n",
              one_runner, one_runner / (packed_mib + arena_mib + code), bound,
              one_runner <= bound ? "within" : "over");
  std::printf("RSS after creating and running: one runner %.1f MiB, two runners %.1f MiB\n", one_runner_now,
              two_runners_now);
  std::printf("second runner on the cache: +%.1f MiB (cache: %zu copies, %.1f MiB); bound arena + 10%% = %.1f MiB: "
              "%s\n",
              second_adds, entries_after, double(packed_after) / kMiB, second_bound,
              second_adds <= second_bound ? "within" : "over");
  xnn_model_delete_runner(second);
  xnn_model_delete_runner(first);
  xnn_delete_weights_cache(cache);
  xnn_model_delete(model);
  return 0;
}
