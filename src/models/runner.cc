// Running a loaded model (include/xnn-model.h): one subgraph runtime per delegate call, run in order, with the
// calls' arguments wired through slots (one per method value a call touches).
#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "alloc-failure.h"
#include "allocator.h"
#include "log.h"
#include "models/model.h"
#include "models/subgraph-builder.h"
#include "models/sizes.h"

namespace {

// One tensor passed between calls: the model's inputs (caller data), intermediates and outputs (owned).
struct runner_slot {
  size_t num_dims = 0;
  size_t dims[XNN_MAX_TENSOR_DIMS] = {};
  const void* data = nullptr;  // the caller's input, a constant, or `owned`
  void* owned = nullptr;
  size_t owned_size = 0;

  ~runner_slot() { xnn_release_simd_memory(owned); }
};

// Bytes of a slot's shape (only fp32 values run today); false when they overflow size_t.
bool slot_bytes(const runner_slot& slot, size_t* bytes) {
  return xnn_checked_count(slot.dims, slot.num_dims, sizeof(float), bytes);
}

struct runner_step {
  const xnn_model_graph* graph = nullptr;
  xnn_built_subgraph built;
  xnn_runtime_t runtime = nullptr;
  std::vector<size_t> input_slots, output_slots;  // by the graph's input / output order
  ~runner_step() { xnn_delete_runtime(runtime); }
};

// Makes `slot` own at least `size` bytes (kept when large enough).
bool own(runner_slot& slot, size_t size) {
  if (slot.owned != nullptr && slot.owned_size >= size) return true;
  xnn_release_simd_memory(slot.owned);
  slot.owned = xnn_allocate_simd_memory(size);
  slot.owned_size = slot.owned ? size : 0;
  slot.data = slot.owned;
  return slot.owned != nullptr;
}

}  // namespace

struct xnn_model_runner {
  std::vector<std::unique_ptr<runner_slot>> slots;
  std::vector<std::unique_ptr<runner_step>> steps;
  std::vector<size_t> inputs, outputs;  // slot of each model input / output
  bool has_run = false;                  // the last xnn_model_run succeeded: the outputs hold its results
};

namespace {

// Fills `slot` with the shape of a method value or a graph value.
void describe_slot(const xnn_model_tensor_info& info, runner_slot* slot) {
  slot->num_dims = info.num_dims;
  std::memcpy(slot->dims, info.dims, sizeof(slot->dims));
}

xnn_status add_step(xnn_model_runner* runner, const xnn_model_graph& graph, std::vector<size_t> input_slots,
                    std::vector<size_t> output_slots, pthreadpool_t threadpool, uint32_t flags) {
  std::unique_ptr<runner_step> step(new (std::nothrow) runner_step);
  if (step == nullptr) return xnn_status_out_of_memory;
  step->graph = &graph;
  xnn_model_problem problem;
  if (!xnn_build_subgraph(graph, &step->built, &problem)) {
    xnn_log_error("%s", problem.message.c_str());
    return problem.status;
  }
  const xnn_status status = xnn_create_runtime_v2(step->built.subgraph, threadpool, flags, &step->runtime);
  if (status != xnn_status_success) return status;
  step->input_slots = std::move(input_slots);
  step->output_slots = std::move(output_slots);
  runner->steps.push_back(std::move(step));
  return xnn_status_success;
}

xnn_status build_program(xnn_model_runner* runner, const xnn_program_method& method, pthreadpool_t threadpool,
                         uint32_t flags) {
  // Slot i is method value i.
  for (size_t i = 0; i < method.values.size(); i++) {
    runner->slots.push_back(std::make_unique<runner_slot>());  // bad_alloc: the caller's guard; nothing leaks
    runner_slot& slot = *runner->slots.back();
    const xnn_method_value& value = method.values[i];
    // A value with more dims is refused by the decoder when a call or the method's inputs use it.
    slot.num_dims = std::min<size_t>(value.num_dims, XNN_MAX_TENSOR_DIMS);
    for (size_t d = 0; d < slot.num_dims; d++) slot.dims[d] = size_t(value.sizes[d]);
    if (value.constant.data != nullptr) {
      if (!own(slot, value.constant.size)) {
        xnn_log_error("xnn_model_create_runner: cannot allocate %zu bytes for constant value %zu", value.constant.size,
                      i);
        return xnn_status_out_of_memory;
      }
      std::memcpy(slot.owned, value.constant.data, value.constant.size);
    }
  }
  for (uint32_t index : method.inputs) {
    runner->inputs.push_back(index);
  }
  for (uint32_t index : method.outputs) runner->outputs.push_back(index);
  for (const xnn_delegate_call& call : method.calls) {
    const xnn_model_graph& graph = method.delegates[call.delegate];
    // A call's args are indexed by external id (checked by the decoder).
    std::vector<size_t> inputs, outputs;
    for (uint32_t id : graph.inputs) inputs.push_back(call.args[graph.values[id].external_id]);
    for (uint32_t id : graph.outputs) outputs.push_back(call.args[graph.values[id].external_id]);
    const xnn_status status = add_step(runner, graph, std::move(inputs), std::move(outputs), threadpool, flags);
    if (status != xnn_status_success) return status;
  }
  return xnn_status_success;
}

xnn_status build_blob(xnn_model_runner* runner, const xnn_decoded_model& model, pthreadpool_t threadpool,
                      uint32_t flags) {
  std::vector<size_t> inputs, outputs;
  for (size_t i = 0; i < model.inputs.size() + model.outputs.size(); i++) {
    runner->slots.push_back(std::make_unique<runner_slot>());  // bad_alloc: the caller's guard; nothing leaks
    const bool is_input = i < model.inputs.size();
    describe_slot(is_input ? model.inputs[i] : model.outputs[i - model.inputs.size()], runner->slots.back().get());
    (is_input ? runner->inputs : runner->outputs).push_back(i);
    (is_input ? inputs : outputs).push_back(i);
  }
  return add_step(runner, model.graph, std::move(inputs), std::move(outputs), threadpool, flags);
}

// The runner's input number of a slot (the decoder makes sure every other slot a step reads has data).
size_t input_number(const xnn_model_runner* runner, size_t slot) {
  return size_t(std::find(runner->inputs.begin(), runner->inputs.end(), slot) - runner->inputs.begin());
}

xnn_status run_step(xnn_model_runner* runner, size_t index) {
  runner_step& step = *runner->steps[index];
  std::vector<xnn_external_value> externals;
  for (size_t i = 0; i < step.input_slots.size(); i++) {
    runner_slot& slot = *runner->slots[step.input_slots[i]];
    if (slot.data == nullptr) {
      const size_t input = input_number(runner, step.input_slots[i]);
      xnn_log_error("xnn_model_run: input %zu has no data; expected xnn_model_set_input(runner, %zu, data) before "
                    "the run", input, input);
      return xnn_status_invalid_state;
    }
    const uint32_t id = step.graph->inputs[i];
    const xnn_status status = xnn_reshape_external_value(step.runtime, id, slot.num_dims, slot.dims);
    if (status != xnn_status_success) return status;
    externals.push_back({id, const_cast<void*>(slot.data)});
  }
  xnn_status status = xnn_reshape_runtime(step.runtime);
  if (status != xnn_status_success) return status;
  for (size_t i = 0; i < step.output_slots.size(); i++) {
    runner_slot& slot = *runner->slots[step.output_slots[i]];
    const uint32_t id = step.graph->outputs[i];
    status = xnn_get_external_value_shape(step.runtime, id, &slot.num_dims, slot.dims);
    if (status != xnn_status_success) return status;
    size_t bytes = 0;
    if (!slot_bytes(slot, &bytes)) {
      xnn_log_error("xnn_model_run: output %zu of delegate call %zu has shape %s, more bytes than fit in size_t", i,
                    index, xnn_dims_text(slot.dims, slot.num_dims).c_str());
      return xnn_status_out_of_memory;
    }
    if (!own(slot, bytes)) {
      xnn_log_error("xnn_model_run: cannot allocate %zu bytes for output %zu of delegate call %zu", bytes, i, index);
      return xnn_status_out_of_memory;
    }
    externals.push_back({id, slot.owned});
  }
  status = xnn_setup_runtime_v2(step.runtime, externals.size(), externals.data());
  if (status != xnn_status_success) return status;
  return xnn_invoke_runtime(step.runtime);
}

// The runner handle every running function takes: NULL is refused with one sentence naming the function.
bool check_runner(const char* function, const xnn_model_runner* runner) {
  if (runner != nullptr) return true;
  xnn_log_error("%s: runner is NULL; expected a runner made by xnn_model_create_runner", function);
  return false;
}

}  // namespace

enum xnn_status xnn_model_create_runner(xnn_model_t model, pthreadpool_t threadpool, uint32_t flags,
                                        xnn_model_runner_t* runner_out) {
  if (runner_out == nullptr) {
    xnn_log_error("xnn_model_create_runner: runner_out is NULL; expected a pointer to receive the runner");
    return xnn_status_invalid_parameter;
  }
  *runner_out = nullptr;
  if (model == nullptr) {
    xnn_log_error("xnn_model_create_runner: model is NULL; expected a model made by xnn_model_load_buffer or "
                  "xnn_model_load_file");
    return xnn_status_invalid_parameter;
  }
  std::unique_ptr<xnn_model_runner> runner(new (std::nothrow) xnn_model_runner);
  if (runner == nullptr) {
    xnn_log_error("xnn_model_create_runner: cannot allocate the runner");
    return xnn_status_out_of_memory;
  }
  return xnn_out_of_memory_guard("xnn_model_create_runner", [&] {
    const xnn_decoded_model& decoded = model->model;
    const xnn_status status = decoded.is_program ? build_program(runner.get(), decoded.method, threadpool, flags)
                                                 : build_blob(runner.get(), decoded, threadpool, flags);
    if (status == xnn_status_success) *runner_out = runner.release();
    return status;
  });
}

enum xnn_status xnn_model_reshape_input(xnn_model_runner_t runner, size_t index, size_t num_dims,
                                        const size_t* dims) {
  const char* function = "xnn_model_reshape_input";
  if (!check_runner(function, runner)) return xnn_status_invalid_parameter;
  if (index >= runner->inputs.size()) {
    xnn_log_error("%s: index is %zu; the model has %zu inputs", function, index, runner->inputs.size());
    return xnn_status_invalid_parameter;
  }
  if (num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: num_dims is %zu; expected at most %d", function, num_dims, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  if (dims == nullptr && num_dims != 0) {
    xnn_log_error("%s: dims is NULL with num_dims %zu; expected %zu dimensions", function, num_dims, num_dims);
    return xnn_status_invalid_parameter;
  }
  size_t bytes;
  if (!xnn_checked_count(dims, num_dims, sizeof(float), &bytes)) {
    xnn_log_error("%s: dims of input %zu are %s, more bytes than fit in size_t", function, index,
                  xnn_dims_text(dims, num_dims).c_str());
    return xnn_status_invalid_parameter;
  }
  runner_slot& slot = *runner->slots[runner->inputs[index]];
  slot.num_dims = num_dims;
  for (size_t d = 0; d < num_dims; d++) slot.dims[d] = dims[d];
  return xnn_status_success;
}

enum xnn_status xnn_model_set_input(xnn_model_runner_t runner, size_t index, const void* data) {
  const char* function = "xnn_model_set_input";
  if (!check_runner(function, runner)) return xnn_status_invalid_parameter;
  if (index >= runner->inputs.size()) {
    xnn_log_error("%s: index is %zu; the model has %zu inputs", function, index, runner->inputs.size());
    return xnn_status_invalid_parameter;
  }
  if (data == nullptr) {
    xnn_log_error("%s: data of input %zu is NULL; expected the input's elements", function, index);
    return xnn_status_invalid_parameter;
  }
  runner->slots[runner->inputs[index]]->data = data;
  return xnn_status_success;
}

enum xnn_status xnn_model_run(xnn_model_runner_t runner) {
  if (!check_runner("xnn_model_run", runner)) return xnn_status_invalid_parameter;
  runner->has_run = false;
  return xnn_out_of_memory_guard("xnn_model_run", [&] {
    for (size_t index = 0; index < runner->steps.size(); index++) {
      const xnn_status status = run_step(runner, index);
      if (status != xnn_status_success) return status;
    }
    runner->has_run = true;
    return xnn_status_success;
  });
}

enum xnn_status xnn_model_get_output(xnn_model_runner_t runner, size_t index, struct xnn_model_tensor_info* info_out,
                                     const void** data_out) {
  const char* function = "xnn_model_get_output";
  if (!check_runner(function, runner)) return xnn_status_invalid_parameter;
  if (index >= runner->outputs.size()) {
    xnn_log_error("%s: index is %zu; the model has %zu outputs", function, index, runner->outputs.size());
    return xnn_status_invalid_parameter;
  }
  if (info_out == nullptr || data_out == nullptr) {
    xnn_log_error("%s: %s is NULL; expected a pointer to receive the output's %s", function,
                  info_out == nullptr ? "info_out" : "data_out", info_out == nullptr ? "shape" : "data");
    return xnn_status_invalid_parameter;
  }
  if (!runner->has_run) {
    xnn_log_error("%s: output %zu has no data; expected a successful xnn_model_run first", function, index);
    return xnn_status_invalid_state;
  }
  const runner_slot& slot = *runner->slots[runner->outputs[index]];
  info_out->datatype = xnn_datatype_fp32;
  info_out->num_dims = slot.num_dims;
  std::memcpy(info_out->dims, slot.dims, sizeof(info_out->dims));
  *data_out = slot.data;
  return xnn_status_success;
}

size_t xnn_model_runner_num_runtimes(xnn_model_runner_t runner) {
  return check_runner("xnn_model_runner_num_runtimes", runner) ? runner->steps.size() : 0;
}

xnn_runtime_t xnn_model_runner_runtime(xnn_model_runner_t runner, size_t index) {
  const char* function = "xnn_model_runner_runtime";
  if (!check_runner(function, runner)) return nullptr;
  if (index >= runner->steps.size()) {
    xnn_log_error("%s: index is %zu; the runner has %zu runtimes", function, index, runner->steps.size());
    return nullptr;
  }
  return runner->steps[index]->runtime;
}

enum xnn_status xnn_model_delete_runner(xnn_model_runner_t runner) {
  delete runner;
  return xnn_status_success;
}
