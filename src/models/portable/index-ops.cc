// Portable operators that move elements by dims and indices: transpose_copy, expand_copy, select_copy, slice_copy,
// index_select, index.Tensor (advanced-index.cc), cat, split_with_sizes_copy, split_copy, embedding and
// constant_pad_nd. They copy bytes of any element size (cat alone converts, to out's promoted type); transpose_copy
// runs through xnn's transpose up to its rank limit, as permute_copy does, slice_copy of step 1 through xnn's slice,
// constant_pad_nd without crops through xnn's constant pad and cat without conversions through xnn's strided copy
// (where the element size fits them; plain loops otherwise). Dims may be negative; every index is checked against the
// size it indexes before any element is read.
#include <cstring>
#include <string>

#include "models/portable/advanced-index.h"
#include "models/portable/dtype.h"
#include "models/portable/element-copy.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;
using xnn_elements::copy_block;
using xnn_elements::dense_strides;
using xnn_elements::wrap_dim;

bool check_supported(const xnn_op_check& call, size_t arg, const char* what) {
  const int8_t t = call.value(arg).scalar_type;
  if (!supported(t)) {
    return call.fail("%s has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool", what,
                     t);
  }
  return true;
}

bool check_same_type(const xnn_op_check& call, size_t in, size_t out) {
  if (!check_supported(call, in, "self")) return false;
  const int8_t from = call.value(in).scalar_type, to = call.value(out).scalar_type;
  if (to != from) {
    return call.fail("out is %s; expected self's type %s", supported(to) ? name(to) : "unsupported", name(from));
  }
  return true;
}

bool check_index_type(const xnn_op_check& call, size_t arg, const char* what) {
  const int8_t t = call.value(arg).scalar_type;
  if (t != int64 && t != int32) {
    return call.fail("%s is %s; expected int64 or int32", what, supported(t) ? name(t) : "an unsupported type");
  }
  return true;
}

// Dim argument `a` (named `what`) of `tensor` (argument `t`), when known at load: in range of its rank.
bool check_dim_arg(const xnn_op_check& call, size_t a, const char* what, size_t t, const char* tensor) {
  int64_t dim;
  return !call.int_at_load(a, &dim) || call.dim_in_range(dim, what, call.value(t).num_dims, tensor);
}

// Self (argument 0) is not 0-dim, for the ops that need a dim to work along.
bool check_has_dims(const xnn_op_check& call, const char* op) {
  if (call.value(0).num_dims != 0) return true;
  return call.fail("self is 0-dim; %s needs a tensor of at least 1 dim", op);
}

// The size of self (argument 0) along dim argument `a`, when both are known at load: a static size, or the upper
// bound of a bounded dynamic one (`bounded` says which). False when unknown.
bool size_at_load(const xnn_op_check& call, size_t a, int64_t* size, bool* bounded) {
  const xnn_method_value& self = call.value(0);
  int64_t dim;
  size_t d;
  if (self.shape_dynamism > 1 || !call.int_at_load(a, &dim) || !wrap_dim(dim, self.num_dims, &d)) return false;
  *size = self.num_dims == 0 ? 1 : self.sizes[d];
  *bounded = self.shape_dynamism == 1;
  return true;
}

// Each entry of index tensor argument `a` (named `what`), when it is a constant of the program, in 0..size - 1;
// `place` says what it indexes ("weight has 4 rows").
bool check_constant_indices(const xnn_op_check& call, size_t a, const char* what, int64_t size,
                            const std::string& place) {
  const xnn_method_value& index = call.value(a);
  if (index.constant.data == nullptr) return true;
  size_t count = 1;
  for (size_t d = 0; d < index.num_dims; d++) count *= size_t(index.sizes[d]);
  for (size_t i = 0; i < count; i++) {
    const int64_t entry = load<int64_t>(index.constant.data, i, index.scalar_type);
    if (entry < 0 || entry >= size) {
      return call.fail("%s[%zu] is %lld; %s, so it takes 0..%lld", what, i, static_cast<long long>(entry),
                       place.c_str(), static_cast<long long>(size - 1));
    }
  }
  return true;
}

bool wrap_dim_arg(xnn_kernel_call& call, int64_t dim, size_t rank, const char* what, size_t* wrapped) {
  if (wrap_dim(dim, rank, wrapped)) return true;
  const long long n = static_cast<long long>(rank == 0 ? 1 : rank);
  return call.fail("%s is %lld; a tensor of %zu dims takes %lld..%lld", what, static_cast<long long>(dim), rank, -n,
                   n - 1);
}

bool copy_all(xnn_kernel_call& call, const xnn_run_tensor& in, xnn_run_tensor& out) {
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const size_t bytes = in.numel() * in.element_size();
  if (bytes != 0) std::memmove(out.data, in.data, bytes);
  return true;
}

// Writes out (already resized) from `in` read with `strides` (element strides per out dim) from element `offset`.
void gather(const xnn_run_tensor& in, size_t offset, const size_t* strides, xnn_run_tensor& out) {
  size_t out_strides[16];
  dense_strides(out.num_dims, out.sizes, out_strides);
  copy_block(in.data + offset * in.element_size(), strides, out.data, out_strides, out.num_dims, out.sizes,
             in.element_size());
}

bool check_transpose(const xnn_op_check& call) {
  return check_same_type(call, 0, 3) && check_dim_arg(call, 1, "dim0", 0, "self") &&
         check_dim_arg(call, 2, "dim1", 0, "self");
}

bool run_transpose(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  size_t dim0, dim1;
  if (!wrap_dim_arg(call, call.int_arg(1), in.num_dims, "dim0", &dim0) ||
      !wrap_dim_arg(call, call.int_arg(2), in.num_dims, "dim1", &dim1)) {
    return false;
  }
  if (in.num_dims == 0) return copy_all(call, in, out);
  int64_t shape[16];
  size_t order[16], in_strides[16], strides[16];
  dense_strides(in.num_dims, in.sizes, in_strides);
  for (size_t d = 0; d < in.num_dims; d++) {
    order[d] = d == dim0 ? dim1 : d == dim1 ? dim0 : d;
    shape[d] = in.sizes[order[d]];
    strides[d] = in_strides[order[d]];
  }
  if (!call.state.resize(out, in.num_dims, shape, call.op)) return false;
  if (out.data == in.data && dim0 != dim1 && in.numel() > 1) {
    return call.fail("out shares self's memory; expected separate tensors");
  }
  if (in.numel() == 0 || xnn_elements::transpose_with_xnn(in, out, order, call.xnn_op)) return true;
  gather(in, 0, strides, out);
  return true;
}

bool check_expand(const xnn_op_check& call) {
  if (!check_same_type(call, 0, 3)) return false;
  if (call.value(2).bool_value) {
    return call.fail("implicit is true; ExecuTorch's expand_copy takes implicit=False only");
  }
  const size_t rank = call.value(1).items.size(), self_rank = call.value(0).num_dims;
  if (rank < self_rank || rank > 16) {
    return call.fail("size has %zu entries; expected %zu..16 (self has %zu dims)", rank, self_rank, self_rank);
  }
  return true;
}

bool run_expand(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  const std::vector<int64_t> size = call.int_list(1);
  const size_t rank = size.size(), new_dims = rank - in.num_dims;
  if (rank < in.num_dims || rank > 16) {
    return call.fail("size has %zu entries; expected %zu..16 (self has %zu dims)", rank, in.num_dims, in.num_dims);
  }
  size_t in_strides[16], strides[16];
  int64_t shape[16];
  dense_strides(in.num_dims, in.sizes, in_strides);
  for (size_t d = 0; d < rank; d++) {
    const int64_t wanted = size[d];
    if (d < new_dims) {
      if (wanted < 0) {
        return call.fail("size[%zu] is %lld; a new leading dim takes a size >= 0", d, static_cast<long long>(wanted));
      }
      shape[d] = wanted;
      strides[d] = 0;
      continue;
    }
    const size_t i = d - new_dims;
    const int64_t self = in.sizes[i];
    if (wanted == -1 || wanted == self) {
      shape[d] = self;
      strides[d] = in_strides[i];
    } else if (self == 1 && wanted >= 0) {
      shape[d] = wanted;
      strides[d] = 0;
    } else {
      return call.fail("size[%zu] is %lld; self's dim %zu has size %lld (only size-1 dims expand; -1 keeps a size)", d,
                       static_cast<long long>(wanted), i, static_cast<long long>(self));
    }
  }
  if (!xnn_elements::separate(call, out, "out", in, "self") || !call.state.resize(out, rank, shape, call.op)) {
    return false;
  }
  gather(in, 0, strides, out);
  return true;
}

bool check_select(const xnn_op_check& call) {
  if (!check_same_type(call, 0, 3) || !check_has_dims(call, "select") || !check_dim_arg(call, 1, "dim", 0, "self")) {
    return false;
  }
  int64_t size, index;
  bool bounded;
  if (!size_at_load(call, 1, &size, &bounded) || !call.int_at_load(2, &index)) return true;
  // A bounded dim may be smaller at run time; an index outside its bound fits no size it can take.
  if (index < -size || index >= size) {
    return call.fail("index is %lld; self's dim %lld has size %s%lld, so it takes %lld..%lld",
                     static_cast<long long>(index), static_cast<long long>(call.value(1).int_value),
                     bounded ? "at most " : "", static_cast<long long>(size), static_cast<long long>(-size),
                     static_cast<long long>(size - 1));
  }
  return true;
}

bool run_select(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  if (in.num_dims == 0) return call.fail("self is 0-dim; select needs a tensor of at least 1 dim");
  size_t dim;
  if (!wrap_dim_arg(call, call.int_arg(1), in.num_dims, "dim", &dim)) return false;
  const int64_t size = in.sizes[dim], index = call.int_arg(2);
  if (index < -size || index >= size) {
    return call.fail("index is %lld; dim %zu has size %lld (expected %lld..%lld)", static_cast<long long>(index), dim,
                     static_cast<long long>(size), static_cast<long long>(-size), static_cast<long long>(size - 1));
  }
  int64_t shape[16];
  size_t in_strides[16], strides[16];
  dense_strides(in.num_dims, in.sizes, in_strides);
  for (size_t d = 0, o = 0; d < in.num_dims; d++) {
    if (d == dim) continue;
    shape[o] = in.sizes[d];
    strides[o++] = in_strides[d];
  }
  if (!xnn_elements::separate(call, out, "out", in, "self") ||
      !call.state.resize(out, in.num_dims - 1, shape, call.op)) {
    return false;
  }
  gather(in, size_t(index < 0 ? index + size : index) * in_strides[dim], strides, out);
  return true;
}

bool check_slice(const xnn_op_check& call) {
  if (!check_same_type(call, 0, 5) || !check_has_dims(call, "slice") || !check_dim_arg(call, 1, "dim", 0, "self")) {
    return false;
  }
  int64_t step;
  if (call.int_at_load(4, &step) && step < 1) {
    return call.fail("step is %lld; expected >= 1", static_cast<long long>(step));
  }
  return true;
}

bool run_slice(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(5);
  if (in.num_dims == 0) return call.fail("self is 0-dim; slice needs a tensor of at least 1 dim");
  size_t dim;
  if (!wrap_dim_arg(call, call.int_arg(1), in.num_dims, "dim", &dim)) return false;
  const int64_t step = call.int_arg(4);
  if (step < 1) return call.fail("step is %lld; expected >= 1", static_cast<long long>(step));
  // Python's slice rules: a negative bound counts from the end once, then both are clamped to [0, size].
  const int64_t size = in.sizes[dim];
  int64_t start = call.is_null(2) ? 0 : call.int_arg(2);
  int64_t end = call.is_null(3) ? size : call.int_arg(3);
  if (start < 0) start += size;
  if (end < 0) end += size;
  start = start < 0 ? 0 : start > size ? size : start;
  end = end < 0 ? 0 : end > size ? size : end;
  const int64_t length = end > start ? (end - 1 - start) / step + 1 : 0;
  int64_t shape[16];
  size_t strides[16];
  std::memcpy(shape, in.sizes, in.num_dims * sizeof(int64_t));
  shape[dim] = length;
  dense_strides(in.num_dims, in.sizes, strides);
  const size_t offset = size_t(start) * strides[dim];
  if (length > 1) strides[dim] *= size_t(step);
  if (!xnn_elements::separate(call, out, "out", in, "self") || !call.state.resize(out, in.num_dims, shape, call.op)) {
    return false;
  }
  if (out.numel() == 0) return true;
  size_t offsets[16] = {};
  offsets[dim] = size_t(start);
  if ((step == 1 || length == 1) && xnn_elements::slice_with_xnn(in, out, offsets, call.xnn_op)) return true;
  gather(in, offset, strides, out);
  return true;
}

bool check_index_select(const xnn_op_check& call) {
  if (!check_same_type(call, 0, 3) || !check_index_type(call, 2, "index")) return false;
  if (call.value(2).num_dims > 1) return call.fail("index has %zu dims; expected 0 or 1", call.value(2).num_dims);
  if (!check_dim_arg(call, 1, "dim", 0, "self")) return false;
  int64_t size;
  bool bounded;
  if (call.value(2).constant.data == nullptr || !size_at_load(call, 1, &size, &bounded)) return true;
  const std::string place = "self's dim " + std::to_string(call.value(1).int_value) + " has size " +
                            (bounded ? "at most " : "") + std::to_string(size);
  return check_constant_indices(call, 2, "index", size, place);
}

bool run_index_select(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& index = call.tensor(2);
  xnn_run_tensor& out = call.tensor(3);
  size_t dim;
  if (!wrap_dim_arg(call, call.int_arg(1), in.num_dims, "dim", &dim)) return false;
  if (index.num_dims > 1) return call.fail("index has %zu dims; expected 0 or 1", index.num_dims);
  const int64_t size = in.num_dims == 0 ? 1 : in.sizes[dim];
  if (size == 0) return call.fail("self has size 0 in dim %zu; index_select needs a non-empty dim", dim);
  if (!xnn_elements::separate(call, out, "out", in, "self") ||
      !xnn_elements::separate(call, out, "out", index, "index")) {
    return false;
  }
  const std::string rule = "dim " + std::to_string(dim) + " of self has size " + std::to_string(size) +
                           ", and index_select takes no negative index";
  std::vector<size_t> picks;
  if (!xnn_elements::read_indices(call, index, "index", 0, size, rule.c_str(), &picks)) return false;
  const size_t count = picks.size();
  if (in.num_dims == 0) {
    if (count != 1) return call.fail("index has %zu entries; a 0-dim self takes exactly 1", count);
    return copy_all(call, in, out);
  }
  int64_t shape[16];
  std::memcpy(shape, in.sizes, in.num_dims * sizeof(int64_t));
  shape[dim] = int64_t(count);
  if (!call.state.resize(out, in.num_dims, shape, call.op)) return false;
  const size_t outer = xnn_elements::leading(in, dim);
  const size_t row = xnn_elements::trailing(in, dim) * in.element_size();
  uint8_t* to = out.data;
  for (size_t o = 0; o < outer && row != 0; o++) {
    const uint8_t* from = in.data + o * size_t(size) * row;
    for (size_t i = 0; i < count; i++, to += row) {
      std::memmove(to, from + picks[i] * row, row);
    }
  }
  return true;
}

bool check_embedding(const xnn_op_check& call) {
  if (!check_supported(call, 0, "weight") || !check_index_type(call, 1, "indices")) return false;
  const xnn_method_value &weight = call.value(0), &indices = call.value(1), &out = call.value(5);
  if (out.scalar_type != weight.scalar_type) {
    return call.fail("out is %s; expected weight's type %s",
                     supported(out.scalar_type) ? name(out.scalar_type) : "unsupported", name(weight.scalar_type));
  }
  if (weight.num_dims != 2) return call.fail("weight has %zu dims; expected 2", weight.num_dims);
  if (out.num_dims != indices.num_dims + 1) {
    return call.fail("out has %zu dims; expected indices' %zu + 1", out.num_dims, indices.num_dims);
  }
  if (weight.shape_dynamism != 0) return true;
  return check_constant_indices(call, 1, "indices", weight.sizes[0],
                                "weight has " + std::to_string(weight.sizes[0]) + " rows");
}

bool run_embedding(xnn_kernel_call& call) {
  const xnn_run_tensor& weight = call.tensor(0);
  const xnn_run_tensor& indices = call.tensor(1);
  xnn_run_tensor& out = call.tensor(5);
  if (weight.num_dims != 2) return call.fail("weight has %zu dims; expected 2", weight.num_dims);
  if (indices.num_dims >= 16) return call.fail("indices has %zu dims; at most 15 are supported", indices.num_dims);
  if (!xnn_elements::separate(call, out, "out", weight, "weight") ||
      !xnn_elements::separate(call, out, "out", indices, "indices")) {
    return false;
  }
  const int64_t rows = weight.sizes[0];
  const std::string rule = "weight has " + std::to_string(rows) + " rows";
  std::vector<size_t> picks;
  if (!xnn_elements::read_indices(call, indices, "indices", 0, rows, rule.c_str(), &picks)) return false;
  int64_t shape[16];
  std::memcpy(shape, indices.sizes, indices.num_dims * sizeof(int64_t));
  shape[indices.num_dims] = weight.sizes[1];
  if (!call.state.resize(out, indices.num_dims + 1, shape, call.op)) return false;
  const size_t row = size_t(weight.sizes[1]) * weight.element_size();
  for (size_t i = 0; i < picks.size() && row != 0; i++) {
    std::memmove(out.data + i * row, weight.data + picks[i] * row, row);
  }
  return true;
}

bool check_pad(const xnn_op_check& call) {
  if (!check_same_type(call, 0, 3)) return false;
  const size_t count = call.value(1).items.size(), rank = call.value(0).num_dims;
  if (count % 2 != 0 || count / 2 > rank) {
    return call.fail("pad has %zu entries; expected an even count of at most %zu (2 per dim of self)", count, 2 * rank);
  }
  return true;
}

// constant_pad_nd: pad holds (before, after) pairs from the last dim backwards. A negative pad crops, as in PyTorch
// (ExecuTorch's kernel refuses one).
bool run_pad(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  const std::vector<int64_t> pad = call.int_list(1);
  const size_t rank = in.num_dims;
  if (pad.size() % 2 != 0 || pad.size() / 2 > rank) {
    return call.fail("pad has %zu entries; expected an even count of at most %zu (2 per dim of self)", pad.size(),
                     2 * rank);
  }
  uint8_t element[8];
  if (!xnn_elements::scalar_element(call, 2, in.scalar_type, "value", element)) return false;
  int64_t shape[16], before[16] = {};
  for (size_t d = 0; d < rank; d++) {
    const size_t pair = rank - 1 - d;
    const int64_t after = pair < pad.size() / 2 ? pad[2 * pair + 1] : 0;
    before[d] = pair < pad.size() / 2 ? pad[2 * pair] : 0;
    int64_t padded;
    if (__builtin_add_overflow(in.sizes[d], before[d], &padded) || __builtin_add_overflow(padded, after, &padded) ||
        padded < 0) {
      return call.fail("pad %s makes dim %zu of size %lld negative or too large",
                       xnn_dims_text(pad.data(), pad.size()).c_str(), d, static_cast<long long>(in.sizes[d]));
    }
    shape[d] = padded;
  }
  // The part of self that out keeps: from max(0, -before) in self to max(0, before) in out.
  size_t in_strides[16], out_strides[16], from = 0, to = 0;
  int64_t kept[16];
  bool keeps = true, covers = true;
  dense_strides(rank, in.sizes, in_strides);
  dense_strides(rank, shape, out_strides);
  for (size_t d = 0; d < rank; d++) {
    const int64_t skip = before[d] < 0 ? -before[d] : 0, offset = before[d] > 0 ? before[d] : 0;
    const int64_t available = in.sizes[d] - skip, room = shape[d] - offset;
    kept[d] = available < room ? available : room;
    keeps = keeps && kept[d] > 0;
    covers = covers && kept[d] == shape[d];
    from += size_t(keeps ? skip : 0) * in_strides[d];
    to += size_t(keeps ? offset : 0) * out_strides[d];
  }
  if (!xnn_elements::separate(call, out, "out", in, "self") || !call.state.resize(out, rank, shape, call.op)) {
    return false;
  }
  const size_t element_size = in.element_size();
  int64_t after[16];
  for (size_t d = 0; d < rank; d++) after[d] = shape[d] - in.sizes[d] - before[d];
  if (in.numel() != 0 && xnn_elements::pad_with_xnn(in, out, before, after, element)) return true;
  // Crops alone leave no padding: out is then written once.
  if (!(keeps && covers)) xnn_elements::fill(out.data, out.numel(), element, element_size);
  if (keeps) {
    copy_block(in.data + from * element_size, in_strides, out.data + to * element_size, out_strides, rank, kept,
               element_size);
  }
  return true;
}

bool check_cat(const xnn_op_check& call) {
  const std::vector<int64_t>& items = call.value(0).items;
  if (items.empty()) return call.fail("tensors is empty; cat needs at least one tensor");
  const int8_t to = call.value(2).scalar_type;
  if (!supported(to)) return check_supported(call, 2, "out");
  for (size_t i = 0; i < items.size(); i++) {
    const int8_t from = call.method.values[size_t(items[i])].scalar_type;
    if (!supported(from)) {
      return call.fail("tensors[%zu] has scalar type %d; supported: float16, bfloat16, float32, float64, int64, "
                       "int32, int16, int8, uint8, bool", i, from);
    }
    if (!can_cast(from, to)) {
      return call.fail("tensors[%zu] is %s; out is %s, which it cannot be cast to", i, name(from), name(to));
    }
  }
  // ExecuTorch wraps dim by out's rank.
  return check_dim_arg(call, 1, "dim", 2, "out");
}

// Tensors of shape [0] are skipped (PyTorch's legacy rule); the others agree outside dim, and only non-empty ones
// add to out's size in dim, as in ExecuTorch.
bool run_cat(xnn_kernel_call& call) {
  std::vector<xnn_run_tensor*> tensors;
  xnn_run_tensor& out = call.tensor(2);
  if (!xnn_elements::list_tensors(call, 0, false, &tensors)) return false;
  for (size_t i = 0; i < tensors.size(); i++) {
    if (!xnn_elements::separate(call, out, "out", *tensors[i], "tensors[" + std::to_string(i) + "]")) return false;
  }
  const int64_t dim_arg = call.int_arg(1);
  // ExecuTorch wraps a negative dim by out's rank.
  const int64_t dim = dim_arg < 0 ? dim_arg + int64_t(out.num_dims) : dim_arg;
  const xnn_run_tensor* reference = nullptr;
  size_t reference_index = 0;
  for (size_t i = 0; i < tensors.size(); i++) {
    const xnn_run_tensor& t = *tensors[i];
    if (t.num_dims == 1 && t.sizes[0] == 0) continue;
    if (reference == nullptr) {
      if (dim < 0 || dim >= int64_t(t.num_dims)) {
        return call.fail("dim is %lld; tensors[%zu] has %zu dims", static_cast<long long>(dim_arg), i, t.num_dims);
      }
      reference = &t;
      reference_index = i;
      continue;
    }
    bool same = t.num_dims == reference->num_dims;
    for (size_t d = 0; same && d < t.num_dims; d++) same = int64_t(d) == dim || t.sizes[d] == reference->sizes[d];
    if (!same) {
      return call.fail("tensors[%zu] of shape %s does not fit tensors[%zu] of shape %s outside dim %lld", i,
                       xnn_dims_text(t.sizes, t.num_dims).c_str(), reference_index,
                       xnn_dims_text(reference->sizes, reference->num_dims).c_str(), static_cast<long long>(dim));
    }
  }
  if (reference == nullptr) {
    const int64_t empty = 0;
    return call.state.resize(out, 1, &empty, call.op);
  }
  int64_t shape[16];
  std::memcpy(shape, reference->sizes, reference->num_dims * sizeof(int64_t));
  shape[dim] = 0;
  for (const xnn_run_tensor* t : tensors) {
    if (t->numel() != 0) shape[dim] += t->sizes[dim];
  }
  if (!call.state.resize(out, reference->num_dims, shape, call.op)) return false;
  // Each tensor fills its columns of out's rows: through xnn's strided copy when it needs no conversion.
  const size_t outer = xnn_elements::leading(out, size_t(dim)), inner = xnn_elements::trailing(out, size_t(dim));
  const size_t row = size_t(shape[dim]) * inner, element = out.element_size();
  size_t column = 0;
  for (const xnn_run_tensor* t : tensors) {
    if (t->numel() == 0) continue;
    const size_t count = size_t(t->sizes[dim]) * inner;
    uint8_t* to = out.data + column * element;
    if (t->scalar_type != out.scalar_type ||
        !xnn_elements::copy_rows_with_xnn(t->data, count, to, row, outer, count, element)) {
      for (size_t o = 0; o < outer; o++) {
        xnn_elements::convert(t->data + o * count * t->element_size(), t->scalar_type, to + o * row * element,
                              out.scalar_type, count);
      }
    }
    column += count;
  }
  return true;
}

bool check_split(const xnn_op_check& call, size_t out_arg) {
  if (!check_supported(call, 0, "self") || !check_has_dims(call, "split") ||
      !check_dim_arg(call, 2, "dim", 0, "self")) {
    return false;
  }
  const int8_t from = call.value(0).scalar_type;
  const std::vector<int64_t>& items = call.value(out_arg).items;
  for (size_t i = 0; i < items.size(); i++) {
    const int8_t to = call.method.values[size_t(items[i])].scalar_type;
    if (to != from) {
      return call.fail("out[%zu] is %s; expected self's type %s", i, supported(to) ? name(to) : "unsupported",
                       name(from));
    }
  }
  return true;
}

// Copies consecutive chunks of self along `dim`, of `sizes` (which add up to self's size there), to the out list.
bool split(xnn_kernel_call& call, const xnn_run_tensor& in, size_t dim, const std::vector<int64_t>& sizes,
           size_t out_arg) {
  std::vector<xnn_run_tensor*> outs;
  if (!xnn_elements::list_tensors(call, out_arg, false, &outs)) return false;
  for (size_t i = 0; i < outs.size(); i++) {
    if (!xnn_elements::separate(call, *outs[i], "out[" + std::to_string(i) + "]", in, "self")) return false;
  }
  const size_t outer = xnn_elements::leading(in, dim), row = xnn_elements::trailing(in, dim) * in.element_size();
  const size_t in_step = size_t(in.sizes[dim]) * row;
  size_t offset = 0;
  for (size_t i = 0; i < outs.size(); i++) {
    int64_t shape[16];
    std::memcpy(shape, in.sizes, in.num_dims * sizeof(int64_t));
    shape[dim] = sizes[i];
    if (!call.state.resize(*outs[i], in.num_dims, shape, call.op)) return false;
    const size_t chunk = size_t(sizes[i]) * row;
    for (size_t o = 0; o < outer && chunk != 0; o++) {
      std::memmove(outs[i]->data + o * chunk, in.data + o * in_step + offset, chunk);
    }
    offset += chunk;
  }
  return true;
}

bool check_split_with_sizes(const xnn_op_check& call) {
  if (!check_split(call, 3)) return false;
  const size_t sizes = call.value(1).items.size(), outs = call.value(3).items.size();
  if (sizes != outs) {
    return call.fail("split_sizes has %zu entries and out %zu tensors; expected one per out", sizes, outs);
  }
  std::vector<int64_t> split_sizes;
  if (!call.int_list_at_load(1, &split_sizes)) return true;
  int64_t size = 0, sum = 0;
  bool bounded = false;
  const bool static_size = size_at_load(call, 2, &size, &bounded) && !bounded;
  for (size_t i = 0; i < split_sizes.size(); i++) {
    if (split_sizes[i] < 0) {
      return call.fail("split_sizes[%zu] is %lld; expected >= 0", i, static_cast<long long>(split_sizes[i]));
    }
    // At most the dim's size each, so the sum does not overflow.
    if (static_size && split_sizes[i] > size) {
      return call.fail("split_sizes[%zu] is %lld; self's dim %lld has size %lld", i,
                       static_cast<long long>(split_sizes[i]), static_cast<long long>(call.value(2).int_value),
                       static_cast<long long>(size));
    }
    if (static_size) sum += split_sizes[i];
  }
  if (static_size && sum != size) {
    return call.fail("split_sizes %s add up to %lld; self's dim %lld has size %lld",
                     xnn_dims_text(split_sizes.data(), split_sizes.size()).c_str(), static_cast<long long>(sum),
                     static_cast<long long>(call.value(2).int_value), static_cast<long long>(size));
  }
  return true;
}

bool run_split_with_sizes(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (in.num_dims == 0) return call.fail("self is 0-dim; split needs a tensor of at least 1 dim");
  size_t dim;
  if (!wrap_dim_arg(call, call.int_arg(2), in.num_dims, "dim", &dim)) return false;
  const std::vector<int64_t> sizes = call.int_list(1);
  int64_t sum = 0;
  for (size_t i = 0; i < sizes.size(); i++) {
    if (sizes[i] < 0 || sizes[i] > in.sizes[dim]) {
      return call.fail("split_sizes[%zu] is %lld; expected 0..%lld (the size of dim %zu)", i,
                       static_cast<long long>(sizes[i]), static_cast<long long>(in.sizes[dim]), dim);
    }
    sum += sizes[i];
    if (sum > in.sizes[dim]) break;
  }
  if (sum != in.sizes[dim]) {
    return call.fail("split_sizes %s do not add up to %lld, the size of dim %zu",
                     xnn_dims_text(sizes.data(), sizes.size()).c_str(), static_cast<long long>(in.sizes[dim]), dim);
  }
  return split(call, in, dim, sizes, 3);
}

bool check_split_copy(const xnn_op_check& call) {
  if (!check_split(call, 3)) return false;
  int64_t split_size;
  if (call.int_at_load(1, &split_size) && split_size < 0) {
    return call.fail("split_size is %lld; expected >= 0", static_cast<long long>(split_size));
  }
  return true;
}

bool run_split_copy(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (in.num_dims == 0) return call.fail("self is 0-dim; split needs a tensor of at least 1 dim");
  size_t dim;
  if (!wrap_dim_arg(call, call.int_arg(2), in.num_dims, "dim", &dim)) return false;
  const int64_t split_size = call.int_arg(1), size = in.sizes[dim];
  if (split_size < 0 || (split_size == 0 && size != 0)) {
    return call.fail("split_size is %lld; expected > 0 (or 0 for a dim of size 0)", static_cast<long long>(split_size));
  }
  const int64_t chunks = split_size >= size ? 1 : (size + split_size - 1) / split_size;
  const size_t outs = call.state.method->values[call.args[3]].items.size();
  if (int64_t(outs) != chunks) {
    return call.fail("out has %zu tensors; splitting size %lld by %lld makes %lld", outs, static_cast<long long>(size),
                     static_cast<long long>(split_size), static_cast<long long>(chunks));
  }
  std::vector<int64_t> sizes(outs, split_size);
  sizes.back() = size - split_size * (chunks - 1);
  return split(call, in, dim, sizes, 3);
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_index_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::transpose_copy.int_out", "TIIOO", check_transpose, run_transpose},
      {"aten::expand_copy.out", "TLBOO", check_expand, run_expand},
      {"aten::select_copy.int_out", "TIIOO", check_select, run_select},
      {"aten::slice_copy.Tensor_out", "TIiiIOO", check_slice, run_slice},
      {"aten::index_select.out", "TITOO", check_index_select, run_index_select},
      {"aten::index.Tensor_out", "TvOO", xnn_check_index_tensor, xnn_run_index_tensor},
      {"aten::cat.out", "VIOO", check_cat, run_cat},
      {"aten::split_with_sizes_copy.out", "TLIW", check_split_with_sizes, run_split_with_sizes},
      {"aten::split_copy.Tensor_out", "TIIW", check_split_copy, run_split_copy},
      {"aten::embedding.out", "TTIBBOO", check_embedding, run_embedding},
      {"aten::constant_pad_nd.out", "TLSOO", check_pad, run_pad},
  };
  return ops;
}
