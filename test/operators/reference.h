// Plain reference implementations for the operator tests. The GEMM-based ones compute in double precision and return,
// per output element, the exact result and the sum of the magnitudes of its terms (for the float rounding bound); the
// data-movement ones (at the end) return the expected 32-bit elements. Layouts follow the public API: NHWC with pixel
// strides in elements, kernels as documented in xnnpack.h.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
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
  // Index of weight (g, o, ky, kx, i) in the kernel tensor.
  size_t kernel_index(size_t g, size_t o, size_t ky, size_t kx, size_t i) const {
    if (depthwise_layout)
      return (ky * kernel_width + kx) * groups * group_output_channels + g * group_output_channels + o;
    return (((g * group_output_channels + o) * kernel_height + ky) * kernel_width + kx) * group_input_channels + i;
  }
};

// Convolution: output size from the padding given in `s` (resolve TensorFlow SAME padding before calling).
inline reference_result reference_conv2d(const conv2d_shape& s, size_t output_height, size_t output_width,
                                         const std::vector<float>& input, const std::vector<float>& kernel,
                                         const std::vector<float>& bias) {
  reference_result r;
  const size_t oc = s.groups * s.group_output_channels;
  r.resize(s.batch * output_height * output_width * oc);
  for (size_t b = 0; b < s.batch; b++)
    for (size_t oy = 0; oy < output_height; oy++)
      for (size_t ox = 0; ox < output_width; ox++)
        for (size_t g = 0; g < s.groups; g++)
          for (size_t o = 0; o < s.group_output_channels; o++) {
            double sum = bias.empty() ? 0.0 : bias[g * s.group_output_channels + o];
            double magnitude = std::abs(sum);
            for (size_t ky = 0; ky < s.kernel_height; ky++) {
              const ptrdiff_t iy = ptrdiff_t(oy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
              if (iy < 0 || iy >= ptrdiff_t(s.input_height)) continue;
              for (size_t kx = 0; kx < s.kernel_width; kx++) {
                const ptrdiff_t ix = ptrdiff_t(ox * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
                if (ix < 0 || ix >= ptrdiff_t(s.input_width)) continue;
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const double p = double(input[((b * s.input_height + iy) * s.input_width + ix) * s.input_stride() +
                                                g * s.group_input_channels + i]) *
                                   double(kernel[s.kernel_index(g, o, ky, kx, i)]);
                  sum += p, magnitude += std::abs(p);
                }
              }
            }
            const size_t index = ((b * output_height + oy) * output_width + ox) * oc + g * s.group_output_channels + o;
            r.value[index] = sum, r.magnitude[index] = magnitude;
          }
  return r;
}

// Deconvolution (transposed convolution): every input pixel adds kernel * value at output position
// (iy * stride + ky * dilation - padding_top); the output size is passed in (it includes the adjustment).
inline reference_result reference_deconv2d(const conv2d_shape& s, size_t output_height, size_t output_width,
                                           const std::vector<float>& input, const std::vector<float>& kernel,
                                           const std::vector<float>& bias) {
  reference_result r;
  const size_t oc = s.groups * s.group_output_channels;
  r.resize(s.batch * output_height * output_width * oc);
  for (size_t b = 0; b < s.batch; b++)
    for (size_t oy = 0; oy < output_height; oy++)
      for (size_t ox = 0; ox < output_width; ox++)
        for (size_t c = 0; c < oc; c++) {
          const size_t index = ((b * output_height + oy) * output_width + ox) * oc + c;
          r.value[index] = bias.empty() ? 0.0 : bias[c];
          r.magnitude[index] = std::abs(r.value[index]);
        }
  for (size_t b = 0; b < s.batch; b++)
    for (size_t iy = 0; iy < s.input_height; iy++)
      for (size_t ix = 0; ix < s.input_width; ix++)
        for (size_t ky = 0; ky < s.kernel_height; ky++) {
          const ptrdiff_t oy = ptrdiff_t(iy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
          if (oy < 0 || oy >= ptrdiff_t(output_height)) continue;
          for (size_t kx = 0; kx < s.kernel_width; kx++) {
            const ptrdiff_t ox = ptrdiff_t(ix * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
            if (ox < 0 || ox >= ptrdiff_t(output_width)) continue;
            for (size_t g = 0; g < s.groups; g++)
              for (size_t o = 0; o < s.group_output_channels; o++) {
                const size_t index =
                    ((b * output_height + oy) * output_width + ox) * oc + g * s.group_output_channels + o;
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const double p = double(input[((b * s.input_height + iy) * s.input_width + ix) * s.input_stride() +
                                                g * s.group_input_channels + i]) *
                                   double(kernel[s.kernel_index(g, o, ky, kx, i)]);
                  r.value[index] += p, r.magnitude[index] += std::abs(p);
                }
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

// Data movement over dense row-major N-D tensors of 32-bit elements: every output element says which input element
// (or the padding value) it holds, computed one coordinate at a time.
inline size_t reference_elements(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

// The coordinates of flat index `index` in `shape`.
inline std::vector<size_t> reference_coordinates(const std::vector<size_t>& shape, size_t index) {
  std::vector<size_t> c(shape.size());
  for (size_t d = shape.size(); d-- > 0;) c[d] = index % shape[d], index /= shape[d];
  return c;
}

inline size_t reference_flat_index(const std::vector<size_t>& shape, const std::vector<size_t>& c) {
  size_t index = 0;
  for (size_t d = 0; d < shape.size(); d++) index = index * shape[d] + c[d];
  return index;
}

// output[c] = input[c permuted back]: output dimension k is input dimension perm[k].
inline std::vector<uint32_t> reference_transpose(const std::vector<size_t>& shape, const std::vector<size_t>& perm,
                                                 const std::vector<uint32_t>& input) {
  std::vector<size_t> output_shape(shape.size());
  for (size_t k = 0; k < shape.size(); k++) output_shape[k] = shape[perm[k]];
  std::vector<uint32_t> output(reference_elements(output_shape));
  for (size_t i = 0; i < output.size(); i++) {
    const std::vector<size_t> c = reference_coordinates(output_shape, i);
    std::vector<size_t> from(shape.size());
    for (size_t k = 0; k < shape.size(); k++) from[perm[k]] = c[k];
    output[i] = input[reference_flat_index(shape, from)];
  }
  return output;
}

// output = input[offsets[d], offsets[d] + sizes[d]) in every dimension (sizes already resolved, no 0 = "to the end").
inline std::vector<uint32_t> reference_slice(const std::vector<size_t>& shape, const std::vector<size_t>& offsets,
                                             const std::vector<size_t>& sizes, const std::vector<uint32_t>& input) {
  std::vector<uint32_t> output(reference_elements(sizes));
  for (size_t i = 0; i < output.size(); i++) {
    std::vector<size_t> c = reference_coordinates(sizes, i);
    for (size_t d = 0; d < shape.size(); d++) c[d] += offsets[d];
    output[i] = input[reference_flat_index(shape, c)];
  }
  return output;
}

// The input surrounded by pre[d] and post[d] elements of `value` along dimension d.
inline std::vector<uint32_t> reference_pad(const std::vector<size_t>& shape, const std::vector<size_t>& pre,
                                           const std::vector<size_t>& post, uint32_t value,
                                           const std::vector<uint32_t>& input) {
  std::vector<size_t> output_shape(shape.size());
  for (size_t d = 0; d < shape.size(); d++) output_shape[d] = pre[d] + shape[d] + post[d];
  std::vector<uint32_t> output(reference_elements(output_shape));
  for (size_t i = 0; i < output.size(); i++) {
    std::vector<size_t> c = reference_coordinates(output_shape, i);
    bool inside = true;
    for (size_t d = 0; d < shape.size(); d++) {
      inside = inside && c[d] >= pre[d] && c[d] - pre[d] < shape[d];
      if (inside) c[d] -= pre[d];
    }
    output[i] = inside ? input[reference_flat_index(shape, c)] : value;
  }
  return output;
}
