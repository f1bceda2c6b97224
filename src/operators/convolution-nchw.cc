// Convolution over NCHW tensors (XNNPACK's layout for sparse inference and its first layer), fp32 and fp16: the NHWC
// convolution of the same datatype between two layout transposes (operators/nchw-adapter.h). XNNPACK runs only the
// shapes it has NCHW kernels for; this runs every convolution the NHWC operator does, with the same packed weights
// and results.
#include <cstdint>
#include <type_traits>

#include <xnnpack.h>

#include "log.h"
#include "operators/nchw-adapter.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// What differs between the datatypes: the NHWC operator's functions and name, the element, the API's names.
struct nchw_f32 {
  using element = float;
  using weights = float;
  static constexpr const char* kName = "convolution nchw";
  static constexpr const char* kNhwcName = "convolution";
  static constexpr const char* kReshape = "xnn_reshape_convolution2d_nchw_f32";
  static constexpr const char* kSetup = "xnn_setup_convolution2d_nchw_f32";
  static constexpr auto create_nhwc = xnn_create_convolution2d_nhwc_f32;
  static constexpr auto reshape_nhwc = xnn_reshape_convolution2d_nhwc_f32;
  static constexpr auto setup_nhwc = xnn_setup_convolution2d_nhwc_f32;
};

struct nchw_f16 {
  using element = uint16_t;
  using weights = void;
  static constexpr const char* kName = "convolution nchw (f16)";
  static constexpr const char* kNhwcName = "convolution (f16)";
  static constexpr const char* kReshape = "xnn_reshape_convolution2d_nchw_f16";
  static constexpr const char* kSetup = "xnn_setup_convolution2d_nchw_f16";
  static constexpr auto create_nhwc = xnn_create_convolution2d_nhwc_f16;
  static constexpr auto reshape_nhwc = xnn_reshape_convolution2d_nhwc_f16;
  static constexpr auto setup_nhwc = xnn_setup_convolution2d_nhwc_f16;
};

template <class D>
struct convolution_nchw_operator : xnn_operator {
  static constexpr const char* kName = D::kName;
  convolution_nchw_operator() : xnn_operator(kName) {}
  xnn_nchw_adapter adapter;
  size_t input_channels = 0, output_channels = 0;
  size_t input_channel_stride = 0, output_channel_stride = 0;
};

// Flags as the NHWC operator of D takes them (fp16's static fp32 weights and biases too), plus XNN_FLAG_INPUT_NHWC.
template <class D>
xnn_status create(uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
                  uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width,
                  uint32_t subsampling_height, uint32_t subsampling_width, uint32_t dilation_height,
                  uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
                  size_t group_output_channels, size_t input_channel_stride, size_t output_channel_stride,
                  const typename D::weights* kernel, const typename D::weights* bias, float output_min,
                  float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
                  xnn_operator_t* convolution_op_out) {
  const char* name = D::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "convolution_op_out", convolution_op_out))) return status;
  *convolution_op_out = nullptr;
  const uint32_t half_flags = std::is_same<D, nchw_f16>::value
                                  ? XNN_FLAG_FP32_STATIC_WEIGHTS | XNN_FLAG_FP32_STATIC_BIASES
                                  : 0;
  if ((status = xnn_check_flags(name, flags,
                                kXnnHintFlags | XNN_FLAG_INPUT_NHWC | XNN_FLAG_DEPTHWISE_CONVOLUTION | half_flags))) {
    return status;
  }
  const size_t input_channels = size_t(groups) * group_input_channels;
  const size_t output_channels = size_t(groups) * group_output_channels;
  // The NHWC convolution checks everything else (kernel, padding, channels, range) and logs its own sentence; the
  // caller's channel strides it never sees, as it reads and writes dense buffers.
  if (groups != 0 && group_input_channels != 0 && group_output_channels != 0 &&
      ((status = xnn_check_stride(name, "input_channel_stride", input_channel_stride, "groups * group_input_channels",
                                  input_channels)) ||
       (status = xnn_check_stride(name, "output_channel_stride", output_channel_stride,
                                  "groups * group_output_channels", output_channels)))) {
    return status;
  }
  const bool input_is_nhwc = (flags & XNN_FLAG_INPUT_NHWC) != 0;
  xnn_operator_t nhwc = nullptr;
  {
    // The NHWC operator refuses in the name the caller used.
    const xnn_log_renaming in_our_name(D::kNhwcName, name);
    status = D::create_nhwc(input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                            kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height,
                            dilation_width, groups, group_input_channels, group_output_channels,
                            input_is_nhwc ? input_channel_stride : input_channels, output_channels, kernel, bias,
                            output_min, output_max, flags & ~XNN_FLAG_INPUT_NHWC, weights_cache, &nhwc);
  }
  if (status != xnn_status_success) return status;
  convolution_nchw_operator<D>* op = xnn_new_operator<convolution_nchw_operator<D>>();  // logs when out of memory
  if (op == nullptr) {
    xnn_release_operator(nhwc);
    return xnn_status_out_of_memory;
  }
  op->adapter.nhwc = nhwc;
  op->adapter.input_is_nhwc = input_is_nhwc;
  op->input_channels = input_channels;
  op->output_channels = output_channels;
  op->input_channel_stride = input_channel_stride;
  op->output_channel_stride = output_channel_stride;
  *convolution_op_out = op;
  return xnn_status_success;
}

template <class D>
xnn_status reshape(xnn_operator_t convolution_op, size_t batch_size, size_t input_height, size_t input_width,
                   size_t* output_height_out, size_t* output_width_out, pthreadpool_t threadpool) {
  convolution_nchw_operator<D>* op = xnn_operator_as<convolution_nchw_operator<D>>(convolution_op, D::kReshape);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  size_t workspace_bytes = 0, output_height = 0, output_width = 0;
  xnn_status status;
  {
    const xnn_log_renaming in_our_name(op->adapter.nhwc->name, op->name);
    status = D::reshape_nhwc(op->adapter.nhwc, batch_size, input_height, input_width, &workspace_bytes,
                             &output_height, &output_width, threadpool);
  }
  if (status != xnn_status_success) return status;
  const size_t input_pixels = input_height * input_width, output_pixels = output_height * output_width;
  const size_t e = sizeof(typename D::element);
  size_t input_batch_bytes, output_batch_bytes, total_bytes;
  if (!xnn_checked_product(op->name, "input", {input_pixels, op->input_channel_stride, e}, &input_batch_bytes) ||
      !xnn_checked_product(op->name, "input", {batch_size, input_batch_bytes}, &total_bytes) ||
      !xnn_checked_product(op->name, "output", {output_pixels, op->output_channel_stride, e}, &output_batch_bytes) ||
      !xnn_checked_product(op->name, "output", {batch_size, output_batch_bytes}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const size_t input_strides[3] = {input_batch_bytes, input_pixels * e, e};
  const size_t output_strides[3] = {output_batch_bytes, output_pixels * e, e};
  status = op->adapter.reshape(op, batch_size, e, op->input_channels, input_pixels, input_strides,
                               op->output_channels, output_pixels, output_strides, workspace_bytes);
  if (status != xnn_status_success) return status;
  if (output_height_out != nullptr) *output_height_out = output_height;
  if (output_width_out != nullptr) *output_width_out = output_width;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class D>
xnn_status setup(xnn_operator_t convolution_op, const void* input, void* output) {
  convolution_nchw_operator<D>* op = xnn_operator_as<convolution_nchw_operator<D>>(convolution_op, D::kSetup);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  xnn_nchw_adapter& a = op->adapter;
  using T = typename D::element;
  const T* nhwc_input =
      a.input_is_nhwc ? static_cast<const T*>(input) : reinterpret_cast<const T*>(a.nhwc_input.data());
  xnn_status status;
  {
    const xnn_log_renaming in_our_name(a.nhwc->name, op->name);
    status = D::setup_nhwc(a.nhwc, a.workspace.data(), nhwc_input, reinterpret_cast<T*>(a.nhwc_output.data()));
  }
  if (status != xnn_status_success) return status;
  a.setup(op, input, output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

#define XNN_NCHW_CONVOLUTION_CREATE_PARAMS                                                                       \
  uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,                      \
      uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height, \
      uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,         \
      size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,                 \
      size_t output_channel_stride
#define XNN_NCHW_CONVOLUTION_CREATE_ARGS                                                                         \
  input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height, kernel_width, \
      subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,      \
      group_output_channels, input_channel_stride, output_channel_stride

extern "C" xnn_status xnn_create_convolution2d_nchw_f32(XNN_NCHW_CONVOLUTION_CREATE_PARAMS, const float* kernel,
                                                        const float* bias, float output_min, float output_max,
                                                        uint32_t flags, xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* convolution_op_out) {
  return create<nchw_f32>(XNN_NCHW_CONVOLUTION_CREATE_ARGS, kernel, bias, output_min, output_max, flags,
                          weights_cache, convolution_op_out);
}

extern "C" xnn_status xnn_create_convolution2d_nchw_f16(XNN_NCHW_CONVOLUTION_CREATE_PARAMS, const void* kernel,
                                                        const void* bias, float output_min, float output_max,
                                                        uint32_t flags, xnn_weights_cache_t weights_cache,
                                                        xnn_operator_t* convolution_op_out) {
  return create<nchw_f16>(XNN_NCHW_CONVOLUTION_CREATE_ARGS, kernel, bias, output_min, output_max, flags,
                          weights_cache, convolution_op_out);
}

extern "C" xnn_status xnn_reshape_convolution2d_nchw_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         pthreadpool_t threadpool) {
  return reshape<nchw_f32>(convolution_op, batch_size, input_height, input_width, output_height_out,
                           output_width_out, threadpool);
}

extern "C" xnn_status xnn_reshape_convolution2d_nchw_f16(xnn_operator_t convolution_op, size_t batch_size,
                                                         size_t input_height, size_t input_width,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         pthreadpool_t threadpool) {
  return reshape<nchw_f16>(convolution_op, batch_size, input_height, input_width, output_height_out,
                           output_width_out, threadpool);
}

extern "C" xnn_status xnn_setup_convolution2d_nchw_f32(xnn_operator_t convolution_op, const float* input,
                                                       float* output) {
  return setup<nchw_f32>(convolution_op, input, output);
}

extern "C" xnn_status xnn_setup_convolution2d_nchw_f16(xnn_operator_t convolution_op, const void* input,
                                                       void* output) {
  return setup<nchw_f16>(convolution_op, input, output);
}
