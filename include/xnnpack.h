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

#ifdef __cplusplus
}  /* extern "C" */
#endif
