// Concatenate and even split (see concatenate-split-nd.h): one strided xx-copy job per part, each over
// [outer rows, the part's row bytes] in tiles of whole rows (or runs of a long row) that stay in L1. Reshape plans the
// jobs; setup binds the pointers and lists the jobs of the parts that have work.
#include "operators/concatenate-split-nd.h"

#include <algorithm>

#include "configs/xx-copy-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

constexpr size_t kMaxParts = std::max(kXnnMaxConcatenateInputs, kXnnMaxSplitOutputs);
// Bytes copied per tile: source and destination both stay in L1. Tiles shrink to kMinTileBytes to give every thread
// about 4 of them.
constexpr size_t kTileBytes = 16 * 1024;
constexpr size_t kMinTileBytes = 2 * 1024;

// One part's row copy.
struct copy_part {
  xnn_xx_copy_ukernel_fn fn;
  size_t row_bytes;  // the part's bytes per row
  size_t offset;     // where its bytes start within a row of the whole tensor
  const char* input;  // bound at setup
  char* output;
  size_t input_stride, output_stride;
};

// [row, row + rows) rows, [byte, byte + bytes) bytes of each.
void copy_task(void* context, size_t, size_t row, size_t byte, size_t rows, size_t bytes) {
  const copy_part* p = static_cast<const copy_part*>(context);
  p->fn(rows, bytes, p->input + row * p->input_stride + byte, p->input_stride,
        p->output + row * p->output_stride + byte, p->output_stride);
}

struct parts_operator : xnn_operator {
  explicit parts_operator(const char* name) : xnn_operator(name) {}
  xnn_xx_copy_ukernel_fn fn = nullptr;
  size_t element_size = 0, num_parts = 0;
  size_t whole_row_bytes = 0;  // bytes per row of the whole tensor (the sum of the parts')
  copy_part parts[kMaxParts] = {};
  xnn_parallel_job part_jobs[kMaxParts];    // planned at reshape (range 0 when the part is empty)
  xnn_parallel_job active_jobs[kMaxParts];  // listed at setup: the parts with work
};

struct concatenate_operator : parts_operator {
  static constexpr const char* kName = "concatenate";
  concatenate_operator() : parts_operator(kName) {}
};

struct even_split_operator : parts_operator {
  static constexpr const char* kName = "even split";
  even_split_operator() : parts_operator(kName) {}
};

template <class T>
xnn_status create_parts(size_t element_size, size_t num_parts, size_t min_parts, size_t max_parts,
                        const char* count_name, uint32_t flags, xnn_operator_t* op_out) {
  const char* name = T::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = xnn_check_not_null(name, "op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_positive(name, "element_size", element_size)) ||
      (status = xnn_check_flags(name, flags, 0))) {
    return status;
  }
  if (num_parts < min_parts || num_parts > max_parts) {
    xnn_log_error("%s: %s is %zu; expected %zu to %zu", name, count_name, num_parts, min_parts, max_parts);
    return xnn_status_invalid_parameter;
  }
  const xnn_xx_copy_info* copy = xnn_init_xx_copy_config();
  if (copy == nullptr) return xnn_status_uninitialized;
  T* op = xnn_new_operator<T>();  // logs when out of memory
  if (op == nullptr) return xnn_status_out_of_memory;
  op->fn = copy->fn;
  op->element_size = element_size;
  op->num_parts = num_parts;
  *op_out = op;
  return xnn_status_success;
}

// The axis in [-num_dims, num_dims) as an index; num_dims in [1, XNN_MAX_TENSOR_DIMS].
xnn_status normalize_axis(const char* name, int32_t axis, size_t num_dims, size_t* index) {
  if (num_dims == 0 || num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: num_dims is %zu; expected 1 to %d", name, num_dims, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  const int64_t rank = int64_t(num_dims);
  if (axis < -rank || axis >= rank) {
    xnn_log_error("%s: axis %d is outside [-%zu, %zu)", name, axis, num_dims, num_dims);
    return xnn_status_invalid_parameter;
  }
  *index = size_t(axis < 0 ? axis + rank : axis);
  return xnn_status_success;
}

// Reshape's common start: finds the operator of kind T, marks it not reshaped, checks the shape pointers and
// normalizes the axis. nullptr (with *status set) when any of it fails.
template <class T>
T* begin_reshape(xnn_operator_t op_base, const char* function, const char* shape_name, const void* shape,
                 const size_t* output_shape, int32_t axis, size_t num_dims, size_t* normalized, xnn_status* status) {
  T* op = xnn_operator_as<T>(op_base, function);
  *status = xnn_status_invalid_parameter;
  if (op == nullptr) return nullptr;
  op->state = xnn_operator_state::created;
  if ((*status = xnn_check_initialized(op->name)) || (*status = xnn_check_not_null(op->name, shape_name, shape)) ||
      (*status = xnn_check_not_null(op->name, "output_shape", output_shape)) ||
      (*status = normalize_axis(op->name, axis, num_dims, normalized))) {
    return nullptr;
  }
  return op;
}

// A part's job: tiles of about kTileBytes (fewer bytes when that gives every thread about 4 tiles), whole rows when a
// row fits, else runs of 64-byte blocks of one row.
xnn_parallel_job plan_part(copy_part* part, size_t rows, size_t threads) {
  xnn_parallel_job job;
  job.task = copy_task;
  job.context = part;
  job.range[1] = rows;
  job.range[2] = part->row_bytes;
  const size_t bytes = rows * part->row_bytes;
  const size_t tile_bytes = std::clamp(bytes / (4 * threads), kMinTileBytes, kTileBytes);
  if (part->row_bytes > tile_bytes) {
    job.tile[1] = tile_bytes / 64 * 64;
  } else {
    job.tile[0] = std::max<size_t>(1, tile_bytes / std::max<size_t>(1, part->row_bytes));
    job.tile[1] = std::max<size_t>(1, part->row_bytes);
  }
  return job;
}

// Plans the parts of the whole tensor `shape` (axis normalized) whose sizes along the axis are axis_sizes[]: rows
// = the dimensions before the axis, each part's row = its axis size times the dimensions after it.
xnn_status plan_parts(parts_operator* op, const size_t* shape, size_t num_dims, size_t axis,
                      const size_t* axis_sizes, pthreadpool_t threadpool) {
  size_t rows = 1, inner = op->element_size, total_bytes;
  for (size_t d = 0; d < axis; d++) {
    if (!xnn_checked_product(op->name, {rows, shape[d]}, &rows)) return xnn_status_invalid_parameter;
  }
  for (size_t d = axis + 1; d < num_dims; d++) {
    if (!xnn_checked_product(op->name, {inner, shape[d]}, &inner)) return xnn_status_invalid_parameter;
  }
  if (!xnn_checked_product(op->name, {rows, inner, shape[axis]}, &total_bytes)) return xnn_status_invalid_parameter;
  const size_t threads = xnn_threads_count(threadpool);
  size_t offset = 0;
  for (size_t i = 0; i < op->num_parts; i++) {
    copy_part& part = op->parts[i];
    part = copy_part{};
    part.fn = op->fn;
    part.row_bytes = axis_sizes[i] * inner;  // bounded by the whole row, checked above
    part.offset = offset;
    offset += part.row_bytes;
    op->part_jobs[i] = plan_part(&part, rows, threads);
  }
  op->whole_row_bytes = offset;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

// Setup's common part: every part with work needs its pointer, and then the whole tensor's. Binds the part pointers
// (part_side: inputs of concatenate or outputs of split; may hold NULL only where `skippable`) and lists the jobs.
xnn_status bind_parts(parts_operator* op, const char* part_name, const void* const* part_side, bool skippable,
                      const char* whole_name, const void* whole, bool whole_is_output) {
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success || (status = xnn_check_not_null(op->name, part_name, part_side))) return status;
  op->state = xnn_operator_state::reshaped;  // until every part is bound
  size_t active = 0;
  for (size_t i = 0; i < op->num_parts; i++) {
    const xnn_parallel_job& job = op->part_jobs[i];
    if (job.range[1] == 0 || job.range[2] == 0) continue;
    if (part_side[i] == nullptr) {
      if (skippable) continue;
      xnn_log_error("%s: %s[%zu] is NULL", op->name, part_name, i);
      return xnn_status_invalid_parameter;
    }
    if ((status = xnn_check_not_null(op->name, whole_name, whole))) return status;
    copy_part& part = op->parts[i];
    const char* at = static_cast<const char*>(whole) + part.offset;
    if (whole_is_output) {
      part.input = static_cast<const char*>(part_side[i]);
      part.input_stride = part.row_bytes;
      part.output = const_cast<char*>(at);
      part.output_stride = op->whole_row_bytes;
    } else {
      part.input = at;
      part.input_stride = op->whole_row_bytes;
      part.output = static_cast<char*>(const_cast<void*>(part_side[i]));
      part.output_stride = part.row_bytes;
    }
    op->active_jobs[active++] = job;
  }
  op->jobs = op->active_jobs;
  op->job_count = active;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

xnn_status xnn_create_concatenate_nd(size_t element_size, size_t num_inputs, uint32_t flags, xnn_operator_t* op_out) {
  return create_parts<concatenate_operator>(element_size, num_inputs, 1, kXnnMaxConcatenateInputs, "num_inputs",
                                            flags, op_out);
}

xnn_status xnn_reshape_concatenate_nd(xnn_operator_t op_base, int32_t axis, size_t num_dims,
                                      const size_t* const* input_shapes, size_t* output_shape,
                                      pthreadpool_t threadpool) {
  xnn_status status;
  size_t a;
  concatenate_operator* op = begin_reshape<concatenate_operator>(
      op_base, "reshape concatenate", "input_shapes", input_shapes, output_shape, axis, num_dims, &a, &status);
  if (op == nullptr) return status;
  size_t axis_sizes[kMaxParts];
  size_t axis_total = 0;
  for (size_t i = 0; i < op->num_parts; i++) {
    const size_t* input = input_shapes[i];
    if (input == nullptr) {
      xnn_log_error("%s: input_shapes[%zu] is NULL", op->name, i);
      return xnn_status_invalid_parameter;
    }
    for (size_t d = 0; d < num_dims; d++) {
      if (d != a && input[d] != input_shapes[0][d]) {
        xnn_log_error("%s: input %zu has size %zu in dimension %zu; input 0 has %zu (only axis %zu may differ)",
                      op->name, i, input[d], d, input_shapes[0][d], a);
        return xnn_status_invalid_parameter;
      }
    }
    axis_sizes[i] = input[a];
    if (__builtin_add_overflow(axis_total, input[a], &axis_total)) {
      xnn_log_error("%s: the inputs' sizes along axis %zu overflow size_t", op->name, a);
      return xnn_status_invalid_parameter;
    }
  }
  size_t shape[XNN_MAX_TENSOR_DIMS];
  std::copy(input_shapes[0], input_shapes[0] + num_dims, shape);
  shape[a] = axis_total;
  if ((status = plan_parts(op, shape, num_dims, a, axis_sizes, threadpool))) return status;
  std::copy(shape, shape + num_dims, output_shape);
  return xnn_status_success;
}

xnn_status xnn_setup_concatenate_nd(xnn_operator_t op_base, const void* const* inputs, void* output) {
  concatenate_operator* op = xnn_operator_as<concatenate_operator>(op_base, "setup concatenate");
  if (op == nullptr) return xnn_status_invalid_parameter;
  return bind_parts(op, "inputs", inputs, false, "output", output, true);
}

xnn_status xnn_create_even_split_nd(size_t element_size, size_t num_outputs, uint32_t flags, xnn_operator_t* op_out) {
  return create_parts<even_split_operator>(element_size, num_outputs, 2, kXnnMaxSplitOutputs, "num_outputs", flags,
                                           op_out);
}

xnn_status xnn_reshape_even_split_nd(xnn_operator_t op_base, int32_t axis, size_t num_dims, const size_t* input_shape,
                                     size_t* output_shape, pthreadpool_t threadpool) {
  xnn_status status;
  size_t a;
  even_split_operator* op = begin_reshape<even_split_operator>(
      op_base, "reshape even split", "input_shape", input_shape, output_shape, axis, num_dims, &a, &status);
  if (op == nullptr) return status;
  if (input_shape[a] % op->num_parts != 0) {
    xnn_log_error("%s: input size %zu along axis %zu does not split into %zu equal outputs", op->name, input_shape[a],
                  a, op->num_parts);
    return xnn_status_invalid_parameter;
  }
  size_t axis_sizes[kMaxParts];
  std::fill(axis_sizes, axis_sizes + op->num_parts, input_shape[a] / op->num_parts);
  if ((status = plan_parts(op, input_shape, num_dims, a, axis_sizes, threadpool))) return status;
  std::copy(input_shape, input_shape + num_dims, output_shape);
  output_shape[a] = axis_sizes[0];
  return xnn_status_success;
}

xnn_status xnn_setup_even_split_nd(xnn_operator_t op_base, const void* input, void* const* outputs) {
  even_split_operator* op = xnn_operator_as<even_split_operator>(op_base, "setup even split");
  if (op == nullptr) return xnn_status_invalid_parameter;
  return bind_parts(op, "outputs", const_cast<const void* const*>(outputs), true, "input", input, false);
}
