// Global average pooling, f32, NWC: for each of batch_size items, output[c] = clamp(mean over width of input[w][c]).
// One gavgpool kernel call per (batch item, channel block): the unipass kernel when width fits its primary tile, the
// multipass kernel otherwise, with its running sums in the workspace (one float per batch item and channel, so
// concurrent blocks never share scratch). Every channel is reduced in the same order whatever the thread count.
#include <algorithm>

#include <xnnpack.h>

#include "configs/f32-pooling-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// Channels per parallel block: a multiple of every kernel's channel tile, large enough to amortize the call.
constexpr size_t kChannelBlock = 256;

struct gavgpool_context {
  const xnn_f32_pooling_config* kernels;
  bool multipass;
  size_t width, channels;
  size_t input_stride, output_stride;  // bytes between pixels (input) and batch items (output)
  size_t input_batch_stride;           // bytes between batch items of the input
  const char* input;
  char* output;
  float* buffer;       // multipass: [batch][channels] running sums
  const float* zero;   // a row of zeros of at least `channels`
  xnn_f32_scaleminmax_params params;
};

// i unused; [b, b + b_size) batch items, [c, c + c_size) channels.
void gavgpool_task(void* context, size_t, size_t b, size_t c, size_t b_size, size_t c_size) {
  const gavgpool_context* g = static_cast<const gavgpool_context*>(context);
  for (size_t item = b; item < b + b_size; item++) {
    const float* input = reinterpret_cast<const float*>(g->input + item * g->input_batch_stride) + c;
    float* output = reinterpret_cast<float*>(g->output + item * g->output_stride) + c;
    if (g->multipass) {
      float* buffer = g->buffer + item * g->channels + c;
      g->kernels->gavgpool.multipass->fn(g->width, c_size, input, g->input_stride, g->zero, buffer, output,
                                         &g->params);
    } else {
      g->kernels->gavgpool.unipass->fn(g->width, c_size, input, g->input_stride, g->zero, output, &g->params);
    }
  }
}

struct global_average_pooling_operator : xnn_operator {
  static constexpr const char* kName = "global average pooling";
  global_average_pooling_operator() : xnn_operator(kName) {}
  gavgpool_context context{};
  xnn_owned_array<float> zero;
  float output_min = 0, output_max = 0;
};

}  // namespace

extern "C" xnn_status xnn_create_global_average_pooling_nwc_f32(float output_min, float output_max, uint32_t flags,
                                                                xnn_operator_t* op_out) {
  const char* name = global_average_pooling_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "global_average_pooling_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_output_range(name, output_min, output_max)) ||
      (status = xnn_check_flags(name, flags, kXnnHintFlags))) {
    return status;
  }
  const xnn_f32_pooling_config* kernels = xnn_init_f32_pooling_config();
  if (kernels == nullptr) return xnn_status_uninitialized;
  global_average_pooling_operator* op = xnn_new_operator<global_average_pooling_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.kernels = kernels;
  op->output_min = output_min;
  op->output_max = output_max;
  *op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_global_average_pooling_nwc_f32(xnn_operator_t op_base, size_t batch_size,
                                                                 size_t width, size_t channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 size_t* workspace_alignment,
                                                                 pthreadpool_t threadpool) {
  global_average_pooling_operator* op =
      xnn_operator_as<global_average_pooling_operator>(op_base, "reshape global average pooling");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  xnn_status status;
  if ((status = xnn_check_positive(op->name, "width", width)) ||
      (status = xnn_check_positive(op->name, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "input_stride", input_stride, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "output_stride", output_stride, "channels", channels))) {
    return status;
  }
  size_t input_bytes, output_bytes, buffer_bytes;
  if (!xnn_checked_product(op->name, {batch_size, width, input_stride, sizeof(float)}, &input_bytes) ||
      !xnn_checked_product(op->name, {batch_size, output_stride, sizeof(float)}, &output_bytes) ||
      !xnn_checked_product(op->name, {batch_size, channels, sizeof(float)}, &buffer_bytes)) {
    return xnn_status_invalid_parameter;
  }
  gavgpool_context& g = op->context;
  if (op->zero.size() < channels) {
    if (!op->zero.allocate(channels)) {
      xnn_log_error("%s: out of memory for a zero row of %zu channels", op->name, channels);
      return xnn_status_out_of_memory;
    }
    std::fill(op->zero.data(), op->zero.data() + channels, 0.0f);
  }
  g.multipass = width > g.kernels->gavgpool.unipass->primary_tile;
  g.width = width;
  g.channels = channels;
  g.input_stride = input_stride * sizeof(float);
  g.input_batch_stride = width * input_stride * sizeof(float);
  g.output_stride = output_stride * sizeof(float);
  g.zero = op->zero.data();
  g.params = {1.0f / float(width), op->output_min, op->output_max};
  const size_t workspace = g.multipass && batch_size != 0 ? buffer_bytes + XNN_EXTRA_BYTES : 0;
  if (workspace_size != nullptr) *workspace_size = workspace;
  if (workspace_alignment != nullptr) *workspace_alignment = 64;
  op->job_count = batch_size == 0 ? 0 : 1;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.context = &op->context;
  job.task = gavgpool_task;
  job.range[1] = batch_size;
  job.range[2] = channels;
  // Small images with many batch items: several items per task, so a task reduces at least ~2K elements.
  const size_t block_elements = std::min(channels, kChannelBlock) * width;
  job.tile[0] = std::max<size_t>(1, std::min(batch_size, 2048 / block_elements));
  job.tile[1] = kChannelBlock;
  (void)threadpool;  // the split does not depend on the thread count, so neither do the results
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_global_average_pooling_nwc_f32(xnn_operator_t op_base, void* workspace,
                                                               const float* input, float* output) {
  global_average_pooling_operator* op =
      xnn_operator_as<global_average_pooling_operator>(op_base, "setup global average pooling");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_setup(op, input, output);
  if (status != xnn_status_success) return status;
  if (op->job_count != 0 && op->context.multipass &&
      (status = xnn_check_not_null(op->name, "workspace", workspace))) {
    return status;
  }
  op->context.input = reinterpret_cast<const char*>(input);
  op->context.output = reinterpret_cast<char*>(output);
  op->context.buffer = static_cast<float*>(workspace);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
