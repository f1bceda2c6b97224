// build/bench/memory-bench [model]: the peak resident memory (getrusage) of loading and running a model file (by
// default the bundled MobileNet v2) through one weights cache, and what a second runner on the same cache adds,
// against issue 16's bounds:
//   peak RSS <= 1.2 x (packed weights + arena + code)      where code = the peak RSS after xnn_initialize
//   second runner adds <= 1.1 x its arena                  (runners on one cache share weights, zero rows and
//                                                          convolution indirection buffers)
// Each figure comes from a fresh process (a peak never falls): one that loads and runs one runner, one that then adds
// a second. Runners are created without flags, then again with XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER (convolution
// indirection buffers in the arena). Prints one line per figure and a verdict per bound; exits 0 either way (the
// figures are the result).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
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
xnn_model_runner_t create_and_run(xnn_model_t model, xnn_weights_cache_t cache, uint32_t flags,
                                  std::vector<std::vector<float>>* inputs) {
  xnn_model_runner_t runner = nullptr;
  if (xnn_model_create_runner_v2(model, cache, nullptr, flags, &runner) != xnn_status_success) return nullptr;
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

// What one fresh process measures: everything up to `runners` runners (1 or 2) on one cache.
struct measurement {
  double code = 0, loaded = 0, peak = 0, now = 0;
  double packed_mib = 0, first_arena_mib = 0, last_arena_mib = 0;
  double input_mib = 0;  // the caller's input tensors of one runner: resident, but not the library's
  size_t entries = 0, first_packings = 0, last_packings = 0;
  bool ok = false;
};

measurement measure(const char* path, int runners, uint32_t flags) {
  measurement m;
  if (xnn_initialize(nullptr) != xnn_status_success) return m;
  m.code = peak_mib();
  xnn_model_t model = nullptr;
  if (xnn_model_load_file(path, nullptr, &model) != xnn_status_success) return m;
  m.loaded = peak_mib();
  xnn_weights_cache_t cache = nullptr;
  if (xnn_create_weights_cache(&cache) != xnn_status_success) return m;
  std::vector<std::vector<float>> inputs;
  std::vector<xnn_model_runner_t> created;
  for (int r = 0; r < runners; r++) {
    xnn_model_runner_t runner = create_and_run(model, cache, flags, &inputs);
    if (runner == nullptr) return m;
    created.push_back(runner);
    const size_t packings = xnn_weights_cache_packings(cache);
    m.last_packings = packings - (r == 0 ? 0 : m.first_packings);
    if (r == 0) {
      m.first_packings = packings, m.first_arena_mib = double(arena_bytes(runner)) / kMiB;
      for (const std::vector<float>& input : inputs) m.input_mib += double(input.size() * sizeof(float)) / kMiB;
    }
    m.last_arena_mib = double(arena_bytes(runner)) / kMiB;
  }
  m.peak = peak_mib(), m.now = current_mib();
  size_t packed = 0;
  xnn_weights_cache_statistics(cache, &m.entries, &packed);
  m.packed_mib = double(packed) / kMiB;
  for (xnn_model_runner_t runner : created) xnn_model_delete_runner(runner);
  xnn_delete_weights_cache(cache);
  xnn_model_delete(model);
  m.ok = true;
  return m;
}

// Runs this program again as `--measure <runners> <path>` and reads its measurement: a peak (ru_maxrss) never falls,
// so each figure needs a fresh process, started as a user's would be (a forked copy would share the parent's pages).
bool measure_in_child(const char* self, const char* path, int runners, uint32_t flags, measurement* out) {
  int fds[2];
  if (pipe(fds) != 0) return false;
  const pid_t child = fork();
  if (child < 0) return false;
  if (child == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    const char* count = runners == 1 ? "1" : "2";
    char flag_text[16];
    std::snprintf(flag_text, sizeof(flag_text), "%u", flags);
    execl("/proc/self/exe", self, "--measure", count, path, flag_text, static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  const bool read_all = read(fds[0], out, sizeof(*out)) == ssize_t(sizeof(*out));
  close(fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  return read_all && WIFEXITED(status) && WEXITSTATUS(status) == 0 && out->ok;
}

// The figures of one runner flag setting against both bounds.
bool report(const char* self, const char* path, uint32_t flags, const char* label) {
  measurement one, two;
  if (!measure_in_child(self, path, 1, flags, &one) || !measure_in_child(self, path, 2, flags, &two)) {
    std::fprintf(stderr, "memory-bench: cannot load or run %s (%s)\n", path, label);
    return false;
  }
  // The caller's input tensors are resident but are not the library's memory: they are left out of both figures.
  const double sum = one.packed_mib + one.first_arena_mib + one.code;
  const double bound = 1.2 * sum;
  const double one_peak = one.peak - one.input_mib;
  const double second_adds = two.peak - one.peak - one.input_mib;
  // Issue 16: a second runner adds no more than its arena plus 10% (of that arena).
  const double second_bound = 1.1 * two.last_arena_mib;
  std::printf("%s:\n", label);
  std::printf("  code (peak RSS after xnn_initialize): %.1f MiB\n", one.code);
  std::printf("  peak RSS after loading: %.1f MiB\n", one.loaded);
  std::printf("  packed weights: %.1f MiB in %zu copies (%zu packings); arena %.1f MiB\n", one.packed_mib,
              one.entries, one.first_packings, one.first_arena_mib);
  std::printf("  the caller's input tensors, left out below: %.2f MiB per runner\n", one.input_mib);
  std::printf("  peak RSS, one runner: %.1f MiB = %.2f x (packed + arena + code); bound 1.2 x = %.1f MiB: %s\n",
              one_peak, one_peak / sum, bound, one_peak <= bound ? "within" : "over");
  std::printf("  RSS after creating and running: one runner %.1f MiB, two runners %.1f MiB\n", one.now, two.now);
  std::printf("  second runner on the cache: peak +%.1f MiB, RSS +%.1f MiB, %zu packings (cache: %zu copies, "
              "%.1f MiB); bound its arena %.1f x 1.1 = %.1f MiB: %s\n",
              second_adds, two.now - one.now, two.last_packings, two.entries, two.packed_mib, two.last_arena_mib,
              second_bound, second_adds <= second_bound ? "within" : "over");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 5 && std::strcmp(argv[1], "--measure") == 0) {
    const measurement m = measure(argv[3], std::atoi(argv[2]), uint32_t(std::strtoul(argv[4], nullptr, 10)));
    return std::fwrite(&m, sizeof(m), 1, stdout) == 1 && m.ok ? 0 : 1;
  }
  const char* path = argc > 1 ? argv[1] : XNN_MEMORY_BENCH_MODEL;
  std::printf("model: %s\n", path);
  const bool ok = report(argv[0], path, 0, "runners without flags") &&
                  report(argv[0], path, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER,
                         "runners with XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER");
  return ok ? 0 : 1;
}
