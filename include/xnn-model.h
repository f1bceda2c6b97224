/* xnn: loading model files.
 *
 * Reads ExecuTorch programs (.pte, identifier ET12) whose method is a chain of XNNPACK-delegate calls, and bare
 * XNNPACK-delegate blobs (identifiers XN00 / XN01, with or without the XH00 header). Every file is verified while it
 * is decoded: a malformed or unsupported file is refused with a status and one logged sentence naming the field,
 * never a crash. See docs/models.md.
 *
 * Today a loaded model describes its inputs and outputs; running it needs the subgraph runtime (later). */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <xnnpack.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A decoded model; owns a copy of the file's bytes. */
typedef struct xnn_model* xnn_model_t;

/* Shape and element type of one model input or output. */
struct xnn_model_tensor_info {
  enum xnn_datatype datatype;
  size_t num_dims;
  size_t dims[XNN_MAX_TENSOR_DIMS];
};

/* Decodes `size` bytes at `data` (copied; the caller may free them afterwards). For a .pte program `method` names
 * the method to load (NULL means "forward"); it is ignored for bare delegate blobs. On failure returns
 * xnn_status_invalid_parameter (malformed file) or xnn_status_unsupported_parameter (valid but not supported,
 * e.g. a method calling a portable kernel), logs one sentence, and sets *model_out to NULL. */
enum xnn_status xnn_model_load_buffer(const void* data, size_t size, const char* method, xnn_model_t* model_out);

/* Reads the whole file at `path` and decodes it as xnn_model_load_buffer does. */
enum xnn_status xnn_model_load_file(const char* path, const char* method, xnn_model_t* model_out);

/* Number of inputs / outputs of the loaded method (or blob), in call order. */
size_t xnn_model_num_inputs(xnn_model_t model);
size_t xnn_model_num_outputs(xnn_model_t model);

/* Describes input / output `index` (< the count above); xnn_status_invalid_parameter for a bad index. */
enum xnn_status xnn_model_input_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out);
enum xnn_status xnn_model_output_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out);

/* Releases the model; NULL is accepted. */
enum xnn_status xnn_model_delete(xnn_model_t model);

#ifdef __cplusplus
}  /* extern "C" */
#endif
