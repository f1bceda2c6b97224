// Listing a program's methods and their inputs and outputs without decoding what they do.
#include "models/program.h"

#include <iterator>

namespace {

constexpr uint8_t kTensor = 5;

bool read_signature(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_vector& values,
                    const xnn_flatbuffer_vector& indices, std::vector<xnn_program_tensor_signature>* list) {
  for (uint32_t i = 0; i < indices.count && reader.ok(); i++) {
    const int32_t index = reader.element<int32_t>(indices, i);
    if (index < 0 || uint32_t(index) >= values.count) {
      return reader.fail(xnn_status_invalid_parameter, "%s[%u] is value %d; the method has %u values",
                         indices.path.c_str(), i, index, values.count);
    }
    xnn_program_tensor_signature signature;
    static const char* const kNames[] = {"NONE", "Null", "Int", "Bool", "Double", "Tensor", "String", "IntList",
                                         "DoubleList", "BoolList", "TensorList", "OptionalTensorList"};
    const xnn_flatbuffer_table tensor =
        reader.union_member(reader.table_at(values, uint32_t(index)), 0, "val", 11, kNames, &signature.value_type);
    if (signature.value_type == kTensor) {
      signature.scalar_type = static_cast<int8_t>(reader.u8(tensor, 0, "scalar_type"));
      signature.shape_dynamism = reader.u8(tensor, 8, "shape_dynamism");
      const xnn_flatbuffer_vector sizes = reader.vector(tensor, 2, "sizes", 4, false);
      for (uint32_t d = 0; d < sizes.count && reader.ok(); d++) {
        signature.sizes.push_back(reader.element<int32_t>(sizes, d));
      }
    }
    list->push_back(std::move(signature));
  }
  return reader.ok();
}

}  // namespace

const char* xnn_scalar_type_name(int8_t scalar_type) {
  static const char* const kNames[] = {"uint8",   "int8",    "int16",  "int32",  "int64",  "float16",
                                       "float32", "float64", nullptr,  nullptr,  nullptr,  "bool",
                                       "qint8",   "quint8",  "qint32", "bfloat16"};
  return scalar_type >= 0 && size_t(scalar_type) < std::size(kNames) ? kNames[scalar_type] : nullptr;
}

bool xnn_describe_program(const uint8_t* data, size_t size, std::vector<xnn_program_method_signature>* methods,
                          xnn_model_problem* problem) {
  xnn_flatbuffer_reader reader(data, size, "model", problem);
  if (!reader.has_identifier("ET12")) {
    return reader.fail(xnn_status_invalid_parameter, "program identifier is not ET12");
  }
  const xnn_flatbuffer_vector plans = reader.vector(reader.root("Program"), 1, "execution_plan", 4, true);
  for (uint32_t p = 0; p < plans.count && reader.ok(); p++) {
    const xnn_flatbuffer_table plan = reader.table_at(plans, p);
    xnn_program_method_signature method;
    method.name = std::string(reader.string(plan, 0, "name", true));
    const xnn_flatbuffer_vector values = reader.vector(plan, 2, "values", 4, false);
    if (!read_signature(reader, values, reader.vector(plan, 3, "inputs", 4, false), &method.inputs) ||
        !read_signature(reader, values, reader.vector(plan, 4, "outputs", 4, false), &method.outputs)) {
      return false;
    }
    methods->push_back(std::move(method));
  }
  return reader.ok();
}
