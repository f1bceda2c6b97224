#include "models/portable/values.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>

#include <xnnpack.h>

#include "allocator.h"
#include "models/sizes.h"

namespace {

std::string vformat(const char* format, va_list arguments) {
  char buffer[512];
  std::vsnprintf(buffer, sizeof(buffer), format, arguments);
  return buffer;
}

}  // namespace

size_t xnn_run_tensor::numel() const {
  size_t count = 1;
  for (size_t d = 0; d < num_dims; d++) count *= size_t(sizes[d]);
  return count;
}

xnn_program_state::~xnn_program_state() {
  for (xnn_run_tensor& tensor : tensors) xnn_release_simd_memory(tensor.owned);
}

bool xnn_program_state::fail(const char* format, ...) {
  va_list arguments;
  va_start(arguments, format);
  error = vformat(format, arguments);
  va_end(arguments);
  return false;
}

bool xnn_program_state::resize(xnn_run_tensor& tensor, size_t num_dims, const int64_t* sizes, const char* what) {
  if (num_dims > 16) return fail("%s would have %zu dims; at most 16 are supported", what, num_dims);
  size_t bytes = 0;
  for (size_t d = 0; d < num_dims; d++) {
    if (sizes[d] < 0) return fail("%s would have size %lld in dim %zu; expected >= 0", what,
                                  static_cast<long long>(sizes[d]), d);
  }
  if (!xnn_checked_count(sizes, num_dims, tensor.element_size(), &bytes)) {
    return fail("%s would have shape %s: more bytes than fit in size_t", what, xnn_dims_text(sizes, num_dims).c_str());
  }
  if (bytes > tensor.capacity) {
    if (!tensor.growable) {
      return fail("%s would have shape %s (%zu bytes); its planned memory holds %zu bytes", what,
                  xnn_dims_text(sizes, num_dims).c_str(), bytes, tensor.capacity);
    }
    void* grown = xnn_allocate_zero_simd_memory(bytes + XNN_EXTRA_BYTES);  // xnn operators may read past the end
    if (grown == nullptr) return fail("%s: cannot allocate %zu bytes", what, bytes);
    xnn_release_simd_memory(tensor.owned);
    tensor.owned = grown;
    tensor.owned_size = bytes;
    tensor.data = static_cast<uint8_t*>(grown);
    tensor.capacity = bytes;
  }
  tensor.num_dims = num_dims;
  std::memcpy(tensor.sizes, sizes, num_dims * sizeof(int64_t));
  return true;
}

double xnn_kernel_call::scalar_double(size_t a) {
  const xnn_run_value& v = value(a);
  return v.type == xnn_value_double ? v.double_value : v.type == xnn_value_bool ? double(v.bool_value)
                                                                               : double(v.int_value);
}

int64_t xnn_kernel_call::scalar_int(size_t a) {
  const xnn_run_value& v = value(a);
  return v.type == xnn_value_bool ? int64_t{v.bool_value} : v.int_value;
}

std::vector<int64_t> xnn_kernel_call::int_list(size_t a) {
  std::vector<int64_t> list;
  for (int64_t item : state.method->values[args[a]].items) list.push_back(state.values[size_t(item)].int_value);
  return list;
}

bool xnn_kernel_call::fail(const char* format, ...) {
  va_list arguments;
  va_start(arguments, format);
  state.error = std::string(op) + ": " + vformat(format, arguments);
  va_end(arguments);
  return false;
}
