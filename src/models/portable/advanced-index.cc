// aten::index.Tensor_out(self, indices, out). indices has one entry per leading dim of self: None keeps the dim whole;
// an int64/int32 tensor indexes its dim (a negative value counts from the end once); a bool/uint8 tensor is a mask over
// as many dims as it has and stands for the coordinates of its true elements (one 1-D index per dim). The indices
// broadcast together to a shape B, and out is self with its indexed dims replaced by B: in their place when the
// non-None entries are adjacent in the list, else in front (PyTorch's placement rule, which ExecuTorch follows).
#include "models/portable/advanced-index.h"

#include <cstring>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/element-copy.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

bool is_mask(int8_t t) { return t == bool_ || t == uint8; }

// The indices of one dim of self: an index tensor's values, or one coordinate of a mask's true elements. They are
// read before out is written, since out may share memory with an index tensor.
struct index_column {
  size_t entry = 0;  // position in indices
  size_t dim = 0;    // the dim of self it indexes
  bool from_mask = false;
  std::vector<int64_t> values;
  size_t num_dims = 0;
  int64_t sizes[16] = {};
  size_t broadcast_strides[16] = {};  // element strides over B's dims (0 where it broadcasts)
};

// Appends one column per dim of mask `entry`, which covers self's dims from `first`.
bool add_mask_columns(xnn_kernel_call& call, const xnn_run_tensor& in, const xnn_run_tensor& mask, size_t entry,
                      size_t first, std::vector<index_column>* columns) {
  if (mask.num_dims == 0) return call.fail("indices[%zu] is a 0-dim mask; a mask needs at least 1 dim", entry);
  bool fits = first + mask.num_dims <= in.num_dims;
  for (size_t k = 0; fits && k < mask.num_dims; k++) fits = mask.sizes[k] == in.sizes[first + k];
  if (!fits) {
    return call.fail("indices[%zu], a mask of shape %s, does not match self's dims from %zu (self has shape %s)", entry,
                     xnn_dims_text(mask.sizes, mask.num_dims).c_str(), first,
                     xnn_dims_text(in.sizes, in.num_dims).c_str());
  }
  const size_t start = columns->size();
  for (size_t k = 0; k < mask.num_dims; k++) {
    index_column column;
    column.entry = entry;
    column.dim = first + k;
    column.from_mask = true;
    column.num_dims = 1;
    columns->push_back(std::move(column));
  }
  size_t coordinate[16] = {};
  const size_t count = mask.numel();
  for (size_t flat = 0; flat < count; flat++) {
    if (mask.data[flat * mask.element_size()] != 0) {
      for (size_t k = 0; k < mask.num_dims; k++) (*columns)[start + k].values.push_back(int64_t(coordinate[k]));
    }
    for (size_t k = mask.num_dims; k-- > 0;) {
      if (++coordinate[k] < size_t(mask.sizes[k])) break;
      coordinate[k] = 0;
    }
  }
  for (size_t k = 0; k < mask.num_dims; k++) {
    index_column& column = (*columns)[start + k];
    column.sizes[0] = int64_t(column.values.size());
  }
  return true;
}

// B, the shape every column broadcasts to, and each column's strides over it.
bool broadcast_columns(xnn_kernel_call& call, std::vector<index_column>& columns, size_t* rank, int64_t* shape) {
  *rank = 0;
  for (const index_column& column : columns) *rank = column.num_dims > *rank ? column.num_dims : *rank;
  for (size_t d = 0; d < *rank; d++) shape[d] = 1;
  for (const index_column& column : columns) {
    const size_t offset = *rank - column.num_dims;
    for (size_t k = 0; k < column.num_dims; k++) {
      int64_t& size = shape[offset + k];
      if (column.sizes[k] == size || column.sizes[k] == 1) continue;
      if (size != 1) {
        return call.fail("indices[%zu] of shape %s does not broadcast with the other indices (shape %s so far)",
                         column.entry, xnn_dims_text(column.sizes, column.num_dims).c_str(),
                         xnn_dims_text(shape, *rank).c_str());
      }
      size = column.sizes[k];
    }
  }
  for (index_column& column : columns) {
    const size_t offset = *rank - column.num_dims;
    size_t stride = 1;
    for (size_t k = column.num_dims; k-- > 0;) {
      column.broadcast_strides[offset + k] = column.sizes[k] == 1 ? 0 : stride;
      stride *= size_t(column.sizes[k]);
    }
  }
  return true;
}

}  // namespace

bool xnn_check_index_tensor(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(2).scalar_type;
  if (!supported(in)) {
    return call.fail("self has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool",
                     in);
  }
  if (out != in) {
    return call.fail("out is %s; expected self's type %s", supported(out) ? name(out) : "unsupported", name(in));
  }
  const std::vector<int64_t>& items = call.value(1).items;
  if (items.size() > call.value(0).num_dims) {
    return call.fail("indices has %zu entries; self has %zu dims", items.size(), call.value(0).num_dims);
  }
  for (size_t i = 0; i < items.size(); i++) {
    if (items[i] < 0 || !call.method.values[size_t(items[i])].is_tensor()) continue;
    const int8_t t = call.method.values[size_t(items[i])].scalar_type;
    if (t != int64 && t != int32 && !is_mask(t)) {
      return call.fail("indices[%zu] is %s; expected int64 or int32 (indices) or bool or uint8 (a mask)", i,
                       supported(t) ? name(t) : "an unsupported type");
    }
  }
  return true;
}

bool xnn_run_index_tensor(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(2);
  std::vector<xnn_run_tensor*> entries;
  if (!xnn_elements::list_tensors(call, 1, true, &entries)) return false;
  if (!xnn_elements::separate(call, out, "out", in, "self")) return false;
  for (size_t i = 0; i < entries.size(); i++) {
    if (entries[i] != nullptr &&
        !xnn_elements::separate(call, out, "out", *entries[i], "indices[" + std::to_string(i) + "]")) {
      return false;
    }
  }
  if (entries.size() > in.num_dims) {
    return call.fail("indices has %zu entries; self has %zu dims", entries.size(), in.num_dims);
  }
  std::vector<index_column> columns;
  size_t dim = 0, blocks = 0, first_indexed = 0;
  bool in_block = false;
  for (size_t i = 0; i < entries.size(); i++) {
    const xnn_run_tensor* entry = entries[i];
    if (entry == nullptr) {
      in_block = false;
      dim++;
      continue;
    }
    if (!in_block) blocks++;
    in_block = true;
    if (columns.empty()) first_indexed = dim;
    if (is_mask(entry->scalar_type)) {
      if (!add_mask_columns(call, in, *entry, i, dim, &columns)) return false;
      dim += entry->num_dims;
      continue;
    }
    if (dim >= in.num_dims) {
      return call.fail("indices[%zu] would index dim %zu; self has %zu dims", i, dim, in.num_dims);
    }
    index_column column;
    column.entry = i;
    column.dim = dim++;
    const size_t count = entry->numel();
    column.values.resize(count);
    for (size_t v = 0; v < count; v++) column.values[v] = load<int64_t>(entry->data, v, entry->scalar_type);
    column.num_dims = entry->num_dims;
    std::memcpy(column.sizes, entry->sizes, entry->num_dims * sizeof(int64_t));
    columns.push_back(std::move(column));
  }
  if (dim > in.num_dims) return call.fail("indices cover %zu dims; self has %zu", dim, in.num_dims);
  if (columns.empty()) {
    if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
    const size_t bytes = in.numel() * in.element_size();
    if (bytes != 0) std::memmove(out.data, in.data, bytes);
    return true;
  }
  size_t broadcast_rank;
  int64_t broadcast_shape[16];
  if (!broadcast_columns(call, columns, &broadcast_rank, broadcast_shape)) return false;
  const size_t out_rank = in.num_dims - columns.size() + broadcast_rank;
  if (out_rank > 16) return call.fail("out would have %zu dims; at most 16 are supported", out_rank);

  // out's dims: self's kept dims in order, with B inserted where the indexed dims were (one block) or in front.
  const size_t broadcast_at = blocks == 1 ? first_indexed : 0;
  int column_of_dim[16];
  for (size_t d = 0; d < in.num_dims; d++) column_of_dim[d] = -1;
  for (size_t c = 0; c < columns.size(); c++) column_of_dim[columns[c].dim] = int(c);
  int64_t shape[16];
  size_t out_dim_of[16] = {};  // for each kept dim of self
  for (size_t d = 0, kept = 0; d < in.num_dims; d++) {
    if (column_of_dim[d] >= 0) continue;
    const size_t o = kept < broadcast_at ? kept : kept + broadcast_rank;
    out_dim_of[d] = o;
    shape[o] = in.sizes[d];
    kept++;
  }
  std::memcpy(shape + broadcast_at, broadcast_shape, broadcast_rank * sizeof(int64_t));
  if (!call.state.resize(out, out_rank, shape, call.op)) return false;

  // Every index is checked before any element moves. (ExecuTorch skips the check when out is empty, except for a
  // single 1-D index tensor.)
  const bool single_vector = columns.size() == 1 && !columns[0].from_mask && columns[0].num_dims == 1;
  const size_t count = out.numel();
  if (count == 0 && !single_vector) return true;
  for (index_column& column : columns) {
    if (column.from_mask) continue;
    const int64_t size = in.sizes[column.dim];
    for (size_t i = 0; i < column.values.size(); i++) {
      int64_t& value = column.values[i];
      if (value < -size || value >= size) {
        return call.fail("indices[%zu] holds %lld at element %zu; dim %zu of self has size %lld (expected %lld..%lld)",
                         column.entry, static_cast<long long>(value), i, column.dim, static_cast<long long>(size),
                         static_cast<long long>(-size), static_cast<long long>(size - 1));
      }
      if (value < 0) value += size;
    }
  }
  size_t in_strides[16];
  xnn_elements::dense_strides(in.num_dims, in.sizes, in_strides);
  const size_t element = in.element_size();
  size_t coordinate[16] = {};
  for (size_t o = 0; o < count; o++) {
    size_t from = 0;
    for (size_t d = 0; d < in.num_dims; d++) {
      const int c = column_of_dim[d];
      if (c < 0) {
        from += coordinate[out_dim_of[d]] * in_strides[d];
        continue;
      }
      const index_column& column = columns[size_t(c)];
      size_t flat = 0;
      for (size_t b = 0; b < broadcast_rank; b++) flat += coordinate[broadcast_at + b] * column.broadcast_strides[b];
      from += size_t(column.values[flat]) * in_strides[d];
    }
    std::memmove(out.data + o * element, in.data + from * element, element);  // out may share memory with self
    for (size_t d = out_rank; d-- > 0;) {
      if (++coordinate[d] < size_t(out.sizes[d])) break;
      coordinate[d] = 0;
    }
  }
  return true;
}
