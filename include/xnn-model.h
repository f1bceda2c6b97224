/* xnn: loading model files.
 *
 * Reads ExecuTorch programs (.pte, identifier ET12) whose method is a chain of XNNPACK-delegate calls, with their
 * external data file (.ptd) when they keep constants outside, and bare XNNPACK-delegate blobs (identifiers XN00 /
 * XN01, with or without the XH00 header). Every file is verified while it is decoded: a malformed or unsupported
 * file is refused with a status and one logged sentence naming the field, never a crash. See docs/models.md.
 *
 * A loaded model describes its inputs and outputs; a runner made from it runs it (fp32 models; quantized models are
 * refused as "not supported yet"). */
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

/* Reads the whole regular file at `path` and decodes it as xnn_model_load_buffer does. Anything else (a FIFO, a
 * directory, a device) is refused without blocking, and so is a file that changes size while being read, with
 * xnn_status_invalid_parameter and one logged sentence. */
enum xnn_status xnn_model_load_file(const char* path, const char* method, xnn_model_t* model_out);

/* As xnn_model_load_buffer, with the bytes of an ExecuTorch external data file (.ptd, FlatTensor, identifier FT01;
 * copied too) whose named data the program's external tensors (by fully qualified name) and its XNNPACK-delegate
 * constants (by named key) are taken from. The file is verified first (header, bounds, alignment, overlapping
 * segments, duplicate keys); a malformed one is refused with xnn_status_invalid_parameter and one logged sentence,
 * and so is a key the model needs that the file lacks (the sentence names the key). */
enum xnn_status xnn_model_load_buffer_with_data(const void* data, size_t size, const void* external_data,
                                                size_t external_size, const char* method, xnn_model_t* model_out);

/* As xnn_model_load_file, with the external data file at `data_path` (read the same way; NULL: none). */
enum xnn_status xnn_model_load_file_with_data(const char* path, const char* data_path, const char* method,
                                              xnn_model_t* model_out);

/* Every function below refuses a NULL model or runner handle, a bad index or a NULL pointer argument with
 * xnn_status_invalid_parameter (0 or NULL for the functions returning a count or a runtime) and one logged sentence
 * naming the function, the argument, its value and the rule. */

/* Number of inputs / outputs of the loaded method (or blob), in call order. */
size_t xnn_model_num_inputs(xnn_model_t model);
size_t xnn_model_num_outputs(xnn_model_t model);

/* Describes input / output `index` (< the count above); xnn_status_invalid_parameter for a bad index. */
enum xnn_status xnn_model_input_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out);
enum xnn_status xnn_model_output_info(xnn_model_t model, size_t index, struct xnn_model_tensor_info* info_out);

/* Releases the model; NULL is accepted. */
enum xnn_status xnn_model_delete(xnn_model_t model);

/* ------------------------------------------------------------------------------------------------------------------
 * Running. A runner builds one subgraph runtime per XNNPACK delegate call of the model (a bare blob is one call) and
 * runs a program's method as ExecuTorch does: its instructions in order (delegate calls, portable operators, moves,
 * jumps, frees), each call's outputs passed on to the calls that use them. Intermediate values and the model's
 * outputs live in memory the runner owns (the program's planned buffers among it); inputs are read from the
 * caller's pointers, or copied into planned memory when the program plans them.
 *
 *   xnn_model_create_runner(model, threadpool, 0, &runner);
 *   xnn_model_reshape_input(runner, 0, num_dims, dims);      // optional, the declared rank; starts as declared
 *   xnn_model_set_input(runner, 0, input0);                  // every input, before each run that changes them
 *   xnn_model_run(runner);
 *   xnn_model_get_output(runner, 0, &info, &output0);        // valid until the next run or the runner's deletion
 *   xnn_model_delete_runner(runner);
 * ---------------------------------------------------------------------------------------------------------------- */

typedef struct xnn_model_runner* xnn_model_runner_t;

/* Creates a runner for `model`, which must outlive it. `threadpool` may be NULL (single-threaded). `flags` may be
 * XNN_FLAG_BASIC_PROFILING (see xnn_model_runner_runtime). A model the library cannot run yet (a quantized
 * datatype, a node type without an operator) is refused with xnn_status_unsupported_parameter and one logged
 * sentence naming the node, its type and datatype. */
enum xnn_status xnn_model_create_runner(xnn_model_t model, pthreadpool_t threadpool, uint32_t flags,
                                        xnn_model_runner_t* runner_out);
/* The same, its runtimes packing their weights through `weights_cache` (may be NULL; include/xnnpack.h, "Weights
 * cache"), which must outlive the runner: runners of one model on one cache share one packed copy of its weights. */
enum xnn_status xnn_model_create_runner_v2(xnn_model_t model, xnn_weights_cache_t weights_cache,
                                           pthreadpool_t threadpool, uint32_t flags, xnn_model_runner_t* runner_out);

/* New dimensions for input `index`; they take effect at the next run. The rank stays the one the model declares,
 * whatever the input's dynamism (a rank change is refused with xnn_status_invalid_parameter), as in ExecuTorch. */
enum xnn_status xnn_model_reshape_input(xnn_model_runner_t runner, size_t index, size_t num_dims,
                                        const size_t* dims);

/* The data of input `index`: a dense tensor of its current shape and dtype, read during each run (copied only into
 * a program's planned memory). */
enum xnn_status xnn_model_set_input(xnn_model_runner_t runner, size_t index, const void* data);

/* Runs the model once. Every input must have been set (else xnn_status_invalid_state). */
enum xnn_status xnn_model_run(xnn_model_runner_t runner);

/* The shape and data of output `index` after the last run; xnn_status_invalid_state when the last run failed or
 * there was none. */
enum xnn_status xnn_model_get_output(xnn_model_runner_t runner, size_t index, struct xnn_model_tensor_info* info_out,
                                     const void** data_out);

/* The runner's subgraph runtimes, one per delegate call in call order; with XNN_FLAG_BASIC_PROFILING pass them to
 * xnn_get_runtime_profiling_info. NULL for a bad index. */
size_t xnn_model_runner_num_runtimes(xnn_model_runner_t runner);
xnn_runtime_t xnn_model_runner_runtime(xnn_model_runner_t runner, size_t index);

/* Releases the runner; NULL is accepted. */
enum xnn_status xnn_model_delete_runner(xnn_model_runner_t runner);

#ifdef __cplusplus
}  /* extern "C" */
#endif
