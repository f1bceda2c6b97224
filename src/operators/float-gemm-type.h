// The float datatypes of the GEMM-based operators (fully connected, dynamic fully connected, convolution,
// deconvolution, batch matrix multiply): f32, and f16 with its static weights given in fp16 or, with
// XNN_FLAG_FP32_STATIC_WEIGHTS, in fp32 (rounded to nearest even when packed). Each operator body is written once
// over this description: element sizes, the tile, the clamp bounds and the packers.
#pragma once

#include <cstddef>
#include <cstdint>

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

// The *_f32_f16 creates (fp32 operators on fp16 weights, as XNNPACK runs them): `create(kernel, bias)` on fp32
// copies of the fp16 `kernel` (kernel_count values) and `bias` (bias_count values, or null).
template <class Create>
xnn_status xnn_create_with_f32_weights(const char* op, const void* kernel, size_t kernel_count, const void* bias,
                                       size_t bias_count, Create create) {
  xnn_status status = xnn_status_success;
  float* kernel_f32 = xnn_f16_values_as_f32(op, kernel, kernel_count, &status);
  float* bias_f32 = status == xnn_status_success ? xnn_f16_values_as_f32(op, bias, bias_count, &status) : nullptr;
  if (status == xnn_status_success) status = create(kernel_f32, bias_f32);
  xnn_release_memory(kernel_f32);
  xnn_release_memory(bias_f32);
  return status;
}
