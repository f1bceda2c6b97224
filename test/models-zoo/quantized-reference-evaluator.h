// Runs a quantized model description (xnn_zoo_quantize_qs8) with plain integer arithmetic, written from the formulas
// in docs/kernels.md ("Quantized kernels") rather than from the library's code; the one shared piece is
// xnn_requantize_fp32, the formula itself. The runtime must give the same bytes.
#pragma once

#include <vector>

#include "models.h"

// The fp32 output for `input` (tensor 0's shape, dense).
std::vector<float> quantized_reference_evaluate(const xnn_zoo_model& model, const std::vector<float>& input);
