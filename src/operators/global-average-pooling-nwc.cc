// Global average pooling, NWC: for each of batch_size items, output[c] = the mean over width of input[w][c]: f32
// (clamped), qs8 and qu8 (the int32 sum requantized: docs/kernels.md, "Quantized kernels"). Each datatype is an operator
// kind of its own, with the reshape and setup code shared. One gavgpool kernel call per (batch item, channel block):
// the unipass kernel when width fits its primary tile, the multipass kernel otherwise, with its running sums in the
// workspace (per batch item and channel, so concurrent blocks never share scratch). Every channel is reduced in the
// same order whatever the thread count.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include <xnnpack.h>

#include "configs/f32-pooling-config.h"
#include "configs/qs8-pooling-config.h"
#include "log.h"
#include "operators/global-average-pooling.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

// Channels per parallel block: a multiple of every kernel's channel tile, large enough to amortize the call.
constexpr size_t kChannelBlock = 256;

struct gavgpool_f32 {
  using T = float;
  using Acc = float;  // the multipass running sums
  using Config = xnn_f32_pooling_config;
  using Params = xnn_f32_scaleminmax_params;
  static constexpr size_t kAccAlign = 1;
  static const auto& kernels(const Config* c) { return c->gavgpool; }
};

struct gavgpool_qs8 {
  using T = int8_t;
  using Acc = int32_t;
  using Config = xnn_qs8_pooling_config;
  using Params = xnn_qs8_gavgpool_params;
  static constexpr size_t kAccAlign = 16;  // the kernels keep the sums of a partial group of 16 channels whole
  static const auto& kernels(const Config* c) { return c->gavgpool; }
};

struct gavgpool_qu8 : gavgpool_qs8 {
  using T = uint8_t;
  static const auto& kernels(const Config* c) { return c->u8_gavgpool; }
};

template <class D>
struct gavgpool_context {
  const typename D::Config* kernels;
  bool multipass;
  size_t width, channels;
  size_t input_stride, output_stride;  // bytes between pixels (input) and batch items (output)
  size_t input_batch_stride;           // bytes between batch items of the input
  size_t buffer_stride;                // running sums per batch item
  const char* input;
  char* output;
  typename D::Acc* buffer;    // multipass: [batch][buffer_stride] running sums
  const typename D::T* zero;  // a row of zeros of at least `channels`
  typename D::Params params;
};

// i unused; [b, b + b_size) batch items, [c, c + c_size) channels.
template <class D>
void gavgpool_task(void* context, size_t, size_t b, size_t c, size_t b_size, size_t c_size) {
  using T = typename D::T;
  const gavgpool_context<D>* g = static_cast<const gavgpool_context<D>*>(context);
  for (size_t item = b; item < b + b_size; item++) {
    const T* input = reinterpret_cast<const T*>(g->input + item * g->input_batch_stride) + c;
    T* output = reinterpret_cast<T*>(g->output + item * g->output_stride) + c;
    if (g->multipass) {
      typename D::Acc* buffer = g->buffer + item * g->buffer_stride + c;
      D::kernels(g->kernels).multipass->fn(g->width, c_size, input, g->input_stride, g->zero, buffer, output,
                                         &g->params);
    } else {
      D::kernels(g->kernels).unipass->fn(g->width, c_size, input, g->input_stride, g->zero, output, &g->params);
    }
  }
}

template <class D>
struct gavgpool_operator : xnn_operator {
  using context_type = D;
  using xnn_operator::xnn_operator;
  gavgpool_context<D> context{};
  xnn_owned_array<typename D::T> zero;
};

struct global_average_pooling_f32 : gavgpool_operator<gavgpool_f32> {
  static constexpr const char* kName = "global average pooling";
  global_average_pooling_f32() : gavgpool_operator(kName) {}
  float output_min = 0, output_max = 0;
};

template <class D>
struct global_average_pooling_q8 : gavgpool_operator<D> {
  using gavgpool_operator<D>::gavgpool_operator;
  int32_t input_zero_point = 0, output_zero_point = 0, output_min = 0, output_max = 0;
  float input_to_output_scale = 0;  // input_scale / output_scale
};

struct global_average_pooling_qs8 : global_average_pooling_q8<gavgpool_qs8> {
  static constexpr const char* kName = "global average pooling (qs8)";
  global_average_pooling_qs8() : global_average_pooling_q8(kName) {}
};

struct global_average_pooling_qu8 : global_average_pooling_q8<gavgpool_qu8> {
  static constexpr const char* kName = "global average pooling (qu8)";
  global_average_pooling_qu8() : global_average_pooling_q8(kName) {}
};

// The mean's parameters for `width` rows; false (logged) if the datatype cannot average that many.
bool mean_params(global_average_pooling_f32* op, size_t width) {
  op->context.params = {1.0f / float(width), op->output_min, op->output_max};
  return true;
}

// The int32 sums hold 256 * width; the scale input_scale / output_scale / width must stay a normal float.
template <class D>
bool mean_params(global_average_pooling_q8<D>* op, size_t width) {
  constexpr size_t kMaxWidth = size_t(1) << 23;
  if (width > kMaxWidth) {
    xnn_log_error("%s: width is %zu; expected <= %zu (the int32 sums)", op->name, width, kMaxWidth);
    return false;
  }
  const float scale = op->input_to_output_scale / float(width);
  if (!std::isnormal(scale)) {
    xnn_log_error("%s: input_scale / output_scale / width is %g for width %zu; expected a normal number", op->name,
                  double(scale), width);
    return false;
  }
  op->context.params = {-int32_t(width) * op->input_zero_point, scale,
                        {op->output_zero_point, op->output_min, op->output_max}};
  return true;
}

template <class Op, class D>
xnn_status create_common(const char* name, uint32_t flags, xnn_operator_t* op_out, Op** created) {
  xnn_status status;
  if ((status = xnn_check_flags(name, flags, kXnnHintFlags))) return status;
  const typename D::Config* kernels;
  if constexpr (std::is_same_v<D, gavgpool_f32>) {
    kernels = xnn_init_f32_pooling_config();
  } else {
    kernels = xnn_init_qs8_pooling_config();
  }
  if (kernels == nullptr) return xnn_status_uninitialized;
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.kernels = kernels;
  *op_out = op;
  *created = op;
  return xnn_status_success;
}

template <class Op>
xnn_status reshape(xnn_operator_t op_base, const char* function, size_t batch_size, size_t width, size_t channels,
                   size_t input_stride, size_t output_stride, size_t* workspace_size, size_t* workspace_alignment) {
  using T = typename Op::context_type::T;
  using Acc = typename Op::context_type::Acc;
  Op* op = xnn_operator_as<Op>(op_base, function);
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
  constexpr size_t kAlign = Op::context_type::kAccAlign;
  const size_t buffer_stride = (channels + kAlign - 1) / kAlign * kAlign;
  size_t input_bytes, output_bytes, buffer_bytes;
  if (!xnn_checked_product(op->name, {batch_size, width, input_stride, sizeof(T)}, &input_bytes) ||
      !xnn_checked_product(op->name, {batch_size, output_stride, sizeof(T)}, &output_bytes) ||
      !xnn_checked_product(op->name, {batch_size, buffer_stride, sizeof(Acc)}, &buffer_bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (!mean_params(op, width)) return xnn_status_invalid_parameter;
  auto& g = op->context;
  if (op->zero.size() < channels) {
    if (!op->zero.allocate(channels)) {
      xnn_log_error("%s: out of memory for a zero row of %zu channels", op->name, channels);
      return xnn_status_out_of_memory;
    }
    std::fill(op->zero.data(), op->zero.data() + channels, T(0));
  }
  g.multipass = width > Op::context_type::kernels(g.kernels).unipass->primary_tile;
  g.width = width;
  g.channels = channels;
  g.input_stride = input_stride * sizeof(T);
  g.input_batch_stride = width * input_stride * sizeof(T);
  g.output_stride = output_stride * sizeof(T);
  g.buffer_stride = buffer_stride;
  g.zero = op->zero.data();
  const size_t workspace = g.multipass && batch_size != 0 ? buffer_bytes + XNN_EXTRA_BYTES : 0;
  if (workspace_size != nullptr) *workspace_size = workspace;
  if (workspace_alignment != nullptr) *workspace_alignment = 64;
  op->job_count = batch_size == 0 ? 0 : 1;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.context = &op->context;
  job.task = gavgpool_task<typename Op::context_type>;
  job.range[1] = batch_size;
  job.range[2] = channels;
  // Small images with many batch items: several items per task, so a task reduces at least ~2K elements.
  const size_t block_elements = std::min(channels, kChannelBlock) * width;
  job.tile[0] = std::max<size_t>(1, std::min(batch_size, 2048 / block_elements));
  job.tile[1] = kChannelBlock;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class Op>
xnn_status setup(xnn_operator_t op_base, const char* function, void* workspace, const void* input, void* output) {
  using Acc = typename Op::context_type::Acc;
  Op* op = xnn_operator_as<Op>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_setup(op, input, output);
  if (status != xnn_status_success) return status;
  if (op->job_count != 0 && op->context.multipass &&
      (status = xnn_check_not_null(op->name, "workspace", workspace))) {
    return status;
  }
  op->context.input = static_cast<const char*>(input);
  op->context.output = static_cast<char*>(output);
  op->context.buffer = static_cast<Acc*>(workspace);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

template <class Op>
xnn_status create_q8(int32_t input_zero_point, float input_scale, int32_t output_zero_point, float output_scale,
                     int32_t output_min, int32_t output_max, uint32_t flags, xnn_operator_t* op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "global_average_pooling_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale)) ||
      (status = xnn_check_quantized_output_range(name, output_min, output_max))) {
    return status;
  }
  const float ratio = input_scale / output_scale;
  if (!(ratio < 256.0f) || !std::isnormal(ratio)) {
    xnn_log_error("%s: input_scale / output_scale is %g; expected a normal number below 256", name, double(ratio));
    return xnn_status_unsupported_parameter;
  }
  Op* op;
  if ((status = create_common<Op, typename Op::context_type>(name, flags, op_out, &op))) return status;
  op->input_zero_point = input_zero_point;
  op->output_zero_point = output_zero_point;
  op->output_min = output_min;
  op->output_max = output_max;
  op->input_to_output_scale = ratio;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_global_average_pooling_nwc_f32(float output_min, float output_max, uint32_t flags,
                                                                xnn_operator_t* op_out) {
  const char* name = global_average_pooling_f32::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "global_average_pooling_op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_output_range(name, output_min, output_max))) return status;
  global_average_pooling_f32* op;
  if ((status = create_common<global_average_pooling_f32, gavgpool_f32>(name, flags, op_out, &op))) return status;
  op->output_min = output_min;
  op->output_max = output_max;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_global_average_pooling_nwc_f32(xnn_operator_t op, size_t batch_size, size_t width,
                                                                 size_t channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 size_t* workspace_alignment, pthreadpool_t) {
  // The split does not depend on the thread count, so neither do the results.
  return reshape<global_average_pooling_f32>(op, "reshape global average pooling", batch_size, width, channels,
                                             input_stride, output_stride, workspace_size, workspace_alignment);
}

xnn_status xnn_reshape_global_average_pooling_nwc_f32_of_sums(xnn_operator_t op, size_t batch_size, size_t slots,
                                                              size_t pixels, size_t channels,
                                                              size_t* workspace_size) {
  const xnn_status status = reshape<global_average_pooling_f32>(op, "reshape global average pooling of sums",
                                                                batch_size, slots, channels, channels, channels,
                                                                workspace_size, nullptr);
  if (status != xnn_status_success) return status;
  if (pixels == 0) {
    xnn_log_error("%s: the sums cover 0 pixels", op->name);
    op->state = xnn_operator_state::created;
    return xnn_status_invalid_parameter;
  }
  static_cast<global_average_pooling_f32*>(op)->context.params.scale = 1.0f / float(pixels);
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_global_average_pooling_nwc_f32(xnn_operator_t op, void* workspace, const float* input,
                                                               float* output) {
  return setup<global_average_pooling_f32>(op, "setup global average pooling", workspace, input, output);
}

extern "C" xnn_status xnn_create_global_average_pooling_nwc_qs8(int8_t input_zero_point, float input_scale,
                                                                int8_t output_zero_point, float output_scale,
                                                                int8_t output_min, int8_t output_max, uint32_t flags,
                                                                xnn_operator_t* op_out) {
  return create_q8<global_average_pooling_qs8>(input_zero_point, input_scale, output_zero_point, output_scale,
                                               output_min, output_max, flags, op_out);
}

extern "C" xnn_status xnn_reshape_global_average_pooling_nwc_qs8(xnn_operator_t op, size_t batch_size, size_t width,
                                                                 size_t channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 size_t* workspace_alignment, pthreadpool_t) {
  return reshape<global_average_pooling_qs8>(op, "xnn_reshape_global_average_pooling_nwc_qs8", batch_size, width,
                                             channels, input_stride, output_stride, workspace_size,
                                             workspace_alignment);
}

extern "C" xnn_status xnn_setup_global_average_pooling_nwc_qs8(xnn_operator_t op, void* workspace,
                                                               const int8_t* input, int8_t* output) {
  return setup<global_average_pooling_qs8>(op, "xnn_setup_global_average_pooling_nwc_qs8", workspace, input, output);
}

extern "C" xnn_status xnn_create_global_average_pooling_nwc_qu8(uint8_t input_zero_point, float input_scale,
                                                                uint8_t output_zero_point, float output_scale,
                                                                uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                                xnn_operator_t* op_out) {
  return create_q8<global_average_pooling_qu8>(input_zero_point, input_scale, output_zero_point, output_scale,
                                               output_min, output_max, flags, op_out);
}

extern "C" xnn_status xnn_reshape_global_average_pooling_nwc_qu8(xnn_operator_t op, size_t batch_size, size_t width,
                                                                 size_t channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 size_t* workspace_alignment, pthreadpool_t) {
  return reshape<global_average_pooling_qu8>(op, "xnn_reshape_global_average_pooling_nwc_qu8", batch_size, width,
                                             channels, input_stride, output_stride, workspace_size,
                                             workspace_alignment);
}

extern "C" xnn_status xnn_setup_global_average_pooling_nwc_qu8(xnn_operator_t op, void* workspace,
                                                               const uint8_t* input, uint8_t* output) {
  return setup<global_average_pooling_qu8>(op, "xnn_setup_global_average_pooling_nwc_qu8", workspace, input, output);
}
