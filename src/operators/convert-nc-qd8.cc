// Convert fp32 or fp16 [batch, channels] rows to dynamically quantized int8 (qd8): per row, the f32 rminmax kernel
// finds the minimum and maximum, xnn_qd8_asymmetric_quantization (ukernels/qd8-quantization.h, XNNPACK's rule) turns
// them into a zero point and scale, and the f32 -> qs8 vcvt kernel quantizes the row with them. An fp16 row goes
// through the same kernels widened to fp32 in chunks (operators/f16-widen.h), so its result is bit-identical to
// widening the row first and converting it as fp32 (XNNPACK instead multiplies by the inverse scale rounded to fp16,
// in fp16 arithmetic on ARM, which can move a value by one quantization step). Rows are split between threads whole,
// so the result does not depend on the thread count. The f32 -> qdu8 form writes the same rows as A + 128 (uint8)
// with zero points + 128 through the f32 -> qu8 vcvt kernel (bounds and rounding shift with the zero point, so every
// byte is the qd8 byte + 128): what the x86 VNNI GEMM kernels read without a copy. create -> reshape -> setup -> run.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include <xnnpack.h>

#include "configs/f16-vcvt-config.h"
#include "configs/f32-reduce-config.h"
#include "configs/qs8-vcvt-config.h"
#include "log.h"
#include "operators/f16-widen.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/qd8-quantization.h"

namespace {

struct convert_qd8_context : xnn_rows {
  const xnn_f32_rminmax_info* rminmax = nullptr;
  const xnn_f32_qs8_vcvt_info* quantize = nullptr;    // qd8 output
  const xnn_f32_qu8_vcvt_info* quantize_u8 = nullptr;  // qdu8 output: zero points + 128
  xnn_f16_f32_vcvt_ukernel_fn widen = nullptr;  // fp16 input; null for fp32
  size_t channels = 0;
  size_t batch = 0;
  xnn_quantization_params* quantization = nullptr;
};

// [m, m + m_size) are rows. The task of the last row also fills the XNN_EXTRA_QUANTIZATION_PARAMS entries after it.
void convert_qd8_task(void* context, size_t, size_t m, size_t, size_t m_size, size_t) {
  const convert_qd8_context* c = static_cast<const convert_qd8_context*>(context);
  for (size_t row = m; row < m + m_size; row++) {
    const char* x = c->input + row * c->input_stride;
    int8_t* y = reinterpret_cast<int8_t*>(c->output + row * c->output_stride);
    float minmax[2] = {INFINITY, -INFINITY};
    xnn_for_each_f32_chunk(c->widen, x, c->channels, [&](const float* chunk, size_t, size_t n) {
      c->rminmax->fn(n * sizeof(float), chunk, minmax, nullptr);
    });
    const xnn_qd8_row_quantization q = xnn_qd8_asymmetric_quantization(minmax[0], minmax[1]);
    const int32_t zero_point = c->quantize_u8 != nullptr ? q.zero_point + 128 : q.zero_point;
    const xnn_f32_qs8_cvt_params params = {q.quantize_scale, zero_point};
    xnn_for_each_f32_chunk(c->widen, x, c->channels, [&](const float* chunk, size_t offset, size_t n) {
      if (c->quantize_u8 != nullptr) {
        c->quantize_u8->fn(n * sizeof(float), chunk, reinterpret_cast<uint8_t*>(y) + offset, &params);
      } else {
        c->quantize->fn(n * sizeof(float), chunk, y + offset, &params);
      }
    });
    c->quantization[row] = {zero_point, q.scale};
  }
  if (m + m_size == c->batch) {
    for (size_t i = 0; i < XNN_EXTRA_QUANTIZATION_PARAMS; i++) {
      c->quantization[c->batch + i] = c->quantization[c->batch - 1];
    }
  }
}

// One operator kind per input type (T: float or uint16_t halves) and output type (Y: int8_t for qd8, uint8_t for
// qdu8), so a reshape or setup of another kind is refused.
template <class T, class Y>
struct convert_qd8_operator : xnn_operator {
  static constexpr const char* kName =
      std::is_same<Y, uint8_t>::value ? "convert (f32 to qdu8)"
      : std::is_same<T, float>::value ? "convert (f32 to qd8)"
                                      : "convert (f16 to qd8)";
  convert_qd8_operator() : xnn_operator(kName) {}
  convert_qd8_context context{};
};

template <class T, class Y>
xnn_status create(uint32_t flags, xnn_operator_t* convert_op_out) {
  const char* name = convert_qd8_operator<T, Y>::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "convert_op_out", convert_op_out))) return status;
  *convert_op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, 0))) return status;
  const bool half = std::is_same<T, uint16_t>::value;
  const xnn_f32_rminmax_info* rminmax = xnn_init_f32_rminmax_config(xnn_rminmax_op::minmax);
  const xnn_qs8_vcvt_config* vcvt = xnn_init_qs8_vcvt_config();
  const xnn_f16_f32_vcvt_info* widen = half ? xnn_init_f16_f32_vcvt_config() : nullptr;
  if (rminmax == nullptr || vcvt == nullptr || (half && widen == nullptr)) return xnn_status_uninitialized;
  convert_qd8_operator<T, Y>* op = xnn_new_operator<convert_qd8_operator<T, Y>>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.rminmax = rminmax;
  op->context.quantize = vcvt->f32_qs8;
  op->context.quantize_u8 = std::is_same<Y, uint8_t>::value ? vcvt->f32_qu8 : nullptr;
  op->context.widen = half ? widen->fn : nullptr;
  *convert_op_out = op;
  return xnn_status_success;
}

template <class T, class Y>
xnn_status reshape(xnn_operator_t convert_op, const char* function, size_t batch_size, size_t channels,
                   size_t input_stride, size_t output_stride, pthreadpool_t threadpool) {
  convert_qd8_operator<T, Y>* op = xnn_operator_as<convert_qd8_operator<T, Y>>(convert_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_reshape_rows(op, batch_size, channels, input_stride, output_stride, &op->context,
                                           &op->context);
      status != xnn_status_success) {
    return status;
  }
  op->context.input_stride = input_stride * sizeof(T);
  op->context.output_stride = output_stride;  // 8-bit output: bytes = elements
  op->context.channels = channels;
  op->context.batch = batch_size;
  xnn_parallel_job& job = op->jobs[0];
  job.task = convert_qd8_task;
  job.range[1] = batch_size;
  // About 4K elements per tile, at least 4 tiles per thread when there are enough rows.
  const size_t threads = xnn_threads_count(threadpool);
  const size_t rows_for_balance = (batch_size + 4 * threads - 1) / (4 * threads);
  job.tile[0] = std::max<size_t>(1, std::min(std::max<size_t>(1, 4096 / channels), rows_for_balance));
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class T, class Y>
xnn_status setup(xnn_operator_t convert_op, const char* function, const void* input, Y* output,
                 xnn_quantization_params* quantization_params) {
  convert_qd8_operator<T, Y>* op = xnn_operator_as<convert_qd8_operator<T, Y>>(convert_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  if (op->job_count != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "quantization_params", quantization_params)) return status;
  }
  op->context.input = static_cast<const char*>(input);
  op->context.output = reinterpret_cast<char*>(output);
  op->context.quantization = quantization_params;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_convert_nc_f32_qd8(uint32_t flags, xnn_operator_t* convert_op_out) {
  return create<float, int8_t>(flags, convert_op_out);
}

extern "C" xnn_status xnn_reshape_convert_nc_f32_qd8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                                     size_t input_stride, size_t output_stride,
                                                     pthreadpool_t threadpool) {
  return reshape<float, int8_t>(convert_op, "xnn_reshape_convert_nc_f32_qd8", batch_size, channels, input_stride,
                                output_stride, threadpool);
}

extern "C" xnn_status xnn_setup_convert_nc_f32_qd8(xnn_operator_t convert_op, const float* input, int8_t* output,
                                                   float* /*row_sum: not written*/,
                                                   xnn_quantization_params* quantization_params) {
  return setup<float, int8_t>(convert_op, "xnn_setup_convert_nc_f32_qd8", input, output, quantization_params);
}

extern "C" xnn_status xnn_create_convert_nc_f16_qd8(uint32_t flags, xnn_operator_t* convert_op_out) {
  return create<uint16_t, int8_t>(flags, convert_op_out);
}

extern "C" xnn_status xnn_reshape_convert_nc_f16_qd8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                                     size_t input_stride, size_t output_stride,
                                                     pthreadpool_t threadpool) {
  return reshape<uint16_t, int8_t>(convert_op, "xnn_reshape_convert_nc_f16_qd8", batch_size, channels,
                                   input_stride, output_stride, threadpool);
}

extern "C" xnn_status xnn_setup_convert_nc_f16_qd8(xnn_operator_t convert_op, const void* input, int8_t* output,
                                                   float* /*row_sum: not written*/,
                                                   xnn_quantization_params* quantization_params) {
  return setup<uint16_t, int8_t>(convert_op, "xnn_setup_convert_nc_f16_qd8", input, output, quantization_params);
}

extern "C" xnn_status xnn_create_convert_nc_f32_qdu8(uint32_t flags, xnn_operator_t* convert_op_out) {
  return create<float, uint8_t>(flags, convert_op_out);
}

extern "C" xnn_status xnn_reshape_convert_nc_f32_qdu8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                                      size_t input_stride, size_t output_stride,
                                                      pthreadpool_t threadpool) {
  return reshape<float, uint8_t>(convert_op, "xnn_reshape_convert_nc_f32_qdu8", batch_size, channels, input_stride,
                                 output_stride, threadpool);
}

extern "C" xnn_status xnn_setup_convert_nc_f32_qdu8(xnn_operator_t convert_op, const float* input, uint8_t* output,
                                                    float* /*row_sum: not written*/,
                                                    xnn_quantization_params* quantization_params) {
  return setup<float, uint8_t>(convert_op, "xnn_setup_convert_nc_f32_qdu8", input, output, quantization_params);
}
