// Fully connected: output[b][o] = activation(bias[o] + sum_i input[b][i] * kernel[o][i]); one GEMM whose rows are the
// batch. f32 and f16 (clamped; one body over operators/float-gemm-type.h; f32_f16 is the f32 operator on fp16
// weights), qs8 with per-channel int8 weights (qs8_qc8w, requantized: docs/kernels.md, "Quantized
// kernels"), qs8 with one kernel scale (the qs8_qc8w kernels, that scale in every channel) and qu8 (the qu8 kernels,
// both zero points folded into the packed bias) and bf16_f32 (bf16 input and weights, fp32 bias and output, clamped;
// docs/kernels.md, "bf16 GEMM").
// create -> reshape -> setup -> run.
#include <vector>

#include <xnnpack.h>

#include "alloc-failure.h"
#include "configs/bf16-f32-gemm-config.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "configs/qu8-gemm-config.h"
#include "log.h"
#include "operators/float-gemm-type.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/bf16-gemm-pack.h"
#include "packing/qs8-gemm-pack.h"
#include "packing/qu8-gemm-pack.h"
#include "weights-cache/packed-weights.h"

namespace {

// What both datatypes keep from create; each datatype is an operator kind of its own (a reshape of the wrong kind
// is refused by name).
struct fully_connected_state : xnn_operator {
  using xnn_operator::xnn_operator;

  size_t input_channels = 0, output_channels = 0;
  size_t input_stride = 0, output_stride = 0;  // elements
  size_t input_element_bytes = 0, output_element_bytes = 0;
  xnn_packed_weights packed_weights;
  size_t column_bytes = 0;  // packed bytes per output channel
  xnn_gemm_context gemm;    // create fills the kernels, tile and params; reshape the rest
  size_t batch_size = 0;
};

struct fully_connected_f32 : fully_connected_state {
  static constexpr const char* kName = "fully connected";
  fully_connected_f32() : fully_connected_state(kName) {}
};

struct fully_connected_f16 : fully_connected_state {
  static constexpr const char* kName = "fully connected (f16)";
  fully_connected_f16() : fully_connected_state(kName) {}
};

struct fully_connected_bf16_f32 : fully_connected_state {
  static constexpr const char* kName = "fully connected (bf16_f32)";
  fully_connected_bf16_f32() : fully_connected_state(kName) {}
};

struct fully_connected_qs8_qc8w : fully_connected_state {
  static constexpr const char* kName = "fully connected (qs8_qc8w)";
  fully_connected_qs8_qc8w() : fully_connected_state(kName) {}
};

// One kernel scale, run on the qs8_qc8w kernels with that scale in every channel.
struct fully_connected_qs8 : fully_connected_state {
  static constexpr const char* kName = "fully connected (qs8)";
  fully_connected_qs8() : fully_connected_state(kName) {}
};

struct fully_connected_qu8 : fully_connected_state {
  static constexpr const char* kName = "fully connected (qu8)";
  fully_connected_qu8() : fully_connected_state(kName) {}
};

// The checks every datatype makes on their common arguments.
xnn_status check_common(const char* name, size_t input_channels, size_t output_channels, size_t input_stride,
                        size_t output_stride, const void* kernel, uint32_t flags, xnn_operator_t* op_out,
                        uint32_t extra_flags = 0) {
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "fully_connected_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags | extra_flags)) ||
      (status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_stride(name, "input_stride", input_stride, "input_channels", input_channels)) ||
      (status = xnn_check_stride(name, "output_stride", output_stride, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel))) {
    return status;
  }
  return xnn_status_success;
}

// Records the shape (the caller then packs `packed_bytes` of weights).
void init_state(fully_connected_state* op, size_t input_channels, size_t output_channels, size_t input_stride,
                size_t output_stride, size_t input_element_bytes, size_t output_element_bytes, size_t packed_bytes,
                size_t nr) {
  op->input_channels = input_channels, op->output_channels = output_channels;
  op->input_stride = input_stride, op->output_stride = output_stride;
  op->input_element_bytes = input_element_bytes, op->output_element_bytes = output_element_bytes;
  op->column_bytes = packed_bytes / ((output_channels + nr - 1) / nr * nr);
}

// The cache key's seed of a fully connected operator's packing: its tile, shape and flags, `more` and `extra_bytes`
// at `extra`.
uint64_t packing_seed(size_t nr, size_t kr, size_t sr, size_t input_channels, size_t output_channels, uint32_t flags,
                      uint64_t more = 0, const void* extra = nullptr, size_t extra_bytes = 0) {
  return xnn_weights_seed({nr, kr, sr, input_channels, output_channels, flags, more}, extra, extra_bytes);
}

template <class Op>
xnn_status reshape(xnn_operator_t fully_connected_op, const char* function, size_t batch_size,
                   pthreadpool_t threadpool) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  size_t unused;
  if (!xnn_checked_product(op->name, {batch_size, op->input_stride, op->input_element_bytes}, &unused) ||
      !xnn_checked_product(op->name, {batch_size, op->output_stride, op->output_element_bytes}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  op->batch_size = batch_size;
  op->job_count = 0;
  if (batch_size != 0) {
    xnn_gemm_context& ctx = op->gemm;
    ctx.batch = xnn_gemm_batch_dims{};
    ctx.kc = op->input_channels * op->input_element_bytes;
    ctx.a_stride = op->input_stride * op->input_element_bytes;
    ctx.w = op->packed_weights.address();
    ctx.w_block_stride = op->column_bytes * ctx.nr;
    ctx.cm_stride = op->output_stride * op->output_element_bytes;
    xnn_plan_gemm_job(&op->jobs[0], &ctx, false, batch_size, op->output_channels, op->column_bytes,
                      op->input_channels, xnn_threads_count(threadpool));
    op->job_count = 1;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class Op>
xnn_status setup(xnn_operator_t fully_connected_op, const char* function, const void* input, void* output) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  op->gemm.a = input;
  op->gemm.c = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// [input_channels][output_channels] -> [output_channels][input_channels], the order the packers read.
template <class T>
void transpose_weights(size_t input_channels, size_t output_channels, const T* kernel, T* transposed) {
  for (size_t o = 0; o < output_channels; o++) {
    for (size_t i = 0; i < input_channels; i++) transposed[o * input_channels + i] = kernel[i * output_channels + o];
  }
}

// qs8 create on the qs8_qc8w kernels: `kernel_scale` holds one scale per output channel, or one scale for all of
// them when `per_tensor` (replicated into every channel's requantization scale).
template <class Op>
xnn_status create_qs8(size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
                      int8_t input_zero_point, float input_scale, const float* kernel_scale, bool per_tensor,
                      const int8_t* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale,
                      int8_t output_min, int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
                      xnn_operator_t* fully_connected_op_out) {
  const char* name = Op::kName;
  xnn_status status = check_common(name, input_channels, output_channels, input_stride, output_stride, kernel,
                                   flags, fully_connected_op_out);
  if (status != xnn_status_success || (status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale)) ||
      (status = xnn_check_not_null(name, "kernel_scale", kernel_scale)) ||
      (per_tensor && (status = xnn_check_scale(name, "kernel_scale", *kernel_scale))) ||
      (status = xnn_check_quantized_output_range(name, output_min, output_max))) {
    return status;
  }
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  // Bounds the packed size (channels and inputs padded to whole tiles, bias and scale per channel) below SIZE_MAX.
  size_t bound;
  if (!xnn_checked_product(name, {output_channels + config->nr, input_channels + config->kr * config->sr + 8},
                           &bound)) {
    return xnn_status_invalid_parameter;
  }
  std::vector<float> scales;
  std::vector<int8_t> transposed;
  XNN_TRY_ALLOC {
    if (per_tensor) {
      scales.assign(output_channels, *kernel_scale);
    } else {
      scales.assign(kernel_scale, kernel_scale + output_channels);
    }
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) transposed.resize(output_channels * input_channels);
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("%s: out of memory for the requantization scales", name);
    return xnn_status_out_of_memory;
  }
  // In place: each channel's kernel scale becomes its requantization scale.
  status = xnn_requantization_scales(name, input_scale, scales.data(), output_channels, output_scale, scales.data());
  if (status != xnn_status_success) return status;
  const size_t packed_bytes = xnn_packed_qs8_qc8w_gemm_size(output_channels, 1, input_channels, config->nr,
                                                            config->kr, config->sr);

  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  init_state(op, input_channels, output_channels, input_stride, output_stride, sizeof(int8_t),
             sizeof(int8_t), packed_bytes, config->nr);
  op->gemm.use_gemm(config);
  op->gemm.params.qs8 = {output_zero_point, output_min, output_max};
  const uint64_t seed = packing_seed(config->nr, config->kr, config->sr, input_channels, output_channels, flags,
                                     uint64_t(uint8_t(input_zero_point)), scales.data(),
                                     output_channels * sizeof(float));
  const xnn_weights_key_source key{name, kernel, bias, seed, input_channels * output_channels,
                                   bias != nullptr ? output_channels * sizeof(int32_t) : 0};
  status = op->packed_weights.pack(weights_cache, key, packed_bytes, [&](void* packed) {
    const int8_t* goi = kernel;
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
      transpose_weights(input_channels, output_channels, kernel, transposed.data());
      goi = transposed.data();
    }
    xnn_pack_qs8_qc8w_gemm_goi_w(1, output_channels, input_channels, config->nr, config->kr, config->sr, goi, bias,
                                 scales.data(), input_zero_point, config->a_offset, packed);
  });
  return xnn_finish_create(op, status, fully_connected_op_out);
}

}  // namespace

namespace {

// f32 and f16 create: `kernel` and `bias` hold type.weight_bytes elements.
template <class Op>
xnn_status create_float(const xnn_float_gemm_type& type, size_t input_channels, size_t output_channels,
                        size_t input_stride, size_t output_stride, const void* kernel, const void* bias,
                        float output_min, float output_max, uint32_t flags, uint32_t extra_flags,
                        xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  const char* name = Op::kName;
  xnn_status status = check_common(name, input_channels, output_channels, input_stride, output_stride, kernel,
                                   flags, fully_connected_op_out, extra_flags);
  if (status == xnn_status_success) {
    status = xnn_check_float_output_range(name, type, /*rounded_rule=*/false, output_min, output_max);
  }
  if (status != xnn_status_success) return status;
  xnn_float_gemm_tile tile;
  if (!type.tile_for(name, output_channels, &tile)) return xnn_status_uninitialized;
  size_t packed_bytes;
  if (!xnn_packed_weights_bytes(name, tile, type.element_bytes, output_channels, 1, input_channels, &packed_bytes)) {
    return xnn_status_invalid_parameter;
  }

  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  init_state(op, input_channels, output_channels, input_stride, output_stride, type.element_bytes,
             type.element_bytes, packed_bytes, tile.nr);
  op->gemm.use_gemm(tile);
  type.set_bounds(output_min, output_max, &op->gemm.params);
  // The seed's last value tells fp16 from fp32 packed weights of one shape.
  const uint64_t seed =
      packing_seed(tile.nr, tile.kr, tile.sr, input_channels, output_channels, flags, type.element_bytes);
  const xnn_weights_key_source key{name, kernel, bias, seed, input_channels * output_channels * type.weight_bytes,
                                   bias != nullptr ? output_channels * type.weight_bytes : 0};
  status = op->packed_weights.pack(weights_cache, key, packed_bytes, [&](void* packed) {
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
      type.pack_gio(1, output_channels, input_channels, tile.nr, tile.kr, tile.sr, output_channels, kernel, bias,
                    packed);
    } else {
      type.pack_goki(1, output_channels, 1, input_channels, tile.nr, tile.kr, tile.sr, kernel, bias, packed);
    }
  });
  return xnn_finish_create(op, status, fully_connected_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_f32(size_t input_channels, size_t output_channels,
                                                        size_t input_stride, size_t output_stride,
                                                        const float* kernel, const float* bias, float output_min,
                                                        float output_max, uint32_t flags,
                                                        xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* fully_connected_op_out) {
  return create_float<fully_connected_f32>(xnn_f32_gemm_type, input_channels, output_channels, input_stride,
                                           output_stride, kernel, bias, output_min, output_max, flags, 0,
                                           weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f32(xnn_operator_t fully_connected_op, size_t batch_size,
                                                         pthreadpool_t threadpool) {
  return reshape<fully_connected_f32>(fully_connected_op, "xnn_reshape_fully_connected_nc_f32", batch_size,
                                      threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f32(xnn_operator_t fully_connected_op, const float* input,
                                                       float* output) {
  return setup<fully_connected_f32>(fully_connected_op, "xnn_setup_fully_connected_nc_f32", input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_f16(size_t input_channels, size_t output_channels,
                                                        size_t input_stride, size_t output_stride, const void* kernel,
                                                        const void* bias, float output_min, float output_max,
                                                        uint32_t flags, xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* fully_connected_op_out) {
  return xnn_create_with_f16_bias(
      fully_connected_f16::kName, bias, output_channels, flags, weights_cache,
      [&](const void* f16_bias, uint32_t f16_flags, xnn_weights_cache_t cache) {
        return create_float<fully_connected_f16>(xnn_f16_gemm_type(f16_flags), input_channels, output_channels,
                                                 input_stride, output_stride, kernel, f16_bias, output_min,
                                                 output_max, f16_flags, XNN_FLAG_FP32_STATIC_WEIGHTS, cache,
                                                 fully_connected_op_out);
      });
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f16(xnn_operator_t fully_connected_op, size_t batch_size,
                                                         pthreadpool_t threadpool) {
  return reshape<fully_connected_f16>(fully_connected_op, "xnn_reshape_fully_connected_nc_f16", batch_size,
                                      threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f16(xnn_operator_t fully_connected_op, const void* input,
                                                       void* output) {
  return setup<fully_connected_f16>(fully_connected_op, "xnn_setup_fully_connected_nc_f16", input, output);
}

// As XNNPACK: an f32 operator whose weights are converted from fp16 first (reshape and setup are the f32 ones').
extern "C" xnn_status xnn_create_fully_connected_nc_f32_f16(size_t input_channels, size_t output_channels,
                                                            size_t input_stride, size_t output_stride,
                                                            const void* kernel, const void* bias, float output_min,
                                                            float output_max, uint32_t flags,
                                                            xnn_weights_cache_t /*weights_cache: temporary weights*/,
                                                            xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_f32::kName;
  xnn_status status = check_common(name, input_channels, output_channels, input_stride, output_stride, kernel,
                                   flags, fully_connected_op_out, XNN_FLAG_FP32_STATIC_BIASES);
  if (status != xnn_status_success) return status;
  size_t count;
  if (!xnn_checked_product(name, {input_channels, output_channels}, &count)) return xnn_status_invalid_parameter;
  const bool fp32_bias = (flags & XNN_FLAG_FP32_STATIC_BIASES) != 0;
  const uint32_t f32_flags = flags & ~uint32_t(XNN_FLAG_FP32_STATIC_BIASES);
  return xnn_create_with_f32_weights(name, kernel, count, bias, output_channels, fp32_bias,
                                     [&](const float* k, const float* b) {
    return create_float<fully_connected_f32>(xnn_f32_gemm_type, input_channels, output_channels, input_stride,
                                             output_stride, k, b, output_min, output_max, f32_flags, 0,
                                             /*weights_cache=*/nullptr, fully_connected_op_out);
  });
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f32_f16(xnn_operator_t fully_connected_op, size_t batch_size,
                                                             pthreadpool_t threadpool) {
  return reshape<fully_connected_f32>(fully_connected_op, "xnn_reshape_fully_connected_nc_f32_f16", batch_size,
                                      threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f32_f16(xnn_operator_t fully_connected_op, const float* input,
                                                           float* output) {
  return setup<fully_connected_f32>(fully_connected_op, "xnn_setup_fully_connected_nc_f32_f16", input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_bf16_f32(size_t input_channels, size_t output_channels,
                                                             size_t input_stride, size_t output_stride,
                                                             const void* kernel, const float* bias, float output_min,
                                                             float output_max, uint32_t flags,
                                                             xnn_weights_cache_t weights_cache,
                                                             xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_bf16_f32::kName;
  xnn_status status = check_common(name, input_channels, output_channels, input_stride, output_stride, kernel,
                                   flags, fully_connected_op_out);
  if (status == xnn_status_success) status = xnn_check_output_range(name, output_min, output_max);
  if (status != xnn_status_success) return status;
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  // Bounds the packed size (channels and inputs padded to whole tiles, a float of bias per channel).
  size_t bound;
  if (!xnn_checked_product(name, {output_channels + config->nr, input_channels + 4, sizeof(uint16_t)}, &bound)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes = xnn_packed_bf16_f32_gemm_size(output_channels, input_channels, config->nr);

  fully_connected_bf16_f32* op = xnn_new_operator<fully_connected_bf16_f32>();
  if (op == nullptr) return xnn_status_out_of_memory;
  init_state(op, input_channels, output_channels, input_stride, output_stride, sizeof(uint16_t),
             sizeof(float), packed_bytes, config->nr);
  op->gemm.use_gemm(config);
  op->gemm.params.f32 = {output_min, output_max};
  const uint16_t* weights = static_cast<const uint16_t*>(kernel);
  const uint64_t seed = packing_seed(config->nr, 1, 1, input_channels, output_channels, flags);
  const xnn_weights_key_source key{name, kernel, bias, seed, input_channels * output_channels * sizeof(uint16_t),
                                   bias != nullptr ? output_channels * sizeof(float) : 0};
  status = op->packed_weights.pack(weights_cache, key, packed_bytes, [&](void* packed) {
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
      xnn_pack_bf16_f32_gemm_gio_w(output_channels, input_channels, config->nr, output_channels, weights, bias,
                                   packed);
    } else {
      xnn_pack_bf16_f32_gemm_goi_w(output_channels, input_channels, config->nr, weights, bias, packed);
    }
  });
  return xnn_finish_create(op, status, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_bf16_f32(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return reshape<fully_connected_bf16_f32>(fully_connected_op, "xnn_reshape_fully_connected_nc_bf16_f32", batch_size,
                                           threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_bf16_f32(xnn_operator_t fully_connected_op, const void* input,
                                                            float* output) {
  return setup<fully_connected_bf16_f32>(fully_connected_op, "xnn_setup_fully_connected_nc_bf16_f32", input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qs8_qc8w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    int8_t input_zero_point, float input_scale, const float* kernel_scale, const int8_t* kernel,
    const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  return create_qs8<fully_connected_qs8_qc8w>(input_channels, output_channels, input_stride, output_stride,
                                              input_zero_point, input_scale, kernel_scale, false, kernel, bias,
                                              output_zero_point, output_scale, output_min, output_max, flags,
                                              weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qs8_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return reshape<fully_connected_qs8_qc8w>(fully_connected_op, "xnn_reshape_fully_connected_nc_qs8_qc8w",
                                           batch_size, threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qs8_qc8w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                            int8_t* output) {
  return setup<fully_connected_qs8_qc8w>(fully_connected_op, "xnn_setup_fully_connected_nc_qs8_qc8w", input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qs8(size_t input_channels, size_t output_channels,
                                                        size_t input_stride, size_t output_stride,
                                                        int8_t input_zero_point, float input_scale,
                                                        float kernel_scale, const int8_t* kernel, const int32_t* bias,
                                                        int8_t output_zero_point, float output_scale,
                                                        int8_t output_min, int8_t output_max, uint32_t flags,
                                                        xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* fully_connected_op_out) {
  return create_qs8<fully_connected_qs8>(input_channels, output_channels, input_stride, output_stride,
                                         input_zero_point, input_scale, &kernel_scale, true, kernel, bias,
                                         output_zero_point, output_scale, output_min, output_max, flags,
                                         weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qs8(xnn_operator_t fully_connected_op, size_t batch_size,
                                                         pthreadpool_t threadpool) {
  return reshape<fully_connected_qs8>(fully_connected_op, "xnn_reshape_fully_connected_nc_qs8", batch_size,
                                      threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qs8(xnn_operator_t fully_connected_op, const int8_t* input,
                                                       int8_t* output) {
  return setup<fully_connected_qs8>(fully_connected_op, "xnn_setup_fully_connected_nc_qs8", input, output);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qu8(size_t input_channels, size_t output_channels,
                                                        size_t input_stride, size_t output_stride,
                                                        uint8_t input_zero_point, float input_scale,
                                                        uint8_t kernel_zero_point, float kernel_scale,
                                                        const uint8_t* kernel, const int32_t* bias,
                                                        uint8_t output_zero_point, float output_scale,
                                                        uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                        xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_qu8::kName;
  xnn_status status = check_common(name, input_channels, output_channels, input_stride, output_stride, kernel,
                                   flags, fully_connected_op_out);
  float scale;
  if (status != xnn_status_success || (status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale)) ||
      (status = xnn_check_scale(name, "kernel_scale", kernel_scale)) ||
      (status = xnn_check_quantized_output_range(name, output_min, output_max)) ||
      (status = xnn_requantization_scales(name, input_scale, &kernel_scale, 1, output_scale, &scale))) {
    return status;
  }
  const xnn_qu8_gemm_config* config = xnn_init_qu8_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  // Bounds the packed size (channels and inputs padded to whole tiles, bias and scale per channel) below SIZE_MAX.
  size_t bound;
  if (!xnn_checked_product(name, {output_channels + config->nr, input_channels + config->kr + 8, sizeof(int16_t)},
                           &bound)) {
    return xnn_status_invalid_parameter;
  }
  std::vector<uint8_t> transposed;
  XNN_TRY_ALLOC {
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) transposed.resize(output_channels * input_channels);
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("%s: out of memory transposing the weights", name);
    return xnn_status_out_of_memory;
  }
  const size_t packed_bytes = xnn_packed_qu8_gemm_size(output_channels, 1, input_channels, config->nr, config->kr);

  fully_connected_qu8* op = xnn_new_operator<fully_connected_qu8>();
  if (op == nullptr) return xnn_status_out_of_memory;
  init_state(op, input_channels, output_channels, input_stride, output_stride, sizeof(uint8_t),
             sizeof(uint8_t), packed_bytes, config->nr);
  op->gemm.use_gemm(config);
  op->gemm.params.qs8 = {output_zero_point, output_min, output_max};
  const uint64_t seed =
      packing_seed(config->nr, config->kr, 1, input_channels, output_channels, flags,
                   uint64_t(input_zero_point) | uint64_t(kernel_zero_point) << 8 | xnn_float_bits(scale) << 16);
  const xnn_weights_key_source key{name, kernel, bias, seed, input_channels * output_channels,
                                   bias != nullptr ? output_channels * sizeof(int32_t) : 0};
  status = op->packed_weights.pack(weights_cache, key, packed_bytes, [&](void* packed) {
    const uint8_t* goi = kernel;
    if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
      transpose_weights(input_channels, output_channels, kernel, transposed.data());
      goi = transposed.data();
    }
    xnn_pack_qu8_conv_goki_w(1, output_channels, 1, input_channels, config->nr, config->kr, goi, bias, scale,
                             input_zero_point, kernel_zero_point, packed);
  });
  return xnn_finish_create(op, status, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qu8(xnn_operator_t fully_connected_op, size_t batch_size,
                                                         pthreadpool_t threadpool) {
  return reshape<fully_connected_qu8>(fully_connected_op, "xnn_reshape_fully_connected_nc_qu8", batch_size,
                                      threadpool);
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qu8(xnn_operator_t fully_connected_op, const uint8_t* input,
                                                       uint8_t* output) {
  return setup<fully_connected_qu8>(fully_connected_op, "xnn_setup_fully_connected_nc_qu8", input, output);
}
