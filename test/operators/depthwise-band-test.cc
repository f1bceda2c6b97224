// The depthwise band entry points of depth-first blocks (docs/fused-execution.md, step 2): an f32 convolution
// operator on its depthwise path, and the same layer computed in bands of every height whose input rows are copied
// into a window at another address (xnn_dwconv_band_input_rows, xnn_build_dwconv_indirection_band against the
// window, xnn_depthwise_convolution::run_rows), give the same bits. 3x3 and 5x5, stride 1 and 2, explicit and
// TensorFlow SAME padding, widths 1, 7 and 56, channels 2, 17 and 144 (a depthwise operator has at least 2 groups).
// Also: the path accessors answer only for their own path.
#include <cstring>

#include "operator-tester.h"
#include "operators/convolution-nhwc.h"

namespace {

constexpr size_t kInputHeight = 12;  // even: SAME padding at stride 2 puts no row on top

struct dw_case {
  size_t kernel, stride, width, channels;
  bool same_padding;
};

std::string name_of(const dw_case& c) {
  return std::to_string(c.kernel) + "x" + std::to_string(c.kernel) + " s" + std::to_string(c.stride) + " w" +
         std::to_string(c.width) + " c" + std::to_string(c.channels) + (c.same_padding ? " SAME" : " explicit");
}

operator_ptr create_depthwise(const dw_case& c, const std::vector<float>& kernel, const std::vector<float>& bias) {
  const uint32_t pad = c.same_padding ? 0 : uint32_t(c.kernel / 2);
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(pad, pad, pad, pad, uint32_t(c.kernel), uint32_t(c.kernel),
                                              uint32_t(c.stride), uint32_t(c.stride), 1, 1, uint32_t(c.channels), 1,
                                              1, c.channels, c.channels, kernel.data(), bias.data(), -0.5f, 0.5f,
                                              c.same_padding ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0, nullptr, &raw));
  return own(raw);
}

void check_case(const dw_case& c) {
  std::mt19937 rng(uint32_t(c.kernel * 1000 + c.width * 10 + c.channels));
  const size_t kernel_size = c.kernel * c.kernel;
  const std::vector<float> kernel = random_tensor(rng, c.channels * kernel_size);
  const std::vector<float> bias = random_tensor(rng, c.channels);
  const size_t pixel = c.channels;
  const std::vector<float> input = random_tensor(rng, kInputHeight * c.width * pixel);
  const operator_ptr op = create_depthwise(c, kernel, bias);
  ASSERT_NE(op, nullptr);
  size_t workspace = 0, out_h = 0, out_w = 0;
  ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, kInputHeight, c.width, &workspace,
                                                                   &out_h, &out_w, nullptr));
  std::vector<float> layer(out_h * out_w * pixel, untouched_marker());
  ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), layer.data()));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));

  size_t unused;
  EXPECT_EQ(xnn_convolution_f32_direct_gemm(op.get(), &unused), nullptr);
  const xnn_depthwise_convolution* dw = xnn_convolution_f32_depthwise(op.get());
  ASSERT_NE(dw, nullptr);
  ASSERT_NE(dw->unipass, nullptr) << name_of(c) << ": the f32 depthwise table has no unipass kernel";
  const xnn_conv2d_geometry& g = dw->geometry;
  const size_t row_floats = c.width * pixel;
  for (size_t h = 1; h <= out_h; h++) {
    std::vector<float> banded(out_h * out_w * pixel, untouched_marker());
    for (size_t a = 0; a < out_h; a += h) {
      const size_t rows = std::min(h, out_h - a);
      size_t lo, hi;
      xnn_dwconv_band_input_rows(g, a, rows, &lo, &hi);
      // The band's input rows alone, in a window of their own (tail padded as the kernels may read past it).
      std::vector<float> window((hi - lo) * row_floats + XNN_EXTRA_BYTES / sizeof(float));
      std::memcpy(window.data(), input.data() + lo * row_floats, (hi - lo) * row_floats * sizeof(float));
      const uintptr_t base = reinterpret_cast<uintptr_t>(window.data()) - lo * row_floats * sizeof(float);
      std::vector<const void*> pointers(rows * dw->row_pointers);
      xnn_build_dwconv_indirection_band(g, dw->taps, base, dw->zero, pointers.data(), a, rows);
      dw->run_rows(pointers.data(), rows, banded.data() + a * out_w * pixel);
    }
    for (size_t i = 0; i < layer.size(); i++) {
      if (std::memcmp(&banded[i], &layer[i], sizeof(float)) != 0) {
        FAIL() << name_of(c) << " bands of " << h << " rows: element " << i << " (row " << i / (out_w * pixel)
               << ") is " << banded[i] << ", expected " << layer[i];
      }
    }
  }
}

TEST(DepthwiseBand, bands_of_every_height_from_a_window_give_the_layers_bits) {
  for (size_t kernel : {3, 5}) {
    for (size_t stride : {1, 2}) {
      for (size_t width : {1, 7, 56}) {
        for (size_t channels : {2, 17, 144}) {
          for (bool same : {false, true}) {
            SCOPED_TRACE(name_of({kernel, stride, width, channels, same}));
            check_case({kernel, stride, width, channels, same});
            if (HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

// The band's input rows: its taps' rows, clipped to the image.
TEST(DepthwiseBand, band_input_rows_follow_stride_and_padding) {
  xnn_conv2d_geometry g;
  g.input_height = 12, g.kernel_height = 3, g.stride_height = 2, g.padding_top = 1, g.output_height = 6;
  size_t lo, hi;
  xnn_dwconv_band_input_rows(g, 0, 1, &lo, &hi);
  EXPECT_EQ(lo, 0u);
  EXPECT_EQ(hi, 2u);
  xnn_dwconv_band_input_rows(g, 2, 2, &lo, &hi);
  EXPECT_EQ(lo, 3u);
  EXPECT_EQ(hi, 8u);
  xnn_dwconv_band_input_rows(g, 5, 1, &lo, &hi);
  EXPECT_EQ(lo, 9u);
  EXPECT_EQ(hi, 12u);
  g.padding_top = 0;  // SAME at stride 2 on an even height: the extra padding row is at the bottom
  xnn_dwconv_band_input_rows(g, 5, 1, &lo, &hi);
  EXPECT_EQ(lo, 10u);
  EXPECT_EQ(hi, 12u);
}

// A 1x1 convolution with one group answers as a direct GEMM, not as depthwise; a padded 3x3 as neither.
TEST(DepthwiseBand, path_accessors_answer_for_their_path_only) {
  std::mt19937 rng(3);
  const std::vector<float> kernel = random_tensor(rng, 8 * 4 * 9);
  const std::vector<float> bias = random_tensor(rng, 8);
  for (size_t k : {1, 3}) {
    xnn_operator_t raw = nullptr;
    const uint32_t pad = uint32_t(k / 2);
    ASSERT_EQ(xnn_status_success,
              xnn_create_convolution2d_nhwc_f32(pad, pad, pad, pad, uint32_t(k), uint32_t(k), 1, 1, 1, 1, 1, 4, 8, 4,
                                                8, kernel.data(), bias.data(), -INFINITY, INFINITY, 0, nullptr, &raw));
    const operator_ptr op = own(raw);
    size_t channels = 0, workspace = 0;
    EXPECT_EQ(xnn_convolution_f32_direct_gemm(op.get(), &channels), nullptr) << "before reshape";
    ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 5, 5, &workspace, nullptr, nullptr,
                                                                     nullptr));
    const xnn_gemm_context* gemm = xnn_convolution_f32_direct_gemm(op.get(), &channels);
    EXPECT_EQ(gemm != nullptr, k == 1) << k << "x" << k;
    if (gemm != nullptr) {
      EXPECT_EQ(channels, 8u);
    }
    EXPECT_EQ(xnn_convolution_f32_depthwise(op.get()), nullptr);
  }
}

}  // namespace
