// The library's own entry to the binary elementwise operator: the public xnn_create_binary_elementwise_nd has no
// output clamp (as XNNPACK's), while subgraph binary nodes carry one.
#pragma once

#include <cstdint>

#include <xnnpack.h>

// As xnn_create_binary_elementwise_nd for fp32, with the output clamped to [output_min, output_max] (infinities for
// no clamp; validated like every other operator's range).
xnn_status xnn_create_binary_elementwise_nd_f32_clamped(xnn_binary_operator type, float output_min,
                                                        float output_max, uint32_t flags, xnn_operator_t* op_out);

// The same for fp16 (the bounds rounded to fp16).
xnn_status xnn_create_binary_elementwise_nd_f16_clamped(xnn_binary_operator type, float output_min,
                                                        float output_max, uint32_t flags, xnn_operator_t* op_out);

// As xnn_create_binary_elementwise_nd for qint8 and quint8, with the output clamped to [output_min, output_max] in
// the output's quantized domain (within the datatype's range).
xnn_status xnn_create_binary_elementwise_nd_quantized_clamped(xnn_binary_operator type, xnn_datatype datatype,
                                                              const xnn_quantization_params* input1_quantization,
                                                              const xnn_quantization_params* input2_quantization,
                                                              const xnn_quantization_params* output_quantization,
                                                              int32_t output_min, int32_t output_max, uint32_t flags,
                                                              xnn_operator_t* op_out);
