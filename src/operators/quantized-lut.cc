#include "operators/quantized-lut.h"

#include <cmath>

#include "configs/x8-lut-config.h"
#include "log.h"
#include "operators/quantized-convert.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

namespace {

// The op's scalar kernel, whatever vector kernels this CPU has.
const xnn_f32_vunary_info* scalar_kernel_of(xnn_unary_op op) {
  for (size_t i = 0; i < xnn_f32_vunary_ukernel_count; i++) {
    const xnn_f32_vunary_info& row = xnn_f32_vunary_ukernels[i];
    if (row.op == op && row.isa == xnn_isa::scalar) return &row;
  }
  return nullptr;
}

// A clamp bound in the output's domain as XNNPACK quantizes it (and as a clamp folded into its producer is):
// round(bound / scale + zero point), saturated to [lo, hi].
int32_t quantized_bound(float bound, const xnn_quantization_params& q, int32_t lo, int32_t hi) {
  const float v = bound / q.scale + float(q.zero_point);
  if (!(v > float(lo))) return lo;
  if (!(v < float(hi))) return hi;
  return int32_t(std::lrintf(v));
}

bool build_table(xnn_datatype datatype, xnn_unary_op op, const xnn_f32_unary_params& params,
                 const xnn_quantization_params& input_quantization,
                 const xnn_quantization_params& output_quantization, uint8_t table[256]) {
  const xnn_f32_vunary_info* kernel = scalar_kernel_of(op);
  if (kernel == nullptr) return false;
  const bool is_signed = datatype == xnn_datatype_qint8;
  const xnn_qs8_f32_cvt_params dequantize{input_quantization.zero_point, input_quantization.scale};
  const xnn_f32_qs8_cvt_params quantize{1.0f / output_quantization.scale, output_quantization.zero_point};
  // The kernel may read XNN_EXTRA_BYTES past its input.
  float x[256 + XNN_EXTRA_BYTES / sizeof(float)] = {};
  float y[256];
  for (int32_t b = 0; b < 256; b++) x[b] = xnn_dequantize_8bit(is_signed ? int32_t(int8_t(b)) : b, dequantize);
  kernel->fn(sizeof(y), x, y, &params);
  const int32_t lo = is_signed ? -128 : 0, hi = is_signed ? 127 : 255;
  if (op == xnn_unary_op::clamp) {
    // The clamp applies to the requantized code, with bounds quantized as XNNPACK quantizes them, so a clamp gives
    // the same bytes here as folded into its producer (a bound half way between two codes rounds alike).
    const int32_t min = quantized_bound(params.clamp.min, output_quantization, lo, hi);
    const int32_t max = quantized_bound(params.clamp.max, output_quantization, lo, hi);
    for (size_t b = 0; b < 256; b++) {
      const int32_t q = xnn_quantize_f32(x[b], quantize, lo, hi);
      table[b] = uint8_t(q < min ? min : q > max ? max : q);
    }
    return true;
  }
  for (size_t b = 0; b < 256; b++) table[b] = uint8_t(xnn_quantize_f32(y[b], quantize, lo, hi));
  return true;
}

}  // namespace

xnn_status xnn_init_quantized_lut(const char* name, xnn_datatype datatype, xnn_unary_op op,
                                  const xnn_f32_unary_params& params,
                                  const xnn_quantization_params* input_quantization,
                                  const xnn_quantization_params* output_quantization, xnn_quantized_lut* lut) {
  xnn_status status;
  if ((status = xnn_check_8bit_quantization(name, "input", datatype, input_quantization)) != xnn_status_success ||
      (status = xnn_check_8bit_quantization(name, "output", datatype, output_quantization)) != xnn_status_success) {
    return status;
  }
  const xnn_x8_lut_info* kernel = xnn_init_x8_lut_config();
  if (kernel == nullptr) return xnn_status_uninitialized;
  lut->fn = kernel->fn;
  lut->tile = kernel->tile;
  if (!build_table(datatype, op, params, *input_quantization, *output_quantization, lut->table)) {
    xnn_log_error("%s: op %s has no scalar f32 kernel to build its 8-bit table from", name, xnn_unary_op_name(op));
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}
