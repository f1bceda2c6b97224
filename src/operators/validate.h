// Argument checks shared by the operators' create and reshape steps. Each logs one sentence naming the operator and
// the argument, and returns the status the public function returns (success when the argument is fine).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include <xnnpack.h>

// The library must be initialized (src/init.h): "convolution: xnn_initialize has not succeeded". Every create and
// reshape step checks it first; returns xnn_status_uninitialized otherwise.
xnn_status xnn_check_initialized(const char* op);

// `value` must be at least 1: "convolution: kernel_height is 0; expected >= 1".
xnn_status xnn_check_positive(const char* op, const char* argument, size_t value);

// A pointer argument that must not be NULL.
xnn_status xnn_check_not_null(const char* op, const char* argument, const void* pointer);

// A stride (in elements) that must cover `minimum` elements.
xnn_status xnn_check_stride(const char* op, const char* argument, size_t stride, const char* covered,
                            size_t minimum);

// The [batch_size, channels] rows of an NC operator over 4-byte elements: channels >= 1, both strides cover the
// channels, and the larger strided tensor's bytes fit in size_t.
xnn_status xnn_check_nc_rows(const char* op, size_t batch_size, size_t channels, size_t input_stride,
                             size_t output_stride);

// Output clamp: neither bound NaN, and min < max.
xnn_status xnn_check_output_range(const char* op, float output_min, float output_max);

// A qdu8 operator kind (`unsigned_input`) needs qdu8 kernels of the qd8 kernels' tile (`unsigned_config`, null where
// the CPU has none: x86 VNNI only). Logs and returns xnn_status_unsupported_hardware otherwise.
xnn_status xnn_check_qdu8_kernels(const char* op, bool unsigned_input, const void* unsigned_config);

// A quantization scale: finite, normal and positive, as XNNPACK requires ("fully connected: input_scale is 0;
// expected a finite, normal, positive number").
xnn_status xnn_check_scale(const char* op, const char* argument, float scale);

// The output range of an 8-bit operator: output_min <= output_max.
xnn_status xnn_check_quantized_output_range(const char* op, int32_t output_min, int32_t output_max);

// A requantization scale given as one number (input_scale * kernel_scale / output_scale): checked as a scale, and
// below 256 as xnn_requantization_scales requires (xnn_status_unsupported_parameter otherwise).
xnn_status xnn_check_requantization_scale(const char* op, const char* argument, float scale);

// Per-channel requantization scales: scales[c] = input_scale * kernel_scale[c] / output_scale, computed in that order
// in float (the kernels' tests and the reference evaluators compute them the same way). Each kernel scale is checked
// as a scale, and each result must be below 256, the largest scale the fp32 requantization kernels take
// (xnn_status_unsupported_parameter otherwise).
xnn_status xnn_requantization_scales(const char* op, float input_scale, const float* kernel_scale, size_t channels,
                                     float output_scale, float* scales);

// Flags that only hint at how to compute (see xnnpack.h); every operator accepts and ignores them.
constexpr uint32_t kXnnHintFlags = XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER | XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC;

// Flags outside `supported` are rejected with xnn_status_unsupported_parameter.
xnn_status xnn_check_flags(const char* op, uint32_t flags, uint32_t supported);

// The product of `factors` without overflow, or false after logging the factors ("pooling: 3 x 2863311531 x 4
// overflows size_t"; with `what`, "pooling: window taps are 3 x 2863311531, which overflows size_t"). Every size
// that becomes an allocation, a loop count or a byte offset goes through this, so hostile sizes cannot wrap around.
bool xnn_checked_product(const char* op, std::initializer_list<size_t> factors, size_t* product);
bool xnn_checked_product(const char* op, const char* what, std::initializer_list<size_t> factors, size_t* product);

// a + b without overflow (padded sizes, dilated extents), or false after logging "convolution: <what> is a + b, which
// overflows size_t".
bool xnn_checked_sum(const char* op, const char* what, size_t a, size_t b, size_t* sum);

// A pooling window that the pooling operators and the define functions both accept: pooling_height x pooling_width
// from 1 to 65535 taps (1 x 1, a copy within the clamp, as XNNPACK accepts it), a dilated extent that fits in size_t
// with room for the padding sums, no explicit padding with XNN_FLAG_TENSORFLOW_SAME_PADDING, and each padding (top,
// right, bottom, left) below the dilated window.
xnn_status xnn_check_pooling_window(const char* name, const uint32_t padding[4], uint32_t pooling_height,
                                    uint32_t pooling_width, uint32_t dilation_height, uint32_t dilation_width,
                                    uint32_t flags);
