// Rotary positional embedding over [batch, tokens, heads, channels] (NTHC), fp32 or fp16, as XNNPACK defines it:
// each row of `channels` holds complex numbers as two halves (real parts, then imaginary parts), multiplied element
// by element by the token's row of the weights, [tokens, channels] in the same halves (cos, then sin):
//   y[i] = x[i] * w[i] - x[i + C/2] * w[i + C/2],  y[i + C/2] = x[i] * w[i + C/2] + x[i + C/2] * w[i].
// The loop is plain C++ the compiler vectorizes: the work is one multiply-add per element. fp16 (input, weights and
// output) computes in fp32 on chunks widened exactly (operators/f16-widen.h) and rounds each result to fp16 once: the
// fp32 operator's result on the same values, rounded.
// create -> reshape -> setup -> run.
#include <algorithm>
#include <type_traits>

#include <xnnpack.h>

#include "configs/f16-vcvt-config.h"
#include "operators/data-movement.h"
#include "operators/f16-widen.h"

namespace {

struct rope_context {
  const void* input = nullptr;
  const void* weights = nullptr;
  void* output = nullptr;
  size_t tokens = 0, heads = 0, half = 0;  // half: channels / 2
  // fp16 only: the conversions around the fp32 arithmetic.
  xnn_f16_f32_vcvt_ukernel_fn widen = nullptr;
  xnn_f32_f16_vcvt_ukernel_fn narrow = nullptr;
};

template <class T>
struct rope_operator : xnn_operator {
  static constexpr const char* kName = std::is_same<T, float>::value ? "rope" : "rope (f16)";
  rope_operator() : xnn_operator(kName) {}
  rope_context context;
};

// n complex products of the halves (xr, xi) and (wr, wi) into (yr, yi).
void rotate(size_t n, const float* xr, const float* xi, const float* wr, const float* wi, float* yr, float* yi) {
  for (size_t i = 0; i < n; i++) {
    const float r = xr[i] * wr[i] - xi[i] * wi[i];
    const float im = xr[i] * wi[i] + xi[i] * wr[i];
    yr[i] = r;
    yi[i] = im;
  }
}

// Rows [row, row + rows) of the flattened [batch * tokens * heads, channels] tensor.
void rope_f32_task(void* context, size_t, size_t row, size_t, size_t rows, size_t) {
  const rope_context* p = static_cast<const rope_context*>(context);
  const size_t half = p->half, channels = 2 * half;
  for (size_t r = row; r < row + rows; r++) {
    const size_t token = (r / p->heads) % p->tokens;
    const float* x = static_cast<const float*>(p->input) + r * channels;
    const float* w = static_cast<const float*>(p->weights) + token * channels;
    float* y = static_cast<float*>(p->output) + r * channels;
    rotate(half, x, x + half, w, w + half, y, y + half);
  }
}

// The same on fp16 rows, kXnnWidenChunk complex numbers at a time: the four input halves widened, the two results
// rounded back.
void rope_f16_task(void* context, size_t, size_t row, size_t, size_t rows, size_t) {
  const rope_context* p = static_cast<const rope_context*>(context);
  const size_t half = p->half, channels = 2 * half;
  // The conversion kernels may read XNN_EXTRA_BYTES past a buffer's end.
  constexpr size_t kPadded = kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(float);
  float xr[kPadded], xi[kPadded], wr[kPadded], wi[kPadded], yr[kPadded], yi[kPadded];
  for (size_t r = row; r < row + rows; r++) {
    const size_t token = (r / p->heads) % p->tokens;
    const uint16_t* x = static_cast<const uint16_t*>(p->input) + r * channels;
    const uint16_t* w = static_cast<const uint16_t*>(p->weights) + token * channels;
    uint16_t* y = static_cast<uint16_t*>(p->output) + r * channels;
    for (size_t i = 0; i < half; i += kXnnWidenChunk) {
      const size_t n = std::min(kXnnWidenChunk, half - i);
      p->widen(n * sizeof(uint16_t), x + i, xr, nullptr);
      p->widen(n * sizeof(uint16_t), x + half + i, xi, nullptr);
      p->widen(n * sizeof(uint16_t), w + i, wr, nullptr);
      p->widen(n * sizeof(uint16_t), w + half + i, wi, nullptr);
      rotate(n, xr, xi, wr, wi, yr, yi);
      p->narrow(n * sizeof(float), yr, y + i, nullptr);
      p->narrow(n * sizeof(float), yi, y + half + i, nullptr);
    }
  }
}

template <class T>
xnn_status create(uint32_t flags, xnn_operator_t* rope_op_out) {
  rope_operator<T>* op;
  xnn_status status = xnn_create_move_operator(flags, rope_op_out, &op);
  if (status != xnn_status_success || std::is_same<T, float>::value) return status;
  const xnn_f16_f32_vcvt_info* widen = xnn_init_f16_f32_vcvt_config();
  const xnn_f32_f16_vcvt_info* narrow = xnn_init_f32_f16_vcvt_config();
  if (widen == nullptr || narrow == nullptr) {
    xnn_log_error("%s: no f16 <-> f32 conversion kernel for this CPU", op->name);
    xnn_release_operator(op);
    *rope_op_out = nullptr;
    return xnn_status_unsupported_hardware;
  }
  op->context.widen = widen->fn;
  op->context.narrow = narrow->fn;
  return xnn_status_success;
}

template <class T>
xnn_status reshape(xnn_operator_t rope_op, const char* function, size_t batch_size, size_t tokens, size_t heads,
                   size_t channels, pthreadpool_t threadpool) {
  rope_operator<T>* op = xnn_operator_as<rope_operator<T>>(rope_op, function);
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
      !xnn_checked_product(op->name, "the tensor's bytes", {rows, channels, sizeof(T)}, &bytes)) {
    return xnn_status_invalid_parameter;
  }
  rope_context& p = op->context;
  p.tokens = tokens, p.heads = heads, p.half = channels / 2;
  // Tiles of rows of about 16 KiB of fp32 work, a few per thread.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t by_size = std::max<size_t>(1, 16384 / (channels * sizeof(float)));
  const size_t by_threads = std::max<size_t>(1, rows / (4 * threads));
  op->jobs[0] = xnn_parallel_job{};
  op->jobs[0].task = std::is_same<T, float>::value ? rope_f32_task : rope_f16_task;
  op->jobs[0].context = &p;
  op->jobs[0].range[1] = rows;
  op->jobs[0].tile[0] = std::min(by_size, by_threads);
  op->job_count = rows == 0 ? 0 : 1;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class T>
xnn_status setup(xnn_operator_t rope_op, const char* function, const void* input, const void* weights,
                 void* output) {
  rope_operator<T>* op = xnn_operator_as<rope_operator<T>>(rope_op, function);
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

}  // namespace

extern "C" xnn_status xnn_create_rope_nthc_f32(uint32_t flags, xnn_operator_t* rope_op_out) {
  return create<float>(flags, rope_op_out);
}

extern "C" xnn_status xnn_reshape_rope_nthc_f32(xnn_operator_t rope_op, size_t batch_size, size_t tokens,
                                                size_t heads, size_t channels, pthreadpool_t threadpool) {
  return reshape<float>(rope_op, "reshape rope", batch_size, tokens, heads, channels, threadpool);
}

extern "C" xnn_status xnn_setup_rope_nthc_f32(xnn_operator_t rope_op, const float* input, const float* weights,
                                              float* output) {
  return setup<float>(rope_op, "setup rope", input, weights, output);
}

extern "C" xnn_status xnn_create_rope_nthc_f16(uint32_t flags, xnn_operator_t* rope_op_out) {
  return create<uint16_t>(flags, rope_op_out);
}

extern "C" xnn_status xnn_reshape_rope_nthc_f16(xnn_operator_t rope_op, size_t batch_size, size_t tokens,
                                                size_t heads, size_t channels, pthreadpool_t threadpool) {
  return reshape<uint16_t>(rope_op, "reshape rope (f16)", batch_size, tokens, heads, channels, threadpool);
}

extern "C" xnn_status xnn_setup_rope_nthc_f16(xnn_operator_t rope_op, const void* input, const void* weights,
                                              void* output) {
  return setup<uint16_t>(rope_op, "setup rope (f16)", input, weights, output);
}
