// What the portable operators that move and create data share: dims named as PyTorch names them, element copies
// over any element size (these operators never look at the values they move), and Scalars stored as one element of
// a tensor's type.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "models/portable/values.h"

namespace xnn_elements {

// Dim `dim` of a tensor of `rank` dims (negative: from the end; a 0-dim tensor takes -1 and 0, as PyTorch's
// wrap_dim does): false when outside.
bool wrap_dim(int64_t dim, size_t rank, size_t* wrapped);

// Products of a tensor's sizes before / after dim `dim`.
size_t leading(const xnn_run_tensor& tensor, size_t dim);
size_t trailing(const xnn_run_tensor& tensor, size_t dim);

// Row-major element strides of `sizes`.
void dense_strides(size_t rank, const int64_t* sizes, size_t* strides);

// Copies a block of `shape` (rank <= 16) of elements of 1, 2, 4 or 8 bytes from `source` to `destination`, both
// walked with their own element strides; runs that are contiguous on both sides are copied at once.
void copy_block(const uint8_t* source, const size_t* source_strides, uint8_t* destination,
                const size_t* destination_strides, size_t rank, const int64_t* shape, size_t element_size);

// Writes out (resized, not empty, in's shape permuted by `order`) from `in` with xnn's transpose (8-byte elements as
// pairs of 32-bit ones, which stay together as an innermost dim); false when the rank does not fit it, and the
// caller's element loop runs instead. The transpose operator is made on the call's first run and kept in `*cached`
// (the call's xnn operator, which the runner deletes): a later run only reshapes and sets it up.
bool transpose_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const size_t* order, xnn_operator_t* cached);

// Writes out (resized to the slice, not empty) from `in` from element `offsets[d]` in each dim with xnn's slice, made
// on the call's first run and kept in `*cached` as transpose_with_xnn keeps its operator; false when the rank does
// not fit it.
bool slice_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const size_t* offsets, xnn_operator_t* cached);

// Writes out (resized, not empty) as `in` with `before[d]` and `after[d]` elements of value `element` around it in each
// dim, with xnn's constant pad: elements of 1, 2 or 4 bytes and no negative pad (a crop), else false.
bool pad_with_xnn(const xnn_run_tensor& in, xnn_run_tensor& out, const int64_t* before, const int64_t* after,
                  const uint8_t* element);

// Copies `rows` rows of `count` elements, `source_stride` and `destination_stride` elements apart, with xnn's copy:
// elements of 4 or 8 bytes (as pairs of 32-bit ones), else false.
bool copy_rows_with_xnn(const uint8_t* source, size_t source_stride, uint8_t* destination, size_t destination_stride,
                        size_t rows, size_t count, size_t element_size);

// Writes the `element_size` bytes at `element` into each of `count` elements of `destination`.
void fill(uint8_t* destination, size_t count, const uint8_t* element, size_t element_size);

// Converts `count` elements of type `from` to type `to` (a plain copy when the types match).
void convert(const uint8_t* source, int8_t from, uint8_t* destination, int8_t to, size_t count);

// The Scalar argument `a` as one element of type `t` (8 bytes at most), as ExecuTorch casts fill values: false with
// a sentence naming `what` when the value does not fit `t` (out of its range, or NaN for an integer type).
bool scalar_element(xnn_kernel_call& call, size_t a, int8_t t, const char* what, uint8_t element[8]);

// Every tensor of list argument `a` (in an OptionalTensorList, nullptr for each None): false with a sentence when
// one was freed.
bool list_tensors(xnn_kernel_call& call, size_t a, bool optional, std::vector<xnn_run_tensor*>* tensors);

// False with a sentence ("out is self; ...") when out tensor `out` is the very tensor `in`: resizing out would change
// in under the operator. (Tensors that merely share memory give undefined values, as in ExecuTorch, but every access
// stays in bounds.)
bool separate(xnn_kernel_call& call, const xnn_run_tensor& out, const std::string& out_name, const xnn_run_tensor& in,
              const std::string& in_name);

// The int64/int32 values of `index` (named `what`), each checked to lie in [low, size) and read before any out
// element is written (out may share memory with it); a negative value has `size` added when low < 0.
bool read_indices(xnn_kernel_call& call, const xnn_run_tensor& index, const char* what, int64_t low, int64_t size,
                  const char* rule, std::vector<size_t>* values);

}  // namespace xnn_elements
