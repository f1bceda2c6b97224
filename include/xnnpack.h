/* xnn: fast neural-network inference on CPUs.
 *
 * Public C API. Source-compatible with XNNPACK's API for every function declared here: the same names, argument
 * order, enum values, flags and status codes, so an XNNPACK client recompiles against xnn unchanged. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <pthreadpool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Kernels may read (never write) up to this many bytes past the end of any input tensor; callers allocate them. */
#define XNN_EXTRA_BYTES 16

/* Largest number of dimensions of a tensor. */
#define XNN_MAX_TENSOR_DIMS 6

/* Result of every API call. */
enum xnn_status {
  xnn_status_success = 0,
  xnn_status_uninitialized = 1,
  xnn_status_invalid_parameter = 2,
  xnn_status_invalid_state = 3,
  xnn_status_unsupported_parameter = 4,
  xnn_status_unsupported_hardware = 5,
  xnn_status_out_of_memory = 6,
  xnn_status_reallocation_required = 7,
  xnn_status_deprecated = 8,
};

/* Memory functions the library uses instead of malloc/free when passed to xnn_initialize. Every function receives
 * `context` unchanged. allocate/aligned_allocate return NULL on failure; reallocate keeps the old block on failure;
 * the deallocate functions accept NULL. */
struct xnn_allocator {
  void* context;
  void* (*allocate)(void* context, size_t size);
  void* (*reallocate)(void* context, void* pointer, size_t size);
  void (*deallocate)(void* context, void* pointer);
  void* (*aligned_allocate)(void* context, size_t alignment, size_t size);
  void (*aligned_deallocate)(void* context, void* pointer);
};

/* Reads the CPU's features once and prepares the kernel choices. `allocator` may be NULL (the C library's functions
 * are used). Safe to call more than once; later calls return the first call's result.
 * The environment variable XNN_MAX_ISA caps the instruction sets used (e.g. "avx2", "scalar"); an unknown value
 * makes this call fail with xnn_status_invalid_parameter. */
enum xnn_status xnn_initialize(const struct xnn_allocator* allocator);

/* Releases nothing today; kept for API compatibility. */
enum xnn_status xnn_deinitialize(void);

/* Element type of a tensor. */
enum xnn_datatype {
  xnn_datatype_invalid = 0,
  xnn_datatype_fp32 = 1,
  xnn_datatype_fp16 = 2,
  xnn_datatype_qint8 = 3,
  xnn_datatype_quint8 = 4,
  xnn_datatype_qint32 = 5,
  xnn_datatype_qcint8 = 6,
  xnn_datatype_qcint32 = 7,
  xnn_datatype_qcint4 = 8,
  xnn_datatype_qdint8 = 9,
  xnn_datatype_qpint8 = 10,
  xnn_datatype_int32 = 11,
  xnn_datatype_qbint4 = 12,
  xnn_datatype_pfp32 = 13,
  xnn_datatype_bf16 = 14,
  xnn_datatype_qduint8 = 15,
  xnn_datatype_pfp16 = 16,
  xnn_datatype_pqint8 = 17,
  xnn_datatype_qcint2 = 18,
};

/* ---- Operators: lifecycle and the GEMM-based f32 operators ----------------------------------------------------
 * Every operator goes through the same four steps:
 *   create   validates the arguments that do not depend on tensor sizes and packs static weights once;
 *   reshape  takes the tensor sizes, chooses the tiling and reports the workspace the operator needs; it may be
 *            called again with new sizes at any time;
 *   setup    binds the input, output and workspace pointers (after every reshape);
 *   run      computes, splitting the work into tiles over `threadpool` (NULL = the caller's thread); it allocates
 *            nothing, and its results do not depend on the number of threads.
 * Inputs must be followed by XNN_EXTRA_BYTES of readable memory. `weights_cache` arguments are accepted for
 * compatibility and ignored: weights are always packed into memory the operator owns. */
typedef struct xnn_operator* xnn_operator_t;
typedef struct xnn_weights_cache_provider* xnn_weights_cache_t;

/* The convolution's kernel is in HWGo layout ([kernel_height][kernel_width][groups * group_output_channels]) and
 * each group has one input channel. */
#define XNN_FLAG_DEPTHWISE_CONVOLUTION 0x00000001
/* The fully connected operator's kernel is [input_channels][output_channels] instead of [output][input]. */
#define XNN_FLAG_TRANSPOSE_WEIGHTS 0x00000001
/* Batch matrix multiply: B is [n][k] instead of [k][n]. */
#define XNN_FLAG_TRANSPOSE_B XNN_FLAG_TRANSPOSE_WEIGHTS
/* Batch matrix multiply: A is [k][m] instead of [m][k] (not supported yet). */
#define XNN_FLAG_TRANSPOSE_A 0x00000002
/* Convolution padding is TensorFlow's "SAME": computed at reshape from the input size; explicit padding must be 0. */
#define XNN_FLAG_TENSORFLOW_SAME_PADDING 0x00000004
/* Hints accepted for compatibility. Indirection buffers are always kept by the operator (they are rebuilt only when
 * the input size changes), and results never depend on the thread count or the code path within one build. */
#define XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER 0x00000020
#define XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC 0x00002000

/* Runs an operator after setup. */
enum xnn_status xnn_run_operator(xnn_operator_t op, pthreadpool_t threadpool);

/* Releases an operator and everything it owns. NULL is accepted. */
enum xnn_status xnn_delete_operator(xnn_operator_t op);

/* Fully connected: output[b][o] = clamp(bias[o] + sum_i input[b][i] * kernel[o][i]). Strides are in elements. */
enum xnn_status xnn_create_fully_connected_nc_f32(
  size_t input_channels,
  size_t output_channels,
  size_t input_stride,
  size_t output_stride,
  const float* kernel,
  const float* bias,
  float output_min,
  float output_max,
  uint32_t flags,
  xnn_weights_cache_t weights_cache,
  xnn_operator_t* fully_connected_op_out);

enum xnn_status xnn_reshape_fully_connected_nc_f32(
  xnn_operator_t fully_connected_op,
  size_t batch_size,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_fully_connected_nc_f32(
  xnn_operator_t fully_connected_op,
  const float* input,
  float* output);

/* 2D convolution, NHWC. Kernel layout [groups][group_output_channels][kernel_height][kernel_width]
 * [group_input_channels] (HWGo with XNN_FLAG_DEPTHWISE_CONVOLUTION); channel strides are in elements between
 * consecutive pixels. */
enum xnn_status xnn_create_convolution2d_nhwc_f32(
  uint32_t input_padding_top,
  uint32_t input_padding_right,
  uint32_t input_padding_bottom,
  uint32_t input_padding_left,
  uint32_t kernel_height,
  uint32_t kernel_width,
  uint32_t subsampling_height,
  uint32_t subsampling_width,
  uint32_t dilation_height,
  uint32_t dilation_width,
  uint32_t groups,
  size_t group_input_channels,
  size_t group_output_channels,
  size_t input_channel_stride,
  size_t output_channel_stride,
  const float* kernel,
  const float* bias,
  float output_min,
  float output_max,
  uint32_t flags,
  xnn_weights_cache_t weights_cache,
  xnn_operator_t* convolution_op_out);

/* workspace_size receives the bytes setup's `workspace` must hold (0: pass NULL). The output sizes may be NULL. */
enum xnn_status xnn_reshape_convolution2d_nhwc_f32(
  xnn_operator_t convolution_op,
  size_t batch_size,
  size_t input_height,
  size_t input_width,
  size_t* workspace_size,
  size_t* output_height_out,
  size_t* output_width_out,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_convolution2d_nhwc_f32(
  xnn_operator_t convolution_op,
  void* workspace,
  const float* input,
  float* output);

/* 2D transposed convolution, NHWC: every input pixel scatters kernel * value into the output at stride (upsampling)
 * steps; the output is cropped by the padding and extended by the reshape's adjustment (< stride). Kernel layout
 * [groups][group_output_channels][kernel_height][kernel_width][group_input_channels]. */
enum xnn_status xnn_create_deconvolution2d_nhwc_f32(
  uint32_t output_padding_top,
  uint32_t output_padding_right,
  uint32_t output_padding_bottom,
  uint32_t output_padding_left,
  uint32_t kernel_height,
  uint32_t kernel_width,
  uint32_t stride_height,
  uint32_t stride_width,
  uint32_t dilation_height,
  uint32_t dilation_width,
  uint32_t groups,
  size_t group_input_channels,
  size_t group_output_channels,
  size_t input_pixel_stride,
  size_t output_pixel_stride,
  const float* kernel,
  const float* bias,
  float output_min,
  float output_max,
  uint32_t flags,
  xnn_weights_cache_t weights_cache,
  xnn_operator_t* deconvolution_op_out);

enum xnn_status xnn_reshape_deconvolution2d_nhwc_f32(
  xnn_operator_t deconvolution_op,
  size_t batch_size,
  size_t input_height,
  size_t input_width,
  uint32_t adjustment_height,
  uint32_t adjustment_width,
  size_t* output_height_out,
  size_t* output_width_out,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_deconvolution2d_nhwc_f32(
  xnn_operator_t deconvolution_op,
  const float* input,
  float* output);

/* Batch matrix multiply: output[..., m, n] = A[..., m, k] * B[..., k, n] (B[..., n, k] with XNN_FLAG_TRANSPOSE_B).
 * Batch dimensions broadcast NumPy-style: each pair is equal or one of them is 1. B is packed into the workspace
 * on every run, so it may change between runs. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_f32(
  uint32_t flags,
  xnn_operator_t* batch_matrix_multiply_op);

/* Batch matrix multiply with a constant B of batch_size_b batches ([k][n], or [n][k] with XNN_FLAG_TRANSPOSE_B),
 * packed once here; reshape's batch_dims_b must multiply to batch_size_b, its workspace size is 0, and setup's
 * workspace and input_b may be NULL. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_f32_const_weights(
  size_t batch_size_b,
  size_t k,
  size_t n,
  const float* data_b,
  uint32_t flags,
  xnn_operator_t* batch_matrix_multiply_op);

enum xnn_status xnn_reshape_batch_matrix_multiply_nc_f32(
  xnn_operator_t batch_matrix_multiply_op,
  size_t num_batch_dims,
  const size_t* batch_dims_a,
  const size_t* batch_dims_b,
  size_t m,
  size_t k,
  size_t n,
  size_t* workspace_size,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_batch_matrix_multiply_nc_f32(
  xnn_operator_t batch_matrix_multiply_op,
  void* workspace,
  const float* input_a,
  const float* input_b,
  float* output);
/* ---- end of operators block ---------------------------------------------------------------------------------- */

#ifdef __cplusplus
}  /* extern "C" */
#endif
