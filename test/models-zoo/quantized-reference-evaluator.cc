#include "models-zoo/quantized-reference-evaluator.h"

#include <algorithm>
#include <cmath>

#include "ukernels/requantization.h"

namespace {

using Values = std::vector<int32_t>;  // int8 values, widened

size_t elements(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

xnn_qs8_minmax_params output_params(const xnn_zoo_tensor& y, int32_t min = -128, int32_t max = 127) {
  return xnn_qs8_minmax_params{y.zero_point, min, max};
}

// A fused clamp's bound in the output's quantized domain: round(bound / scale) + zero point, saturated.
int32_t quantized_bound(float bound, const xnn_zoo_tensor& y) {
  const float q = bound / y.scale + float(y.zero_point);
  if (!(q > -128.0f)) return -128;
  if (!(q < 127.0f)) return 127;
  return int32_t(std::nearbyint(q));
}

// fp32 -> qint8: t = x * (1 / scale), clamped to the range less the zero point, rounded to even, plus the zero point.
Values quantize(const std::vector<float>& x, const xnn_zoo_tensor& y) {
  const float inverse = 1.0f / y.scale;
  const float lo = float(-128 - y.zero_point), hi = float(127 - y.zero_point);
  Values q(x.size());
  for (size_t i = 0; i < x.size(); i++) {
    const float t = std::min(std::max(x[i] * inverse, lo), hi);
    q[i] = int32_t(std::nearbyint(t)) + y.zero_point;
  }
  return q;
}

std::vector<float> dequantize(const Values& q, const xnn_zoo_tensor& x) {
  std::vector<float> y(q.size());
  for (size_t i = 0; i < q.size(); i++) y[i] = float(q[i] - x.zero_point) * x.scale;
  return y;
}

// Convolution (dense or depthwise) and fully connected: acc = bias + sum (x - x_zp) * w, exact in int32;
// requantized at x_scale * w_scale[c] / y_scale. Padding taps hold the input's zero point and add nothing.
Values weighted(const xnn_zoo_model& model, const xnn_zoo_layer& layer, const Values& x) {
  const xnn_zoo_tensor& in = model.tensors[layer.inputs[0]];
  const xnn_zoo_tensor& filter = model.tensors[layer.inputs[1]];
  const xnn_zoo_tensor& out = model.tensors[layer.output];
  const int8_t* w = static_cast<const int8_t*>(filter.data);
  const int32_t* bias = layer.inputs[2] != kZooNoTensor
                            ? static_cast<const int32_t*>(model.tensors[layer.inputs[2]].data) : nullptr;
  const bool fc = layer.kind == xnn_zoo_layer_kind::fully_connected;
  const bool depthwise = layer.kind == xnn_zoo_layer_kind::depthwise_convolution;
  // A fully connected layer is a 1x1 convolution over [rows, 1, 1, channels].
  const size_t ic = in.shape.back(), oc = out.shape.back();
  const size_t batch = fc ? elements(in.shape) / ic : in.shape[0];
  const size_t ih = fc ? 1 : in.shape[1], iw = fc ? 1 : in.shape[2];
  const size_t oh = fc ? 1 : out.shape[1], ow = fc ? 1 : out.shape[2];
  const size_t k = layer.kernel, stride = layer.stride, pad = layer.padding;
  xnn_qs8_minmax_params params = output_params(out);
  params.output_min = quantized_bound(layer.output_min, out);
  params.output_max = quantized_bound(layer.output_max, out);
  Values y(batch * oh * ow * oc);
  for (size_t b = 0; b < batch; b++)
    for (size_t oy = 0; oy < oh; oy++)
      for (size_t ox = 0; ox < ow; ox++)
        for (size_t c = 0; c < oc; c++) {
          int32_t acc = bias != nullptr ? bias[c] : 0;
          for (size_t ky = 0; ky < k; ky++)
            for (size_t kx = 0; kx < k; kx++) {
              const ptrdiff_t iy = ptrdiff_t(oy * stride + ky) - ptrdiff_t(pad);
              const ptrdiff_t ix = ptrdiff_t(ox * stride + kx) - ptrdiff_t(pad);
              if (iy < 0 || ix < 0 || iy >= ptrdiff_t(ih) || ix >= ptrdiff_t(iw)) continue;
              const int32_t* pixel = &x[((b * ih + size_t(iy)) * iw + size_t(ix)) * ic];
              if (depthwise) {
                acc += (pixel[c] - in.zero_point) * w[(ky * k + kx) * oc + c];
                continue;
              }
              const int8_t* wc = w + ((c * k + ky) * k + kx) * ic;
              for (size_t i = 0; i < ic; i++) acc += (pixel[i] - in.zero_point) * wc[i];
            }
          const float scale = in.scale * filter.channel_scales[c] / out.scale;
          y[((b * oh + oy) * ow + ox) * oc + c] = xnn_requantize_fp32(acc, scale, params);
        }
  return y;
}

// Add (XNNPACK's formula): with e the exponent of the larger ratio (2^e <= r < 2^(e+1)) of a_scale / y_scale and
// b_scale / y_scale and s = 20 - e, m_x = round_half_even(x_ratio * 2^s) and bias = 2^(s-1) - m_a * a_zp - m_b * b_zp;
// y = clamp(((bias + a * m_a + b * m_b) >> s) + y_zp), in int32 with an arithmetic shift.
Values add(const xnn_zoo_model& model, const xnn_zoo_layer& layer, const Values& a, const Values& b) {
  const xnn_zoo_tensor& ta = model.tensors[layer.inputs[0]];
  const xnn_zoo_tensor& tb = model.tensors[layer.inputs[1]];
  const xnn_zoo_tensor& ty = model.tensors[layer.output];
  const float a_ratio = ta.scale / ty.scale, b_ratio = tb.scale / ty.scale;
  const int s = 20 - std::ilogb(std::max(a_ratio, b_ratio));
  const int32_t ma = int32_t(std::lrint(std::ldexp(a_ratio, s)));
  const int32_t mb = int32_t(std::lrint(std::ldexp(b_ratio, s)));
  const int32_t bias = (int32_t(1) << (s - 1)) - ma * ta.zero_point - mb * tb.zero_point;
  const xnn_qs8_minmax_params out = output_params(ty);
  Values y(a.size());
  for (size_t i = 0; i < y.size(); i++) {
    const int32_t q = ((bias + a[i] * ma + b[i] * mb) >> s) + out.output_zero_point;
    y[i] = std::clamp(q, out.output_min, out.output_max);
  }
  return y;
}

// Global average pooling over [batch, h, w, c]: acc = sum - pixels * x_zp, requantized at
// (x_scale / y_scale) / pixels.
Values global_average_pooling(const xnn_zoo_model& model, const xnn_zoo_layer& layer, const Values& x) {
  const xnn_zoo_tensor& in = model.tensors[layer.inputs[0]];
  const xnn_zoo_tensor& out = model.tensors[layer.output];
  const size_t pixels = in.shape[1] * in.shape[2], channels = in.shape[3];
  const float scale = (in.scale / out.scale) / float(pixels);
  Values y(in.shape[0] * channels);
  for (size_t n = 0; n < in.shape[0]; n++)
    for (size_t c = 0; c < channels; c++) {
      int32_t acc = -int32_t(pixels) * in.zero_point;
      for (size_t p = 0; p < pixels; p++) acc += x[(n * pixels + p) * channels + c];
      y[n * channels + c] = xnn_requantize_fp32(acc, scale, output_params(out));
    }
  return y;
}

}  // namespace

std::vector<float> quantized_reference_evaluate(const xnn_zoo_model& model, const std::vector<float>& input) {
  std::vector<Values> q(model.tensors.size());
  std::vector<float> output;
  for (const xnn_zoo_layer& layer : model.layers) {
    const uint32_t x = layer.inputs[0];
    switch (layer.kind) {
      case xnn_zoo_layer_kind::unary:  // the converts at both ends
        if (x == 0) {
          q[layer.output] = quantize(input, model.tensors[layer.output]);
        } else {
          output = dequantize(q[x], model.tensors[x]);
        }
        break;
      case xnn_zoo_layer_kind::convolution:
      case xnn_zoo_layer_kind::depthwise_convolution:
      case xnn_zoo_layer_kind::fully_connected:
        q[layer.output] = weighted(model, layer, q[x]);
        break;
      case xnn_zoo_layer_kind::binary:
        q[layer.output] = add(model, layer, q[x], q[layer.inputs[1]]);
        break;
      case xnn_zoo_layer_kind::global_average_pooling:
        q[layer.output] = global_average_pooling(model, layer, q[x]);
        break;
      default:
        return {};  // xnn_zoo_quantize_qs8 makes no other layer
    }
  }
  return output;
}
