#include "operators/binary-quantized.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "configs/qs8-vbinary-config.h"
#include "configs/qs8-vprelu-config.h"
#include "log.h"
#include "operators/quantized-convert.h"

namespace {

xnn_status check_ratio(const char* name, const char* what, float ratio, float min, float max) {
  if (!(ratio >= min && ratio < max)) {
    xnn_log_error("%s: %s is %.9g; expected it in [%.9g, %.9g)", name, what, ratio, min, max);
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

// Add's bias and shift are symmetric in the inputs, so swapping the zero points and multipliers is enough.
xnn_qs8_vbinary_params swap_inputs(xnn_qs8_vbinary_params p) {
  std::swap(p.a_zero_point, p.b_zero_point);
  std::swap(p.a_multiplier, p.b_multiplier);
  return p;
}

// Prelu: input1 is x, input2 the slope; the vrpreluc kernel takes the same parameters (they name roles).
xnn_status init_prelu(const char* name, const xnn_quantization_params& x, const xnn_quantization_params& slope,
                      float y_scale, const xnn_qs8_minmax_params& output, xnn_quantized_binary* b) {
  const xnn_qs8_vprelu_params params =
      xnn_init_qs8_prelu_params(x.scale, slope.scale, y_scale, x.zero_point, slope.zero_point, output);
  if (xnn_status status = check_ratio(name, "input1 scale * input2 scale / output scale", params.negative_scale,
                                      kXnnPreluMinRatio, kXnnPreluMaxRatio)) {
    return status;
  }
  const xnn_qs8_vprelu_config* config = xnn_init_qs8_vprelu_config();
  if (config == nullptr) return xnn_status_uninitialized;
  b->kind = xnn_quantized_binary::path::prelu;
  b->prelu_params = params;
  if (b->is_signed) {
    const xnn_qs8_vprelu_info* rows[3] = {config->qs8_vprelu, config->qs8_vpreluc, config->qs8_vrpreluc};
    for (size_t i = 0; i < 3; i++) b->qs8_prelu[i] = rows[i]->fn;
    b->op_tile = rows[0]->tile;
    b->opc_tile = std::max(rows[1]->tile, rows[2]->tile);
  } else {
    const xnn_qu8_vprelu_info* rows[3] = {config->qu8_vprelu, config->qu8_vpreluc, config->qu8_vrpreluc};
    for (size_t i = 0; i < 3; i++) b->qu8_prelu[i] = rows[i]->fn;
    b->op_tile = rows[0]->tile;
    b->opc_tile = std::max(rows[1]->tile, rows[2]->tile);
  }
  return xnn_status_success;
}

}  // namespace

bool xnn_is_quantized_binary(xnn_datatype datatype) {
  return datatype == xnn_datatype_qint8 || datatype == xnn_datatype_quint8;
}

xnn_status xnn_init_quantized_binary(const char* name, xnn_binary_operator type, xnn_datatype datatype,
                                     const xnn_quantization_params* input1_quantization,
                                     const xnn_quantization_params* input2_quantization,
                                     const xnn_quantization_params* output_quantization, int32_t output_min,
                                     int32_t output_max, xnn_quantized_binary* binary) {
  const bool is_signed = datatype == xnn_datatype_qint8;
  const bool has_integer_kernel = type == xnn_binary_add || type == xnn_binary_subtract ||
                                  type == xnn_binary_multiply || type == xnn_binary_prelu;
  if (!has_integer_kernel && xnn_binary_reference_kernel(type, is_signed) == nullptr) {
    xnn_log_error("%s: operator %d has no qint8/quint8 form; expected add (%d) to pow (%d), the bitwise and shift "
                  "operators being integer-only", name, int(type), int(xnn_binary_add), int(xnn_binary_pow));
    return xnn_status_unsupported_parameter;
  }
  xnn_status status;
  if ((status = xnn_check_8bit_quantization(name, "input1", datatype, input1_quantization)) ||
      (status = xnn_check_8bit_quantization(name, "input2", datatype, input2_quantization)) ||
      (status = xnn_check_8bit_quantization(name, "output", datatype, output_quantization))) {
    return status;
  }
  const float a_scale = input1_quantization->scale, b_scale = input2_quantization->scale;
  const float y_scale = output_quantization->scale;
  const int32_t type_min = is_signed ? -128 : 0, type_max = is_signed ? 127 : 255;
  if (!(type_min <= output_min && output_min <= output_max && output_max <= type_max)) {
    xnn_log_error("%s: the quantized output range is [%d, %d]; expected %d <= min <= max <= %d", name, int(output_min),
                  int(output_max), int(type_min), int(type_max));
    return xnn_status_invalid_parameter;
  }
  xnn_quantized_binary b;
  b.is_signed = is_signed;
  if (!has_integer_kernel) {
    b.kind = xnn_quantized_binary::path::reference;
    b.reference = xnn_binary_reference_kernel(type, is_signed);
    b.reference_params = xnn_init_binary_reference_params(*input1_quantization, *input2_quantization,
                                                          *output_quantization, output_min, output_max);
    *binary = b;
    return xnn_status_success;
  }
  const xnn_qs8_minmax_params output{output_quantization->zero_point, output_min, output_max};
  if (type == xnn_binary_prelu) {
    if ((status = init_prelu(name, *input1_quantization, *input2_quantization, y_scale, output, &b))) return status;
    *binary = b;
    return xnn_status_success;
  }
  b.is_multiply = type == xnn_binary_multiply;
  if (b.is_multiply) {
    const float ratio = a_scale * b_scale / y_scale;
    if ((status = check_ratio(name, "input1 scale * input2 scale / output scale", ratio, kXnnMulMinRatio,
                              kXnnMulMaxRatio))) {
      return status;
    }
    b.params = xnn_init_qs8_mul_params(ratio, input1_quantization->zero_point, input2_quantization->zero_point, output);
  } else {
    const float a_ratio = a_scale / y_scale, b_ratio = b_scale / y_scale;
    if ((status = check_ratio(name, "input1 scale / output scale", a_ratio, kXnnAddMinRatio, kXnnAddMaxRatio)) ||
        (status = check_ratio(name, "input2 scale / output scale", b_ratio, kXnnAddMinRatio, kXnnAddMaxRatio))) {
      return status;
    }
    // Subtract is add with input2's ratio negated.
    b.params = xnn_init_qs8_add_params(a_ratio, type == xnn_binary_subtract ? -b_ratio : b_ratio,
                                       input1_quantization->zero_point, input2_quantization->zero_point, output);
  }
  b.swapped_params = swap_inputs(b.params);
  const xnn_qs8_vbinary_config* config = xnn_init_qs8_vbinary_config();
  if (config == nullptr) return xnn_status_uninitialized;
  if (is_signed) {
    const xnn_qs8_vbinary_info* op = b.is_multiply ? config->qs8_vmul : config->qs8_vadd;
    const xnn_qs8_vbinary_info* opc = b.is_multiply ? config->qs8_vmulc : config->qs8_vaddc;
    b.qs8_op = op->fn;
    b.qs8_opc = opc->fn;
    b.op_tile = op->tile;
    b.opc_tile = opc->tile;
  } else {
    const xnn_qu8_vbinary_info* op = b.is_multiply ? config->qu8_vmul : config->qu8_vadd;
    const xnn_qu8_vbinary_info* opc = b.is_multiply ? config->qu8_vmulc : config->qu8_vaddc;
    b.qu8_op = op->fn;
    b.qu8_opc = opc->fn;
    b.op_tile = op->tile;
    b.opc_tile = opc->tile;
  }
  *binary = b;
  return xnn_status_success;
}

void xnn_quantized_binary::run(size_t count, const void* first, const void* second, bool second_varies, bool swapped,
                               void* y) const {
  if (kind == path::reference) {
    // `swapped`: first is input2 (varying) and second input1 (broadcast); the loop takes input1 first.
    if (swapped) {
      reference(count, second, false, first, true, y, &reference_params);
    } else {
      reference(count, first, true, second, second_varies, y, &reference_params);
    }
    return;
  }
  if (kind == path::prelu) {
    // vprelu, vpreluc, or vrpreluc when the varying first operand is input2 (the slopes).
    const size_t which = second_varies ? 0 : swapped ? 2 : 1;
    if (is_signed) {
      qs8_prelu[which](count, static_cast<const int8_t*>(first), static_cast<const int8_t*>(second),
                       static_cast<int8_t*>(y), &prelu_params);
    } else {
      qu8_prelu[which](count, static_cast<const uint8_t*>(first), static_cast<const uint8_t*>(second),
                       static_cast<uint8_t*>(y), &prelu_params);
    }
    return;
  }
  const xnn_qs8_vbinary_params* p = swapped ? &swapped_params : &params;
  if (is_signed) {
    (second_varies ? qs8_op : qs8_opc)(count, static_cast<const int8_t*>(first), static_cast<const int8_t*>(second),
                                       static_cast<int8_t*>(y), p);
  } else {
    (second_varies ? qu8_op : qu8_opc)(count, static_cast<const uint8_t*>(first),
                                       static_cast<const uint8_t*>(second), static_cast<uint8_t*>(y), p);
  }
}
