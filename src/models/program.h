// A decoded ExecuTorch program (.pte, identifier ET12): one method whose chain is a sequence of DelegateCalls to
// XnnpackBackend, with the delegates' graphs decoded and every call's arguments checked against its graph.
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

// A method value (EValue). Only tensors carry data the library uses; other kinds keep their union type.
struct xnn_method_value {
  uint8_t type = 0;  // KernelTypes: 5 = Tensor
  bool is_tensor() const { return type == 5; }
  int8_t scalar_type = 0;
  uint8_t shape_dynamism = 0;   // 0 static, 1 dynamic with an upper bound, 2 unbounded
  size_t num_dims = 0;
  int64_t sizes[16] = {};       // at most 16 dims are accepted
  xnn_model_bytes constant;     // data of a constant tensor (stored in the program); data == nullptr otherwise
};

// One DelegateCall: the delegate's index in xnn_program_method::delegates and its arguments (indices into
// xnn_program_method::values), one per external id of the graph: args[e] is the value of the graph's external value
// with external id e.
struct xnn_delegate_call {
  uint32_t delegate = 0;
  std::vector<uint32_t> args;
};

struct xnn_program_method {
  std::string name;
  std::vector<xnn_method_value> values;
  std::vector<uint32_t> inputs;            // indices into values
  std::vector<uint32_t> outputs;           // indices into values
  std::vector<xnn_model_graph> delegates;  // by the plan's delegate index; only XnnpackBackend delegates are decoded
  std::vector<xnn_delegate_call> calls;    // the chain, in order
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
