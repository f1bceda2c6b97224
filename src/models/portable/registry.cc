#include "models/portable/registry.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace {

const std::vector<const xnn_portable_op*>& all_ops() {
  static const std::vector<const xnn_portable_op*> ops = [] {
    std::vector<const xnn_portable_op*> list;
    const std::vector<xnn_portable_op>* tables[] = {
        &xnn_elementwise_ops(),
        &xnn_shape_ops(),
        &xnn_prim_ops(),
        &xnn_reduce_ops(),
        &xnn_math_ops(),
        &xnn_linalg_ops(),
        &xnn_conv_ops(),
        &xnn_pool_ops(),
        &xnn_resize_ops(),
        &xnn_index_ops(),
        &xnn_creation_ops(),
        &xnn_quant_ops(),
        &xnn_dim_order_ops(),
    };
    for (const std::vector<xnn_portable_op>* table : tables) {
      for (const xnn_portable_op& op : *table) list.push_back(&op);
    }
    return list;
  }();
  return ops;
}

bool kind_fits(char letter, uint8_t kind) {
  switch (letter) {
    case 'T': case 'O': return kind == xnn_value_tensor;
    case 'S': return kind == xnn_value_int || kind == xnn_value_double || kind == xnn_value_bool;
    case 's': return kind_fits('S', kind) || kind == xnn_value_null;
    case 'I': return kind == xnn_value_int;
    case 'i': return kind == xnn_value_int || kind == xnn_value_null;
    case 'L': return kind == xnn_value_int_list;
    case 'l': return kind == xnn_value_int_list || kind == xnn_value_null;
    case 'B': return kind == xnn_value_bool;
    case 'r': return kind == xnn_value_string || kind == xnn_value_null;
    case 'V': case 'W': return kind == xnn_value_tensor_list;
    case 'v': return kind == xnn_value_optional_tensor_list;
    default: return true;
  }
}

const char* letter_text(char letter) {
  switch (letter) {
    case 'T': return "a Tensor";
    case 'O': return "an out Tensor";
    case 'S': return "a Scalar (Int, Double or Bool)";
    case 's': return "a Scalar or Null";
    case 'I': return "an Int";
    case 'i': return "an Int or Null";
    case 'L': return "an IntList";
    case 'l': return "an IntList or Null";
    case 'B': return "a Bool";
    case 'r': return "a String or Null";
    case 'V': return "a TensorList";
    case 'W': return "an out TensorList";
    case 'v': return "an OptionalTensorList";
    default: return "anything";
  }
}

// The tensors a list argument names: contiguous, and for an out list neither constants nor unplanned inputs.
bool check_list_tensors(const xnn_op_check& check, size_t a, bool out) {
  const xnn_program_method& method = check.method;
  for (int64_t item : check.value(a).items) {
    if (item < 0 || !method.values[size_t(item)].is_tensor()) continue;
    const xnn_method_value& tensor = method.values[size_t(item)];
    const bool unplanned_input = !tensor.planned && std::find(method.inputs.begin(), method.inputs.end(),
                                                              uint32_t(item)) != method.inputs.end();
    if (out && (tensor.constant.data != nullptr || unplanned_input)) {
      check.fail("arg %zu (an out TensorList) names value %lld, %s", a, static_cast<long long>(item),
                 unplanned_input ? "a method input without planned memory" : "a constant of the program");
      check.problem->status = xnn_status_invalid_parameter;
      return false;
    }
    if (!tensor.contiguous) {
      return check.fail("arg %zu names value %lld, a tensor with a non-contiguous dim_order; portable operators take "
                        "contiguous tensors", a, static_cast<long long>(item));
    }
  }
  return true;
}

// The values written while the method runs: its inputs, MoveCall destinations, the values a KernelCall returns (its
// last argument: sym_size's Int, an out-variant's out tensor) and every argument of a DelegateCall.
std::vector<bool> run_written_values(const xnn_program_method& method) {
  std::vector<bool> written(method.values.size(), false);
  for (uint32_t input : method.inputs) written[input] = true;
  for (const std::vector<xnn_program_instruction>& chain : method.chains) {
    for (const xnn_program_instruction& instruction : chain) {
      if (instruction.kind == xnn_instruction_kind::move_call && instruction.args.size() == 2) {
        written[instruction.args[1]] = true;
      } else if (instruction.kind == xnn_instruction_kind::kernel_call && !instruction.args.empty()) {
        written[instruction.args.back()] = true;
      }
    }
  }
  for (const xnn_delegate_call& call : method.calls) {
    for (uint32_t arg : call.args) written[arg] = true;
  }
  return written;
}

bool fail(xnn_model_problem* problem, xnn_status status, const std::string& message) {
  problem->status = status;
  problem->message = "model: " + message;
  return false;
}

}  // namespace

bool xnn_op_check::fail(const char* format, ...) const {
  char buffer[512];
  va_list arguments;
  va_start(arguments, format);
  std::vsnprintf(buffer, sizeof(buffer), format, arguments);
  va_end(arguments);
  problem->status = xnn_status_unsupported_parameter;
  problem->message = "model: " + where + ": " + buffer;
  return false;
}

bool xnn_op_check::int_at_load(size_t a, int64_t* value) const {
  const xnn_method_value& v = this->value(a);
  if (v.type != xnn_value_int || run_written[args[a]]) return false;
  *value = v.int_value;
  return true;
}

bool xnn_op_check::int_list_at_load(size_t a, std::vector<int64_t>* items) const {
  const xnn_method_value& list = value(a);
  if (list.type != xnn_value_int_list) return false;
  items->clear();
  for (int64_t item : list.items) {
    if (run_written[size_t(item)]) return false;
    items->push_back(method.values[size_t(item)].int_value);
  }
  return true;
}

bool xnn_op_check::dim_in_range(int64_t dim, const char* what, size_t rank, const char* tensor, bool extra) const {
  const int64_t n = int64_t(rank == 0 && !extra ? 1 : rank) + (extra ? 1 : 0);
  if (dim >= -n && dim < n) return true;
  return fail("%s is %lld; %s has %zu dims, so it takes %lld..%lld", what, static_cast<long long>(dim), tensor, rank,
              static_cast<long long>(-n), static_cast<long long>(n - 1));
}

const xnn_portable_op* xnn_find_portable_op(std::string_view name) {
  for (const xnn_portable_op* op : all_ops()) {
    if (name == op->name) return op;
  }
  return nullptr;
}

bool xnn_check_kernel_calls(const xnn_program_method& method, xnn_model_problem* problem) {
  std::string missing;
  bool any_missing = false;
  std::vector<bool> listed(method.operators.size(), false);
  for (const std::vector<xnn_program_instruction>& chain : method.chains) {
    for (const xnn_program_instruction& instruction : chain) {
      if (instruction.kind != xnn_instruction_kind::kernel_call || listed[instruction.index]) continue;
      listed[instruction.index] = true;
      const std::string& name = method.operators[instruction.index];
      if (xnn_find_portable_op(name) == nullptr) {
        missing += (any_missing ? ", " : "") +
                   (name.empty() ? std::string("'' (an empty name)") : xnn_printable_text(name));
        any_missing = true;
      }
    }
  }
  if (any_missing) {
    return fail(problem, xnn_status_unsupported_parameter,
                "method '" + xnn_printable_text(method.name) + "' uses operators xnn does not have: " + missing);
  }
  const std::vector<bool> run_written = run_written_values(method);
  for (size_t c = 0; c < method.chains.size(); c++) {
    for (size_t i = 0; i < method.chains[c].size(); i++) {
      const xnn_program_instruction& instruction = method.chains[c][i];
      if (instruction.kind != xnn_instruction_kind::kernel_call) continue;
      const std::string& name = method.operators[instruction.index];
      const xnn_portable_op& op = *xnn_find_portable_op(name);
      const std::string where = "method '" + xnn_printable_text(method.name) + "' chain " + std::to_string(c) +
                                " instruction " + std::to_string(i) + " (" + name + ")";
      const xnn_op_check check{method, instruction.args, where, problem, run_written};
      const size_t expected = std::strlen(op.signature);
      if (instruction.args.size() != expected) {
        check.fail("has %zu args; the operator takes %zu (its returns included)", instruction.args.size(), expected);
        problem->status = xnn_status_invalid_parameter;
        return false;
      }
      for (size_t a = 0; a < expected; a++) {
        const xnn_method_value& value = check.value(a);
        if (!kind_fits(op.signature[a], value.type)) {
          check.fail("arg %zu is value %u, a %s; expected %s", a, instruction.args[a],
                     xnn_value_kind_name(value.type), letter_text(op.signature[a]));
          problem->status = xnn_status_invalid_parameter;  // a malformed program, not a missing feature
          return false;
        }
        const bool unplanned_input = !value.planned && std::find(method.inputs.begin(), method.inputs.end(),
                                                                     instruction.args[a]) != method.inputs.end();
        if (op.signature[a] == 'O' && (value.constant.data != nullptr || unplanned_input)) {
          // Constants are shared by every runner; an unplanned input is the caller's memory, read, never written.
          check.fail("arg %zu (an out tensor) is value %u, %s", a, instruction.args[a],
                     unplanned_input ? "a method input without planned memory" : "a constant of the program");
          problem->status = xnn_status_invalid_parameter;
          return false;
        }
        // dim_order_ops:: operators convert between contiguous and channels-last layouts; the others take
        // contiguous tensors.
        const bool converts_layout = std::strncmp(op.name, "dim_order_ops::", 15) == 0;
        if (value.is_tensor() && !value.contiguous && !(converts_layout && value.channels_last)) {
          return check.fail("arg %zu is value %u, a tensor with a non-contiguous dim_order; %s", a, instruction.args[a],
                            converts_layout ? "dim_order_ops:: operators take contiguous and channels-last tensors"
                                            : "portable operators other than dim_order_ops:: take contiguous tensors");
        }
        if ((op.signature[a] == 'V' || op.signature[a] == 'W' || op.signature[a] == 'v') &&
            !check_list_tensors(check, a, op.signature[a] == 'W')) {
          return false;
        }
      }
      if (op.check != nullptr && !op.check(check)) return false;
    }
  }
  return true;
}
