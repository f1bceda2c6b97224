// 2D convolution, NHWC, f32 and f16 (one body over operators/float-gemm-type.h; f32_f16 is the f32 operator on fp16
// weights), qs8 with per-channel int8 weights (qs8_qc8w), qs8 with one kernel scale (the
// qs8_qc8w kernels, that scale in every channel), qu8 (the qu8 kernels) and qd8_f32_qc8w (dynamically quantized
// input with one zero point and scale per image, as XNNPACK's convolution reads them; per-channel int8 weights; fp32
// bias and output): create -> reshape -> setup -> run.
//
// Paths, chosen at create:
//   1x1 kernel, stride 1, no padding   a GEMM over all pixels of the batch (pixels are rows of A);
//   depthwise (1 input and 1 output channel per group, groups > 1)   the datatype's depthwise kernels
//                                      (f32-dwconv, f16-dwconv, qs8-qc8w-dwconv, qu8-dwconv; operators/depthwise-convolution.h);
//   everything else                    IGEMM over an indirection buffer, rebuilt only when the geometry changes.
// qd8_f32_qc8w always takes the IGEMM path (XNNPACK's choice too: there is no qd8 depthwise kernel, and a GEMM
// kernel reads a zero point and scale per row, not per image); a first job fills each image's padding row with that
// image's zero point. qdu8_f32_qc8w is the same operator on qduint8 input (rows and zero points + 128, from
// xnn_create_convert_nc_f32_qdu8) run by the qdu8 IGEMM, which VNNI reads without a copy; it needs that kernel.
#include <cmath>
#include <type_traits>

#include <xnnpack.h>

#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "log.h"
#include "operators/conv2d-gemm.h"
#include "operators/convolution-nhwc.h"
#include "operators/depthwise-convolution.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// What both datatypes keep; each is an operator kind of its own (a reshape of the wrong kind is refused by name).
struct convolution_operator : xnn_conv2d_operator {
  using xnn_conv2d_operator::xnn_conv2d_operator;

  bool same_padding = false;
  bool direct_gemm = false;  // 1x1 stride-1 unpadded: no indirection
  bool depthwise = false;    // runs on `dw`; `weights` then only holds the shape
  xnn_depthwise_convolution dw;
  xnn_qd8_zero_rows qd8_zero_rows;  // qd8_f32_qc8w only
  // XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER: the IGEMM or depthwise indirection is built in the workspace by the first
  // job of every run (workspace_bytes of it) instead of kept by the operator.
  bool transient = false;
  xnn_transient_indirection transient_indirection;
  size_t workspace_bytes = 0;

  // The path and padding flags, from the create arguments.
  void choose_path(const xnn_conv2d_args& a) {
    same_padding = (a.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
    transient = (a.flags & XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER) != 0;
    dw.cache = a.weights_cache;
    depthwise = a.groups > 1 && a.group_input_channels == 1 && a.group_output_channels == 1;
    direct_gemm = a.kernel_height == 1 && a.kernel_width == 1 && a.stride_height == 1 && a.stride_width == 1 &&
                  (a.padding_top | a.padding_right | a.padding_bottom | a.padding_left) == 0;
  }
};

struct convolution_f32 : convolution_operator {
  static constexpr const char* kName = "convolution";
  convolution_f32() : convolution_operator(kName) {}
};

struct convolution_f16 : convolution_operator {
  static constexpr const char* kName = "convolution (f16)";
  convolution_f16() : convolution_operator(kName) {}
};

struct convolution_qs8_qc8w : convolution_operator {
  static constexpr const char* kName = "convolution (qs8_qc8w)";
  convolution_qs8_qc8w() : convolution_operator(kName) {}
};

// One kernel scale, run on the qs8_qc8w kernels with that scale in every channel.
struct convolution_qs8 : convolution_operator {
  static constexpr const char* kName = "convolution (qs8)";
  convolution_qs8() : convolution_operator(kName) {}
};

struct convolution_qu8 : convolution_operator {
  static constexpr const char* kName = "convolution (qu8)";
  convolution_qu8() : convolution_operator(kName) {}
};

struct convolution_qd8_f32_qc8w : convolution_operator {
  static constexpr const char* kName = "convolution (qd8_f32_qc8w)";
  convolution_qd8_f32_qc8w() : convolution_operator(kName) {}
};

// qd8_f32_qc8w on qduint8 input (the rows and zero points + 128): the same operator with the qdu8 IGEMM.
struct convolution_qdu8_f32_qc8w : convolution_operator {
  static constexpr const char* kName = "convolution (qdu8_f32_qc8w)";
  convolution_qdu8_f32_qc8w() : convolution_operator(kName) {}
};

constexpr uint32_t kSupportedFlags =
    XNN_FLAG_DEPTHWISE_CONVOLUTION | XNN_FLAG_TENSORFLOW_SAME_PADDING | kXnnHintFlags;
const xnn_conv2d_arg_names kArgNames{"convolution_op_out", "subsampling_height", "subsampling_width",
                                     "input_channel_stride", "output_channel_stride"};

size_t dilated(size_t kernel, size_t dilation) { return (kernel - 1) * dilation + 1; }

// The checks only convolution makes, after the shared ones.
xnn_status check_convolution_flags(const char* name, const xnn_conv2d_args& a) {
  if ((a.flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) && a.group_input_channels != 1) {
    xnn_log_error("%s: group_input_channels is %zu with XNN_FLAG_DEPTHWISE_CONVOLUTION; expected 1", name,
                  a.group_input_channels);
    return xnn_status_invalid_parameter;
  }
  if ((a.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) &&
      (a.padding_top | a.padding_right | a.padding_bottom | a.padding_left) != 0) {
    xnn_log_error("%s: explicit padding is not 0 with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected 0", name);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

}  // namespace

namespace {

// f32 and f16 create: `kernel` and `bias` hold type.weight_bytes elements; `extra_flags` are the type's own flags.
template <class Op>
xnn_status create_float(const xnn_float_gemm_type& type, const xnn_conv2d_args& args, const void* bias,
                        uint32_t extra_flags, xnn_operator_t* convolution_op_out) {
  const char* name = Op::kName;
  xnn_float_gemm_tile tile;
  xnn_status status;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kSupportedFlags | extra_flags, convolution_op_out,
                                      &type, &tile, /*rounded_rule=*/true)) ||
      (status = check_convolution_flags(name, args))) {
    return status;
  }
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, type, tile);
  op->choose_path(args);
  const bool hwgo = (args.flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0;
  status = op->depthwise ? op->dw.create(op->name, type, args.kernel_height, args.kernel_width, args.groups,
                                         args.input_pixel_stride, args.output_pixel_stride, args.kernel, bias, hwgo,
                                         args.output_min, args.output_max)
                         : op->weights.pack(op->name, args.kernel, bias, hwgo);
  return xnn_finish_create(op, status, convolution_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_convolution2d_nhwc_f32(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             output_min,        output_max,          flags, weights_cache};
  return create_float<convolution_f32>(xnn_f32_gemm_type, args, bias, 0, convolution_op_out);
}

extern "C" xnn_status xnn_create_convolution2d_nhwc_f16(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             output_min,        output_max,          flags, weights_cache};
  size_t bias_count;
  if (__builtin_mul_overflow(size_t(groups), group_output_channels, &bias_count)) bias_count = 0;  // refused later
  return xnn_create_with_f16_bias(
      convolution_f16::kName, bias, bias_count, flags, weights_cache,
      [&](const void* f16_bias, uint32_t f16_flags, xnn_weights_cache_t cache) {
        xnn_conv2d_args f16_args = args;
        f16_args.flags = f16_flags;
        f16_args.weights_cache = cache;
        return create_float<convolution_f16>(xnn_f16_gemm_type(f16_flags), f16_args, f16_bias,
                                             XNN_FLAG_FP32_STATIC_WEIGHTS, convolution_op_out);
      });
}

// As XNNPACK: an f32 operator whose weights are converted from fp16 first (reshape and setup are the f32 ones').
extern "C" xnn_status xnn_create_convolution2d_nhwc_f32_f16(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t /*weights_cache: the widened weights are temporary*/,
    xnn_operator_t* convolution_op_out) {
  xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                       kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                       dilation_height,   dilation_width,      groups,               group_input_channels,
                       group_output_channels, input_channel_stride, output_channel_stride, kernel,
                       output_min,        output_max,          flags, nullptr};
  const char* name = convolution_f32::kName;
  xnn_status status = xnn_check_conv2d_args(name, args, kArgNames, kSupportedFlags | XNN_FLAG_FP32_STATIC_BIASES,
                                            convolution_op_out, nullptr);
  if (status != xnn_status_success) return status;
  const bool fp32_bias = (flags & XNN_FLAG_FP32_STATIC_BIASES) != 0;
  args.flags = flags & ~uint32_t(XNN_FLAG_FP32_STATIC_BIASES);
  // groups * group_output_channels: checked above.
  const size_t output_channels = size_t(groups) * group_output_channels;
  size_t count;
  if (!xnn_checked_product(name, {output_channels, size_t(kernel_height) * kernel_width, group_input_channels},
                           &count)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_create_with_f32_weights(name, kernel, count, bias, output_channels, fp32_bias,
                                     [&](const float* k, const float* b) {
    args.kernel = k;
    return create_float<convolution_f32>(xnn_f32_gemm_type, args, b, 0, convolution_op_out);
  });
}

namespace {

// qs8 create on the qs8_qc8w kernels: `kernel_scale` holds one scale per output channel, or one scale for all of
// them when `per_tensor` (replicated into every channel's requantization scale).
template <class Op>
xnn_status create_qs8(const xnn_conv2d_args& args, int8_t input_zero_point, float input_scale,
                      const float* kernel_scale, bool per_tensor, const int8_t* kernel, const int32_t* bias,
                      int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max,
                      xnn_operator_t* convolution_op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kSupportedFlags, convolution_op_out, nullptr)) ||
      (status = check_convolution_flags(name, args)) || (status = xnn_check_scale(name, "input_scale", input_scale)) ||
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
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config, xnn_qs8_minmax_params{output_zero_point, output_min, output_max});
  op->choose_path(args);
  const size_t output_channels = size_t(args.groups) * args.group_output_channels;  // checked by xnn_check_conv2d_args
  float* scales = static_cast<float*>(xnn_allocate_memory(output_channels * sizeof(float)));
  if (scales == nullptr) {
    xnn_log_error("%s: out of memory for %zu requantization scales", name, output_channels);
    return xnn_finish_create(op, xnn_status_out_of_memory, convolution_op_out);
  }
  for (size_t c = 0; c < output_channels; c++) scales[c] = kernel_scale[per_tensor ? 0 : c];
  // In place: each channel's kernel scale becomes its requantization scale.
  status = xnn_requantization_scales(name, input_scale, scales, output_channels, output_scale, scales);
  const bool hwgo = (args.flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0;
  if (status == xnn_status_success) {
    status = op->depthwise
                 ? op->dw.create(op->name, args.kernel_height, args.kernel_width, args.groups,
                                 args.input_pixel_stride, args.output_pixel_stride, kernel, bias, scales, hwgo,
                                 input_zero_point, xnn_qs8_minmax_params{output_zero_point, output_min, output_max})
                 : op->weights.pack(op->name, kernel, bias, scales, input_zero_point, hwgo);
  }
  xnn_release_memory(scales);
  return xnn_finish_create(op, status, convolution_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_convolution2d_nhwc_qs8_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, int8_t input_zero_point, float input_scale, const float* kernel_scale,
    const int8_t* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min,
    int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             0.0f,              0.0f,                flags, weights_cache};
  return create_qs8<convolution_qs8_qc8w>(args, input_zero_point, input_scale, kernel_scale, false, kernel, bias,
                                          output_zero_point, output_scale, output_min, output_max,
                                          convolution_op_out);
}

extern "C" xnn_status xnn_create_convolution2d_nhwc_qs8(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, int8_t input_zero_point, float input_scale, float kernel_scale,
    const int8_t* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min,
    int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             0.0f,              0.0f,                flags, weights_cache};
  return create_qs8<convolution_qs8>(args, input_zero_point, input_scale, &kernel_scale, true, kernel, bias,
                                     output_zero_point, output_scale, output_min, output_max, convolution_op_out);
}

extern "C" xnn_status xnn_create_convolution2d_nhwc_qu8(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, uint8_t input_zero_point, float input_scale, uint8_t kernel_zero_point,
    float kernel_scale, const uint8_t* kernel, const int32_t* bias, uint8_t output_zero_point, float output_scale,
    uint8_t output_min, uint8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             0.0f,              0.0f,                flags, weights_cache};
  const char* name = convolution_qu8::kName;
  xnn_status status;
  float scale;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kSupportedFlags, convolution_op_out, nullptr)) ||
      (status = check_convolution_flags(name, args)) || (status = xnn_check_scale(name, "input_scale", input_scale)) ||
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
  convolution_qu8* op = xnn_new_operator<convolution_qu8>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config, xnn_qs8_minmax_params{output_zero_point, output_min, output_max});
  op->choose_path(args);
  const bool hwgo = (flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0;
  const xnn_qs8_minmax_params output_params{output_zero_point, output_min, output_max};
  status = op->depthwise ? op->dw.create(op->name, kernel_height, kernel_width, groups, input_channel_stride,
                                         output_channel_stride, kernel, bias, scale, hwgo, input_zero_point,
                                         kernel_zero_point, output_params)
                         : op->weights.pack(op->name, kernel, bias, scale, input_zero_point, kernel_zero_point, hwgo);
  return xnn_finish_create(op, status, convolution_op_out);
}

namespace {

// qd8 and qdu8 create: the same checks, weights and packing; Op says which IGEMM runs them.
template <class Op>
xnn_status create_qd8(const xnn_conv2d_args& args, const float* kernel_scale, const int8_t* kernel,
                      const float* bias, xnn_operator_t* convolution_op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_conv2d_args(name, args, kArgNames, kSupportedFlags, convolution_op_out, nullptr)) ||
      (status = check_convolution_flags(name, args))) {
    return status;
  }
  const xnn_qd8_f32_qc8w_gemm_config* config;
  const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config;
  if ((status = xnn_qd8_conv2d_kernels(name, args, kernel_scale, std::is_same_v<Op, convolution_qdu8_f32_qc8w>,
                                       &config, &unsigned_config))) {
    return status;
  }
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->init(args, config, unsigned_config);
  op->same_padding = (args.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
  op->transient = (args.flags & XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER) != 0;
  status = op->weights.pack(op->name, kernel, bias, kernel_scale, (args.flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0);
  return xnn_finish_create(op, status, convolution_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_convolution2d_nhwc_qd8_f32_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel_scale, const int8_t* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             output_min,        output_max,          flags, weights_cache};
  return create_qd8<convolution_qd8_f32_qc8w>(args, kernel_scale, kernel, bias, convolution_op_out);
}

extern "C" xnn_status xnn_create_convolution2d_nhwc_qdu8_f32_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel_scale, const int8_t* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out) {
  const xnn_conv2d_args args{input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                             kernel_height,     kernel_width,        subsampling_height,   subsampling_width,
                             dilation_height,   dilation_width,      groups,               group_input_channels,
                             group_output_channels, input_channel_stride, output_channel_stride, kernel,
                             output_min,        output_max,          flags, weights_cache};
  return create_qd8<convolution_qdu8_f32_qc8w>(args, kernel_scale, kernel, bias, convolution_op_out);
}

namespace {

xnn_status reshape(convolution_operator* op, size_t batch_size, size_t input_height, size_t input_width,
                   size_t* workspace_size, size_t* output_height_out, size_t* output_width_out,
                   pthreadpool_t threadpool) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = op->begin_reshape(input_height, input_width);
  if (status != xnn_status_success) return status;

  // Output size and, with TensorFlow SAME padding, the padding that centers the kernel.
  xnn_conv2d_geometry g = op->geometry(input_height, input_width);
  const size_t kernel_extent_h = dilated(op->kernel_height, op->dilation_height);
  const size_t kernel_extent_w = dilated(op->kernel_width, op->dilation_width);
  if (input_height > SIZE_MAX / 4 || input_width > SIZE_MAX / 4) {
    xnn_log_error("%s: input size %zux%zu is too large", op->name, input_height, input_width);
    return xnn_status_invalid_parameter;
  }
  if (op->same_padding) {
    g.output_height = (input_height + op->stride_height - 1) / op->stride_height;
    g.output_width = (input_width + op->stride_width - 1) / op->stride_width;
    const size_t needed_h = (g.output_height - 1) * op->stride_height + kernel_extent_h;
    const size_t needed_w = (g.output_width - 1) * op->stride_width + kernel_extent_w;
    g.padding_top = needed_h > input_height ? (needed_h - input_height) / 2 : 0;
    g.padding_left = needed_w > input_width ? (needed_w - input_width) / 2 : 0;
  } else {
    size_t padded_h, padded_w;
    if (!xnn_checked_sum(op->name, "input_height + padding_top", input_height, op->padding_top, &padded_h) ||
        !xnn_checked_sum(op->name, "padded input height + padding_bottom", padded_h, op->padding_bottom,
                         &padded_h) ||
        !xnn_checked_sum(op->name, "input_width + padding_left", input_width, op->padding_left, &padded_w) ||
        !xnn_checked_sum(op->name, "padded input width + padding_right", padded_w, op->padding_right, &padded_w)) {
      return xnn_status_invalid_parameter;
    }
    if (padded_h < kernel_extent_h || padded_w < kernel_extent_w) {
      xnn_log_error("%s: padded input %zux%zu is smaller than the dilated kernel %zux%zu", op->name, padded_h,
                    padded_w, kernel_extent_h, kernel_extent_w);
      return xnn_status_invalid_parameter;
    }
    g.output_height = (padded_h - kernel_extent_h) / op->stride_height + 1;
    g.output_width = (padded_w - kernel_extent_w) / op->stride_width + 1;
  }
  if (op->depthwise ? !xnn_depthwise_sizes_fit(op->name, op->dw, batch_size, g)
                    : !xnn_conv2d_sizes_fit(op->name, op->weights, batch_size, g)) {
    return xnn_status_invalid_parameter;
  }
  op->set_output(batch_size, g, output_height_out, output_width_out);
  op->workspace_bytes = 0;
  if (workspace_size != nullptr) *workspace_size = 0;
  if (batch_size == 0) {
    op->state = xnn_operator_state::reshaped;
    return xnn_status_success;
  }

  const size_t threads = xnn_threads_count(threadpool);
  const xnn_conv2d_weights& w = op->weights;
  // With a transient buffer its building job comes first; the jobs below start at `first`.
  const bool transient = op->transient && !op->direct_gemm;
  const size_t first = transient ? 1 : 0;
  if (op->depthwise) {
    if (transient) {
      op->workspace_bytes = op->transient_indirection.plan_dwconv(g, op->dw.taps, op->dw.zero, &op->jobs[0]);
    }
    status = op->dw.plan(op->name, batch_size, g, &op->jobs[first], transient);
    if (status != xnn_status_success) return status;
  } else if (op->direct_gemm) {
    // Every pixel of every image is a row of A.
    const size_t m = batch_size * input_height * input_width;
    w.init_gemm_context(&op->gemm);
    op->gemm.a_stride = w.input_pixel_stride * w.element_bytes();
    w.plan(&op->jobs[0], &op->gemm, false, m, threads);
  } else {
    // qd8: the zero rows first, then the IGEMM.
    const bool qd8 = w.datatype == xnn_gemm_datatype::qd8_f32_qc8w;
    if (qd8) {
      status = op->qd8_zero_rows.plan(op->name, batch_size, w.group_input_channels, &op->jobs[first]);
      if (status != xnn_status_success) return status;
    }
    xnn_parallel_job* igemm = &op->jobs[first + (qd8 ? 1 : 0)];
    if (transient) {
      xnn_plan_conv2d_igemm_transient(w, batch_size, g, &op->transient_indirection, &op->gemm, &op->jobs[0], igemm,
                                      threads, &op->workspace_bytes);
    } else {
      status = xnn_plan_conv2d_igemm(op->name, w, batch_size, g, &op->indirection, &op->gemm, igemm, threads);
      if (status != xnn_status_success) return status;
    }
    if (qd8) op->qd8_zero_rows.bind(&op->gemm, w.groups);
  }
  op->job_count = first + (!op->depthwise && w.datatype == xnn_gemm_datatype::qd8_f32_qc8w ? 2 : 1);
  if (workspace_size != nullptr) *workspace_size = op->workspace_bytes;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

// Setup of the paths that read through an indirection buffer (depthwise and IGEMM), kept or transient.
void bind_indirect(convolution_operator* op, void* workspace, const void* input, void* output) {
  const bool transient = op->workspace_bytes != 0;
  if (op->depthwise) {
    if (transient) {
      op->dw.bind_transient(input, output, op->transient_indirection.bind(input, workspace));
    } else {
      op->dw.bind(input, output);
    }
  } else if (transient) {
    op->gemm.indirection = op->transient_indirection.bind(input, workspace);
    op->gemm.a_offset = 0;
  } else {
    op->gemm.a_offset = op->indirection.bind(input, op->weights.zero);
  }
}

xnn_status setup(convolution_operator* op, void* workspace, const void* input, void* output,
                 const xnn_quantization_params* quantization_params = nullptr) {
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  if (op->workspace_bytes != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "workspace", workspace)) return status;
  }
  xnn_gemm_context& ctx = op->gemm;
  if (op->weights.datatype == xnn_gemm_datatype::qd8_f32_qc8w && op->batch_size != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "quantization_params", quantization_params)) return status;
    ctx.quantization = reinterpret_cast<const xnn_qd8_quantization_params*>(quantization_params);
    op->qd8_zero_rows.quantization = ctx.quantization;
  }
  ctx.c = output;
  if (op->direct_gemm && !op->depthwise) {
    ctx.a = input;
  } else if (op->batch_size != 0) {
    bind_indirect(op, workspace, input, output);  // a 1x1 depthwise convolution too: it runs on `dw`
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

namespace {

// `op` as a reshaped f32 convolution operator with work to do, or nullptr.
convolution_f32* reshaped_f32(xnn_operator_t op) {
  if (op == nullptr || op->name != convolution_f32::kName || op->state == xnn_operator_state::created) return nullptr;
  convolution_f32* conv = static_cast<convolution_f32*>(op);
  return conv->batch_size != 0 ? conv : nullptr;
}

}  // namespace

const xnn_gemm_context* xnn_convolution_f32_direct_gemm(xnn_operator_t op, size_t* output_channels) {
  const convolution_f32* conv = reshaped_f32(op);
  if (conv == nullptr || !conv->direct_gemm || conv->depthwise || conv->weights.groups != 1 ||
      conv->gemm.datatype != xnn_gemm_datatype::f32) {
    return nullptr;
  }
  *output_channels = conv->weights.group_output_channels;
  return &conv->gemm;
}

const xnn_depthwise_convolution* xnn_convolution_f32_depthwise(xnn_operator_t op) {
  const convolution_f32* conv = reshaped_f32(op);
  return conv != nullptr && conv->depthwise ? &conv->dw : nullptr;
}

bool xnn_fuse_depthwise_output_unary(xnn_operator_t op, xnn_f32_vunary_ukernel_fn fn,
                                     const xnn_f32_unary_params* params) {
  convolution_f32* conv = reshaped_f32(op);
  if (conv == nullptr || !conv->depthwise || (conv->dw.unipass == nullptr && conv->dw.multipass == nullptr)) {
    return false;
  }
  xnn_depthwise_convolution& dw = conv->dw;
  dw.fused_unary = fn != nullptr ? xnn_depthwise_convolution::output_unary{fn, params}
                                 : xnn_depthwise_convolution::output_unary{};
  return true;
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<convolution_f32>(convolution_op, "xnn_reshape_convolution2d_nhwc_f32"),
                 batch_size, input_height, input_width, workspace_size, output_height_out, output_width_out,
                 threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_f32(xnn_operator_t convolution_op, void* workspace,
                                                       const float* input, float* output) {
  return setup(xnn_operator_as<convolution_f32>(convolution_op, "xnn_setup_convolution2d_nhwc_f32"), workspace, input,
               output);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_f16(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<convolution_f16>(convolution_op, "xnn_reshape_convolution2d_nhwc_f16"),
                 batch_size, input_height, input_width, workspace_size, output_height_out, output_width_out,
                 threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_f16(xnn_operator_t convolution_op, void* workspace,
                                                       const void* input, void* output) {
  return setup(xnn_operator_as<convolution_f16>(convolution_op, "xnn_setup_convolution2d_nhwc_f16"), workspace, input,
               output);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_qs8_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                              size_t input_height, size_t input_width,
                                                              size_t* workspace_size, size_t* output_height_out,
                                                              size_t* output_width_out, pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<convolution_qs8_qc8w>(convolution_op, "xnn_reshape_convolution2d_nhwc_qs8_qc8w"),
                 batch_size, input_height, input_width, workspace_size, output_height_out, output_width_out,
                 threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_qs8_qc8w(xnn_operator_t convolution_op, void* workspace,
                                                            const int8_t* input, int8_t* output) {
  return setup(xnn_operator_as<convolution_qs8_qc8w>(convolution_op, "xnn_setup_convolution2d_nhwc_qs8_qc8w"),
               workspace, input, output);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_qs8(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<convolution_qs8>(convolution_op, "xnn_reshape_convolution2d_nhwc_qs8"), batch_size,
                 input_height, input_width, workspace_size, output_height_out, output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_qs8(xnn_operator_t convolution_op, void* workspace,
                                                       const int8_t* input, int8_t* output) {
  return setup(xnn_operator_as<convolution_qs8>(convolution_op, "xnn_setup_convolution2d_nhwc_qs8"), workspace, input,
               output);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_qu8(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* workspace_size, size_t* output_height_out,
                                                         size_t* output_width_out, pthreadpool_t threadpool) {
  return reshape(xnn_operator_as<convolution_qu8>(convolution_op, "xnn_reshape_convolution2d_nhwc_qu8"), batch_size,
                 input_height, input_width, workspace_size, output_height_out, output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_qu8(xnn_operator_t convolution_op, void* workspace,
                                                       const uint8_t* input, uint8_t* output) {
  return setup(xnn_operator_as<convolution_qu8>(convolution_op, "xnn_setup_convolution2d_nhwc_qu8"), workspace, input,
               output);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                                  size_t input_height, size_t input_width,
                                                                  size_t* workspace_size, size_t* output_height_out,
                                                                  size_t* output_width_out,
                                                                  pthreadpool_t threadpool) {
  return reshape(
      xnn_operator_as<convolution_qd8_f32_qc8w>(convolution_op, "xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w"),
      batch_size, input_height, input_width, workspace_size, output_height_out, output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t convolution_op,
                                                                void* workspace, const int8_t* input,
                                                                float* output,
                                                                const xnn_quantization_params* quantization_params) {
  return setup(
      xnn_operator_as<convolution_qd8_f32_qc8w>(convolution_op, "xnn_setup_convolution2d_nhwc_qd8_f32_qc8w"),
      workspace, input, output, quantization_params);
}

extern "C" xnn_status xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                                   size_t input_height, size_t input_width,
                                                                   size_t* workspace_size, size_t* output_height_out,
                                                                   size_t* output_width_out,
                                                                   pthreadpool_t threadpool) {
  return reshape(
      xnn_operator_as<convolution_qdu8_f32_qc8w>(convolution_op, "xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w"),
      batch_size, input_height, input_width, workspace_size, output_height_out, output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t convolution_op,
                                                                 void* workspace, const uint8_t* input,
                                                                 float* output,
                                                                 const xnn_quantization_params* quantization_params) {
  return setup(
      xnn_operator_as<convolution_qdu8_f32_qc8w>(convolution_op, "xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w"),
      workspace, input, output, quantization_params);
}
