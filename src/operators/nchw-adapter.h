// What the NCHW operators (convolution2d_nchw, resize_bilinear2d_nchw) share: each owns the NHWC operator of the same
// computation and runs it between two layout transposes into buffers of its own: NCHW input -> NHWC buffer ->
// NHWC operator -> NHWC buffer -> NCHW output. Its jobs are the input transpose (skipped for an input already in
// NHWC), the NHWC operator's jobs and the output transpose.
#pragma once

#include <cstddef>

#include "operators/operator.h"

// Copies a [batch][rows][columns] array of elements between two strided layouts (all strides in bytes); one job
// over (batch, rows, columns) in square tiles.
struct xnn_layout_copy {
  const char* input = nullptr;
  char* output = nullptr;
  size_t element_bytes = 0;
  size_t input_strides[3] = {0, 0, 0};   // batch, row, column
  size_t output_strides[3] = {0, 0, 0};  // batch, row, column
  size_t shape[3] = {0, 0, 0};
  xnn_parallel_job job();
};

// A buffer of at least `bytes` (grown, never shrunk), aligned for kernels and padded with XNN_EXTRA_BYTES.
class xnn_scratch_buffer {
 public:
  xnn_scratch_buffer() = default;
  ~xnn_scratch_buffer();
  xnn_scratch_buffer(const xnn_scratch_buffer&) = delete;
  xnn_scratch_buffer& operator=(const xnn_scratch_buffer&) = delete;
  // False when out of memory (the old contents are gone either way).
  bool reserve(size_t bytes);
  char* data() { return data_; }

 private:
  char* data_ = nullptr;
  size_t capacity_ = 0;
};

struct xnn_nchw_adapter {
  ~xnn_nchw_adapter();
  xnn_operator* nhwc = nullptr;  // the NHWC operator, owned
  bool input_is_nhwc = false;    // XNN_FLAG_INPUT_NHWC: the caller's input goes to the NHWC operator as it is
  xnn_layout_copy to_nhwc, to_nchw;
  xnn_scratch_buffer nhwc_input, nhwc_output, workspace;
  xnn_owned_array<xnn_parallel_job> jobs;

  // Reshape's part after the NHWC operator's reshape succeeded: `input` and `output` describe the caller's tensors as
  // [batch][channels][pixels] (strides in bytes); the NHWC buffers are [batch][pixels][channels], dense. Allocates the
  // buffers (and `workspace_bytes` for the NHWC operator) and the job list of `op` (filled at setup). Logs and
  // returns the failure.
  xnn_status reshape(xnn_operator* op, size_t batch, size_t element_bytes, size_t input_channels,
                     size_t input_pixels, const size_t input_strides[3], size_t output_channels, size_t output_pixels,
                     const size_t output_strides[3], size_t workspace_bytes);
  // Setup's part after the NHWC operator's setup (with nhwc_input or the caller's input, nhwc_output and workspace):
  // binds the caller's tensors and fills the job list of `op`.
  void setup(xnn_operator* op, const void* input, void* output);
};
