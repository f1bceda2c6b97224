// What convolution and deconvolution share: their packed weights (GOKI, one block of taps per nr output channels
// and group), the zero row for padding taps, and the planning of the IGEMM job over an indirection buffer.
#pragma once

#include <cstddef>

#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "operators/gemm-compute.h"
#include "operators/indirection.h"

struct xnn_conv2d_weights {
  const xnn_f32_gemm_config* config = nullptr;
  size_t groups = 0, group_input_channels = 0, group_output_channels = 0;
  size_t taps = 0;                                         // kernel_height * kernel_width
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // elements
  xnn_f32_minmax_params params = {0.0f, 0.0f};
  float* packed = nullptr;
  size_t group_bytes = 0;  // packed bytes per group
  float* zero = nullptr;   // group_input_channels zeros (+ XNN_EXTRA_BYTES)

  xnn_conv2d_weights() = default;
  ~xnn_conv2d_weights();
  xnn_conv2d_weights(const xnn_conv2d_weights&) = delete;
  xnn_conv2d_weights& operator=(const xnn_conv2d_weights&) = delete;

  // Packs `kernel` ([g][o][tap][i], or [tap][g*o] when hwgo) and `bias` (may be NULL); the fields above must be set.
  // Logs and returns the failure status.
  xnn_status pack(const char* op, const float* kernel, const float* bias, bool hwgo);

  // Fills the context fields every GEMM/IGEMM job of these weights shares (kernel choice aside).
  void init_context(xnn_gemm_context* context) const;
  // Packed bytes per block of nr output channels (bias and all taps).
  size_t block_bytes() const;
};

// Reshape of an IGEMM convolution or deconvolution of `batch` images: (re)builds the indirection buffer for
// `geometry` and plans one job over images x groups x output pixels x output channels.
xnn_status xnn_plan_conv2d_igemm(const char* op, const xnn_conv2d_weights& weights, size_t batch,
                                 const xnn_conv2d_geometry& geometry, xnn_indirection_buffer* indirection,
                                 xnn_gemm_context* context, xnn_parallel_job* job, size_t threads);

// The sizes reshape multiplies, checked once so later arithmetic cannot overflow: images of input and output pixels
// (with their strides) and the indirection buffer.
bool xnn_conv2d_sizes_fit(const char* op, const xnn_conv2d_weights& weights, size_t batch,
                          const xnn_conv2d_geometry& geometry);
