// What convolution and deconvolution share: their create arguments and checks, the operator fields fixed at create,
// their packed weights (GOKI, one block of taps per nr output channels and group), the zero row for padding taps, and
// the planning of GEMM and IGEMM jobs over those weights.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "configs/qu8-gemm-config.h"
#include "indirection/convolution.h"
#include "operators/float-gemm-type.h"
#include "operators/gemm-compute.h"
#include "operators/transient-indirection.h"
#include "weights-cache/packed-weights.h"

struct xnn_conv2d_weights {
  // The kernels' datatype and the config of that datatype (the others are null); f32 and f16 (float_type) keep
  // their tile.
  xnn_gemm_datatype datatype = xnn_gemm_datatype::f32;
  const xnn_float_gemm_type* float_type = nullptr;
  xnn_float_gemm_tile tile;
  const xnn_qs8_qc8w_gemm_config* qs8_config = nullptr;
  const xnn_qu8_gemm_config* qu8_config = nullptr;
  const xnn_qd8_f32_qc8w_gemm_config* qd8_config = nullptr;
  // qd8 weights read by the qdu8 IGEMM (input rows and zero points + 128, VNNI): everything else (packing, sizes, zero
  // rows) is qd8's, only the kernel differs.
  const xnn_qdu8_f32_qc8w_gemm_config* qdu8_config = nullptr;
  size_t groups = 0, group_input_channels = 0, group_output_channels = 0;
  size_t taps = 0;                                         // kernel_height * kernel_width
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // elements
  xnn_gemm_context::output_params params = {{0.0f, 0.0f}};
  // Where the packed weights come from: the cache (may be NULL), the caller's kernel (the key a provider sees, also
  // for the kernels of deconvolution phases gathered from it) and the phase (0 for a whole kernel).
  xnn_weights_cache_t cache = nullptr;
  const void* original_kernel = nullptr;
  size_t phase = 0;
  xnn_packed_weights packed;
  size_t group_bytes = 0;  // packed bytes per group
  // group_input_channels elements (+ XNN_EXTRA_BYTES) that padding taps read: zeros, or the input zero point of a
  // quantized input (so that a padding tap adds (zero point - zero point) * weight = 0). For qd8 only the address
  // matters: the kernels read the image's zero row (xnn_qd8_zero_rows) where a tap points here.
  void* zero = nullptr;

  // Bytes of an input element and of an output element (they differ for qd8: int8 in, float out).
  size_t element_bytes() const { return float_type != nullptr ? float_type->element_bytes : sizeof(int8_t); }
  size_t output_element_bytes() const {
    return datatype == xnn_gemm_datatype::qd8_f32_qc8w ? sizeof(float) : element_bytes();
  }
  size_t mr() const {
    return float_type != nullptr                         ? tile.mr
           : datatype == xnn_gemm_datatype::qu8          ? qu8_config->mr
           : datatype == xnn_gemm_datatype::qd8_f32_qc8w ? qd8_config->mr
                                                         : qs8_config->mr;
  }
  size_t nr() const {
    return float_type != nullptr                         ? tile.nr
           : datatype == xnn_gemm_datatype::qu8          ? qu8_config->nr
           : datatype == xnn_gemm_datatype::qd8_f32_qc8w ? qd8_config->nr
                                                         : qs8_config->nr;
  }

  xnn_conv2d_weights() = default;
  ~xnn_conv2d_weights();
  xnn_conv2d_weights(const xnn_conv2d_weights&) = delete;
  xnn_conv2d_weights& operator=(const xnn_conv2d_weights&) = delete;

  // f32 and f16: packs `kernel` ([g][o][tap][i], or [tap][g*o] when hwgo) and `bias` (may be NULL), both of
  // float_type's weight elements; the fields above must be set. Logs and returns the failure status.
  xnn_status pack(const char* op, const void* kernel, const void* bias, bool hwgo);
  // The same for qs8_qc8w: int8 kernel, int32 bias, per-output-channel requantization `scales` ([g][o]), and the
  // input zero point folded into the packed bias and filling the zero row.
  xnn_status pack(const char* op, const int8_t* kernel, const int32_t* bias, const float* scales,
                  int32_t input_zero_point, bool hwgo);
  // The same for qu8: uint8 kernel of one zero point, int32 bias, one requantization `scale`; both zero points are
  // folded into the packed bias (packing/qu8-gemm-pack.h) and the input zero point fills the zero row.
  xnn_status pack(const char* op, const uint8_t* kernel, const int32_t* bias, float scale, int32_t input_zero_point,
                  int32_t kernel_zero_point, bool hwgo);

  // The same for qd8_f32_qc8w: int8 kernel, float bias (may be NULL) and per-output-channel `kernel_scale` ([g][o]);
  // the input's zero points are only known at run time, so the zero row is left to the operator (zero_data).
  xnn_status pack(const char* op, const int8_t* kernel, const float* bias, const float* kernel_scale, bool hwgo);

  // Copies the shape of `other` (config, channels, strides, clamping) with `taps` taps; nothing is packed.
  void copy_shape(const xnn_conv2d_weights& other, size_t taps);

  // Start a job's context over these weights (GEMM: the config's kernels, A rows of input pixels, a_stride is the
  // caller's; IGEMM: `kernel`, taps read through the indirection buffer, `zero` for padding). The caller then adds its
  // outer batch dimensions and calls plan.
  void init_gemm_context(xnn_gemm_context* context) const;
  // IGEMM: `single_row` picks the config's one-row kernel (an output of one pixel).
  void init_igemm_context(xnn_gemm_context* context, bool single_row, const void* zero) const;
  // Adds the groups as the innermost batch dimension and plans `job` over m rows by the group's output channels.
  void plan(xnn_parallel_job* job, xnn_gemm_context* context, bool indirect, size_t m, size_t threads) const;

 private:
  void init_context(xnn_gemm_context* context) const;
  size_t block_bytes() const;  // packed bytes per block of nr output channels (bias and all taps)
  // Sizes the packed weights of this shape (*packed_bytes) and allocates a zero row of group_input_channels
  // `zero_byte`s; logs on failure.
  xnn_status allocate(const char* op, int zero_byte, size_t* packed_bytes);
  // The cache key of `kernel` (the array packed) packed with `bias`, `values` and `extra_bytes` at `extra`
  // (scales).
  xnn_weights_key_source key(const char* op, const void* kernel, const void* bias, bool hwgo, uint64_t values,
                             const void* extra = nullptr, size_t extra_bytes = 0) const;
};

// The create arguments convolution and deconvolution share (strides and pixel strides under either API's name).
struct xnn_conv2d_args {
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel_height, kernel_width, stride_height, stride_width, dilation_height, dilation_width, groups;
  size_t group_input_channels, group_output_channels, input_pixel_stride, output_pixel_stride;
  const void* kernel;
  float output_min, output_max;  // f32 and f16 only: quantized operators check their integer range themselves
  uint32_t flags;
  xnn_weights_cache_t weights_cache;
};

// The public names of the arguments whose names differ between the two APIs, for log sentences.
struct xnn_conv2d_arg_names {
  const char* op_out;
  const char* stride_height;
  const char* stride_width;
  const char* input_pixel_stride;
  const char* output_pixel_stride;
};

// Create's checks shared by convolution and deconvolution (op_out not null and cleared, flags within `supported`,
// sizes positive, channel counts, strides and the dilated kernel without overflow) and, for a float `type` (not
// null), the clamp range (xnn_check_float_output_range with `rounded_rule`) and the tile. Logs and returns the
// failure status.
xnn_status xnn_check_conv2d_args(const char* op, const xnn_conv2d_args& args, const xnn_conv2d_arg_names& names,
                                 uint32_t supported_flags, xnn_operator_t* op_out, const xnn_float_gemm_type* type,
                                 xnn_float_gemm_tile* tile = nullptr, bool rounded_rule = false);

// Create's checks shared by the qd8 and qdu8 convolution and deconvolution kinds, after xnn_check_conv2d_args:
// kernel_scale (one positive normal float per output channel) and the output range; then their kernels, the qd8
// config and, for a qdu8 kind (`unsigned_input`), the qdu8 config of its tile (null otherwise). Logs and returns the
// failure status.
xnn_status xnn_qd8_conv2d_kernels(const char* op, const xnn_conv2d_args& args, const float* kernel_scale,
                                  bool unsigned_input, const xnn_qd8_f32_qc8w_gemm_config** config,
                                  const xnn_qdu8_f32_qc8w_gemm_config** unsigned_config);

// The operator fields convolution and deconvolution share.
struct xnn_conv2d_operator : xnn_operator {
  using xnn_operator::xnn_operator;

  // Create-time arguments; `weights` always holds the full shape (kernel_height * kernel_width taps).
  size_t padding_top = 0, padding_right = 0, padding_bottom = 0, padding_left = 0;
  size_t kernel_height = 0, kernel_width = 0, stride_height = 0, stride_width = 0;
  size_t dilation_height = 0, dilation_width = 0;
  xnn_conv2d_weights weights;

  // Reshape-time state.
  size_t batch_size = 0;
  xnn_indirection_buffer indirection;
  xnn_gemm_context gemm;

  // Records the checked create arguments and the weights' shape (not packed), for float or quantized kernels.
  void init(const xnn_conv2d_args& args, const xnn_float_gemm_type& type, const xnn_float_gemm_tile& tile);
  void init(const xnn_conv2d_args& args, const xnn_qs8_qc8w_gemm_config* config,
            const xnn_qs8_minmax_params& params);
  void init(const xnn_conv2d_args& args, const xnn_qu8_gemm_config* config, const xnn_qs8_minmax_params& params);
  void init(const xnn_conv2d_args& args, const xnn_qd8_f32_qc8w_gemm_config* config);
  // qd8 weights run by the qdu8 IGEMM (`unsigned_config` shares `config`'s tile).
  void init(const xnn_conv2d_args& args, const xnn_qd8_f32_qc8w_gemm_config* config,
            const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config);
  // Reshape's start: marks the operator not reshaped and checks the input size.
  xnn_status begin_reshape(size_t input_height, size_t input_width);
  // The geometry fields fixed at create (sizes, kernel, stride, dilation, top-left padding, input pixel stride).
  xnn_conv2d_geometry geometry(size_t input_height, size_t input_width) const;
  // Reshape's common tail once the output size is known: reports it and records the batch (no jobs planned yet).
  void set_output(size_t batch, const xnn_conv2d_geometry& geometry, size_t* output_height,
                  size_t* output_width);

 private:
  void init_shape(const xnn_conv2d_args& args);
};

// The padding rows of a qd8 IGEMM: one row per image of kc bytes (+ XNN_EXTRA_BYTES) equal to that image's zero
// point, which is only known when the convert in front has run, so a job fills them before the IGEMM runs.
struct xnn_qd8_zero_rows {
  int8_t* rows = nullptr;
  size_t capacity = 0;  // bytes allocated
  size_t stride = 0;  // bytes per row: kc + XNN_EXTRA_BYTES
  const xnn_qd8_quantization_params* quantization = nullptr;  // set at setup

  xnn_qd8_zero_rows() = default;
  ~xnn_qd8_zero_rows();
  xnn_qd8_zero_rows(const xnn_qd8_zero_rows&) = delete;
  xnn_qd8_zero_rows& operator=(const xnn_qd8_zero_rows&) = delete;

  // Reshape: room for `images` rows of `kc` bytes, and the filling job. Logs on failure.
  xnn_status plan(const char* op, size_t images, size_t kc, xnn_parallel_job* job);
  // Points the IGEMM context at the rows; `gemms_per_image` GEMMs of the job belong to each image.
  void bind(xnn_gemm_context* context, size_t gemms_per_image) const;
};

// Reshape of an IGEMM convolution or deconvolution of `batch` images: (re)builds the indirection buffer for
// `geometry` and plans one job over images x groups x output pixels x output channels.
xnn_status xnn_plan_conv2d_igemm(const char* op, const xnn_conv2d_weights& weights, size_t batch,
                                 const xnn_conv2d_geometry& geometry, xnn_indirection_buffer* indirection,
                                 xnn_gemm_context* context, xnn_parallel_job* job, size_t threads);

// The same with XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER: `build` is the job that fills the buffer in the workspace
// (run before `job`), *workspace_bytes its size; setup points context->indirection at it.
void xnn_plan_conv2d_igemm_transient(const xnn_conv2d_weights& weights, size_t batch,
                                     const xnn_conv2d_geometry& geometry, xnn_transient_indirection* indirection,
                                     xnn_gemm_context* context, xnn_parallel_job* build, xnn_parallel_job* job,
                                     size_t threads, size_t* workspace_bytes);

// The sizes reshape multiplies, checked once so later arithmetic cannot overflow: images of input and output pixels
// (with their strides) and the indirection buffer.
bool xnn_conv2d_sizes_fit(const char* op, const xnn_conv2d_weights& weights, size_t batch,
                          const xnn_conv2d_geometry& geometry);
