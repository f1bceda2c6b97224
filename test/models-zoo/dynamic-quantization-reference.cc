#include "models-zoo/dynamic-quantization-reference.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace {

float from_bf16(uint16_t x) {
  const uint32_t bits = uint32_t(x) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

// Filter element (o, k) as an integer: int8, or a nibble less the zero point.
int32_t weight(const xnn_zoo_tensor& filter, size_t o, size_t k) {
  const size_t inputs = filter.shape[1];
  if (filter.datatype == xnn_datatype_qcint8) return static_cast<const int8_t*>(filter.data)[o * inputs + k];
  const uint8_t byte = static_cast<const uint8_t*>(filter.data)[o * ((inputs + 1) / 2) + k / 2];
  return int32_t(k % 2 == 0 ? byte & 0xF : byte >> 4) - filter.zero_point;
}

}  // namespace

qd8_rows qd8_quantize_rows(const std::vector<float>& x, size_t row_size) {
  qd8_rows q;
  q.values.resize(x.size());
  for (size_t r = 0; r < x.size() / row_size; r++) {
    const float* row = x.data() + r * row_size;
    const xnn_qd8_row_quantization p =
        xnn_qd8_asymmetric_quantization(*std::min_element(row, row + row_size), *std::max_element(row, row + row_size));
    const float lo = float(-128 - p.zero_point), hi = float(127 - p.zero_point);
    for (size_t i = 0; i < row_size; i++) {
      const float t = std::min(std::max(row[i] * p.quantize_scale, lo), hi);
      q.values[r * row_size + i] = int32_t(std::nearbyint(t)) + p.zero_point;
    }
    q.rows.push_back(p);
  }
  return q;
}

std::vector<float> qd8_fully_connected(const xnn_zoo_tensor& filter, const float* bias, const qd8_rows& x,
                                       float output_min, float output_max) {
  const size_t outputs = filter.shape[0], inputs = filter.shape[1];
  const bool blockwise = filter.datatype == xnn_datatype_qbint4;
  const size_t span = blockwise ? filter.block_size : inputs;
  std::vector<float> y(x.rows.size() * outputs);
  for (size_t r = 0; r < x.rows.size(); r++) {
    const int32_t* a = x.values.data() + r * inputs;
    const xnn_qd8_row_quantization& p = x.rows[r];
    for (size_t o = 0; o < outputs; o++) {
      // Blockwise: f accumulates each block's float(acc) * scale in order; per channel there is one block.
      float f = 0.0f;
      for (size_t k0 = 0; k0 < inputs; k0 += span) {
        int32_t acc = 0;
        for (size_t k = k0; k < k0 + span; k++) acc += (a[k] - p.zero_point) * weight(filter, o, k);
        if (!blockwise) {
          f = float(acc);
          break;
        }
        f = f + xnn_no_contract(float(acc) * from_bf16(filter.block_scales[o * (inputs / span) + k0 / span]));
      }
      float product = xnn_no_contract(f * p.scale);
      if (!blockwise) product = xnn_no_contract(product * filter.channel_scales[o]);
      const float c = product + (bias != nullptr ? bias[o] : 0.0f);
      y[r * outputs + o] = std::min(std::max(c, output_min), output_max);
    }
  }
  return y;
}
