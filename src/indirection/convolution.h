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
  bool subconvolution = false;    // transposed, split by output phase (see xnn_subconv_phase)

  bool operator==(const xnn_conv2d_geometry& other) const;
  bool operator!=(const xnn_conv2d_geometry& other) const { return !(*this == other); }
};

// Subconvolution: a deconvolution with dilation 1 and stride <= kernel splits into stride_height x stride_width
// phases. Phase (qy, qx) holds the output pixels that kernel rows qy, qy + stride, ... and columns qx, qx + stride, ...
// reach; every other tap would read a zero row. Each phase is an IGEMM of its own with only its taps, laid out in the
// buffer phase after phase, row after row (tiles never cross an output row: the row is a batch dimension).
struct xnn_subconv_phase {
  size_t first_y = 0, first_x = 0;  // first output row and column of the phase; the phase steps by the stride
  size_t rows = 0, cols = 0;        // output rows and columns in the phase (0 when the output is that small)
  size_t taps_y = 0, taps_x = 0;    // kernel rows qy + stride * t and columns qx + stride * t reaching the phase
  size_t offset = 0;                // first pointer of the phase in the buffer
  size_t row_pointers = 0;          // pointers per output row: cols rounded up to mr, times the taps
};

// Whether a deconvolution of this shape runs as subconvolutions (stride > 1 in some dimension, dilation 1, and each
// stride at most the kernel size, so every phase has taps).
bool xnn_use_subconvolution(size_t kernel_height, size_t kernel_width, size_t stride_height, size_t stride_width,
                            size_t dilation_height, size_t dilation_width);

// Phase (qy, qx), qy < stride_height, qx < stride_width, of a subconvolution geometry, for tiles of mr rows.
xnn_subconv_phase xnn_subconv_phase_at(const xnn_conv2d_geometry& geometry, size_t mr, size_t qy, size_t qx);

// Number of pointers the buffer holds for output pixels grouped by mr.
size_t xnn_conv2d_indirection_count(const xnn_conv2d_geometry& geometry, size_t mr);

// Bytes of input the pointers can reach from `base` (one image).
size_t xnn_conv2d_input_span(const xnn_conv2d_geometry& geometry);

// Base for buffers built before the input is known: low enough that every real input lies above it (the kernels'
// a_offset = input - base then never wraps), and never 0 (no pointer is derived from null).
constexpr uintptr_t kXnnIndirectionBase = 64;

// Whether pointers built against `base` could collide with `zero` (the kernels tell padding taps from input taps
// by comparing with `zero`). Only possible with small address spaces (wasm32); then build against the input.
bool xnn_indirection_collides(uintptr_t base, size_t span, const void* zero);

void xnn_build_conv2d_indirection(const xnn_conv2d_geometry& geometry, size_t mr, uintptr_t base, const void* zero,
                                  const void** buffer);
// The pointers of output pixel groups [first_group, first_group + group_count) only (not subconvolution), so that
// a job can build a buffer in parallel slices.
void xnn_build_conv2d_indirection_groups(const xnn_conv2d_geometry& geometry, size_t mr, uintptr_t base,
                                         const void* zero, const void** buffer, size_t first_group,
                                         size_t group_count);

// Depthwise layout (the f32-dwconv kernels'): output rows of one image one after the other, each of
// xnn_dwconv_row_pointers pointers; output pixel x of a row starts x * xnn_dwconv_pixel_step pointers into it and
// has `taps` (>= kernel size) pointers in kernel column-major order (tap = kx * kernel_height + ky); pointers past the
// kernel point at `zero`.
void xnn_build_dwconv_indirection(const xnn_conv2d_geometry& geometry, size_t taps, uintptr_t base,
                                  const void* zero, const void** buffer);
// The pointers of output rows [first_row, first_row + row_count) only, at their place in the whole buffer.
void xnn_build_dwconv_indirection_rows(const xnn_conv2d_geometry& geometry, size_t taps, uintptr_t base,
                                       const void* zero, const void** buffer, size_t first_row, size_t row_count);
// The same rows written from `buffer` (row first_row at buffer[0]): a band's own pointers. Pointers are formed only
// for the input rows the band reads (xnn_dwconv_band_input_rows), so `base` may be a window holding just those rows
// minus their offset in the image (depth-first blocks, docs/fused-execution.md).
void xnn_build_dwconv_indirection_band(const xnn_conv2d_geometry& geometry, size_t taps, uintptr_t base,
                                       const void* zero, const void** buffer, size_t first_row, size_t row_count);
// The input rows [*first_in, *end_in) that output rows [first_row, first_row + row_count) read (row_count >= 1).
void xnn_dwconv_band_input_rows(const xnn_conv2d_geometry& geometry, size_t first_row, size_t row_count,
                                size_t* first_in, size_t* end_in);
// Pointers from one output pixel to the next. Adjacent pixels share input columns when the stride is below the
// kernel width (dilation 1) and no tap pads the kernel (taps == kernel size): the step is then stride_width columns
// of kernel_height pointers, and the kernels load each shared column once. Otherwise `taps`, nothing shared.
size_t xnn_dwconv_pixel_step(const xnn_conv2d_geometry& geometry, size_t taps);
// Pointers of one output row: (output_width - 1) * step + taps (at most output_width * taps).
size_t xnn_dwconv_row_pointers(const xnn_conv2d_geometry& geometry, size_t taps);

// Grows *pointers to hold at least `count` pointers (keeping *capacity), or logs "<op>: out of memory ..." and fails.
xnn_status xnn_grow_pointers(const char* op, const void*** pointers, size_t* capacity, size_t count);

struct xnn_indirection_key;

// The memory of an operator's indirection buffer: its own, or a buffer a built-in weights cache shares among every
// operator whose pointers are equal (same geometry, layout and zero row; src/weights-cache/shared-buffers.h), so a
// second runtime of a model on one cache holds no indirection of its own.
struct xnn_indirection_storage {
  const void** pointers = nullptr;
  size_t capacity = 0;                       // own pointers allocated
  xnn_weights_cache_t shared_from = nullptr;  // the cache `pointers` are held from, or NULL (own memory)

  xnn_indirection_storage() = default;
  ~xnn_indirection_storage();
  xnn_indirection_storage(const xnn_indirection_storage&) = delete;
  xnn_indirection_storage& operator=(const xnn_indirection_storage&) = delete;

  // Points `pointers` at the `count` pointers of `key` built against kXnnIndirectionBase: the cache's shared buffer
  // when `cache` is a built-in cache, else own memory built here. Logs and returns out_of_memory on failure.
  xnn_status provide(const char* op, xnn_weights_cache_t cache, const xnn_indirection_key& key, size_t count);
  // Own memory for `count` pointers, left for the caller to build (against the input, at setup).
  xnn_status own(const char* op, size_t count);

 private:
  void release_shared();
};

// An operator's indirection buffer: rebuilt (or found in the weights cache) only when the geometry or the kernel's
// mr changes.
struct xnn_indirection_buffer {
  xnn_conv2d_geometry geometry;
  size_t mr = 0;
  xnn_indirection_storage storage;
  const void** pointers = nullptr;   // storage.pointers
  bool build_against_input = false;  // see xnn_indirection_collides

  // Reshape: makes the buffer describe `geometry` for tiles of mr rows, shared through `cache` when it is a built-in
  // cache. Logs and returns out_of_memory on failure.
  xnn_status update(const char* op, const xnn_conv2d_geometry& geometry, size_t mr, const void* zero,
                    xnn_weights_cache_t cache);
  // Setup: the kernels' a_offset for `input` (rebuilding the pointers against it if they cannot be rebased).
  size_t bind(const void* input, const void* zero);
};
