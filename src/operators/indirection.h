// Indirection buffers for IGEMM: for every output pixel and kernel tap, a pointer to the input pixel the tap reads,
// or to the zero row where the tap falls into padding (convolution) or between upsampled pixels (deconvolution).
//
// Layout, as the IGEMM kernels read it: output pixels in groups of mr; per group, for each tap, mr pointers. Pixels
// past the end of the last group repeat the last pixel, so kernels never see an invalid pointer. Pointers are built
// against `base` instead of the real input, so a new input pointer only changes the kernels' a_offset
// (= input - base) and the buffer needs rebuilding only when the geometry changes.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

struct xnn_conv2d_geometry {
  size_t input_height = 0, input_width = 0;
  size_t output_height = 0, output_width = 0;
  size_t kernel_height = 0, kernel_width = 0;
  size_t stride_height = 1, stride_width = 1;  // subsampling (convolution) or upsampling (deconvolution)
  size_t dilation_height = 1, dilation_width = 1;
  size_t padding_top = 0, padding_left = 0;
  size_t input_pixel_stride = 0;  // bytes between input pixels
  bool transposed = false;        // deconvolution: output pixel o reads input (o + padding - tap * dilation) / stride

  bool operator==(const xnn_conv2d_geometry& other) const;
  bool operator!=(const xnn_conv2d_geometry& other) const { return !(*this == other); }
};

// Number of pointers the buffer holds for output pixels grouped by mr.
size_t xnn_conv2d_indirection_count(const xnn_conv2d_geometry& geometry, size_t mr);

// Bytes of input the pointers can reach from `base` (one image).
size_t xnn_conv2d_input_span(const xnn_conv2d_geometry& geometry);

// Base for buffers built before the input is known: low enough that every real input lies above it (the kernels'
// a_offset = input - base then never wraps), and never 0 (no pointer is derived from null).
constexpr uintptr_t kXnnIndirectionBase = 64;

// Whether pointers built against `base` could collide with `zero` (the kernels tell padding taps from input taps
// by comparing with `zero`). Only possible with small address spaces (wasm32); then build against the input.
bool xnn_indirection_collides(uintptr_t base, size_t span, const float* zero);

void xnn_build_conv2d_indirection(const xnn_conv2d_geometry& geometry, size_t mr, uintptr_t base, const float* zero,
                                  const float** buffer);

// An operator's indirection buffer: rebuilt only when the geometry (or the kernel's mr) changes.
struct xnn_indirection_buffer {
  xnn_conv2d_geometry geometry;
  size_t mr = 0;
  const float** pointers = nullptr;
  size_t capacity = 0;               // pointers allocated
  bool build_against_input = false;  // see xnn_indirection_collides

  xnn_indirection_buffer() = default;
  ~xnn_indirection_buffer();
  xnn_indirection_buffer(const xnn_indirection_buffer&) = delete;
  xnn_indirection_buffer& operator=(const xnn_indirection_buffer&) = delete;

  // Reshape: makes the buffer describe `geometry` for tiles of mr rows. Logs and returns out_of_memory on failure.
  xnn_status update(const char* op, const xnn_conv2d_geometry& geometry, size_t mr, const float* zero);
  // Setup: the kernels' a_offset for `input` (rebuilding the pointers against it if they cannot be rebased).
  size_t bind(const float* input, const float* zero);
};
