// Checks one 8-bit depthwise convolution kernel call (unipass or multipass) bit for bit against a reference that
// computes exact int32 sums and requantizes them with xnn_requantize_fp32. E is the family's element: int8_t for
// qs8-qc8w (per-channel scales, no kernel zero point), uint8_t for qu8 (one scale, a kernel zero point).
//
// The input, its indirection and the zero-point row are dwconv-shape-tester.h's; the last input pixel, the zero row
// and the packed weights each end XNN_EXTRA_BYTES before a faulting page.
// The output is pre-filled with a marker byte: every byte outside the output pixels (the output_increment gaps and
// the end) must keep it.
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "dwconv-shape-tester.h"
#include "guarded-buffer.h"
#include "packing/dwconv-pack.h"
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qu8-dwconv/qu8-dwconv.h"
#include "ukernels/requantization.h"

template <class E>
class Q8DwconvTester : public DwconvShapeTester<Q8DwconvTester<E>> {
  using Shape = DwconvShapeTester<Q8DwconvTester<E>>;
  using Shape::tiles_, Shape::channels_, Shape::output_width_, Shape::kernel_size_, Shape::step_,
      Shape::output_increment_;
  static constexpr bool kSigned = std::is_signed_v<E>;

 public:
  using kernel_elem = E;
  using unipass_fn =
      std::conditional_t<kSigned, xnn_qs8_qc8w_dwconv_minmax_unipass_ukernel_fn, xnn_qu8_dwconv_minmax_unipass_ukernel_fn>;
  using multipass_fn = std::conditional_t<kSigned, xnn_qs8_qc8w_dwconv_minmax_multipass_ukernel_fn,
                                          xnn_qu8_dwconv_minmax_multipass_ukernel_fn>;
  static constexpr int32_t kMin = std::numeric_limits<E>::min(), kMax = std::numeric_limits<E>::max();

  Q8DwconvTester& input_zero_point(int32_t z) { return input_zero_point_ = z, *this; }
  // qu8 only (qs8-qc8w weights have none).
  Q8DwconvTester& kernel_zero_point(int32_t z) { return kernel_zero_point_ = z, *this; }
  Q8DwconvTester& output_zero_point(int32_t z) { return output_zero_point_ = z, *this; }
  Q8DwconvTester& output_range(int32_t lo, int32_t hi) { return output_min_ = lo, output_max_ = hi, *this; }
  // Inputs and weights drawn uniformly from [lo, hi].
  Q8DwconvTester& input_range(int32_t lo, int32_t hi) { return input_lo_ = lo, input_hi_ = hi, *this; }
  Q8DwconvTester& weight_range(int32_t lo, int32_t hi) { return weight_lo_ = lo, weight_hi_ = hi, *this; }
  Q8DwconvTester& bias_range(int32_t lo, int32_t hi) { return bias_lo_ = lo, bias_hi_ = hi, *this; }
  // Inputs and weights within `spread` of their zero points (clamped to E's range), so products stay small.
  Q8DwconvTester& near_zero_points(int32_t spread) {
    input_range(std::max(kMin, input_zero_point_ - spread), std::min(kMax, input_zero_point_ + spread));
    return weight_range(std::max(kMin, kernel_zero_point_ - spread), std::min(kMax, kernel_zero_point_ + spread));
  }
  // Scales (per channel for qs8-qc8w, one for qu8) 2^e * m, e uniform in [lo, hi], m uniform in [1, 2) (exactly 1 when `powers_of_two`: ties).
  Q8DwconvTester& scale_exponents(int lo, int hi, bool powers_of_two = false) {
    return scale_exp_lo_ = lo, scale_exp_hi_ = hi, powers_of_two_ = powers_of_two, *this;
  }

  void test(unipass_fn fn) const { run(fn, nullptr); }
  void test(multipass_fn fn) const { run(nullptr, fn); }

 private:
  void run(unipass_fn unipass, multipass_fn multipass) const {
    std::mt19937 rng(11);
    std::uniform_int_distribution<int32_t> input_dist(input_lo_, input_hi_), weight_dist(weight_lo_, weight_hi_),
        bias_dist(bias_lo_, bias_hi_), exp_dist(scale_exp_lo_, scale_exp_hi_);
    std::uniform_real_distribution<float> mantissa(1.0f, 2.0f);
    const size_t c = channels_;
    // The bytes between pixels and past the input keep the buffer's fill pattern.
    typename Shape::template Input<E> in(*this, multipass == nullptr, rng,
                                         [&](std::mt19937& r) { return E(input_dist(r)); }, E(0xA5),
                                         E(input_zero_point_), XNN_EXTRA_BYTES);
    const size_t step = in.step;
    const std::vector<const E*>& real = in.real;

    std::vector<E> k(kernel_size_ * c);
    std::vector<int32_t> bias(c);
    std::vector<float> scale(c);
    for (E& v : k) v = E(weight_dist(rng));
    for (int32_t& v : bias) v = bias_dist(rng);
    for (float& s : scale) s = std::ldexp(powers_of_two_ ? 1.0f : mantissa(rng), exp_dist(rng));
    const int32_t kernel_zero_point = kSigned ? 0 : kernel_zero_point_;
    std::vector<E> output;
    if constexpr (kSigned) {
      xnn_guarded_buffer<uint8_t> packed(xnn_packed_qs8_qc8w_dwconv_size(tiles_, kernel_size_, c));
      xnn_pack_qs8_qc8w_dwconv_hwg_w(tiles_, kernel_size_, 1, c, input_zero_point_, k.data(), bias.data(),
                                     scale.data(), packed.data());
      output = call(unipass, multipass, in.indirection.data(), packed.data(), in.zero.data(), in.input_offset, step);
    } else {
      std::fill(scale.begin(), scale.end(), scale[0]);
      xnn_guarded_buffer<uint8_t> packed(xnn_packed_qu8_dwconv_size(tiles_, kernel_size_, c));
      xnn_pack_qu8_dwconv_hwg_w(tiles_, kernel_size_, 1, c, input_zero_point_, kernel_zero_point, k.data(),
                                bias.data(), scale[0], packed.data());
      output = call(unipass, multipass, in.indirection.data(), packed.data(), in.zero.data(), in.input_offset, step);
    }

    const size_t out_stride = c + output_increment_;
    for (size_t p = 0; p < output_width_; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const int32_t got = output[p * out_stride + i];
        if (i >= c) {
          ASSERT_EQ(got, kMarker) << describe() << ": wrote pixel " << p << " byte " << i << " (gap)";
          continue;
        }
        int64_t acc = bias[i];
        for (size_t t = 0; t < kernel_size_; t++) {
          acc += (int64_t(real[p * step + t][i]) - input_zero_point_) * (int64_t(k[t * c + i]) - kernel_zero_point);
        }
        ASSERT_EQ(acc, int64_t(int32_t(acc))) << describe() << ": the test's sum leaves int32";
        const int32_t expected = xnn_requantize_fp32(int32_t(acc), scale[i], params());
        ASSERT_EQ(got, expected) << describe() << ": pixel " << p << " channel " << i << ", sum " << acc
                                 << ", scale " << scale[i];
      }
    }
    for (size_t i = output_width_ * out_stride; i < output.size(); i++) {
      ASSERT_EQ(output[i], kMarker) << describe() << ": wrote past the last pixel, at byte " << i;
    }
  }

  xnn_qs8_minmax_params params() const { return {output_zero_point_, output_min_, output_max_}; }

  // Runs the kernel into an output pre-filled with kMarker, with room past the last pixel.
  std::vector<E> call(unipass_fn unipass, multipass_fn multipass, const E** indirection, const void* packed, const E* zero,
            size_t input_offset, size_t step) const {
    const size_t c = channels_;
    std::vector<E> output(output_width_ * (c + output_increment_) + 16, kMarker);
    const size_t round = tiles_.channel_subtile;
    std::vector<int32_t> buffer((c + round - 1) / round * round);
    const xnn_qs8_minmax_params p = params();
    if (unipass != nullptr) {
      unipass(c, output_width_, indirection, packed, output.data(), intptr_t(step * sizeof(void*)),
              output_increment_, input_offset, zero, &p);
    } else {
      multipass(c, output_width_, indirection, packed, output.data(), intptr_t(step * sizeof(void*)),
                output_increment_, input_offset, zero, kernel_size_, buffer.data(), &p);
    }
    return output;
  }

  std::string describe() const {
    return this->describe_shape() + ", zero points " + std::to_string(input_zero_point_) + "/" +
           std::to_string(kernel_zero_point_) + "/" +
           std::to_string(output_zero_point_) + ", output [" + std::to_string(output_min_) + ", " +
           std::to_string(output_max_) + "], scale 2^[" + std::to_string(scale_exp_lo_) + ", " +
           std::to_string(scale_exp_hi_) + "]";
  }

  static constexpr E kMarker = E(0x5A);
  // Zero points off the middle of E's range (3 and -5 for int8, 131 and 123 for uint8; kernel 120).
  int32_t input_zero_point_ = kSigned ? 3 : 131, kernel_zero_point_ = kSigned ? 0 : 120;
  int32_t output_zero_point_ = kSigned ? -5 : 123, output_min_ = kMin, output_max_ = kMax;
  int32_t input_lo_ = kMin, input_hi_ = kMax, weight_lo_ = kMin, weight_hi_ = kMax;
  int32_t bias_lo_ = -20000, bias_hi_ = 20000;
  // The default scales put the sums of random full-range 9..25-tap pixels (|sum| up to ~2^18) mostly in range.
  int scale_exp_lo_ = -13, scale_exp_hi_ = -10;
  bool powers_of_two_ = false;
};
