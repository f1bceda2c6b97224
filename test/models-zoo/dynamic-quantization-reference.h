// The integer formulas of dynamically quantized fully connected layers (docs/kernels.md, "Dynamic quantization" and
// "4-bit weights"), written from the documentation rather than from the library's code; the one shared piece is
// xnn_qd8_asymmetric_quantization, the rule a row's zero point and scale come from. The runtime must give the same
// bits for the same fp32 input.
#pragma once

#include <vector>

#include "models.h"
#include "ukernels/qd8-quantization.h"

// A qdint8 activation as the convert writes it: the int8 values (widened) and each row's parameters.
struct qd8_rows {
  std::vector<int32_t> values;
  std::vector<xnn_qd8_row_quantization> rows;
};

// Each row of `row_size` values: parameters from the row's minimum and maximum, then round_half_even(x *
// quantize_scale) clamped to [-128, 127] less the zero point, plus the zero point.
qd8_rows qd8_quantize_rows(const std::vector<float>& x, size_t row_size);

// A fully connected layer with a qdint8 input and a qcint8, qcint4 or qbint4 filter [outputs, inputs]: exact int32
// dot products (per block for qbint4), then ((float(acc) * row scale) * channel scale) + bias, or for qbint4
// f = sum over blocks of float(acc_b) * block scale, then (f * row scale) + bias; clamped to [min, max].
std::vector<float> qd8_fully_connected(const xnn_zoo_tensor& filter, const float* bias, const qd8_rows& x,
                                       float output_min, float output_max);
