// Rotary positional embedding over [batch, tokens, heads, channels] (NTHC), fp32, as XNNPACK defines it: each row of
// `channels` holds complex numbers as two halves (real parts, then imaginary parts), multiplied element by element
// by the token's row of the weights, [tokens, channels] in the same halves (cos, then sin):
//   y[i] = x[i] * w[i] - x[i + C/2] * w[i + C/2],  y[i + C/2] = x[i] * w[i + C/2] + x[i + C/2] * w[i].
// The loop is plain C++ the compiler vectorizes: the work is one multiply-add per element.
// create -> reshape -> setup -> run.
#include <algorithm>

#include <xnnpack.h>

#include "operators/data-movement.h"

namespace {

struct rope_context {
  const float* input = nullptr;
  const float* weights = nullptr;
  float* output = nullptr;
  size_t tokens = 0, heads = 0, half = 0;  // half: channels / 2
};

struct rope_operator : xnn_operator {
  static constexpr const char* kName = "rope";
  rope_operator() : xnn_operator(kName) {}
  rope_context context;
};

// Rows [row, row + rows) of the flattened [batch * tokens * heads, channels] tensor.
void rope_task(void* context, size_t, size_t row, size_t, size_t rows, size_t) {
  const rope_context* p = static_cast<const rope_context*>(context);
  const size_t half = p->half, channels = 2 * half;
  for (size_t r = row; r < row + rows; r++) {
    const size_t token = (r / p->heads) % p->tokens;
    const float* x = p->input + r * channels;
    const float* w = p->weights + token * channels;
    float* y = p->output + r * channels;
    for (size_t i = 0; i < half; i++) {
      const float xr = x[i], xi = x[half + i], wr = w[i], wi = w[half + i];
      y[i] = xr * wr - xi * wi;
      y[half + i] = xr * wi + xi * wr;
    }
  }
}

}  // namespace

extern "C" xnn_status xnn_create_rope_nthc_f32(uint32_t flags, xnn_operator_t* rope_op_out) {
  rope_operator* op;
  return xnn_create_move_operator(flags, rope_op_out, &op);
}

extern "C" xnn_status xnn_reshape_rope_nthc_f32(xnn_operator_t rope_op, size_t batch_size, size_t tokens,
                                                size_t heads, size_t channels, pthreadpool_t threadpool) {
  rope_operator* op = xnn_operator_as<rope_operator>(rope_op, "reshape rope");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_initialized(op->name)) || (status = xnn_check_positive(op->name, "tokens", tokens)) ||
      (status = xnn_check_positive(op->name, "heads", heads)) ||
      (status = xnn_check_positive(op->name, "channels", channels))) {
    return status;
  }
  if (channels % 2 != 0) {
    xnn_log_error("%s: channels is %zu; expected an even number (real and imaginary halves)", op->name, channels);
    return xnn_status_unsupported_parameter;
  }
  size_t rows, bytes;
  if (!xnn_checked_product(op->name, "rows (batch_size * tokens * heads)", {batch_size, tokens, heads}, &rows) ||
      !xnn_checked_product(op->name, "the tensor's bytes", {rows, channels, sizeof(float)}, &bytes)) {
    return xnn_status_invalid_parameter;
  }
  rope_context& p = op->context;
  p.tokens = tokens, p.heads = heads, p.half = channels / 2;
  // Tiles of rows of about 16 KiB, a few per thread.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t by_size = std::max<size_t>(1, 16384 / (channels * sizeof(float)));
  const size_t by_threads = std::max<size_t>(1, rows / (4 * threads));
  op->jobs[0] = xnn_parallel_job{};
  op->jobs[0].task = rope_task;
  op->jobs[0].context = &p;
  op->jobs[0].range[1] = rows;
  op->jobs[0].tile[0] = std::min(by_size, by_threads);
  op->job_count = rows == 0 ? 0 : 1;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_rope_nthc_f32(xnn_operator_t rope_op, const float* input, const float* weights,
                                              float* output) {
  rope_operator* op = xnn_operator_as<rope_operator>(rope_op, "setup rope");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output)) return status;
  if (op->job_count != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "weights", weights)) return status;
  }
  op->context.input = input;
  op->context.weights = weights;
  op->context.output = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
