#include "tensor-io.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

#include <xnnpack.h>

#include "models/model.h"

namespace {

struct dtype_row {
  int8_t scalar_type;     // ExecuTorch ScalarType
  xnn_datatype datatype;  // what a bare blob's value of it is
  xnn_npy_type type;
};
// Quantized ScalarTypes travel as their integer storage.
constexpr dtype_row kDtypes[] = {
    {6, xnn_datatype_fp32, xnn_npy_type::float32},   {5, xnn_datatype_fp16, xnn_npy_type::float16},
    {4, xnn_datatype_invalid, xnn_npy_type::int64},  {3, xnn_datatype_int32, xnn_npy_type::int32},
    {1, xnn_datatype_qint8, xnn_npy_type::int8},     {0, xnn_datatype_quint8, xnn_npy_type::uint8},
    {11, xnn_datatype_invalid, xnn_npy_type::bool_}, {12, xnn_datatype_invalid, xnn_npy_type::int8},
    {13, xnn_datatype_invalid, xnn_npy_type::uint8}, {14, xnn_datatype_qint32, xnn_npy_type::int32},
};

tensor_kind kind_of(const xnn_decoded_model& decoded, bool input, size_t index) {
  tensor_kind kind;
  if (decoded.is_program) {
    const xnn_method_value& value =
        decoded.method.values[(input ? decoded.method.inputs : decoded.method.outputs)[index]];
    for (const dtype_row& row : kDtypes) {
      if (row.scalar_type == value.scalar_type) kind.known = true, kind.type = row.type;
    }
    const char* name = xnn_scalar_type_name(value.scalar_type);
    kind.dtype_name = name ? name : "scalar type " + std::to_string(value.scalar_type);
    kind.dynamism = value.shape_dynamism;
    for (size_t d = 0; d < value.num_dims; d++) kind.dims.push_back(size_t(value.sizes[d]));
    return kind;
  }
  const xnn_model_tensor_info& info = (input ? decoded.inputs : decoded.outputs)[index];
  for (const dtype_row& row : kDtypes) {
    if (row.datatype == info.datatype && info.datatype != xnn_datatype_invalid) kind.known = true, kind.type = row.type;
  }
  kind.dtype_name = kind.known ? xnn_npy_type_name(kind.type) : "xnn_datatype " + std::to_string(int(info.datatype));
  // A bare blob's external dims are its largest shapes.
  kind.dynamism = 1;
  kind.dims.assign(info.dims, info.dims + info.num_dims);
  return kind;
}

std::string dims_text(const std::vector<size_t>& dims) {
  std::string text = "[";
  for (size_t d = 0; d < dims.size(); d++) text += (d ? ", " : "") + std::to_string(dims[d]);
  return text + "]";
}

// The fp16 bits of k / 1024 for |k| < 2048 (exact: at most 11 significant bits).
uint16_t half_of_fraction(int k) {
  if (k == 0) return 0;
  const uint16_t sign = k < 0 ? 0x8000 : 0;
  const uint32_t m = uint32_t(k < 0 ? -k : k);
  uint32_t e = 0;
  while ((m >> (e + 1)) != 0) e++;
  return uint16_t(sign | (e + 5) << 10 | ((m << (10 - e)) & 0x3FF));
}

double half_value(uint16_t bits) {
  const int exponent = (bits >> 10) & 0x1F;
  const double mantissa = bits & 0x3FF;
  const double magnitude = exponent == 0    ? std::ldexp(mantissa, -24)
                           : exponent == 31 ? (mantissa == 0 ? INFINITY : NAN)
                                            : std::ldexp(1024 + mantissa, exponent - 25);
  return bits & 0x8000 ? -magnitude : magnitude;
}

template <typename T>
T element(const void* data, size_t k) {
  T value;
  std::memcpy(&value, static_cast<const uint8_t*>(data) + k * sizeof(T), sizeof(T));
  return value;
}

double element_value(xnn_npy_type type, const void* data, size_t k) {
  switch (type) {
    case xnn_npy_type::float32: return element<float>(data, k);
    case xnn_npy_type::float16: return half_value(element<uint16_t>(data, k));
    case xnn_npy_type::int64: return double(element<int64_t>(data, k));
    case xnn_npy_type::int32: return element<int32_t>(data, k);
    case xnn_npy_type::int8: return element<int8_t>(data, k);
    case xnn_npy_type::uint8:
    case xnn_npy_type::bool_: return element<uint8_t>(data, k);
  }
  return 0.0;
}

}  // namespace

tensor_kind input_kind(xnn_model_t model, size_t index) { return kind_of(model->model, true, index); }
tensor_kind output_kind(xnn_model_t model, size_t index) { return kind_of(model->model, false, index); }

std::string kind_shape_text(const tensor_kind& kind) {
  return dims_text(kind.dims) + (kind.dynamism == 1 ? " (upper bounds)" : kind.dynamism == 2 ? " (dynamic)" : "");
}

bool shape_fits(const tensor_kind& kind, const std::vector<size_t>& dims, std::string* error) {
  bool fits = dims.size() == kind.dims.size() && dims.size() <= XNN_MAX_TENSOR_DIMS;
  for (size_t d = 0; d < dims.size() && fits; d++) {
    fits = kind.dynamism == 2 || dims[d] == kind.dims[d] || (kind.dynamism == 1 && dims[d] <= kind.dims[d]);
  }
  if (fits) return true;
  *error = "shape " + dims_text(dims) + " does not fit " + kind_shape_text(kind);
  return false;
}

std::vector<uint8_t> generated_data(xnn_npy_type type, size_t count, uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::uniform_int_distribution<int> fraction(-1024, 1023), small(-8, 7), bit(0, 1);
  const size_t size = xnn_npy_element_size(type);
  std::vector<uint8_t> bytes(count * size + XNN_EXTRA_BYTES);
  for (size_t k = 0; k < count; k++) {
    uint8_t* at = bytes.data() + k * size;
    if (type == xnn_npy_type::float32) {
      const float value = uniform(random);
      std::memcpy(at, &value, sizeof(value));
    } else if (type == xnn_npy_type::float16) {
      const uint16_t value = half_of_fraction(fraction(random));
      std::memcpy(at, &value, sizeof(value));
    } else if (type == xnn_npy_type::bool_) {
      *at = uint8_t(bit(random));
    } else {
      const int value = small(random);
      const int64_t wide = type == xnn_npy_type::uint8 ? value + 8 : value;
      std::memcpy(at, &wide, size);  // little-endian: the low bytes hold the narrower types
    }
  }
  return bytes;
}

std::string summary_text(xnn_npy_type type, const void* data, size_t count) {
  double sum = 0.0, min = count ? element_value(type, data, 0) : 0.0, max = min;
  for (size_t k = 0; k < count; k++) {
    const double value = element_value(type, data, k);
    min = std::min(min, value);
    max = std::max(max, value);
    sum += value;
  }
  char text[128];
  std::snprintf(text, sizeof(text), "min %g max %g mean %g", min, max, count ? sum / double(count) : 0.0);
  return text;
}

bool make_directories(const std::string& path, std::string* error) {
  for (size_t end = path.find('/', 1);; end = path.find('/', end + 1)) {
    const std::string prefix = path.substr(0, end);
    struct stat status;
    if (!prefix.empty() && stat(prefix.c_str(), &status) != 0 && mkdir(prefix.c_str(), 0777) != 0 &&
        errno != EEXIST) {
      *error = "cannot create directory " + prefix + ": " + std::strerror(errno);
      return false;
    }
    if (end == std::string::npos) break;
  }
  struct stat status;
  if (stat(path.c_str(), &status) != 0 || !S_ISDIR(status.st_mode)) {
    *error = path + " is not a directory";
    return false;
  }
  return true;
}
