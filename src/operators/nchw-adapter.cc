#include "operators/nchw-adapter.h"

#include <cstring>

#include "allocator.h"
#include "log.h"

namespace {

// Elements per side of a tile: 32 x 32 four-byte elements (4 KiB) read and written while in L1.
constexpr size_t kTile = 32;

template <class Element>
void copy_tile(const xnn_layout_copy* c, size_t batch, size_t row0, size_t column0, size_t rows, size_t columns) {
  const char* input = c->input + batch * c->input_strides[0];
  char* output = c->output + batch * c->output_strides[0];
  for (size_t row = row0; row < row0 + rows; row++) {
    const char* in = input + row * c->input_strides[1] + column0 * c->input_strides[2];
    char* out = output + row * c->output_strides[1] + column0 * c->output_strides[2];
    for (size_t column = 0; column < columns; column++) {
      Element value;
      std::memcpy(&value, in, sizeof(value));
      std::memcpy(out, &value, sizeof(value));
      in += c->input_strides[2];
      out += c->output_strides[2];
    }
  }
}

void copy_task(void* context, size_t batch, size_t row, size_t column, size_t rows, size_t columns) {
  const xnn_layout_copy* c = static_cast<const xnn_layout_copy*>(context);
  if (c->element_bytes == 2) {
    copy_tile<uint16_t>(c, batch, row, column, rows, columns);
  } else {
    copy_tile<uint32_t>(c, batch, row, column, rows, columns);
  }
}

}  // namespace

xnn_parallel_job xnn_layout_copy::job() {
  xnn_parallel_job job;
  job.task = copy_task;
  job.context = this;
  job.range[0] = shape[0], job.range[1] = shape[1], job.range[2] = shape[2];
  job.tile[0] = kTile, job.tile[1] = kTile;
  return job;
}

xnn_scratch_buffer::~xnn_scratch_buffer() { xnn_release_simd_memory(data_); }

bool xnn_scratch_buffer::reserve(size_t bytes) {
  if (bytes <= capacity_ && data_ != nullptr) return true;
  xnn_release_simd_memory(data_);
  capacity_ = 0;
  data_ = static_cast<char*>(xnn_allocate_simd_memory(bytes == 0 ? 1 : bytes));
  if (data_ == nullptr) return false;
  capacity_ = bytes;
  return true;
}

xnn_nchw_adapter::~xnn_nchw_adapter() { xnn_release_operator(nhwc); }

xnn_status xnn_nchw_adapter::reshape(xnn_operator* op, size_t batch, size_t element_bytes, size_t input_channels,
                                     size_t input_pixels, const size_t input_strides[3], size_t output_channels,
                                     size_t output_pixels, const size_t output_strides[3], size_t workspace_bytes) {
  // The NHWC operator already checked that these products fit in size_t (its dense tensors are no larger).
  const size_t input_bytes = batch * input_pixels * input_channels * element_bytes;
  const size_t output_bytes = batch * output_pixels * output_channels * element_bytes;
  if ((!input_is_nhwc && !nhwc_input.reserve(input_bytes)) || !nhwc_output.reserve(output_bytes) ||
      !workspace.reserve(workspace_bytes) || !jobs.allocate(nhwc->job_count + 2)) {
    xnn_log_error("%s: out of memory for the NHWC copies of a batch of %zu (%zu + %zu bytes)", op->name, batch,
                  input_bytes, output_bytes);
    return xnn_status_out_of_memory;
  }
  to_nhwc.element_bytes = to_nchw.element_bytes = element_bytes;
  // [batch][channel][pixel] -> [batch][pixel][channel], dense.
  to_nhwc.shape[0] = batch, to_nhwc.shape[1] = input_channels, to_nhwc.shape[2] = input_pixels;
  std::memcpy(to_nhwc.input_strides, input_strides, sizeof(to_nhwc.input_strides));
  to_nhwc.output_strides[0] = input_pixels * input_channels * element_bytes;
  to_nhwc.output_strides[1] = element_bytes;
  to_nhwc.output_strides[2] = input_channels * element_bytes;
  to_nhwc.output = nhwc_input.data();
  to_nchw.shape[0] = batch, to_nchw.shape[1] = output_channels, to_nchw.shape[2] = output_pixels;
  to_nchw.input_strides[0] = output_pixels * output_channels * element_bytes;
  to_nchw.input_strides[1] = element_bytes;
  to_nchw.input_strides[2] = output_channels * element_bytes;
  std::memcpy(to_nchw.output_strides, output_strides, sizeof(to_nchw.output_strides));
  to_nchw.input = nhwc_output.data();
  op->jobs = jobs.data();
  op->job_count = nhwc->job_count == 0 ? 0 : nhwc->job_count + (input_is_nhwc ? 1 : 2);
  return xnn_status_success;
}

void xnn_nchw_adapter::setup(xnn_operator* op, const void* input, void* output) {
  to_nhwc.input = static_cast<const char*>(input);
  to_nchw.output = static_cast<char*>(output);
  if (op->job_count == 0) return;
  size_t count = 0;
  if (!input_is_nhwc) jobs[count++] = to_nhwc.job();
  for (size_t i = 0; i < nhwc->job_count; i++) jobs[count++] = nhwc->jobs[i];
  jobs[count] = to_nchw.job();
}
