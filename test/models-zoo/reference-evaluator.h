// Runs a model description (src/model-zoo/models.h) with plain reference operators: the convolutions and matrix
// products of test/operators/reference.h (double precision), and direct formulas for the rest. Each layer's output is
// rounded to float, as the runtime stores it. Dynamically quantized fully connected layers (xnn_zoo_quantize_qd8) and
// their converts follow the integer formulas of dynamic-quantization-reference.h, bit for bit as the runtime.
#pragma once

#include <vector>

#include "models.h"

// The model's output for `input` (tensor 0's shape, dense).
std::vector<float> reference_evaluate(const xnn_zoo_model& model, const std::vector<float>& input);
