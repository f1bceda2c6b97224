// Max pooling and static resize bilinear nodes on qint8 and quint8 values give the bytes of their operators (whose
// own tests compare them with integer references): max pooling's float clamp quantized with the output's parameters
// as XNNPACK quantizes it; a resize whose output has another quantization is refused at define. Global average
// pooling on quint8 (requantized to the output's parameters) gives the bytes of a plain integer reference.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "subgraph/subgraph-tester.h"

namespace {

template <class T>
void check_max_pooling(xnn_datatype datatype, float output_min, float output_max) {
  const size_t h = 9, w = 9, c = 19;
  const float scale = 0.1f;
  const int32_t zero_point = datatype == xnn_datatype_qint8 ? 2 : 130;
  std::mt19937 rng(57);
  std::uniform_int_distribution<int> dist(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  std::vector<T> input(h * w * c + XNN_EXTRA_BYTES);
  for (T& x : input) x = T(dist(rng));
  test_graph g(2);
  const size_t in_dims[] = {1, h, w, c}, out_dims[] = {1, 4, 4, c};
  uint32_t x = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, datatype, zero_point, scale, 4, in_dims, nullptr, 0,
                                              XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, datatype, zero_point, scale, 4, out_dims, nullptr, 1,
                                              XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  ASSERT_EQ(xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, output_min, output_max, x, y, 0),
            xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<T> got(4 * 4 * c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});

  // XNNPACK's quantized bound: round(bound / scale + zero point), saturated to the type.
  const auto bound = [&](float b) {
    const float q = b / scale + float(zero_point);
    const float lo = float(std::numeric_limits<T>::min()), hi = float(std::numeric_limits<T>::max());
    return T(!(q > lo) ? lo : !(q < hi) ? hi : std::nearbyintf(q));
  };
  xnn_operator_t pool = nullptr;
  if constexpr (std::is_signed_v<T>) {
    ASSERT_EQ(xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, 3, 3, 2, 2, 1, 1, bound(output_min), bound(output_max), 0,
                                               &pool),
              xnn_status_success);
  } else {
    ASSERT_EQ(xnn_create_max_pooling2d_nhwc_u8(0, 0, 0, 0, 3, 3, 2, 2, 1, 1, bound(output_min), bound(output_max), 0,
                                               &pool),
              xnn_status_success);
  }
  std::vector<T> expected(4 * 4 * c);
  size_t oh = 0, ow = 0;
  if constexpr (std::is_signed_v<T>) {
    ASSERT_EQ(xnn_reshape_max_pooling2d_nhwc_s8(pool, 1, h, w, c, c, c, &oh, &ow, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_max_pooling2d_nhwc_s8(pool, input.data(), expected.data()), xnn_status_success);
  } else {
    ASSERT_EQ(xnn_reshape_max_pooling2d_nhwc_u8(pool, 1, h, w, c, c, c, &oh, &ow, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_max_pooling2d_nhwc_u8(pool, input.data(), expected.data()), xnn_status_success);
  }
  ASSERT_EQ(xnn_run_operator(pool, nullptr), xnn_status_success);
  xnn_delete_operator(pool);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedPoolingRuntime, qint8_max_pooling_matches_the_s8_operator) {
  check_max_pooling<int8_t>(xnn_datatype_qint8, -INFINITY, INFINITY);
  check_max_pooling<int8_t>(xnn_datatype_qint8, -3.0f, 4.04f);
}

TEST(QuantizedPoolingRuntime, quint8_max_pooling_matches_the_u8_operator) {
  check_max_pooling<uint8_t>(xnn_datatype_quint8, -INFINITY, INFINITY);
  check_max_pooling<uint8_t>(xnn_datatype_quint8, -3.0f, 4.04f);  // 4.04 / 0.1 + 130: between codes
}

// Global average pooling on quint8, against sum(x - input zero point) requantized by input scale / (output scale *
// H * W) with xnn_requantize_fp32's steps (one float multiply, clamp, round half to even, then the zero point).
TEST(QuantizedPoolingRuntime, quint8_global_average_pooling_matches_a_plain_reference) {
  const size_t h = 5, w = 7, c = 21;
  const int32_t in_zp = 200, out_zp = 17;
  const float in_scale = 0.3f, out_scale = 0.11f, output_max = 12.0f;
  std::mt19937 rng(3);
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> input(h * w * c + XNN_EXTRA_BYTES);
  for (uint8_t& x : input) x = uint8_t(dist(rng));
  test_graph g(2);
  const size_t in_dims[] = {1, h, w, c}, out_dims[] = {1, c};
  uint32_t x = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_quint8, in_zp, in_scale, 4, in_dims, nullptr,
                                              0, XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_quint8, out_zp, out_scale, 2, out_dims,
                                              nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, output_max, x, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<uint8_t> got(c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});

  const float scale = in_scale / (out_scale * float(h * w));
  const float max_code = std::nearbyintf(output_max / out_scale + float(out_zp));  // 126 (XNNPACK's bound rounding)
  for (size_t k = 0; k < c; k++) {
    int32_t sum = 0;
    for (size_t p = 0; p < h * w; p++) sum += int32_t(input[p * c + k]) - in_zp;
    float t = float(sum) * scale;
    t = std::min(std::max(t, float(0 - out_zp)), max_code - float(out_zp));
    EXPECT_EQ(int32_t(got[k]), int32_t(std::nearbyintf(t)) + out_zp) << "channel " << k;
  }
}

template <class T>
void check_resize(xnn_datatype datatype, uint32_t flags) {
  const size_t h = 5, w = 6, c = 7, oh = 9, ow = 4;
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> dist(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  std::vector<T> input(h * w * c + XNN_EXTRA_BYTES);
  for (T& x : input) x = T(dist(rng));
  test_graph g(2);
  const size_t in_dims[] = {1, h, w, c}, out_dims[] = {1, oh, ow, c};
  uint32_t x = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, datatype, 3, 0.5f, 4, in_dims, nullptr, 0,
                                              XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, datatype, 3, 0.5f, 4, out_dims, nullptr, 1,
                                              XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  ASSERT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, oh, ow, x, y, flags), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<T> got(oh * ow * c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});

  xnn_operator_t resize = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(datatype, oh, ow, flags, &resize), xnn_status_success);
  std::vector<T> expected(oh * ow * c);
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc(resize, 1, h, w, c, c, c, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc(resize, nullptr, input.data(), expected.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(resize, nullptr), xnn_status_success);
  xnn_delete_operator(resize);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedPoolingRuntime, qint8_resize_bilinear_matches_the_operator) {
  for (uint32_t flags : {0u, uint32_t(XNN_FLAG_ALIGN_CORNERS), uint32_t(XNN_FLAG_TENSORFLOW_LEGACY_MODE)}) {
    check_resize<int8_t>(xnn_datatype_qint8, flags);
  }
}

TEST(QuantizedPoolingRuntime, quint8_resize_bilinear_matches_the_operator) {
  for (uint32_t flags : {0u, uint32_t(XNN_FLAG_ALIGN_CORNERS), uint32_t(XNN_FLAG_TENSORFLOW_LEGACY_MODE)}) {
    check_resize<uint8_t>(xnn_datatype_quint8, flags);
  }
}

TEST(QuantizedPoolingDefine, a_resize_that_would_requantize_is_refused) {
  test_graph g(2);
  const size_t in_dims[] = {1, 4, 4, 3}, out_dims[] = {1, 8, 8, 3};
  uint32_t x = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_quint8, 3, 0.5f, 4, in_dims, nullptr, 0,
                                              XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_quint8, 3, 0.25f, 4, out_dims, nullptr, 1,
                                              XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  EXPECT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, 8, 8, x, y, 0), xnn_status_invalid_parameter);
}

}  // namespace
