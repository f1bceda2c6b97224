// The float datatypes of the GEMM-based operators (fully connected, dynamic fully connected, convolution,
// deconvolution, batch matrix multiply): f32, and f16 with its static weights given in fp16 or, with
// XNN_FLAG_FP32_STATIC_WEIGHTS, in fp32 (rounded to nearest even when packed). Each operator body is written once
// over this description: element sizes, the tile, the clamp bounds and the packers.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "allocator.h"
#include "operators/gemm-compute.h"
#include "packing/dwconv-pack.h"

struct xnn_float_gemm_type {
  xnn_gemm_datatype datatype;  // f32 or f16
  size_t element_bytes;        // of the input, the output and the packed weights
  size_t weight_bytes;         // of the caller's kernel and bias

  // The tile for a layer of n output channels; false after logging that the library is not initialized.
  bool (*tile_for)(const char* op, size_t n, xnn_float_gemm_tile* tile);
  // The kernels' clamp bounds (params.f32, or params.f16 rounded to nearest even).
  void (*set_bounds)(float output_min, float output_max, xnn_gemm_context::output_params* params);
  // Packers from the caller's weights (weight_bytes per element) into the tile's layout (packing/gemm-pack.h).
  void (*pack_goki)(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr, const void* k,
                    const void* bias, void* packed);
  void (*pack_gio)(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                   const void* k, const void* bias, void* packed);
  void (*pack_kgo)(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const void* k,
                   const void* bias, void* packed);
  void (*pack_dwconv)(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width, size_t channels,
                      const void* k, const void* bias, void* packed);
};

extern const xnn_float_gemm_type xnn_f32_gemm_type;
// f16 with fp16 weights, or fp32 weights when `flags` has XNN_FLAG_FP32_STATIC_WEIGHTS.
const xnn_float_gemm_type& xnn_f16_gemm_type(uint32_t flags);

// Create's check of the clamp bounds: the f32 rule (xnn_check_output_range) for every operator and, for f16 where
// XNNPACK makes it (`rounded_rule`: convolution, dynamic fully connected), bounds that meet once rounded to fp16
// (output_min >= output_max) are refused too. Logs and returns the failure status.
xnn_status xnn_check_float_output_range(const char* op, const xnn_float_gemm_type& type, bool rounded_rule,
                                        float output_min, float output_max);

// A copy of `count` fp16 values as floats; nullptr for a null `values`. Logs and sets *status on failure.
float* xnn_f16_values_as_f32(const char* op, const void* values, size_t count, xnn_status* status);

// A copy of `count` fp32 values rounded to fp16 (nearest even). Logs and sets *status on failure.
uint16_t* xnn_f32_values_as_f16(const char* op, const float* values, size_t count, xnn_status* status);

// The *_f32_f16 creates (fp32 operators on fp16 weights, as XNNPACK runs them): `create(kernel, bias)` on fp32
// copies of the fp16 `kernel` (kernel_count values) and `bias` (bias_count values, or null); a bias the caller gives
// in fp32 (`bias_is_f32`, XNN_FLAG_FP32_STATIC_BIASES) passes unchanged.
template <class Create>
xnn_status xnn_create_with_f32_weights(const char* op, const void* kernel, size_t kernel_count, const void* bias,
                                       size_t bias_count, bool bias_is_f32, Create create) {
  xnn_status status = xnn_status_success;
  float* kernel_f32 = xnn_f16_values_as_f32(op, kernel, kernel_count, &status);
  float* bias_f32 = status == xnn_status_success && !bias_is_f32
                        ? xnn_f16_values_as_f32(op, bias, bias_count, &status)
                        : nullptr;
  const float* bias_for_create = bias_is_f32 ? static_cast<const float*>(bias) : bias_f32;
  if (status == xnn_status_success) status = create(kernel_f32, bias_for_create);
  xnn_release_memory(kernel_f32);
  xnn_release_memory(bias_f32);
  return status;
}

// The f16 creates' XNN_FLAG_FP32_STATIC_BIASES (as XNNPACK): the caller's `bias` (bias_count values, or null) is
// fp32 while the f16 operator reads the bias in its weights' type. `create(bias, flags, weights_cache)` gets `flags`
// without the flag and, for fp16 weights, a copy of the bias rounded to nearest even and no weights cache (a cache
// may key on the address of the caller's weights, and the copy dies after create). A bias_count of 0 (a shape that
// the create refuses) rounds nothing.
template <class Create>
xnn_status xnn_create_with_f16_bias(const char* op, const void* bias, size_t bias_count, uint32_t flags,
                                    xnn_weights_cache_t weights_cache, Create create) {
  if ((flags & XNN_FLAG_FP32_STATIC_BIASES) == 0) return create(bias, flags, weights_cache);
  flags &= ~uint32_t(XNN_FLAG_FP32_STATIC_BIASES);
  // With fp32 weights (XNN_FLAG_FP32_STATIC_WEIGHTS) the operator reads an fp32 bias already.
  if (bias == nullptr || bias_count == 0 || (flags & XNN_FLAG_FP32_STATIC_WEIGHTS) != 0) {
    return create(bias, flags, weights_cache);
  }
  xnn_status status = xnn_status_success;
  uint16_t* rounded = xnn_f32_values_as_f16(op, static_cast<const float*>(bias), bias_count, &status);
  if (status == xnn_status_success) status = create(static_cast<const void*>(rounded), flags, nullptr);
  xnn_release_memory(rounded);
  return status;
}
