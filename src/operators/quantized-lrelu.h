// Leaky ReLU of the unary elementwise operator on qint8 -> qint8 and quint8 -> quint8: XNNPACK's fixed-point
// formula (src/ukernels/qs8-vlrelu/qs8-vlrelu.h) run by the qs8-vlrelu config's kernel (or, with AVX-512 VBMI, as a
// table of its results: unary-elementwise-nc.cc), so outputs equal XNNPACK's bit for bit. The other quantized ops
// (hardswish among them, as in XNNPACK) go through a table: quantized-lut.h.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

// A leaky ReLU chosen at create: the kernel of its datatype and its parameters.
struct xnn_quantized_lrelu {
  xnn_qs8_vlrelu_ukernel_fn qs8 = nullptr;  // set for qint8
  xnn_qu8_vlrelu_ukernel_fn qu8 = nullptr;  // set for quint8
  xnn_qs8_lrelu_params params{};
  size_t tile = 1;  // the kernel's elements per main-loop iteration

  // Runs the kernel over `count` elements of x into y.
  void run(size_t count, const void* x, void* y) const {
    if (qs8 != nullptr) {
      qs8(count, static_cast<const int8_t*>(x), static_cast<int8_t*>(y), &params);
    } else {
      qu8(count, static_cast<const uint8_t*>(x), static_cast<uint8_t*>(y), &params);
    }
  }
};

// Checks the quantization of both sides (xnn_check_8bit_quantization) and the ratios XNNPACK's multipliers accept
// (xnn_init_qs8_lrelu_params: unsupported_parameter outside them), and fills `lrelu` for `datatype` (qint8 or
// quint8, in and out). Each refusal logs one sentence naming `name`.
xnn_status xnn_init_quantized_lrelu(const char* name, xnn_datatype datatype, float negative_slope,
                                    const xnn_quantization_params* input_quantization,
                                    const xnn_quantization_params* output_quantization, xnn_quantized_lrelu* lrelu);
