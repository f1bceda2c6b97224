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

/* Entries past the last row that an array of per-row quantization parameters (dynamically quantized tensors) must
 * have: the f32 -> qd8 convert writes them as copies of the last row's. */
#define XNN_EXTRA_QUANTIZATION_PARAMS 15

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
 * are used). Counted: each successful call must be matched by one xnn_deinitialize; the library stays initialized
 * while more calls succeeded than were undone. Only the first successful call's allocator is used, for the whole
 * process. Thread-safe.
 * The environment variable XNN_MAX_ISA caps the instruction sets used (e.g. "avx2", "scalar"); an unknown value
 * makes this call fail with xnn_status_invalid_parameter. */
enum xnn_status xnn_initialize(const struct xnn_allocator* allocator);

/* Undoes one successful xnn_initialize (no effect when none is left). Once none is left, operator create and
 * reshape functions return xnn_status_uninitialized; see docs/operators.md for what still works. */
enum xnn_status xnn_deinitialize(void);

/* The build identifier: 32 bytes (the SHA-256 of the kernel and weight-packing sources this library was built from)
 * that differ between builds whose kernels or packed-weight layouts may differ. Packed weights saved by one build are
 * reusable by another only when the identifiers match. Needs no xnn_initialize. */
const void* xnn_experimental_get_build_identifier_data(void);
size_t xnn_experimental_get_build_identifier_size(void);
/* True when `size` bytes at `data` are this build's identifier. data may be NULL only with size 0 (then false). */
bool xnn_experimental_check_build_identifier(const void* data, size_t size);

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
  /* 4-bit and 2-bit values with one scale and zero point (XNNPACK HEAD's numbering; no node takes them yet). */
  xnn_datatype_qint4 = 19,
  xnn_datatype_qint2 = 20,
};

/* ---- Operators: lifecycle and the GEMM-based f32 operators ----------------------------------------------------
 * Every operator goes through the same four steps:
 *   create   validates the arguments that do not depend on tensor sizes and packs static weights once;
 *   reshape  takes the tensor sizes, chooses the tiling and reports the workspace the operator needs; it may be
 *            called again with new sizes at any time;
 *   setup    binds the input, output and workspace pointers (after every reshape);
 *   run      computes, splitting the work into tiles over `threadpool` (NULL = the caller's thread); it allocates
 *            nothing, and its results do not depend on the number of threads.
 * Inputs must be followed by XNN_EXTRA_BYTES of readable memory. An operator that packs weights takes a
 * `weights_cache` (NULL: the operator owns its packed weights); see "Weights cache" below. */
typedef struct xnn_operator* xnn_operator_t;

/* ---- Weights cache -------------------------------------------------------------------------------------------
 * Packed weights shared between operators and runtimes (docs/weights-cache.md). Every create function that packs
 * weights (fully connected, convolution, deconvolution) asks the cache first and packs only what it does not find;
 * xnn_create_runtime_v3/v4 pass it to every node's operator. The cache must outlive the operators and runtimes
 * created with it. The built-in cache (xnn_create_weights_cache) finds packed weights by content: two operators
 * whose packed bytes are equal share one copy, which never moves once handed out. All functions may be called from
 * several threads at once. */
enum xnn_weights_cache_finalization_kind {
  /* No packed weights are added or checked any more: operator creation through the cache is refused. */
  xnn_weights_cache_finalization_kind_hard,
  /* Packed weights already in the cache are still found and shared; weights not in it are refused. */
  xnn_weights_cache_finalization_kind_soft,
};

/* What locates packed weights in a cache: `seed` hashes everything the packed bytes depend on besides the contents
 * of `kernel` and `bias` (operator kind, kernel tile, shapes, flags, quantization); `kernel` and `bias` (may be
 * NULL) are the caller's unpacked arrays; `fingerprint_id` identifies the packing routine. */
struct xnn_weights_cache_look_up_key {
  uint32_t seed;
  const void* kernel;
  const void* bias;
  uint32_t fingerprint_id;
};

/* A cache implementation; every callback gets `context`. An operator calls look_up; on SIZE_MAX it calls
 * reserve_space, packs into the returned memory and calls look_up_or_insert with it (always, once per successful
 * reserve_space); it reads its weights through offset_to_addr at every reshape. */
struct xnn_weights_cache_provider {
  void* context;
  /* The offset of packed weights for `cache_key`, or SIZE_MAX when not found. */
  size_t (*look_up)(void* context, const struct xnn_weights_cache_look_up_key* cache_key);
  /* Memory for `n` bytes of packed weights, or NULL when the cache cannot take them. */
  void* (*reserve_space)(void* context, size_t n);
  /* The offset of packed weights equal to the `size` bytes at `ptr` (from reserve_space), inserting them when
   * absent; SIZE_MAX when refused. */
  size_t (*look_up_or_insert)(void* context, const struct xnn_weights_cache_look_up_key* cache_key, void* ptr,
                              size_t size);
  bool (*is_finalized)(void* context);
  /* The address of the packed weights at `offset`. */
  void* (*offset_to_addr)(void* context, size_t offset);
  /* Releases the cache and everything it holds (xnn_delete_weights_cache calls it). */
  enum xnn_status (*delete_cache)(void* context);
  /* Tells the cache that `alias` holds the same data as `original` (may be NULL; xnn calls it for no data). */
  enum xnn_status (*alias_data)(void* context, void* alias, void* original);
};

typedef struct xnn_weights_cache_provider* xnn_weights_cache_t;

/* A built-in cache. `size` (XNNPACK's initial capacity) is accepted and sets nothing aside: each packed copy is
 * allocated at its exact size and never moves, so the cache needs no capacity. */
enum xnn_status xnn_create_weights_cache_with_size(size_t size, xnn_weights_cache_t* weights_cache_out);
enum xnn_status xnn_create_weights_cache(xnn_weights_cache_t* weights_cache_out);
/* Finalizes a built-in cache once (a second finalization is xnn_status_invalid_state; a user-supplied provider,
 * which has no finalization callback, is xnn_status_unsupported_parameter). */
enum xnn_status xnn_finalize_weights_cache(xnn_weights_cache_t weights_cache,
                                           enum xnn_weights_cache_finalization_kind finalization_kind);
/* cache->is_finalized(cache->context); false for NULL. */
bool xnn_weights_cache_is_finalized(xnn_weights_cache_t cache);
/* Releases the cache through its delete_cache callback. */
enum xnn_status xnn_delete_weights_cache(xnn_weights_cache_t weights_cache);

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
/* Convolutions (given to the operator, or to a runtime for all of its nodes) build their indirection buffer at each
 * setup in scratch memory instead of keeping it in the operator. */
#define XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER 0x00000020
/* Operators (given to the operator, or to a runtime for all of its nodes) skip the faster variants whose error exceeds
 * the op's stated bound (sigmoid on x86 up to AVX2: 3 ULP instead of 2; softmax's exp on SSE2 and AVX2: 2.5
 * instead of 1; docs/kernels.md), as XNNPACK skips its inconsistent fast paths; accepted and without effect where no
 * such variant exists. Results never depend on the thread count, with or without it. */
#define XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC 0x00002000
/* The static weights (kernel and bias) of an fp16 operator are given in fp32; they are rounded to fp16 when packed. */
#define XNN_FLAG_FP32_STATIC_WEIGHTS 0x00000008
/* The bias alone of a half-precision GEMM operator (fully connected, convolution, deconvolution; f16 or f32_f16) is
 * given in fp32: f16 rounds it to fp16 when packing, f32_f16 keeps it. */
#define XNN_FLAG_FP32_STATIC_BIASES 0x00000080
/* An NCHW operator (xnn_create_convolution2d_nchw_f32) reads its input in NHWC layout and writes NCHW. */
#define XNN_FLAG_INPUT_NHWC 0x00000002
/* A binary Node's inputs have the same shape: a shape that would need broadcasting is refused. */
#define XNN_FLAG_NO_BROADCAST 0x00001000
/* The smallest block of blockwise-quantized (qbint4) weights XNNPACK accepts. */
#define XNN_MIN_BLOCKSIZE 32

/* Runs an operator after setup. */
enum xnn_status xnn_run_operator(xnn_operator_t op, pthreadpool_t threadpool);

/* Releases an operator and everything it owns. As in XNNPACK, NULL is xnn_status_invalid_parameter, and while the
 * library is not initialized the call returns xnn_status_uninitialized and the operator stays valid. */
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

/* Fully connected on bfloat16 (bf16_f32): input and kernel are bf16 (uint16_t bits: the upper half of an fp32), bias
 * (may be NULL) and output fp32; output[b][o] = clamp(bias[o] + sum_i input[b][i] * kernel[o][i], output_min,
 * output_max), kernel [output_channels][input_channels] ([input][output] with XNN_FLAG_TRANSPOSE_WEIGHTS). */
enum xnn_status xnn_create_fully_connected_nc_bf16_f32(
  size_t input_channels,
  size_t output_channels,
  size_t input_stride,
  size_t output_stride,
  const void* kernel,
  const float* bias,
  float output_min,
  float output_max,
  uint32_t flags,
  xnn_weights_cache_t weights_cache,
  xnn_operator_t* fully_connected_op_out);

enum xnn_status xnn_reshape_fully_connected_nc_bf16_f32(
  xnn_operator_t fully_connected_op,
  size_t batch_size,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_fully_connected_nc_bf16_f32(
  xnn_operator_t fully_connected_op,
  const void* input,
  float* output);

/* Fully connected, qs8 activations with int8 weights of one scale per output channel (qs8_qc8w): output[b][o] =
 * clamp(requantize(bias[o] + sum_i (input[b][i] - input_zero_point) * kernel[o][i], input_scale * kernel_scale[o] /
 * output_scale) + output_zero_point, output_min, output_max). Scales finite, normal and positive; each
 * requantization scale below 256. kernel is [output_channels][input_channels] ([input][output] with
 * XNN_FLAG_TRANSPOSE_WEIGHTS); bias may be NULL. */
enum xnn_status xnn_create_fully_connected_nc_qs8_qc8w(size_t input_channels, size_t output_channels,
                                                       size_t input_stride, size_t output_stride,
                                                       int8_t input_zero_point, float input_scale,
                                                       const float* kernel_scale, const int8_t* kernel,
                                                       const int32_t* bias, int8_t output_zero_point,
                                                       float output_scale, int8_t output_min, int8_t output_max,
                                                       uint32_t flags, xnn_weights_cache_t weights_cache,
                                                       xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qs8_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                        pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qs8_qc8w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                      int8_t* output);

/* Fully connected, qs8 with one kernel scale (per-tensor int8 weights): the qs8_qc8w formula with kernel_scale in
 * every output channel. */
/* qs8 with 2-bit per-channel weights (XNNPACK's qs8_qc2w): `kernel` is a stream of 2-bit two's-complement values
 * (-2..1, zero point 0), four per byte from the least significant bits, in the qs8_qc8w kernel's element order
 * ([output][input], or [input][output] with XNN_FLAG_TRANSPOSE_WEIGHTS). xnn unpacks them to int8 at create and runs
 * the qs8_qc8w operator (same results, 4x the packed weight bytes); reshape and setup are its. */
enum xnn_status xnn_create_fully_connected_nc_qs8_qc2w(size_t input_channels, size_t output_channels,
                                                       size_t input_stride, size_t output_stride,
                                                       int8_t input_zero_point, float input_scale,
                                                       const float* kernel_scale, const void* kernel,
                                                       const int32_t* bias, int8_t output_zero_point,
                                                       float output_scale, int8_t output_min, int8_t output_max,
                                                       uint32_t flags, xnn_weights_cache_t weights_cache,
                                                       xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                        pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qs8_qc2w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                      int8_t* output);
/* qs8 with 4-bit per-channel weights (XNNPACK's qs8_qc4w): `kernel` is a stream of nibbles, two per byte from the
 * least significant bits, in the qs8_qc8w kernel's element order; kernel_zero_point 0 reads them as two's complement
 * (-8..7), 8 as nibble - 8 (other zero points: xnn_status_invalid_parameter). Unpacked to int8 at create and run as
 * the qs8_qc8w operator, as qs8_qc2w. */
enum xnn_status xnn_create_fully_connected_nc_qs8_qc4w(size_t input_channels, size_t output_channels,
                                                       size_t input_stride, size_t output_stride,
                                                       int8_t input_zero_point, float input_scale,
                                                       uint8_t kernel_zero_point, const float* kernel_scale,
                                                       const void* kernel, const int32_t* bias,
                                                       int8_t output_zero_point, float output_scale,
                                                       int8_t output_min, int8_t output_max, uint32_t flags,
                                                       xnn_weights_cache_t weights_cache,
                                                       xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qs8_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                        pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qs8_qc4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                      int8_t* output);
enum xnn_status xnn_create_fully_connected_nc_qs8(size_t input_channels, size_t output_channels, size_t input_stride,
                                                  size_t output_stride, int8_t input_zero_point, float input_scale,
                                                  float kernel_scale, const int8_t* kernel, const int32_t* bias,
                                                  int8_t output_zero_point, float output_scale, int8_t output_min,
                                                  int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
                                                  xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qs8(xnn_operator_t fully_connected_op, size_t batch_size,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qs8(xnn_operator_t fully_connected_op, const int8_t* input,
                                                 int8_t* output);

/* Fully connected, qu8 (uint8 activations and uint8 weights of one zero point and one scale): output[b][o] =
 * clamp(requantize(bias[o] + sum_i (input[b][i] - input_zero_point) * (kernel[o][i] - kernel_zero_point),
 * input_scale * kernel_scale / output_scale) + output_zero_point, output_min, output_max). Scales finite, normal and
 * positive; the requantization scale below 256. */
enum xnn_status xnn_create_fully_connected_nc_qu8(size_t input_channels, size_t output_channels, size_t input_stride,
                                                  size_t output_stride, uint8_t input_zero_point, float input_scale,
                                                  uint8_t kernel_zero_point, float kernel_scale,
                                                  const uint8_t* kernel, const int32_t* bias,
                                                  uint8_t output_zero_point, float output_scale, uint8_t output_min,
                                                  uint8_t output_max, uint32_t flags,
                                                  xnn_weights_cache_t weights_cache,
                                                  xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qu8(xnn_operator_t fully_connected_op, size_t batch_size,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qu8(xnn_operator_t fully_connected_op, const uint8_t* input,
                                                 uint8_t* output);

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

/* XNNPACK's deprecated convolution with JIT post-operations: always refused with xnn_status_invalid_parameter, as
 * XNNPACK HEAD refuses it. */
struct xnn_post_operation;
enum xnn_status xnn_create_fused_convolution2d_nhwc_f32(
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
  size_t num_post_operations,
  struct xnn_post_operation* post_operations,
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

/* 2D convolution, qs8 activations with int8 weights of one scale per output channel (qs8_qc8w), requantized as the
 * qs8_qc8w fully connected operator is. Paths as for f32 (GEMM, depthwise, IGEMM); padding taps read the input
 * zero point. */
enum xnn_status xnn_create_convolution2d_nhwc_qs8_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, int8_t input_zero_point, float input_scale, const float* kernel_scale,
    const int8_t* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min,
    int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_qs8_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                        size_t input_height, size_t input_width,
                                                        size_t* workspace_size, size_t* output_height_out,
                                                        size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_qs8_qc8w(xnn_operator_t convolution_op, void* workspace,
                                                      const int8_t* input, int8_t* output);

/* 2D convolution, qs8 with one kernel scale (per-tensor int8 weights): the qs8_qc8w convolution with kernel_scale
 * in every output channel. */
enum xnn_status xnn_create_convolution2d_nhwc_qs8(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, int8_t input_zero_point, float input_scale, float kernel_scale,
    const int8_t* kernel, const int32_t* bias, int8_t output_zero_point, float output_scale, int8_t output_min,
    int8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_qs8(xnn_operator_t convolution_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t* workspace_size,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_qs8(xnn_operator_t convolution_op, void* workspace,
                                                 const int8_t* input, int8_t* output);

/* 2D convolution, qu8 (uint8 activations and uint8 weights of one zero point and one scale), requantized as the qu8
 * fully connected operator is. Paths: GEMM and IGEMM; a depthwise convolution runs as IGEMM over its groups. */
enum xnn_status xnn_create_convolution2d_nhwc_qu8(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, uint8_t input_zero_point, float input_scale, uint8_t kernel_zero_point,
    float kernel_scale, const uint8_t* kernel, const int32_t* bias, uint8_t output_zero_point, float output_scale,
    uint8_t output_min, uint8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_qu8(xnn_operator_t convolution_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t* workspace_size,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_qu8(xnn_operator_t convolution_op, void* workspace,
                                                 const uint8_t* input, uint8_t* output);

struct xnn_quantization_params;

/* 2D convolution with dynamically quantized int8 input (qd8: as XNNPACK, one zero point and scale per image, i.e.
 * quantization_params has batch_size entries, from an f32 -> qd8 convert over rows of height * width * channels),
 * int8 weights with one scale per output channel, fp32 bias (may be NULL) and output:
 * output = ((sum (input - zero_point) * kernel) * scale) * kernel_scale + bias, clamped. Always IGEMM; padding taps
 * read the image's zero point. */
enum xnn_status xnn_create_convolution2d_nhwc_qd8_f32_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel_scale, const int8_t* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                            size_t input_height, size_t input_width,
                                                            size_t* workspace_size, size_t* output_height_out,
                                                            size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t convolution_op, void* workspace,
                                                          const int8_t* input, float* output,
                                                          const struct xnn_quantization_params* quantization_params);

/* 2D convolution with dynamically quantized unsigned input (qduint8: the rows and zero points of the f32 -> qdu8
 * convert, i.e. the qd8 values + 128) and otherwise as xnn_create_convolution2d_nhwc_qd8_f32_qc8w, with the same
 * results. Runs the x86 VNNI IGEMM kernels that read unsigned bytes as they are; create returns
 * xnn_status_unsupported_hardware on a CPU without them. */
enum xnn_status xnn_create_convolution2d_nhwc_qdu8_f32_qc8w(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel_scale, const int8_t* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t convolution_op, size_t batch_size,
                                                             size_t input_height, size_t input_width,
                                                             size_t* workspace_size, size_t* output_height_out,
                                                             size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t convolution_op, void* workspace,
                                                           const uint8_t* input, float* output,
                                                           const struct xnn_quantization_params* quantization_params);

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

/* 2D transposed convolution, qs8 with per-output-channel int8 weights (kernel_scale[groups * group_output_channels]),
 * int32 bias at input_scale * kernel_scale[c]: each output is the bias plus (x - input_zero_point) * w over the taps
 * that reach it, requantized as the qs8_qc8w convolution requantizes. Kernel layout as for f32. */
enum xnn_status xnn_create_deconvolution2d_nhwc_qs8_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    int8_t input_zero_point, float input_scale, const float* kernel_scale, const int8_t* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_qs8_qc8w(xnn_operator_t deconvolution_op, size_t batch_size,
                                                          size_t input_height, size_t input_width,
                                                          uint32_t adjustment_height, uint32_t adjustment_width,
                                                          size_t* output_height_out, size_t* output_width_out,
                                                          pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_qs8_qc8w(xnn_operator_t deconvolution_op, const int8_t* input,
                                                        int8_t* output);

/* 2D transposed convolution, qs8 with one kernel scale: the qs8_qc8w deconvolution with kernel_scale in every
 * output channel. */
enum xnn_status xnn_create_deconvolution2d_nhwc_qs8(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    int8_t input_zero_point, float input_scale, float kernel_scale, const int8_t* kernel, const int32_t* bias,
    int8_t output_zero_point, float output_scale, int8_t output_min, int8_t output_max, uint32_t flags,
    xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_qs8(xnn_operator_t deconvolution_op, size_t batch_size,
                                                     size_t input_height, size_t input_width,
                                                     uint32_t adjustment_height, uint32_t adjustment_width,
                                                     size_t* output_height_out, size_t* output_width_out,
                                                     pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_qs8(xnn_operator_t deconvolution_op, const int8_t* input,
                                                   int8_t* output);

/* 2D transposed convolution, qu8: uint8 weights of one scale and zero point, int32 bias at input_scale *
 * kernel_scale; each output is the bias plus (x - input_zero_point) * (w - kernel_zero_point) over the taps that
 * reach it, requantized as the qu8 convolution requantizes. */
enum xnn_status xnn_create_deconvolution2d_nhwc_qu8(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    uint8_t input_zero_point, float input_scale, uint8_t kernel_zero_point, float kernel_scale,
    const uint8_t* kernel, const int32_t* bias, uint8_t output_zero_point, float output_scale, uint8_t output_min,
    uint8_t output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_qu8(xnn_operator_t deconvolution_op, size_t batch_size,
                                                     size_t input_height, size_t input_width,
                                                     uint32_t adjustment_height, uint32_t adjustment_width,
                                                     size_t* output_height_out, size_t* output_width_out,
                                                     pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_qu8(xnn_operator_t deconvolution_op, const uint8_t* input,
                                                   uint8_t* output);

/* 2D transposed convolution with dynamically quantized int8 input (qd8: one zero point and scale per image, as for
 * xnn_create_convolution2d_nhwc_qd8_f32_qc8w), int8 weights with one scale per output channel, fp32 bias (may be
 * NULL) and output. */
enum xnn_status xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t deconvolution_op, size_t batch_size,
                                                              size_t input_height, size_t input_width,
                                                              uint32_t adjustment_height, uint32_t adjustment_width,
                                                              size_t* output_height_out, size_t* output_width_out,
                                                              pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(xnn_operator_t deconvolution_op, const int8_t* input,
                                                            float* output,
                                                            const struct xnn_quantization_params* quantization_params);

/* 2D transposed convolution with dynamically quantized unsigned input (qduint8: the f32 -> qdu8 convert's rows and
 * zero points, the qd8 values + 128; setup takes them as int8_t*, as XNNPACK's does) and otherwise as
 * xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w, with the same results. Runs the x86 VNNI IGEMM kernels that read
 * unsigned bytes as they are; create returns xnn_status_unsupported_hardware on a CPU without them. */
enum xnn_status xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride, size_t output_pixel_stride,
    const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t deconvolution_op, size_t batch_size,
                                                               size_t input_height, size_t input_width,
                                                               uint32_t adjustment_height, uint32_t adjustment_width,
                                                               size_t* output_height_out, size_t* output_width_out,
                                                               pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w(xnn_operator_t deconvolution_op, const int8_t* input,
                                                             float* output,
                                                             const struct xnn_quantization_params* quantization_params);

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

/* Half-precision GEMM operators: the f32 forms above with every input, output, kernel and bias element an IEEE
 * binary16 value (uint16_t bits), the kernel and bias in fp32 instead with XNN_FLAG_FP32_STATIC_WEIGHTS, the bias
 * alone with XNN_FLAG_FP32_STATIC_BIASES; output_min and output_max are rounded to fp16. *_f32_f16: fp32 operators
 * whose kernel and bias are given in fp16 (the bias in fp32 with XNN_FLAG_FP32_STATIC_BIASES). Dynamic
 * fully connected: the kernel and bias are given at setup and packed into the workspace on every run. */
enum xnn_status xnn_create_fully_connected_nc_f16(size_t input_channels, size_t output_channels,
                                                  size_t input_stride, size_t output_stride, const void* kernel,
                                                  const void* bias, float output_min, float output_max,
                                                  uint32_t flags, xnn_weights_cache_t weights_cache,
                                                  xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_f16(xnn_operator_t fully_connected_op, size_t batch_size,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_f16(xnn_operator_t fully_connected_op, const void* input,
                                                 void* output);
enum xnn_status xnn_create_fully_connected_nc_f32_f16(size_t input_channels, size_t output_channels,
                                                      size_t input_stride, size_t output_stride, const void* kernel,
                                                      const void* bias, float output_min, float output_max,
                                                      uint32_t flags, xnn_weights_cache_t weights_cache,
                                                      xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_f32_f16(xnn_operator_t fully_connected_op, size_t batch_size,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_f32_f16(xnn_operator_t fully_connected_op, const float* input,
                                                     float* output);
enum xnn_status xnn_create_dynamic_fully_connected_nc_f16(float output_min, float output_max, uint32_t flags,
                                                          xnn_operator_t* dynamic_fully_connected_op_out);
enum xnn_status xnn_reshape_dynamic_fully_connected_nc_f16(xnn_operator_t dynamic_fully_connected_op,
                                                           size_t batch_size, size_t input_channels,
                                                           size_t output_channels, size_t input_stride,
                                                           size_t output_stride, size_t* workspace_size,
                                                           pthreadpool_t threadpool);
enum xnn_status xnn_setup_dynamic_fully_connected_nc_f16(xnn_operator_t dynamic_fully_connected_op, void* workspace,
                                                         const void* input, const void* kernel, const void* bias,
                                                         void* output);
enum xnn_status xnn_create_dynamic_fully_connected_nc_f32(float output_min, float output_max, uint32_t flags,
                                                          xnn_operator_t* dynamic_fully_connected_op_out);
enum xnn_status xnn_reshape_dynamic_fully_connected_nc_f32(xnn_operator_t dynamic_fully_connected_op,
                                                           size_t batch_size, size_t input_channels,
                                                           size_t output_channels, size_t input_stride,
                                                           size_t output_stride, size_t* workspace_size,
                                                           pthreadpool_t threadpool);
enum xnn_status xnn_setup_dynamic_fully_connected_nc_f32(xnn_operator_t dynamic_fully_connected_op, void* workspace,
                                                         const float* input, const float* kernel, const float* bias,
                                                         float* output);
enum xnn_status xnn_create_batch_matrix_multiply_nc_f16(uint32_t flags, xnn_operator_t* batch_matrix_multiply_op);
enum xnn_status xnn_create_batch_matrix_multiply_nc_f16_const_weights(size_t batch_size_b, size_t k, size_t n,
                                                                      const void* data_b, uint32_t flags,
                                                                      xnn_operator_t* batch_matrix_multiply_op);
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_f16(xnn_operator_t batch_matrix_multiply_op,
                                                         size_t num_batch_dims, const size_t* batch_dims_a,
                                                         const size_t* batch_dims_b, size_t m, size_t k, size_t n,
                                                         size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_batch_matrix_multiply_nc_f16(xnn_operator_t batch_matrix_multiply_op, void* workspace,
                                                       const void* input_a, const void* input_b, void* output);
enum xnn_status xnn_create_convolution2d_nhwc_f16(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nhwc_f16(xnn_operator_t convolution_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t* workspace_size,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nhwc_f16(xnn_operator_t convolution_op, void* workspace, const void* input,
                                                 void* output);
enum xnn_status xnn_create_convolution2d_nhwc_f32_f16(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* convolution_op_out);
enum xnn_status xnn_create_deconvolution2d_nhwc_f16(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride,
    size_t output_pixel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);
enum xnn_status xnn_reshape_deconvolution2d_nhwc_f16(xnn_operator_t deconvolution_op, size_t batch_size,
                                                     size_t input_height, size_t input_width,
                                                     uint32_t adjustment_height, uint32_t adjustment_width,
                                                     size_t* output_height_out, size_t* output_width_out,
                                                     pthreadpool_t threadpool);
enum xnn_status xnn_setup_deconvolution2d_nhwc_f16(xnn_operator_t deconvolution_op, const void* input, void* output);
enum xnn_status xnn_create_deconvolution2d_nhwc_f32_f16(
    uint32_t output_padding_top, uint32_t output_padding_right, uint32_t output_padding_bottom,
    uint32_t output_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t stride_height,
    uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_pixel_stride,
    size_t output_pixel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* deconvolution_op_out);

/* Batch matrix multiply on bfloat16 (bf16_f32): A and B bf16 (uint16_t bits), fp32 output; otherwise as the f32
 * form with a B packed into the workspace on every run. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_bf16_f32(
  uint32_t flags,
  xnn_operator_t* batch_matrix_multiply_op);

enum xnn_status xnn_reshape_batch_matrix_multiply_nc_bf16_f32(
  xnn_operator_t batch_matrix_multiply_op,
  size_t num_batch_dims,
  const size_t* batch_dims_a,
  const size_t* batch_dims_b,
  size_t m,
  size_t k,
  size_t n,
  size_t* workspace_size,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_batch_matrix_multiply_nc_bf16_f32(
  xnn_operator_t batch_matrix_multiply_op,
  void* workspace,
  const void* input_a,
  const void* input_b,
  void* output);

/* Batch matrix multiply on qs8: int8 A (input_zero_point), int8 B with zero point 0, int8 output (output_zero_point,
 * clamped to [output_min, output_max]); the int32 sum of (A - input_zero_point) * B is requantized by one scale,
 * input_scale * b_scale / output_scale, finite, positive and below 256. The dynamic form reads that scale from
 * *scale_b at create and packs B into the workspace on every run. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_qs8_const_weights(
  size_t batch_size_b,
  size_t k,
  size_t n,
  const void* data_b,
  int8_t input_zero_point,
  int8_t output_zero_point,
  int8_t output_min,
  int8_t output_max,
  float requantization_scale,
  uint32_t flags,
  xnn_operator_t* batch_matrix_multiply_op_out);

enum xnn_status xnn_create_batch_matrix_multiply_nc_qs8(
  int8_t input_zero_point,
  int8_t output_zero_point,
  int8_t output_min,
  int8_t output_max,
  const float* scale_b,
  uint32_t flags,
  xnn_operator_t* batch_matrix_multiply_op_out);

/* Reshape of an operator from xnn_create_batch_matrix_multiply_nc_qs8_const_weights (it needs no workspace). */
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(
  xnn_operator_t batch_matrix_multiply_op,
  size_t num_batch_dims,
  const size_t* batch_dims_a,
  const size_t* batch_dims_b,
  size_t m,
  size_t k,
  size_t n,
  pthreadpool_t threadpool);

enum xnn_status xnn_reshape_batch_matrix_multiply_nc_qs8(
  xnn_operator_t batch_matrix_multiply_op,
  size_t num_batch_dims,
  const size_t* batch_dims_a,
  const size_t* batch_dims_b,
  size_t m,
  size_t k,
  size_t n,
  size_t* workspace_size,
  pthreadpool_t threadpool);

enum xnn_status xnn_setup_batch_matrix_multiply_nc_qs8(
  xnn_operator_t batch_matrix_multiply_op,
  void* workspace,
  const int8_t* input_a,
  const int8_t* input_b,
  int8_t* output);

/* Batch matrix multiply with dynamically quantized A (qd8: one zero point and scale per row of A, i.e.
 * quantization_params has (batches of A) * m entries) and int8 B with one scale per output channel of each batch of
 * B (scale_b[batch * n + channel], given at reshape for a B that comes at setup, at create for a constant B); fp32
 * output = ((sum (a - zero_point) * b) * scale) * scale_b. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(uint32_t flags,
                                                                 xnn_operator_t* batch_matrix_multiply_op);
enum xnn_status xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
    size_t batch_size_b, size_t k, size_t n, const int8_t* data_b, const float* scale_b, uint32_t flags,
    xnn_operator_t* batch_matrix_multiply_op);
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, const float* scale_b, size_t* workspace_size,
    pthreadpool_t threadpool);
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, void* workspace, const int8_t* input_a, const int8_t* input_b,
    const struct xnn_quantization_params* quantization_params, float* output);

/* Batch matrix multiply with fp32 A and int8 B with one scale per output channel of each batch of B (weights-only
 * quantization; scale_b[batch * n + channel] as for qd8_f32_qc8w); fp32 output = (sum a * b) * scale_b. The const
 * weights reshape sets *workspace_size (may be NULL) to 0. */
enum xnn_status xnn_create_batch_matrix_multiply_nc_f32_qc8w(uint32_t flags,
                                                             xnn_operator_t* batch_matrix_multiply_op_out);
enum xnn_status xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(
    size_t batch_size_b, size_t k, size_t n, const int8_t* data_b, const float* scale_b, uint32_t flags,
    xnn_operator_t* batch_matrix_multiply_op_out);
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, const float* scale_b, size_t* workspace_size,
    pthreadpool_t threadpool);
enum xnn_status xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_batch_matrix_multiply_nc_f32_qc8w(xnn_operator_t batch_matrix_multiply_op,
                                                            void* workspace, const float* input_a,
                                                            const int8_t* input_b, float* output);
/* ---- end of operators block ---------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------------------------
 * Subgraph: a graph of Values (tensors) and Nodes (operations) defined through these calls, then compiled into a
 * Runtime. Value ids below `external_value_ids` are chosen by the caller; the rest are assigned by the library.
 * ---------------------------------------------------------------------------------------------------------------- */

typedef struct xnn_subgraph* xnn_subgraph_t;
typedef struct xnn_runtime* xnn_runtime_t;
typedef struct xnn_workspace* xnn_workspace_t;

#define XNN_VALUE_FLAG_EXTERNAL_INPUT 0x00000001
#define XNN_VALUE_FLAG_EXTERNAL_OUTPUT 0x00000002
#define XNN_INVALID_VALUE_ID UINT32_MAX

/* Runtime flags. BASIC_PROFILING times every operator (see xnn_get_runtime_profiling_info). DONT_SPIN_WORKERS (and
 * its older name YIELD_WORKERS) lets the thread pool's workers sleep after each invoke instead of spinning for the
 * next job. HINT_SPARSE_INFERENCE is accepted and changes nothing (xnn has no sparse inference). FORCE_FP16_INFERENCE
 * runs the fp32 graph in fp16 inside (fp32 external tensors, converted at the edges) or fails to create the runtime
 * with xnn_status_unsupported_parameter, naming the node that has no fp16 form; HINT_FP16_INFERENCE does the same
 * where the CPU computes in fp16 natively (Arm fp16 arithmetic; never on x86, as XNNPACK) and runs in fp32 otherwise
 * or when the graph cannot run in fp16 (docs/subgraph.md). */
#define XNN_FLAG_HINT_SPARSE_INFERENCE 0x00000001
#define XNN_FLAG_HINT_FP16_INFERENCE 0x00000002
#define XNN_FLAG_FORCE_FP16_INFERENCE 0x00000004
#define XNN_FLAG_BASIC_PROFILING 0x00000008
#define XNN_FLAG_DONT_SPIN_WORKERS 0x00000010
#define XNN_FLAG_YIELD_WORKERS 0x00000010
/* xnn's extension (XNNPACK uses the bit internally for the same purpose): run every node as its own pass, without
 * folding clamps into producers or computing adds in a convolution's or fully connected layer's output stage. The
 * fused and unfused runtimes give the same bits; the flag is for comparing their speed. */
#define XNN_FLAG_NO_OPERATOR_FUSION 0x80000000

enum xnn_status xnn_create_subgraph(uint32_t external_value_ids, uint32_t flags, xnn_subgraph_t* subgraph_out);
enum xnn_status xnn_delete_subgraph(xnn_subgraph_t subgraph);

/* A tensor Value. `data` non-NULL makes it a constant that must outlive the subgraph and its runtimes;
 * `external_id` < external_value_ids names a caller-chosen id, XNN_INVALID_VALUE_ID asks for a new internal one. */
enum xnn_status xnn_define_tensor_value(xnn_subgraph_t subgraph, enum xnn_datatype datatype, size_t num_dims,
                                        const size_t* dims, const void* data, uint32_t external_id, uint32_t flags,
                                        uint32_t* id_out);

/* A quantized tensor Value: real = scale * (stored - zero_point). One scale and zero point (qint8: zero point in
 * [-128, 127]; quint8: [0, 255]; qint32: 0); the scale finite, normal and positive. */
enum xnn_status xnn_define_quantized_tensor_value(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                  int32_t zero_point, float scale, size_t num_dims, const size_t* dims,
                                                  const void* data, uint32_t external_id, uint32_t flags,
                                                  uint32_t* id_out);

/* A tensor Value with one scale per index of dimension `channel_dim` (qcint8, qcint32: zero point 0); `scale` holds
 * dims[channel_dim] scales and, like `data`, must outlive the subgraph and its runtimes. */
enum xnn_status xnn_define_channelwise_quantized_tensor_value(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                              const float* scale, size_t num_dims, size_t channel_dim,
                                                              const size_t* dims, const void* data,
                                                              uint32_t external_id, uint32_t flags, uint32_t* id_out);
enum xnn_status xnn_define_channelwise_quantized_tensor_value_v2(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                                 int32_t zero_point, const float* scale,
                                                                 size_t num_dims, size_t channel_dim,
                                                                 const size_t* dims, const void* data,
                                                                 uint32_t external_id, uint32_t flags,
                                                                 uint32_t* id_out);
/* _v2 with XNNPACK HEAD's per-channel zero points (channelwise_zero_point, one per index of channel_dim). XNNPACK
 * uses them only for 2-bit (qcint2) filters, which no xnn node takes: channelwise_zero_point must be NULL (otherwise
 * xnn_status_unsupported_parameter), and the call is then _v2's. */
enum xnn_status xnn_define_channelwise_quantized_tensor_value_v3(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                                 int32_t zero_point, const float* scale,
                                                                 size_t num_dims, size_t channel_dim,
                                                                 const size_t* dims, const void* data,
                                                                 uint32_t external_id, uint32_t flags,
                                                                 uint32_t* id_out,
                                                                 const float* channelwise_zero_point);

/* A 4-bit tensor Value (qbint4: two values per byte, zero point 0..15) with one bf16 scale per block of block_size
 * consecutive elements of each index of dimension `channel_dim`; `scale` holds dims[0] * dims[1] / block_size scales
 * ([channel][block] for a [channels][inputs] filter) and must outlive the subgraph and its runtimes. scale_type must be
 * xnn_datatype_bf16 (XNNPACK also accepts fp16). */
enum xnn_status xnn_define_blockwise_quantized_tensor_value_v2(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                               int32_t zero_point, const void* scale, size_t num_dims,
                                                               size_t channel_dim, size_t block_size,
                                                               const size_t* dims, const void* data,
                                                               uint32_t external_id, uint32_t flags,
                                                               enum xnn_datatype scale_type, uint32_t* id_out);
enum xnn_status xnn_define_blockwise_quantized_tensor_value(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                            int32_t zero_point, const uint16_t* scale, size_t num_dims,
                                                            size_t channel_dim, size_t block_size, const size_t* dims,
                                                            const void* data, uint32_t external_id, uint32_t flags,
                                                            uint32_t* id_out);

/* A dynamically quantized tensor Value (qdint8): int8 elements whose zero point and scale are computed per row at run
 * time by the node producing it (a convert from fp32). A row is the last `num_nonbatch_dims` dimensions (at most
 * num_dims); the leading ones count the rows. Internal only: no data, no external flags. */
enum xnn_status xnn_define_dynamically_quantized_tensor_value(xnn_subgraph_t subgraph, enum xnn_datatype datatype,
                                                              size_t num_dims, size_t num_nonbatch_dims,
                                                              const size_t* dims, uint32_t external_id,
                                                              uint32_t flags, uint32_t* id_out);

/* The checks the two functions above make, without defining a Value. */
enum xnn_status xnn_validate_quantized_tensor(enum xnn_datatype datatype, int32_t zero_point, float scale,
                                              size_t num_dims, const size_t* dims);
enum xnn_status xnn_validate_channelwise_quantized_tensor(enum xnn_datatype datatype, int32_t zero_point,
                                                          const float* scale, size_t num_dims, size_t channel_dim,
                                                          const size_t* dims);

/* Kinds of unary Node (xnn_define_unary). */
enum xnn_unary_operator {
  xnn_unary_invalid = -1,
  xnn_unary_abs,
  xnn_unary_approxgelu,
  xnn_unary_bankers_rounding,
  xnn_unary_ceiling,
  xnn_unary_clamp,
  xnn_unary_convert,
  xnn_unary_cosine,
  xnn_unary_elu,
  xnn_unary_exp,
  xnn_unary_floor,
  xnn_unary_gelu,
  xnn_unary_hardswish,
  xnn_unary_leaky_relu,
  xnn_unary_log,
  xnn_unary_negate,
  xnn_unary_reciprocal_square_root,
  xnn_unary_sigmoid,
  xnn_unary_sine,
  xnn_unary_square_root,
  xnn_unary_square,
  xnn_unary_tanh,
  xnn_unary_bitwise_not,
  xnn_unary_count_leading_zeros,
  xnn_unary_cube_root,
  xnn_unary_popcount,
  xnn_unary_sign,
};

/* Parameters of the unary operators that have any. */
union xnn_unary_params {
  struct {
    float min;
    float max;
  } clamp;
  struct {
    float alpha;
  } elu;
  struct {
    float negative_slope;
  } leaky_relu;
};

enum xnn_status xnn_define_unary(xnn_subgraph_t subgraph, enum xnn_unary_operator type,
                                 const union xnn_unary_params* params, uint32_t input_id, uint32_t output_id,
                                 uint32_t flags);

/* Kinds of binary Node (xnn_define_binary); inputs broadcast NumPy-style. */
enum xnn_binary_operator {
  xnn_binary_invalid = -1,
  xnn_binary_add,
  xnn_binary_subtract,
  xnn_binary_multiply,
  xnn_binary_divide,
  xnn_binary_maximum,
  xnn_binary_minimum,
  xnn_binary_copysign,
  xnn_binary_squared_difference,
  xnn_binary_prelu,
  xnn_binary_modulus,
  xnn_binary_atan2,
  xnn_binary_pow,
  xnn_binary_bitwise_and,
  xnn_binary_bitwise_or,
  xnn_binary_bitwise_xor,
  xnn_binary_shift_left,
  xnn_binary_shift_right_logical,
  xnn_binary_shift_right_arithmetic,
};

/* Output clamp of a binary Node; params may be NULL (no clamp). */
struct xnn_binary_params {
  double output_min;
  double output_max;
};

enum xnn_status xnn_define_binary(xnn_subgraph_t subgraph, enum xnn_binary_operator type,
                                  const struct xnn_binary_params* params, uint32_t input1_id, uint32_t input2_id,
                                  uint32_t output_id, uint32_t flags);

/* The cap XNNPACK's attention operators apply to the logits Q * K (kept for source compatibility: xnn has no fused
 * attention operator; a subgraph builds attention from batch matrix multiply, tanh and softmax Nodes). */
enum xnn_attention_logits_cap_type {
  xnn_attention_logits_cap_type_none = 0,
  /* tanh(logits / cap) * cap */
  xnn_attention_logits_cap_type_tanh
};
struct xnn_attention_logits_cap_tanh_params {
  float cap;
};

/* The per-operation forms older clients use. */
enum xnn_status xnn_define_add2(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input1_id,
                                uint32_t input2_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_multiply2(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input1_id,
                                     uint32_t input2_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_subtract(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input1_id,
                                    uint32_t input2_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_divide(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input1_id,
                                  uint32_t input2_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_maximum2(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,
                                    uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_minimum2(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,
                                    uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_squared_difference(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,
                                              uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_prelu(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t slope_id, uint32_t output_id,
                                 uint32_t flags);
enum xnn_status xnn_define_clamp(xnn_subgraph_t subgraph, float output_min, float output_max, uint32_t input_id,
                                 uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_elu(xnn_subgraph_t subgraph, float alpha, uint32_t input_id, uint32_t output_id,
                               uint32_t flags);
enum xnn_status xnn_define_leaky_relu(xnn_subgraph_t subgraph, float negative_slope, uint32_t input_id,
                                      uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_abs(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_negate(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_square(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_square_root(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id,
                                       uint32_t flags);
enum xnn_status xnn_define_reciprocal_square_root(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id,
                                                  uint32_t flags);
enum xnn_status xnn_define_floor(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_ceiling(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_bankers_rounding(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id,
                                           uint32_t flags);
enum xnn_status xnn_define_hardswish(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_sigmoid(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_tanh(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_exp(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_log(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_gelu(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_convert(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_copy(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_softmax(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id, uint32_t flags);


/* Flags of pooling and resize nodes (convolution and matrix flags are defined with the operators above). */
#define XNN_FLAG_ALIGN_CORNERS 0x00000008
#define XNN_FLAG_TENSORFLOW_LEGACY_MODE 0x00000004
#define XNN_FLAG_KEEP_DIMS 0x00000040

enum xnn_status xnn_define_fully_connected(xnn_subgraph_t subgraph, float output_min, float output_max,
                                           uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                           uint32_t output_id, uint32_t flags);
/* XNNPACK's sparse fully connected Node (run with sparse kernels in its NCHW inference): here a fully connected Node,
 * the same arguments, checks and results (xnn has no sparse kernels). */
enum xnn_status xnn_define_fully_connected_sparse(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                  uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                                  uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_batch_matrix_multiply(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,
                                                 uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_convolution_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                          uint32_t input_padding_right, uint32_t input_padding_bottom,
                                          uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width,
                                          uint32_t subsampling_height, uint32_t subsampling_width,
                                          uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
                                          size_t group_input_channels, size_t group_output_channels,
                                          float output_min, float output_max, uint32_t input_id, uint32_t filter_id,
                                          uint32_t bias_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_deconvolution_2d(xnn_subgraph_t subgraph, uint32_t padding_top, uint32_t padding_right,
                                            uint32_t padding_bottom, uint32_t padding_left,
                                            uint32_t adjustment_height, uint32_t adjustment_width,
                                            uint32_t kernel_height, uint32_t kernel_width,
                                            uint32_t upsampling_height, uint32_t upsampling_width,
                                            uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
                                            size_t group_input_channels, size_t group_output_channels,
                                            float output_min, float output_max, uint32_t input_id,
                                            uint32_t filter_id, uint32_t bias_id, uint32_t output_id,
                                            uint32_t flags);
enum xnn_status xnn_define_depthwise_convolution_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                    uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                    uint32_t input_padding_left, uint32_t kernel_height,
                                                    uint32_t kernel_width, uint32_t subsampling_height,
                                                    uint32_t subsampling_width, uint32_t dilation_height,
                                                    uint32_t dilation_width, uint32_t depth_multiplier,
                                                    size_t input_channels, float output_min, float output_max,
                                                    uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                                    uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_average_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                              uint32_t input_padding_right, uint32_t input_padding_bottom,
                                              uint32_t input_padding_left, uint32_t pooling_height,
                                              uint32_t pooling_width, uint32_t stride_height, uint32_t stride_width,
                                              float output_min, float output_max, uint32_t input_id,
                                              uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_max_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                          uint32_t input_padding_right, uint32_t input_padding_bottom,
                                          uint32_t input_padding_left, uint32_t pooling_height, uint32_t pooling_width,
                                          uint32_t stride_height, uint32_t stride_width, uint32_t dilation_height,
                                          uint32_t dilation_width, float output_min, float output_max,
                                          uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_argmax_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                             uint32_t input_padding_right, uint32_t input_padding_bottom,
                                             uint32_t input_padding_left, uint32_t pooling_height,
                                             uint32_t pooling_width, uint32_t input_id, uint32_t output_value_id,
                                             uint32_t output_index_id, uint32_t flags);
enum xnn_status xnn_define_global_average_pooling_2d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                     uint32_t input_id, uint32_t output_id, uint32_t flags);

/* Reduction of the input over a set of axes (XNN_FLAG_KEEP_DIMS keeps them as 1s in the output). */
enum xnn_reduce_operator {
  xnn_reduce_invalid = -1,
  xnn_reduce_sum,
  xnn_reduce_sum_squared,
  xnn_reduce_mean,
  xnn_reduce_mean_squared,
  xnn_reduce_max,
  xnn_reduce_min,
};
/* fp32: sum, mean, max, min; qint8 and quint8 (the output with its own quantization): sum and mean. Axes are
 * 0..rank-1, or from -rank for the _v2 form; repeated axes count once. */
enum xnn_status xnn_define_static_reduce(xnn_subgraph_t subgraph, enum xnn_reduce_operator reduce_operator_type,
                                         size_t num_reduction_axes, const size_t* reduction_axes, uint32_t input_id,
                                         uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_reduce_v2(xnn_subgraph_t subgraph, enum xnn_reduce_operator reduce_operator_type,
                                            size_t num_reduction_axes, const int64_t* reduction_axes,
                                            uint32_t input_id, uint32_t output_id, uint32_t flags);
/* xnn_define_static_reduce with xnn_reduce_mean (deprecated in XNNPACK). */
enum xnn_status xnn_define_static_mean(xnn_subgraph_t subgraph, size_t num_reduction_axes,
                                       const size_t* reduction_axes, uint32_t input_id, uint32_t output_id,
                                       uint32_t flags);


enum xnn_status xnn_define_static_reshape(xnn_subgraph_t subgraph, size_t num_dims, const size_t* new_shape,
                                          uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_transpose(xnn_subgraph_t subgraph, size_t num_dims, const size_t* perm,
                                            uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_slice(xnn_subgraph_t subgraph, size_t num_dims, const size_t* offsets,
                                        const size_t* sizes, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_constant_pad(xnn_subgraph_t subgraph, const size_t* pre_paddings,
                                               const size_t* post_paddings, float padding_value, uint32_t input_id,
                                               uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_resize_bilinear_2d(xnn_subgraph_t subgraph, size_t new_height, size_t new_width,
                                                     uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_concatenate(xnn_subgraph_t subgraph, int32_t axis, size_t num_inputs,
                                       const uint32_t* inputs, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_concatenate2(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                        uint32_t input2_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_concatenate3(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                        uint32_t input2_id, uint32_t input3_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_concatenate4(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                        uint32_t input2_id, uint32_t input3_id, uint32_t input4_id,
                                        uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_concatenate5(xnn_subgraph_t subgraph, int32_t axis, uint32_t input1_id,
                                        uint32_t input2_id, uint32_t input3_id, uint32_t input4_id,
                                        uint32_t input5_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_even_split2(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                       uint32_t output1_id, uint32_t output2_id, uint32_t flags);
enum xnn_status xnn_define_even_split3(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                       uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                       uint32_t flags);
enum xnn_status xnn_define_even_split4(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id,
                                       uint32_t output1_id, uint32_t output2_id, uint32_t output3_id,
                                       uint32_t output4_id, uint32_t flags);
/* Newer forms (XNNPACK HEAD). Even split into num_outputs (1 to 4) parts; slice _v2: negative offsets count from
 * the end; _v3: begins and ends (an end <= 0 counts from the end, 0 is the end), strides NULL or all 1; constant pad
 * _v2: paddings for the first num_padding_dims dimensions. */
enum xnn_status xnn_define_even_split(xnn_subgraph_t subgraph, int32_t split_dim, uint32_t input_id, size_t num_outputs,
                                      const uint32_t* outputs, uint32_t flags);
enum xnn_status xnn_define_static_slice_v2(xnn_subgraph_t subgraph, size_t num_dims, const int64_t* offsets,
                                           const size_t* sizes, uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_slice_v3(xnn_subgraph_t subgraph, size_t num_dims, const int64_t* begins,
                                           const int64_t* ends, const int64_t* strides, uint32_t input_id,
                                           uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_constant_pad_v2(xnn_subgraph_t subgraph, size_t num_padding_dims,
                                                  const size_t* pre_paddings, const size_t* post_paddings,
                                                  float padding_value, uint32_t input_id, uint32_t output_id,
                                                  uint32_t flags);
/* Views of the same elements: dimensions of 1 inserted at new_axes (increasing, in the output); dimensions axis ..
 * axis + axes_count - 1 fused into one; dimension axis split into num_splits dimensions of sizes splits (one 0 is
 * inferred). Broadcast: the input repeated NumPy-style to new_shape (0 keeps the input's dimension). */
enum xnn_status xnn_define_static_expand_dims(xnn_subgraph_t subgraph, size_t num_new_axes, const size_t* new_axes,
                                              uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_fuse_dims(xnn_subgraph_t subgraph, size_t axis, size_t axes_count, uint32_t input_id,
                                     uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_split_dim(xnn_subgraph_t subgraph, size_t axis, size_t num_splits, const size_t* splits,
                                     uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_static_broadcast(xnn_subgraph_t subgraph, size_t num_dims, const size_t* new_shape,
                                            uint32_t input_id, uint32_t output_id, uint32_t flags);
/* Depth to space [N, H, W, C * block_size^2] -> [N, H * block_size, W * block_size, C] and back (block_size >= 2);
 * unpooling: the inverse of argmax pooling (xnn_create_unpooling2d_nhwc_x32). */
enum xnn_status xnn_define_depth_to_space_2d(xnn_subgraph_t subgraph, uint32_t block_size, uint32_t input_id,
                                             uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_depth_to_space(xnn_subgraph_t subgraph, uint32_t input_id, uint32_t output_id,
                                          uint32_t block_size, uint32_t flags);
enum xnn_status xnn_define_space_to_depth_2d(xnn_subgraph_t subgraph, uint32_t block_size, uint32_t input_id,
                                             uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_unpooling_2d(xnn_subgraph_t subgraph, uint32_t padding_top, uint32_t padding_right,
                                        uint32_t padding_bottom, uint32_t padding_left, uint32_t pooling_height,
                                        uint32_t pooling_width, uint32_t input_value_id, uint32_t input_index_id,
                                        uint32_t output_id, uint32_t flags);
/* Deprecated in XNNPACK: binary copysign; global pooling as a static reduce over [..., W, C]'s W (1d) or
 * [..., H, W, C]'s H and W (2d), then a clamp node when [output_min, output_max] clamps. */
enum xnn_status xnn_define_copysign(xnn_subgraph_t subgraph, uint32_t input1_id, uint32_t input2_id,
                                    uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_global_average_pooling_1d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                     uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_global_sum_pooling_1d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                 uint32_t input_id, uint32_t output_id, uint32_t flags);
enum xnn_status xnn_define_global_sum_pooling_2d(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                 uint32_t input_id, uint32_t output_id, uint32_t flags);
/* RoPE (xnn_create_rope_nthc_f32, or _f16 when input, weights and output are fp16) over an input [..., tokens, heads,
 * channels] with weights of at least tokens rows of channels; max_sequence_size is deprecated in XNNPACK and ignored. */
enum xnn_status xnn_define_rope(xnn_subgraph_t subgraph, size_t max_sequence_size, uint32_t input_id,
                                uint32_t weights_id, uint32_t output_id, uint32_t flags);


/* ------------------------------------------------------------------------------------------------------------------
 * Runtime: a subgraph compiled for execution. Create it once, then for each inference: (optionally) reshape external
 * inputs and the runtime, set up the external tensors' pointers, invoke.
 * ---------------------------------------------------------------------------------------------------------------- */

/* A caller's tensor for an external Value of the runtime. */
struct xnn_external_value {
  uint32_t id;
  void* data;
};

/* Memory for internal tensors that several runtimes share (never used by two of them at the same time). */
enum xnn_status xnn_create_workspace(xnn_workspace_t* workspace_out);
enum xnn_status xnn_release_workspace(xnn_workspace_t workspace);

enum xnn_status xnn_create_runtime(xnn_subgraph_t subgraph, xnn_runtime_t* runtime_out);
enum xnn_status xnn_create_runtime_v2(xnn_subgraph_t subgraph, pthreadpool_t threadpool, uint32_t flags,
                                      xnn_runtime_t* runtime_out);
enum xnn_status xnn_create_runtime_v3(xnn_subgraph_t subgraph, xnn_weights_cache_t weights_cache,
                                      pthreadpool_t threadpool, uint32_t flags, xnn_runtime_t* runtime_out);
enum xnn_status xnn_create_runtime_v4(xnn_subgraph_t subgraph, xnn_weights_cache_t weights_cache,
                                      xnn_workspace_t workspace, pthreadpool_t threadpool, uint32_t flags,
                                      xnn_runtime_t* runtime_out);

/* New dimensions for an external input; takes effect at the next xnn_reshape_runtime. */
enum xnn_status xnn_reshape_external_value(xnn_runtime_t runtime, uint32_t external_id, size_t num_dims,
                                           const size_t* dims);
/* Propagates shapes through the graph and re-plans memory (only when a tensor grows). */
enum xnn_status xnn_reshape_runtime(xnn_runtime_t runtime);
/* The shape of an external value (outputs: as computed by the last reshape). */
enum xnn_status xnn_get_external_value_shape(xnn_runtime_t runtime, uint32_t external_id, size_t* num_dims,
                                             size_t* dims);

/* Binds the external tensors. xnn_setup_runtime reshapes first if a reshape is pending; _v2 requires it done. */
enum xnn_status xnn_setup_runtime(xnn_runtime_t runtime, size_t num_external_values,
                                  const struct xnn_external_value* external_values);
enum xnn_status xnn_setup_runtime_v2(xnn_runtime_t runtime, size_t num_external_values,
                                     const struct xnn_external_value* external_values);

enum xnn_status xnn_invoke_runtime(xnn_runtime_t runtime);
enum xnn_status xnn_delete_runtime(xnn_runtime_t runtime);

/* What xnn_get_runtime_profiling_info reports for a runtime created with XNN_FLAG_BASIC_PROFILING. */
enum xnn_profile_info {
  /* size_t: the number of operators */
  xnn_profile_info_num_operators,
  /* char[]: their names, each NUL-terminated, one after the other */
  xnn_profile_info_operator_name,
  /* uint64_t[]: each operator's time in the last invocation, in microseconds */
  xnn_profile_info_operator_timing,
};

/* Copies one kind of profile information into param_value. When param_value_size is too small, writes the size
 * needed to param_value_size_ret and returns xnn_status_out_of_memory. */
enum xnn_status xnn_get_runtime_profiling_info(xnn_runtime_t runtime, enum xnn_profile_info param_name,
                                               size_t param_value_size, void* param_value,
                                               size_t* param_value_size_ret);


/* Unary elementwise operator over [batch_size, channels] rows with strides (in elements). fp32 or fp16 in and out
 * (fp16: IEEE binary16 bits in uint16_t, every op of fp32 with its parameters rounded to fp16), and for
 * xnn_unary_convert also fp32 <-> fp16, fp32 or fp16 <-> qint8/quint8, qint8 -> qint8 and quint8 -> quint8: a
 * quantized side needs its quantization (scale a positive normal float, zero point within the type; qint8 -> qint8
 * and quint8 -> quint8 need input scale / output scale in [2^-8, 2^7]); an fp32 or fp16 side ignores its
 * quantization, which may be NULL. */
struct xnn_quantization_params {
  int32_t zero_point;
  float scale;
};

/* lut (XNNPACK's argument): NULL, or 256 bytes that replace the op: output byte = lut[input byte], with op_type,
 * params and the quantizations ignored, as XNNPACK does. A table needs qint8 or quint8 on both sides (each may be
 * either); with any other datatype a non-NULL lut is refused (xnn_status_invalid_parameter). The table is copied at
 * create. */
enum xnn_status xnn_create_unary_elementwise_nc(enum xnn_unary_operator op_type, enum xnn_datatype input_datatype,
                                                enum xnn_datatype output_datatype,
                                                const union xnn_unary_params* params, const void* lut,
                                                const struct xnn_quantization_params* input_quantization,
                                                const struct xnn_quantization_params* output_quantization,
                                                uint32_t flags, xnn_operator_t* op_out);
enum xnn_status xnn_reshape_unary_elementwise_nc(xnn_operator_t op, size_t batch_size, size_t channels,
                                                 size_t input_stride, size_t output_stride,
                                                 pthreadpool_t threadpool);
enum xnn_status xnn_setup_unary_elementwise_nc(xnn_operator_t op, const void* input, void* output);
/* Create, reshape, setup and run in one call (no lut; the operator is deleted before it returns). */
enum xnn_status xnn_run_unary_elementwise_nc(enum xnn_unary_operator op_type, enum xnn_datatype input_datatype,
                                             enum xnn_datatype output_datatype, const union xnn_unary_params* params,
                                             const struct xnn_quantization_params* input_quantization,
                                             const struct xnn_quantization_params* output_quantization,
                                             uint32_t flags, size_t batch_size, size_t channels, size_t input_stride,
                                             size_t output_stride, pthreadpool_t threadpool, const void* input,
                                             void* output);

/* Dynamic quantization of fp32 [batch_size, channels] rows (strides in elements) to int8 (qdint8): each row gets
 * its own zero point and scale from its minimum and maximum (widened to include 0) by XNNPACK's rule, and is
 * quantized as round_half_even(x / scale) + zero_point, saturated (docs/operators.md). quantization_params receives
 * batch_size entries plus XNN_EXTRA_QUANTIZATION_PARAMS copies of the last one. row_sum is accepted for XNNPACK
 * compatibility and not written (XNNPACK writes it only for subgraph nodes that ask). */
enum xnn_status xnn_create_convert_nc_f32_qd8(uint32_t flags, xnn_operator_t* convert_op_out);
enum xnn_status xnn_reshape_convert_nc_f32_qd8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                               size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convert_nc_f32_qd8(xnn_operator_t convert_op, const float* input, int8_t* output,
                                             float* row_sum, struct xnn_quantization_params* quantization_params);

/* Dynamic quantization of fp32 rows to unsigned int8 (qduint8): the bytes and zero points of
 * xnn_create_convert_nc_f32_qd8 plus 128 (same scales), the input the qdu8 fully connected operator reads. */
enum xnn_status xnn_create_convert_nc_f32_qdu8(uint32_t flags, xnn_operator_t* convert_op_out);
enum xnn_status xnn_reshape_convert_nc_f32_qdu8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                                size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convert_nc_f32_qdu8(xnn_operator_t convert_op, const float* input, uint8_t* output,
                                              float* row_sum, struct xnn_quantization_params* quantization_params);

/* Half precision (fp16: IEEE binary16 bits, passed as void* or uint16_t). True when the machine has native fp16
 * arithmetic that xnn's kernels use (AArch64 FP16 arithmetic, x86 AVX-512 FP16; XNNPACK counts only ARM's). */
bool xnn_is_f16_native_supported(void);
/* fp32 -> fp16 rows (round to nearest even) in one call: xnn_run_unary_elementwise_nc with xnn_unary_convert
 * (deprecated in XNNPACK in favour of that). */
enum xnn_status xnn_run_convert_nc_f32_f16(size_t channels, size_t input_stride, size_t output_stride,
                                           size_t batch_size, const float* input, void* output, uint32_t flags,
                                           pthreadpool_t threadpool);
/* Dynamic quantization of fp16 rows to qdint8: as xnn_create_convert_nc_f32_qd8 on the rows widened to fp32
 * (bit-identical to that). */
enum xnn_status xnn_create_convert_nc_f16_qd8(uint32_t flags, xnn_operator_t* convert_op_out);
enum xnn_status xnn_reshape_convert_nc_f16_qd8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                               size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convert_nc_f16_qd8(xnn_operator_t convert_op, const void* input, int8_t* output,
                                             float* row_sum, struct xnn_quantization_params* quantization_params);
/* Softmax over fp16 rows (exp stored in fp16, summed and scaled in fp32); otherwise as xnn_create_softmax_nc_f32. */
enum xnn_status xnn_create_softmax_nc_f16(uint32_t flags, xnn_operator_t* softmax_op_out);
enum xnn_status xnn_reshape_softmax_nc_f16(xnn_operator_t softmax_op, size_t channels, size_t input_stride,
                                           size_t output_stride, size_t batch_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_softmax_nc_f16(xnn_operator_t softmax_op, const void* input, void* output);
/* Max and average pooling on fp16 NHWC (void* tensors of halves); otherwise as their f32 forms. The output bounds
 * are rounded to fp16; average pooling sums in fp32 and scales by 1/count rounded to fp16. */
enum xnn_status xnn_create_max_pooling2d_nhwc_f16(uint32_t input_padding_top, uint32_t input_padding_right,
                                                  uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                  uint32_t pooling_height, uint32_t pooling_width,
                                                  uint32_t stride_height, uint32_t stride_width,
                                                  uint32_t dilation_height, uint32_t dilation_width, float output_min,
                                                  float output_max, uint32_t flags,
                                                  xnn_operator_t* max_pooling_op_out);
enum xnn_status xnn_reshape_max_pooling2d_nhwc_f16(xnn_operator_t max_pooling_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t channels,
                                                   size_t input_pixel_stride, size_t output_pixel_stride,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_max_pooling2d_nhwc_f16(xnn_operator_t max_pooling_op, const void* input, void* output);
enum xnn_status xnn_create_average_pooling2d_nhwc_f16(uint32_t input_padding_top, uint32_t input_padding_right,
                                                      uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                      uint32_t pooling_height, uint32_t pooling_width,
                                                      uint32_t stride_height, uint32_t stride_width,
                                                      float output_min, float output_max, uint32_t flags,
                                                      xnn_operator_t* average_pooling_op_out);
enum xnn_status xnn_reshape_average_pooling2d_nhwc_f16(xnn_operator_t average_pooling_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* output_height_out, size_t* output_width_out,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_average_pooling2d_nhwc_f16(xnn_operator_t average_pooling_op, const void* input,
                                                     void* output);

/* Fully connected with dynamically quantized int8 input (one zero point and scale per row, as the f32 -> qd8 convert
 * writes them), int8 weights with one scale per output channel and fp32 bias, output and clamping:
 * output[b][o] = clamp(((float(sum_i (input[b][i] - zero_point[b]) * kernel[o][i]) * scale[b]) * kernel_scale[o])
 * + bias[o], output_min, output_max) (docs/kernels.md, "Dynamic quantization"). reshape reports a workspace of 0
 * bytes; setup's workspace may be NULL. */
enum xnn_status xnn_create_fully_connected_nc_qd8_f32_qc8w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           const float* kernel_scale, const int8_t* kernel,
                                                           const float* bias, float output_min, float output_max,
                                                           uint32_t flags, xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f32_qc8w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          float* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);

/* Fully connected with dynamically quantized unsigned input (qduint8: the rows and zero points of the f32 -> qdu8
 * convert; setup takes them as int8_t* as XNNPACK does) and otherwise as xnn_create_fully_connected_nc_qd8_f32_qc8w,
 * with the same results. Runs the x86 VNNI kernels that read unsigned bytes as they are; create returns
 * xnn_status_unsupported_hardware on a CPU without them. */
enum xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc8w(size_t input_channels, size_t output_channels,
                                                            size_t input_stride, size_t output_stride,
                                                            const float* kernel_scale, const int8_t* kernel,
                                                            const float* bias, float output_min, float output_max,
                                                            uint32_t flags, xnn_weights_cache_t weights_cache,
                                                            xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc8w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                           float* output, void* workspace,
                                                           const struct xnn_quantization_params* quantization_params);
enum xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                             size_t* workspace_size, pthreadpool_t threadpool);

/* Fully connected with dynamically quantized int8 input and 4-bit weights (XNNPACK's qc4w layout: kernel[o] is
 * ceil(input_channels / 2) bytes, input i in the low nibble of byte i / 2 for even i, the high nibble for odd i; with
 * kernel_zero_point 8 a nibble u means u - 8, with 0 it is a two's complement value). qc4w: one float kernel_scale per
 * output channel, the qd8_f32_qc8w formula. qb4w: kernel_scale[o][input_channels / block_size] bf16 scales, one per
 * block of block_size inputs (a multiple of 32 dividing input_channels); output[b][o] = clamp((f * scale[b]) +
 * bias[o]) with f the sum over blocks, in order, of float(block's integer dot product) * its scale
 * (docs/kernels.md, "4-bit weights"). With XNN_FLAG_TRANSPOSE_WEIGHTS the kernel is one stream of nibbles, input i of
 * output o at position i * output_channels + o (XNNPACK's transposed layout); the scales keep their order. */
enum xnn_status xnn_create_fully_connected_nc_qd8_f32_qc4w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           uint8_t kernel_zero_point, const float* kernel_scale,
                                                           const void* kernel, const float* bias, float output_min,
                                                           float output_max, uint32_t flags,
                                                           xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f32_qc4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          float* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_create_fully_connected_nc_qd8_f32_qb4w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           size_t block_size, uint8_t kernel_zero_point,
                                                           const uint16_t* kernel_scale, const void* kernel,
                                                           const float* bias, float output_min, float output_max,
                                                           uint32_t flags, xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qb4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f32_qb4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          float* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);
/* The 4-bit kinds with qduint8 input (the f32 -> qdu8 convert's rows and zero points), as the qdu8_f32_qc8w kind is
 * to qd8_f32_qc8w: otherwise as xnn_create_fully_connected_nc_qd8_f32_qc4w / _qb4w, with the same results; create
 * returns xnn_status_unsupported_hardware on a CPU without their VNNI kernels. Setup's input types are XNNPACK's. */
enum xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc4w(size_t input_channels, size_t output_channels,
                                                            size_t input_stride, size_t output_stride,
                                                            uint8_t kernel_zero_point, const float* kernel_scale,
                                                            const void* kernel, const float* bias, float output_min,
                                                            float output_max, uint32_t flags,
                                                            xnn_weights_cache_t weights_cache,
                                                            xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                             size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc4w(xnn_operator_t fully_connected_op, const uint8_t* input,
                                                           float* output, void* workspace,
                                                           const struct xnn_quantization_params* quantization_params);
enum xnn_status xnn_create_fully_connected_nc_qdu8_f32_qb4w(size_t input_channels, size_t output_channels,
                                                            size_t input_stride, size_t output_stride,
                                                            size_t block_size, uint8_t kernel_zero_point,
                                                            const uint16_t* kernel_scale, const void* kernel,
                                                            const float* bias, float output_min, float output_max,
                                                            uint32_t flags, xnn_weights_cache_t weights_cache,
                                                            xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qb4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                             size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qb4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                           float* output, void* workspace,
                                                           const struct xnn_quantization_params* quantization_params);

/* As xnn_create_fully_connected_nc_qd8_f32_qc8w with fp16 output: each output is that operator's fp32 result, clamped
 * to output_min and output_max rounded to fp16, then rounded once to fp16 (nearest even). output and output_stride
 * are in fp16 elements. */
enum xnn_status xnn_create_fully_connected_nc_qd8_f16_qc8w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           const float* kernel_scale, const int8_t* kernel,
                                                           const float* bias, float output_min, float output_max,
                                                           uint32_t flags, xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc8w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          void* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);
/* As xnn_create_fully_connected_nc_qd8_f32_qc4w (4-bit weights, one scale per output channel) with fp16 output, the
 * output rule of xnn_create_fully_connected_nc_qd8_f16_qc8w. */
enum xnn_status xnn_create_fully_connected_nc_qd8_f16_qc4w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           uint8_t kernel_zero_point, const float* kernel_scale,
                                                           const void* kernel, const float* bias, float output_min,
                                                           float output_max, uint32_t flags,
                                                           xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          void* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);
/* As xnn_create_fully_connected_nc_qd8_f32_qb4w (4-bit weights, one bf16 scale per block of block_size inputs)
 * with fp16 output, the output rule of xnn_create_fully_connected_nc_qd8_f16_qc8w. */
enum xnn_status xnn_create_fully_connected_nc_qd8_f16_qb4w(size_t input_channels, size_t output_channels,
                                                           size_t input_stride, size_t output_stride,
                                                           size_t block_size, uint8_t kernel_zero_point,
                                                           const uint16_t* kernel_scale, const void* kernel,
                                                           const float* bias, float output_min, float output_max,
                                                           uint32_t flags, xnn_weights_cache_t weights_cache,
                                                           xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qb4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                            size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_qd8_f16_qb4w(xnn_operator_t fully_connected_op, const int8_t* input,
                                                          void* output, void* workspace,
                                                          const struct xnn_quantization_params* quantization_params);

/* Fully connected with fp32 input and output and weights quantized per output channel (weights-only quantization,
 * XNNPACK's f32_qc8w and f32_qc4w): output[b][o] = clamp((bias[o] + sum_i input[b][i] * w[o][i]) * kernel_scale[o]),
 * the scale multiplying the bias too, as in XNNPACK. qc8w: w is the int8 kernel[o][i] (or kernel[i][o] with
 * XNN_FLAG_TRANSPOSE_WEIGHTS). qc4w: w = nibble - kernel_zero_point (any zero point 0..255) with the nibbles in
 * XNNPACK's qc4w layout (see above; XNN_FLAG_TRANSPOSE_WEIGHTS is unsupported, as in XNNPACK). */
enum xnn_status xnn_create_fully_connected_nc_f32_qc8w(size_t input_channels, size_t output_channels,
                                                       size_t input_stride, size_t output_stride,
                                                       const float* kernel_scale, const int8_t* kernel,
                                                       const float* bias, float output_min, float output_max,
                                                       uint32_t flags, xnn_weights_cache_t weights_cache,
                                                       xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_f32_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                        pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_f32_qc8w(xnn_operator_t fully_connected_op, const float* input,
                                                      float* output);
enum xnn_status xnn_create_fully_connected_nc_f32_qc4w(size_t input_channels, size_t output_channels,
                                                       size_t input_stride, size_t output_stride,
                                                       uint8_t kernel_zero_point, const float* kernel_scale,
                                                       const uint8_t* kernel, const float* bias, float output_min,
                                                       float output_max, uint32_t flags,
                                                       xnn_weights_cache_t weights_cache,
                                                       xnn_operator_t* fully_connected_op_out);
enum xnn_status xnn_reshape_fully_connected_nc_f32_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                        pthreadpool_t threadpool);
enum xnn_status xnn_setup_fully_connected_nc_f32_qc4w(xnn_operator_t fully_connected_op, const float* input,
                                                      float* output);

/* Binary elementwise operator over N-D tensors with NumPy broadcasting (ranks up to XNN_MAX_TENSOR_DIMS): output =
 * input1 OP input2, the output dense in the broadcast shape. fp32 (the quantization parameters are ignored for it),
 * qint8 and quint8: every operator but the bitwise and shift ones, which take integers only. */
enum xnn_status xnn_create_binary_elementwise_nd(enum xnn_binary_operator type, enum xnn_datatype datatype,
                                                 const struct xnn_quantization_params* input1_quantization,
                                                 const struct xnn_quantization_params* input2_quantization,
                                                 const struct xnn_quantization_params* output_quantization,
                                                 uint32_t flags, xnn_operator_t* binary_op_out);
enum xnn_status xnn_reshape_binary_elementwise_nd(xnn_operator_t binary_op, size_t num_input1_dims,
                                                  const size_t* input1_shape, size_t num_input2_dims,
                                                  const size_t* input2_shape, pthreadpool_t threadpool);
enum xnn_status xnn_setup_binary_elementwise_nd(xnn_operator_t binary_op, const void* input1, const void* input2,
                                                void* output);
/* Create, reshape, setup and run in one call (the operator is deleted before it returns). */
enum xnn_status xnn_run_binary_elementwise_nd(enum xnn_binary_operator type, enum xnn_datatype datatype,
                                              const struct xnn_quantization_params* input1_quantization,
                                              const struct xnn_quantization_params* input2_quantization,
                                              const struct xnn_quantization_params* output_quantization,
                                              uint32_t flags, size_t num_input1_dims, const size_t* input1_shape,
                                              size_t num_input2_dims, const size_t* input2_shape, const void* input1,
                                              const void* input2, void* output, pthreadpool_t threadpool);

/* Softmax over each row of [batch_size, channels] with row strides in elements. */
enum xnn_status xnn_create_softmax_nc_f32(uint32_t flags, xnn_operator_t* softmax_op_out);
enum xnn_status xnn_reshape_softmax_nc_f32(xnn_operator_t softmax_op, size_t channels, size_t input_stride,
                                           size_t output_stride, size_t batch_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_softmax_nc_f32(xnn_operator_t softmax_op, const float* input, float* output);
/* qu8: XNNPACK's table-driven softmax; the output's scale must be 1/256 and its zero point 0
 * (xnn_status_unsupported_parameter otherwise). */
enum xnn_status xnn_create_softmax_nc_qu8(float input_scale, uint8_t output_zero_point, float output_scale,
                                          uint32_t flags, xnn_operator_t* softmax_op_out);
enum xnn_status xnn_reshape_softmax_nc_qu8(xnn_operator_t softmax_op, size_t channels, size_t input_stride,
                                           size_t output_stride, size_t batch_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_softmax_nc_qu8(xnn_operator_t softmax_op, const uint8_t* input, uint8_t* output);

/* Global average pooling over [batch_size, width, channels]: output[b][c] = clamp(mean over w of input[b][w][c]).
 * input_stride is the stride between pixels and output_stride between batch items, in elements. The workspace
 * (size and alignment reported by reshape; 0 bytes for narrow inputs) is passed to setup. */
enum xnn_status xnn_create_global_average_pooling_nwc_f32(float output_min, float output_max, uint32_t flags,
                                                          xnn_operator_t* global_average_pooling_op_out);
enum xnn_status xnn_reshape_global_average_pooling_nwc_f32(xnn_operator_t global_average_pooling_op,
                                                           size_t batch_size, size_t width, size_t channels,
                                                           size_t input_stride, size_t output_stride,
                                                           size_t* workspace_size, size_t* workspace_alignment,
                                                           pthreadpool_t threadpool);
enum xnn_status xnn_setup_global_average_pooling_nwc_f32(xnn_operator_t global_average_pooling_op, void* workspace,
                                                         const float* input, float* output);

/* qs8: output[b][c] = requantize(sum over w of input[b][w][c] - width * input_zero_point) with the scale
 * input_scale / output_scale / width (docs/kernels.md, "Quantized kernels"). XNNPACK HEAD has no global average
 * pooling operator (only xnn_create_reduce_nd); these keep the signatures of the XNNPACK releases that had one. */
enum xnn_status xnn_create_global_average_pooling_nwc_qs8(int8_t input_zero_point, float input_scale,
                                                          int8_t output_zero_point, float output_scale,
                                                          int8_t output_min, int8_t output_max, uint32_t flags,
                                                          xnn_operator_t* global_average_pooling_op_out);
enum xnn_status xnn_reshape_global_average_pooling_nwc_qs8(xnn_operator_t global_average_pooling_op,
                                                           size_t batch_size, size_t width, size_t channels,
                                                           size_t input_stride, size_t output_stride,
                                                           size_t* workspace_size, size_t* workspace_alignment,
                                                           pthreadpool_t threadpool);
enum xnn_status xnn_setup_global_average_pooling_nwc_qs8(xnn_operator_t global_average_pooling_op, void* workspace,
                                                         const int8_t* input, int8_t* output);
/* qu8: as qs8, on uint8 values. */
enum xnn_status xnn_create_global_average_pooling_nwc_qu8(uint8_t input_zero_point, float input_scale,
                                                          uint8_t output_zero_point, float output_scale,
                                                          uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                          xnn_operator_t* global_average_pooling_op_out);
enum xnn_status xnn_reshape_global_average_pooling_nwc_qu8(xnn_operator_t global_average_pooling_op,
                                                           size_t batch_size, size_t width, size_t channels,
                                                           size_t input_stride, size_t output_stride,
                                                           size_t* workspace_size, size_t* workspace_alignment,
                                                           pthreadpool_t threadpool);
enum xnn_status xnn_setup_global_average_pooling_nwc_qu8(xnn_operator_t global_average_pooling_op, void* workspace,
                                                         const uint8_t* input, uint8_t* output);

/* Reduce, N-D: output = the reduction of input over reduction_axes (in [-num_input_dims, num_input_dims), repeated
 * axes counted once), the output dense with the reduced dimensions removed (or 1). datatype fp32 (sum, mean, max,
 * min; the quantizations are ignored and may be NULL) or qint8/quint8 (sum and mean: the int32 sum minus count *
 * input zero point, requantized with input_scale / output_scale, divided by count for the mean). The workspace (size
 * from reshape, 0 for fp32) is passed to setup. */
enum xnn_status xnn_create_reduce_nd(enum xnn_reduce_operator reduce_operator_type, enum xnn_datatype datatype,
                                     const struct xnn_quantization_params* input_quantization,
                                     const struct xnn_quantization_params* output_quantization, uint32_t flags,
                                     xnn_operator_t* reduce_op_out);
enum xnn_status xnn_reshape_reduce_nd(xnn_operator_t reduce_op, size_t num_reduction_axes,
                                      const int64_t* reduction_axes, size_t num_input_dims, const size_t* input_shape,
                                      size_t* workspace_size, pthreadpool_t threadpool);
enum xnn_status xnn_setup_reduce_nd(xnn_operator_t reduce_op, void* workspace, const void* input, void* output);

/* Max and average pooling 2D over NHWC images (pixel strides in elements). Padding (or
 * XNN_FLAG_TENSORFLOW_SAME_PADDING) must stay below the window size; average pooling divides by the number of
 * window elements inside the image (padding is not counted). */
enum xnn_status xnn_create_max_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                  uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                  uint32_t pooling_height, uint32_t pooling_width,
                                                  uint32_t stride_height, uint32_t stride_width,
                                                  uint32_t dilation_height, uint32_t dilation_width, float output_min,
                                                  float output_max, uint32_t flags,
                                                  xnn_operator_t* max_pooling_op_out);
enum xnn_status xnn_reshape_max_pooling2d_nhwc_f32(xnn_operator_t max_pooling_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t channels,
                                                   size_t input_pixel_stride, size_t output_pixel_stride,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_max_pooling2d_nhwc_f32(xnn_operator_t max_pooling_op, const float* input, float* output);

/* s8: the plain integer maximum, clamped to [output_min, output_max] (input and output share their quantization). */
enum xnn_status xnn_create_max_pooling2d_nhwc_s8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                 uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                 uint32_t pooling_height, uint32_t pooling_width,
                                                 uint32_t stride_height, uint32_t stride_width,
                                                 uint32_t dilation_height, uint32_t dilation_width, int8_t output_min,
                                                 int8_t output_max, uint32_t flags,
                                                 xnn_operator_t* max_pooling_op_out);
enum xnn_status xnn_reshape_max_pooling2d_nhwc_s8(xnn_operator_t max_pooling_op, size_t batch_size,
                                                  size_t input_height, size_t input_width, size_t channels,
                                                  size_t input_pixel_stride, size_t output_pixel_stride,
                                                  size_t* output_height_out, size_t* output_width_out,
                                                  pthreadpool_t threadpool);
enum xnn_status xnn_setup_max_pooling2d_nhwc_s8(xnn_operator_t max_pooling_op, const int8_t* input, int8_t* output);

/* u8: as s8 on unsigned bytes. */
enum xnn_status xnn_create_max_pooling2d_nhwc_u8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                 uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                 uint32_t pooling_height, uint32_t pooling_width,
                                                 uint32_t stride_height, uint32_t stride_width,
                                                 uint32_t dilation_height, uint32_t dilation_width, uint8_t output_min,
                                                 uint8_t output_max, uint32_t flags,
                                                 xnn_operator_t* max_pooling_op_out);
enum xnn_status xnn_reshape_max_pooling2d_nhwc_u8(xnn_operator_t max_pooling_op, size_t batch_size,
                                                  size_t input_height, size_t input_width, size_t channels,
                                                  size_t input_pixel_stride, size_t output_pixel_stride,
                                                  size_t* output_height_out, size_t* output_width_out,
                                                  pthreadpool_t threadpool);
enum xnn_status xnn_setup_max_pooling2d_nhwc_u8(xnn_operator_t max_pooling_op, const uint8_t* input, uint8_t* output);

enum xnn_status xnn_create_average_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                      uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                      uint32_t pooling_height, uint32_t pooling_width,
                                                      uint32_t stride_height, uint32_t stride_width,
                                                      float output_min, float output_max, uint32_t flags,
                                                      xnn_operator_t* average_pooling_op_out);
enum xnn_status xnn_reshape_average_pooling2d_nhwc_f32(xnn_operator_t average_pooling_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* output_height_out, size_t* output_width_out,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_average_pooling2d_nhwc_f32(xnn_operator_t average_pooling_op, const float* input,
                                                     float* output);

/* qs8 and qu8 average pooling 2D: each output is requantize(sum over the window's taps inside the image of
 * (input - input_zero_point)) with the scale input_scale / output_scale / that number of taps, padding excluded from
 * the count as in the f32 operator (docs/kernels.md, "Quantized kernels"). The qu8 functions keep the argument order
 * of the XNNPACK releases that had them; XNNPACK never had qs8 average pooling, whose functions mirror the qu8 ones. */
enum xnn_status xnn_create_average_pooling2d_nhwc_qs8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                      uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                      uint32_t pooling_height, uint32_t pooling_width,
                                                      uint32_t stride_height, uint32_t stride_width,
                                                      int8_t input_zero_point, float input_scale,
                                                      int8_t output_zero_point, float output_scale, int8_t output_min,
                                                      int8_t output_max, uint32_t flags,
                                                      xnn_operator_t* average_pooling_op_out);
enum xnn_status xnn_reshape_average_pooling2d_nhwc_qs8(xnn_operator_t average_pooling_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* output_height_out, size_t* output_width_out,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_average_pooling2d_nhwc_qs8(xnn_operator_t average_pooling_op, const int8_t* input,
                                                     int8_t* output);
enum xnn_status xnn_create_average_pooling2d_nhwc_qu8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                      uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                      uint32_t pooling_height, uint32_t pooling_width,
                                                      uint32_t stride_height, uint32_t stride_width,
                                                      uint8_t input_zero_point, float input_scale,
                                                      uint8_t output_zero_point, float output_scale,
                                                      uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                      xnn_operator_t* average_pooling_op_out);
enum xnn_status xnn_reshape_average_pooling2d_nhwc_qu8(xnn_operator_t average_pooling_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* output_height_out, size_t* output_width_out,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_average_pooling2d_nhwc_qu8(xnn_operator_t average_pooling_op, const uint8_t* input,
                                                     uint8_t* output);

/* Argmax pooling 2D: windows of pooling_height x pooling_width moving by their own size; output holds each window's
 * maximum per channel (output_pixel_stride apart) and index, densely [batch][output pixel][channel], the position of
 * the first maximum in the window (row-major, padding positions never chosen). */
enum xnn_status xnn_create_argmax_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                     uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                     uint32_t pooling_height, uint32_t pooling_width, uint32_t flags,
                                                     xnn_operator_t* argmax_pooling_op_out);
enum xnn_status xnn_reshape_argmax_pooling2d_nhwc_f32(xnn_operator_t argmax_pooling_op, size_t batch_size,
                                                      size_t input_height, size_t input_width, size_t channels,
                                                      size_t input_pixel_stride, size_t output_pixel_stride,
                                                      size_t* output_height_out, size_t* output_width_out,
                                                      pthreadpool_t threadpool);
enum xnn_status xnn_setup_argmax_pooling2d_nhwc_f32(xnn_operator_t argmax_pooling_op, const float* input,
                                                    float* output, uint32_t* index);

/* Data movement, 32-bit elements (any 32-bit type; bits move unchanged). Shapes are in elements, dimensions
 * row-major. Each has create -> reshape -> setup -> xnn_run_operator, and a one-shot xnn_run_* form. The _x8 and _x16
 * forms below move 8- and 16-bit elements with the same rules. */

/* Copy: batch_size rows of `channels` elements, input_stride and output_stride elements apart. */
enum xnn_status xnn_create_copy_nc_x32(uint32_t flags, xnn_operator_t* copy_op_out);
enum xnn_status xnn_reshape_copy_nc_x32(xnn_operator_t copy_op, size_t batch_size, size_t channels,
                                        size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_copy_nc_x32(xnn_operator_t copy_op, const void* input, void* output);
enum xnn_status xnn_run_copy_nc_x32(size_t channels, size_t input_stride, size_t output_stride, size_t batch_size,
                                    const uint32_t* input, uint32_t* output, uint32_t flags,
                                    pthreadpool_t threadpool);

/* Transpose: output dimension k is input dimension output_perm[k]. */
enum xnn_status xnn_create_transpose_nd_x32(uint32_t flags, xnn_operator_t* transpose_op_out);
enum xnn_status xnn_reshape_transpose_nd_x32(xnn_operator_t transpose_op, size_t num_dims, const size_t* input_shape,
                                             const size_t* output_perm, pthreadpool_t threadpool);
enum xnn_status xnn_setup_transpose_nd_x32(xnn_operator_t transpose_op, const void* input, void* output);
enum xnn_status xnn_run_transpose_nd_x32(const void* input, void* output, size_t num_dims,
                                         const size_t* input_shape, const size_t* output_perm, uint32_t flags,
                                         pthreadpool_t threadpool);

/* Slice: output = input[offsets[d], offsets[d] + sizes[d]) along every dimension d; a size of 0 means "to the end". */
enum xnn_status xnn_create_slice_nd_x32(uint32_t flags, xnn_operator_t* slice_op_out);
enum xnn_status xnn_reshape_slice_nd_x32(xnn_operator_t slice_op, size_t num_dims, const size_t* input_shape,
                                         const size_t* offsets, const size_t* sizes, pthreadpool_t threadpool);
enum xnn_status xnn_setup_slice_nd_x32(xnn_operator_t slice_op, const void* input, void* output);
enum xnn_status xnn_run_slice_nd_x32(size_t num_dims, const size_t* input_shape, const size_t* offsets,
                                     const size_t* sizes, const void* input, void* output, uint32_t flags,
                                     pthreadpool_t threadpool);

/* Constant pad: pre_paddings[d] + input_shape[d] + post_paddings[d] output elements along dimension d, the input in
 * the middle and the 32-bit *padding_value around it. */
enum xnn_status xnn_create_constant_pad_nd_x32(const void* padding_value, uint32_t flags,
                                               xnn_operator_t* constant_pad_op_out);
enum xnn_status xnn_reshape_constant_pad_nd_x32(xnn_operator_t constant_pad_op, size_t num_dims,
                                                const size_t* input_shape, const size_t* pre_paddings,
                                                const size_t* post_paddings, pthreadpool_t threadpool);
enum xnn_status xnn_setup_constant_pad_nd_x32(xnn_operator_t constant_pad_op, const void* input, void* output);
enum xnn_status xnn_run_constant_pad_nd_x32(uint32_t flags, size_t num_dims, const size_t* input_shape,
                                            const size_t* pre_paddings, const size_t* post_paddings,
                                            const void* input, void* output, const void* padding_value,
                                            pthreadpool_t threadpool);
/* Data movement, 8- and 16-bit elements: as the _x32 forms above (XNNPACK has no one-shot copy or slice for these);
 * constant pad's *padding_value is one element of the operator's size. */
enum xnn_status xnn_create_copy_nc_x8(uint32_t flags, xnn_operator_t* copy_op_out);
enum xnn_status xnn_reshape_copy_nc_x8(xnn_operator_t copy_op, size_t batch_size, size_t channels,
                                       size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_copy_nc_x8(xnn_operator_t copy_op, const void* input, void* output);
/* XNNPACK's qs8 -> qc8 convert: per-tensor int8 values to the same values under per-channel parameters, i.e. the
 * bytes copied (an 8-bit copy operator; reshape and setup are xnn_reshape_copy_nc_x8's and xnn_setup_copy_nc_x8's). */
enum xnn_status xnn_create_convert_nc_qs8_qc8(uint32_t flags, xnn_operator_t* convert_op_out);
enum xnn_status xnn_reshape_convert_nc_qs8_qc8(xnn_operator_t convert_op, size_t batch_size, size_t channels,
                                               size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convert_nc_qs8_qc8(xnn_operator_t convert_op, const int8_t* input, int8_t* output);
enum xnn_status xnn_create_copy_nc_x16(uint32_t flags, xnn_operator_t* copy_op_out);
enum xnn_status xnn_reshape_copy_nc_x16(xnn_operator_t copy_op, size_t batch_size, size_t channels,
                                        size_t input_stride, size_t output_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_copy_nc_x16(xnn_operator_t copy_op, const void* input, void* output);
enum xnn_status xnn_create_transpose_nd_x8(uint32_t flags, xnn_operator_t* transpose_op_out);
enum xnn_status xnn_reshape_transpose_nd_x8(xnn_operator_t transpose_op, size_t num_dims, const size_t* input_shape,
                                            const size_t* output_perm, pthreadpool_t threadpool);
enum xnn_status xnn_setup_transpose_nd_x8(xnn_operator_t transpose_op, const void* input, void* output);
enum xnn_status xnn_run_transpose_nd_x8(const void* input, void* output, size_t num_dims, const size_t* input_shape,
                                        const size_t* output_perm, uint32_t flags, pthreadpool_t threadpool);
enum xnn_status xnn_create_transpose_nd_x16(uint32_t flags, xnn_operator_t* transpose_op_out);
enum xnn_status xnn_reshape_transpose_nd_x16(xnn_operator_t transpose_op, size_t num_dims, const size_t* input_shape,
                                             const size_t* output_perm, pthreadpool_t threadpool);
enum xnn_status xnn_setup_transpose_nd_x16(xnn_operator_t transpose_op, const void* input, void* output);
enum xnn_status xnn_run_transpose_nd_x16(const void* input, void* output, size_t num_dims,
                                         const size_t* input_shape, const size_t* output_perm, uint32_t flags,
                                         pthreadpool_t threadpool);
/* 64-bit elements: as the _x32 transpose. */
enum xnn_status xnn_create_transpose_nd_x64(uint32_t flags, xnn_operator_t* transpose_op_out);
enum xnn_status xnn_reshape_transpose_nd_x64(xnn_operator_t transpose_op, size_t num_dims, const size_t* input_shape,
                                             const size_t* output_perm, pthreadpool_t threadpool);
enum xnn_status xnn_setup_transpose_nd_x64(xnn_operator_t transpose_op, const void* input, void* output);
enum xnn_status xnn_run_transpose_nd_x64(const void* input, void* output, size_t num_dims, const size_t* input_shape,
                                         const size_t* output_perm, uint32_t flags, pthreadpool_t threadpool);

/* Depth to space (NHWC): input [N, H, W, C * block_size^2] -> output [N, H * block_size, W * block_size, C], input
 * channel (by * block_size + bx) * C + c to block row by, column bx; block_size >= 2. The nchw2nhwc forms read the
 * input as [N, C * block_size^2, H, W]. Space to depth (NHWC) is the inverse: H and W divisible by block_size. */
enum xnn_status xnn_create_depth_to_space_nhwc_x8(uint32_t block_size, uint32_t flags,
                                                  xnn_operator_t* depth_to_space_op_out);
enum xnn_status xnn_reshape_depth_to_space_nhwc_x8(xnn_operator_t depth_to_space_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t input_channels,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_depth_to_space_nhwc_x8(xnn_operator_t depth_to_space_op, const void* input, void* output);
enum xnn_status xnn_create_depth_to_space_nhwc_x16(uint32_t block_size, uint32_t flags,
                                                   xnn_operator_t* depth_to_space_op_out);
enum xnn_status xnn_reshape_depth_to_space_nhwc_x16(xnn_operator_t depth_to_space_op, size_t batch_size,
                                                    size_t input_height, size_t input_width, size_t input_channels,
                                                    size_t* output_height_out, size_t* output_width_out,
                                                    size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_depth_to_space_nhwc_x16(xnn_operator_t depth_to_space_op, const void* input, void* output);
enum xnn_status xnn_create_depth_to_space_nhwc_x32(uint32_t block_size, uint32_t flags,
                                                   xnn_operator_t* depth_to_space_op_out);
enum xnn_status xnn_reshape_depth_to_space_nhwc_x32(xnn_operator_t depth_to_space_op, size_t batch_size,
                                                    size_t input_height, size_t input_width, size_t input_channels,
                                                    size_t* output_height_out, size_t* output_width_out,
                                                    size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_depth_to_space_nhwc_x32(xnn_operator_t depth_to_space_op, const void* input, void* output);
enum xnn_status xnn_create_depth_to_space_nchw2nhwc_x16(uint32_t block_size, uint32_t flags,
                                                        xnn_operator_t* depth_to_space_op_out);
enum xnn_status xnn_reshape_depth_to_space_nchw2nhwc_x16(xnn_operator_t depth_to_space_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t input_channels,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_depth_to_space_nchw2nhwc_x16(xnn_operator_t depth_to_space_op, const void* input,
                                                       void* output);
enum xnn_status xnn_create_depth_to_space_nchw2nhwc_x32(uint32_t block_size, uint32_t flags,
                                                        xnn_operator_t* depth_to_space_op_out);
enum xnn_status xnn_reshape_depth_to_space_nchw2nhwc_x32(xnn_operator_t depth_to_space_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t input_channels,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_depth_to_space_nchw2nhwc_x32(xnn_operator_t depth_to_space_op, const void* input,
                                                       void* output);
enum xnn_status xnn_create_space_to_depth_nhwc_x8(uint32_t block_size, uint32_t flags,
                                                  xnn_operator_t* space_to_depth_op_out);
enum xnn_status xnn_reshape_space_to_depth_nhwc_x8(xnn_operator_t space_to_depth_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t input_channels,
                                                   size_t* output_height_out, size_t* output_width_out,
                                                   size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_space_to_depth_nhwc_x8(xnn_operator_t space_to_depth_op, const void* input, void* output);
enum xnn_status xnn_create_space_to_depth_nhwc_x16(uint32_t block_size, uint32_t flags,
                                                   xnn_operator_t* space_to_depth_op_out);
enum xnn_status xnn_reshape_space_to_depth_nhwc_x16(xnn_operator_t space_to_depth_op, size_t batch_size,
                                                    size_t input_height, size_t input_width, size_t input_channels,
                                                    size_t* output_height_out, size_t* output_width_out,
                                                    size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_space_to_depth_nhwc_x16(xnn_operator_t space_to_depth_op, const void* input, void* output);
enum xnn_status xnn_create_space_to_depth_nhwc_x32(uint32_t block_size, uint32_t flags,
                                                   xnn_operator_t* space_to_depth_op_out);
enum xnn_status xnn_reshape_space_to_depth_nhwc_x32(xnn_operator_t space_to_depth_op, size_t batch_size,
                                                    size_t input_height, size_t input_width, size_t input_channels,
                                                    size_t* output_height_out, size_t* output_width_out,
                                                    size_t* output_channels_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_space_to_depth_nhwc_x32(xnn_operator_t space_to_depth_op, const void* input, void* output);

/* Unpooling 2D (NHWC, 32-bit elements): the inverse of argmax pooling. Output [N, H * pooling_height - padding_top -
 * padding_bottom, W * pooling_width - padding_left - padding_right, channels], 0 except where an input element goes:
 * index = window column * pooling_height + window row (XNNPACK's numbering), padding positions moved to the edge. */
enum xnn_status xnn_create_unpooling2d_nhwc_x32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                uint32_t pooling_height, uint32_t pooling_width, uint32_t flags,
                                                xnn_operator_t* unpooling_op_out);
enum xnn_status xnn_reshape_unpooling2d_nhwc_x32(xnn_operator_t unpooling_op, size_t batch_size, size_t input_height,
                                                 size_t input_width, size_t channels, size_t input_pixel_stride,
                                                 size_t output_pixel_stride, size_t* output_height_out,
                                                 size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_unpooling2d_nhwc_x32(xnn_operator_t unpooling_op, const void* input, const uint32_t* index,
                                               void* output);

/* Rotary positional embedding (RoPE) over [batch_size, tokens, heads, channels]: each row is channels / 2 complex
 * numbers (real parts, then imaginary parts) multiplied by the token's row of weights [tokens, channels] in the same
 * halves (cos, then sin); channels even (odd: xnn_status_unsupported_parameter). */
enum xnn_status xnn_create_rope_nthc_f32(uint32_t flags, xnn_operator_t* rope_op_out);
enum xnn_status xnn_reshape_rope_nthc_f32(xnn_operator_t rope_op, size_t batch_size, size_t tokens, size_t heads,
                                          size_t channels, pthreadpool_t threadpool);
enum xnn_status xnn_setup_rope_nthc_f32(xnn_operator_t rope_op, const float* input, const float* weights,
                                        float* output);
/* The same on fp16 input, weights and output (binary16 bits), computed in fp32 and rounded to fp16 once. */
enum xnn_status xnn_create_rope_nthc_f16(uint32_t flags, xnn_operator_t* rope_op_out);
enum xnn_status xnn_reshape_rope_nthc_f16(xnn_operator_t rope_op, size_t batch_size, size_t tokens, size_t heads,
                                          size_t channels, pthreadpool_t threadpool);
enum xnn_status xnn_setup_rope_nthc_f16(xnn_operator_t rope_op, const void* input, const void* weights,
                                        void* output);
enum xnn_status xnn_create_slice_nd_x8(uint32_t flags, xnn_operator_t* slice_op_out);
enum xnn_status xnn_reshape_slice_nd_x8(xnn_operator_t slice_op, size_t num_dims, const size_t* input_shape,
                                        const size_t* offsets, const size_t* sizes, pthreadpool_t threadpool);
enum xnn_status xnn_setup_slice_nd_x8(xnn_operator_t slice_op, const void* input, void* output);
enum xnn_status xnn_create_slice_nd_x16(uint32_t flags, xnn_operator_t* slice_op_out);
enum xnn_status xnn_reshape_slice_nd_x16(xnn_operator_t slice_op, size_t num_dims, const size_t* input_shape,
                                         const size_t* offsets, const size_t* sizes, pthreadpool_t threadpool);
enum xnn_status xnn_setup_slice_nd_x16(xnn_operator_t slice_op, const void* input, void* output);
enum xnn_status xnn_create_constant_pad_nd_x8(const void* padding_value, uint32_t flags,
                                              xnn_operator_t* constant_pad_op_out);
enum xnn_status xnn_reshape_constant_pad_nd_x8(xnn_operator_t constant_pad_op, size_t num_dims,
                                               const size_t* input_shape, const size_t* pre_padding,
                                               const size_t* post_padding, pthreadpool_t threadpool);
enum xnn_status xnn_setup_constant_pad_nd_x8(xnn_operator_t constant_pad_op, const void* input, void* output);
enum xnn_status xnn_run_constant_pad_nd_x8(uint32_t flags, size_t num_dims, const size_t* input_shape,
                                           const size_t* pre_paddings, const size_t* post_paddings,
                                           const void* input, void* output, const void* padding_value,
                                           pthreadpool_t threadpool);
enum xnn_status xnn_create_constant_pad_nd_x16(const void* padding_value, uint32_t flags,
                                               xnn_operator_t* constant_pad_op_out);
enum xnn_status xnn_reshape_constant_pad_nd_x16(xnn_operator_t constant_pad_op, size_t num_dims,
                                                const size_t* input_shape, const size_t* pre_padding,
                                                const size_t* post_padding, pthreadpool_t threadpool);
enum xnn_status xnn_setup_constant_pad_nd_x16(xnn_operator_t constant_pad_op, const void* input, void* output);
enum xnn_status xnn_run_constant_pad_nd_x16(uint32_t flags, size_t num_dims, const size_t* input_shape,
                                            const size_t* pre_paddings, const size_t* post_paddings,
                                            const void* input, void* output, const void* padding_value,
                                            pthreadpool_t threadpool);
/* Resize bilinear 2D over NHWC images (pixel strides in elements) to output_height x output_width (each below 2^24,
 * as the input sizes). Flags: XNN_FLAG_ALIGN_CORNERS (corner pixels of input and output coincide) or
 * XNN_FLAG_TENSORFLOW_LEGACY_MODE (input coordinate = output coordinate * input / output size), not both; neither
 * samples at half-pixel centers. Reshape reports a workspace of 0 bytes (the indirection buffer stays in the
 * operator); workspace_size and workspace_alignment may be NULL, and setup ignores its workspace argument. */
enum xnn_status xnn_create_resize_bilinear2d_nhwc_f32(size_t output_height, size_t output_width, uint32_t flags,
                                                      xnn_operator_t* resize_op_out);
enum xnn_status xnn_reshape_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, size_t batch_size,
                                                       size_t input_height, size_t input_width, size_t channels,
                                                       size_t input_pixel_stride, size_t output_pixel_stride,
                                                       size_t* workspace_size, size_t* workspace_alignment,
                                                       pthreadpool_t threadpool);
enum xnn_status xnn_setup_resize_bilinear2d_nhwc_f32(xnn_operator_t resize_op, void* workspace, const float* input,
                                                     float* output);
/* The same over a datatype (XNNPACK's API): xnn_datatype_fp32 (as the f32 functions), xnn_datatype_fp16 (halves,
 * fp32 interpolation with the weights rounded to fp16), xnn_datatype_qint8 or
 * xnn_datatype_quint8 (input and output share their quantization; XNNPACK's 11-bit fixed-point interpolation, see
 * docs/kernels.md). Other datatypes: xnn_status_unsupported_hardware. */
enum xnn_status xnn_create_resize_bilinear2d_nhwc(enum xnn_datatype datatype, size_t output_height, size_t output_width,
                                                  uint32_t flags, xnn_operator_t* resize_op_out);
enum xnn_status xnn_reshape_resize_bilinear2d_nhwc(xnn_operator_t resize_op, size_t batch_size, size_t input_height,
                                                   size_t input_width, size_t channels, size_t input_pixel_stride,
                                                   size_t output_pixel_stride, size_t* workspace_size,
                                                   pthreadpool_t threadpool);
enum xnn_status xnn_setup_resize_bilinear2d_nhwc(xnn_operator_t resize_op, void* workspace, const void* input,
                                                 void* output);

/* 2D convolution, NCHW: input [batch][input_channel_stride planes][input_height][input_width] (the first groups *
 * group_input_channels planes are read), output [batch][output_channel_stride planes][output_height][output_width]
 * (only the first groups * group_output_channels planes are written). With XNN_FLAG_INPUT_NHWC the input is NHWC
 * instead, input_channel_stride elements between pixels (XNNPACK's first layer of a sparse network). Kernel, bias,
 * padding, subsampling, dilation, output range and XNN_FLAG_DEPTHWISE_CONVOLUTION as in
 * xnn_create_convolution2d_nhwc_f32. XNNPACK accepts only the shapes its NCHW kernels have (1x1, depthwise 3x3 and
 * 5x5, the 3x3 stride-2 first layer); xnn accepts every convolution, computed by its NHWC convolution between two
 * layout transposes held in the operator. */
enum xnn_status xnn_create_convolution2d_nchw_f32(
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
/* The output sizes may be NULL. */
enum xnn_status xnn_reshape_convolution2d_nchw_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t* output_height_out,
                                                   size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nchw_f32(xnn_operator_t convolution_op, const float* input, float* output);
/* The same over fp16 tensors (IEEE half bits), computed by xnn_create_convolution2d_nhwc_f16 and taking its flags
 * (XNN_FLAG_FP32_STATIC_WEIGHTS, XNN_FLAG_FP32_STATIC_BIASES) as well. */
enum xnn_status xnn_create_convolution2d_nchw_f16(
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
  const void* kernel,
  const void* bias,
  float output_min,
  float output_max,
  uint32_t flags,
  xnn_weights_cache_t weights_cache,
  xnn_operator_t* convolution_op_out);
enum xnn_status xnn_reshape_convolution2d_nchw_f16(xnn_operator_t convolution_op, size_t batch_size,
                                                   size_t input_height, size_t input_width, size_t* output_height_out,
                                                   size_t* output_width_out, pthreadpool_t threadpool);
enum xnn_status xnn_setup_convolution2d_nchw_f16(xnn_operator_t convolution_op, const void* input, void* output);

/* Resize bilinear 2D over NCHW images: input [batch][input_pixel_stride planes][input_height][input_width], output
 * [batch][output_pixel_stride planes][output_height][output_width], the first `channels` planes of each read and
 * written. Datatypes (xnn_datatype_fp32, xnn_datatype_fp16) and flags as xnn_create_resize_bilinear2d_nhwc, whose
 * interpolation it runs between two layout transposes held in the operator. */
enum xnn_status xnn_create_resize_bilinear2d_nchw(enum xnn_datatype datatype, size_t output_height, size_t output_width,
                                                  uint32_t flags, xnn_operator_t* resize_op_out);
enum xnn_status xnn_reshape_resize_bilinear2d_nchw(xnn_operator_t resize_op, size_t batch_size, size_t input_height,
                                                   size_t input_width, size_t channels, size_t input_pixel_stride,
                                                   size_t output_pixel_stride, pthreadpool_t threadpool);
enum xnn_status xnn_setup_resize_bilinear2d_nchw(xnn_operator_t resize_op, const void* input, void* output);

#ifdef __cplusplus
}  /* extern "C" */
#endif
