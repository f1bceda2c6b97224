// The unary elementwise operator's 8-bit conversions (xnn_unary_convert: fp32 -> qint8/quint8, qint8/quint8 -> fp32,
// qint8 -> qint8, quint8 -> quint8) against the formulas of src/ukernels/qs8-vcvt/qs8-vcvt.h, bit for bit: dense and
// strided rows, batch 1 and many, 1, 2 and 8 threads (bit-identical), in place where the element sizes agree, and
// each refusal (its status and one logged sentence).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "log-capture.h"
#include "operator-tester.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

namespace {

template <class T>
constexpr int32_t kMin = std::numeric_limits<T>::min();
template <class T>
constexpr int32_t kMax = std::numeric_limits<T>::max();

template <class T>
constexpr xnn_datatype kDatatype = std::is_same_v<T, float>    ? xnn_datatype_fp32
                                   : std::is_same_v<T, int8_t> ? xnn_datatype_qint8
                                                               : xnn_datatype_quint8;

// A direction of conversion and its quantization; `reference` gives one output element from one input element.
template <class In, class Out>
struct direction {
  xnn_quantization_params input_quantization{0, 1.0f};
  xnn_quantization_params output_quantization{0, 1.0f};

  Out reference(In x) const {
    if constexpr (std::is_same_v<In, float>) {
      const xnn_f32_qs8_cvt_params p{1.0f / output_quantization.scale, output_quantization.zero_point};
      return Out(xnn_quantize_f32(x, p, kMin<Out>, kMax<Out>));
    } else if constexpr (std::is_same_v<Out, float>) {
      return xnn_dequantize_8bit(x, {input_quantization.zero_point, input_quantization.scale});
    } else {
      const xnn_qs8_cvt_params p{input_quantization.zero_point, input_quantization.scale / output_quantization.scale,
                                 output_quantization.zero_point};
      return Out(xnn_requantize_8bit(x, p, kMin<Out>, kMax<Out>));
    }
  }

  std::vector<In> inputs(std::mt19937& rng, size_t count) const {
    std::vector<In> v(count + XNN_EXTRA_BYTES / sizeof(In));
    if constexpr (std::is_same_v<In, float>) {
      const float range = 300.0f * output_quantization.scale;
      std::uniform_real_distribution<float> dist(-range, range);
      const float specials[] = {NAN, INFINITY, -INFINITY, -0.0f};
      for (size_t i = 0; i < v.size(); i++) v[i] = rng() % 32 == 0 ? specials[rng() % 4] : dist(rng);
    } else {
      for (In& x : v) x = In(rng());
    }
    return v;
  }

  operator_ptr create() const {
    xnn_operator_t raw = nullptr;
    EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, kDatatype<In>, kDatatype<Out>, nullptr, nullptr,
                                              &input_quantization, &output_quantization, 0, &raw),
              xnn_status_success);
    return own(raw);
  }

  void run(size_t batch, size_t channels, size_t input_stride, size_t output_stride, bool in_place = false) const {
    std::mt19937 rng(uint32_t(batch * 977 + channels));
    const std::vector<In> input = inputs(rng, batch * input_stride);
    const std::string name = "convert " + std::to_string(kDatatype<In>) + " -> " + std::to_string(kDatatype<Out>) +
                             ", batch " + std::to_string(batch) + ", channels " + std::to_string(channels);
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      operator_ptr op = create();
      ASSERT_NE(op, nullptr);
      std::vector<In> buffer = input;
      std::vector<Out> output(batch * output_stride + 1);
      std::memset(static_cast<void*>(output.data()), 0x5A, output.size() * sizeof(Out));
      const std::vector<Out> untouched = output;
      Out* out = output.data();
      if constexpr (std::is_same_v<In, Out>) {
        if (in_place) out = buffer.data();
      }
      const size_t stride = in_place ? input_stride : output_stride;
      ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), batch, channels, input_stride, stride, pool),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), buffer.data(), out), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
      for (size_t b = 0; b < batch; b++) {
        for (size_t ch = 0; ch < channels; ch++) {
          const In x = input[b * input_stride + ch];
          const Out expected = reference(x);
          const Out actual = out[b * stride + ch];
          ASSERT_EQ(std::memcmp(&actual, &expected, sizeof(Out)), 0)
              << what << ", row " << b << ", channel " << ch << ": input " << +x << ", got " << +actual
              << ", expected " << +expected;
        }
        for (size_t ch = channels; !in_place && ch < stride && b + 1 < batch; ch++) {
          ASSERT_EQ(std::memcmp(&out[b * stride + ch], &untouched[0], sizeof(Out)), 0)
              << what << ": wrote into the row gap at row " << b;
        }
      }
      outputs->add(out, batch * stride);
    });
  }

  void run_all_shapes() const {
    for (size_t batch : {1u, 3u, 64u}) {
      for (size_t channels : {1u, 7u, 16u, 100u}) run(batch, channels, channels, channels);
    }
    run(1, 50000, 50000, 50000);  // one dense array split between threads
    run(9, 13, 17, 21);           // strided rows
    run(4, 3, 35, 3);             // a long input stride
    if constexpr (std::is_same_v<In, Out>) run(5, 33, 33, 33, true);
  }
};

TEST(convert_quantized, fp32_to_qint8) {
  direction<float, int8_t>{{}, {-3, 0.05f}}.run_all_shapes();
  direction<float, int8_t>{{}, {kMin<int8_t>, 0.25f}}.run_all_shapes();
  direction<float, int8_t>{{}, {kMax<int8_t>, 0x1.0p-20f}}.run(3, 50, 50, 50);
}

TEST(convert_quantized, fp32_to_quint8) {
  direction<float, uint8_t>{{}, {128, 0.05f}}.run_all_shapes();
  direction<float, uint8_t>{{}, {0, 0x1.0p8f}}.run(3, 50, 50, 50);
  direction<float, uint8_t>{{}, {255, 0.3f}}.run(3, 50, 50, 50);
}

TEST(convert_quantized, qint8_to_fp32) {
  direction<int8_t, float>{{5, 0.125f}, {}}.run_all_shapes();
  direction<int8_t, float>{{kMin<int8_t>, 0x1.0p-20f}, {}}.run(3, 300, 300, 300);
  direction<int8_t, float>{{kMax<int8_t>, 0x1.0p8f}, {}}.run(3, 300, 300, 300);
}

TEST(convert_quantized, quint8_to_fp32) {
  direction<uint8_t, float>{{128, 0.3f}, {}}.run_all_shapes();
  direction<uint8_t, float>{{0, 0x1.0p-20f}, {}}.run(3, 300, 300, 300);
  direction<uint8_t, float>{{255, 0x1.0p8f}, {}}.run(3, 300, 300, 300);
}

TEST(convert_quantized, qint8_to_qint8) {
  direction<int8_t, int8_t>{{1, 0.5f}, {-7, 0.3f}}.run_all_shapes();
  direction<int8_t, int8_t>{{kMin<int8_t>, 0x1.0p-8f}, {kMax<int8_t>, 1.0f}}.run(3, 300, 300, 300);
  direction<int8_t, int8_t>{{kMax<int8_t>, 0x1.0p7f}, {kMin<int8_t>, 1.0f}}.run(3, 300, 300, 300);
}

TEST(convert_quantized, quint8_to_quint8) {
  direction<uint8_t, uint8_t>{{128, 0.5f}, {120, 0.3f}}.run_all_shapes();
  direction<uint8_t, uint8_t>{{0, 0x1.0p-8f}, {255, 1.0f}}.run(3, 300, 300, 300);
  direction<uint8_t, uint8_t>{{255, 0x1.0p7f}, {0, 1.0f}}.run(3, 300, 300, 300);
}

// Values worked out by hand, so a mistake shared by the kernels and the reference formulas would show.
TEST(convert_quantized, hand_computed_values) {
  const xnn_quantization_params q{1, 0.5f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, nullptr,
                                            nullptr, &q, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  // x / 0.5 = 2.5 -> 2 (ties to even), 3.5 -> 4, -2.5 -> -2, 1000 -> saturates, NaN -> 0; then + 1.
  std::vector<float> x = {1.25f, 1.75f, -1.25f, 1000.0f, -1000.0f, NAN, 0.0f};
  x.resize(x.size() + XNN_EXTRA_BYTES / sizeof(float));
  std::vector<int8_t> y(7);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 1, 7, 7, 7, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), x.data(), y.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  EXPECT_EQ(std::vector<int>(y.begin(), y.end()), (std::vector<int>{3, 5, -1, 127, -128, 0, 1}));

  const xnn_quantization_params in{-3, 0.75f}, out{10, 0.5f};
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_qint8, nullptr, nullptr,
                                            &in, &out, 0, &raw),
            xnn_status_success);
  op = own(raw);
  // (x + 3) * 1.5 + 10: -2 -> 11.5 -> 12 (ties to even), -1 -> 13, 127 -> 205 -> 127, -128 -> -177.5 -> -128.
  std::vector<int8_t> q8 = {-2, -1, 127, -128};
  q8.resize(q8.size() + XNN_EXTRA_BYTES);
  std::vector<int8_t> r(4);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 1, 4, 4, 4, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), q8.data(), r.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  EXPECT_EQ(std::vector<int>(r.begin(), r.end()), (std::vector<int>{12, 13, 127, -128}));
}

struct refusal {
  const char* name;
  xnn_unary_operator op;
  xnn_datatype input_datatype, output_datatype;
  const xnn_quantization_params* input_quantization;
  const xnn_quantization_params* output_quantization;
  xnn_status expected;
  const char* sentence;  // a part of the one logged sentence
};

const xnn_quantization_params kGood{0, 0.5f};
const xnn_quantization_params kZeroScale{0, 0.0f};
const xnn_quantization_params kNegativeScale{0, -0.5f};
const xnn_quantization_params kNaNScale{0, NAN};
const xnn_quantization_params kInfiniteScale{0, INFINITY};
const xnn_quantization_params kSubnormalScale{0, 1e-40f};
const xnn_quantization_params kZeroPoint128{128, 0.5f};
const xnn_quantization_params kZeroPointMinus129{-129, 0.5f};
const xnn_quantization_params kZeroPointMinus1{-1, 0.5f};
const xnn_quantization_params kZeroPoint256{256, 0.5f};
const xnn_quantization_params kTinyScale{0, 0.5f * 0x1.0p-9f};
const xnn_quantization_params kHugeScale{0, 0.5f * 0x1.0p8f};

const refusal kRefusals[] = {
    {"qint8_to_quint8", xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_quint8, &kGood, &kGood,
     xnn_status_unsupported_parameter, "convert from qint8 (3) to quint8 (4) has no kernel"},
    {"bf16_to_qint8", xnn_unary_convert, xnn_datatype_bf16, xnn_datatype_qint8, &kGood, &kGood,
     xnn_status_unsupported_parameter, "has no kernel"},
    {"abs_of_qint8_to_fp32", xnn_unary_abs, xnn_datatype_qint8, xnn_datatype_fp32, &kGood, &kGood,
     xnn_status_unsupported_parameter, "only xnn_unary_convert changes the datatype"},
    {"null_output_quantization", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, nullptr,
     xnn_status_invalid_parameter, "output_quantization is NULL"},
    {"null_input_quantization", xnn_unary_convert, xnn_datatype_quint8, xnn_datatype_fp32, nullptr, nullptr,
     xnn_status_invalid_parameter, "input_quantization is NULL"},
    {"zero_scale", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, &kZeroScale,
     xnn_status_invalid_parameter, "output_quantization.scale is 0; expected a positive normal float"},
    {"negative_scale", xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_fp32, &kNegativeScale, nullptr,
     xnn_status_invalid_parameter, "input_quantization.scale is -0.5"},
    {"nan_scale", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_quint8, nullptr, &kNaNScale,
     xnn_status_invalid_parameter, "output_quantization.scale is nan"},
    {"infinite_scale", xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_qint8, &kInfiniteScale, &kGood,
     xnn_status_invalid_parameter, "input_quantization.scale is inf"},
    {"subnormal_scale", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, &kSubnormalScale,
     xnn_status_invalid_parameter, "expected a positive normal float"},
    {"qint8_zero_point_128", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, &kZeroPoint128,
     xnn_status_invalid_parameter, "output_quantization.zero_point is 128; expected -128..127 for qint8"},
    {"qint8_zero_point_minus_129", xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_fp32, &kZeroPointMinus129,
     nullptr, xnn_status_invalid_parameter, "input_quantization.zero_point is -129"},
    {"quint8_zero_point_minus_1", xnn_unary_convert, xnn_datatype_quint8, xnn_datatype_quint8, &kZeroPointMinus1,
     &kGood, xnn_status_invalid_parameter, "input_quantization.zero_point is -1; expected 0..255 for quint8"},
    {"quint8_zero_point_256", xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_quint8, nullptr, &kZeroPoint256,
     xnn_status_invalid_parameter, "output_quantization.zero_point is 256"},
    {"scale_ratio_below_2_pow_minus_8", xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_qint8, &kTinyScale,
     &kGood, xnn_status_unsupported_parameter, "scale / output_quantization.scale is 0.001953125; expected 2^-8..2^7"},
    {"scale_ratio_above_2_pow_7", xnn_unary_convert, xnn_datatype_quint8, xnn_datatype_quint8, &kHugeScale, &kGood,
     xnn_status_unsupported_parameter, "is 256; expected 2^-8..2^7"},
};

class ConvertQuantizedRefusal : public testing::TestWithParam<refusal> {};

TEST_P(ConvertQuantizedRefusal, status_and_one_sentence) {
  const refusal& r = GetParam();
  xnn_operator_t raw = nullptr;
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, [&] {
    return xnn_create_unary_elementwise_nc(r.op, r.input_datatype, r.output_datatype, nullptr, nullptr,
                                           r.input_quantization, r.output_quantization, 0, &raw);
  });
  EXPECT_EQ(status, r.expected);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("unary elementwise: "), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(convert_quantized, ConvertQuantizedRefusal, testing::ValuesIn(kRefusals),
                         [](const testing::TestParamInfo<refusal>& info) { return std::string(info.param.name); });

TEST(convert_quantized, fp32_sides_ignore_their_quantization) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, nullptr,
                                            &kZeroScale, &kGood, 0, &raw),
            xnn_status_success);
  own(raw);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_quint8, xnn_datatype_fp32, nullptr, nullptr,
                                            &kGood, &kNaNScale, 0, &raw),
            xnn_status_success);
  own(raw);
}

TEST(convert_quantized, scale_ratio_bounds_are_accepted) {
  const xnn_quantization_params lowest{0, 0.5f * 0x1.0p-8f}, highest{0, 0.5f * 0x1.0p7f};
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_qint8, xnn_datatype_qint8, nullptr, nullptr,
                                            &lowest, &kGood, 0, &raw),
            xnn_status_success);
  own(raw);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_quint8, xnn_datatype_quint8, nullptr,
                                            nullptr, &highest, &kGood, 0, &raw),
            xnn_status_success);
  own(raw);
}

TEST(convert_quantized, batch_zero_runs_nothing) {
  operator_ptr op = direction<float, int8_t>{{}, {0, 0.5f}}.create();
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 0, 4, 4, 4, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
}

}  // namespace
