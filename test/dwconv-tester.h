// Checks one f32 or f16 depthwise convolution kernel call (unipass or multipass) against a double-precision reference
// computed from the same inputs.
//
// The tester builds the input and indirection of dwconv-shape-tester.h (the elements between pixels NaN: a kernel
// that read them fails), packs random weights and bias in [-1, 1] with the family's packer, calls the kernel once and
// compares every output: within xnn_fp32_accumulation_bound (float-elements.h) of the exact clamped sum y, taps + 1
// terms (rows with native fp16 arithmetic: the same count of roundings in fp16, f16-dwconv.h); a result at or past
// the largest finite value must be the infinity of y's sign (native rows: infinity or NaN wherever the terms'
// magnitudes sum past it, since a partial sum may overflow); zeros and infinities must match bit for bit, NaN must
// stay NaN. The output buffer is pre-filled with a marker NaN no kernel produces: every
// element outside the output pixels (the output_increment gaps and the end) must keep it.
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "dwconv-shape-tester.h"
#include "float-elements.h"
#include "guarded-buffer.h"
#include "packing/dwconv-pack.h"
#include "ukernel-params.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"
#include "ukernels/f32-dwconv/f32-dwconv.h"

// What differs between the f32 and f16 families: the kernels' types, the packer, and how far past a row a partial
// register's load may read.
template <class E>
struct xnn_dwconv_family;

template <>
struct xnn_dwconv_family<xnn_test_f32> {
  using unipass_fn = xnn_f32_dwconv_minmax_unipass_ukernel_fn;
  using multipass_fn = xnn_f32_dwconv_minmax_multipass_ukernel_fn;
  static constexpr auto pack = xnn_pack_f32_dwconv_hwg_w;
  static constexpr size_t kRowSlack = 0;
};

template <>
struct xnn_dwconv_family<xnn_test_f16> {
  using unipass_fn = xnn_f16_dwconv_minmax_unipass_ukernel_fn;
  using multipass_fn = xnn_f16_dwconv_minmax_multipass_ukernel_fn;
  static constexpr auto pack = xnn_pack_f16_dwconv_hwg_w;
  static constexpr size_t kRowSlack = XNN_EXTRA_BYTES;  // f16-dwconv.h
};

template <class E>
class DwconvTester : public DwconvShapeTester<DwconvTester<E>> {
  using T = typename E::T;
  using Family = xnn_dwconv_family<E>;
  using Shape = DwconvShapeTester<DwconvTester<E>>;

 public:
  // Output clamp as fractions 0..1 of the range of unclamped results (0 and 1: no clamp).
  DwconvTester& clamp(double lo, double hi) { return clamp_lo_ = lo, clamp_hi_ = hi, *this; }
  // Input values (floats, rounded to E) instead of random ones in [-1, 1].
  DwconvTester& input_values(std::vector<float> v) { return input_values_ = std::move(v), *this; }
  DwconvTester& bias_value(float b) { return bias_value_ = E::from_float(b), has_bias_value_ = true, *this; }
  DwconvTester& weight_value(float w) { return weight_value_ = E::from_float(w), has_weight_value_ = true, *this; }
  // The kernel multiplies and adds in fp16 (an `xnn_f16_dwconv` row), not in fp32.
  DwconvTester& fp16_accumulation(bool on) { return fp16_acc_ = on, *this; }

  void test(typename Family::unipass_fn fn) const { run(fn, nullptr); }
  void test(typename Family::multipass_fn fn) const { run(nullptr, fn); }

 private:
  void run(typename Family::unipass_fn unipass, typename Family::multipass_fn multipass) const {
    const size_t c = this->channels_, width = this->output_width_, taps = this->kernel_size_;
    const size_t increment = this->output_increment_;
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    size_t special = 0;
    auto draw = [&](std::mt19937& r) {
      return E::from_float(input_values_.empty() ? dist(r) : input_values_[special++ % input_values_.size()]);
    };
    // Kernels read nothing past a row (but the family's slack): the last pixel's channels end at a guard page, and so
    // do the zero row, the pointers and the scratch buffer; the packed weights end XNN_EXTRA_BYTES (of NaN) before a
    // guard page.
    typename Shape::template Input<T> in(*this, multipass == nullptr, rng, draw, E::nan(), E::from_float(0.0f),
                                         Family::kRowSlack);
    const size_t step = in.step;

    std::vector<T> k(taps * c), bias(c);
    for (T& v : k) v = has_weight_value_ ? weight_value_ : E::from_float(dist(rng));
    for (T& v : bias) v = has_bias_value_ ? bias_value_ : E::from_float(dist(rng));
    xnn_guarded_buffer<T> packed(xnn_packed_f32_dwconv_size(this->tiles_, taps, c));
    packed.fill(E::nan());
    Family::pack(this->tiles_, taps, 1, c, k.data(), bias.data(), packed.data());

    std::vector<double> ref(width * c), magnitude(width * c);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t p = 0; p < width; p++) {
      for (size_t i = 0; i < c; i++) {
        double acc = E::to_double(bias[i]), mag = std::fabs(acc);
        for (size_t t = 0; t < taps; t++) {
          const double term = E::to_double(in.real[p * step + t][i]) * E::to_double(k[t * c + i]);
          acc += term;
          mag += std::fabs(term);
        }
        ref[p * c + i] = acc;
        magnitude[p * c + i] = mag;
        if (std::isfinite(acc)) lo = std::fmin(lo, acc), hi = std::fmax(hi, acc);
      }
    }
    typename E::minmax_params params = {E::from_float(-INFINITY), E::from_float(INFINITY)};
    if (clamp_lo_ > 0 && lo < hi) params.min = E::from_float(float(lo + (hi - lo) * clamp_lo_));
    if (clamp_hi_ < 1 && lo < hi) params.max = E::from_float(float(lo + (hi - lo) * clamp_hi_));
    const double min = E::to_double(params.min), max = E::to_double(params.max);

    const size_t out_stride = c + increment;
    std::vector<T> output(width * out_stride + 16, E::marker());
    const size_t round = this->tiles_.channel_subtile;
    xnn_guarded_buffer<float> buffer((c + round - 1) / round * round, 0);

    if (unipass != nullptr) {
      unipass(c, width, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
              increment * sizeof(T), in.input_offset, in.zero.data(), &params);
    } else {
      multipass(c, width, in.indirection.data(), packed.data(), output.data(), intptr_t(step * sizeof(void*)),
                increment * sizeof(T), in.input_offset, in.zero.data(), taps, buffer.data(), &params);
    }

    const std::string shape = this->describe_shape();
    for (size_t p = 0; p < width; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const T stored = output[p * out_stride + i];
        if (i >= c) {
          ASSERT_TRUE(E::is_marker(stored)) << shape << ": wrote pixel " << p << " element " << i << " (gap)";
          continue;
        }
        const double got = E::to_double(stored);
        double expected = ref[p * c + i];
        if (!std::isnan(expected)) expected = std::fmin(std::fmax(expected, min), max);
        const std::string where = shape + ": pixel " + std::to_string(p) + " channel " + std::to_string(i);
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << where << ": got " << got << ", expected NaN";
        } else if (expected == 0 || std::isinf(expected)) {
          ASSERT_EQ(got, expected) << where;
          ASSERT_EQ(std::signbit(got), std::signbit(expected)) << where << ": sign of " << got;
        } else {
          const double tolerance =
              fp16_acc_ ? E::ulp(expected) + double(taps + 2) * (0x1.0p-11 * magnitude[p * c + i] + 0x1.0p-25)
                        : xnn_fp32_accumulation_bound<E>(expected, magnitude[p * c + i], taps + 1);
          if (fp16_acc_ && !std::isfinite(got) && magnitude[p * c + i] + tolerance >= E::kOverflow) continue;
          if (std::isinf(got)) {
            ASSERT_GE(std::fabs(expected) + tolerance, E::kOverflow) << where << ": overflowed to " << got;
            ASSERT_EQ(std::signbit(got), std::signbit(expected)) << where << ": sign of " << got;
          } else {
            ASSERT_NEAR(got, expected, tolerance) << where;
          }
        }
      }
    }
    for (size_t i = width * out_stride; i < output.size(); i++) {
      ASSERT_TRUE(E::is_marker(output[i])) << shape << ": wrote past the last pixel, at element " << i;
    }
  }

  double clamp_lo_ = 0.0, clamp_hi_ = 1.0;
  std::vector<float> input_values_;
  T bias_value_ = 0, weight_value_ = 0;
  bool has_bias_value_ = false, has_weight_value_ = false;
  bool fp16_acc_ = false;
};

template <class E, class Info>
class FloatDwconvUnipass : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  DwconvTester<E> tester() const {
    const auto& k = this->GetParam();
    DwconvTester<E> t;
    t.tiles(xnn_dwconv_unipass_tiles(k)).kernel_size(k.primary_tile).channels(k.channel_tile).output_width(1);
    t.fp16_accumulation(xnn_row_computes_in_fp16<E>(k.name));
    return t;
  }
  size_t tile() const { return this->GetParam().channel_tile; }
  size_t lanes() const { return this->GetParam().channel_subtile; }
  size_t pixels() const { return this->GetParam().pixel_tile; }
  // The side of the row's kernel when it is a square (primary_tile 4, 9, 25), else 0.
  size_t image_side() const { return xnn_dwconv_square_side(this->GetParam().primary_tile); }
  std::vector<float> large_inputs() const { return E::large_inputs(); }
};

template <class E, class Info>
class FloatDwconvMultipass : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  DwconvTester<E> tester() const {
    const auto& k = this->GetParam();
    DwconvTester<E> t;
    t.tiles(xnn_dwconv_multipass_tiles(k)).kernel_size(k.first_pass_tile + 1).channels(k.channel_tile).output_width(1);
    t.fp16_accumulation(xnn_row_computes_in_fp16<E>(k.name));
    return t;
  }
  size_t tile() const { return this->GetParam().channel_tile; }
  size_t lanes() const { return this->GetParam().channel_subtile; }
  std::vector<size_t> kernel_sizes() const { return xnn_dwconv_multipass_kernel_sizes(this->GetParam()); }
};

// The cases of every floating-point depthwise family (f32-dwconv-test, f16-dwconv-test) over fixtures
// FloatDwconvUnipass<E, Info> and FloatDwconvMultipass<E, Info> (named with `using`).
#define XNN_FLOAT_DWCONV_CASES(Unipass, Multipass)                                                                     \
  TEST_P(Unipass, every_channel_count_below_two_tiles_and_a_register) {                                                \
    for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().channels(c).test(GetParam().fn);                       \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, every_width_below_three_pixel_tiles) {                                                               \
    for (size_t w = 1; w <= 3 * pixels() + 1; w++) {                                                                   \
      tester().channels(tile() + lanes() + 1).output_width(w).test(GetParam().fn);                                     \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, shared_pointers_every_step) {                                                                        \
    for (size_t step = 1; step <= GetParam().primary_tile; step++) {                                                   \
      tester().channels(tile() + 1).output_width(pixels() + 2).step(step).test(GetParam().fn);                         \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  /* Pixel-tiled kernels run rows in chunks of at least 16 pixels (dwconv-template.h), with their own code for the     \
   * pointer steps of stride-1 and stride-2 square kernels: every width through two chunks and a group past them, with \
   * whole, single-register and partial channel blocks, at every step (one-pixel kernels too: their steps are          \
   * generic). */                                                                                                      \
  TEST_P(Unipass, shared_pointers_every_width) {                                                                       \
    const size_t widths = 2 * std::max<size_t>(16, pixels()) + pixels() + 1;                                           \
    for (size_t step = 1; step <= GetParam().primary_tile; step++) {                                                   \
      for (size_t w = 1; w <= widths; w++) {                                                                           \
        tester().channels(tile() + lanes() + 1).output_width(w).step(step).test(GetParam().fn);                        \
      }                                                                                                                \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, shared_pointers_zero_pointers_and_clamps) {                                                          \
    for (size_t step = 1; step < GetParam().primary_tile; step++) {                                                    \
      tester().channels(tile() + lanes() + 1).output_width(17).step(step).zero_rate(0.3).test(GetParam().fn);          \
      tester().channels(tile() + lanes() + 1).output_width(17).step(step).clamp(0.3, 0.7).test(GetParam().fn);         \
      tester()                                                                                                         \
          .channels(tile() + lanes() + 1)                                                                              \
          .output_width(5)                                                                                             \
          .step(step)                                                                                                  \
          .output_increment(7)                                                                                         \
          .input_values({1.0f, std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()})       \
          .test(GetParam().fn);                                                                                        \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  /* One output row over an NHWC image (image() in dwconv-shape-tester.h), as the operator lays it out: the affine     \
   * interior that _rows kernels address from row bases, between padded edge columns, at strides 1 and 2, every width \
   * through two chunks and a group past them. Square kernels only. */                                                \
  TEST_P(Unipass, image_row_every_width) {                                                                             \
    if (image_side() == 0) GTEST_SKIP() << "not a square kernel";                                                      \
    const size_t widths = 2 * std::max<size_t>(16, pixels()) + pixels() + 1;                                           \
    for (size_t stride : {1, 2}) {                                                                                     \
      for (size_t w = 1; w <= widths; w++) {                                                                           \
        tester().channels(tile() + lanes() + 1).output_width(w).image(stride).test(GetParam().fn);                     \
      }                                                                                                                \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  /* A padded top row (every pointer of kernel row 0 is the zero row), and random padding pointers that break some     \
   * groups' affine runs (those groups walk pointers, their neighbours row bases), with clamps and output gaps. */     \
  TEST_P(Unipass, image_row_padding_and_broken_runs) {                                                                 \
    if (image_side() == 0) GTEST_SKIP() << "not a square kernel";                                                      \
    const size_t w = 2 * std::max<size_t>(16, pixels()) + pixels() - 1;                                                \
    for (size_t stride : {1, 2}) {                                                                                     \
      tester().channels(tile() + lanes() + 1).output_width(w).image(stride, true).test(GetParam().fn);                 \
      tester().channels(tile() + lanes() + 1).output_width(w).image(stride).zero_rate(0.03).test(GetParam().fn);       \
      tester().channels(2 * tile() + 3).output_width(w).image(stride).clamp(0.3, 0.7).test(GetParam().fn);             \
      tester()                                                                                                         \
          .channels(std::max<size_t>(lanes() - 1, 1))                                                                  \
          .output_width(w)                                                                                             \
          .image(stride)                                                                                               \
          .output_increment(7)                                                                                         \
          .test(GetParam().fn);                                                                                        \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, output_increment) {                                                                                  \
    tester().channels(tile() + lanes() - 1).output_width(pixels() + 3).output_increment(7).test(GetParam().fn);        \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, zero_pointers) {                                                                                     \
    for (double rate : {0.3, 1.0}) {                                                                                   \
      tester().channels(2 * tile() + 1).output_width(pixels() + 1).zero_rate(rate).test(GetParam().fn);                \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, every_smaller_kernel) {                                                                              \
    for (size_t ks = 1; ks < GetParam().primary_tile; ks++) {                                                          \
      tester().kernel_size(ks).channels(tile() + 1).output_width(2).test(GetParam().fn);                               \
    }                                                                                                                  \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, clamps) {                                                                                            \
    tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.3, 1.0).test(GetParam().fn);            \
    tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.0, 0.7).test(GetParam().fn);            \
    tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.4, 0.6).test(GetParam().fn);            \
  }                                                                                                                    \
                                                                                                                       \
  TEST_P(Unipass, special_values) {                                                                                    \
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();           \
    tester()                                                                                                           \
        .channels(tile() + lanes() + 1)                                                                                \
        .output_width(2)                                                                                               \
        .input_values({1.0f, inf, 0.5f, -inf, nan, 2.0f, -0.0f})                                                       \
        .test(GetParam().fn);                                                                                          \
    tester().channels(tile() + lanes() + 1).output_width(2).input_values(large_inputs()).test(GetParam().fn);          \
  }                                                                                                                    \
                                                                                                                       \
  /* -0 bias plus products of -0 inputs stays -0; a +0 padding product makes it +0. */                                 \
  TEST_P(Unipass, signed_zeros) {                                                                                      \
    tester().channels(tile() + 1).output_width(2).input_values({-0.0f}).bias_value(-0.0f).test(GetParam().fn);         \
    tester()                                                                                                           \
        .channels(tile() + 1)                                                                                          \
        .output_width(2)                                                                                               \
        .input_values({-0.0f})                                                                                         \
        .bias_value(-0.0f)                                                                                             \
        .zero_rate(0.5)                                                                                                \
        .test(GetParam().fn);                                                                                          \
    /* Positive weights: every product is -0, so any +0 from the padded taps (kernel smaller than the tile) shows. */  \
    tester()                                                                                                           \
        .kernel_size(1)                                                                                                \
        .channels(tile() + 1)                                                                                          \
        .input_values({-0.0f})                                                                                         \
        .bias_value(-0.0f)                                                                                             \
        .weight_value(0.5f)                                                                                            \
        .test(GetParam().fn);                                                                                          \
  }                                                                                                                    \
                                                                                                                       \
  XNN_DWCONV_MULTIPASS_SHAPE_CASES(Multipass)                                                                          \
                                                                                                                       \
  TEST_P(Multipass, clamps_and_special_values) {                                                                       \
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();           \
    const size_t ks = GetParam().first_pass_tile + GetParam().middle_pass_tile + 1;                                    \
    tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2).clamp(0.3, 0.7).test(GetParam().fn);       \
    tester()                                                                                                           \
        .kernel_size(ks)                                                                                               \
        .channels(tile() + 1)                                                                                          \
        .output_width(2)                                                                                               \
        .input_values({1.0f, inf, -inf, nan, -0.0f})                                                                   \
        .test(GetParam().fn);                                                                                          \
    tester().kernel_size(ks).channels(tile() + 1).input_values({-0.0f}).bias_value(-0.0f).test(GetParam().fn);         \
    /* Positive weights: every product is -0, so any +0 from the last pass's padded taps shows. */                     \
    tester()                                                                                                           \
        .kernel_size(ks)                                                                                               \
        .channels(tile() + 1)                                                                                          \
        .input_values({-0.0f})                                                                                         \
        .bias_value(-0.0f)                                                                                             \
        .weight_value(0.5f)                                                                                            \
        .test(GetParam().fn);                                                                                          \
  }
