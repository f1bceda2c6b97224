// Checks one f16 depthwise convolution kernel call (src/ukernels/f16-dwconv, unipass or multipass) against a
// double-precision reference computed from the same halves.
//
// The input and indirection are dwconv-shape-tester.h's with halves (the halves between pixels NaN: a kernel that
// read them fails); weights and bias are random halves in [-1, 1] packed by xnn_pack_f16_dwconv_hwg_w. A result must
// lie within one fp16 ulp of the exact clamped sum y plus the fp32 accumulation's bound, (taps + 2) * 2^-24 times the
// sum of the terms' magnitudes (docs/kernels.md, "Half precision"); a result past the largest half (65504) must be
// the infinity of y's sign. Zeros and infinities must match bit for bit, NaN must stay NaN. The output is pre-filled
// with a signalling-NaN marker no kernel produces, which every element outside the output pixels must keep.
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "dwconv-shape-tester.h"
#include "guarded-buffer.h"
#include "packing/dwconv-pack.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"
#include "ukernels/f16-vcvt/half.h"

class F16DwconvTester : public DwconvShapeTester<F16DwconvTester> {
 public:
  // Output clamp as fractions 0..1 of the range of unclamped results (0 and 1: no clamp).
  F16DwconvTester& clamp(double lo, double hi) { return clamp_lo_ = lo, clamp_hi_ = hi, *this; }
  // Input values (as floats, rounded to halves) instead of random halves in [-1, 1].
  F16DwconvTester& input_values(std::vector<float> v) { return input_values_ = std::move(v), *this; }
  F16DwconvTester& bias_value(float b) { return bias_value_ = xnn_f32_to_f16(b), has_bias_value_ = true, *this; }
  F16DwconvTester& weight_value(float w) { return weight_value_ = xnn_f32_to_f16(w), has_weight_value_ = true, *this; }

  void test(xnn_f16_dwconv_minmax_unipass_ukernel_fn fn) const { run(fn, nullptr); }
  void test(xnn_f16_dwconv_minmax_multipass_ukernel_fn fn) const { run(nullptr, fn); }

  // The spacing of halves at |x| (2^-24 in the subnormal range).
  static double ulp16(double x) {
    const double ax = std::abs(x);
    return ax < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(ax) - 10);
  }

 private:
  static constexpr uint16_t kNaN = 0x7E00, kMarker = 0x7D5A;  // kMarker: a signalling NaN

  void run(xnn_f16_dwconv_minmax_unipass_ukernel_fn unipass,
           xnn_f16_dwconv_minmax_multipass_ukernel_fn multipass) const {
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    auto random_half = [&](std::mt19937& r) { return xnn_f32_to_f16(dist(r)); };
    const size_t c = channels_;
    size_t special = 0;
    auto draw = [&](std::mt19937& r) {
      return input_values_.empty() ? random_half(r) : xnn_f32_to_f16(input_values_[special++ % input_values_.size()]);
    };
    // A partial register's load may read XNN_EXTRA_BYTES past a row (f16-dwconv.h), so the last input pixel and the
    // zero row end that much before their guard pages.
    Input<uint16_t> in(*this, multipass == nullptr, rng, draw, kNaN, uint16_t(0), XNN_EXTRA_BYTES);
    const size_t step = in.step;

    std::vector<uint16_t> k(kernel_size_ * c), bias(c);
    for (uint16_t& v : k) v = has_weight_value_ ? weight_value_ : random_half(rng);
    for (uint16_t& v : bias) v = has_bias_value_ ? bias_value_ : random_half(rng);
    xnn_guarded_buffer<uint16_t> packed(xnn_packed_f32_dwconv_size(tiles_, kernel_size_, c));
    packed.fill(kNaN);
    xnn_pack_f16_dwconv_hwg_w(tiles_, kernel_size_, 1, c, k.data(), bias.data(), packed.data());

    std::vector<double> ref(output_width_ * c), magnitude(output_width_ * c);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t p = 0; p < output_width_; p++) {
      for (size_t i = 0; i < c; i++) {
        double acc = xnn_f16_to_f32(bias[i]), mag = std::fabs(acc);
        for (size_t t = 0; t < kernel_size_; t++) {
          const double term = double(xnn_f16_to_f32(in.real[p * step + t][i])) * double(xnn_f16_to_f32(k[t * c + i]));
          acc += term;
          mag += std::fabs(term);
        }
        ref[p * c + i] = acc;
        magnitude[p * c + i] = mag;
        if (std::isfinite(acc)) lo = std::fmin(lo, acc), hi = std::fmax(hi, acc);
      }
    }
    xnn_f16_minmax_params params = {0xFC00, 0x7C00};
    if (clamp_lo_ > 0 && lo < hi) params.min = xnn_f32_to_f16(float(lo + (hi - lo) * clamp_lo_));
    if (clamp_hi_ < 1 && lo < hi) params.max = xnn_f32_to_f16(float(lo + (hi - lo) * clamp_hi_));
    const double min = xnn_f16_to_f32(params.min), max = xnn_f16_to_f32(params.max);

    const size_t out_stride = c + output_increment_;
    std::vector<uint16_t> output(output_width_ * out_stride + 16, kMarker);
    const size_t round = tiles_.channel_subtile;
    xnn_guarded_buffer<float> buffer((c + round - 1) / round * round, 0);

    if (unipass != nullptr) {
      unipass(c, output_width_, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
              output_increment_ * sizeof(uint16_t), in.input_offset, in.zero.data(), &params);
    } else {
      multipass(c, output_width_, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
                output_increment_ * sizeof(uint16_t), in.input_offset, in.zero.data(), kernel_size_, buffer.data(),
                &params);
    }

    for (size_t p = 0; p < output_width_; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const uint16_t bits = output[p * out_stride + i];
        if (i >= c) {
          ASSERT_EQ(bits, kMarker) << describe_shape() << ": wrote pixel " << p << " element " << i << " (gap)";
          continue;
        }
        const double got = xnn_f16_to_f32(bits);
        double expected = ref[p * c + i];
        if (!std::isnan(expected)) expected = std::fmin(std::fmax(expected, min), max);
        const std::string where = describe_shape() + ": pixel " + std::to_string(p) + " channel " + std::to_string(i);
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << where << ": got " << got << ", expected NaN";
        } else if (expected == 0 || std::isinf(expected)) {
          ASSERT_EQ(got, expected) << where;
          ASSERT_EQ(std::signbit(got), std::signbit(expected)) << where << ": sign of " << got;
        } else {
          const double tolerance =
              ulp16(expected) + double(kernel_size_ + 2) * 0x1.0p-24 * magnitude[p * c + i];
          if (std::isinf(got)) {
            ASSERT_GE(std::fabs(expected) + tolerance, 65520.0) << where << ": overflowed to " << got;
            ASSERT_EQ(std::signbit(got), std::signbit(expected)) << where << ": sign of " << got;
          } else {
            ASSERT_NEAR(got, expected, tolerance) << where;
          }
        }
      }
    }
    for (size_t i = output_width_ * out_stride; i < output.size(); i++) {
      ASSERT_EQ(output[i], kMarker) << describe_shape() << ": wrote past the last pixel, at element " << i;
    }
  }

  double clamp_lo_ = 0.0, clamp_hi_ = 1.0;
  std::vector<float> input_values_;
  uint16_t bias_value_ = 0, weight_value_ = 0;
  bool has_bias_value_ = false, has_weight_value_ = false;
};
