// Fully connected, f32: output[b][o] = clamp(bias[o] + sum_i input[b][i] * kernel[o][i]); one GEMM whose rows are the
// batch. create -> reshape -> setup -> run.
#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "log.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/gemm-pack.h"

namespace {

struct fully_connected_operator : xnn_operator {
  static constexpr const char* kName = "fully connected";
  fully_connected_operator() : xnn_operator(kName) {}
  ~fully_connected_operator() override { xnn_release_simd_memory(packed_weights); }

  size_t input_channels = 0, output_channels = 0;
  size_t input_stride = 0, output_stride = 0;  // elements
  const xnn_f32_gemm_config* config = nullptr;
  float* packed_weights = nullptr;
  size_t column_bytes = 0;  // packed bytes per output channel
  xnn_f32_minmax_params params = {0.0f, 0.0f};

  size_t batch_size = 0;
  xnn_gemm_context gemm;
};

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_f32(size_t input_channels, size_t output_channels,
                                                        size_t input_stride, size_t output_stride,
                                                        const float* kernel, const float* bias, float output_min,
                                                        float output_max, uint32_t flags,
                                                        xnn_weights_cache_t /*weights_cache: unused*/,
                                                        xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "fully_connected_op_out", fully_connected_op_out))) return status;
  *fully_connected_op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags)) ||
      (status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_stride(name, "input_stride", input_stride, "input_channels", input_channels)) ||
      (status = xnn_check_stride(name, "output_stride", output_stride, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel)) ||
      (status = xnn_check_output_range(name, output_min, output_max))) {
    return status;
  }
  const xnn_f32_gemm_config* config = xnn_operator_gemm_config(name, output_channels);
  if (config == nullptr) return xnn_status_uninitialized;
  size_t packed_bytes;
  if (!xnn_packed_weights_bytes(name, config, output_channels, 1, input_channels, &packed_bytes)) {
    return xnn_status_invalid_parameter;
  }

  fully_connected_operator* op = xnn_new_operator<fully_connected_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->input_channels = input_channels, op->output_channels = output_channels;
  op->input_stride = input_stride, op->output_stride = output_stride;
  op->config = config;
  op->params = {output_min, output_max};
  op->column_bytes = packed_bytes / ((output_channels + config->nr - 1) / config->nr * config->nr);
  op->packed_weights = static_cast<float*>(xnn_allocate_simd_memory(packed_bytes));
  if (op->packed_weights == nullptr) {
    xnn_log_error("fully connected: out of memory for %zu bytes of packed weights", packed_bytes);
    xnn_release_operator(op);
    return xnn_status_out_of_memory;
  }
  if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
    xnn_pack_f32_gemm_gio_w(1, output_channels, input_channels, config->nr, config->kr, config->sr, output_channels,
                            kernel, bias, op->packed_weights);
  } else {
    xnn_pack_f32_gemm_goi_w(1, output_channels, input_channels, config->nr, config->kr, config->sr, kernel, bias,
                            op->packed_weights);
  }
  *fully_connected_op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f32(xnn_operator_t fully_connected_op, size_t batch_size,
                                                         pthreadpool_t threadpool) {
  fully_connected_operator* op =
      xnn_operator_as<fully_connected_operator>(fully_connected_op, "xnn_reshape_fully_connected_nc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  size_t unused;
  if (!xnn_checked_product(op->name, {batch_size, op->input_stride, sizeof(float)}, &unused) ||
      !xnn_checked_product(op->name, {batch_size, op->output_stride, sizeof(float)}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  op->batch_size = batch_size;
  op->job_count = 0;
  if (batch_size != 0) {
    const xnn_f32_gemm_config* config = op->config;
    xnn_gemm_context& ctx = op->gemm;
    ctx = xnn_gemm_context{};
    ctx.use_gemm(config);
    ctx.kc = op->input_channels * sizeof(float);
    ctx.a_stride = op->input_stride * sizeof(float);
    ctx.w = op->packed_weights;
    ctx.w_block_stride = op->column_bytes * config->nr;
    ctx.cm_stride = op->output_stride * sizeof(float);
    ctx.params.f32 = op->params;
    xnn_plan_gemm_job(&op->jobs[0], &ctx, false, batch_size, op->output_channels, op->column_bytes,
                      op->input_channels, xnn_threads_count(threadpool));
    op->job_count = 1;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f32(xnn_operator_t fully_connected_op, const float* input,
                                                       float* output) {
  fully_connected_operator* op =
      xnn_operator_as<fully_connected_operator>(fully_connected_op, "xnn_setup_fully_connected_nc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  op->gemm.a = input;
  op->gemm.c = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
