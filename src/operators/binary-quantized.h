// The 8-bit operators of the binary elementwise operator (qint8 and quint8): checking their quantization at create,
// and running add, subtract and multiply with the qs8-vbinary config's kernels, prelu with the qs8-vprelu config's,
// and the others through float (operators/binary-quantized-reference.h), as XNNPACK runs each.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "operators/binary-quantized-reference.h"
#include "ukernels/qs8-vbinary/qs8-vbinary.h"
#include "ukernels/qs8-vprelu/qs8-vprelu.h"

// An 8-bit binary operation chosen at create. Add, subtract, multiply: kernels for both inputs varying (`op`) and
// for the second one broadcast (`opc`), and parameters for input1 first and, for runs where only input2 varies,
// input2 first. Prelu: the vprelu, vpreluc and vrpreluc kernels (the last for runs where only the slope varies).
// The others: one plain loop.
struct xnn_quantized_binary {
  enum class path : uint8_t { add_or_multiply, prelu, reference };
  path kind = path::add_or_multiply;
  bool is_signed = true;  // qint8 (else quint8)
  bool is_multiply = false;
  xnn_qs8_vbinary_ukernel_fn qs8_op = nullptr, qs8_opc = nullptr;
  xnn_qu8_vbinary_ukernel_fn qu8_op = nullptr, qu8_opc = nullptr;
  xnn_qs8_vbinary_params params{};          // input1 is the kernel's a
  xnn_qs8_vbinary_params swapped_params{};  // input2 is the kernel's a
  xnn_qs8_vprelu_ukernel_fn qs8_prelu[3] = {};  // vprelu, vpreluc, vrpreluc
  xnn_qu8_vprelu_ukernel_fn qu8_prelu[3] = {};
  xnn_qs8_vprelu_params prelu_params{};
  xnn_binary_reference_fn reference = nullptr;
  xnn_binary_reference_params reference_params{};
  size_t op_tile = 1, opc_tile = 1;

  // y[i] = first[i] OP second[i] (second_varies) or first[i] OP second[0]; `swapped`: first is input2.
  void run(size_t count, const void* first, const void* second, bool second_varies, bool swapped, void* y) const;
};

// True for the datatypes this file handles.
bool xnn_is_quantized_binary(xnn_datatype datatype);

// Checks the operator and quantization of an 8-bit binary operation and fills `binary`. Each refusal logs one
// sentence naming `name` and returns its status: a bitwise or shift operator (integer-only in XNNPACK), or a scale
// ratio outside XNNPACK's range (add and subtract: input_scale / output_scale of each input in [2^-10, 2^8);
// multiply: input1_scale * input2_scale / output_scale in [2^-16, 2^8); prelu: input_scale * slope_scale /
// output_scale in [2^-16, 2^8)) is unsupported_parameter; a missing quantization, a scale that is not a positive
// normal float or a zero point outside the datatype's range is invalid_parameter.
// Outputs are clamped to [output_min, output_max], quantized bounds within the datatype's range.
xnn_status xnn_init_quantized_binary(const char* name, xnn_binary_operator type, xnn_datatype datatype,
                                     const xnn_quantization_params* input1_quantization,
                                     const xnn_quantization_params* input2_quantization,
                                     const xnn_quantization_params* output_quantization, int32_t output_min,
                                     int32_t output_max, xnn_quantized_binary* binary);
