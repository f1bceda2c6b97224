// Fully connected with dynamically quantized input (qd8: int8 rows, each with its own zero point and scale), int8
// (qc8w) or 4-bit (qc4w) weights with a scale per output channel, fp32 bias and fp16 output: one GEMM whose rows are
// the batch, on the qd8-f16-qc8w or qd8-f16-qc4w kernels (the qd8-f32 arithmetic, each result rounded once to fp16;
// docs/kernels.md, "Dynamic quantization with fp16 output"). The weights are packed as for the qd8_f32 kinds.
// create -> reshape -> setup -> run.
#include <cmath>

#include <xnnpack.h>

#include "configs/qd8-f16-qc4w-gemm-config.h"
#include "configs/qd8-f16-qc8w-gemm-config.h"
#include "log.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/qd8-gemm-pack.h"
#include "packing/qd8-qc4w-gemm-pack.h"
#include "ukernels/f16-vcvt/half.h"
#include "weights-cache/packed-weights.h"

namespace {

struct fully_connected_qd8_f16 : xnn_operator {
  explicit fully_connected_qd8_f16(const char* name) : xnn_operator(name) {}

  size_t input_channels = 0, output_channels = 0;
  size_t input_stride = 0, output_stride = 0;  // elements
  xnn_packed_weights packed_weights;
  size_t block_bytes = 0;  // packed bytes per nr output channels
  xnn_gemm_context gemm;   // create fills the kernels, tile and params; reshape the rest
};

struct fully_connected_qd8_f16_qc8w : fully_connected_qd8_f16 {
  static constexpr const char* kName = "fully connected (qd8_f16_qc8w)";
  fully_connected_qd8_f16_qc8w() : fully_connected_qd8_f16(kName) {}
};

struct fully_connected_qd8_f16_qc4w : fully_connected_qd8_f16 {
  static constexpr const char* kName = "fully connected (qd8_f16_qc4w)";
  fully_connected_qd8_f16_qc4w() : fully_connected_qd8_f16(kName) {}
};

// The clamp bound the kernels take: the fp16 number the bound rounds to, as a float.
float fp16_bound(float bound) { return xnn_f16_to_f32(xnn_f32_to_f16(bound)); }

// The checks every kind's create shares, before its own.
xnn_status check_create(const char* name, size_t input_channels, size_t output_channels, size_t input_stride,
                        size_t output_stride, const float* kernel_scale, const void* kernel, float output_min,
                        float output_max, uint32_t flags, xnn_operator_t* out) {
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "fully_connected_op_out", out))) return status;
  *out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags)) ||
      (status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_stride(name, "input_stride", input_stride, "input_channels", input_channels)) ||
      (status = xnn_check_stride(name, "output_stride", output_stride, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel)) ||
      (status = xnn_check_not_null(name, "kernel_scale", kernel_scale)) ||
      (status = xnn_check_output_range(name, output_min, output_max))) {
    return status;
  }
  for (size_t o = 0; o < output_channels; o++) {
    if (!(kernel_scale[o] > 0.0f) || !std::isnormal(kernel_scale[o])) {
      xnn_log_error("%s: kernel_scale[%zu] is %.9g; expected a positive normal float", name, o, kernel_scale[o]);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

// Create's common tail: an operator of kind Op on `config`'s kernels with `packed_bytes` of weights that
// pack(destination) writes, found in or added to `weights_cache` under `key`.
template <class Op, class Config, class Pack>
xnn_status make_operator(const Config* config, size_t input_channels, size_t output_channels, size_t input_stride,
                         size_t output_stride, size_t packed_bytes, float output_min, float output_max,
                         xnn_weights_cache_t weights_cache, const xnn_weights_key_source& key, Pack pack,
                         xnn_operator_t* out) {
  size_t bound;
  if (!xnn_checked_product(Op::kName, {output_channels + config->nr, input_channels + config->kr + 16}, &bound)) {
    return xnn_status_invalid_parameter;
  }
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->input_channels = input_channels, op->output_channels = output_channels;
  op->input_stride = input_stride, op->output_stride = output_stride;
  op->block_bytes = packed_bytes / ((output_channels + config->nr - 1) / config->nr);
  op->gemm.use_gemm(config);
  op->gemm.params.f32 = {fp16_bound(output_min), fp16_bound(output_max)};
  return xnn_finish_create(op, op->packed_weights.pack(weights_cache, key, packed_bytes, pack), out);
}

template <class Config>
const Config* config_or_log(const char* name, const Config* config) {
  if (config == nullptr) xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
  return config;
}

template <class Op>
xnn_status reshape(xnn_operator_t fully_connected_op, size_t batch_size, size_t* workspace_size,
                   pthreadpool_t threadpool, const char* function) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  size_t unused;
  if (!xnn_checked_product(op->name, {batch_size, op->input_stride}, &unused) ||
      !xnn_checked_product(op->name, {batch_size, op->output_stride, sizeof(uint16_t)}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  if (workspace_size != nullptr) *workspace_size = 0;
  op->job_count = 0;
  if (batch_size != 0) {
    xnn_gemm_context& ctx = op->gemm;
    ctx.batch = xnn_gemm_batch_dims{};
    ctx.kc = op->input_channels;
    ctx.a_stride = op->input_stride;
    ctx.w = op->packed_weights.address();
    ctx.w_block_stride = op->block_bytes;
    ctx.cm_stride = op->output_stride * sizeof(uint16_t);
    xnn_plan_gemm_job(&op->jobs[0], &ctx, false, batch_size, op->output_channels, op->block_bytes / ctx.nr,
                      op->input_channels, xnn_threads_count(threadpool));
    op->job_count = 1;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class Op>
xnn_status setup(xnn_operator_t fully_connected_op, const int8_t* input, void* output,
                 const xnn_quantization_params* quantization_params, const char* function) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  if (op->job_count != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "quantization_params", quantization_params)) return status;
  }
  op->gemm.a = input;
  op->gemm.c = output;
  op->gemm.quantization = reinterpret_cast<const xnn_qd8_quantization_params*>(quantization_params);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f16_qc8w(size_t input_channels, size_t output_channels,
                                                                 size_t input_stride, size_t output_stride,
                                                                 const float* kernel_scale, const int8_t* kernel,
                                                                 const float* bias, float output_min, float output_max,
                                                                 uint32_t flags, xnn_weights_cache_t weights_cache,
                                                                 xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_qd8_f16_qc8w::kName;
  if (xnn_status status = check_create(name, input_channels, output_channels, input_stride, output_stride,
                                       kernel_scale, kernel, output_min, output_max, flags, fully_connected_op_out)) {
    return status;
  }
  const xnn_qd8_f16_qc8w_gemm_config* config = config_or_log(name, xnn_init_qd8_f16_qc8w_gemm_config());
  if (config == nullptr) return xnn_status_uninitialized;
  const size_t packed_bytes =
      xnn_packed_qd8_qc8w_gemm_size(output_channels, 1, input_channels, config->nr, config->kr, /*sr=*/1);
  const uint32_t seed = xnn_weights_seed({config->nr, config->kr, input_channels, output_channels, flags},
                                         kernel_scale, output_channels * sizeof(float));
  return make_operator<fully_connected_qd8_f16_qc8w>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes, output_min, output_max,
      weights_cache, {name, kernel, bias, seed},
      [&](void* packed) {
        if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
          xnn_pack_qd8_qc8w_gemm_gio_w(output_channels, input_channels, config->nr, config->kr, 1, output_channels,
                                       kernel, bias, kernel_scale, packed);
        } else {
          xnn_pack_qd8_qc8w_gemm_goi_w(output_channels, input_channels, config->nr, config->kr, 1, kernel, bias,
                                       kernel_scale, packed);
        }
      },
      fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc8w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape<fully_connected_qd8_f16_qc8w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                               "xnn_reshape_fully_connected_nc_qd8_f16_qc8w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc8w(
    xnn_operator_t fully_connected_op, const int8_t* input, void* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qd8_f16_qc8w>(fully_connected_op, input, output, quantization_params,
                                             "xnn_setup_fully_connected_nc_qd8_f16_qc8w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f16_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias, float output_min,
    float output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_qd8_f16_qc4w::kName;
  if (xnn_status status = check_create(name, input_channels, output_channels, input_stride, output_stride,
                                       kernel_scale, kernel, output_min, output_max, flags, fully_connected_op_out)) {
    return status;
  }
  if (kernel_zero_point != 0 && kernel_zero_point != 8) {
    xnn_log_error("%s: kernel_zero_point is %u; expected 8 (unsigned nibbles) or 0 (signed nibbles)", name,
                  unsigned(kernel_zero_point));
    return xnn_status_invalid_parameter;
  }
  const xnn_qd8_f16_qc4w_gemm_config* config = config_or_log(name, xnn_init_qd8_f16_qc4w_gemm_config());
  if (config == nullptr) return xnn_status_uninitialized;
  const size_t packed_bytes = xnn_packed_qd8_qc4w_gemm_size(output_channels, input_channels, config->nr, config->kr);
  const uint32_t seed = xnn_weights_seed({config->nr, config->kr, input_channels, output_channels, flags,
                                          kernel_zero_point}, kernel_scale, output_channels * sizeof(float));
  return make_operator<fully_connected_qd8_f16_qc4w>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes, output_min, output_max,
      weights_cache, {name, kernel, bias, seed},
      [&](void* packed) {
        xnn_pack_qd8_qc4w_gemm_w(output_channels, input_channels, config->nr, config->kr,
                                 static_cast<const uint8_t*>(kernel), kernel_zero_point,
                                 (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0, bias, kernel_scale, packed);
      },
      fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc4w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape<fully_connected_qd8_f16_qc4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                               "xnn_reshape_fully_connected_nc_qd8_f16_qc4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc4w(
    xnn_operator_t fully_connected_op, const int8_t* input, void* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qd8_f16_qc4w>(fully_connected_op, input, output, quantization_params,
                                             "xnn_setup_fully_connected_nc_qd8_f16_qc4w");
}
