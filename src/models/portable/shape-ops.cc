// Portable operators that move elements without arithmetic: views and copies (view_copy, _unsafe_view, et_view),
// permute_copy, unsqueeze_copy, squeeze_copy, clone, and the dtype conversion _to_copy (dim-order-ops.cc has
// _to_dim_order_copy).
// Dims may be negative (counted from the end), as in PyTorch.
#include <cstring>

#include "models/portable/dtype.h"
#include "models/portable/element-copy.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

bool check_same_type(const xnn_op_check& call, size_t out) {
  const int8_t in = call.value(0).scalar_type, to = call.value(out).scalar_type;
  if (!supported(in)) {
    return call.fail("self has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool",
                     in);
  }
  if (to != in) {
    return call.fail("out is %s; expected self's type %s", supported(to) ? name(to) : "unsupported", name(in));
  }
  return true;
}

// The dim `dim` of a tensor of `rank` dims names (negative: from the end); false when outside [-rank, rank).
bool normalize_dim(int64_t dim, size_t rank, size_t* out) {
  const int64_t n = int64_t(rank == 0 ? 1 : rank);
  if (dim < -n || dim >= n) return false;
  *out = size_t(dim < 0 ? dim + n : dim);
  return true;
}

void copy_elements(const xnn_run_tensor& in, xnn_run_tensor& out) {
  const size_t bytes = in.numel() * in.element_size();
  if (bytes != 0 && out.data != in.data) std::memmove(out.data, in.data, bytes);
}

// The shape a view to `size` gives a tensor of `numel` elements (one -1 is inferred); false with a sentence.
bool view_shape(xnn_kernel_call& call, size_t numel, const std::vector<int64_t>& size, int64_t* shape) {
  if (size.size() > 16) return call.fail("size has %zu entries; at most 16 dims are supported", size.size());
  size_t known = 1;
  size_t inferred = size.size();
  for (size_t d = 0; d < size.size(); d++) {
    if (size[d] == -1 && inferred == size.size()) {
      inferred = d;
      continue;
    }
    if (size[d] < 0) return call.fail("size[%zu] is %lld; expected >= 0 or one -1", d, static_cast<long long>(size[d]));
    if (!xnn_multiply_sizes({known, size_t(size[d])}, &known)) {
      return call.fail("size %s has more elements than fit in size_t", xnn_dims_text(size.data(), size.size()).c_str());
    }
    shape[d] = size[d];
  }
  if (inferred != size.size()) {
    if (known == 0 || numel % known != 0) {
      return call.fail("size %s cannot hold the %zu elements of self", xnn_dims_text(size.data(), size.size()).c_str(),
                       numel);
    }
    shape[inferred] = int64_t(numel / known);
    known = numel;
  }
  if (known != numel) {
    return call.fail("size %s has %zu elements; self has %zu", xnn_dims_text(size.data(), size.size()).c_str(), known,
                     numel);
  }
  return true;
}

bool check_view(const xnn_op_check& call) { return check_same_type(call, 2); }

bool run_view_copy(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const std::vector<int64_t> size = call.int_list(1);
  int64_t shape[16];
  if (!view_shape(call, in.numel(), size, shape)) return false;
  xnn_run_tensor& out = call.tensor(2);
  if (!call.state.resize(out, size.size(), shape, call.op)) return false;
  copy_elements(in, out);
  return true;
}

// et_view: out becomes a view of self's memory with the new shape (no copy). Memory the runner may reallocate
// (self not planned) is copied instead, so that no view outlives it.
bool run_et_view(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (in.growable) return run_view_copy(call);
  const std::vector<int64_t> size = call.int_list(1);
  int64_t shape[16];
  if (!view_shape(call, in.numel(), size, shape)) return false;
  xnn_run_tensor& out = call.tensor(2);
  out.data = in.data;
  out.capacity = in.capacity;
  out.growable = false;
  out.read_only = in.read_only;
  out.num_dims = size.size();
  std::memcpy(out.sizes, shape, size.size() * sizeof(int64_t));
  return true;
}

bool check_permute(const xnn_op_check& call) {
  if (!check_same_type(call, 2)) return false;
  const xnn_method_value& self = call.value(0);
  const size_t count = call.value(1).items.size();
  if (count != self.num_dims) {
    return call.fail("dims has %zu entries; self has %zu dims", count, self.num_dims);
  }
  std::vector<int64_t> dims;
  const size_t rank = self.num_dims;
  if (!call.int_list_at_load(1, &dims)) return true;
  bool seen[16] = {};
  for (size_t d = 0; d < dims.size(); d++) {
    size_t wrapped;
    if (!normalize_dim(dims[d], rank, &wrapped) || seen[wrapped]) {
      return call.fail("dims is %s; expected a permutation of self's %zu dims (each once, in -%zu..%zu)",
                       xnn_dims_text(dims.data(), dims.size()).c_str(), rank, rank, rank - 1);
    }
    seen[wrapped] = true;
  }
  return true;
}

bool run_permute(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(2);
  const std::vector<int64_t> dims = call.int_list(1);
  if (dims.size() != in.num_dims) return call.fail("dims has %zu entries; self has %zu dims", dims.size(), in.num_dims);
  size_t order[16];
  bool seen[16] = {};
  int64_t shape[16];
  for (size_t d = 0; d < dims.size(); d++) {
    if (!normalize_dim(dims[d], in.num_dims, &order[d]) || seen[order[d]]) {
      return call.fail("dims %s is not a permutation of %zu dims", xnn_dims_text(dims.data(), dims.size()).c_str(),
                       in.num_dims);
    }
    seen[order[d]] = true;
    shape[d] = in.sizes[order[d]];
  }
  if (!call.state.resize(out, in.num_dims, shape, call.op)) return false;
  if (out.data == in.data && in.num_dims > 1) return call.fail("out shares self's memory; expected separate tensors");
  size_t in_strides[16];
  size_t stride = 1;
  for (size_t d = in.num_dims; d-- > 0;) {
    in_strides[d] = stride;
    stride *= size_t(in.sizes[d]);
  }
  const size_t count = in.numel(), element = in.element_size();
  if (count == 0) return true;
  if (xnn_elements::transpose_with_xnn(in, out, order, call.xnn_op)) return true;
  size_t index[16] = {};
  size_t source = 0;
  for (size_t i = 0; i < count; i++) {
    std::memcpy(out.data + i * element, in.data + source * element, element);
    for (size_t d = dims.size(); d-- > 0;) {
      index[d]++;
      source += in_strides[order[d]];
      if (index[d] < size_t(shape[d])) break;
      source -= in_strides[order[d]] * index[d];
      index[d] = 0;
    }
  }
  return true;
}

bool check_unsqueeze(const xnn_op_check& call) {
  int64_t dim;
  return check_same_type(call, 2) &&
         (!call.int_at_load(1, &dim) || call.dim_in_range(dim, "dim", call.value(0).num_dims, "self", true));
}

bool run_unsqueeze(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const int64_t dim = call.int_arg(1);
  const int64_t rank = int64_t(in.num_dims);
  if (dim < -(rank + 1) || dim > rank) {
    return call.fail("dim is %lld; expected -%lld..%lld", static_cast<long long>(dim),
                     static_cast<long long>(rank + 1), static_cast<long long>(rank));
  }
  const size_t at = size_t(dim < 0 ? dim + rank + 1 : dim);
  int64_t shape[17];
  for (size_t d = 0, s = 0; d <= in.num_dims; d++) shape[d] = d == at ? 1 : in.sizes[s++];
  xnn_run_tensor& out = call.tensor(2);
  if (!call.state.resize(out, in.num_dims + 1, shape, call.op)) return false;
  copy_elements(in, out);
  return true;
}

// Removes the size-1 dims among `remove` (every dim when `all`).
bool squeeze(xnn_kernel_call& call, const std::vector<int64_t>& remove, bool all, size_t out_arg) {
  const xnn_run_tensor& in = call.tensor(0);
  bool drop[16] = {};
  for (int64_t dim : remove) {
    size_t d;
    if (!normalize_dim(dim, in.num_dims, &d)) {
      return call.fail("dim %lld is outside a tensor of %zu dims", static_cast<long long>(dim), in.num_dims);
    }
    if (in.num_dims != 0 && in.sizes[d] == 1) drop[d] = true;
  }
  int64_t shape[16];
  size_t rank = 0;
  for (size_t d = 0; d < in.num_dims; d++) {
    if (drop[d] || (all && in.sizes[d] == 1)) continue;
    shape[rank++] = in.sizes[d];
  }
  xnn_run_tensor& out = call.tensor(out_arg);
  if (!call.state.resize(out, rank, shape, call.op)) return false;
  copy_elements(in, out);
  return true;
}

bool check_squeeze_dim(const xnn_op_check& call) {
  if (!check_same_type(call, 2)) return false;
  int64_t dim = 0;
  std::vector<int64_t> dims;
  const bool known = call.value(1).type == xnn_value_int ? call.int_at_load(1, &dim) : call.int_list_at_load(1, &dims);
  const size_t rank = call.value(0).num_dims;
  if (!known) return true;
  if (call.value(1).type == xnn_value_int) dims = {dim};
  for (int64_t d : dims) {
    if (!call.dim_in_range(d, "dim", rank, "self")) return false;
  }
  return true;
}
bool check_squeeze_all(const xnn_op_check& call) { return check_same_type(call, 1); }
bool run_squeeze_dim(xnn_kernel_call& call) { return squeeze(call, {call.int_arg(1)}, false, 2); }
bool run_squeeze_dims(xnn_kernel_call& call) { return squeeze(call, call.int_list(1), false, 2); }
bool run_squeeze_all(xnn_kernel_call& call) { return squeeze(call, {}, true, 1); }

// memory_format: None, torch.contiguous_format (0) or torch.preserve_format (1); tensors here are contiguous.
bool check_memory_format(const xnn_op_check& call, size_t arg) {
  const xnn_method_value& format = call.value(arg);
  if (format.type == xnn_value_int && format.int_value != 0 && format.int_value != 1) {
    return call.fail("memory_format is %lld; expected None, 0 (contiguous) or 1 (preserve)",
                     static_cast<long long>(format.int_value));
  }
  return true;
}

bool check_clone(const xnn_op_check& call) { return check_same_type(call, 2) && check_memory_format(call, 1); }

bool run_clone(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(2);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  copy_elements(in, out);
  return true;
}

bool check_conversion_types(const xnn_op_check& call, size_t out) {
  const int8_t in = call.value(0).scalar_type, to = call.value(out).scalar_type;
  if (!supported(in) || !supported(to)) {
    return call.fail("self is scalar type %d and out %d; supported: float16, bfloat16, float32, float64, int64, int32, "
                     "int16, int8, uint8, bool", in, to);
  }
  return true;
}

bool check_to_copy(const xnn_op_check& call) { return check_conversion_types(call, 3) && check_memory_format(call, 2); }

// Converts every element of self to out's type (floating -> integral truncates toward zero, -> bool is x != 0).
bool run_conversion(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  if (in.scalar_type == out.scalar_type) {
    copy_elements(in, out);
    return true;
  }
  const size_t count = in.numel();
  if (floating(in.scalar_type)) {
    for (size_t i = 0; i < count; i++) store(load<double>(in.data, i, in.scalar_type), out.data, i, out.scalar_type);
  } else {
    for (size_t i = 0; i < count; i++) store(load<int64_t>(in.data, i, in.scalar_type), out.data, i, out.scalar_type);
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_shape_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::view_copy.out", "TLOO", check_view, run_view_copy},
      {"aten::_unsafe_view.out", "TLOO", check_view, run_view_copy},
      {"executorch_prim::et_view.default", "TLO", check_view, run_et_view},
      {"aten::permute_copy.out", "TLOO", check_permute, run_permute},
      {"aten::unsqueeze_copy.out", "TIOO", check_unsqueeze, run_unsqueeze},
      {"aten::squeeze_copy.dim_out", "TIOO", check_squeeze_dim, run_squeeze_dim},
      {"aten::squeeze_copy.dims_out", "TLOO", check_squeeze_dim, run_squeeze_dims},
      {"aten::squeeze_copy.out", "TOO", check_squeeze_all, run_squeeze_all},
      {"aten::clone.out", "TiOO", check_clone, run_clone},
      {"aten::_to_copy.out", "TBiOO", check_to_copy, run_conversion},
  };
  return ops;
}
