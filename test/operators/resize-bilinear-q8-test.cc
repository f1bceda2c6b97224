// Resize bilinear NHWC through XNNPACK's datatype API: on qint8 and quint8, byte for byte against a plain evaluation
// of XNNPACK's sampling (float coordinates, weights round(alpha * 2^11)) and 11-bit fixed-point formula, for each
// coordinate mode, upscaling and downscaling, batches, odd channel counts, pixel strides, reshapes to new input
// sizes, at 1, 2 and 8 threads; on fp32, the same bytes as the f32 API; and what it refuses.
#include <cmath>

#include "operator-tester.h"

namespace {

struct resize_case {
  size_t batch, input_height, input_width, output_height, output_width, channels;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
};

uint32_t flags_of(resize_mode m) {
  return m == resize_mode::align_corners       ? XNN_FLAG_ALIGN_CORNERS
         : m == resize_mode::tensorflow_legacy ? XNN_FLAG_TENSORFLOW_LEGACY_MODE
                                               : 0;
}

// One axis as XNNPACK samples it, in float: the first index, the second (clamped) and the 11-bit weight.
struct sample {
  size_t first, second;
  int weight;
};

sample sample_axis(resize_mode m, size_t out, size_t in_size, size_t out_size) {
  const int adjustment = m == resize_mode::align_corners && out_size != 1 ? 1 : 0;
  const float scale = float(int(in_size) - adjustment) / float(int(out_size) - adjustment);
  float in = float(int(out)) * scale;
  if (m == resize_mode::half_pixel) {
    in = in + (0.5f * scale - 0.5f);
    in = std::min(std::max(in, 0.0f), float(in_size - 1));
  } else {
    in = std::min(in, float(in_size - 1));
  }
  const size_t first = size_t(in);
  return {first, std::min(first + 1, in_size - 1), int(std::nearbyintf((in - float(first)) * 2048.0f))};
}

int blend(int tl, int tr, int bl, int br, int h, int v) {
  const int64_t top = int64_t(tl) * 2048 + int64_t(tr - tl) * h;
  const int64_t bottom = int64_t(bl) * 2048 + int64_t(br - bl) * h;
  return int((top * 2048 + (bottom - top) * v + (1 << 21)) >> 22);
}

template <class T>
std::vector<T> reference(resize_mode m, const resize_case& c, size_t in_stride, const std::vector<T>& input) {
  std::vector<T> out(c.batch * c.output_height * c.output_width * c.channels);
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t oy = 0; oy < c.output_height; oy++) {
      const sample y = sample_axis(m, oy, c.input_height, c.output_height);
      for (size_t ox = 0; ox < c.output_width; ox++) {
        const sample x = sample_axis(m, ox, c.input_width, c.output_width);
        for (size_t ch = 0; ch < c.channels; ch++) {
          const auto at = [&](size_t iy, size_t ix) {
            return int(input[((b * c.input_height + iy) * c.input_width + ix) * in_stride + ch]);
          };
          out[((b * c.output_height + oy) * c.output_width + ox) * c.channels + ch] =
              T(blend(at(y.first, x.first), at(y.first, x.second), at(y.second, x.first), at(y.second, x.second),
                      x.weight, y.weight));
        }
      }
    }
  }
  return out;
}

template <class T>
void check(xnn_datatype datatype, const resize_case& c, resize_mode m, xnn_operator_t reused = nullptr) {
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.channels;
  std::mt19937 rng(uint32_t(c.input_height * 131 + c.output_width * 7 + c.channels));
  std::uniform_int_distribution<int> dist(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  std::vector<T> input(c.batch * c.input_height * c.input_width * in_stride);
  for (T& x : input) x = T(dist(rng));
  const std::vector<T> expected = reference(m, c, in_stride, input);
  const std::string name = std::to_string(c.batch) + "x" + std::to_string(c.input_height) + "x" +
                           std::to_string(c.input_width) + " -> " + std::to_string(c.output_height) + "x" +
                           std::to_string(c.output_width) + "x" + std::to_string(c.channels) + ", flags " +
                           std::to_string(flags_of(m));
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = reused;
    operator_ptr owned = own(nullptr);
    if (raw == nullptr) {
      ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(datatype, c.output_height, c.output_width, flags_of(m), &raw),
                xnn_status_success);
      owned = own(raw);
    }
    size_t workspace_size = 1;
    ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc(raw, c.batch, c.input_height, c.input_width, c.channels, in_stride,
                                                 out_stride, &workspace_size, pool),
              xnn_status_success);
    EXPECT_EQ(workspace_size, 0u);
    std::vector<T> output(c.batch * c.output_height * c.output_width * out_stride, T(0x5A));
    ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc(raw, nullptr, input.data(), output.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t r = 0; r < c.batch * c.output_height * c.output_width; r++) {
      for (size_t ch = 0; ch < out_stride; ch++) {
        if (ch >= c.channels) {
          ASSERT_EQ(output[r * out_stride + ch], T(0x5A)) << what << ": wrote past the channels of pixel " << r;
          continue;
        }
        ASSERT_EQ(int(output[r * out_stride + ch]), int(expected[r * c.channels + ch]))
            << what << ": output pixel " << r << ", channel " << ch;
      }
    }
    outputs->add(output);
  });
}

const resize_case kCases[] = {
    {1, 4, 4, 8, 8, 1},           // 2x upscale
    {2, 3, 5, 7, 11, 3},          // batch, odd factors
    {3, 9, 8, 4, 3, 17},          // downscale
    {1, 6, 7, 6, 7, 5},           // same size
    {2, 1, 1, 3, 2, 4},           // a single input pixel
    {1, 5, 4, 1, 1, 8},           // a single output pixel
    {1, 2, 9, 13, 2, 33},         // up in one axis, down in the other
    {2, 7, 6, 5, 9, 19, 23, 21},  // pixel strides
    {1, 16, 16, 24, 24, 64},      // enough tiles for every thread
    {1, 3, 3, 17, 17, 2},         // many distinct weights
};

// Every case at half-pixel centers; the other two modes (which only change the coordinates) on the cases that
// scale by odd factors, to keep the binary fast.
template <class T>
void check_every_mode(xnn_datatype datatype) {
  for (const resize_case& c : kCases) check<T>(datatype, c, resize_mode::half_pixel);
  for (resize_mode m : {resize_mode::align_corners, resize_mode::tensorflow_legacy}) {
    for (size_t i : {1, 2, 6, 9}) check<T>(datatype, kCases[i], m);
  }
}

TEST(resize_bilinear_nhwc_q8, qint8_matches_the_fixed_point_formula) { check_every_mode<int8_t>(xnn_datatype_qint8); }

TEST(resize_bilinear_nhwc_q8, quint8_matches_the_fixed_point_formula) {
  check_every_mode<uint8_t>(xnn_datatype_quint8);
}

// One operator, reshaped to new input sizes, strides and batch sizes and back: the weights follow.
TEST(resize_bilinear_nhwc_q8, reshape_to_new_input_sizes) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_quint8, 6, 5, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const resize_case sizes[] = {{1, 3, 3, 6, 5, 4}, {2, 9, 11, 6, 5, 4}, {1, 9, 11, 6, 5, 4, 6, 0},
                               {3, 3, 3, 6, 5, 7}, {1, 3, 3, 6, 5, 4}};
  for (const resize_case& c : sizes) check<uint8_t>(xnn_datatype_quint8, c, resize_mode::half_pixel, raw);
}

// fp32 through the datatype API gives the f32 API's bytes.
TEST(resize_bilinear_nhwc_q8, fp32_is_the_f32_operator) {
  const size_t ih = 5, iw = 7, oh = 9, ow = 4, c = 6;
  std::mt19937 rng(3);
  const std::vector<float> input = random_tensor(rng, ih * iw * c);
  std::vector<float> by_datatype(oh * ow * c), by_f32(oh * ow * c);
  xnn_operator_t a = nullptr, b = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp32, oh, ow, 0, &a), xnn_status_success);
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(oh, ow, 0, &b), xnn_status_success);
  operator_ptr owned_a = own(a), owned_b = own(b);
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc(a, 1, ih, iw, c, c, c, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc_f32(b, 1, ih, iw, c, c, c, nullptr, nullptr, nullptr),
            xnn_status_success);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc(a, nullptr, input.data(), by_datatype.data()), xnn_status_success);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(b, nullptr, input.data(), by_f32.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(a, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(b, nullptr), xnn_status_success);
  EXPECT_EQ(std::memcmp(by_datatype.data(), by_f32.data(), by_f32.size() * sizeof(float)), 0);
}

TEST(resize_bilinear_nhwc_q8, refuses) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_qint32, 4, 4, 0, &op), xnn_status_unsupported_hardware);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_qint8, 0, 4, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_quint8, 4, size_t(1) << 24, 0, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_qint8, 4, 4,
                                              XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(op, nullptr);
  // The f32 entry points refuse an 8-bit operator.
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_qint8, 4, 4, 0, &op), xnn_status_success);
  operator_ptr owned = own(op);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nhwc_f32(op, 1, 2, 2, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nhwc(op, 1, 2, 2, 3, 2, 3, nullptr, nullptr), xnn_status_invalid_parameter);
}

}  // namespace
