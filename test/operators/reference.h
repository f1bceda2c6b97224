// Plain reference implementations for the operator tests. The GEMM-based ones compute in double precision and return,
// per output element, the exact result and the sum of the magnitudes of its terms (for the float rounding bound); the
// data-movement ones (at the end) return the expected 32-bit elements. Layouts follow the public API: NHWC with pixel
// strides in elements, kernels as documented in xnnpack.h. Also the walk over a pooling window that the pooling
// references share.
#pragma once

#include <algorithm>
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

// A convolution's output size, as the operator computes it; with TensorFlow SAME padding (`same`) also the padding it
// then uses, written into `s`.
inline void conv2d_output_size(conv2d_shape& s, bool same, size_t* oh, size_t* ow) {
  const size_t eh = (s.kernel_height - 1) * s.dilation_height + 1, ew = (s.kernel_width - 1) * s.dilation_width + 1;
  if (same) {
    *oh = (s.input_height + s.stride_height - 1) / s.stride_height;
    *ow = (s.input_width + s.stride_width - 1) / s.stride_width;
    const size_t th = std::max<ptrdiff_t>(0, ptrdiff_t((*oh - 1) * s.stride_height + eh) - ptrdiff_t(s.input_height));
    const size_t tw = std::max<ptrdiff_t>(0, ptrdiff_t((*ow - 1) * s.stride_width + ew) - ptrdiff_t(s.input_width));
    s.padding_top = th / 2, s.padding_bottom = th - th / 2, s.padding_left = tw / 2, s.padding_right = tw - tw / 2;
  } else {
    *oh = (s.input_height + s.padding_top + s.padding_bottom - eh) / s.stride_height + 1;
    *ow = (s.input_width + s.padding_left + s.padding_right - ew) / s.stride_width + 1;
  }
}

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

// ---- data movement ------------------------------------------------------------------------------------------------

// Bilinear resize sampling modes: half-pixel centers (no flag), XNN_FLAG_ALIGN_CORNERS, XNN_FLAG_TENSORFLOW_LEGACY_MODE.
enum class resize_mode { half_pixel, align_corners, tensorflow_legacy };

// Where output index `out` samples the input along one axis, in double from the definition of each mode.
inline double resize_source_coordinate(resize_mode m, size_t out, size_t in_size, size_t out_size) {
  switch (m) {
    case resize_mode::align_corners:
      return out_size == 1 ? 0.0 : double(out) * double(in_size - 1) / double(out_size - 1);
    case resize_mode::tensorflow_legacy:
      return double(out) * double(in_size) / double(out_size);
    case resize_mode::half_pixel:
      break;
  }
  const double in = (double(out) + 0.5) * double(in_size) / double(out_size) - 0.5;
  return std::min(std::max(in, 0.0), double(in_size - 1));
}

// Bilinear resize of `batch` NHWC images (pixels input_stride elements apart) to a dense [batch][oh][ow][channels];
// magnitude is the largest of the four corners.
inline reference_result reference_resize_bilinear(resize_mode m, size_t batch, size_t ih, size_t iw, size_t channels,
                                                  size_t input_stride, size_t oh, size_t ow, const float* input) {
  reference_result r;
  r.resize(batch * oh * ow * channels);
  auto lerp = [](double a, double b, double t) { return a + t * (b - a); };
  for (size_t b = 0; b < batch; b++)
    for (size_t oy = 0; oy < oh; oy++) {
      const double sy = resize_source_coordinate(m, oy, ih, oh);
      const size_t y0 = size_t(sy), y1 = std::min(y0 + 1, ih - 1);
      for (size_t ox = 0; ox < ow; ox++) {
        const double sx = resize_source_coordinate(m, ox, iw, ow);
        const size_t x0 = size_t(sx), x1 = std::min(x0 + 1, iw - 1);
        for (size_t c = 0; c < channels; c++) {
          auto pixel = [&](size_t y, size_t x) { return double(input[((b * ih + y) * iw + x) * input_stride + c]); };
          const double tl = pixel(y0, x0), tr = pixel(y0, x1), bl = pixel(y1, x0), br = pixel(y1, x1);
          const size_t i = ((b * oh + oy) * ow + ox) * channels + c;
          r.value[i] = lerp(lerp(tl, tr, sx - double(x0)), lerp(bl, br, sx - double(x0)), sy - double(y0));
          r.magnitude[i] = std::max(std::max(std::abs(tl), std::abs(tr)), std::max(std::abs(bl), std::abs(br)));
        }
      }
    }
  return r;
}

// Elements of a dense tensor of `shape`.
inline size_t reference_elements(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

// Index into `in` (NumPy-broadcast to `out`, right-aligned) of the output element at flat index `i`.
inline size_t reference_broadcast_index(const std::vector<size_t>& in, const std::vector<size_t>& out, size_t i) {
  size_t index = 0, stride = 1;
  for (size_t k = 0; k < out.size(); k++) {
    const size_t d = out.size() - 1 - k;
    const size_t coordinate = i % out[d];
    i /= out[d];
    if (k < in.size()) {
      const size_t in_dim = in[in.size() - 1 - k];
      if (in_dim != 1) index += coordinate * stride;
      stride *= in_dim;
    }
  }
  return index;
}

// Data movement over dense row-major N-D tensors of elements of any type T: every output element says which input
// element (or the padding value) it holds, computed one coordinate at a time.

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
template <class T>
std::vector<T> reference_transpose(const std::vector<size_t>& shape, const std::vector<size_t>& perm,
                                   const std::vector<T>& input) {
  std::vector<size_t> output_shape(shape.size());
  for (size_t k = 0; k < shape.size(); k++) output_shape[k] = shape[perm[k]];
  std::vector<T> output(reference_elements(output_shape));
  for (size_t i = 0; i < output.size(); i++) {
    const std::vector<size_t> c = reference_coordinates(output_shape, i);
    std::vector<size_t> from(shape.size());
    for (size_t k = 0; k < shape.size(); k++) from[perm[k]] = c[k];
    output[i] = input[reference_flat_index(shape, from)];
  }
  return output;
}

// output = input[offsets[d], offsets[d] + sizes[d]) in every dimension (sizes already resolved, no 0 = "to the end").
template <class T>
std::vector<T> reference_slice(const std::vector<size_t>& shape, const std::vector<size_t>& offsets,
                               const std::vector<size_t>& sizes, const std::vector<T>& input) {
  std::vector<T> output(reference_elements(sizes));
  for (size_t i = 0; i < output.size(); i++) {
    std::vector<size_t> c = reference_coordinates(sizes, i);
    for (size_t d = 0; d < shape.size(); d++) c[d] += offsets[d];
    output[i] = input[reference_flat_index(shape, c)];
  }
  return output;
}

// The input surrounded by pre[d] and post[d] elements of `value` along dimension d.
template <class T>
std::vector<T> reference_pad(const std::vector<size_t>& shape, const std::vector<size_t>& pre,
                             const std::vector<size_t>& post, typename std::vector<T>::value_type value,
                             const std::vector<T>& input) {
  std::vector<size_t> output_shape(shape.size());
  for (size_t d = 0; d < shape.size(); d++) output_shape[d] = pre[d] + shape[d] + post[d];
  std::vector<T> output(reference_elements(output_shape));
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

// The block [begin, begin + size) along `axis` of a dense row-major tensor of `shape`, element by element: an input
// of concatenate is such a block of the output, an output of split such a block of the input.
template <class T>
std::vector<T> reference_axis_block(const std::vector<size_t>& shape, size_t axis, size_t begin, size_t size,
                                    const T* input) {
  size_t outer = 1, inner = 1;
  for (size_t d = 0; d < axis; d++) outer *= shape[d];
  for (size_t d = axis + 1; d < shape.size(); d++) inner *= shape[d];
  std::vector<T> block;
  for (size_t o = 0; o < outer; o++)
    for (size_t a = begin; a < begin + size; a++)
      for (size_t i = 0; i < inner; i++) block.push_back(input[(o * shape[axis] + a) * inner + i]);
  return block;
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
