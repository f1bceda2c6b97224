// What a unary op on qint8 -> qint8 or quint8 -> quint8 must compute: a 256-entry table, entry b for the input code
// whose byte is b, equal to quantize(op(dequantize(b))) with the conversions' formulas (src/ukernels/qs8-vcvt/
// qs8-vcvt.h) and the op's scalar f32 kernel (the f32 path's reference kernel, itself checked against
// double-precision math by f32-vunary-test); for leaky ReLU, XNNPACK's fixed-point formula instead
// (xnn_lrelu_8bit, src/ukernels/qs8-vlrelu/qs8-vlrelu.h). Shared by the operator and subgraph tests.
#pragma once

#include <cstdint>
#include <vector>

#include <xnnpack.h>

#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"
#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

// An op the quantized path runs, with the parameters the tests use.
struct quantized_unary_op {
  const char* name;
  xnn_unary_operator op;
  xnn_unary_op kernel_op;
  xnn_unary_params params;
};

inline std::vector<quantized_unary_op> quantized_unary_ops() {
  xnn_unary_params none{}, clamp{}, leaky_relu{}, elu{};
  clamp.clamp = {-0.7f, 0.9f};
  leaky_relu.leaky_relu.negative_slope = 0.1f;
  elu.elu.alpha = 0.5f;
  return {
      {"abs", xnn_unary_abs, xnn_unary_op::abs, none},
      {"clamp", xnn_unary_clamp, xnn_unary_op::clamp, clamp},
      {"negate", xnn_unary_negate, xnn_unary_op::negate, none},
      {"square", xnn_unary_square, xnn_unary_op::square, none},
      {"square_root", xnn_unary_square_root, xnn_unary_op::square_root, none},
      {"reciprocal_square_root", xnn_unary_reciprocal_square_root, xnn_unary_op::reciprocal_square_root, none},
      {"floor", xnn_unary_floor, xnn_unary_op::floor, none},
      {"ceiling", xnn_unary_ceiling, xnn_unary_op::ceiling, none},
      {"bankers_rounding", xnn_unary_bankers_rounding, xnn_unary_op::bankers_rounding, none},
      {"leaky_relu", xnn_unary_leaky_relu, xnn_unary_op::leaky_relu, leaky_relu},
      {"hardswish", xnn_unary_hardswish, xnn_unary_op::hardswish, none},
      {"exp", xnn_unary_exp, xnn_unary_op::exp, none},
      {"log", xnn_unary_log, xnn_unary_op::log, none},
      {"sigmoid", xnn_unary_sigmoid, xnn_unary_op::sigmoid, none},
      {"tanh", xnn_unary_tanh, xnn_unary_op::tanh, none},
      {"elu", xnn_unary_elu, xnn_unary_op::elu, elu},
      {"gelu", xnn_unary_gelu, xnn_unary_op::gelu, none},
      {"sine", xnn_unary_sine, xnn_unary_op::sine, none},
      {"cosine", xnn_unary_cosine, xnn_unary_op::cosine, none},
  };
}

// The f32 kernel parameters of the op's public parameters.
inline xnn_f32_unary_params f32_params_of(const quantized_unary_op& op) {
  xnn_f32_unary_params params{};
  if (op.op == xnn_unary_clamp) params.clamp = {op.params.clamp.min, op.params.clamp.max};
  if (op.op == xnn_unary_leaky_relu) params.leaky_relu.slope = op.params.leaky_relu.negative_slope;
  if (op.op == xnn_unary_elu) params.elu = {1.0f, op.params.elu.alpha, 1.0f};
  return params;
}

// The input code whose byte is b, dequantized.
inline float dequantized_code(xnn_datatype datatype, int32_t b, const xnn_quantization_params& q) {
  return xnn_dequantize_8bit(datatype == xnn_datatype_qint8 ? int32_t(int8_t(b)) : b, {q.zero_point, q.scale});
}

// The table of `op` on `datatype` (qint8 or quint8) with the given quantizations; empty if the op has no scalar
// f32 kernel, or for a leaky ReLU whose scale ratios XNNPACK's multipliers refuse.
inline std::vector<uint8_t> quantized_unary_table(const quantized_unary_op& op, xnn_datatype datatype,
                                                  const xnn_quantization_params& in,
                                                  const xnn_quantization_params& out) {
  const bool is_signed = datatype == xnn_datatype_qint8;
  if (op.op == xnn_unary_leaky_relu) {
    xnn_qs8_lrelu_params params;
    if (!xnn_init_qs8_lrelu_params(in.scale, out.scale, op.params.leaky_relu.negative_slope, in.zero_point,
                                   out.zero_point, &params)) {
      return {};
    }
    std::vector<uint8_t> table(256);
    for (int32_t b = 0; b < 256; b++) {
      table[b] = uint8_t(xnn_lrelu_8bit(is_signed ? int32_t(int8_t(b)) : b, params, is_signed ? -128 : 0,
                                        is_signed ? 127 : 255));
    }
    return table;
  }
  const xnn_f32_vunary_info* kernel = nullptr;
  for (size_t i = 0; i < xnn_f32_vunary_ukernel_count; i++) {
    const xnn_f32_vunary_info& row = xnn_f32_vunary_ukernels[i];
    if (row.op == op.kernel_op && row.isa == xnn_isa::scalar) kernel = &row;
  }
  if (kernel == nullptr) return {};
  const xnn_f32_unary_params params = f32_params_of(op);
  std::vector<float> x(256 + XNN_EXTRA_BYTES / sizeof(float)), y(256);
  for (int32_t b = 0; b < 256; b++) x[b] = dequantized_code(datatype, b, in);
  kernel->fn(256 * sizeof(float), x.data(), y.data(), &params);
  std::vector<uint8_t> table(256);
  const xnn_f32_qs8_cvt_params quantize{1.0f / out.scale, out.zero_point};
  for (size_t b = 0; b < 256; b++) {
    table[b] = uint8_t(xnn_quantize_f32(y[b], quantize, is_signed ? -128 : 0, is_signed ? 127 : 255));
  }
  return table;
}
