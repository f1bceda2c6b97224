// Plain reference implementations of the GEMM-based operators, in double precision, for the operator tests. Each
// returns, per output element, the exact result and the sum of the magnitudes of its terms (for the float rounding
// bound). Layouts follow the public API: NHWC with pixel strides in elements, kernels as documented in xnnpack.h.
// Also the walk over a pooling window that the pooling references share.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

struct reference_result {
  std::vector<double> value, magnitude;
  void resize(size_t n) { value.assign(n, 0.0), magnitude.assign(n, 0.0); }
};

struct conv2d_shape {
  size_t batch = 1, input_height = 1, input_width = 1;
  size_t padding_top = 0, padding_right = 0, padding_bottom = 0, padding_left = 0;
  size_t kernel_height = 1, kernel_width = 1, stride_height = 1, stride_width = 1;
  size_t dilation_height = 1, dilation_width = 1;
  size_t groups = 1, group_input_channels = 1, group_output_channels = 1;
  size_t input_pixel_stride = 0, output_pixel_stride = 0;  // 0: dense
  bool depthwise_layout = false;                           // kernel HWGo (group_input_channels == 1)

  size_t input_stride() const { return input_pixel_stride != 0 ? input_pixel_stride : groups * group_input_channels; }
  size_t output_stride() const {
    return output_pixel_stride != 0 ? output_pixel_stride : groups * group_output_channels;
  }
  size_t kernel_size() const {
    return groups * group_output_channels * kernel_height * kernel_width * group_input_channels;
  }
  // Index of input element (b, y, x, channel i of group g) in the input tensor.
  size_t input_index(size_t b, size_t y, size_t x, size_t g, size_t i) const {
    return ((b * input_height + y) * input_width + x) * input_stride() + g * group_input_channels + i;
  }
  // Index of weight (g, o, ky, kx, i) in the kernel tensor.
  size_t kernel_index(size_t g, size_t o, size_t ky, size_t kx, size_t i) const {
    if (depthwise_layout)
      return (ky * kernel_width + kx) * groups * group_output_channels + g * group_output_channels + o;
    return (((g * group_output_channels + o) * kernel_height + ky) * kernel_width + kx) * group_input_channels + i;
  }
};

// The output of a convolution or deconvolution before any product: the bias (0 without one) at every element.
inline reference_result reference_bias(const conv2d_shape& s, size_t output_height, size_t output_width,
                                       const std::vector<float>& bias) {
  reference_result r;
  const size_t oc = s.groups * s.group_output_channels;
  r.resize(s.batch * output_height * output_width * oc);
  for (size_t i = 0; i < r.value.size(); i++) {
    r.value[i] = bias.empty() ? 0.0 : bias[i % oc];
    r.magnitude[i] = std::abs(r.value[i]);
  }
  return r;
}

// Adds to output element `index` the products of input pixel (b, iy, ix) of group g with tap (ky, kx) of its output
// channel o.
inline void accumulate_tap(const conv2d_shape& s, const std::vector<float>& input, const std::vector<float>& kernel,
                           size_t b, size_t iy, size_t ix, size_t g, size_t o, size_t ky, size_t kx, size_t index,
                           reference_result& r) {
  for (size_t i = 0; i < s.group_input_channels; i++) {
    const double p = double(input[s.input_index(b, iy, ix, g, i)]) * double(kernel[s.kernel_index(g, o, ky, kx, i)]);
    r.value[index] += p, r.magnitude[index] += std::abs(p);
  }
}

// Convolution: output size from the padding given in `s` (resolve TensorFlow SAME padding before calling).
inline reference_result reference_conv2d(const conv2d_shape& s, size_t output_height, size_t output_width,
                                         const std::vector<float>& input, const std::vector<float>& kernel,
                                         const std::vector<float>& bias) {
  reference_result r = reference_bias(s, output_height, output_width, bias);
  const size_t oc = s.groups * s.group_output_channels;
  for (size_t b = 0; b < s.batch; b++)
    for (size_t oy = 0; oy < output_height; oy++)
      for (size_t ox = 0; ox < output_width; ox++)
        for (size_t g = 0; g < s.groups; g++)
          for (size_t o = 0; o < s.group_output_channels; o++) {
            const size_t index = ((b * output_height + oy) * output_width + ox) * oc + g * s.group_output_channels + o;
            for (size_t ky = 0; ky < s.kernel_height; ky++) {
              const ptrdiff_t iy = ptrdiff_t(oy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
              if (iy < 0 || iy >= ptrdiff_t(s.input_height)) continue;
              for (size_t kx = 0; kx < s.kernel_width; kx++) {
                const ptrdiff_t ix = ptrdiff_t(ox * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
                if (ix < 0 || ix >= ptrdiff_t(s.input_width)) continue;
                accumulate_tap(s, input, kernel, b, iy, ix, g, o, ky, kx, index, r);
              }
            }
          }
  return r;
}

// Deconvolution (transposed convolution): every input pixel adds kernel * value at output position
// (iy * stride + ky * dilation - padding_top); the output size is passed in (it includes the adjustment).
inline reference_result reference_deconv2d(const conv2d_shape& s, size_t output_height, size_t output_width,
                                           const std::vector<float>& input, const std::vector<float>& kernel,
                                           const std::vector<float>& bias) {
  reference_result r = reference_bias(s, output_height, output_width, bias);
  const size_t oc = s.groups * s.group_output_channels;
  for (size_t b = 0; b < s.batch; b++)
    for (size_t iy = 0; iy < s.input_height; iy++)
      for (size_t ix = 0; ix < s.input_width; ix++)
        for (size_t ky = 0; ky < s.kernel_height; ky++) {
          const ptrdiff_t oy = ptrdiff_t(iy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
          if (oy < 0 || oy >= ptrdiff_t(output_height)) continue;
          for (size_t kx = 0; kx < s.kernel_width; kx++) {
            const ptrdiff_t ox = ptrdiff_t(ix * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
            if (ox < 0 || ox >= ptrdiff_t(output_width)) continue;
            const size_t pixel = ((b * output_height + oy) * output_width + ox) * oc;
            for (size_t g = 0; g < s.groups; g++)
              for (size_t o = 0; o < s.group_output_channels; o++) {
                accumulate_tap(s, input, kernel, b, iy, ix, g, o, ky, kx, pixel + g * s.group_output_channels + o, r);
              }
          }
        }
  return r;
}

// C[m][n] = sum_k A[m][k] * B[k][n] (+ bias[n]); a_stride/b_stride/c_stride in elements; B[n][k] when transposed.
inline void reference_gemm(size_t m, size_t n, size_t k, const float* a, size_t a_stride, const float* b,
                           bool b_transposed, size_t b_stride, const float* bias, double* value, double* magnitude,
                           size_t c_stride) {
  for (size_t i = 0; i < m; i++)
    for (size_t j = 0; j < n; j++) {
      double sum = bias != nullptr ? bias[j] : 0.0;
      double mag = std::abs(sum);
      for (size_t kk = 0; kk < k; kk++) {
        const double p =
            double(a[i * a_stride + kk]) * double(b_transposed ? b[j * b_stride + kk] : b[kk * b_stride + j]);
        sum += p, mag += std::abs(p);
      }
      value[i * c_stride + j] = sum, magnitude[i * c_stride + j] = mag;
    }
}

// A pooling window over an NHWC input (pixel stride `input_stride` elements): the taps of output pixel (py, px).
struct pooling_window {
  size_t height, width, input_stride;
  size_t kernel_height, kernel_width, stride_height, stride_width, dilation_height, dilation_width;
  size_t padding_top, padding_left;

  // Calls visit(value, tap) for channel c of every tap inside the image of output pixel (py, px) of image b, in
  // row-major order; tap = ky * kernel_width + kx.
  template <class Visit>
  void for_each_tap(const std::vector<float>& input, size_t b, size_t py, size_t px, size_t c, Visit visit) const {
    for (size_t ky = 0; ky < kernel_height; ky++) {
      const ptrdiff_t iy = ptrdiff_t(py * stride_height + ky * dilation_height) - ptrdiff_t(padding_top);
      for (size_t kx = 0; kx < kernel_width; kx++) {
        const ptrdiff_t ix = ptrdiff_t(px * stride_width + kx * dilation_width) - ptrdiff_t(padding_left);
        if (iy < 0 || iy >= ptrdiff_t(height) || ix < 0 || ix >= ptrdiff_t(width)) continue;
        visit(input[((b * height + size_t(iy)) * width + size_t(ix)) * input_stride + c], ky * kernel_width + kx);
      }
    }
  }
};
