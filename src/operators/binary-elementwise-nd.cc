// Binary elementwise, f32 and f16 (the same ops and clamp; f16 through the f16 configs), int32 (add, subtract,
// multiply, divide, modulus, pow, minimum, maximum, copysign, the bitwise and shift operators; s32-vbinary.h) and
// 8-bit (qint8, quint8: every operator but the bitwise and shift ones; operators/binary-quantized.h), N-D with NumPy
// broadcasting: output = input1 OP input2. Reshape normalizes the shapes (operators/broadcast.h) so the innermost
// dimension is the longest run where each input either varies contiguously or is one broadcast value; every run is
// one kernel call: `op` when both vary, `opc`/`ropc` when one side is a scalar along the run. The output is dense and
// split between threads in tiles of whole rows (short runs) or slices of one run (long runs). Each element is
// computed on its own, so results do not depend on the tiling.
#include "operators/binary-elementwise.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "configs/f16-vbinary-config.h"
#include "configs/f16-vunary-config.h"
#include "configs/f32-vbinary-config.h"
#include "configs/f32-vunary-config.h"
#include "configs/s32-vbinary-config.h"
#include "log.h"
#include "operators/binary-quantized.h"
#include "operators/broadcast.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

constexpr size_t kVariantCount = 3;  // xnn_binary_variant: op, opc, ropc

// The kernel op of a public binary operator, or false when no f32 kernel computes it.
bool kernel_op_of(xnn_binary_operator type, xnn_binary_op* op) {
  switch (type) {
    case xnn_binary_add: *op = xnn_binary_op::add; return true;
    case xnn_binary_subtract: *op = xnn_binary_op::sub; return true;
    case xnn_binary_multiply: *op = xnn_binary_op::mul; return true;
    case xnn_binary_divide: *op = xnn_binary_op::div; return true;
    case xnn_binary_maximum: *op = xnn_binary_op::max; return true;
    case xnn_binary_minimum: *op = xnn_binary_op::min; return true;
    case xnn_binary_squared_difference: *op = xnn_binary_op::sqrdiff; return true;
    case xnn_binary_prelu: *op = xnn_binary_op::prelu; return true;
    case xnn_binary_copysign: *op = xnn_binary_op::copysign; return true;
    case xnn_binary_modulus: *op = xnn_binary_op::mod; return true;
    case xnn_binary_atan2: *op = xnn_binary_op::atan2; return true;
    case xnn_binary_pow: *op = xnn_binary_op::pow; return true;
    default: return false;
  }
}

// The int32 kernel op of a public binary operator, or false when int32 does not take it.
bool s32_kernel_op_of(xnn_binary_operator type, xnn_s32_binary_op* op) {
  switch (type) {
    case xnn_binary_add: *op = xnn_s32_binary_op::add; return true;
    case xnn_binary_subtract: *op = xnn_s32_binary_op::sub; return true;
    case xnn_binary_multiply: *op = xnn_s32_binary_op::mul; return true;
    case xnn_binary_divide: *op = xnn_s32_binary_op::div; return true;
    case xnn_binary_modulus: *op = xnn_s32_binary_op::mod; return true;
    case xnn_binary_pow: *op = xnn_s32_binary_op::pow; return true;
    case xnn_binary_minimum: *op = xnn_s32_binary_op::min; return true;
    case xnn_binary_maximum: *op = xnn_s32_binary_op::max; return true;
    case xnn_binary_copysign: *op = xnn_s32_binary_op::copysign; return true;
    case xnn_binary_bitwise_and: *op = xnn_s32_binary_op::bitwise_and; return true;
    case xnn_binary_bitwise_or: *op = xnn_s32_binary_op::bitwise_or; return true;
    case xnn_binary_bitwise_xor: *op = xnn_s32_binary_op::bitwise_xor; return true;
    case xnn_binary_shift_left: *op = xnn_s32_binary_op::shift_left; return true;
    case xnn_binary_shift_right_logical: *op = xnn_s32_binary_op::shift_right_logical; return true;
    case xnn_binary_shift_right_arithmetic: *op = xnn_s32_binary_op::shift_right_arithmetic; return true;
    default: return false;
  }
}

struct binary_context {
  const xnn_quantized_binary* quantized;  // 8-bit datatypes: runs the run's kernel (then fn is unused)
  xnn_s32_vbinary_ukernel_fn s32_fn;      // int32: the run's kernel (then fn is unused)
  size_t element_size;
  xnn_f32_vbinary_ukernel_fn fn;
  xnn_f32_vbinary_params params;
  // Ops whose kernels have no clamp get it from the unary clamp kernel over each written slice (nullptr: no clamp).
  xnn_f32_vunary_ukernel_fn clamp_fn;
  xnn_f32_unary_params clamp_params;
  // f16: the same, on halves (then fn is unused).
  xnn_f16_vbinary_ukernel_fn f16_fn;
  xnn_f16_vbinary_params f16_params;
  xnn_f16_vunary_ukernel_fn f16_clamp_fn;
  xnn_f16_unary_params f16_clamp_params;
  xnn_broadcast_shape shape;
  // The kernel's first operand is the input that varies along the run; `ropc` swaps the inputs so it is input2.
  const void* first;
  const void* second;
  const size_t* first_stride;
  const size_t* second_stride;
  bool second_varies;  // `op`: the second operand is an array along the run too
  bool swapped;        // the kernel's first operand is input2
  void* output;
};

const void* element_at(const void* base, size_t index, size_t element_size) {
  return static_cast<const char*>(base) + index * element_size;
}

// Clamps a slice of the output in place. A unary kernel may read up to XNN_EXTRA_BYTES past its input's end (the
// padding every input tensor carries), but the output carries none: whole 64-byte blocks (no partial vector of any
// ISA) are clamped where they are, the tail in a padded copy.
template <typename T, typename Fn, typename Params>
void clamp_in_place(Fn clamp, size_t bytes, T* y, const Params* params) {
  constexpr size_t kBlock = 64;
  const size_t direct = bytes / kBlock * kBlock;
  if (direct != 0) clamp(direct, y, y, params);
  const size_t tail = bytes - direct;
  if (tail == 0) return;
  alignas(kBlock) char padded[kBlock + XNN_EXTRA_BYTES];
  T* tail_y = reinterpret_cast<T*>(reinterpret_cast<char*>(y) + direct);
  std::memcpy(padded, tail_y, tail);
  clamp(tail, reinterpret_cast<const T*>(padded), reinterpret_cast<T*>(padded), params);
  std::memcpy(tail_y, padded, tail);
}

// [m, m + m_size) are rows (all dimensions but the run), [n, n + n_size) a slice of the run.
void binary_task(void* context, size_t, size_t m, size_t n, size_t m_size, size_t n_size) {
  const binary_context* c = static_cast<const binary_context*>(context);
  const xnn_broadcast_shape& s = c->shape;
  const size_t run = s.dim[s.num_dims - 1];
  for (size_t row = m; row < m + m_size; row++) {
    size_t first_offset = 0, second_offset = 0;
    size_t rest = row;
    for (size_t d = s.num_dims - 1; d-- > 0;) {
      const size_t coordinate = rest % s.dim[d];
      rest /= s.dim[d];
      first_offset += coordinate * c->first_stride[d];
      second_offset += coordinate * c->second_stride[d];
    }
    const size_t e = c->element_size;
    void* y = static_cast<char*>(c->output) + (row * run + n) * e;
    const void* first = element_at(c->first, first_offset + n, e);
    const void* second = element_at(c->second, second_offset + (c->second_varies ? n : 0), e);
    if (c->quantized != nullptr) {
      c->quantized->run(n_size, first, second, c->second_varies, c->swapped, y);
      continue;
    }
    if (c->s32_fn != nullptr) {
      c->s32_fn(n_size * sizeof(int32_t), static_cast<const int32_t*>(first), static_cast<const int32_t*>(second),
                static_cast<int32_t*>(y));
      continue;
    }
    if (c->f16_fn != nullptr) {
      uint16_t* yh = static_cast<uint16_t*>(y);
      c->f16_fn(n_size * sizeof(uint16_t), static_cast<const uint16_t*>(first), static_cast<const uint16_t*>(second),
                yh, &c->f16_params);
      if (c->f16_clamp_fn != nullptr) {
        clamp_in_place(c->f16_clamp_fn, n_size * sizeof(uint16_t), yh, &c->f16_clamp_params);
      }
      continue;
    }
    float* yf = static_cast<float*>(y);
    c->fn(n_size * sizeof(float), static_cast<const float*>(first), static_cast<const float*>(second), yf, &c->params);
    if (c->clamp_fn != nullptr) clamp_in_place(c->clamp_fn, n_size * sizeof(float), yf, &c->clamp_params);
  }
}

struct binary_operator : xnn_operator {
  static constexpr const char* kName = "binary elementwise";
  binary_operator() : xnn_operator(kName) {}
  const xnn_f32_vbinary_info* kernels[kVariantCount] = {};      // by xnn_binary_variant (f32)
  const xnn_f16_vbinary_info* f16_kernels[kVariantCount] = {};  // by xnn_binary_variant (f16)
  const xnn_s32_vbinary_info* s32_kernels[kVariantCount] = {};  // by xnn_binary_variant (int32)
  xnn_quantized_binary quantized;
  bool is_quantized = false;
  binary_context context{};
  bool swap_inputs = false;
};

// int32: the s32 binary kernels of the op (no clamp: XNNPACK's int32 operators have none).
xnn_status create_int32(xnn_binary_operator type, uint32_t flags, xnn_operator_t* op_out) {
  const char* name = binary_operator::kName;
  xnn_status status;
  if ((status = xnn_check_not_null(name, "op_out", op_out)) || (status = xnn_check_flags(name, flags, XNN_FLAG_NO_BROADCAST))) {
    return status;
  }
  xnn_s32_binary_op kernel_op;
  if (!s32_kernel_op_of(type, &kernel_op)) {
    xnn_log_error("%s: operator %d with int32; squared_difference, prelu and atan2 take real numbers only", name,
                  int(type));
    return xnn_status_unsupported_parameter;
  }
  const xnn_s32_vbinary_info* kernels[kVariantCount];
  for (size_t variant = 0; variant < kVariantCount; variant++) {
    kernels[variant] = xnn_init_s32_vbinary_config(kernel_op, xnn_binary_variant(variant));
    if (kernels[variant] == nullptr) return xnn_status_uninitialized;
  }
  binary_operator* op = xnn_new_operator<binary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  std::copy(kernels, kernels + kVariantCount, op->s32_kernels);
  op->context.element_size = sizeof(int32_t);
  *op_out = op;
  return xnn_status_success;
}

// The kernels of every broadcast form of `op` from a config (f32 or f16); false when the library is not initialized.
template <class Info>
bool choose_variants(const Info* (*config)(xnn_binary_op, xnn_binary_variant), xnn_binary_op op,
                     const Info* (&kernels)[kVariantCount]) {
  for (size_t variant = 0; variant < kVariantCount; variant++) {
    kernels[variant] = config(op, xnn_binary_variant(variant));
    if (kernels[variant] == nullptr) return false;
  }
  return true;
}

// fp32 or fp16 with the output clamped: one body, the datatype choosing the configs.
xnn_status create_float_clamped(xnn_binary_operator type, xnn_datatype datatype, float output_min, float output_max,
                                uint32_t flags, xnn_operator_t* op_out) {
  const char* name = binary_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_NO_BROADCAST)) || (status = xnn_check_output_range(name, output_min, output_max))) {
    return status;
  }
  xnn_binary_op kernel_op;
  if (!kernel_op_of(type, &kernel_op)) {
    const bool integer_only = type >= xnn_binary_bitwise_and && type <= xnn_binary_shift_right_arithmetic;
    xnn_log_error("%s: operator %d; %s", name, int(type),
                  integer_only ? "the bitwise and shift operators take int32, not fp32 or fp16"
                               : "expected an xnn_binary_operator");
    return xnn_status_unsupported_parameter;
  }
  const bool half = datatype == xnn_datatype_fp16;
  const xnn_f32_vbinary_info* kernels[kVariantCount] = {};
  const xnn_f16_vbinary_info* f16_kernels[kVariantCount] = {};
  if (half ? !choose_variants(xnn_init_f16_vbinary_config, kernel_op, f16_kernels)
           : !choose_variants(xnn_init_f32_vbinary_config, kernel_op, kernels)) {
    return xnn_status_uninitialized;
  }
  const bool clamped = output_min != -INFINITY || output_max != INFINITY;
  const bool needs_clamp = clamped && !xnn_binary_op_has_minmax(kernel_op);
  const xnn_f32_vunary_info* clamp = needs_clamp && !half ? xnn_init_f32_vunary_config(xnn_unary_op::clamp) : nullptr;
  const xnn_f16_vunary_info* f16_clamp =
      needs_clamp && half ? xnn_init_f16_vunary_config(xnn_unary_op::clamp) : nullptr;
  if (needs_clamp && clamp == nullptr && f16_clamp == nullptr) return xnn_status_uninitialized;
  binary_operator* op = xnn_new_operator<binary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  std::copy(kernels, kernels + kVariantCount, op->kernels);
  std::copy(f16_kernels, f16_kernels + kVariantCount, op->f16_kernels);
  binary_context& c = op->context;
  c.element_size = half ? sizeof(uint16_t) : sizeof(float);
  c.params.minmax = {output_min, output_max};
  c.clamp_fn = clamp != nullptr ? clamp->fn : nullptr;
  c.clamp_params.clamp = {output_min, output_max};
  const xnn_f16_minmax_params half_bounds = {xnn_f32_to_f16(output_min), xnn_f32_to_f16(output_max)};
  c.f16_params.minmax = half_bounds;
  c.f16_clamp_fn = f16_clamp != nullptr ? f16_clamp->fn : nullptr;
  c.f16_clamp_params.clamp = half_bounds;
  *op_out = op;
  return xnn_status_success;
}

}  // namespace

xnn_status xnn_create_binary_elementwise_nd_f32_clamped(xnn_binary_operator type, float output_min,
                                                        float output_max, uint32_t flags, xnn_operator_t* op_out) {
  return create_float_clamped(type, xnn_datatype_fp32, output_min, output_max, flags, op_out);
}

xnn_status xnn_create_binary_elementwise_nd_f16_clamped(xnn_binary_operator type, float output_min,
                                                        float output_max, uint32_t flags, xnn_operator_t* op_out) {
  return create_float_clamped(type, xnn_datatype_fp16, output_min, output_max, flags, op_out);
}

xnn_status xnn_create_binary_elementwise_nd_quantized_clamped(xnn_binary_operator type, xnn_datatype datatype,
                                                              const xnn_quantization_params* input1_quantization,
                                                              const xnn_quantization_params* input2_quantization,
                                                              const xnn_quantization_params* output_quantization,
                                                              int32_t output_min, int32_t output_max, uint32_t flags,
                                                              xnn_operator_t* op_out) {
  const char* name = binary_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if (op_out != nullptr) *op_out = nullptr;
  if ((status = xnn_check_not_null(name, "op_out", op_out)) || (status = xnn_check_flags(name, flags, XNN_FLAG_NO_BROADCAST))) {
    return status;
  }
  xnn_quantized_binary quantized;
  if ((status = xnn_init_quantized_binary(name, type, datatype, input1_quantization, input2_quantization,
                                          output_quantization, output_min, output_max, &quantized))) {
    return status;
  }
  binary_operator* op = xnn_new_operator<binary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->quantized = quantized;
  op->is_quantized = true;
  op->context.element_size = 1;
  *op_out = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_create_binary_elementwise_nd(xnn_binary_operator type, xnn_datatype datatype,
                                                       const xnn_quantization_params* input1_quantization,
                                                       const xnn_quantization_params* input2_quantization,
                                                       const xnn_quantization_params* output_quantization,
                                                       uint32_t flags, xnn_operator_t* op_out) {
  const char* name = binary_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if (op_out != nullptr) *op_out = nullptr;
  if (xnn_is_quantized_binary(datatype)) {
    const bool is_signed = datatype == xnn_datatype_qint8;
    return xnn_create_binary_elementwise_nd_quantized_clamped(type, datatype, input1_quantization, input2_quantization,
                                                              output_quantization, is_signed ? -128 : 0,
                                                              is_signed ? 127 : 255, flags, op_out);
  }
  // Quantization parameters only matter for quantized datatypes; fp32, fp16 and int32 ignore them, as XNNPACK does.
  if (datatype == xnn_datatype_int32) return create_int32(type, flags, op_out);
  if (datatype != xnn_datatype_fp32 && datatype != xnn_datatype_fp16) {
    xnn_log_error("%s: datatype %d; expected fp32 (%d), fp16 (%d), int32 (%d), qint8 (%d) or quint8 (%d)", name,
                  int(datatype), int(xnn_datatype_fp32), int(xnn_datatype_fp16), int(xnn_datatype_int32),
                  int(xnn_datatype_qint8), int(xnn_datatype_quint8));
    return xnn_status_unsupported_parameter;
  }
  return create_float_clamped(type, datatype, -INFINITY, INFINITY, flags, op_out);
}

extern "C" xnn_status xnn_reshape_binary_elementwise_nd(xnn_operator_t op_base, size_t num_input1_dims,
                                                        const size_t* input1_shape, size_t num_input2_dims,
                                                        const size_t* input2_shape, pthreadpool_t threadpool) {
  binary_operator* op = xnn_operator_as<binary_operator>(op_base, "reshape binary elementwise");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  binary_context& c = op->context;
  xnn_status status =
      xnn_normalize_broadcast(op->name, num_input1_dims, input1_shape, num_input2_dims, input2_shape, &c.shape);
  if (status != xnn_status_success) return status;
  const xnn_broadcast_shape& s = c.shape;
  op->job_count = s.elements == 0 ? 0 : 1;
  const bool a_varies = s.a_varies_in_run(), b_varies = s.b_varies_in_run();
  const xnn_binary_variant variant =
      a_varies && b_varies ? xnn_binary_variant::op : a_varies ? xnn_binary_variant::opc : xnn_binary_variant::ropc;
  op->swap_inputs = variant == xnn_binary_variant::ropc;
  c.second_varies = variant == xnn_binary_variant::op;
  c.swapped = op->swap_inputs;
  size_t kernel_tile;
  if (op->is_quantized) {
    c.quantized = &op->quantized;
    kernel_tile = c.second_varies ? op->quantized.op_tile : op->quantized.opc_tile;
  } else if (op->s32_kernels[0] != nullptr) {
    const xnn_s32_vbinary_info* kernel = op->s32_kernels[size_t(variant)];
    c.s32_fn = kernel->fn;
    kernel_tile = kernel->tile;
  } else if (op->f16_kernels[0] != nullptr) {
    const xnn_f16_vbinary_info* kernel = op->f16_kernels[size_t(variant)];
    c.f16_fn = kernel->fn;
    kernel_tile = kernel->tile;
  } else {
    const xnn_f32_vbinary_info* kernel = op->kernels[size_t(variant)];
    c.fn = kernel->fn;
    kernel_tile = kernel->tile;
  }
  c.first_stride = op->swap_inputs ? s.b_stride : s.a_stride;
  c.second_stride = op->swap_inputs ? s.a_stride : s.b_stride;

  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.context = &op->context;
  job.task = binary_task;
  if (op->job_count != 0) {
    // Tiles of at least 4K elements (a few microseconds each; 48 KiB of the three tensors stays in L2), about 4 per
    // thread, in whole kernel tiles: a long run is cut into slices, short runs are grouped into rows.
    const size_t run = s.dim[s.num_dims - 1];
    const size_t threads = xnn_threads_count(threadpool);
    size_t tile = std::max<size_t>(4096, (s.elements + 4 * threads - 1) / (4 * threads));
    tile = (tile + kernel_tile - 1) / kernel_tile * kernel_tile;
    job.range[1] = s.elements / run;
    job.range[2] = run;
    job.tile[0] = run >= tile ? 1 : tile / run;
    job.tile[1] = std::min(tile, run);
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_binary_elementwise_nd(xnn_operator_t op_base, const void* input1, const void* input2,
                                                      void* output) {
  binary_operator* op = xnn_operator_as<binary_operator>(op_base, "setup binary elementwise");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status;
  if ((status = xnn_operator_check_reshaped(op))) return status;
  if (op->job_count != 0 && ((status = xnn_check_not_null(op->name, "input1", input1)) ||
                             (status = xnn_check_not_null(op->name, "input2", input2)) ||
                             (status = xnn_check_not_null(op->name, "output", output)))) {
    return status;
  }
  op->context.first = op->swap_inputs ? input2 : input1;
  op->context.second = op->swap_inputs ? input1 : input2;
  op->context.output = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
