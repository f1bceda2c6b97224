// The depthwise path of 2D convolution (one input and one output channel per group): packed dwconv weights, an
// indirection buffer of the taps of every output pixel, and the planning of one job over images x output rows.
//
// Indirection layout, as the f32-dwconv kernels read it (see xnn_build_dwconv_indirection): per output row of one
// image, each pixel's `taps` pointers in kernel column-major order (tap = x * kernel_height + y), pixel_step pointers
// apart (adjacent pixels share columns when the stride is below the kernel width); unipass kernels get primary_tile
// pointers per pixel, the ones past the kernel pointing at the zero row. Pointers are built against
// kXnnIndirectionBase, so a new input (and every image of the batch) only changes the kernels' input_offset; the
// buffer is rebuilt only when the geometry changes.
#pragma once

#include <cstddef>

#include <xnnpack.h>

#include "configs/f16-dwconv-config.h"
#include "configs/f32-dwconv-config.h"
#include "configs/qs8-qc8w-dwconv-config.h"
#include "configs/qu8-dwconv-config.h"
#include "indirection/convolution.h"
#include "operators/float-gemm-type.h"
#include "operators/operator.h"
#include "ukernels/f32-vunary/f32-vunary.h"
#include "weights-cache/packed-weights.h"

struct xnn_depthwise_convolution {
  // The kernels: f32 (unipass or multipass), f16 (f16_unipass or f16_multipass), qs8_qc8w (qs8_unipass or
  // qs8_multipass) or qu8 (qu8_unipass or qu8_multipass); the others are null.
  bool quantized = false;
  const xnn_f32_dwconv_unipass_info* unipass = nullptr;  // nullptr: the multipass kernel runs
  const xnn_f32_dwconv_multipass_info* multipass = nullptr;
  const xnn_f16_dwconv_unipass_info* f16_unipass = nullptr;
  const xnn_f16_dwconv_multipass_info* f16_multipass = nullptr;
  const xnn_qs8_qc8w_dwconv_unipass_info* qs8_unipass = nullptr;
  const xnn_qs8_qc8w_dwconv_multipass_info* qs8_multipass = nullptr;
  const xnn_qu8_dwconv_unipass_info* qu8_unipass = nullptr;
  const xnn_qu8_dwconv_multipass_info* qu8_multipass = nullptr;
  size_t channels = 0;
  size_t kernel_size = 0;                                  // kernel_height * kernel_width
  size_t taps = 0;                                         // indirection pointers per output pixel
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // elements
  size_t element_bytes = sizeof(float);
  xnn_gemm_context::output_params params = {{0.0f, 0.0f}};  // f32 or f16 bounds
  xnn_qs8_minmax_params qs8_params = {0, 0, 0};
  // f32 only: a unary elementwise op applied after the clamp to each output row, piece by piece while the piece is
  // still in L1 (a unary node the subgraph runs in this output stage: xnn_fuse_depthwise_output_unary), by the
  // operator's rows and by run_rows. The op's own kernel and parameters, which must outlive the fusion; cleared at
  // every reshape.
  struct output_unary {
    xnn_f32_vunary_ukernel_fn fn = nullptr;  // nullptr: no fused unary op
    const xnn_f32_unary_params* params = nullptr;
  } fused_unary;
  xnn_weights_cache_t cache = nullptr;  // where packed_weights come from (NULL: memory of their own)
  xnn_packed_weights packed_weights;
  void* packed = nullptr;  // packed_weights.address(), taken at create and at every reshape
  void* zero = nullptr;  // channels elements (+ XNN_EXTRA_BYTES) that padding taps read: zeros or the zero point

  // Reshape-time state.
  size_t batch = 0;
  xnn_conv2d_geometry geometry;
  xnn_indirection_storage storage;  // without a transient buffer the kernels read these pointers
  const void** indirection = nullptr;  // the buffer the kernels read: `pointers` or a transient one (from setup)
  size_t pixel_step = 0;             // pointers from one output pixel to the next
  size_t row_pointers = 0;           // pointers per output row
  bool build_against_input = false;  // see xnn_indirection_collides
  // Multipass: one buffer per (image, output row), so tasks never share one; 4-byte sums (float or int32).
  void* scratch = nullptr;
  size_t scratch_capacity = 0;  // sums allocated
  size_t scratch_stride = 0;    // sums per buffer

  // Setup-time state.
  const void* input = nullptr;
  void* output = nullptr;
  size_t input_offset = 0;  // input - base of the pointers

  xnn_depthwise_convolution() = default;
  ~xnn_depthwise_convolution();
  xnn_depthwise_convolution(const xnn_depthwise_convolution&) = delete;
  xnn_depthwise_convolution& operator=(const xnn_depthwise_convolution&) = delete;

  // Create for f32 or f16 (`type`): chooses the kernel and packs `kernel` ([c][y][x], GOKI with one channel per
  // group, or [y][x][c] when hwg) and `bias` (may be NULL), both of the type's weight elements. Logs and returns the
  // failure status.
  xnn_status create(const char* op, const xnn_float_gemm_type& type, size_t kernel_height, size_t kernel_width,
                    size_t channels, size_t input_pixel_stride, size_t output_pixel_stride, const void* kernel,
                    const void* bias, bool hwg, float output_min, float output_max);
  // The same for qs8_qc8w: int8 kernel, int32 bias, one requantization scale per channel, the input zero point
  // (folded into the packed bias and filling the zero row) and the output stage.
  xnn_status create(const char* op, size_t kernel_height, size_t kernel_width, size_t channels,
                    size_t input_pixel_stride, size_t output_pixel_stride, const int8_t* kernel, const int32_t* bias,
                    const float* scales, bool hwg, int32_t input_zero_point, const xnn_qs8_minmax_params& params);
  // The same for qu8: uint8 kernel with its zero point (subtracted at packing), one requantization scale.
  xnn_status create(const char* op, size_t kernel_height, size_t kernel_width, size_t channels,
                    size_t input_pixel_stride, size_t output_pixel_stride, const uint8_t* kernel, const int32_t* bias,
                    float scale, bool hwg, int32_t input_zero_point, int32_t kernel_zero_point,
                    const xnn_qs8_minmax_params& params);
  // Reshape: (re)builds the indirection buffer for `geometry` (unless `transient`: the caller builds one in its
  // workspace) and plans the job over images x output rows.
  xnn_status plan(const char* op, size_t batch, const xnn_conv2d_geometry& geometry, xnn_parallel_job* job,
                  bool transient = false);
  // Setup: binds the tensors (rebuilding the pointers only when they cannot be rebased).
  void bind(const void* input, void* output);
  // Setup with a transient buffer, built against `input`.
  void bind_transient(const void* input, void* output, const void** transient_pointers);
  // After reshape: `row_count` output rows of one image through `pointers` (row_pointers per row: built by
  // xnn_build_dwconv_indirection_band against the real input, input_offset 0; or rows of `band_pointers()` with
  // input_offset = the rows' base - kXnnIndirectionBase), row r written at
  // output + r * output_width * output_pixel_stride elements, by the same kernel call as the operator's own rows
  // (so with their bits), then the fused unary op if any. Unipass kernels only (multipass ones need the operator's
  // per-row scratch).
  void run_rows(const void** pointers, size_t row_count, void* output, size_t input_offset = 0) const;
  // After reshape: the operator's own pointers of one image (row_pointers per output row), built against
  // kXnnIndirectionBase, for bands to reuse instead of building theirs; NULL when the operator has none (a transient
  // buffer) or built them against its input.
  const void** band_pointers() const { return build_against_input ? nullptr : storage.pointers; }

 private:
  // Packs through the cache and takes the weights' address.
  template <class Write>
  xnn_status pack(const xnn_weights_key_source& key, size_t packed_bytes, Write&& write) {
    const xnn_status status = packed_weights.pack(cache, key, packed_bytes, write);
    if (status == xnn_status_success) packed = packed_weights.address();
    return status;
  }
  // Create's shared part once the kernel is chosen: the shape, the indirection taps and the zero row of
  // `zero_byte`s. Logs on failure.
  xnn_status allocate(const char* op, size_t kernel_size, size_t channels, size_t input_stride, size_t output_stride,
                      int zero_byte);
  // Chooses the unipass kernel for kernel_size taps from a quantized config, else its multipass one (which must
  // take kernel_size); stores them in *unipass_out / *multipass_out.
  template <class Config, class Unipass, class Multipass>
  xnn_status choose_quantized(const char* op, const Config* config, size_t kernel_size, const Unipass** unipass_out,
                              const Multipass** multipass_out, const xnn_qs8_minmax_params& output_params);
};

// The sizes reshape multiplies, checked once so later arithmetic cannot overflow.
bool xnn_depthwise_sizes_fit(const char* op, const xnn_depthwise_convolution& dw, size_t batch,
                             const xnn_conv2d_geometry& geometry);
