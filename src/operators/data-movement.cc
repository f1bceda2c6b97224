#include "operators/data-movement.h"

#include <algorithm>

#include "log.h"

void xnn_nd_layout::normalize() {
  const size_t last = num_dims - 1;
  const size_t last_input_stride = input_stride[last], last_output_stride = output_stride[last];
  size_t kept = 0;
  for (size_t d = 0; d < num_dims; d++) {
    if (dim[d] == 1) continue;
    if (kept != 0 && input_stride[kept - 1] == input_stride[d] * dim[d] &&
        output_stride[kept - 1] == output_stride[d] * dim[d]) {
      dim[kept - 1] *= dim[d];
      input_stride[kept - 1] = input_stride[d];
      output_stride[kept - 1] = output_stride[d];
      continue;
    }
    dim[kept] = dim[d], input_stride[kept] = input_stride[d], output_stride[kept] = output_stride[d];
    kept++;
  }
  if (kept == 0) {  // a single element
    dim[0] = 1, input_stride[0] = last_input_stride, output_stride[0] = last_output_stride;
    kept = 1;
  }
  num_dims = kept;
}

void xnn_dense_strides(size_t num_dims, const size_t* dim, size_t element_size, size_t* stride) {
  size_t s = element_size;
  for (size_t d = num_dims; d-- > 0;) {
    stride[d] = s;
    s *= dim[d];
  }
}

void xnn_outer_index::add(size_t size, size_t in_stride, size_t out_stride) {
  dim[num_dims] = size, input_stride[num_dims] = in_stride, output_stride[num_dims] = out_stride;
  num_dims++;
}

size_t xnn_outer_index::count() const {
  size_t n = 1;
  for (size_t d = 0; d < num_dims; d++) n *= dim[d];
  return n;
}

void xnn_outer_index::offsets(size_t index, size_t* input_offset, size_t* output_offset) const {
  size_t in = 0, out = 0;
  for (size_t d = num_dims; d-- > 0;) {
    const size_t coordinate = index % dim[d];
    index /= dim[d];
    in += coordinate * input_stride[d];
    out += coordinate * output_stride[d];
  }
  *input_offset = in, *output_offset = out;
}

void xnn_copy_tiles(size_t rows, size_t row_bytes, size_t granule, size_t threads, size_t* row_tile,
                    size_t* byte_tile) {
  // Tiles of 16-256 KiB: large enough that a tile's kernel call dwarfs the thread pool's per-tile cost, small enough
  // that every thread gets a few (for balance) once the block is large.
  const size_t total = rows * row_bytes;
  const size_t target = std::min<size_t>(std::max<size_t>(total / (4 * threads), 16384), 262144);
  if (row_bytes > target) {
    *byte_tile = std::max(granule, target / granule * granule);
    *row_tile = 1;
  } else {
    *byte_tile = row_bytes;
    *row_tile = std::min(rows, std::max<size_t>(1, target / std::max<size_t>(1, row_bytes)));
  }
}

namespace {

void strided_copy_task(void* context, size_t i, size_t row, size_t byte, size_t rows, size_t bytes) {
  const xnn_strided_copy* c = static_cast<const xnn_strided_copy*>(context);
  size_t in, out;
  c->outer.offsets(i, &in, &out);
  c->fn(rows, bytes, c->input + in + row * c->row_input_stride + byte, c->row_input_stride,
        c->output + out + row * c->row_output_stride + byte, c->row_output_stride);
}

}  // namespace

void xnn_plan_strided_copy(xnn_nd_layout layout, size_t element_size, size_t threads, xnn_strided_copy* copy,
                           xnn_parallel_job* job) {
  layout.normalize();
  size_t n = layout.num_dims;
  // The kernel moves contiguous rows: an innermost dimension strided on either side becomes rows of one element.
  if (layout.input_stride[n - 1] != element_size || layout.output_stride[n - 1] != element_size) {
    layout.dim[n] = 1, layout.input_stride[n] = element_size, layout.output_stride[n] = element_size;
    n++;
  }
  const size_t row_bytes = layout.dim[n - 1] * element_size;
  const size_t rows = n >= 2 ? layout.dim[n - 2] : 1;
  copy->row_input_stride = n >= 2 ? layout.input_stride[n - 2] : row_bytes;
  copy->row_output_stride = n >= 2 ? layout.output_stride[n - 2] : row_bytes;
  copy->outer = xnn_outer_index{};
  for (size_t d = 0; d + 2 < n; d++) copy->outer.add(layout.dim[d], layout.input_stride[d], layout.output_stride[d]);
  *job = xnn_parallel_job{};
  job->task = strided_copy_task;
  job->context = copy;
  job->range[0] = copy->outer.count();
  job->range[1] = rows;
  job->range[2] = row_bytes;
  xnn_copy_tiles(rows * job->range[0], row_bytes, 64, threads, &job->tile[0], &job->tile[1]);
  job->tile[0] = std::min(job->tile[0], rows);
}

xnn_status xnn_check_nd_arguments(const char* op, size_t num_dims, xnn_status rank_failure,
                                  std::initializer_list<xnn_named_array> arrays) {
  if (num_dims < 1 || num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: num_dims is %zu; expected 1 to %d", op, num_dims, XNN_MAX_TENSOR_DIMS);
    return rank_failure;
  }
  for (const xnn_named_array& array : arrays) {
    if (xnn_status status = xnn_check_not_null(op, array.name, array.pointer)) return status;
  }
  return xnn_status_success;
}

bool xnn_checked_shape_bytes(const char* op, size_t num_dims, const size_t* shape, size_t element_size,
                             size_t* bytes) {
  size_t product = element_size;
  for (size_t d = 0; d < num_dims; d++) {
    if (!xnn_checked_product(op, {product, shape[d]}, &product)) return false;
  }
  *bytes = product;
  return true;
}
