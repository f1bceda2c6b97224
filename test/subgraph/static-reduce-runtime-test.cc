// Static reduce nodes: XNNPACK's quantized MobileNet v2 head (xnn_define_static_reduce_v2 mean over axes {1, 2} of a
// qint8 [1, 7, 7, 1280] value, its output on its own scale) bit for bit against a plain integer reference; fp32 and
// quint8 sums with XNN_FLAG_KEEP_DIMS and negative axes; and what the define functions refuse, each with one
// sentence.
#include <cstring>

#include "log-capture.h"
#include "subgraph/subgraph-tester.h"
#include "ukernels/requantization.h"

namespace {

uint32_t q8(xnn_subgraph_t s, xnn_datatype datatype, const std::vector<size_t>& dims, int32_t zero_point, float scale,
            uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_quantized_tensor_value(s, datatype, zero_point, scale, dims.size(), dims.data(), nullptr,
                                              external_id, flags, &id),
            xnn_status_success);
  return id;
}

uint32_t f32(xnn_subgraph_t s, const std::vector<size_t>& dims, uint32_t external_id = XNN_INVALID_VALUE_ID,
             uint32_t flags = 0) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_tensor_value(s, xnn_datatype_fp32, dims.size(), dims.data(), nullptr, external_id, flags, &id),
            xnn_status_success);
  return id;
}

TEST(StaticReduceRuntime, mobilenet_v2_qint8_mean_over_h_and_w) {
  const size_t hw = 49, c = 1280;
  const int32_t in_zp = -128, out_zp = -128;
  const float in_scale = 0.0235294122f, out_scale = 0.018486851826310158f;
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> input(hw * c + XNN_EXTRA_BYTES);
  for (int8_t& x : input) x = int8_t(dist(rng));
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, xnn_datatype_qint8, {1, 7, 7, c}, in_zp, in_scale, 0,
                        XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, xnn_datatype_qint8, {1, c}, out_zp, out_scale, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const int64_t axes[2] = {1, 2};
  ASSERT_EQ(xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_mean, 2, axes, x, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});
  const float scale = in_scale / (out_scale * float(hw));
  const xnn_qs8_minmax_params params{out_zp, -128, 127};
  for (size_t k = 0; k < c; k++) {
    int32_t sum = 0;
    for (size_t p = 0; p < hw; p++) sum += input[p * c + k];
    ASSERT_EQ(int(got[k]), xnn_requantize_fp32(sum - int32_t(hw) * in_zp, scale, params)) << "channel " << k;
  }
}

TEST(StaticReduceRuntime, fp32_sum_keeps_dims_with_negative_axes) {
  test_graph g(2);
  const uint32_t x = f32(g.subgraph, {2, 3, 4}, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = f32(g.subgraph, {2, 1, 4}, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const int64_t axes[1] = {-2};
  ASSERT_EQ(xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 1, axes, x, y, XNN_FLAG_KEEP_DIMS),
            xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<float> input(24 + XNN_EXTRA_BYTES / sizeof(float)), got(8 + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < 24; i++) input[i] = float(i);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});
  for (size_t a = 0; a < 2; a++) {
    for (size_t d = 0; d < 4; d++) {
      EXPECT_EQ(got[a * 4 + d], input[a * 12 + d] + input[a * 12 + 4 + d] + input[a * 12 + 8 + d]);
    }
  }
}

TEST(StaticReduceRuntime, quint8_sum_and_deprecated_mean) {
  test_graph g(3);
  const uint32_t x = q8(g.subgraph, xnn_datatype_quint8, {3, 5}, 100, 0.5f, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t s = q8(g.subgraph, xnn_datatype_quint8, {3}, 10, 2.0f, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const uint32_t m = q8(g.subgraph, xnn_datatype_quint8, {1, 5}, 50, 0.25f, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const size_t sum_axes[1] = {1}, mean_axes[1] = {0};
  ASSERT_EQ(xnn_define_static_reduce(g.subgraph, xnn_reduce_sum, 1, sum_axes, x, s, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_mean(g.subgraph, 1, mean_axes, x, m, XNN_FLAG_KEEP_DIMS), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<uint8_t> input(15 + XNN_EXTRA_BYTES), sums(3 + XNN_EXTRA_BYTES), means(5 + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < 15; i++) input[i] = uint8_t(17 * i);
  run(rt.get(), {{0, input.data()}, {1, sums.data()}, {2, means.data()}});
  const xnn_qs8_minmax_params sum_params{10, 0, 255}, mean_params{50, 0, 255};
  for (size_t r = 0; r < 3; r++) {
    int32_t sum = 0;
    for (size_t k = 0; k < 5; k++) sum += input[r * 5 + k];
    EXPECT_EQ(int(sums[r]), xnn_requantize_fp32(sum - 5 * 100, 0.5f / 2.0f, sum_params)) << "row " << r;
  }
  for (size_t k = 0; k < 5; k++) {
    const int32_t sum = input[k] + input[5 + k] + input[10 + k];
    EXPECT_EQ(int(means[k]), xnn_requantize_fp32(sum - 3 * 100, 0.5f / (0.25f * 3.0f), mean_params)) << k;
  }
}

struct define_refusal {
  xnn_status status;
  std::string sentence;
};

template <class Define>
define_refusal refused(Define define) {
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, define);
  EXPECT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  return {status, lines.empty() ? std::string() : lines[0]};
}

TEST(StaticReduceDefine, refusals_each_with_one_sentence) {
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, xnn_datatype_qint8, {2, 3}, 0, 0.5f);
  const uint32_t y = q8(g.subgraph, xnn_datatype_qint8, {2}, 0, 0.5f);
  const int64_t past[1] = {2}, below[1] = {-3}, one[1] = {1};
  define_refusal r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 1, past, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.sentence.find("reduction_axes[0] is 2; expected in [-2, 2)"), std::string::npos) << r.sentence;
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 1, below, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.sentence.find("reduction_axes[0] is -3"), std::string::npos) << r.sentence;
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_max, 1, one, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.sentence.find("reduce_operator_type is max on a qint8 input; expected sum or mean"),
            std::string::npos) << r.sentence;
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum_squared, 1, one, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.sentence.find("reduce_operator_type is sum_squared"), std::string::npos) << r.sentence;
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_invalid, 1, one, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 0, one, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  r = refused([&] { return xnn_define_static_reduce_v2(g.subgraph, xnn_reduce_sum, 1, nullptr, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
}

}  // namespace
