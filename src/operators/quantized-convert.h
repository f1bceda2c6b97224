// The 8-bit conversions of the unary elementwise operator (xnn_unary_convert between fp32 or fp16 and qint8/quint8,
// and qint8 -> qint8, quint8 -> quint8): checking their quantization at create, and running the qs8-vcvt config's
// kernel. An fp16 side goes through fp32 in chunks on the stack: fp16 -> 8-bit quantizes the exact fp32 value (as
// from fp32), 8-bit -> fp16 rounds the fp32 result to fp16.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "ukernels/f16-vcvt/f16-vcvt.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

// A conversion chosen at create: which family, its kernel and its parameters.
struct xnn_quantized_convert {
  enum class family : uint8_t { f32_qs8, f32_qu8, qs8_f32, qu8_f32, qs8, qu8 };
  family kind = family::f32_qs8;
  union {
    xnn_f32_qs8_vcvt_ukernel_fn f32_qs8;
    xnn_f32_qu8_vcvt_ukernel_fn f32_qu8;
    xnn_qs8_f32_vcvt_ukernel_fn qs8_f32;
    xnn_qu8_f32_vcvt_ukernel_fn qu8_f32;
    xnn_qs8_vcvt_ukernel_fn qs8;
    xnn_qu8_vcvt_ukernel_fn qu8;
  } fn{};
  union {
    xnn_f32_qs8_cvt_params quantize;
    xnn_qs8_f32_cvt_params dequantize;
    xnn_qs8_cvt_params requantize;
  } params{};
  xnn_f16_f32_vcvt_ukernel_fn widen = nullptr;   // fp16 input, widened before the f32 -> 8-bit kernel
  xnn_f32_f16_vcvt_ukernel_fn narrow = nullptr;  // fp16 output, narrowed after the 8-bit -> f32 kernel
  size_t input_size = 0, output_size = 0;  // bytes per element
  size_t tile = 1;                         // the kernel's elements per main-loop iteration

  // Converts `count` elements of x into y.
  void run(size_t count, const void* x, void* y) const;

 private:
  // The 8-bit kernel alone, on fp32 where a side is fp32 or fp16.
  void run_kernel(size_t count, const void* x, void* y) const;
};

// The scale and zero point of one quantized side (`side` names it: "input", "output", "input1"...) of a qint8 or
// quint8 tensor: present, a positive normal scale, a zero point in the datatype's range; else invalid_parameter and
// one logged sentence naming `name`.
xnn_status xnn_check_8bit_quantization(const char* name, const char* side, xnn_datatype datatype,
                                       const xnn_quantization_params* q);

// True when input -> output is a conversion involving an 8-bit quantized datatype.
bool xnn_is_quantized_convert(xnn_datatype input_datatype, xnn_datatype output_datatype);

// Checks the datatypes and quantization of a conversion for which xnn_is_quantized_convert holds, and fills
// `convert`. Each refusal logs one sentence naming `name` and returns its status: an unsupported pair of datatypes or
// a requantization scale ratio outside XNNPACK's [2^-8, 2^7] is unsupported_parameter; a missing quantization, a
// scale that is not a positive normal float or a zero point outside the datatype's range is invalid_parameter.
xnn_status xnn_init_quantized_convert(const char* name, xnn_datatype input_datatype, xnn_datatype output_datatype,
                                      const xnn_quantization_params* input_quantization,
                                      const xnn_quantization_params* output_quantization,
                                      xnn_quantized_convert* convert);
