// Running a loaded model (include/xnn-model.h). A program's method runs as ExecuTorch's Method::execute does: its
// chains one after the other, each instruction in turn (KernelCalls through the portable operators, DelegateCalls
// through one subgraph runtime each, MoveCall, JumpFalseCall, FreeCall), on the method's values: planned tensors in
// buffers allocated once by the plan's sizes, constants copied, other tensors in memory the runner owns and grows.
// A bare delegate blob is one DelegateCall.
#include <algorithm>
#include <charconv>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "alloc-failure.h"
#include "allocator.h"
#include "log.h"
#include "models/file-page-release.h"
#include "models/model.h"
#include "models/portable/registry.h"
#include "models/portable/values.h"
#include "models/sizes.h"
#include "models/subgraph-builder.h"

namespace {

// Instructions one run may execute: a JumpFalseCall loop stops here instead of running forever. A method without
// loops runs each instruction once; a million is far beyond any exported model's instruction count.
constexpr size_t kMaxInstructionSteps = 1000000;

// "output 3 of the delegate" without the heap: such names are made on every run and read only in a refusal.
struct indexed_name {
  char text[64] = {};
  indexed_name(const char* before, size_t index, const char* after) {  // before and after: at most 20 characters
    char* end = std::to_chars(text + std::strlen(before), text + 44, index).ptr;
    std::memcpy(text, before, std::strlen(before));
    std::memcpy(end, after, std::strlen(after));
  }
};

// One DelegateCall: its subgraph runtime and the method values of the graph's inputs and outputs, in graph order.
struct runner_step {
  xnn_built_subgraph built;
  xnn_runtime_t runtime = nullptr;
  const xnn_model_graph* graph = nullptr;
  std::vector<uint32_t> input_values, output_values;
  std::vector<xnn_external_value> externals;  // kept across runs so that a run allocates nothing
  ~runner_step() { xnn_delete_runtime(runtime); }
};

// Where a tensor's memory is when a run starts (FreeCall and et_view change it during a run).
struct tensor_home {
  uint8_t* data = nullptr;
  size_t capacity = 0;
  bool read_only = false;
};

struct runner_input {
  uint32_t value = 0;
  const void* data = nullptr;  // the caller's
  size_t num_dims = 0;
  int64_t sizes[XNN_MAX_TENSOR_DIMS] = {};
  // The declared rank, which a reshape keeps whatever the input's dynamism (as ExecuTorch's set_input does).
  size_t declared_num_dims = 0;
};

}  // namespace

struct xnn_model_runner {
  const xnn_program_method* method = nullptr;  // nullptr for a bare blob
  xnn_program_state state;
  std::vector<tensor_home> homes;  // by tensor
  std::vector<void*> buffers;      // planned buffers, by memory_id
  std::vector<std::unique_ptr<runner_step>> steps;  // by call (the method's `calls`)
  std::vector<const xnn_portable_op*> kernels;      // by operator index
  std::vector<std::vector<xnn_operator_t>> kernel_operators;  // by chain and instruction: xnn operators of calls
  std::vector<runner_input> inputs;
  std::vector<uint32_t> outputs;  // value of each model output
  bool has_run = false;           // the last xnn_model_run succeeded: the outputs hold its results
  xnn_weights_cache_t weights_cache = nullptr;  // every step's runtime packs through it (may be NULL)
  const xnn_model* model = nullptr;             // whose file pages creation lets the system drop

  ~xnn_model_runner() {
    for (void* buffer : buffers) xnn_release_simd_memory(buffer);
    for (const std::vector<xnn_operator_t>& chain : kernel_operators) {
      for (xnn_operator_t op : chain) {
        if (op != nullptr) xnn_delete_operator(op);  // most calls have none; NULL would be logged as a misuse
      }
    }
  }
};

namespace {

xnn_status add_step(xnn_model_runner* runner, const xnn_model_graph& graph, std::vector<uint32_t> input_values,
                    std::vector<uint32_t> output_values, pthreadpool_t threadpool, uint32_t flags) {
  std::unique_ptr<runner_step> step(new (std::nothrow) runner_step);
  if (step == nullptr) return xnn_status_out_of_memory;
  step->graph = &graph;
  xnn_model_problem problem;
  if (!xnn_build_subgraph(graph, &step->built, &problem)) {
    xnn_log_error("%s", problem.message.c_str());
    return problem.status;
  }
  xnn_file_page_release pages(*runner->model);
  for (const xnn_built_subgraph::file_constant& c : step->built.file_constants) pages.track(c.data, c.size, c.packers);
  const xnn_packing_observer observer = pages.observer();
  const xnn_packing_observer_scope observing(observer);
  const xnn_status status =
      xnn_create_runtime_v3(step->built.subgraph, runner->weights_cache, threadpool, flags, &step->runtime);
  if (status != xnn_status_success) return status;
  step->input_values = std::move(input_values);
  step->output_values = std::move(output_values);
  runner->steps.push_back(std::move(step));
  return xnn_status_success;
}

// Memory the runner owns for a tensor: `bytes` zeroed (at least one, so that data is never NULL), padded for xnn
// operators that read past the end.
bool own(xnn_run_tensor& tensor, size_t bytes) {
  tensor.owned = xnn_allocate_zero_simd_memory(std::max<size_t>(bytes, 1) + XNN_EXTRA_BYTES);
  if (tensor.owned == nullptr) return false;
  tensor.owned_size = bytes;
  tensor.data = static_cast<uint8_t*>(tensor.owned);
  tensor.capacity = bytes;
  return true;
}

xnn_status build_values(xnn_model_runner* runner, const xnn_program_method& method) {
  xnn_program_state& state = runner->state;
  state.method = &method;
  // Each planned buffer is allocated as far as its tensors reach (the plan's size is an upper bound the decoder
  // checked them against), so a plan claiming more than it uses costs nothing.
  std::vector<uint64_t> extents(method.buffer_sizes.size(), 0);
  for (const xnn_method_value& value : method.values) {
    if (value.is_tensor() && value.planned) {
      extents[value.memory_id] = std::max<uint64_t>(extents[value.memory_id], value.memory_offset + value.nbytes);
    }
  }
  runner->buffers.reserve(extents.size());  // push_back below must not throw once a buffer is allocated
  for (uint64_t extent : extents) {
    void* buffer = xnn_allocate_zero_simd_memory(size_t(extent) + XNN_EXTRA_BYTES);
    if (buffer == nullptr) {
      xnn_log_error("xnn_model_create_runner: cannot allocate %llu bytes for planned buffer %zu",
                    static_cast<unsigned long long>(extent), runner->buffers.size());
      return xnn_status_out_of_memory;
    }
    runner->buffers.push_back(buffer);
  }
  state.values.resize(method.values.size());
  state.tensors.resize(method.values.size());
  runner->homes.resize(method.values.size());
  for (size_t i = 0; i < method.values.size(); i++) {
    const xnn_method_value& value = method.values[i];
    xnn_run_value& run = state.values[i];
    run.type = value.type;
    run.int_value = value.int_value;
    run.double_value = value.double_value;
    run.bool_value = value.bool_value;
    run.tensor = uint32_t(i);
    if (!value.is_tensor()) continue;
    xnn_run_tensor& tensor = state.tensors[i];
    tensor.scalar_type = value.scalar_type;
    tensor.num_dims = value.num_dims;
    std::copy(value.sizes, value.sizes + value.num_dims, tensor.sizes);
    if (value.planned) {
      tensor.data = static_cast<uint8_t*>(runner->buffers[value.memory_id]) + value.memory_offset;
      tensor.capacity = value.nbytes;
      if (value.initial.data != nullptr) std::memcpy(tensor.data, value.initial.data, value.initial.size);
    } else if (std::find(method.inputs.begin(), method.inputs.end(), i) != method.inputs.end()) {
      continue;  // the caller's memory, set by each run
    } else {
      if (!own(tensor, value.nbytes)) {
        xnn_log_error("xnn_model_create_runner: cannot allocate %zu bytes for value %zu", value.nbytes, i);
        return xnn_status_out_of_memory;
      }
      tensor.growable = value.constant.data == nullptr;
      tensor.read_only = value.constant.data != nullptr;
      if (value.constant.data != nullptr) std::memcpy(tensor.data, value.constant.data, value.constant.size);
    }
    runner->homes[i] = tensor_home{tensor.data, tensor.capacity, tensor.read_only};
  }
  return xnn_status_success;
}

xnn_status build_program(xnn_model_runner* runner, const xnn_program_method& method, pthreadpool_t threadpool,
                         uint32_t flags) {
  runner->method = &method;
  const xnn_status status = build_values(runner, method);
  if (status != xnn_status_success) return status;
  for (uint32_t index : method.inputs) {
    runner_input input;
    input.value = index;
    input.num_dims = method.values[index].num_dims;
    input.declared_num_dims = input.num_dims;
    std::copy(method.values[index].sizes, method.values[index].sizes + input.num_dims, input.sizes);
    runner->inputs.push_back(input);
  }
  runner->outputs = method.outputs;
  for (const std::string& name : method.operators) runner->kernels.push_back(xnn_find_portable_op(name));
  for (const std::vector<xnn_program_instruction>& chain : method.chains) {
    runner->kernel_operators.emplace_back(chain.size(), nullptr);
  }
  for (const xnn_delegate_call& call : method.calls) {
    const xnn_model_graph& graph = method.delegates[call.delegate];
    // A call's args are indexed by external id (checked by the decoder).
    std::vector<uint32_t> inputs, outputs;
    for (uint32_t id : graph.inputs) inputs.push_back(call.args[graph.values[id].external_id]);
    for (uint32_t id : graph.outputs) outputs.push_back(call.args[graph.values[id].external_id]);
    const xnn_status step_status = add_step(runner, graph, std::move(inputs), std::move(outputs), threadpool, flags);
    if (step_status != xnn_status_success) return step_status;
  }
  return xnn_status_success;
}

// A bare blob: values 0.. are its inputs then its outputs (fp32 tensors of the graph's shapes), one step.
xnn_status build_blob(xnn_model_runner* runner, const xnn_decoded_model& model, pthreadpool_t threadpool,
                      uint32_t flags) {
  xnn_program_state& state = runner->state;
  const size_t count = model.inputs.size() + model.outputs.size();
  state.values.resize(count);
  state.tensors.resize(count);
  runner->homes.resize(count);
  std::vector<uint32_t> inputs, outputs;
  for (size_t i = 0; i < count; i++) {
    const bool is_input = i < model.inputs.size();
    const xnn_model_tensor_info& info = is_input ? model.inputs[i] : model.outputs[i - model.inputs.size()];
    state.values[i].type = xnn_value_tensor;
    state.values[i].tensor = uint32_t(i);
    xnn_run_tensor& tensor = state.tensors[i];
    tensor.scalar_type = 6;  // Float: blobs run fp32 externals
    tensor.num_dims = info.num_dims;
    for (size_t d = 0; d < info.num_dims; d++) tensor.sizes[d] = int64_t(info.dims[d]);
    if (is_input) {
      runner_input input;
      input.value = uint32_t(i);
      input.num_dims = tensor.num_dims;
      input.declared_num_dims = input.num_dims;
      std::copy(tensor.sizes, tensor.sizes + tensor.num_dims, input.sizes);
      runner->inputs.push_back(input);
      inputs.push_back(uint32_t(i));
    } else {
      if (!own(tensor, 0)) return xnn_status_out_of_memory;
      tensor.growable = true;
      runner->homes[i] = tensor_home{tensor.data, tensor.capacity, false};
      runner->outputs.push_back(uint32_t(i));
      outputs.push_back(uint32_t(i));
    }
  }
  return add_step(runner, model.graph, std::move(inputs), std::move(outputs), threadpool, flags);
}

// Every tensor starts a run where the plan put it; inputs take the caller's shapes and data (copied into planned
// memory when the plan has a place for them, as ExecuTorch's set_input does).
xnn_status start_run(xnn_model_runner* runner) {
  xnn_program_state& state = runner->state;
  // MoveCalls and SymInts of the last run are undone: each run starts from the program's values.
  for (size_t v = 0; runner->method != nullptr && v < state.values.size(); v++) {
    const xnn_method_value& value = runner->method->values[v];
    xnn_run_value& run = state.values[v];
    run.int_value = value.int_value;
    run.double_value = value.double_value;
    run.bool_value = value.bool_value;
    run.tensor = uint32_t(v);
  }
  for (size_t t = 0; t < state.tensors.size(); t++) {
    xnn_run_tensor& tensor = state.tensors[t];
    tensor.read_only = runner->homes[t].read_only;  // an et_view of the last run may have changed it
    if (tensor.owned != nullptr) {
      tensor.data = static_cast<uint8_t*>(tensor.owned);
      tensor.capacity = tensor.owned_size;
      tensor.growable = !tensor.read_only;
    } else {
      tensor.data = runner->homes[t].data;
      tensor.capacity = runner->homes[t].capacity;
    }
  }
  for (size_t i = 0; i < runner->inputs.size(); i++) {
    const runner_input& input = runner->inputs[i];
    if (input.data == nullptr) {
      xnn_log_error("xnn_model_run: input %zu has no data; expected xnn_model_set_input(runner, %zu, data) before "
                    "the run", i, i);
      return xnn_status_invalid_state;
    }
    xnn_run_tensor& tensor = state.tensors[input.value];
    const bool planned = runner->method != nullptr && runner->method->values[input.value].planned;
    if (!planned) {
      tensor.num_dims = input.num_dims;
      std::copy(input.sizes, input.sizes + input.num_dims, tensor.sizes);
      tensor.data = static_cast<uint8_t*>(const_cast<void*>(input.data));
      tensor.capacity = tensor.numel() * tensor.element_size();
      tensor.read_only = true;
      continue;
    }
    const indexed_name what("input ", i, "");
    if (!state.resize(tensor, input.num_dims, input.sizes, what.text)) {
      xnn_log_error("xnn_model_run: %s", state.error.c_str());
      return xnn_status_invalid_parameter;
    }
    std::memcpy(tensor.data, input.data, tensor.numel() * tensor.element_size());
  }
  return xnn_status_success;
}

xnn_status run_step(xnn_model_runner* runner, size_t index, std::string* error) {
  runner_step& step = *runner->steps[index];
  xnn_program_state& state = runner->state;
  std::vector<xnn_external_value>& externals = step.externals;
  externals.clear();
  for (size_t i = 0; i < step.input_values.size(); i++) {
    xnn_run_tensor& tensor = state.tensors[state.values[step.input_values[i]].tensor];
    if (tensor.data == nullptr) {
      *error = "input " + std::to_string(i) + " of the delegate (value " + std::to_string(step.input_values[i]) +
               ") was freed by a FreeCall";
      return xnn_status_invalid_state;
    }
    // A portable operator before the call may have given it more dims than a delegate takes.
    if (tensor.num_dims > XNN_MAX_TENSOR_DIMS) {
      *error = "input " + std::to_string(i) + " of the delegate (value " + std::to_string(step.input_values[i]) +
               ") has " + std::to_string(tensor.num_dims) + " dims; a delegate takes at most " +
               std::to_string(XNN_MAX_TENSOR_DIMS);
      return xnn_status_invalid_state;
    }
    size_t dims[XNN_MAX_TENSOR_DIMS];
    const size_t num_dims = tensor.num_dims;
    for (size_t d = 0; d < num_dims; d++) dims[d] = size_t(tensor.sizes[d]);
    const uint32_t id = step.graph->inputs[i];
    const xnn_status status = xnn_reshape_external_value(step.runtime, id, num_dims, dims);
    if (status != xnn_status_success) {
      *error = "the delegate refused input " + std::to_string(i) + " of shape " + xnn_dims_text(dims, num_dims);
      return status;
    }
    externals.push_back({id, tensor.data});
  }
  xnn_status status = xnn_reshape_runtime(step.runtime);
  if (status != xnn_status_success) {
    *error = "the delegate's runtime could not be reshaped to its inputs";
    return status;
  }
  for (size_t i = 0; i < step.output_values.size(); i++) {
    xnn_run_tensor& tensor = state.tensors[state.values[step.output_values[i]].tensor];
    const uint32_t id = step.graph->outputs[i];
    size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
    status = xnn_get_external_value_shape(step.runtime, id, &num_dims, dims);
    if (status != xnn_status_success) return status;
    int64_t sizes[XNN_MAX_TENSOR_DIMS];
    for (size_t d = 0; d < num_dims; d++) sizes[d] = int64_t(dims[d]);
    const indexed_name what("output ", i, " of the delegate");
    if (tensor.read_only) {
      *error = std::string(what.text) + " (value " + std::to_string(step.output_values[i]) +
               ") names read-only memory (a constant or the caller's input, through a MoveCall or an et_view)";
      return xnn_status_invalid_state;
    }
    if (tensor.data == nullptr || !state.resize(tensor, num_dims, sizes, what.text)) {
      *error = tensor.data == nullptr ? std::string(what.text) + " was freed by a FreeCall" : state.error;
      return xnn_status_invalid_state;
    }
    externals.push_back({id, tensor.data});
  }
  status = xnn_setup_runtime_v2(step.runtime, externals.size(), externals.data());
  if (status != xnn_status_success) return status;
  return xnn_invoke_runtime(step.runtime);
}

// A JumpFalseCall's condition: a Bool, or a bool tensor that is true when every element is.
bool condition_holds(const xnn_program_state& state, uint32_t value, std::string* error) {
  const xnn_run_value& condition = state.values[value];
  if (condition.type == xnn_value_bool) return condition.bool_value;
  const xnn_run_tensor& tensor = state.tensors[condition.tensor];
  if (tensor.data == nullptr) {
    *error = "its condition (value " + std::to_string(value) + ") was freed by a FreeCall";
    return false;
  }
  const size_t count = tensor.numel();
  for (size_t i = 0; i < count; i++) {
    if (tensor.data[i] == 0) return false;
  }
  return true;
}

xnn_status run_kernel(xnn_model_runner* runner, const xnn_program_instruction& instruction, xnn_operator_t* xnn_op,
                      std::string* error) {
  xnn_program_state& state = runner->state;
  const xnn_portable_op& op = *runner->kernels[instruction.index];
  for (size_t a = 0; a < instruction.args.size(); a++) {
    const uint32_t arg = instruction.args[a];
    const xnn_run_value& value = state.values[arg];
    if (value.type != xnn_value_tensor) continue;
    const xnn_run_tensor& tensor = state.tensors[value.tensor];
    if (tensor.data == nullptr) {
      *error = "arg value " + std::to_string(arg) + " was freed by a FreeCall";
      return xnn_status_invalid_state;
    }
    // The decoder refused constants and unplanned inputs as out tensors; a MoveCall or an et_view can still make
    // an out value name their memory.
    if (op.signature[a] == 'O' && tensor.read_only) {
      *error = "arg " + std::to_string(a) + " (an out tensor) is value " + std::to_string(arg) +
               ", which names read-only memory (a constant or the caller's input, through a MoveCall or an et_view)";
      return xnn_status_invalid_state;
    }
  }
  xnn_kernel_call call{state, instruction.args, op.name, xnn_op};
  if (!op.run(call)) {
    *error = state.error;
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Runs the method's chains as ExecuTorch's Method::execute does; returns the failing status with its sentence.
xnn_status run_program(xnn_model_runner* runner) {
  const xnn_program_method& method = *runner->method;
  size_t steps = 0;
  for (size_t c = 0; c < method.chains.size(); c++) {
    const std::vector<xnn_program_instruction>& chain = method.chains[c];
    size_t i = 0;
    while (i < chain.size()) {
      if (++steps > kMaxInstructionSteps) {
        xnn_log_error("xnn_model_run: method '%s' ran %zu instructions without finishing (chain %zu instruction "
                      "%zu); at most %zu run per run, so a JumpFalseCall loop cannot run forever",
                      xnn_printable_text(method.name).c_str(), kMaxInstructionSteps, c, i, kMaxInstructionSteps);
        return xnn_status_invalid_state;
      }
      const xnn_program_instruction& instruction = chain[i];
      size_t next = i + 1;
      std::string error;
      xnn_status status = xnn_status_success;
      switch (instruction.kind) {
        case xnn_instruction_kind::kernel_call:
          status = run_kernel(runner, instruction, &runner->kernel_operators[c][i], &error);
          break;
        case xnn_instruction_kind::delegate_call: status = run_step(runner, instruction.index, &error); break;
        case xnn_instruction_kind::move_call:
          runner->state.values[instruction.args[1]] = runner->state.values[instruction.args[0]];
          break;
        case xnn_instruction_kind::free_call:
          runner->state.tensors[runner->state.values[instruction.args[0]].tensor].data = nullptr;
          break;
        case xnn_instruction_kind::jump_false:
          if (!condition_holds(runner->state, instruction.args[0], &error)) next = instruction.index;
          if (!error.empty()) status = xnn_status_invalid_state;
          break;
      }
      if (status != xnn_status_success) {
        const std::string what = instruction.kind == xnn_instruction_kind::kernel_call
                                     ? " (" + method.operators[instruction.index] + ")"
                                     : "";
        xnn_log_error("xnn_model_run: method '%s' chain %zu instruction %zu%s: %s",
                      xnn_printable_text(method.name).c_str(), c, i, what.c_str(),
                      error.empty() ? "the delegate failed" : error.c_str());
        return status;
      }
      i = next;
    }
  }
  return xnn_status_success;
}

// What a method leaves in its outputs must be returnable: data (no FreeCall dropped it) and at most
// XNN_MAX_TENSOR_DIMS dims.
xnn_status check_outputs(const xnn_model_runner& runner) {
  for (size_t o = 0; o < runner.outputs.size(); o++) {
    const uint32_t value = runner.outputs[o];
    const xnn_run_tensor& tensor = runner.state.tensors[runner.state.values[value].tensor];
    if (tensor.data == nullptr) {
      xnn_log_error("xnn_model_run: output %zu (value %u) was freed by a FreeCall; an output must hold data when the "
                    "method ends", o, value);
      return xnn_status_invalid_state;
    }
    if (tensor.num_dims > XNN_MAX_TENSOR_DIMS) {
      xnn_log_error("xnn_model_run: output %zu (value %u) has %zu dims when the method ends; at most %d can be "
                    "returned", o, value, tensor.num_dims, XNN_MAX_TENSOR_DIMS);
      return xnn_status_invalid_state;
    }
  }
  return xnn_status_success;
}

// The runner handle every running function takes: NULL is refused with one sentence naming the function.
bool check_runner(const char* function, const xnn_model_runner* runner) {
  if (runner != nullptr) return true;
  xnn_log_error("%s: runner is NULL; expected a runner made by xnn_model_create_runner", function);
  return false;
}

}  // namespace

namespace {

// xnn_model_create_runner and _v2; `function` names the caller in log sentences.
enum xnn_status create_runner(const char* function, xnn_model_t model, xnn_weights_cache_t weights_cache,
                              pthreadpool_t threadpool, uint32_t flags, xnn_model_runner_t* runner_out) {
  if (runner_out == nullptr) {
    xnn_log_error("%s: runner_out is NULL; expected a pointer to receive the runner", function);
    return xnn_status_invalid_parameter;
  }
  *runner_out = nullptr;
  if (model == nullptr) {
    xnn_log_error("%s: model is NULL; expected a model made by xnn_model_load_buffer or xnn_model_load_file",
                  function);
    return xnn_status_invalid_parameter;
  }
  std::unique_ptr<xnn_model_runner> runner(new (std::nothrow) xnn_model_runner);
  if (runner == nullptr) {
    xnn_log_error("%s: cannot allocate the runner", function);
    return xnn_status_out_of_memory;
  }
  runner->weights_cache = weights_cache;
  runner->model = model;
  return xnn_out_of_memory_guard(function, [&] {
    const xnn_decoded_model& decoded = model->model;
    const xnn_status status = decoded.is_program ? build_program(runner.get(), decoded.method, threadpool, flags)
                                                 : build_blob(runner.get(), decoded, threadpool, flags);
    if (status == xnn_status_success) {
      xnn_model_drop_resident_bytes(model);
      *runner_out = runner.release();
    }
    return status;
  });
}

}  // namespace

enum xnn_status xnn_model_create_runner(xnn_model_t model, pthreadpool_t threadpool, uint32_t flags,
                                        xnn_model_runner_t* runner_out) {
  return create_runner("xnn_model_create_runner", model, nullptr, threadpool, flags, runner_out);
}

enum xnn_status xnn_model_create_runner_v2(xnn_model_t model, xnn_weights_cache_t weights_cache,
                                           pthreadpool_t threadpool, uint32_t flags, xnn_model_runner_t* runner_out) {
  return create_runner("xnn_model_create_runner_v2", model, weights_cache, threadpool, flags, runner_out);
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
  runner_input& input = runner->inputs[index];
  const size_t element_size = std::max<size_t>(runner->state.tensors[input.value].element_size(), 1);
  size_t bytes;
  if (!xnn_checked_count(dims, num_dims, element_size, &bytes) || bytes > size_t(INT64_MAX)) {
    xnn_log_error("%s: dims of input %zu are %s, more bytes than fit in size_t", function, index,
                  xnn_dims_text(dims, num_dims).c_str());
    return xnn_status_invalid_parameter;
  }
  if (num_dims != input.declared_num_dims) {
    xnn_log_error("%s: input %zu is given rank %zu (dims %s); the model declares rank %zu", function, index, num_dims,
                  xnn_dims_text(dims, num_dims).c_str(), input.declared_num_dims);
    return xnn_status_invalid_parameter;
  }
  input.num_dims = num_dims;
  for (size_t d = 0; d < num_dims; d++) input.sizes[d] = int64_t(dims[d]);
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
  runner->inputs[index].data = data;
  return xnn_status_success;
}

enum xnn_status xnn_model_run(xnn_model_runner_t runner) {
  if (!check_runner("xnn_model_run", runner)) return xnn_status_invalid_parameter;
  runner->has_run = false;
  return xnn_out_of_memory_guard("xnn_model_run", [&] {
    xnn_status status = start_run(runner);
    if (status != xnn_status_success) return status;
    if (runner->method != nullptr) {
      status = run_program(runner);
      if (status == xnn_status_success) status = check_outputs(*runner);
    } else {
      std::string error;
      status = run_step(runner, 0, &error);
      if (status != xnn_status_success && !error.empty()) xnn_log_error("xnn_model_run: %s", error.c_str());
    }
    runner->has_run = status == xnn_status_success;
    return status;
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
  const xnn_run_tensor& tensor = runner->state.tensors[runner->state.values[runner->outputs[index]].tensor];
  info_out->datatype = xnn_scalar_type_datatype(tensor.scalar_type);
  info_out->num_dims = std::min<size_t>(tensor.num_dims, XNN_MAX_TENSOR_DIMS);
  for (size_t d = 0; d < info_out->num_dims; d++) info_out->dims[d] = size_t(tensor.sizes[d]);
  *data_out = tensor.data;
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
