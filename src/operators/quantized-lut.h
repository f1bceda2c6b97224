// The unary ops of the unary elementwise operator on qint8 -> qint8 and quint8 -> quint8: a 256-entry table built
// at create (each input code dequantized, run through the op's scalar f32 kernel, quantized to the output) and the
// x8-lut config's kernel looking every element up in it.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/x8-lut/x8-lut.h"

// A table chosen at create: the kernel and its 256 output codes, indexed by the input code's byte.
struct xnn_quantized_lut {
  xnn_x8_lut_ukernel_fn fn = nullptr;
  size_t tile = 1;  // the kernel's elements per main-loop iteration
  uint8_t table[256] = {};

  // Looks `count` elements of x up into y.
  void run(size_t count, const void* x, void* y) const {
    fn(count, static_cast<const uint8_t*>(x), static_cast<uint8_t*>(y), table);
  }
};

// Checks the quantization of both sides (xnn_check_8bit_quantization) and fills `lut` with the table of `op` on
// `datatype` (qint8 or quint8, in and out): table[b], for the input code whose byte is b, is
// quantize(op(dequantize(b))) with the conversions' reference formulas (xnn_dequantize_8bit; xnn_quantize_f32: one
// multiply by the inverse output scale, round half to even, saturation to the datatype, NaN -> 0) and op the scalar
// f32 kernel of `op` (the same table on every CPU of an architecture). Each refusal logs one sentence naming `name`.
xnn_status xnn_init_quantized_lut(const char* name, xnn_datatype datatype, xnn_unary_op op,
                                  const xnn_f32_unary_params& params,
                                  const xnn_quantization_params* input_quantization,
                                  const xnn_quantization_params* output_quantization, xnn_quantized_lut* lut);
