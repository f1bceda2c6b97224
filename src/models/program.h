// A decoded ExecuTorch program (.pte, identifier ET12): one method's values (every EValue kind), its chains of
// instructions (every instruction kind), its XnnpackBackend delegates' graphs and its portable operators, every index
// checked against what it indexes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "models/flatbuffer.h"
#include "models/graph-decoder.h"
#include "models/graph.h"

// ExecuTorch's ScalarType numbers (the ones this library can exchange with a delegate).
enum class xnn_program_scalar_type : int8_t {
  byte = 0, char_ = 1, int_ = 3, long_ = 4, half = 5, float_ = 6, qint8 = 12, quint8 = 13, qint32 = 14, bfloat16 = 15,
};

// EValue kinds (program.fbs KernelTypes). A SymInt is an Int value that sym_size and the SymInt arithmetic
// operators overwrite while the method runs; IntLists name their items by value index so they see the new values.
enum xnn_value_kind : uint8_t {
  xnn_value_null = 1, xnn_value_int = 2, xnn_value_bool = 3, xnn_value_double = 4, xnn_value_tensor = 5,
  xnn_value_string = 6, xnn_value_int_list = 7, xnn_value_double_list = 8, xnn_value_bool_list = 9,
  xnn_value_tensor_list = 10, xnn_value_optional_tensor_list = 11,
};

// "Int", "TensorList", ... (program.fbs names), "NONE" for 0 and anything unknown.
const char* xnn_value_kind_name(uint8_t kind);

// A method value (EValue).
struct xnn_method_value {
  uint8_t type = 0;  // xnn_value_kind
  bool is_tensor() const { return type == xnn_value_tensor; }
  int64_t int_value = 0;
  bool bool_value = false;
  double double_value = 0.0;
  std::string_view string_value;
  // IntList, TensorList: value indices (Int values, Tensor values); OptionalTensorList: Tensor values or -1 (none).
  std::vector<int64_t> items;
  std::vector<double> doubles;  // DoubleList
  std::vector<bool> bools;      // BoolList
  // Tensors.
  int8_t scalar_type = 0;
  uint8_t shape_dynamism = 0;   // 0 static, 1 dynamic with an upper bound, 2 unbounded
  size_t num_dims = 0;
  int64_t sizes[16] = {};       // at most 16 dims are accepted; upper bounds for dynamic shapes
  bool contiguous = true;       // dim_order is absent or 0, 1, ..., num_dims - 1
  bool channels_last = false;   // dim_order is 0, 2, ..., num_dims - 1, 1 (4 or 5 dims)
  xnn_model_bytes constant;     // data of a constant tensor (stored in the program); data == nullptr otherwise
  bool planned = false;         // allocation_info: the tensor lives in planned buffer memory_id at memory_offset
  uint32_t memory_id = 0;
  uint64_t memory_offset = 0;
  size_t nbytes = 0;            // bytes of `sizes` (the capacity of a planned or constant tensor)
  // A planned tensor's initial state (mutable_data_segments or external data), copied in when a runner is made.
  xnn_model_bytes initial;
};

// Bytes per element of an ExecuTorch ScalarType, 0 when this library does not know it.
size_t xnn_scalar_type_size(int8_t scalar_type);

// One DelegateCall: the delegate's index in xnn_program_method::delegates and its arguments (indices into
// xnn_program_method::values), one per external id of the graph: args[e] is the value of the graph's external value
// with external id e.
struct xnn_delegate_call {
  uint32_t chain = 0, instruction = 0;  // where the call is
  uint32_t delegate = 0;
  std::vector<uint32_t> args;
};

enum class xnn_instruction_kind : uint8_t { kernel_call = 1, delegate_call, move_call, jump_false, free_call };

// One instruction, its indices checked: values < values.size(), operators, calls, destinations inside its chain.
struct xnn_program_instruction {
  xnn_instruction_kind kind = xnn_instruction_kind::kernel_call;
  // kernel_call: index into operators; delegate_call: index into calls; jump_false: the destination instruction.
  uint32_t index = 0;
  // kernel_call: the operator's arguments then its returns (out-variants return their out tensors again);
  // move_call: {from, to}; jump_false: {condition}; free_call: {value}; delegate_call: empty (see calls).
  std::vector<uint32_t> args;
};

struct xnn_program_method {
  std::string name;
  std::vector<xnn_method_value> values;
  std::vector<uint32_t> inputs;            // indices into values
  std::vector<uint32_t> outputs;           // indices into values
  std::vector<xnn_model_graph> delegates;  // by the plan's delegate index; only XnnpackBackend delegates are decoded
  std::vector<xnn_delegate_call> calls;    // every DelegateCall, in chain order
  std::vector<std::string> operators;      // "namespace::name.overload", by the plan's operator index
  std::vector<std::vector<xnn_program_instruction>> chains;  // run one after the other, as ExecuTorch does
  std::vector<int64_t> buffer_sizes;       // non_const_buffer_sizes: bytes of each planned buffer (memory_id)
};

// Decodes method `method_name` of the program at [data, data + size). `external` is the named data of an external
// data file (.ptd, models/flat-tensor.h) or nullptr: tensors stored outside the program and delegate constants by
// key are found there (a key in both the program and the file is refused). On failure returns false with `problem`
// set (unsupported_parameter for valid programs this library cannot run). The method points into `data` and the
// external data.
bool xnn_decode_program(const uint8_t* data, size_t size, std::string_view method_name,
                        const std::vector<xnn_named_data>* external, xnn_program_method* method,
                        xnn_model_problem* problem);

// The xnn_datatype a method tensor of this ScalarType maps to (invalid when it has none).
xnn_datatype xnn_scalar_type_datatype(int8_t scalar_type);

// A method's inputs or outputs as declared, whether or not this library can run the method (for listing).
struct xnn_program_tensor_signature {
  uint8_t value_type = 0;  // KernelTypes: 5 = Tensor; the fields below describe tensors only
  int8_t scalar_type = 0;
  uint8_t shape_dynamism = 0;  // 0 static, 1 sizes are upper bounds, 2 unbounded
  std::vector<int32_t> sizes;
};
struct xnn_program_method_signature {
  std::string name;
  std::vector<xnn_program_tensor_signature> inputs, outputs;
};

// Lists every method of the program at [data, data + size) with its inputs and outputs. On failure returns false
// with `problem` set.
bool xnn_describe_program(const uint8_t* data, size_t size, std::vector<xnn_program_method_signature>* methods,
                          xnn_model_problem* problem);

// NumPy's name of a ScalarType ("float32", "int64", "bool", ...; "qint8" etc. for quantized ones), or nullptr.
const char* xnn_scalar_type_name(int8_t scalar_type);
