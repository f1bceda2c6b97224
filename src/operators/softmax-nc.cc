// Softmax, f32 or f16, over [batch, channels] rows with strides: y = exp(x - max(x)) / sum(exp(x - max(x))) per row,
// in three kernel passes (row maximum; exp stored and summed; scaling by 1/sum). f16 stores the exponentials as
// halves, sums them in fp32 and scales them in fp32 (configs/f16-softmax-config.h): each output is within 2 fp16 ULPs
// of the correctly rounded softmax plus the relative error of the sum (2^-11), and 2^-24 absolute where an
// exponential below 2^-14 was stored as a subnormal half. Rows are split between threads in groups of about 4K
// elements, so every row is computed by one thread in one order whatever the thread count.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include <xnnpack.h>

#include "configs/f16-softmax-config.h"
#include "configs/f32-softmax-config.h"
#include "log.h"
#include "operators/f16-widen.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct softmax_context : xnn_rows {
  const xnn_f32_softmax_config* kernels = nullptr;
  const xnn_f16_softmax_config* f16_kernels = nullptr;  // fp16 rows (then kernels is unused)
  size_t channels = 0;
};

// One fp16 row: the maximum and the exponentials in fp16, the scaling in fp32 in chunks that stay in L1.
void softmax_f16_row(const xnn_f16_softmax_config& k, size_t channels, const uint16_t* x, uint16_t* y) {
  uint16_t max;
  float sum;
  k.rmax->fn(channels * sizeof(uint16_t), x, &max);
  k.raddstoreexpminusmax->fn(channels * sizeof(uint16_t), x, &max, y, &sum);
  const float scale = 1.0f / sum;
  // The exponentials are copied before widening: the kernel may read XNN_EXTRA_BYTES past its input, and nothing
  // lies past the end of the output row.
  uint16_t halves[kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(uint16_t)];
  float chunk[kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(float)];
  for (size_t offset = 0; offset < channels; offset += kXnnWidenChunk) {
    const size_t n = std::min(kXnnWidenChunk, channels - offset);
    std::memcpy(halves, y + offset, n * sizeof(uint16_t));
    k.widen->fn(n * sizeof(uint16_t), halves, chunk, nullptr);
    k.vscale->fn(n * sizeof(float), chunk, chunk, scale);
    k.narrow->fn(n * sizeof(float), chunk, y + offset, nullptr);
  }
}

// [m, m + m_size) are rows.
void softmax_task(void* context, size_t, size_t m, size_t, size_t m_size, size_t) {
  const softmax_context* c = static_cast<const softmax_context*>(context);
  for (size_t row = m; row < m + m_size; row++) {
    if (c->f16_kernels != nullptr) {
      softmax_f16_row(*c->f16_kernels, c->channels, reinterpret_cast<const uint16_t*>(c->input + row * c->input_stride),
                      reinterpret_cast<uint16_t*>(c->output + row * c->output_stride));
      continue;
    }
    const float* x = reinterpret_cast<const float*>(c->input + row * c->input_stride);
    float* y = reinterpret_cast<float*>(c->output + row * c->output_stride);
    float max, sum;
    c->kernels->rmax->fn(c->row_bytes, x, &max);
    c->kernels->raddstoreexpminusmax->fn(c->row_bytes, x, &max, y, &sum);
    c->kernels->vscale->fn(c->row_bytes, y, y, 1.0f / sum);
  }
}

// One operator kind per element type (T: float or uint16_t halves), so a reshape of the other type is refused.
template <class T>
struct softmax_operator : xnn_operator {
  static constexpr const char* kName = std::is_same<T, float>::value ? "softmax" : "softmax (f16)";
  softmax_operator() : xnn_operator(kName) {}
  softmax_context context{};
};

template <class T>
xnn_status create(uint32_t flags, xnn_operator_t* op_out) {
  const char* name = softmax_operator<T>::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "softmax_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, kXnnHintFlags))) return status;
  const bool half = std::is_same<T, uint16_t>::value;
  // XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC keeps exp within 1 ULP (f32-softmax-config.h).
  const xnn_f32_softmax_config* kernels = half ? nullptr : xnn_init_f32_softmax_config(flags);
  const xnn_f16_softmax_config* f16_kernels = half ? xnn_init_f16_softmax_config() : nullptr;
  if (kernels == nullptr && f16_kernels == nullptr) return xnn_status_uninitialized;
  softmax_operator<T>* op = xnn_new_operator<softmax_operator<T>>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.kernels = kernels;
  op->context.f16_kernels = f16_kernels;
  *op_out = op;
  return xnn_status_success;
}

template <class T>
xnn_status reshape(xnn_operator_t op_base, const char* function, size_t channels, size_t input_stride,
                   size_t output_stride, size_t batch_size, pthreadpool_t threadpool) {
  softmax_operator<T>* op = xnn_operator_as<softmax_operator<T>>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_reshape_rows(op, batch_size, channels, input_stride, output_stride, &op->context,
                                           &op->context);
      status != xnn_status_success) {
    return status;
  }
  op->context.input_stride = input_stride * sizeof(T);
  op->context.output_stride = output_stride * sizeof(T);
  op->context.channels = channels;
  xnn_parallel_job& job = op->jobs[0];
  job.task = softmax_task;
  job.range[1] = batch_size;
  // About 4K elements per tile, fewer rows when that gives each thread at least 4 tiles, but never under 2K elements
  // (a few microseconds): waking another thread for less costs more than it saves, and a single tile runs on the
  // caller's thread.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t rows_for_balance = (batch_size + 4 * threads - 1) / (4 * threads);
  const size_t fewest_rows = (2048 + channels - 1) / channels;
  job.tile[0] = std::max(fewest_rows, std::min(std::max<size_t>(1, 4096 / channels), rows_for_balance));
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_softmax_nc_f32(uint32_t flags, xnn_operator_t* op_out) {
  return create<float>(flags, op_out);
}

extern "C" xnn_status xnn_reshape_softmax_nc_f32(xnn_operator_t op, size_t channels, size_t input_stride,
                                                 size_t output_stride, size_t batch_size, pthreadpool_t threadpool) {
  return reshape<float>(op, "reshape softmax", channels, input_stride, output_stride, batch_size, threadpool);
}

extern "C" xnn_status xnn_setup_softmax_nc_f32(xnn_operator_t op, const float* input, float* output) {
  return xnn_setup_one_input_one_output<softmax_operator<float>>(op, "setup softmax", input, output);
}

extern "C" xnn_status xnn_create_softmax_nc_f16(uint32_t flags, xnn_operator_t* op_out) {
  return create<uint16_t>(flags, op_out);
}

extern "C" xnn_status xnn_reshape_softmax_nc_f16(xnn_operator_t op, size_t channels, size_t input_stride,
                                                 size_t output_stride, size_t batch_size, pthreadpool_t threadpool) {
  return reshape<uint16_t>(op, "reshape softmax (f16)", channels, input_stride, output_stride, batch_size,
                           threadpool);
}

extern "C" xnn_status xnn_setup_softmax_nc_f16(xnn_operator_t op, const void* input, void* output) {
  return xnn_setup_one_input_one_output<softmax_operator<uint16_t>>(op, "setup softmax (f16)", input, output);
}
