// Softmax, f32, over [batch, channels] rows with strides: y = exp(x - max(x)) / sum(exp(x - max(x))) per row, in
// three kernel passes (row maximum; exp stored and summed; scaling by 1/sum). Rows are split between threads in
// groups of about 4K elements, so every row is computed by one thread in one order whatever the thread count.
#include <algorithm>

#include <xnnpack.h>

#include "configs/f32-softmax-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct softmax_context : xnn_rows {
  const xnn_f32_softmax_config* kernels = nullptr;
};

// [m, m + m_size) are rows.
void softmax_task(void* context, size_t, size_t m, size_t, size_t m_size, size_t) {
  const softmax_context* c = static_cast<const softmax_context*>(context);
  for (size_t row = m; row < m + m_size; row++) {
    const float* x = reinterpret_cast<const float*>(c->input + row * c->input_stride);
    float* y = reinterpret_cast<float*>(c->output + row * c->output_stride);
    float max, sum;
    c->kernels->rmax->fn(c->row_bytes, x, &max);
    c->kernels->raddstoreexpminusmax->fn(c->row_bytes, x, &max, y, &sum);
    c->kernels->vscale->fn(c->row_bytes, y, y, 1.0f / sum);
  }
}

struct softmax_operator : xnn_operator {
  static constexpr const char* kName = "softmax";
  softmax_operator() : xnn_operator(kName) {}
  softmax_context context{};
};

}  // namespace

extern "C" xnn_status xnn_create_softmax_nc_f32(uint32_t flags, xnn_operator_t* op_out) {
  const char* name = softmax_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "softmax_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, 0))) return status;
  const xnn_f32_softmax_config* kernels = xnn_init_f32_softmax_config();
  if (kernels == nullptr) return xnn_status_uninitialized;
  softmax_operator* op = xnn_new_operator<softmax_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.kernels = kernels;
  *op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_softmax_nc_f32(xnn_operator_t op_base, size_t channels, size_t input_stride,
                                                 size_t output_stride, size_t batch_size, pthreadpool_t threadpool) {
  softmax_operator* op = xnn_operator_as<softmax_operator>(op_base, "reshape softmax");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_reshape_rows(op, batch_size, channels, input_stride, output_stride, &op->context,
                                           &op->context);
      status != xnn_status_success) {
    return status;
  }
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

extern "C" xnn_status xnn_setup_softmax_nc_f32(xnn_operator_t op_base, const float* input, float* output) {
  return xnn_setup_one_input_one_output<softmax_operator>(op_base, "setup softmax", input, output);
}
