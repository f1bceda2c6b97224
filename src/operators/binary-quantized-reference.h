// The 8-bit binary operators that have no integer kernel (divide, maximum, minimum, copysign, squared_difference,
// modulus, atan2, pow), computed as XNNPACK's reference kernels compute them for qint8 and quint8: each input
// dequantized to float, the operation in float, the result quantized (docs/operators.md, "8-bit binary operators
// through float"). Plain loops: not fast, exact.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

// Zero points as floats, as the formula uses them; the output range is the node's clamp, quantized.
struct xnn_binary_reference_params {
  float a_scale, a_zero_point;
  float b_scale, b_zero_point;
  float inv_output_scale, output_zero_point;
  int32_t output_min, output_max;
};

// y[i] = quantize(op(dequantize(a[a_varies ? i : 0]), dequantize(b[b_varies ? i : 0]))) for i < count.
typedef void (*xnn_binary_reference_fn)(size_t count, const void* a, bool a_varies, const void* b, bool b_varies,
                                        void* y, const xnn_binary_reference_params* params);

// inv_output_scale is 1 / output scale rounded to float, as XNNPACK stores it.
xnn_binary_reference_params xnn_init_binary_reference_params(const xnn_quantization_params& a,
                                                             const xnn_quantization_params& b,
                                                             const xnn_quantization_params& y, int32_t output_min,
                                                             int32_t output_max);

// The loop of `type` on int8 (`is_signed`) or uint8 values; nullptr for an operator this path does not compute
// (add, subtract, multiply and prelu have integer kernels; the bitwise and shift operators are integer-only).
xnn_binary_reference_fn xnn_binary_reference_kernel(xnn_binary_operator type, bool is_signed);
