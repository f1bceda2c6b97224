// What the depthwise convolution testers share (dwconv-tester.h for f32, q8-dwconv-tester.h for qs8-qc8w and qu8):
// the call's shape (tiles, channels, width, kernel size, pointer step, output increment, padding rate), the input
// and its indirection, and the tiles and kernel sizes of a table row. A family's tester (Tester, derived from
// DwconvShapeTester) adds its values, packing, reference and comparison.
//
// The input is 11 random pixels `channels + 5` elements apart in xnn_guarded_buffer, the last one ending (plus the
// family's slack) at a faulting page; the indirection buffer holds random pixel pointers built against a base `lead`
// pixels earlier (so input_offset must be applied, and no shifted pointer can equal the zero row's address), some of
// them replaced by the zero row. With image(stride), the pointers are instead those of one output row of a square
// kernel over an NHWC image, as the depthwise operator builds them: kernel_size must be side * side, and the input
// holds side rows of (width - 1) * stride + side pixels; pixel p's taps start p * side * stride pointers in (step),
// column j of kernel row ky at pointer j * side + ky, so the pointers of a row's interior are affine (column j at
// column 0 + j * pixel stride) and the first and last columns are padding (the zero row), as is kernel row 0 with
// top_padding. zero_rate still replaces random pointers by the zero row, which breaks the affine runs they fall in.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "packing/dwconv-pack.h"

// The side of a square kernel of `taps` taps (2 for 4, 3 for 9, 5 for 25); 0 when taps is not a square above 1.
inline size_t xnn_dwconv_square_side(size_t taps) {
  size_t side = 1;
  while (side * side < taps) side++;
  return side * side == taps && side > 1 ? side : 0;
}

template <class Tester>
class DwconvShapeTester {
 public:
  Tester& tiles(const xnn_dwconv_tiles& t) { return tiles_ = t, self(); }
  Tester& channels(size_t c) { return channels_ = c, self(); }
  Tester& output_width(size_t w) { return output_width_ = w, self(); }
  // Taps of the convolution; a unipass kernel's remaining tile taps read `zero`.
  Tester& kernel_size(size_t k) { return kernel_size_ = k, self(); }
  // Indirection pointers between consecutive pixels; 0 means one whole pixel's worth (no sharing).
  Tester& step(size_t s) { return step_ = s, self(); }
  // Elements between one output pixel's end and the next one's start.
  Tester& output_increment(size_t elements) { return output_increment_ = elements, self(); }
  // Probability that a tap points at the zero row (padding).
  Tester& zero_rate(double r) { return zero_rate_ = r, self(); }
  // One output row over an NHWC image at this stride (see above); 0: random pointers.
  Tester& image(size_t stride, bool top_padding = false) {
    return image_stride_ = stride, image_top_padding_ = top_padding, self();
  }

 protected:
  template <class E>
  struct Input {
    // draw(rng) gives each input element; `between` fills the elements between pixels and the input's slack; the
    // zero row holds `zero_value`.
    template <class Draw>
    Input(const DwconvShapeTester& t, bool unipass, std::mt19937& rng, Draw draw, E between, E zero_value,
          size_t slack)
        : taps(xnn_dwconv_indirection_taps(t.tiles_, t.kernel_size_)),
          side(t.image_stride_ == 0 ? 0 : t.image_side()),
          columns(t.image_stride_ == 0 ? 0 : (t.output_width_ - 1) * t.image_stride_ + side),
          step(t.image_stride_ != 0 ? side * t.image_stride_ : t.step_ == 0 ? taps : t.step_),
          input_pixels(t.image_stride_ == 0 ? kPixels : side * columns),
          pixel_stride(t.channels_ + 5),
          input_offset(kLead * pixel_stride * sizeof(E)),
          input((kLead + input_pixels - 1) * pixel_stride + t.channels_, slack),
          zero(t.channels_, slack),
          indirection((t.output_width_ - 1) * step + taps, 0),
          real(indirection.size()) {
      input.fill(between);
      E* const pixels = input.data() + kLead * pixel_stride;
      for (size_t p = 0; p < input_pixels; p++) {
        for (size_t i = 0; i < t.channels_; i++) pixels[p * pixel_stride + i] = draw(rng);
      }
      std::fill(zero.data(), zero.data() + zero.size(), zero_value);
      std::bernoulli_distribution is_zero(t.zero_rate_);
      std::uniform_int_distribution<size_t> pick(0, kPixels - 1);
      for (size_t i = 0; i < real.size(); i++) {
        const size_t column = side == 0 ? 0 : i / side, row = side == 0 ? 0 : i % side;
        const bool padding = side != 0 && (column == 0 || column + 1 == columns || (row == 0 && t.image_top_padding_));
        if (is_zero(rng) || padding) {
          real[i] = indirection[i] = zero.data();
        } else {
          real[i] = pixels + (side == 0 ? pick(rng) : row * columns + column) * pixel_stride;
          indirection[i] = reinterpret_cast<const E*>(reinterpret_cast<uintptr_t>(real[i]) - input_offset);
        }
      }
      // Unipass taps past the kernel read the zero row (their weights are zero).
      if (unipass) {
        for (size_t p = 0; p < t.output_width_; p++) {
          for (size_t tap = t.kernel_size_; tap < taps; tap++) {
            real[p * step + tap] = indirection[p * step + tap] = zero.data();
          }
        }
      }
    }
    static constexpr size_t kPixels = 11, kLead = 3;
    size_t taps, side, columns, step, input_pixels, pixel_stride, input_offset;  // input_offset in bytes
    xnn_guarded_buffer<E> input, zero;
    xnn_guarded_buffer<const E*> indirection;
    std::vector<const E*> real;  // what each indirection pointer reads, rebased
  };

  std::string describe_shape() const {
    return "channels " + std::to_string(channels_) + ", width " + std::to_string(output_width_) + ", kernel " +
           std::to_string(kernel_size_) + ", step " + std::to_string(step_) + ", increment " +
           std::to_string(output_increment_) +
           (image_stride_ == 0 ? std::string()
                               : ", image stride " + std::to_string(image_stride_) +
                                     (image_top_padding_ ? " (top row padded)" : ""));
  }

  // The side of the square kernel an image layout needs.
  size_t image_side() const {
    const size_t side = xnn_dwconv_square_side(kernel_size_);
    EXPECT_NE(side, 0u) << "image(): the kernel must be a square of side 2 or more";
    return side;
  }

  xnn_dwconv_tiles tiles_{};
  size_t channels_ = 1, output_width_ = 1, kernel_size_ = 1, step_ = 0, output_increment_ = 0;
  double zero_rate_ = 0.0;
  size_t image_stride_ = 0;
  bool image_top_padding_ = false;

 private:
  Tester& self() { return static_cast<Tester&>(*this); }
};

// A table row's tiles.
template <class Info>
xnn_dwconv_tiles xnn_dwconv_unipass_tiles(const Info& k) {
  return {k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile};
}
template <class Info>
xnn_dwconv_tiles xnn_dwconv_multipass_tiles(const Info& k) {
  return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
}

// A multipass row's kernel sizes from first + 1 (last pass only) through two middle passes and every last-pass tail.
template <class Info>
std::vector<size_t> xnn_dwconv_multipass_kernel_sizes(const Info& k) {
  std::vector<size_t> sizes;
  const size_t last = size_t(k.first_pass_tile) + 2 * size_t(k.middle_pass_tile) + size_t(k.last_pass_tile) + 1;
  for (size_t ks = size_t(k.first_pass_tile) + 1; ks <= last; ks++) sizes.push_back(ks);
  return sizes;
}

// The multipass cases of every depthwise family (f32-dwconv-test, qs8-qc8w-dwconv-test, qu8-dwconv-test): every
// kernel size through two middle passes, every channel tail, several pixels with output increments, zero pointers
// and shared pointers; on a fixture with tester(), tile(), lanes() and kernel_sizes().
#define XNN_DWCONV_MULTIPASS_SHAPE_CASES(Suite)                                                                      \
  TEST_P(Suite, every_kernel_size) {                                                                                 \
    for (size_t ks : kernel_sizes()) tester().kernel_size(ks).channels(tile() + lanes() + 1).test(GetParam().fn);    \
  }                                                                                                                  \
  TEST_P(Suite, every_channel_count_below_two_tiles_and_a_register) {                                                \
    const auto& k = GetParam();                                                                                      \
    for (size_t ks : {k.first_pass_tile + 1, k.first_pass_tile + k.middle_pass_tile + 2}) {                          \
      for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().kernel_size(ks).channels(c).test(k.fn);            \
    }                                                                                                                \
  }                                                                                                                  \
  TEST_P(Suite, several_pixels_strided_with_zero_pointers) {                                                         \
    for (size_t ks : kernel_sizes()) {                                                                               \
      tester().kernel_size(ks).channels(tile() + 1).output_width(3).output_increment(5).zero_rate(0.2).test(         \
          GetParam().fn);                                                                                            \
      tester().kernel_size(ks).channels(tile() + 1).output_width(3).step(2).test(GetParam().fn);                     \
    }                                                                                                                \
  }
