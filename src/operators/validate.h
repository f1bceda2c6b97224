// Argument checks shared by the operators' create and reshape steps. Each logs one sentence naming the operator and
// the argument, and returns the status the public function returns (success when the argument is fine).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include <xnnpack.h>

// `value` must be at least 1: "convolution: kernel_height is 0; expected >= 1".
xnn_status xnn_check_positive(const char* op, const char* argument, size_t value);

// A pointer argument that must not be NULL.
xnn_status xnn_check_not_null(const char* op, const char* argument, const void* pointer);

// A stride (in elements) that must cover `minimum` elements.
xnn_status xnn_check_stride(const char* op, const char* argument, size_t stride, const char* covered,
                            size_t minimum);

// Output clamp: neither bound NaN, and min < max.
xnn_status xnn_check_output_range(const char* op, float output_min, float output_max);

// Flags that only hint at how to compute (see xnnpack.h); every operator accepts and ignores them.
constexpr uint32_t kXnnHintFlags = XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER | XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC;

// Flags outside `supported` are rejected with xnn_status_unsupported_parameter.
xnn_status xnn_check_flags(const char* op, uint32_t flags, uint32_t supported);

// The product of `factors` without overflow, or false (after logging that the sizes are too large). Every size that
// becomes an allocation or a byte offset goes through this, so hostile sizes cannot wrap around.
bool xnn_checked_product(const char* op, std::initializer_list<size_t> factors, size_t* product);

// Reshape's checks of `batch` rows of `channels` floats with row strides in elements: channels at least 1, strides
// covering the channels, and the rows' bytes without overflow.
xnn_status xnn_check_rows(const char* op, size_t batch, size_t channels, size_t input_stride, size_t output_stride);
