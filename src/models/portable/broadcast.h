// PyTorch's broadcasting for portable operators: the shape two tensors broadcast to, each input's element strides
// in that shape, and a walk over the output that keeps every input's element index.
#pragma once

#include <cstddef>
#include <cstdint>

namespace xnn_broadcast {

// The broadcast shape of `a` and `b` (aligned at their last dims); false when a pair of sizes differs and neither is 1.
inline bool broadcast_shape(size_t a_dims, const int64_t* a, size_t b_dims, const int64_t* b, size_t* dims,
                            int64_t* out) {
  *dims = a_dims > b_dims ? a_dims : b_dims;
  for (size_t d = 0; d < *dims; d++) {
    const int64_t x = d < *dims - a_dims ? 1 : a[d - (*dims - a_dims)];
    const int64_t y = d < *dims - b_dims ? 1 : b[d - (*dims - b_dims)];
    if (x != y && x != 1 && y != 1) return false;
    out[d] = x == 1 ? y : x;
  }
  return true;
}

// Element strides of a tensor of shape `sizes` read with `out_dims` dims (0 along broadcast dims).
inline void broadcast_strides(size_t dims, const int64_t* sizes, size_t out_dims, size_t* strides) {
  size_t stride = 1;
  for (size_t d = out_dims; d-- > 0;) {
    const size_t offset = out_dims - dims;
    if (d < offset || sizes[d - offset] == 1) {
      strides[d] = 0;
    } else {
      strides[d] = stride;
    }
    if (d >= offset) stride *= size_t(sizes[d - offset]);
  }
}

// Calls f(out_index, at) for every element of `out` in order, `at[k]` the element of input k (strides[k]).
template <size_t N, typename F>
void for_each_broadcast_of(size_t dims, const int64_t* out, const size_t* const (&strides)[N], F f) {
  size_t count = 1;
  for (size_t d = 0; d < dims; d++) count *= size_t(out[d]);
  if (count == 0) return;
  size_t index[16] = {};
  size_t at[N] = {};
  for (size_t i = 0; i < count; i++) {
    f(i, static_cast<const size_t*>(at));
    for (size_t d = dims; d-- > 0;) {
      index[d]++;
      for (size_t k = 0; k < N; k++) at[k] += strides[k][d];
      if (index[d] < size_t(out[d])) break;
      for (size_t k = 0; k < N; k++) at[k] -= strides[k][d] * index[d];
      index[d] = 0;
    }
  }
}

// Calls f(out_index, a_index, b_index) for every element of `out` in order.
template <typename F>
void for_each_broadcast(size_t dims, const int64_t* out, const size_t* a_strides, const size_t* b_strides, F f) {
  const size_t* const strides[2] = {a_strides, b_strides};
  for_each_broadcast_of(dims, out, strides, [&](size_t i, const size_t* at) { f(i, at[0], at[1]); });
}

}  // namespace xnn_broadcast
