// A decoded ExecuTorch program (.pte, identifier ET12): one method whose chain is a sequence of DelegateCalls to
// XnnpackBackend, with the delegates' graphs decoded and every call's arguments checked against its graph.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "models/flatbuffer.h"
#include "models/graph.h"

namespace xnn::models {

// ExecuTorch's ScalarType numbers (the ones this library can exchange with a delegate).
enum class ScalarType : int8_t {
  byte = 0, char_ = 1, int_ = 3, long_ = 4, half = 5, float_ = 6, qint8 = 12, quint8 = 13, qint32 = 14, bfloat16 = 15,
};

// A method value (EValue). Only tensors carry data the library uses; other kinds keep their union type.
struct MethodValue {
  uint8_t type = 0;  // KernelTypes: 5 = Tensor
  bool is_tensor() const { return type == 5; }
  int8_t scalar_type = 0;
  uint8_t shape_dynamism = 0;   // 0 static, 1 dynamic with an upper bound, 2 unbounded
  size_t num_dims = 0;
  int64_t sizes[16] = {};       // at most 16 dims are accepted
  Bytes constant;               // data of a constant tensor (stored in the program); data == nullptr otherwise
};

// One DelegateCall: the delegate's index in Method::delegates and its arguments (indices into Method::values),
// one per external id of the graph: args[e] is the value of the graph's external value with external id e.
struct DelegateCall {
  uint32_t delegate = 0;
  std::vector<uint32_t> args;
};

struct Method {
  std::string name;
  std::vector<MethodValue> values;
  std::vector<uint32_t> inputs;   // indices into values
  std::vector<uint32_t> outputs;  // indices into values
  std::vector<Graph> delegates;   // by the plan's delegate index; only XnnpackBackend delegates are decoded
  std::vector<DelegateCall> calls;  // the chain, in order
};

// Decodes method `method_name` of the program at [data, data + size). On failure returns false with `problem`
// set (unsupported_parameter for valid programs this library cannot run). The Method points into `data`.
bool decode_program(const uint8_t* data, size_t size, std::string_view method_name, Method* method,
                    Problem* problem);

// The xnn_datatype a method tensor of this ScalarType maps to (invalid when it has none).
xnn_datatype scalar_type_datatype(int8_t scalar_type);

}  // namespace xnn::models
