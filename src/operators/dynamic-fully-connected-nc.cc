// Dynamic fully connected, f32 and f16 (one body over operators/float-gemm-type.h): the fully connected layer of
// fully-connected-nc.cc with its kernel ([output_channels][input_channels], or [input][output] with
// XNN_FLAG_TRANSPOSE_WEIGHTS) and bias (may be NULL) given at setup. Reshape sizes the workspace that holds the
// packed weights; run packs them (one task per block of nr output channels) and then runs the GEMM.
// create -> reshape -> setup -> run.
#include <xnnpack.h>

#include "log.h"
#include "operators/float-gemm-type.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

struct dynamic_fully_connected_state;

// Packing of the weights, one block of nr output channels per task.
struct pack_context {
  const dynamic_fully_connected_state* op = nullptr;
  const char* kernel = nullptr;
  const char* bias = nullptr;
  char* packed = nullptr;
};

struct dynamic_fully_connected_state : xnn_operator {
  dynamic_fully_connected_state(const char* name, const xnn_float_gemm_type& float_type)
      : xnn_operator(name), type(float_type) {}

  const xnn_float_gemm_type& type;
  bool transpose_weights = false;
  float output_min = 0.0f, output_max = 0.0f;
  xnn_float_gemm_tile tile;
  size_t input_channels = 0, output_channels = 0;
  size_t block_bytes = 0;  // packed bytes per block of nr output channels
  pack_context packing;
  xnn_gemm_context gemm;
};

struct dynamic_fully_connected_f32 : dynamic_fully_connected_state {
  static constexpr const char* kName = "dynamic fully connected";
  dynamic_fully_connected_f32() : dynamic_fully_connected_state(kName, xnn_f32_gemm_type) {}
};

struct dynamic_fully_connected_f16 : dynamic_fully_connected_state {
  static constexpr const char* kName = "dynamic fully connected (f16)";
  dynamic_fully_connected_f16() : dynamic_fully_connected_state(kName, xnn_f16_gemm_type(0)) {}
};

void pack_block(void* context, size_t block, size_t, size_t, size_t, size_t) {
  const pack_context& ctx = *static_cast<const pack_context*>(context);
  const dynamic_fully_connected_state& op = *ctx.op;
  const xnn_float_gemm_tile& t = op.tile;
  const size_t first = block * t.nr;
  const size_t width = op.output_channels - first < t.nr ? op.output_channels - first : t.nr;
  const size_t w = op.type.weight_bytes;
  const char* bias = ctx.bias != nullptr ? ctx.bias + first * w : nullptr;
  char* packed = ctx.packed + block * op.block_bytes;
  if (op.transpose_weights) {
    op.type.pack_gio(1, width, op.input_channels, t.nr, t.kr, t.sr, op.output_channels, ctx.kernel + first * w, bias,
                     packed);
  } else {
    op.type.pack_goki(1, width, 1, op.input_channels, t.nr, t.kr, t.sr, ctx.kernel + first * op.input_channels * w,
                      bias, packed);
  }
}

template <class Op>
xnn_status create(float output_min, float output_max, uint32_t flags, xnn_operator_t* op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) ||
      (status = xnn_check_not_null(name, "dynamic_fully_connected_op_out", op_out))) {
    return status;
  }
  *op_out = nullptr;
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags)) ||
      (status = xnn_check_float_output_range(name, op->type, /*rounded_rule=*/true, output_min, output_max))) {
    return xnn_finish_create(op, status, op_out);
  }
  op->transpose_weights = (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0;
  op->output_min = output_min, op->output_max = output_max;
  return xnn_finish_create(op, xnn_status_success, op_out);
}

template <class Op>
xnn_status reshape(xnn_operator_t dynamic_fully_connected_op, const char* function, size_t batch_size,
                   size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
                   size_t* workspace_size, pthreadpool_t threadpool) {
  Op* op = xnn_operator_as<Op>(dynamic_fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  const char* name = op->name;
  const size_t e = op->type.element_bytes;
  xnn_status status;
  size_t unused, packed_bytes;
  if ((status = xnn_check_initialized(name)) ||
      (status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_stride(name, "input_stride", input_stride, "input_channels", input_channels)) ||
      (status = xnn_check_stride(name, "output_stride", output_stride, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "workspace_size", workspace_size))) {
    return status;
  }
  if (!op->type.tile_for(name, output_channels, &op->tile)) return xnn_status_uninitialized;
  if (!xnn_checked_product(name, {batch_size, input_stride, e}, &unused) ||
      !xnn_checked_product(name, {batch_size, output_stride, e}, &unused) ||
      !xnn_checked_product(name, {input_channels, output_channels, op->type.weight_bytes}, &unused) ||
      !xnn_packed_weights_bytes(name, op->tile, e, output_channels, 1, input_channels, &packed_bytes) ||
      packed_bytes > SIZE_MAX - XNN_EXTRA_BYTES) {
    return xnn_status_invalid_parameter;
  }
  const size_t blocks = (output_channels + op->tile.nr - 1) / op->tile.nr;
  op->input_channels = input_channels, op->output_channels = output_channels;
  op->block_bytes = packed_bytes / blocks;
  *workspace_size = batch_size != 0 ? packed_bytes + XNN_EXTRA_BYTES : 0;
  op->job_count = 0;
  if (batch_size != 0) {
    xnn_parallel_job& pack = op->jobs[0];
    pack = xnn_parallel_job{};
    pack.task = pack_block;
    pack.context = &op->packing;
    pack.range[0] = blocks;
    xnn_gemm_context& ctx = op->gemm;
    ctx = xnn_gemm_context{};
    ctx.use_gemm(op->tile);
    op->type.set_bounds(op->output_min, op->output_max, &ctx.params);
    ctx.kc = input_channels * e;
    ctx.a_stride = input_stride * e;
    ctx.w_block_stride = op->block_bytes;
    ctx.cm_stride = output_stride * e;
    xnn_plan_gemm_job(&op->jobs[1], &ctx, false, batch_size, output_channels, op->block_bytes / op->tile.nr,
                      input_channels, xnn_threads_count(threadpool));
    op->job_count = 2;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class Op>
xnn_status setup(xnn_operator_t dynamic_fully_connected_op, const char* function, void* workspace,
                 const void* input, const void* kernel, const void* bias, void* output) {
  Op* op = xnn_operator_as<Op>(dynamic_fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_setup(op, input, output);
  if (status != xnn_status_success) return status;
  if (op->job_count != 0 && ((status = xnn_check_not_null(op->name, "workspace", workspace)) ||
                             (status = xnn_check_not_null(op->name, "kernel", kernel)))) {
    return status;
  }
  op->packing = pack_context{op, static_cast<const char*>(kernel), static_cast<const char*>(bias),
                             static_cast<char*>(workspace)};
  op->gemm.a = input;
  op->gemm.w = workspace;
  op->gemm.c = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_dynamic_fully_connected_nc_f32(float output_min, float output_max, uint32_t flags,
                                                                xnn_operator_t* dynamic_fully_connected_op_out) {
  return create<dynamic_fully_connected_f32>(output_min, output_max, flags, dynamic_fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_dynamic_fully_connected_nc_f32(xnn_operator_t dynamic_fully_connected_op,
                                                                 size_t batch_size, size_t input_channels,
                                                                 size_t output_channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 pthreadpool_t threadpool) {
  return reshape<dynamic_fully_connected_f32>(dynamic_fully_connected_op,
                                              "xnn_reshape_dynamic_fully_connected_nc_f32", batch_size,
                                              input_channels, output_channels, input_stride, output_stride,
                                              workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_dynamic_fully_connected_nc_f32(xnn_operator_t dynamic_fully_connected_op,
                                                               void* workspace, const float* input,
                                                               const float* kernel, const float* bias, float* output) {
  return setup<dynamic_fully_connected_f32>(dynamic_fully_connected_op, "xnn_setup_dynamic_fully_connected_nc_f32",
                                            workspace, input, kernel, bias, output);
}

extern "C" xnn_status xnn_create_dynamic_fully_connected_nc_f16(float output_min, float output_max, uint32_t flags,
                                                                xnn_operator_t* dynamic_fully_connected_op_out) {
  return create<dynamic_fully_connected_f16>(output_min, output_max, flags, dynamic_fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_dynamic_fully_connected_nc_f16(xnn_operator_t dynamic_fully_connected_op,
                                                                 size_t batch_size, size_t input_channels,
                                                                 size_t output_channels, size_t input_stride,
                                                                 size_t output_stride, size_t* workspace_size,
                                                                 pthreadpool_t threadpool) {
  return reshape<dynamic_fully_connected_f16>(dynamic_fully_connected_op,
                                              "xnn_reshape_dynamic_fully_connected_nc_f16", batch_size,
                                              input_channels, output_channels, input_stride, output_stride,
                                              workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_dynamic_fully_connected_nc_f16(xnn_operator_t dynamic_fully_connected_op,
                                                               void* workspace, const void* input, const void* kernel,
                                                               const void* bias, void* output) {
  return setup<dynamic_fully_connected_f16>(dynamic_fully_connected_op, "xnn_setup_dynamic_fully_connected_nc_f16",
                                            workspace, input, kernel, bias, output);
}
