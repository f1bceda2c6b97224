// Softmax, qu8, over [batch, channels] rows with strides, XNNPACK's algorithm: output scale 1/256 and zero point 0;
// reshape fills a table of 256 integers, table[i] = round(q * exp((i - 255) * input_scale)) in double with
// q = min(UINT32_MAX / channels, 2^23 - 1); per row, with m the row's maximum and t[x] = table[x + 255 - m],
//   y = min(255, (t[x] * 256 + sum / 2) / sum)        sum = the row's sum of t[x], integer division.
// q keeps the sum within 32 bits except where table entries round up; XNNPACK then wraps the sum (and divides by
// zero when it wraps to 0, e.g. 1024 equal inputs), while here the sum is kept in 64 bits: the same bytes wherever
// XNNPACK's sum does not wrap. Rows are split between threads as the f32 softmax splits them.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include <xnnpack.h>

#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct softmax_qu8_context : xnn_rows {
  const uint32_t* table = nullptr;
};

void softmax_row(const uint8_t* x, size_t n, const uint32_t* table, uint8_t* y) {
  const uint8_t max = *std::max_element(x, x + n);
  const uint32_t* t = table + (255 - max);
  uint64_t sum = 0;
  for (size_t i = 0; i < n; i++) sum += t[x[i]];
  const uint64_t rounding = sum / 2;
  for (size_t i = 0; i < n; i++) {
    const uint64_t q = ((uint64_t(t[x[i]]) << 8) + rounding) / sum;
    y[i] = uint8_t(std::min<uint64_t>(q, 255));
  }
}

// [m, m + m_size) are rows.
void softmax_qu8_task(void* context, size_t, size_t m, size_t, size_t m_size, size_t) {
  const softmax_qu8_context* c = static_cast<const softmax_qu8_context*>(context);
  for (size_t row = m; row < m + m_size; row++) {
    softmax_row(reinterpret_cast<const uint8_t*>(c->input + row * c->input_stride), c->row_bytes, c->table,
                reinterpret_cast<uint8_t*>(c->output + row * c->output_stride));
  }
}

struct softmax_qu8_operator : xnn_operator {
  static constexpr const char* kName = "softmax (qu8)";
  softmax_qu8_operator() : xnn_operator(kName) {}
  float input_scale = 0.0f;
  uint32_t table[256] = {};
  softmax_qu8_context context{};
};

}  // namespace

extern "C" xnn_status xnn_create_softmax_nc_qu8(float input_scale, uint8_t output_zero_point, float output_scale,
                                                uint32_t flags, xnn_operator_t* softmax_op_out) {
  const char* name = softmax_qu8_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "softmax_op_out", softmax_op_out))) return status;
  *softmax_op_out = nullptr;
  if ((status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale)) ||
      (status = xnn_check_flags(name, flags, 0))) {
    return status;
  }
  if (output_scale != 0x1.0p-8f) {
    xnn_log_error("%s: output_scale is %.7g; expected 1/256", name, output_scale);
    return xnn_status_unsupported_parameter;
  }
  if (output_zero_point != 0) {
    xnn_log_error("%s: output_zero_point is %u; expected 0", name, unsigned(output_zero_point));
    return xnn_status_unsupported_parameter;
  }
  softmax_qu8_operator* op = xnn_new_operator<softmax_qu8_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->input_scale = input_scale;
  *softmax_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_softmax_nc_qu8(xnn_operator_t softmax_op, size_t channels, size_t input_stride,
                                                 size_t output_stride, size_t batch_size, pthreadpool_t threadpool) {
  softmax_qu8_operator* op = xnn_operator_as<softmax_qu8_operator>(softmax_op, "xnn_reshape_softmax_nc_qu8");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_reshape_rows(op, batch_size, channels, input_stride, output_stride, &op->context,
                                           &op->context);
      status != xnn_status_success) {
    return status;
  }
  // Rows of bytes.
  op->context.input_stride = input_stride;
  op->context.output_stride = output_stride;
  op->context.row_bytes = channels;
  const double q = std::fmin(double(UINT32_MAX) / double(channels), 8388607.0);
  for (int i = 0; i < 256; i++) {
    op->table[i] = uint32_t(std::nearbyint(q * std::exp(double(i - 255) * double(op->input_scale))));
  }
  op->context.table = op->table;
  xnn_parallel_job& job = op->jobs[0];
  job.task = softmax_qu8_task;
  job.range[1] = batch_size;
  // About 4K elements per tile (at least 2K), as the f32 softmax.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t rows_for_balance = (batch_size + 4 * threads - 1) / (4 * threads);
  const size_t fewest_rows = (2048 + channels - 1) / channels;
  job.tile[0] = std::max(fewest_rows, std::min(std::max<size_t>(1, 4096 / channels), rows_for_balance));
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_softmax_nc_qu8(xnn_operator_t softmax_op, const uint8_t* input, uint8_t* output) {
  return xnn_setup_one_input_one_output<softmax_qu8_operator>(softmax_op, "xnn_setup_softmax_nc_qu8", input, output);
}
