// xnn-run: runs a model file (.pte program or XNNPACK-delegate blob) and reports its outputs and latency.
//   xnn-run [MODEL] [--method NAME] [--input IDX=FILE.npy ...] [--output-dir DIR] [--threads N] [--repeat N]
//           [--profile]
//   xnn-run MODEL --check    says, before building anything, whether every node can run here (exit 0) or lists
//                            those that cannot with the rule each breaks (exit 1)
// Inputs not given are uniform random numbers in [-1, 1). Each output's shape and min/max/mean are printed and,
// with --output-dir, written as DIR/output-IDX.npy. Without MODEL the bundled default model runs.
#include <pthreadpool.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

#include "model-check.h"
#include "npy.h"

namespace {

struct run_options {
  std::string model = XNN_RUN_DEFAULT_MODEL;
  const char* method = nullptr;
  std::map<size_t, std::string> inputs;
  std::string output_dir;
  size_t threads = 1;
  size_t repeat = 1;
  bool profile = false;
  bool check = false;
};

// A decimal number in [min, 100000].
bool parse_number(const std::string& text, size_t min, size_t* out) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || text[0] < '0' || text[0] > '9' || *end != '\0' || value < min || value > 100000) return false;
  *out = size_t(value);
  return true;
}

bool parse_options(int argc, char** argv, run_options* options) {
  for (int i = 1; i < argc; i++) {
    const std::string arg = argv[i];
    const bool takes_value = arg == "--method" || arg == "--input" || arg == "--output-dir" || arg == "--threads" ||
                             arg == "--repeat";
    if (takes_value && i + 1 >= argc) {
      std::fprintf(stderr, "xnn-run: %s has no value; expected %s VALUE\n", arg.c_str(), arg.c_str());
      return false;
    }
    if (arg == "--method") {
      options->method = argv[++i];
    } else if (arg == "--input") {
      const std::string spec = argv[++i];
      const size_t equals = spec.find('=');
      size_t index = 0;
      if (equals == std::string::npos || !parse_number(spec.substr(0, equals), 0, &index) ||
          equals + 1 == spec.size()) {
        std::fprintf(stderr, "xnn-run: --input %s is not IDX=FILE.npy (IDX from 0 to 100000)\n", spec.c_str());
        return false;
      }
      if (options->inputs.count(index) != 0) {
        std::fprintf(stderr, "xnn-run: --input %s: input %zu is already given as %s; expected one file per input\n",
                     spec.c_str(), index, options->inputs[index].c_str());
        return false;
      }
      options->inputs[index] = spec.substr(equals + 1);
    } else if (arg == "--output-dir") {
      options->output_dir = argv[++i];
    } else if (arg == "--threads" || arg == "--repeat") {
      if (!parse_number(argv[++i], 1, arg == "--threads" ? &options->threads : &options->repeat)) {
        std::fprintf(stderr, "xnn-run: %s %s is not a count from 1 to 100000\n", arg.c_str(), argv[i]);
        return false;
      }
    } else if (arg == "--profile") {
      options->profile = true;
    } else if (arg == "--check") {
      options->check = true;
    } else if (arg.rfind("--", 0) == 0) {
      std::fprintf(stderr, "xnn-run: unknown option '%s'\n", arg.c_str());
      return false;
    } else if (i == 1) {
      options->model = arg;
    } else {
      std::fprintf(stderr, "xnn-run: unexpected argument '%s'; the model file comes first, before any option\n",
                   arg.c_str());
      return false;
    }
  }
  return true;
}

std::string shape_text(size_t num_dims, const size_t* dims) {
  std::string text = "[";
  for (size_t d = 0; d < num_dims; d++) text += (d ? ", " : "") + std::to_string(dims[d]);
  return text + "]";
}

size_t element_count(size_t num_dims, const size_t* dims) {
  size_t count = 1;
  for (size_t d = 0; d < num_dims; d++) count *= dims[d];
  return count;
}

// Loads or makes every input and hands it to the runner; `storage` keeps the data alive.
bool prepare_inputs(xnn_model_t model, xnn_model_runner_t runner, const run_options& options,
                    std::vector<std::vector<float>>* storage) {
  std::mt19937 random(42);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  const size_t num_inputs = xnn_model_num_inputs(model);
  for (const auto& [index, path] : options.inputs) {
    if (index >= num_inputs) {
      std::fprintf(stderr, "xnn-run: --input %zu=%s: index %zu is out of range; the model has %zu inputs\n", index,
                   path.c_str(), index, num_inputs);
      return false;
    }
  }
  storage->resize(num_inputs);
  for (size_t i = 0; i < num_inputs; i++) {
    xnn_model_tensor_info info;
    xnn_model_input_info(model, i, &info);
    std::vector<float>& data = (*storage)[i];
    const auto given = options.inputs.find(i);
    if (given != options.inputs.end()) {
      xnn_npy_array array;
      std::string error;
      if (!xnn_read_npy_file(given->second.c_str(), &array, &error)) {
        std::fprintf(stderr, "xnn-run: input %zu (%s): %s\n", i, given->second.c_str(), error.c_str());
        return false;
      }
      if (array.type != xnn_npy_type::float32 || array.shape.size() > XNN_MAX_TENSOR_DIMS) {
        std::fprintf(stderr, "xnn-run: input %zu (%s) is %s with %zu dims; the model takes float32 with at most %d\n",
                     i, given->second.c_str(), xnn_npy_type_name(array.type), array.shape.size(), XNN_MAX_TENSOR_DIMS);
        return false;
      }
      info.num_dims = array.shape.size();
      std::copy(array.shape.begin(), array.shape.end(), info.dims);
      data.resize(array.data.size() / sizeof(float) + XNN_EXTRA_BYTES / sizeof(float));
      std::memcpy(data.data(), array.data.data(), array.data.size());
      if (xnn_model_reshape_input(runner, i, info.num_dims, info.dims) != xnn_status_success) return false;
    } else {
      data.resize(element_count(info.num_dims, info.dims) + XNN_EXTRA_BYTES / sizeof(float));
      for (float& x : data) x = uniform(random);
    }
    std::printf("input %zu: %s%s\n", i, shape_text(info.num_dims, info.dims).c_str(),
                given != options.inputs.end() ? "" : " (random)");
    if (xnn_model_set_input(runner, i, data.data()) != xnn_status_success) return false;
  }
  return true;
}

bool report_outputs(xnn_model_t model, xnn_model_runner_t runner, const run_options& options) {
  for (size_t i = 0; i < xnn_model_num_outputs(model); i++) {
    xnn_model_tensor_info info;
    const void* data;
    if (xnn_model_get_output(runner, i, &info, &data) != xnn_status_success) return false;
    const float* values = static_cast<const float*>(data);
    const size_t count = element_count(info.num_dims, info.dims);
    double sum = 0.0;
    float min = count ? values[0] : 0.0f, max = min;
    for (size_t k = 0; k < count; k++) {
      min = std::min(min, values[k]);
      max = std::max(max, values[k]);
      sum += values[k];
    }
    std::printf("output %zu: %s min %g max %g mean %g\n", i, shape_text(info.num_dims, info.dims).c_str(), min, max,
                count ? sum / double(count) : 0.0);
    if (!options.output_dir.empty()) {
      const std::string path = options.output_dir + "/output-" + std::to_string(i) + ".npy";
      std::string error;
      if (!xnn_write_npy_file(path.c_str(), xnn_npy_type::float32,
                              std::vector<size_t>(info.dims, info.dims + info.num_dims), data, &error)) {
        std::fprintf(stderr, "xnn-run: %s\n", error.c_str());
        return false;
      }
      std::printf("  written to %s\n", path.c_str());
    }
  }
  return true;
}

void print_profile(xnn_model_runner_t runner) {
  std::printf("%-6s %-6s %-40s %12s\n", "call", "op", "operator", "time (us)");
  for (size_t r = 0; r < xnn_model_runner_num_runtimes(runner); r++) {
    xnn_runtime_t runtime = xnn_model_runner_runtime(runner, r);
    size_t num_operators = 0, size = 0;
    if (xnn_get_runtime_profiling_info(runtime, xnn_profile_info_num_operators, sizeof(num_operators), &num_operators,
                                       &size) != xnn_status_success) {
      continue;
    }
    std::vector<char> names;
    std::vector<uint64_t> timings(num_operators);
    xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, 0, nullptr, &size);
    names.resize(size);
    if (xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, names.size(), names.data(), &size) !=
            xnn_status_success ||
        xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_timing, timings.size() * sizeof(uint64_t),
                                       timings.data(), &size) != xnn_status_success) {
      continue;
    }
    const char* name = names.data();
    for (size_t op = 0; op < num_operators && name < names.data() + names.size(); op++) {
      std::printf("%-6zu %-6zu %-40s %12llu\n", r, op, name, static_cast<unsigned long long>(timings[op]));
      name += std::strlen(name) + 1;
    }
  }
}

int run(const run_options& options) {
  std::printf("model: %s\n", options.model.c_str());
  xnn_model_t model = nullptr;
  if (xnn_model_load_file(options.model.c_str(), options.method, &model) != xnn_status_success) return 1;
  std::unique_ptr<xnn_model, decltype(&xnn_model_delete)> model_guard(model, &xnn_model_delete);
  if (options.check) return check_model_nodes(model) == 0 ? 0 : 1;
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> threadpool(
      options.threads > 1 ? pthreadpool_create(options.threads) : nullptr, &pthreadpool_destroy);
  xnn_model_runner_t runner = nullptr;
  if (xnn_model_create_runner(model, threadpool.get(), options.profile ? XNN_FLAG_BASIC_PROFILING : 0, &runner) !=
      xnn_status_success) {
    return 1;
  }
  std::unique_ptr<xnn_model_runner, decltype(&xnn_model_delete_runner)> runner_guard(runner,
                                                                                      &xnn_model_delete_runner);
  std::vector<std::vector<float>> inputs;
  if (!prepare_inputs(model, runner, options, &inputs)) return 1;
  std::vector<double> times;
  for (size_t r = 0; r < options.repeat; r++) {
    const auto start = std::chrono::steady_clock::now();
    if (xnn_model_run(runner) != xnn_status_success) {
      std::fprintf(stderr, "xnn-run: the run failed (see the message above)\n");
      return 1;
    }
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
  }
  if (!report_outputs(model, runner, options)) return 1;
  std::sort(times.begin(), times.end());
  std::printf("latency: median %.1f us over %zu runs (%zu threads)\n", times[times.size() / 2], times.size(),
              options.threads);
  if (options.profile) print_profile(runner);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  run_options options;
  if (!parse_options(argc, argv, &options)) {
    std::fprintf(stderr, "usage: xnn-run [MODEL] [--method NAME] [--input IDX=FILE.npy ...] [--output-dir DIR] "
                         "[--threads N] [--repeat N] [--profile] [--check]\n");
    return 2;
  }
  if (xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "xnn-run: xnn_initialize failed (see the message above)\n");
    return 1;
  }
  return run(options);
}
