// libFuzzer target for the model decoder (built with -Dfuzzing=true under clang; run by scripts/fuzz.sh).
// Any input must either decode into a graph whose every index and pointer is in range, or be refused with one
// sentence starting "model: "; anything else traps so the fuzzer records it. Inputs with the FlatTensor
// identifier (FT01) go to the external data decoder instead: every key's bytes inside the input, or one sentence
// starting "external data: ".
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "models/flat-tensor.h"
#include "models/model.h"

namespace {

void require(bool condition) {
  if (!condition) __builtin_trap();
}

void require_inside(const xnn_model_bytes& bytes, const uint8_t* data, size_t size) {
  if (bytes.data == nullptr) return;
  require(bytes.data >= data && bytes.size <= size && bytes.data - data <= ptrdiff_t(size - bytes.size));
}

void check_graph(const xnn_model_graph& graph, const uint8_t* data, size_t size) {
  for (const xnn_graph_value& value : graph.values) {
    require(value.num_dims <= XNN_MAX_TENSOR_DIMS);
    require_inside(value.constant, data, size);
    require_inside(value.quantization.scale_data, data, size);
    require_inside(xnn_model_bytes{value.quantization.scales.data, value.quantization.scales.count * sizeof(float)},
                   data, size);
  }
  for (const xnn_graph_node& node : graph.nodes) {
    require(node.num_inputs <= 5 && node.num_outputs <= 2);
    for (uint32_t i = 0; i < node.num_inputs; i++) {
      require(node.inputs[i] < graph.values.size() || node.inputs[i] == XNN_INVALID_VALUE_ID);
    }
    for (uint32_t i = 0; i < node.num_outputs; i++) require(node.outputs[i] < graph.values.size());
    require(node.params.shape.num_dims <= XNN_MAX_TENSOR_DIMS);
    require(node.params.second_shape.num_dims <= XNN_MAX_TENSOR_DIMS);
  }
  for (uint32_t id : graph.inputs) require(id < graph.values.size());
  for (uint32_t id : graph.outputs) require(id < graph.values.size());
}

void check_flat_tensor(const uint8_t* data, size_t size) {
  std::vector<xnn_named_data> named;
  xnn_model_problem problem;
  if (!xnn_decode_flat_tensor(data, size, &named, &problem)) {
    require(problem.status == xnn_status_invalid_parameter);
    require(problem.message.rfind("external data: ", 0) == 0 && problem.message.find('\n') == std::string::npos);
    return;
  }
  for (const xnn_named_data& entry : named) require_inside(entry.bytes, data, size);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size >= 8 && std::memcmp(data + 4, "FT01", 4) == 0) {
    check_flat_tensor(data, size);
    return 0;
  }
  xnn_decoded_model model;
  xnn_model_problem problem;
  if (!xnn_decode_model(data, size, "forward", &model, &problem)) {
    require(problem.status == xnn_status_invalid_parameter || problem.status == xnn_status_unsupported_parameter);
    require(problem.message.rfind("model: ", 0) == 0 && problem.message.find('\n') == std::string::npos);
    return 0;
  }
  if (!model.is_program) {
    check_graph(model.graph, data, size);
    return 0;
  }
  const xnn_program_method& method = model.method;
  for (const xnn_method_value& value : method.values) require_inside(value.constant, data, size);
  for (const xnn_model_graph& graph : method.delegates) check_graph(graph, data, size);
  for (const xnn_delegate_call& call : method.calls) {
    require(call.delegate < method.delegates.size());
    const xnn_model_graph& graph = method.delegates[call.delegate];
    require(call.args.size() == graph.num_externs);
    for (uint32_t arg : call.args) require(arg < method.values.size());
    for (const std::vector<uint32_t>* list : {&graph.inputs, &graph.outputs}) {
      for (uint32_t id : *list) require(method.values[call.args[graph.values[id].external_id]].is_tensor());
    }
  }
  for (const xnn_method_value& value : method.values) {
    for (int64_t item : value.items) require(item >= -1 && item < int64_t(method.values.size()));
    if (value.planned) {
      require(value.memory_id < method.buffer_sizes.size());
      require(value.memory_offset + value.nbytes <= uint64_t(method.buffer_sizes[value.memory_id]));
    }
  }
  for (const std::vector<xnn_program_instruction>& chain : method.chains) {
    for (const xnn_program_instruction& instruction : chain) {
      for (uint32_t arg : instruction.args) require(arg < method.values.size());
      switch (instruction.kind) {
        case xnn_instruction_kind::kernel_call: require(instruction.index < method.operators.size()); break;
        case xnn_instruction_kind::delegate_call: require(instruction.index < method.calls.size()); break;
        case xnn_instruction_kind::jump_false: require(instruction.index <= chain.size()); break;
        default: break;
      }
    }
  }
  require(model.inputs.size() == method.inputs.size() && model.outputs.size() == method.outputs.size());
  return 0;
}
