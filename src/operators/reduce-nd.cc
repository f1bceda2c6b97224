// Reduce, N-D: sum, mean, max and min (fp32, fp16) and sum and mean (qint8, quint8) over any set of axes.
//
// Reshape normalizes the problem: dimensions of size 1 drop out, adjacent dimensions of the same kind (reduced or
// kept) merge, and what is left is read as
//   [outer dims (kept or reduced, any order)] [rows: reduced] [channels: kept]   (innermost dimension kept), or
//   [outer dims] [inner: reduced]                                              (innermost dimension reduced).
// One output slice (the `channels` outputs, or one output when the innermost dimension is reduced) per index of the
// outer kept dims; its sums gain, for every index of the outer reduced dims in order, a rdsum kernel call over the
// rows (innermost kept) or a rsum / rmin / rminmax call over the inner run. Slices and channel blocks go to threads;
// every output is reduced in the same order whatever the thread count.
//
// fp32 accumulates into the output (a mean multiplies by 1 / count at the end). fp16 is reduced by the same f32
// kernels on the input widened in chunks (operators/f16-widen.h) into fp32 accumulators in the workspace, each rounded
// to fp16 at the end: max and min are exact; a sum or mean is the fp32 one of another summation order, within
// (count + 1) * 2^-24 of the sum of magnitudes before its final rounding to fp16 (half an fp16 ULP). 8-bit inputs
// accumulate exact int32 sums into the workspace, then each is requantized:
// xnn_requantize_fp32(sum - count * input_zero_point, scale) with scale = input_scale / output_scale (sum) or
// input_scale / (output_scale * count) (mean).
#include <algorithm>
#include <cmath>
#include <limits>

#include <xnnpack.h>

#include "configs/f16-vcvt-config.h"
#include "configs/f32-reduce-config.h"
#include "configs/qs8-reduce-config.h"
#include "log.h"
#include "operators/f16-widen.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/requantization.h"

namespace {

constexpr size_t kMaxDims = XNN_MAX_TENSOR_DIMS;
// Channels per parallel block when the innermost dimension is kept: a multiple of every rdsum kernel's tile.
constexpr size_t kChannelBlock = 256;
static_assert(kChannelBlock <= kXnnWidenChunk, "an fp16 channel block widens into one chunk");
// 255 * count must stay below 2^31 for the int32 sums to be exact.
constexpr size_t kMaxQuantizedCount = size_t(1) << 23;

struct reduce_context {
  xnn_reduce_operator op;
  xnn_datatype datatype;
  size_t num_kept, kept_dims[kMaxDims], kept_strides[kMaxDims];           // outer kept dims, input strides in bytes
  size_t num_reduced, reduced_dims[kMaxDims], reduced_strides[kMaxDims];  // outer reduced dims
  bool inner_reduced;
  size_t inner;                // elements of the innermost run: reduced (inner_reduced) or the channels
  size_t rows, row_stride;     // innermost kept: the reduced rows above the channels (1 when none), bytes apart
  size_t channels;             // outputs per slice
  size_t outer_reduced_count;  // product of reduced_dims
  size_t count;                // input elements per output
  float mean_scale;            // fp32 mean: 1 / count
  int32_t bias;                // 8-bit: -count * input_zero_point
  float scale;                 // 8-bit: the requantization scale
  xnn_qs8_minmax_params output_params;
  const xnn_f32_rsum_info* f32_rsum;
  const xnn_f32_rdsum_info* f32_rdsum;
  const xnn_f32_rminmax_info* f32_rmin;
  const xnn_f32_rminmax_info* f32_rminmax;
  const xnn_qs8_reduce_config* x8;
  xnn_f16_f32_vcvt_ukernel_fn widen;  // fp16 input; null otherwise
  const char* input;
  char* output;
  int32_t* sums;        // 8-bit: [slices][channels] in the workspace
  float* accumulators;  // fp16: [slices][channels] in the workspace
};

struct reduce_operator : xnn_operator {
  static constexpr const char* kName = "reduce";
  reduce_operator() : xnn_operator(kName) {}
  xnn_quantization_params input_quantization{}, output_quantization{};
  size_t workspace_size = 0;  // from the last reshape
  reduce_context context{};
};

bool is_quantized(xnn_datatype datatype) {
  return datatype == xnn_datatype_qint8 || datatype == xnn_datatype_quint8;
}

size_t element_size(xnn_datatype datatype) {
  return is_quantized(datatype) ? 1 : datatype == xnn_datatype_fp16 ? 2 : 4;
}

// The input byte offset of outer index `index` over dims[0..n) with strides (the last dim varies fastest).
size_t offset_of(size_t index, size_t n, const size_t* dims, const size_t* strides) {
  size_t offset = 0;
  for (size_t d = n; d-- > 0;) {
    offset += index % dims[d] * strides[d];
    index /= dims[d];
  }
  return offset;
}

// The output *out gains the reduction of the `count` fp32 values at x (the innermost dimension reduced).
void reduce_run(const reduce_context* r, const float* x, size_t count, float* out) {
  switch (r->op) {
    case xnn_reduce_max: {
      float minmax[2] = {std::numeric_limits<float>::infinity(), *out};
      r->f32_rminmax->fn(count * sizeof(float), x, minmax, nullptr);
      *out = minmax[1];
      return;
    }
    case xnn_reduce_min:
      r->f32_rmin->fn(count * sizeof(float), x, out, nullptr);
      return;
    default: {
      const xnn_f32_scale_params one = {1.0f};
      r->f32_rsum->fn(count * sizeof(float), x, out, &one);
      return;
    }
  }
}

// The outputs out[0 .. c_size) gain the reduction of `rows` rows of fp32 values at x, row_stride bytes apart.
void reduce_rows(const reduce_context* r, const float* x, size_t rows, size_t row_stride, size_t c_size, float* out) {
  if (r->op == xnn_reduce_max || r->op == xnn_reduce_min) {
    const bool max = r->op == xnn_reduce_max;
    for (size_t row = 0; row < rows; row++) {
      const float* xr = reinterpret_cast<const float*>(reinterpret_cast<const char*>(x) + row * row_stride);
      for (size_t k = 0; k < c_size; k++) out[k] = max ? std::max(out[k], xr[k]) : std::min(out[k], xr[k]);
    }
    return;
  }
  const xnn_f32_scale_params one = {1.0f};
  r->f32_rdsum->fn(rows, c_size * sizeof(float), x, row_stride, out, &one);
}

// The fp32 outputs out[0 .. c_size) gain the reduction of the fp32 or fp16 input at `in` (at their first channel).
void float_accumulate(const reduce_context* r, const char* in, size_t c_size, float* out) {
  if (r->inner_reduced) {
    xnn_for_each_f32_chunk(r->widen, in, r->inner,
                           [&](const float* x, size_t, size_t n) { reduce_run(r, x, n, out); });
    return;
  }
  if (r->widen == nullptr) {
    reduce_rows(r, reinterpret_cast<const float*>(in), r->rows, r->row_stride, c_size, out);
    return;
  }
  // fp16 rows of c_size <= kChannelBlock channels: as many widened rows as fill a chunk at a time.
  float chunk[kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(float)];
  const size_t rows_per_chunk = kXnnWidenChunk / c_size;
  for (size_t row = 0; row < r->rows; row += rows_per_chunk) {
    const size_t n = std::min(rows_per_chunk, r->rows - row);
    for (size_t i = 0; i < n; i++) {
      r->widen(c_size * sizeof(uint16_t), reinterpret_cast<const uint16_t*>(in + (row + i) * r->row_stride),
               chunk + i * c_size, nullptr);
    }
    reduce_rows(r, chunk, n, c_size * sizeof(float), c_size, out);
  }
}

// The int32 sums[0 .. c_size) gain the sums of the input at `in` (at their first channel).
void x8_accumulate(const reduce_context* r, const char* in, size_t c_size, int32_t* sums) {
  const bool s8 = r->datatype == xnn_datatype_qint8;
  if (r->inner_reduced) {
    if (s8) {
      r->x8->qs8_rsum->fn(r->inner, reinterpret_cast<const int8_t*>(in), sums);
    } else {
      r->x8->qu8_rsum->fn(r->inner, reinterpret_cast<const uint8_t*>(in), sums);
    }
  } else if (s8) {
    r->x8->qs8_rdsum->fn(r->rows, c_size, reinterpret_cast<const int8_t*>(in), r->row_stride, sums);
  } else {
    r->x8->qu8_rdsum->fn(r->rows, c_size, reinterpret_cast<const uint8_t*>(in), r->row_stride, sums);
  }
}

// i unused; [s, s + s_size) output slices, [c, c + c_size) channels of each.
void reduce_task(void* context, size_t, size_t s, size_t c, size_t s_size, size_t c_size) {
  const reduce_context* r = static_cast<const reduce_context*>(context);
  const bool quantized = is_quantized(r->datatype);
  const size_t elem = element_size(r->datatype);
  for (size_t slice = s; slice < s + s_size; slice++) {
    const char* base = r->input + offset_of(slice, r->num_kept, r->kept_dims, r->kept_strides) + c * elem;
    const size_t first = slice * r->channels + c;
    if (quantized) {
      int32_t* sums = r->sums + first;
      std::fill(sums, sums + c_size, 0);
      for (size_t k = 0; k < r->outer_reduced_count; k++) {
        x8_accumulate(r, base + offset_of(k, r->num_reduced, r->reduced_dims, r->reduced_strides), c_size, sums);
      }
      for (size_t k = 0; k < c_size; k++) {
        const int32_t y = xnn_requantize_fp32(int32_t(uint32_t(sums[k]) + uint32_t(r->bias)), r->scale,
                                              r->output_params);
        if (r->datatype == xnn_datatype_qint8) {
          reinterpret_cast<int8_t*>(r->output)[first + k] = int8_t(y);
        } else {
          reinterpret_cast<uint8_t*>(r->output)[first + k] = uint8_t(y);
        }
      }
      continue;
    }
    const bool half = r->datatype == xnn_datatype_fp16;
    float* out = half ? r->accumulators + first : reinterpret_cast<float*>(r->output) + first;
    const float seed = r->op == xnn_reduce_max   ? -std::numeric_limits<float>::infinity()
                       : r->op == xnn_reduce_min ? std::numeric_limits<float>::infinity()
                                                 : 0.0f;
    std::fill(out, out + c_size, seed);
    for (size_t k = 0; k < r->outer_reduced_count; k++) {
      float_accumulate(r, base + offset_of(k, r->num_reduced, r->reduced_dims, r->reduced_strides), c_size, out);
    }
    if (r->op == xnn_reduce_mean) {
      for (size_t k = 0; k < c_size; k++) out[k] *= r->mean_scale;
    }
    if (half) {
      uint16_t* y = reinterpret_cast<uint16_t*>(r->output) + first;
      for (size_t k = 0; k < c_size; k++) y[k] = xnn_f32_to_f16(out[k]);
    }
  }
}

const char* op_name(xnn_reduce_operator op) {
  switch (op) {
    case xnn_reduce_sum: return "sum";
    case xnn_reduce_sum_squared: return "sum_squared";
    case xnn_reduce_mean: return "mean";
    case xnn_reduce_mean_squared: return "mean_squared";
    case xnn_reduce_max: return "max";
    case xnn_reduce_min: return "min";
    default: return "invalid";
  }
}

xnn_status check_quantization(const char* name, const char* argument, const xnn_quantization_params* q,
                              xnn_datatype datatype) {
  if (q == nullptr) {
    xnn_log_error("%s: %s is NULL; expected the quantization of a %s tensor", name, argument,
                  datatype == xnn_datatype_qint8 ? "qint8" : "quint8");
    return xnn_status_invalid_parameter;
  }
  const int32_t lo = datatype == xnn_datatype_qint8 ? -128 : 0;
  const int32_t hi = datatype == xnn_datatype_qint8 ? 127 : 255;
  if (q->zero_point < lo || q->zero_point > hi) {
    xnn_log_error("%s: %s zero point is %d; expected %d to %d", name, argument, int(q->zero_point), int(lo),
                  int(hi));
    return xnn_status_invalid_parameter;
  }
  if (!(q->scale > 0.0f) || !std::isnormal(q->scale)) {
    xnn_log_error("%s: %s scale is %.7g; expected a finite, normal, positive number", name, argument,
                  double(q->scale));
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_reduce_nd(xnn_reduce_operator reduce_operator_type, xnn_datatype datatype,
                                           const xnn_quantization_params* input_quantization,
                                           const xnn_quantization_params* output_quantization, uint32_t flags,
                                           xnn_operator_t* reduce_op_out) {
  const char* name = reduce_operator::kName;
  if (xnn_status status = xnn_check_initialized(name)) return status;
  if (xnn_status status = xnn_check_not_null(name, "reduce_op_out", reduce_op_out)) return status;
  if (xnn_status status = xnn_check_flags(name, flags, kXnnHintFlags | XNN_FLAG_KEEP_DIMS)) return status;
  if (reduce_operator_type < xnn_reduce_sum || reduce_operator_type > xnn_reduce_min) {
    xnn_log_error("%s: reduce_operator_type is %d; expected xnn_reduce_sum to xnn_reduce_min", name,
                  int(reduce_operator_type));
    return xnn_status_invalid_parameter;
  }
  const bool is_float = datatype == xnn_datatype_fp32 || datatype == xnn_datatype_fp16;
  if (!is_float && !is_quantized(datatype)) {
    xnn_log_error("%s: datatype is %d; expected fp32, fp16, qint8 or quint8", name, int(datatype));
    return xnn_status_invalid_parameter;
  }
  const bool sum_or_mean = reduce_operator_type == xnn_reduce_sum || reduce_operator_type == xnn_reduce_mean;
  const bool minmax = reduce_operator_type == xnn_reduce_max || reduce_operator_type == xnn_reduce_min;
  if (!(sum_or_mean || (minmax && is_float))) {
    xnn_log_error("%s: reduce_operator_type is %s on %s; expected sum, mean, max or min on fp32 and fp16, sum or "
                  "mean on qint8 and quint8", name, op_name(reduce_operator_type),
                  datatype == xnn_datatype_fp32 ? "fp32" : datatype == xnn_datatype_fp16 ? "fp16"
                  : datatype == xnn_datatype_qint8 ? "qint8" : "quint8");
    return xnn_status_unsupported_parameter;
  }
  if (is_quantized(datatype)) {
    if (xnn_status status = check_quantization(name, "input_quantization", input_quantization, datatype)) {
      return status;
    }
    if (xnn_status status = check_quantization(name, "output_quantization", output_quantization, datatype)) {
      return status;
    }
  }
  reduce_context c{};
  c.op = reduce_operator_type;
  c.datatype = datatype;
  if (is_quantized(datatype)) {
    c.x8 = xnn_init_qs8_reduce_config();
    if (c.x8 == nullptr) return xnn_status_unsupported_hardware;
  } else {
    c.f32_rsum = xnn_init_f32_rsum_config();
    c.f32_rdsum = xnn_init_f32_rdsum_config();
    c.f32_rmin = xnn_init_f32_rminmax_config(xnn_rminmax_op::min);
    c.f32_rminmax = xnn_init_f32_rminmax_config(xnn_rminmax_op::minmax);
    if (!c.f32_rsum || !c.f32_rdsum || !c.f32_rmin || !c.f32_rminmax) return xnn_status_unsupported_hardware;
    if (datatype == xnn_datatype_fp16) {
      const xnn_f16_f32_vcvt_info* widen = xnn_init_f16_f32_vcvt_config();
      if (widen == nullptr) return xnn_status_unsupported_hardware;
      c.widen = widen->fn;
    }
  }
  reduce_operator* op = xnn_new_operator<reduce_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context = c;
  if (is_quantized(datatype)) {
    op->input_quantization = *input_quantization;
    op->output_quantization = *output_quantization;
  }
  return xnn_finish_create(op, xnn_status_success, reduce_op_out);
}

extern "C" xnn_status xnn_reshape_reduce_nd(xnn_operator_t reduce_op, size_t num_reduction_axes,
                                            const int64_t* reduction_axes, size_t num_input_dims,
                                            const size_t* input_shape, size_t* workspace_size,
                                            pthreadpool_t threadpool) {
  (void) threadpool;
  reduce_operator* op = xnn_operator_as<reduce_operator>(reduce_op, "xnn_reshape_reduce_nd");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  const char* name = op->name;
  if (xnn_status status = xnn_check_initialized(name)) return status;
  if (num_input_dims > kMaxDims) {
    xnn_log_error("%s: num_input_dims is %zu; expected <= %zu", name, num_input_dims, kMaxDims);
    return xnn_status_unsupported_parameter;
  }
  if (num_reduction_axes == 0 || num_reduction_axes > kMaxDims) {
    xnn_log_error("%s: num_reduction_axes is %zu; expected 1 to %zu", name, num_reduction_axes, kMaxDims);
    return xnn_status_invalid_parameter;
  }
  if (xnn_status status = xnn_check_not_null(name, "reduction_axes", reduction_axes)) return status;
  if (num_input_dims != 0) {
    if (xnn_status status = xnn_check_not_null(name, "input_shape", input_shape)) return status;
  }
  bool reduced[kMaxDims] = {};
  for (size_t i = 0; i < num_reduction_axes; i++) {
    const int64_t rank = int64_t(num_input_dims);
    const int64_t axis = reduction_axes[i];
    if (axis < -rank || axis >= rank) {
      xnn_log_error("%s: reduction_axes[%zu] is %lld; expected in [%lld, %lld) for %zu input dimensions", name, i,
                    (long long) axis, (long long) -rank, (long long) rank, num_input_dims);
      return xnn_status_invalid_parameter;
    }
    reduced[axis < 0 ? axis + rank : axis] = true;
  }
  const size_t elem = element_size(op->context.datatype);
  // Normalize: drop 1s, merge runs of one kind; strides follow from the dense input.
  size_t dims[kMaxDims];
  bool kinds[kMaxDims];
  size_t n = 0, elements = 1, count = 1, outputs = 1;
  for (size_t d = 0; d < num_input_dims; d++) {
    const size_t size = input_shape[d];
    if (reduced[d] && size == 0) {
      xnn_log_error("%s: input dimension %zu is 0 on a reduced axis; expected >= 1", name, d);
      return xnn_status_invalid_parameter;
    }
    if (!xnn_checked_product(name, "the input's elements", {elements, size}, &elements)) {
      return xnn_status_invalid_parameter;
    }
    if (size == 1) continue;
    if (n != 0 && kinds[n - 1] == reduced[d]) {
      dims[n - 1] *= size;
    } else {
      dims[n] = size, kinds[n] = reduced[d], n++;
    }
  }
  reduce_context& c = op->context;
  c.num_kept = c.num_reduced = 0;
  c.rows = 1;
  size_t stride = elem;
  if (n == 0 || kinds[n - 1]) {
    c.inner_reduced = true;
    c.inner = n == 0 ? 1 : dims[n - 1];
    c.channels = 1;
    count = c.inner;
  } else {
    c.inner_reduced = false;
    c.inner = c.channels = dims[n - 1];
    outputs = c.channels;
    count = 1;
  }
  stride *= c.inner;
  if (n != 0) n--;
  if (!c.inner_reduced && n != 0) {
    c.rows = dims[n - 1];
    c.row_stride = stride;
    count *= c.rows;
    stride *= c.rows;
    n--;
  }
  // The outer dims, innermost last; strides in bytes of the dense input.
  size_t strides[kMaxDims];
  for (size_t d = n; d-- > 0;) {
    strides[d] = stride;
    stride *= dims[d];
  }
  c.outer_reduced_count = 1;
  for (size_t d = 0; d < n; d++) {
    if (kinds[d]) {
      c.reduced_dims[c.num_reduced] = dims[d], c.reduced_strides[c.num_reduced++] = strides[d];
      c.outer_reduced_count *= dims[d];
      count *= dims[d];
    } else {
      c.kept_dims[c.num_kept] = dims[d], c.kept_strides[c.num_kept++] = strides[d];
      outputs *= dims[d];
    }
  }
  const size_t slices = outputs / c.channels;
  const bool empty = elements == 0;
  c.count = count;
  if (is_quantized(c.datatype)) {
    if (count > kMaxQuantizedCount) {
      xnn_log_error("%s: %zu elements reduce into each output; expected <= %zu (the int32 sums)", name, count,
                    kMaxQuantizedCount);
      return xnn_status_unsupported_parameter;
    }
    const float ratio = op->input_quantization.scale / op->output_quantization.scale;
    c.scale = c.op == xnn_reduce_mean ? op->input_quantization.scale / (op->output_quantization.scale * float(count))
                                      : ratio;
    if (!std::isnormal(c.scale) || c.scale >= 256.0f) {
      xnn_log_error("%s: the requantization scale is %.7g for %zu elements per output; expected a normal number "
                    "below 256", name, double(c.scale), count);
      return xnn_status_unsupported_parameter;
    }
    c.bias = int32_t(uint32_t(0) - uint32_t(count) * uint32_t(op->input_quantization.zero_point));
    const bool s8 = c.datatype == xnn_datatype_qint8;
    c.output_params = {op->output_quantization.zero_point, s8 ? -128 : 0, s8 ? 127 : 255};
  } else {
    c.mean_scale = 1.0f / float(count);
  }
  // 8-bit: int32 sums; fp16: fp32 accumulators.
  const bool accumulates_aside = is_quantized(c.datatype) || c.datatype == xnn_datatype_fp16;
  const size_t workspace = accumulates_aside && !empty ? outputs * sizeof(int32_t) : 0;
  op->workspace_size = workspace;
  if (workspace_size != nullptr) *workspace_size = workspace;
  op->job_count = empty ? 0 : 1;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.context = &op->context;
  job.task = reduce_task;
  job.range[1] = slices;
  job.range[2] = c.channels;
  job.tile[1] = kChannelBlock;
  const size_t work_per_slice = std::min(c.channels, kChannelBlock) * count;
  job.tile[0] = std::max<size_t>(1, std::min(slices, 4096 / std::max<size_t>(1, work_per_slice)));
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_reduce_nd(xnn_operator_t reduce_op, void* workspace, const void* input,
                                          void* output) {
  reduce_operator* op = xnn_operator_as<reduce_operator>(reduce_op, "xnn_setup_reduce_nd");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output)) return status;
  if (op->workspace_size != 0 && op->job_count != 0 && workspace == nullptr) {
    xnn_log_error("%s: workspace is NULL; expected %zu bytes (reshape's workspace_size)", op->name,
                  op->workspace_size);
    return xnn_status_invalid_parameter;
  }
  op->context.input = static_cast<const char*>(input);
  op->context.output = static_cast<char*>(output);
  op->context.sums = static_cast<int32_t*>(workspace);
  op->context.accumulators = static_cast<float*>(workspace);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
