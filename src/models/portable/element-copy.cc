#include "models/portable/element-copy.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "models/portable/dtype.h"

namespace xnn_elements {

using namespace xnn_scalar;

bool wrap_dim(int64_t dim, size_t rank, size_t* wrapped) {
  const int64_t n = int64_t(rank == 0 ? 1 : rank);
  if (dim < -n || dim >= n) return false;
  *wrapped = size_t(dim < 0 ? dim + n : dim);
  return true;
}

size_t leading(const xnn_run_tensor& tensor, size_t dim) {
  size_t count = 1;
  for (size_t d = 0; d < dim && d < tensor.num_dims; d++) count *= size_t(tensor.sizes[d]);
  return count;
}

size_t trailing(const xnn_run_tensor& tensor, size_t dim) {
  size_t count = 1;
  for (size_t d = dim + 1; d < tensor.num_dims; d++) count *= size_t(tensor.sizes[d]);
  return count;
}

void dense_strides(size_t rank, const int64_t* sizes, size_t* strides) {
  size_t stride = 1;
  for (size_t d = rank; d-- > 0;) {
    strides[d] = stride;
    stride *= size_t(sizes[d]);
  }
}

namespace {

// One row of `count` elements of T, strided on both sides.
template <typename T>
void copy_row(const uint8_t* source, size_t source_stride, uint8_t* destination, size_t destination_stride,
              size_t count) {
  for (size_t i = 0; i < count; i++) {
    T value;
    std::memcpy(&value, source + i * source_stride * sizeof(T), sizeof(T));
    std::memcpy(destination + i * destination_stride * sizeof(T), &value, sizeof(T));
  }
}

}  // namespace

void copy_block(const uint8_t* source, const size_t* source_strides, uint8_t* destination,
                const size_t* destination_strides, size_t rank, const int64_t* shape, size_t element_size) {
  for (size_t d = 0; d < rank; d++) {
    if (shape[d] == 0) return;
  }
  // Each step copies one row: the innermost dims that are contiguous on both sides as one run of bytes, or else the
  // innermost dim element by element (a transpose, a broadcast, a strided slice).
  size_t run = 1;
  size_t outer = rank;
  while (outer > 0 && source_strides[outer - 1] == run && destination_strides[outer - 1] == run) {
    run *= size_t(shape[outer - 1]);
    outer--;
  }
  const bool strided_row = run == 1 && rank > 0;
  if (strided_row) outer = rank - 1;
  const size_t row = strided_row ? size_t(shape[rank - 1]) : run;
  const size_t row_source_stride = strided_row ? source_strides[rank - 1] : 1;
  const size_t row_destination_stride = strided_row ? destination_strides[rank - 1] : 1;
  size_t index[16] = {};
  size_t from = 0, to = 0;
  while (true) {
    // An out tensor may share memory with its input (an et_view alias): the values are then undefined, as in
    // ExecuTorch, but every byte touched stays inside both tensors (hence memmove).
    const uint8_t* row_source = source + from * element_size;
    uint8_t* row_destination = destination + to * element_size;
    if (!strided_row) {
      std::memmove(row_destination, row_source, row * element_size);
    } else {
      switch (element_size) {
        case 1: copy_row<uint8_t>(row_source, row_source_stride, row_destination, row_destination_stride, row); break;
        case 2: copy_row<uint16_t>(row_source, row_source_stride, row_destination, row_destination_stride, row); break;
        case 4: copy_row<uint32_t>(row_source, row_source_stride, row_destination, row_destination_stride, row); break;
        default: copy_row<uint64_t>(row_source, row_source_stride, row_destination, row_destination_stride, row); break;
      }
    }
    size_t d = outer;
    while (true) {
      if (d == 0) return;
      d--;
      index[d]++;
      from += source_strides[d];
      to += destination_strides[d];
      if (index[d] < size_t(shape[d])) break;
      from -= source_strides[d] * index[d];
      to -= destination_strides[d] * index[d];
      index[d] = 0;
    }
  }
}

namespace {

// `rank` sizes as xnn dims of `*element` bytes: an 8-byte element becomes a pair of 4-byte ones (one more innermost
// dim of 2). False past xnn's rank limit.
bool xnn_dims(size_t rank, const int64_t* sizes, size_t* element, size_t* dims, size_t* xnn_rank) {
  const bool pairs = *element == 8;
  if (rank + (pairs ? 1 : 0) > XNN_MAX_TENSOR_DIMS) return false;
  for (size_t d = 0; d < rank; d++) dims[d] = size_t(sizes[d]);
  if (pairs) {
    dims[rank] = 2;
    *element = 4;
  }
  *xnn_rank = rank + (pairs ? 1 : 0);
  return true;
}

}  // namespace

bool transpose_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const size_t* order, xnn_operator_t* cached) {
  const size_t element = in.element_size();
  if (in.num_dims <= 1) {
    std::memcpy(out.data, in.data, in.numel() * element);
    return true;
  }
  if (in.num_dims > XNN_MAX_TENSOR_DIMS) return false;
  const size_t rank = in.num_dims;
  size_t shape[XNN_MAX_TENSOR_DIMS], perm[XNN_MAX_TENSOR_DIMS];
  for (size_t d = 0; d < rank; d++) shape[d] = size_t(in.sizes[d]), perm[d] = order[d];
  if (*cached == nullptr) {
    const xnn_status created = element == 1   ? xnn_create_transpose_nd_x8(0, cached)
                               : element == 2 ? xnn_create_transpose_nd_x16(0, cached)
                               : element == 4 ? xnn_create_transpose_nd_x32(0, cached)
                                              : xnn_create_transpose_nd_x64(0, cached);
    if (created != xnn_status_success) {
      *cached = nullptr;
      return false;
    }
  }
  using reshape_fn = xnn_status (*)(xnn_operator_t, size_t, const size_t*, const size_t*, pthreadpool_t);
  using setup_fn = xnn_status (*)(xnn_operator_t, const void*, void*);
  const reshape_fn reshape = element == 1   ? xnn_reshape_transpose_nd_x8
                             : element == 2 ? xnn_reshape_transpose_nd_x16
                             : element == 4 ? xnn_reshape_transpose_nd_x32
                                            : xnn_reshape_transpose_nd_x64;
  const setup_fn setup = element == 1   ? xnn_setup_transpose_nd_x8
                         : element == 2 ? xnn_setup_transpose_nd_x16
                         : element == 4 ? xnn_setup_transpose_nd_x32
                                        : xnn_setup_transpose_nd_x64;
  return reshape(*cached, rank, shape, perm, nullptr) == xnn_status_success &&
         setup(*cached, in.data, out.data) == xnn_status_success &&
         xnn_run_operator(*cached, nullptr) == xnn_status_success;
}

bool slice_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const size_t* offsets, xnn_operator_t* cached) {
  size_t element = in.element_size(), out_element = element, rank, out_rank;
  size_t shape[XNN_MAX_TENSOR_DIMS], sizes[XNN_MAX_TENSOR_DIMS], starts[XNN_MAX_TENSOR_DIMS] = {};
  if (!xnn_dims(in.num_dims, in.sizes, &element, shape, &rank) ||
      !xnn_dims(out.num_dims, out.sizes, &out_element, sizes, &out_rank)) {
    return false;
  }
  for (size_t d = 0; d < in.num_dims; d++) starts[d] = offsets[d];
  if (*cached == nullptr) {
    const xnn_status created = element == 1   ? xnn_create_slice_nd_x8(0, cached)
                               : element == 2 ? xnn_create_slice_nd_x16(0, cached)
                                              : xnn_create_slice_nd_x32(0, cached);
    if (created != xnn_status_success) {
      *cached = nullptr;
      return false;
    }
  }
  using reshape_fn = xnn_status (*)(xnn_operator_t, size_t, const size_t*, const size_t*, const size_t*,
                                    pthreadpool_t);
  using setup_fn = xnn_status (*)(xnn_operator_t, const void*, void*);
  const reshape_fn reshape = element == 1   ? xnn_reshape_slice_nd_x8
                             : element == 2 ? xnn_reshape_slice_nd_x16
                                            : xnn_reshape_slice_nd_x32;
  const setup_fn setup = element == 1 ? xnn_setup_slice_nd_x8 : element == 2 ? xnn_setup_slice_nd_x16
                                                                             : xnn_setup_slice_nd_x32;
  return reshape(*cached, rank, shape, starts, sizes, nullptr) == xnn_status_success &&
         setup(*cached, in.data, out.data) == xnn_status_success &&
         xnn_run_operator(*cached, nullptr) == xnn_status_success;
}

bool pad_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const int64_t* before, const int64_t* after,
                  const uint8_t* element_bytes) {
  size_t element = in.element_size(), rank, shape[XNN_MAX_TENSOR_DIMS];
  if (element == 8 || !xnn_dims(in.num_dims, in.sizes, &element, shape, &rank)) return false;
  size_t pre[XNN_MAX_TENSOR_DIMS], post[XNN_MAX_TENSOR_DIMS];
  for (size_t d = 0; d < rank; d++) {
    if (before[d] < 0 || after[d] < 0) return false;
    pre[d] = size_t(before[d]);
    post[d] = size_t(after[d]);
  }
  using pad_fn = xnn_status (*)(uint32_t, size_t, const size_t*, const size_t*, const size_t*, const void*, void*,
                                const void*, pthreadpool_t);
  const pad_fn pad = element == 1   ? xnn_run_constant_pad_nd_x8
                     : element == 2 ? xnn_run_constant_pad_nd_x16
                                    : xnn_run_constant_pad_nd_x32;
  return pad(0, rank, shape, pre, post, in.data, out.data, element_bytes, nullptr) == xnn_status_success;
}

bool copy_rows_with_xnn(const uint8_t* source, size_t source_stride, uint8_t* destination, size_t destination_stride,
                        size_t rows, size_t count, size_t element_size) {
  if (element_size != 4 && element_size != 8) return false;
  const size_t words = element_size / 4;
  return xnn_run_copy_nc_x32(count * words, source_stride * words, destination_stride * words, rows,
                             reinterpret_cast<const uint32_t*>(source), reinterpret_cast<uint32_t*>(destination), 0,
                             nullptr) == xnn_status_success;
}

void fill(uint8_t* destination, size_t count, const uint8_t* element, size_t element_size) {
  if (count == 0) return;
  std::memcpy(destination, element, element_size);
  // Doubling copies: each pass copies what is already written.
  size_t done = 1;
  while (done < count) {
    const size_t chunk = done < count - done ? done : count - done;
    std::memcpy(destination + done * element_size, destination, chunk * element_size);
    done += chunk;
  }
}

void convert(const uint8_t* source, int8_t from, uint8_t* destination, int8_t to, size_t count) {
  if (from == to) {
    if (count != 0) std::memmove(destination, source, count * xnn_scalar_type_size(from));
  } else if (floating(from)) {
    for (size_t i = 0; i < count; i++) store(load<double>(source, i, from), destination, i, to);
  } else {
    for (size_t i = 0; i < count; i++) store(load<int64_t>(source, i, from), destination, i, to);
  }
}

namespace {

bool integer_fits(int64_t value, int8_t t) {
  switch (t) {
    case uint8: return value >= -255 && value <= 255;  // c10::overflows lets an unsigned type take -max..max
    case int8: return value >= -128 && value <= 127;
    case int16: return value >= -32768 && value <= 32767;
    case int32: return value >= std::numeric_limits<int32_t>::min() && value <= std::numeric_limits<int32_t>::max();
    default: return true;
  }
}

bool double_fits(double value, int8_t t) {
  if (t == float64 || t == bool_) return true;
  // bfloat16 has float32's range (ExecuTorch checks it so).
  if (t == float32 || t == bfloat16) {
    return !std::isfinite(value) || std::fabs(value) <= double(std::numeric_limits<float>::max());
  }
  if (t == float16) return !std::isfinite(value) || std::fabs(value) <= 65504.0;  // float16's largest finite value
  if (std::isnan(value)) return false;
  switch (t) {
    case uint8: return value >= 0.0 && value <= 255.0;
    case int8: return value >= -128.0 && value <= 127.0;
    case int16: return value >= -32768.0 && value <= 32767.0;
    case int32: return value >= -2147483648.0 && value <= 2147483647.0;
    default: return value >= -9223372036854775808.0 && value < 9223372036854775808.0;
  }
}

}  // namespace

bool scalar_element(xnn_kernel_call& call, size_t a, int8_t t, const char* what, uint8_t element[8]) {
  const xnn_run_value& value = call.value(a);
  if (value.type == xnn_value_double) {
    if (!double_fits(value.double_value, t)) {
      return call.fail("%s is %g, which does not fit %s", what, value.double_value, name(t));
    }
    store(value.double_value, element, 0, t);
    return true;
  }
  const int64_t integer = call.scalar_int(a);
  if (!integer_fits(integer, t)) {
    return call.fail("%s is %lld, which does not fit %s", what, static_cast<long long>(integer), name(t));
  }
  store(integer, element, 0, t);
  return true;
}

bool list_tensors(xnn_kernel_call& call, size_t a, bool optional, std::vector<xnn_run_tensor*>* tensors) {
  tensors->clear();
  const std::vector<int64_t>& items = call.state.method->values[call.args[a]].items;
  for (size_t i = 0; i < items.size(); i++) {
    const xnn_run_value* item = items[i] < 0 ? nullptr : &call.state.values[size_t(items[i])];
    if (item == nullptr || item->type != xnn_value_tensor) {
      if (!optional) return call.fail("item %zu of arg %zu is not a Tensor", i, a);
      tensors->push_back(nullptr);
      continue;
    }
    xnn_run_tensor& tensor = call.state.tensors[item->tensor];
    if (tensor.data == nullptr) {
      return call.fail("item %zu of arg %zu (value %lld) was freed by a FreeCall", i, a,
                       static_cast<long long>(items[i]));
    }
    tensors->push_back(&tensor);
  }
  return true;
}

bool separate(xnn_kernel_call& call, const xnn_run_tensor& out, const std::string& out_name, const xnn_run_tensor& in,
              const std::string& in_name) {
  if (&out == &in) return call.fail("%s is %s; expected separate tensors", out_name.c_str(), in_name.c_str());
  return true;
}

bool read_indices(xnn_kernel_call& call, const xnn_run_tensor& index, const char* what, int64_t low, int64_t size,
                  const char* rule, std::vector<size_t>* values) {
  const size_t count = index.numel();
  values->resize(count);
  for (size_t i = 0; i < count; i++) {
    const int64_t value = load<int64_t>(index.data, i, index.scalar_type);
    if (value < low || value >= size) {
      return call.fail("%s[%zu] is %lld; %s (expected %lld..%lld)", what, i, static_cast<long long>(value), rule,
                       static_cast<long long>(low), static_cast<long long>(size - 1));
    }
    (*values)[i] = size_t(value < 0 ? value + size : value);
  }
  return true;
}

}  // namespace xnn_elements
