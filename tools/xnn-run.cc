// xnn-run: runs a model file (.pte program, with its .ptd external data, or XNNPACK-delegate blob) and reports its
// outputs and latency; --list describes a program's methods, --check its nodes. `xnn-run --help` lists the options
// (run-options.cc); docs/models.md describes them.
#include <pthreadpool.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

#include "model-check.h"
#include "models/program.h"
#include "npy.h"
#include "run-options.h"
#include "subgraph/runtime.h"
#include "tensor-io.h"

namespace {

template <typename T>
std::string shape_text(size_t num_dims, const T* dims) {
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
                    std::vector<std::vector<uint8_t>>* storage) {
  const size_t num_inputs = xnn_model_num_inputs(model);
  for (const auto& [index, path] : options.inputs) {
    if (index >= num_inputs) {
      std::fprintf(stderr, "xnn-run: --input %zu=%s: index %zu is out of range; the model has %zu inputs\n", index,
                   path.c_str(), index, num_inputs);
      return false;
    }
  }
  for (const auto& [index, dims] : options.shapes) {
    if (index >= num_inputs) {
      std::fprintf(stderr, "xnn-run: --shape %zu=...: index %zu is out of range; the model has %zu inputs\n", index,
                   index, num_inputs);
      return false;
    }
  }
  storage->resize(num_inputs);
  for (size_t i = 0; i < num_inputs; i++) {
    const tensor_kind kind = input_kind(model, i);
    if (!kind.known) {
      std::fprintf(stderr, "xnn-run: input %zu is %s, which xnn-run cannot read or make\n", i,
                   kind.dtype_name.c_str());
      return false;
    }
    std::vector<size_t> dims = kind.dims;
    std::vector<uint8_t>& data = (*storage)[i];
    const auto file = options.inputs.find(i);
    const auto shape = options.shapes.find(i);
    std::string origin = " (generated)";
    std::string error;
    if (file != options.inputs.end()) {
      xnn_npy_array array;
      if (!xnn_read_npy_file(file->second.c_str(), &array, &error)) {
        std::fprintf(stderr, "xnn-run: input %zu (%s): %s\n", i, file->second.c_str(), error.c_str());
        return false;
      }
      if (array.type != kind.type || !shape_fits(kind, array.shape, &error)) {
        std::fprintf(stderr, "xnn-run: input %zu (%s) is %s of shape %s; the model takes %s of shape %s\n", i,
                     file->second.c_str(), xnn_npy_type_name(array.type), shape_text(array.shape.size(),
                     array.shape.data()).c_str(), kind.dtype_name.c_str(), kind_shape_text(kind).c_str());
        return false;
      }
      dims = array.shape;
      data = std::move(array.data);
      data.resize(data.size() + XNN_EXTRA_BYTES);
      origin = "";
    } else {
      if (shape != options.shapes.end()) {
        if (!shape_fits(kind, shape->second, &error)) {
          std::fprintf(stderr, "xnn-run: --shape %zu: input %zu's %s\n", i, i, error.c_str());
          return false;
        }
        dims = shape->second;
      }
      data = generated_data(kind.type, element_count(dims.size(), dims.data()), uint32_t(42 + i));
    }
    if (xnn_model_reshape_input(runner, i, dims.size(), dims.data()) != xnn_status_success ||
        xnn_model_set_input(runner, i, data.data()) != xnn_status_success) {
      return false;
    }
    std::printf("input %zu: %s %s%s\n", i, xnn_npy_type_name(kind.type), shape_text(dims.size(), dims.data()).c_str(),
                origin.c_str());
  }
  return true;
}

bool report_outputs(xnn_model_t model, xnn_model_runner_t runner, const run_options& options) {
  std::string error;
  if (!options.output_dir.empty() && !make_directories(options.output_dir, &error)) {
    std::fprintf(stderr, "xnn-run: --output-dir %s: %s\n", options.output_dir.c_str(), error.c_str());
    return false;
  }
  for (size_t i = 0; i < xnn_model_num_outputs(model); i++) {
    xnn_model_tensor_info info;
    const void* data;
    if (xnn_model_get_output(runner, i, &info, &data) != xnn_status_success) return false;
    const tensor_kind kind = output_kind(model, i);
    if (!kind.known) {
      std::fprintf(stderr, "xnn-run: output %zu is %s, which xnn-run cannot write\n", i, kind.dtype_name.c_str());
      return false;
    }
    const size_t count = element_count(info.num_dims, info.dims);
    std::printf("output %zu: %s %s %s\n", i, xnn_npy_type_name(kind.type), shape_text(info.num_dims, info.dims).c_str(),
                summary_text(kind.type, data, count).c_str());
    if (!options.output_dir.empty()) {
      const std::string path = options.output_dir + "/output-" + std::to_string(i) + ".npy";
      if (!xnn_write_npy_file(path.c_str(), kind.type, std::vector<size_t>(info.dims, info.dims + info.num_dims), data,
                              &error)) {
        std::fprintf(stderr, "xnn-run: %s\n", error.c_str());
        return false;
      }
      std::printf("  written to %s\n", path.c_str());
    }
  }
  return true;
}

// Per-operator times of every run, per delegate call: names once, then one row of times per run.
struct profile {
  std::vector<std::vector<std::string>> names;              // [call][operator]
  std::vector<std::vector<std::vector<uint64_t>>> timings;  // [call][operator][run]
};

// Adds the last run's per-operator times of every runtime of `runner` to `p`.
void record_profile(xnn_model_runner_t runner, profile* p) {
  const size_t calls = xnn_model_runner_num_runtimes(runner);
  p->names.resize(calls);
  p->timings.resize(calls);
  for (size_t r = 0; r < calls; r++) {
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
    if (p->names[r].empty()) {
      for (const char* name = names.data(); name < names.data() + names.size(); name += std::strlen(name) + 1) {
        p->names[r].push_back(name);
      }
      p->timings[r].resize(p->names[r].size());
    }
    for (size_t op = 0; op < num_operators && op < p->timings[r].size(); op++) p->timings[r][op].push_back(timings[op]);
  }
}

// Each runtime's arena, then each operator's median time over the runs.
void print_profile(xnn_model_runner_t runner, profile& p) {
  for (size_t r = 0; r < xnn_model_runner_num_runtimes(runner); r++) {
    const xnn_runtime* runtime = xnn_model_runner_runtime(runner, r);
    std::printf("call %zu: arena %zu bytes (lower bound %zu), layer by layer %zu (lower bound %zu)\n", r,
                runtime->arena_size, runtime->arena_lower_bound, runtime->arena_size_layer_by_layer,
                runtime->arena_lower_bound_layer_by_layer);
  }
  std::printf("%-6s %-6s %-40s %12s\n", "call", "op", "operator", "median us");
  for (size_t r = 0; r < p.names.size(); r++) {
    for (size_t op = 0; op < p.names[r].size(); op++) {
      std::vector<uint64_t>& t = p.timings[r][op];
      if (t.empty()) continue;
      std::sort(t.begin(), t.end());
      std::printf("%-6zu %-6zu %-40s %12llu\n", r, op, p.names[r][op].c_str(),
                  static_cast<unsigned long long>(t[t.size() / 2]));
    }
  }
}

// The whole file at `path`; false with a sentence on stderr when it cannot be read.
bool read_file(const std::string& path, std::vector<uint8_t>* bytes) {
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (file == nullptr) {
    std::fprintf(stderr, "xnn-run: cannot open %s\n", path.c_str());
    return false;
  }
  uint8_t buffer[65536];
  size_t read;
  while ((read = std::fread(buffer, 1, sizeof(buffer), file.get())) > 0) {
    bytes->insert(bytes->end(), buffer, buffer + read);
  }
  return true;
}

void print_signature(const char* what, size_t index, const xnn_program_tensor_signature& value) {
  static const char* const kValueNames[] = {"none",   "null",        "int",       "bool",      "double",
                                            "tensor", "string",      "int list",  "double list", "bool list",
                                            "tensor list", "optional tensor list"};
  if (value.value_type != 5) {
    std::printf("  %s %zu: %s\n", what, index, value.value_type < 12 ? kValueNames[value.value_type] : "?");
    return;
  }
  const char* name = xnn_scalar_type_name(value.scalar_type);
  const std::string dtype = name ? name : "scalar type " + std::to_string(value.scalar_type);
  const char* dynamism = value.shape_dynamism == 1   ? " (dynamic; upper bounds)"
                         : value.shape_dynamism == 2 ? " (dynamic; unbounded)"
                                                     : "";
  std::printf("  %s %zu: %s %s%s\n", what, index, dtype.c_str(),
              shape_text(value.sizes.size(), value.sizes.data()).c_str(), dynamism);
}

// --list: a program's methods with their inputs and outputs; a blob's one graph.
int list_model(const run_options& options) {
  std::vector<uint8_t> bytes;
  if (!read_file(options.model, &bytes)) return 1;
  if (bytes.size() >= 8 && std::memcmp(bytes.data() + 4, "ET12", 4) == 0) {
    std::vector<xnn_program_method_signature> methods;
    xnn_model_problem problem;
    if (!xnn_describe_program(bytes.data(), bytes.size(), &methods, &problem)) {
      std::fprintf(stderr, "xnn-run: %s\n", problem.message.c_str());
      return 1;
    }
    for (const xnn_program_method_signature& method : methods) {
      std::printf("method %s\n", xnn_printable_text(method.name).c_str());
      for (size_t i = 0; i < method.inputs.size(); i++) print_signature("input", i, method.inputs[i]);
      for (size_t i = 0; i < method.outputs.size(); i++) print_signature("output", i, method.outputs[i]);
    }
    return 0;
  }
  xnn_model_t model = nullptr;
  if (xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model) != xnn_status_success) return 1;
  std::unique_ptr<xnn_model, decltype(&xnn_model_delete)> model_guard(model, &xnn_model_delete);
  std::printf("delegate blob (one graph)\n");
  for (size_t i = 0; i < xnn_model_num_inputs(model); i++) {
    const tensor_kind kind = input_kind(model, i);
    std::printf("  input %zu: %s %s\n", i, kind.dtype_name.c_str(), kind_shape_text(kind).c_str());
  }
  for (size_t i = 0; i < xnn_model_num_outputs(model); i++) {
    const tensor_kind kind = output_kind(model, i);
    std::printf("  output %zu: %s %s\n", i, kind.dtype_name.c_str(), kind_shape_text(kind).c_str());
  }
  return 0;
}

int run(const run_options& options) {
  std::printf("model: %s\n", options.model.c_str());
  xnn_model_t model = nullptr;
  if (xnn_model_load_file_with_data(options.model.c_str(), options.data.empty() ? nullptr : options.data.c_str(),
                                    options.method, &model) != xnn_status_success) {
    return 1;
  }
  std::unique_ptr<xnn_model, decltype(&xnn_model_delete)> model_guard(model, &xnn_model_delete);
  if (options.check) return check_model_nodes(model) == 0 ? 0 : 1;
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> threadpool(
      options.threads > 1 ? pthreadpool_create(options.threads) : nullptr, &pthreadpool_destroy);
  xnn_model_runner_t runner = nullptr;
  const uint32_t flags = (options.profile ? XNN_FLAG_BASIC_PROFILING : 0) |
                         (options.no_fusion ? XNN_FLAG_NO_OPERATOR_FUSION : 0);
  if (xnn_model_create_runner(model, threadpool.get(), flags, &runner) != xnn_status_success) {
    return 1;
  }
  std::unique_ptr<xnn_model_runner, decltype(&xnn_model_delete_runner)> runner_guard(runner,
                                                                                      &xnn_model_delete_runner);
  std::vector<std::vector<uint8_t>> inputs;
  if (!prepare_inputs(model, runner, options, &inputs)) return 1;
  std::vector<double> times;
  profile per_operator;
  for (size_t r = 0; r < options.repeat; r++) {
    const auto start = std::chrono::steady_clock::now();
    if (xnn_model_run(runner) != xnn_status_success) {
      std::fprintf(stderr, "xnn-run: the run failed (see the message above)\n");
      return 1;
    }
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    if (options.profile) record_profile(runner, &per_operator);
  }
  if (!report_outputs(model, runner, options)) return 1;
  std::sort(times.begin(), times.end());
  std::printf("latency: median %.1f us over %zu runs (%zu threads)\n", times[times.size() / 2], times.size(),
              options.threads);
  if (options.profile) print_profile(runner, per_operator);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  run_options options;
  if (!parse_run_options(argc, argv, &options)) {
    std::fputs(kRunUsage, stderr);
    return 2;
  }
  if (options.help) {
    std::fputs(kRunUsage, stdout);
    return 0;
  }
  if (options.model.empty()) options.model = XNN_RUN_DEFAULT_MODEL;
  if (xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "xnn-run: xnn_initialize failed (see the message above)\n");
    return 1;
  }
  return options.list ? list_model(options) : run(options);
}
