// Unary elementwise: output[b][c] = op(input[b][c]) over [batch, channels] rows with strides. One kernel (the unary
// config's choice for an f32 or f16 op, the f16 vcvt config's for a conversion between fp16 and fp32, the s32 unary
// config's for an int32 op, the qs8-vcvt config's for an 8-bit conversion: quantized-convert.h, the qs8-vlrelu
// config's for leaky ReLU on qint8 or quint8: quantized-lrelu.h, the x8-lut config's with a table built at create for
// any other op on qint8 or quint8: quantized-lut.h, or the x8-lut config's with the caller's own 256-byte table) runs
// over tiles of elements; dense rows are treated as one long array so the tiles are large and evenly split between
// threads.
// create -> reshape -> setup -> run.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include <xnnpack.h>

#include "configs/f16-vcvt-config.h"
#include "configs/f16-vunary-config.h"
#include "configs/f32-vunary-config.h"
#include "configs/s32-vunary-config.h"
#include "configs/x8-lut-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/quantized-convert.h"
#include "operators/quantized-lrelu.h"
#include "operators/quantized-lut.h"
#include "operators/unary-elementwise.h"
#include "operators/validate.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

// The kernel op of a public unary operator, or false when no kernel computes it yet. The kernel table's op tokens
// are XNNPACK's operator names (xnn_unary_<token>), except relu, which the public API spells as a clamp.
bool kernel_op_of(xnn_unary_operator type, xnn_unary_op* op) {
  switch (type) {
#define XNN_MAP(token)         \
  case xnn_unary_##token:      \
    *op = xnn_unary_op::token; \
    return true;
    XNN_MAP(abs)
    XNN_MAP(clamp)
    XNN_MAP(negate)
    XNN_MAP(square)
    XNN_MAP(square_root)
    XNN_MAP(reciprocal_square_root)
    XNN_MAP(floor)
    XNN_MAP(ceiling)
    XNN_MAP(bankers_rounding)
    XNN_MAP(leaky_relu)
    XNN_MAP(hardswish)
    XNN_MAP(exp)
    XNN_MAP(log)
    XNN_MAP(sigmoid)
    XNN_MAP(tanh)
    XNN_MAP(elu)
    XNN_MAP(gelu)
    XNN_MAP(sine)
    XNN_MAP(cosine)
    XNN_MAP(sign)
    XNN_MAP(cube_root)
    XNN_MAP(approxgelu)
#undef XNN_MAP
    default:
      return false;
  }
}

// Kernel parameters of the op from the public parameters.
xnn_f32_unary_params kernel_params_of(xnn_unary_operator type, const xnn_unary_params* params) {
  xnn_f32_unary_params p{};
  if (params == nullptr) return p;
  switch (type) {
    case xnn_unary_clamp:
      p.clamp = {params->clamp.min, params->clamp.max};
      break;
    case xnn_unary_leaky_relu:
      p.leaky_relu.slope = params->leaky_relu.negative_slope;
      break;
    case xnn_unary_elu:
      p.elu = {1.0f, params->elu.alpha, 1.0f};
      break;
    default:
      break;
  }
  return p;
}

// The fp16 parameters of the op: its fp32 parameters rounded to fp16, as the f16 kernels take them.
xnn_f16_unary_params half_params_of(xnn_unary_operator type, const xnn_f32_unary_params& p) {
  xnn_f16_unary_params h{};
  switch (type) {
    case xnn_unary_clamp:
      h.clamp = {xnn_f32_to_f16(p.clamp.min), xnn_f32_to_f16(p.clamp.max)};
      break;
    case xnn_unary_leaky_relu:
      h.leaky_relu.slope = xnn_f32_to_f16(p.leaky_relu.slope);
      break;
    case xnn_unary_elu:
      h.elu = {xnn_f32_to_f16(p.elu.prescale), xnn_f32_to_f16(p.elu.alpha), xnn_f32_to_f16(p.elu.beta)};
      break;
    default:
      break;
  }
  return h;
}

struct unary_context : xnn_rows {
  enum class kind : uint8_t { f32, f16, f16_f32, f32_f16, s32, convert, lrelu, lut };
  kind how = kind::f32;
  xnn_f32_vunary_ukernel_fn fn = nullptr;  // an f32 op
  xnn_f32_unary_params params{};
  xnn_f16_vunary_ukernel_fn f16_fn = nullptr;  // an f16 op
  xnn_f16_unary_params f16_params{};
  xnn_f16_f32_vcvt_ukernel_fn f16_f32 = nullptr;  // fp16 -> fp32
  xnn_f32_f16_vcvt_ukernel_fn f32_f16 = nullptr;  // fp32 -> fp16
  xnn_s32_vunary_ukernel_fn s32_fn = nullptr;  // an int32 op
  xnn_s32_unary_params s32_params{};
  xnn_quantized_convert convert{};  // an 8-bit conversion
  xnn_quantized_lrelu lrelu{};      // leaky ReLU on qint8 or quint8
  xnn_quantized_lut lut{};          // another op on qint8 or quint8
  size_t input_size = sizeof(float), output_size = sizeof(float);  // bytes per element
  size_t channels = 0;

  void run(size_t count, const char* x, char* y) const {
    switch (how) {
      case kind::f32:
        fn(count * sizeof(float), reinterpret_cast<const float*>(x), reinterpret_cast<float*>(y), &params);
        break;
      case kind::f16:
        f16_fn(count * sizeof(uint16_t), reinterpret_cast<const uint16_t*>(x), reinterpret_cast<uint16_t*>(y),
               &f16_params);
        break;
      case kind::f16_f32:
        f16_f32(count * sizeof(uint16_t), reinterpret_cast<const uint16_t*>(x), reinterpret_cast<float*>(y), nullptr);
        break;
      case kind::f32_f16:
        f32_f16(count * sizeof(float), reinterpret_cast<const float*>(x), reinterpret_cast<uint16_t*>(y), nullptr);
        break;
      case kind::s32:
        s32_fn(count * sizeof(int32_t), reinterpret_cast<const int32_t*>(x), reinterpret_cast<int32_t*>(y),
               &s32_params);
        break;
      case kind::convert:
        convert.run(count, x, y);
        break;
      case kind::lrelu:
        lrelu.run(count, x, y);
        break;
      case kind::lut:
        lut.run(count, x, y);
        break;
    }
  }
};

// Dense: [n, n + n_size) are element ranges of one long array (rows concatenated).
void dense_task(void* context, size_t, size_t, size_t n, size_t, size_t n_size) {
  const unary_context* c = static_cast<const unary_context*>(context);
  c->run(n_size, c->input + n * c->input_size, c->output + n * c->output_size);
}

// Strided: [m, m + m_size) are rows.
void rows_task(void* context, size_t, size_t m, size_t, size_t m_size, size_t) {
  const unary_context* c = static_cast<const unary_context*>(context);
  for (size_t row = m; row < m + m_size; row++) {
    c->run(c->channels, c->input + row * c->input_stride, c->output + row * c->output_stride);
  }
}

struct unary_operator : xnn_operator {
  static constexpr const char* kName = "unary elementwise";
  unary_operator() : xnn_operator(kName) {}
  size_t tile = 1;  // the kernel's elements per main-loop iteration
  unary_context context{};
  bool dense = false;
};

// An op on qint8 -> qint8 or quint8 -> quint8: the x8-lut kernel over the op's table (quantized-lut.h).
xnn_status create_table_lookup(xnn_unary_operator op_type, xnn_datatype datatype, const xnn_unary_params* params,
                               const xnn_quantization_params* input_quantization,
                               const xnn_quantization_params* output_quantization, xnn_operator_t* op_out) {
  const char* name = unary_operator::kName;
  xnn_status status;
  if (op_type == xnn_unary_clamp && (status = xnn_check_output_range(name, params->clamp.min, params->clamp.max))) {
    return status;
  }
  xnn_unary_op kernel_op;
  if (!kernel_op_of(op_type, &kernel_op)) {
    xnn_log_error("%s: op_type is %d; it has no f32 kernel to build an 8-bit table from", name, int(op_type));
    return xnn_status_unsupported_parameter;
  }
  xnn_quantized_lut lut;
  if ((status = xnn_init_quantized_lut(name, datatype, kernel_op, kernel_params_of(op_type, params),
                                       input_quantization, output_quantization, &lut))) {
    return status;
  }
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->tile = lut.tile;
  op->context.how = unary_context::kind::lut;
  op->context.lut = lut;
  op->context.input_size = op->context.output_size = 1;
  *op_out = op;
  return xnn_status_success;
}

// Leaky ReLU on qint8 -> qint8 or quint8 -> quint8: XNNPACK's fixed-point formula (quantized-lrelu.h), run by its
// kernel or, where table lookups are fast, as a table of its results.
xnn_status create_leaky_relu(xnn_datatype datatype, const xnn_unary_params* params,
                             const xnn_quantization_params* input_quantization,
                             const xnn_quantization_params* output_quantization, xnn_operator_t* op_out) {
  const char* name = unary_operator::kName;
  if (params == nullptr) {
    xnn_log_error("%s: params is NULL; leaky relu needs its negative_slope", name);
    return xnn_status_invalid_parameter;
  }
  xnn_quantized_lrelu lrelu;
  if (xnn_status status = xnn_init_quantized_lrelu(name, datatype, params->leaky_relu.negative_slope,
                                                   input_quantization, output_quantization, &lrelu)) {
    return status;
  }
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.input_size = op->context.output_size = 1;
  // AVX-512 VBMI looks 64 table bytes up per instruction: there a table of the same formula's 256 results runs
  // 1.7x faster than the fixed-point kernel (docs/kernels.md, "Leaky ReLU on 8-bit values"); elsewhere the kernel is
  // 2.2-2.6x faster than the table.
  const xnn_x8_lut_info* table_kernel = xnn_init_x8_lut_config();
  if (table_kernel != nullptr && table_kernel->isa == xnn_isa::avx512vbmi) {
    const bool is_signed = datatype == xnn_datatype_qint8;
    const int32_t min = is_signed ? INT8_MIN : 0, max = is_signed ? INT8_MAX : UINT8_MAX;
    xnn_quantized_lut lut;
    lut.fn = table_kernel->fn;
    lut.tile = table_kernel->tile;
    for (int32_t b = 0; b < 256; b++) {
      const int32_t code = is_signed ? int32_t(int8_t(uint8_t(b))) : b;
      lut.table[b] = uint8_t(xnn_lrelu_8bit(code, lrelu.params, min, max));
    }
    op->tile = lut.tile;
    op->context.how = unary_context::kind::lut;
    op->context.lut = lut;
  } else {
    op->tile = lrelu.tile;
    op->context.how = unary_context::kind::lrelu;
    op->context.lrelu = lrelu;
  }
  *op_out = op;
  return xnn_status_success;
}

// A clamp bound in int32: truncated toward zero as XNNPACK converts it, and out-of-range values (the infinities of an
// open clamp) saturated.
int32_t int32_bound(float bound) {
  if (bound <= float(INT32_MIN)) return INT32_MIN;
  if (bound >= -float(INT32_MIN)) return INT32_MAX;
  return int32_t(bound);
}

// The int32 kernel op of a public unary operator, or false when int32 does not take it.
bool s32_kernel_op_of(xnn_unary_operator type, xnn_s32_unary_op* op) {
  switch (type) {
#define XNN_MAP(token)             \
  case xnn_unary_##token:          \
    *op = xnn_s32_unary_op::token; \
    return true;
    XNN_MAP(abs)
    XNN_MAP(negate)
    XNN_MAP(square)
    XNN_MAP(clamp)
    XNN_MAP(sign)
    XNN_MAP(bitwise_not)
    XNN_MAP(count_leading_zeros)
    XNN_MAP(popcount)
#undef XNN_MAP
    default:
      return false;
  }
}

// An op on int32 -> int32: the s32 unary kernel (a convert is the open clamp, a copy).
xnn_status create_int32(xnn_unary_operator op_type, const xnn_unary_params* params, xnn_operator_t* op_out) {
  const char* name = unary_operator::kName;
  xnn_s32_unary_params kernel_params{};
  kernel_params.clamp = {INT32_MIN, INT32_MAX};
  xnn_s32_unary_op kernel_op = xnn_s32_unary_op::clamp;
  if (op_type != xnn_unary_convert && !s32_kernel_op_of(op_type, &kernel_op)) {
    xnn_log_error("%s: op_type is %d with int32; int32 takes abs, negate, square, clamp, sign, bitwise_not, "
                  "count_leading_zeros, popcount and convert", name, int(op_type));
    return xnn_status_unsupported_parameter;
  }
  if (op_type == xnn_unary_clamp) {
    if (std::isnan(params->clamp.min) || std::isnan(params->clamp.max)) {
      xnn_log_error("%s: clamp bound is NaN with int32; expected numbers", name);
      return xnn_status_invalid_parameter;
    }
    kernel_params.clamp = {int32_bound(params->clamp.min), int32_bound(params->clamp.max)};
    if (kernel_params.clamp.min > kernel_params.clamp.max) {
      xnn_log_error("%s: clamp.min (%g) is above clamp.max (%g) in int32; expected min <= max", name,
                    params->clamp.min, params->clamp.max);
      return xnn_status_invalid_parameter;
    }
  }
  const xnn_s32_vunary_info* kernel = xnn_init_s32_vunary_config(kernel_op);
  if (kernel == nullptr) return xnn_status_uninitialized;
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->tile = kernel->tile;
  op->context.how = unary_context::kind::s32;
  op->context.s32_fn = kernel->fn;
  op->context.s32_params = kernel_params;
  *op_out = op;
  return xnn_status_success;
}

bool is_8bit_elementwise(xnn_datatype datatype) {
  return datatype == xnn_datatype_qint8 || datatype == xnn_datatype_quint8;
}

// The caller's 256-byte table replaces the op (XNNPACK's `lut` argument): the x8-lut kernel looks every element up in
// a copy of it.
xnn_status create_given_table(xnn_datatype input_datatype, xnn_datatype output_datatype, const void* table,
                              xnn_operator_t* op_out) {
  const char* name = unary_operator::kName;
  if (!is_8bit_elementwise(input_datatype) || !is_8bit_elementwise(output_datatype)) {
    const bool input_wrong = !is_8bit_elementwise(input_datatype);
    xnn_log_error("%s: %s is %d with a non-NULL lut; a lookup table needs qint8 or quint8 on both sides", name,
                  input_wrong ? "input_datatype" : "output_datatype",
                  int(input_wrong ? input_datatype : output_datatype));
    return xnn_status_invalid_parameter;
  }
  const xnn_x8_lut_info* kernel = xnn_init_x8_lut_config();
  if (kernel == nullptr) return xnn_status_uninitialized;
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  xnn_quantized_lut& lut = op->context.lut;
  lut.fn = kernel->fn;
  lut.tile = kernel->tile;
  std::memcpy(lut.table, table, sizeof(lut.table));
  op->tile = lut.tile;
  op->context.how = unary_context::kind::lut;
  op->context.input_size = op->context.output_size = 1;
  *op_out = op;
  return xnn_status_success;
}

// fp16 -> fp32 (exact) or fp32 -> fp16 (round to nearest even): the f16 vcvt kernels.
xnn_status create_half_convert(xnn_datatype input_datatype, xnn_operator_t* op_out) {
  const bool widen = input_datatype == xnn_datatype_fp16;
  const xnn_f16_f32_vcvt_info* f16_f32 = widen ? xnn_init_f16_f32_vcvt_config() : nullptr;
  const xnn_f32_f16_vcvt_info* f32_f16 = widen ? nullptr : xnn_init_f32_f16_vcvt_config();
  if (f16_f32 == nullptr && f32_f16 == nullptr) return xnn_status_uninitialized;
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  unary_context& c = op->context;
  c.how = widen ? unary_context::kind::f16_f32 : unary_context::kind::f32_f16;
  c.f16_f32 = widen ? f16_f32->fn : nullptr;
  c.f32_f16 = widen ? nullptr : f32_f16->fn;
  c.input_size = widen ? sizeof(uint16_t) : sizeof(float);
  c.output_size = widen ? sizeof(float) : sizeof(uint16_t);
  op->tile = widen ? f16_f32->tile : f32_f16->tile;
  *op_out = op;
  return xnn_status_success;
}

bool is_float(xnn_datatype datatype) { return datatype == xnn_datatype_fp32 || datatype == xnn_datatype_fp16; }

}  // namespace

extern "C" xnn_status xnn_create_unary_elementwise_nc(xnn_unary_operator op_type, xnn_datatype input_datatype,
                                                      xnn_datatype output_datatype, const xnn_unary_params* params,
                                                      const void* lut,
                                                      const xnn_quantization_params* input_quantization,
                                                      const xnn_quantization_params* output_quantization,
                                                      uint32_t flags, xnn_operator_t* op_out) {
  const char* name = unary_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "op_out", op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(name, flags, kXnnHintFlags))) return status;
  if (lut != nullptr) return create_given_table(input_datatype, output_datatype, lut, op_out);
  // A clamp without params is open, (-inf, +inf); so is an f32 -> f32 convert, a copy.
  xnn_unary_params open_clamp{};
  open_clamp.clamp.min = -INFINITY;
  open_clamp.clamp.max = INFINITY;
  if (op_type == xnn_unary_clamp && params == nullptr) params = &open_clamp;
  const bool is_8bit = is_8bit_elementwise(input_datatype);
  if (is_8bit && output_datatype == input_datatype && op_type == xnn_unary_leaky_relu) {
    return create_leaky_relu(input_datatype, params, input_quantization, output_quantization, op_out);
  }
  if (is_8bit && output_datatype == input_datatype && op_type != xnn_unary_convert) {
    return create_table_lookup(op_type, input_datatype, params, input_quantization, output_quantization, op_out);
  }
  if (xnn_is_quantized_convert(input_datatype, output_datatype)) {
    if (op_type != xnn_unary_convert) {
      xnn_log_error("%s: op_type is %d with datatypes %d -> %d; only xnn_unary_convert changes the datatype", name,
                    int(op_type), int(input_datatype), int(output_datatype));
      return xnn_status_unsupported_parameter;
    }
    xnn_quantized_convert convert;
    if ((status = xnn_init_quantized_convert(name, input_datatype, output_datatype, input_quantization,
                                             output_quantization, &convert))) {
      return status;
    }
    unary_operator* op = xnn_new_operator<unary_operator>();
    if (op == nullptr) return xnn_status_out_of_memory;
    op->tile = convert.tile;
    op->context.how = unary_context::kind::convert;
    op->context.convert = convert;
    op->context.input_size = convert.input_size;
    op->context.output_size = convert.output_size;
    *op_out = op;
    return xnn_status_success;
  }
  if (input_datatype == xnn_datatype_int32 && output_datatype == xnn_datatype_int32) {
    return create_int32(op_type, params, op_out);
  }
  if (is_float(input_datatype) && is_float(output_datatype) && input_datatype != output_datatype) {
    if (op_type != xnn_unary_convert) {
      xnn_log_error("%s: op_type is %d with datatypes %d -> %d; only xnn_unary_convert changes the datatype", name,
                    int(op_type), int(input_datatype), int(output_datatype));
      return xnn_status_unsupported_parameter;
    }
    return create_half_convert(input_datatype, op_out);
  }
  if (!is_float(input_datatype) || output_datatype != input_datatype) {
    const bool input_wrong = !is_float(input_datatype);
    xnn_log_error("%s: %s is %d; expected xnn_datatype_fp32 (%d) or xnn_datatype_fp16 (%d) (the same on both sides but "
                  "for a convert), int32 on both sides, or qint8 or quint8 on both sides or for a convert",
                  name, input_wrong ? "input_datatype" : "output_datatype",
                  int(input_wrong ? input_datatype : output_datatype), int(xnn_datatype_fp32),
                  int(xnn_datatype_fp16));
    return xnn_status_unsupported_parameter;
  }
  // Quantization parameters only matter for quantized datatypes; fp32 and fp16 ignore them, as XNNPACK does.
  if (op_type == xnn_unary_convert) {
    op_type = xnn_unary_clamp;
    params = &open_clamp;
  }
  if (op_type == xnn_unary_clamp && (status = xnn_check_output_range(name, params->clamp.min, params->clamp.max))) {
    return status;
  }
  xnn_unary_op kernel_op;
  if (!kernel_op_of(op_type, &kernel_op)) {
    const bool integer_only = op_type == xnn_unary_bitwise_not || op_type == xnn_unary_count_leading_zeros ||
                              op_type == xnn_unary_popcount;
    xnn_log_error("%s: op_type is %d; %s", name, int(op_type),
                  integer_only ? "bitwise_not, count_leading_zeros and popcount take int32, not fp32 or fp16"
                               : "expected an xnn_unary_operator");
    return xnn_status_unsupported_parameter;
  }
  // fp32 and fp16 run the same op with the same parameters; fp16 rounds them to fp16.
  // XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC keeps fp32 ops within their error bounds (f32-vunary-config.h).
  const bool half = input_datatype == xnn_datatype_fp16;
  const xnn_f32_vunary_info* kernel = half ? nullptr : xnn_init_f32_vunary_config(kernel_op, flags);
  const xnn_f16_vunary_info* f16_kernel = half ? xnn_init_f16_vunary_config(kernel_op) : nullptr;
  if (kernel == nullptr && f16_kernel == nullptr) return xnn_status_uninitialized;
  unary_operator* op = xnn_new_operator<unary_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  unary_context& c = op->context;
  c.params = kernel_params_of(op_type, params);
  if (half) {
    op->tile = f16_kernel->tile;
    c.how = unary_context::kind::f16;
    c.f16_fn = f16_kernel->fn;
    c.f16_params = half_params_of(op_type, c.params);
    c.input_size = c.output_size = sizeof(uint16_t);
  } else {
    op->tile = kernel->tile;
    c.fn = kernel->fn;
  }
  *op_out = op;
  return xnn_status_success;
}

bool xnn_f32_unary_kernel_of(xnn_operator_t op_base, xnn_f32_vunary_ukernel_fn* fn,
                             const xnn_f32_unary_params** params) {
  if (op_base == nullptr || op_base->name != unary_operator::kName) return false;
  const unary_operator* op = static_cast<const unary_operator*>(op_base);
  if (op->context.how != unary_context::kind::f32) return false;
  *fn = op->context.fn;
  *params = &op->context.params;
  return true;
}

extern "C" xnn_status xnn_reshape_unary_elementwise_nc(xnn_operator_t op_base, size_t batch_size, size_t channels,
                                                       size_t input_stride, size_t output_stride,
                                                       pthreadpool_t threadpool) {
  unary_operator* op = xnn_operator_as<unary_operator>(op_base, "reshape unary elementwise");
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_reshape_rows(op, batch_size, channels, input_stride, output_stride, &op->context,
                                           &op->context);
      status != xnn_status_success) {
    return status;
  }
  // xnn_reshape_rows counts 4-byte elements; a conversion's sides have their own sizes.
  unary_context& c = op->context;
  c.input_stride = input_stride * c.input_size;
  c.output_stride = output_stride * c.output_size;
  c.channels = channels;
  xnn_parallel_job& job = op->jobs[0];
  const size_t threads = xnn_threads_count(threadpool);
  op->dense = (input_stride == channels && output_stride == channels) || batch_size == 1;
  if (op->dense) {
    // Tiles of at least 4K elements (a few microseconds each), about 4 per thread, in whole kernel tiles.
    const size_t total = batch_size * channels;
    const size_t unit = op->tile;
    size_t tile = std::max<size_t>(4096, (total + 4 * threads - 1) / (4 * threads));
    tile = (tile + unit - 1) / unit * unit;
    job.task = dense_task;
    job.range[2] = total;
    job.tile[1] = std::min(tile, total);
  } else {
    const size_t rows_per_tile = std::max<size_t>(1, 4096 / channels);
    job.task = rows_task;
    job.range[1] = batch_size;
    job.tile[0] = rows_per_tile;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_unary_elementwise_nc(xnn_operator_t op_base, const void* input, void* output) {
  return xnn_setup_one_input_one_output<unary_operator>(op_base, "setup unary elementwise", input, output);
}
