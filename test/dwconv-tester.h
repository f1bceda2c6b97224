// Checks one f32 depthwise convolution kernel call (unipass or multipass) against a double-precision reference.
//
// The tester builds the input and indirection of dwconv-shape-tester.h (the floats between pixels NaN), packs random
// weights with the library's packer, calls the kernel once and compares every output. The output buffer is
// pre-filled with a marker NaN: every element outside
// the output pixels (the output_increment gaps and the end) must keep it.
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "dwconv-shape-tester.h"
#include "guarded-buffer.h"
#include "packing/dwconv-pack.h"
#include "ukernels/f32-dwconv/f32-dwconv.h"

class DwconvTester : public DwconvShapeTester<DwconvTester> {
 public:
  // Output clamp as fractions 0..1 of the range of unclamped results (0 and 1: no clamp).
  DwconvTester& clamp(double lo, double hi) { return clamp_lo_ = lo, clamp_hi_ = hi, *this; }
  // Input value generator override (special values); the default draws uniformly from [-1, 1].
  DwconvTester& input_values(std::vector<float> v) { return input_values_ = std::move(v), *this; }
  DwconvTester& bias_value(float b) { return bias_value_ = b, has_bias_value_ = true, *this; }
  DwconvTester& weight_value(float w) { return weight_value_ = w, has_weight_value_ = true, *this; }

  void test(xnn_f32_dwconv_minmax_unipass_ukernel_fn fn) const { run(fn, nullptr); }
  void test(xnn_f32_dwconv_minmax_multipass_ukernel_fn fn) const { run(nullptr, fn); }

 private:
  void run(xnn_f32_dwconv_minmax_unipass_ukernel_fn unipass,
           xnn_f32_dwconv_minmax_multipass_ukernel_fn multipass) const {
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    const size_t c = channels_;
    // Kernels read nothing past a row: the last pixel's channels end at a guard page, and so do the zero row, the
    // pointers and the scratch buffer; the floats between pixels are NaN (a kernel that used them fails); the packed
    // weights end XNN_EXTRA_BYTES (of NaN) before a guard page.
    size_t special = 0;
    auto draw = [&](std::mt19937& r) {
      return input_values_.empty() ? dist(r) : input_values_[special++ % input_values_.size()];
    };
    Input<float> in(*this, multipass == nullptr, rng, draw, std::numeric_limits<float>::quiet_NaN(), 0.0f, 0);
    const size_t step = in.step;
    const std::vector<const float*>& real = in.real;

    std::vector<float> k(kernel_size_ * c), bias(c);
    for (float& v : k) v = has_weight_value_ ? weight_value_ : dist(rng);
    for (float& v : bias) v = has_bias_value_ ? bias_value_ : dist(rng);
    xnn_guarded_buffer<float> packed(xnn_packed_f32_dwconv_size(tiles_, kernel_size_, c));
    packed.fill(std::numeric_limits<float>::quiet_NaN());
    xnn_pack_f32_dwconv_hwg_w(tiles_, kernel_size_, 1, c, k.data(), bias.data(), packed.data());

    // Reference, in the kernel's order of accumulation (bias, then taps in order).
    std::vector<double> ref(output_width_ * c), magnitude(output_width_ * c);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t p = 0; p < output_width_; p++) {
      for (size_t i = 0; i < c; i++) {
        double acc = bias[i], mag = std::fabs(bias[i]);
        for (size_t t = 0; t < kernel_size_; t++) {
          const double term = double(real[p * step + t][i]) * double(k[t * c + i]);
          acc += term;
          mag += std::fabs(term);
        }
        ref[p * c + i] = acc;
        magnitude[p * c + i] = mag;
        if (std::isfinite(acc)) lo = std::fmin(lo, acc), hi = std::fmax(hi, acc);
      }
    }
    xnn_f32_minmax_params params = {-INFINITY, INFINITY};
    if (clamp_lo_ > 0 && lo < hi) params.min = float(lo + (hi - lo) * clamp_lo_);
    if (clamp_hi_ < 1 && lo < hi) params.max = float(lo + (hi - lo) * clamp_hi_);

    const size_t out_stride = c + output_increment_;
    std::vector<float> output(output_width_ * out_stride + 8);
    const uint32_t marker_bits = 0x7FC0DEADu;
    float marker;
    std::memcpy(&marker, &marker_bits, sizeof(marker));
    std::fill(output.begin(), output.end(), marker);
    const size_t round = tiles_.channel_subtile;
    xnn_guarded_buffer<float> buffer((c + round - 1) / round * round, 0);

    if (unipass != nullptr) {
      unipass(c, output_width_, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
              output_increment_ * sizeof(float), in.input_offset, in.zero.data(), &params);
    } else {
      multipass(c, output_width_, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
                output_increment_ * sizeof(float), in.input_offset, in.zero.data(), kernel_size_, buffer.data(),
                &params);
    }

    for (size_t p = 0; p < output_width_; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const float got = output[p * out_stride + i];
        if (i >= c) {
          uint32_t bits;
          std::memcpy(&bits, &got, sizeof(bits));
          ASSERT_EQ(bits, marker_bits) << describe() << ": wrote pixel " << p << " element " << i << " (gap)";
          continue;
        }
        double expected = ref[p * c + i];
        if (!std::isnan(expected)) expected = std::fmin(std::fmax(expected, double(params.min)), double(params.max));
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << describe() << ": pixel " << p << " channel " << i << ": got " << got
                                       << ", expected NaN";
        } else if (expected == 0 || std::isinf(expected)) {
          ASSERT_EQ(got, expected) << describe() << ": pixel " << p << " channel " << i;
          ASSERT_EQ(std::signbit(got), std::signbit(expected))
              << describe() << ": pixel " << p << " channel " << i << ": sign of " << got;
        } else {
          ASSERT_NEAR(got, expected, 1e-5 * magnitude[p * c + i] + 1e-30)
              << describe() << ": pixel " << p << " channel " << i;
        }
      }
    }
    for (size_t i = output_width_ * out_stride; i < output.size(); i++) {
      uint32_t bits;
      std::memcpy(&bits, &output[i], sizeof(bits));
      ASSERT_EQ(bits, marker_bits) << describe() << ": wrote past the last pixel, at element " << i;
    }
  }

  std::string describe() const { return describe_shape(); }

  double clamp_lo_ = 0.0, clamp_hi_ = 1.0;
  std::vector<float> input_values_;
  float bias_value_ = 0.0f;
  bool has_bias_value_ = false;
  float weight_value_ = 0.0f;
  bool has_weight_value_ = false;
};
