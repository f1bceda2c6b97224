// The reduce operator against a plain reference: every axis set of ranks 1 to 5 (keeping the dims changes nothing
// in memory), fp32 sum, mean, max and min, and qint8/quint8 sum and mean bit for bit against an exact int32 sum
// requantized with the one formula (ukernels/requantization.h); at 1, 2 and 8 threads with identical bytes; and
// every refusal with its status and its one logged sentence.
//
// fp32 inputs are small integers, so every sum is exact in binary32 (|sum| < 2^24) and the mean is that sum times
// float(1 / count) in both: the comparisons are exact. For arbitrary inputs a sum of n terms is within
// (n - 1) * 2^-24 * sum |x| of the exact one (one rounding per addition); sums_of_arbitrary_floats checks that bound.
#include "log-capture.h"
#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct problem {
  std::vector<size_t> shape;
  std::vector<int64_t> axes;
};

// The reference: output index of each input element, and the element count per output.
struct reference_map {
  std::vector<size_t> output_of;  // per input element
  size_t outputs = 1, count = 1;
};

reference_map map_of(const problem& p) {
  const size_t rank = p.shape.size();
  std::vector<bool> reduced(rank, false);
  for (int64_t a : p.axes) reduced[a < 0 ? a + int64_t(rank) : a] = true;
  reference_map m;
  for (size_t d = 0; d < rank; d++) (reduced[d] ? m.count : m.outputs) *= p.shape[d];
  size_t elements = 1;
  for (size_t s : p.shape) elements *= s;
  m.output_of.resize(elements);
  for (size_t i = 0; i < elements; i++) {
    size_t rest = i, out = 0, out_stride = 1;
    for (size_t d = rank; d-- > 0;) {
      const size_t index = rest % p.shape[d];
      rest /= p.shape[d];
      if (!reduced[d]) out += index * out_stride, out_stride *= p.shape[d];
    }
    m.output_of[i] = out;
  }
  return m;
}

std::string describe(const problem& p) {
  std::string s = "shape [";
  for (size_t d : p.shape) s += std::to_string(d) + ",";
  s += "] axes {";
  for (int64_t a : p.axes) s += std::to_string(a) + ",";
  return s + "}";
}

template <class T>
std::vector<T> run(xnn_reduce_operator op, xnn_datatype datatype, const xnn_quantization_params* in_q,
                   const xnn_quantization_params* out_q, const problem& p, const std::vector<T>& input,
                   size_t outputs, pthreadpool_t pool, uint32_t flags = 0) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_reduce_nd(op, datatype, in_q, out_q, flags, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  size_t workspace_size = 1;
  EXPECT_EQ(xnn_reshape_reduce_nd(raw, p.axes.size(), p.axes.data(), p.shape.size(), p.shape.data(),
                                  &workspace_size, pool),
            xnn_status_success);
  std::vector<unsigned char> workspace(workspace_size + 1, 0xA5);
  std::vector<T> output(outputs + 1, T(7));
  EXPECT_EQ(xnn_setup_reduce_nd(raw, workspace.data(), input.data(), output.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  EXPECT_EQ(output.back(), T(7)) << "wrote past the output";
  output.pop_back();
  return output;
}

void check_f32(xnn_reduce_operator op, const problem& p, uint32_t flags = 0) {
  const reference_map m = map_of(p);
  std::mt19937 rng(uint32_t(m.output_of.size() * 7 + p.axes.size()));
  std::uniform_int_distribution<int> dist(-8, 8);
  std::vector<float> input(m.output_of.size() + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : input) x = float(dist(rng));
  std::vector<float> expected(m.outputs, op == xnn_reduce_max   ? -INFINITY
                                         : op == xnn_reduce_min ? INFINITY
                                                                : 0.0f);
  for (size_t i = 0; i < m.output_of.size(); i++) {
    float& y = expected[m.output_of[i]];
    y = op == xnn_reduce_max ? std::max(y, input[i]) : op == xnn_reduce_min ? std::min(y, input[i]) : y + input[i];
  }
  if (op == xnn_reduce_mean) {
    for (float& y : expected) y *= 1.0f / float(m.count);
  }
  check_every_thread_count(describe(p), [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const std::vector<float> y = run(op, xnn_datatype_fp32, nullptr, nullptr, p, input, m.outputs, pool, flags);
    for (size_t o = 0; o < m.outputs; o++) ASSERT_EQ(y[o], expected[o]) << what << ": output " << o;
    outputs->add(y);
  });
}

template <class T>
void check_quantized(xnn_reduce_operator op, const problem& p, xnn_quantization_params in_q,
                     xnn_quantization_params out_q) {
  const bool s8 = std::is_same_v<T, int8_t>;
  const xnn_datatype datatype = s8 ? xnn_datatype_qint8 : xnn_datatype_quint8;
  const reference_map m = map_of(p);
  std::mt19937 rng(uint32_t(m.output_of.size() * 13 + p.axes.size()));
  std::uniform_int_distribution<int> dist(s8 ? -128 : 0, s8 ? 127 : 255);
  std::vector<T> input(m.output_of.size() + XNN_EXTRA_BYTES);
  for (T& x : input) x = T(dist(rng));
  std::vector<int32_t> sums(m.outputs, 0);
  for (size_t i = 0; i < m.output_of.size(); i++) sums[m.output_of[i]] += input[i];
  const float scale =
      op == xnn_reduce_mean ? in_q.scale / (out_q.scale * float(m.count)) : in_q.scale / out_q.scale;
  const xnn_qs8_minmax_params params{out_q.zero_point, s8 ? -128 : 0, s8 ? 127 : 255};
  check_every_thread_count(describe(p), [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const std::vector<T> y = run(op, datatype, &in_q, &out_q, p, input, m.outputs, pool);
    for (size_t o = 0; o < m.outputs; o++) {
      const int32_t want = xnn_requantize_fp32(sums[o] - int32_t(m.count) * in_q.zero_point, scale, params);
      ASSERT_EQ(int(y[o]), want) << what << ": output " << o;
    }
    outputs->add(y);
  });
}

// Every non-empty subset of the axes of `shape`, written with non-negative axes and (odd subsets) negative ones.
std::vector<problem> every_axis_set(const std::vector<size_t>& shape) {
  std::vector<problem> problems;
  const size_t rank = shape.size();
  for (size_t mask = 1; mask < (size_t(1) << rank); mask++) {
    problem p{shape, {}};
    for (size_t d = 0; d < rank; d++) {
      if (mask & (size_t(1) << d)) p.axes.push_back(mask % 2 ? int64_t(d) - int64_t(rank) : int64_t(d));
    }
    problems.push_back(p);
  }
  return problems;
}

const std::vector<std::vector<size_t>> kShapes = {
    {37}, {5, 19}, {3, 1, 70}, {2, 3, 5, 33}, {2, 3, 4, 3, 17}, {1, 7, 7, 40},
};

TEST(reduce_nd_f32, every_axis_set_of_ranks_1_to_5) {
  for (xnn_reduce_operator op : {xnn_reduce_sum, xnn_reduce_mean, xnn_reduce_max, xnn_reduce_min}) {
    for (const auto& shape : kShapes) {
      for (const problem& p : every_axis_set(shape)) {
        check_f32(op, p);
        if (testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

TEST(reduce_nd_f32, keep_dims_and_repeated_axes) {
  check_f32(xnn_reduce_mean, {{4, 6, 300}, {0, 2}}, XNN_FLAG_KEEP_DIMS);
  check_f32(xnn_reduce_sum, {{4, 6, 300}, {1, -2, 1}});
}

TEST(reduce_nd_f32, long_rows_and_many_channels) {
  check_f32(xnn_reduce_sum, {{3, 5000}, {1}});
  check_f32(xnn_reduce_max, {{20, 1030}, {0}});
  check_f32(xnn_reduce_mean, {{1, 7, 7, 1280}, {1, 2}});
}

TEST(reduce_nd_f32, sums_of_arbitrary_floats) {
  const problem p{{9, 1000}, {1}};
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> input(9000 + 4);
  for (float& x : input) x = dist(rng);
  const std::vector<float> y = run(xnn_reduce_sum, xnn_datatype_fp32, nullptr, nullptr, p, input, 9, nullptr);
  for (size_t r = 0; r < 9; r++) {
    double exact = 0, magnitude = 0;
    for (size_t k = 0; k < 1000; k++) exact += input[r * 1000 + k], magnitude += std::fabs(input[r * 1000 + k]);
    EXPECT_NEAR(y[r], exact, 999 * 0x1.0p-24 * magnitude) << "row " << r;
  }
}

TEST(reduce_nd_quantized, every_axis_set_qint8_and_quint8) {
  for (xnn_reduce_operator op : {xnn_reduce_sum, xnn_reduce_mean}) {
    for (const auto& shape : kShapes) {
      for (const problem& p : every_axis_set(shape)) {
        check_quantized<int8_t>(op, p, {3, 0.5f}, {-5, op == xnn_reduce_sum ? 8.0f : 0.25f});
        check_quantized<uint8_t>(op, p, {128, 0.5f}, {120, op == xnn_reduce_sum ? 8.0f : 0.25f});
        if (testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

TEST(reduce_nd_quantized, zero_points_at_both_extremes_and_saturation) {
  for (int32_t zp : {-128, 127}) check_quantized<int8_t>(xnn_reduce_mean, {{3, 9, 35}, {1}}, {zp, 0.5f}, {zp, 0.5f});
  for (int32_t zp : {0, 255}) check_quantized<uint8_t>(xnn_reduce_mean, {{3, 9, 35}, {1}}, {zp, 0.5f}, {zp, 0.5f});
  // Most sums far outside the output's range.
  check_quantized<int8_t>(xnn_reduce_sum, {{3, 9, 35}, {1}}, {0, 1.0f}, {0, 1.0f});
  check_quantized<uint8_t>(xnn_reduce_sum, {{3, 9, 35}, {2}}, {0, 1.0f}, {0, 1.0f});
  for (float s : {0x1.0p-20f, 0x1.0p-8f, 1.0f, 0x1.0p7f}) {
    check_quantized<int8_t>(xnn_reduce_mean, {{2, 50, 70}, {1}}, {1, s}, {-2, 0.5f});
  }
}

TEST(reduce_nd_quantized, mobilenet_v2_mean) {
  check_quantized<int8_t>(xnn_reduce_mean, {{1, 7, 7, 1280}, {1, 2}}, {-128, 0.0235f}, {-128, 0.0113f});
}

struct refusal {
  const char* name;
  xnn_reduce_operator op;
  xnn_datatype datatype;
  const xnn_quantization_params *in, *out;
  xnn_status expected;
  const char* sentence;
};

const xnn_quantization_params kGood{0, 0.5f};
const xnn_quantization_params kZeroScale{0, 0.0f};
const xnn_quantization_params kNaNScale{0, NAN};
const xnn_quantization_params kZeroPoint128{128, 0.5f};
const xnn_quantization_params kZeroPointMinus1{-1, 0.5f};

const refusal kCreateRefusals[] = {
    {"invalid_operator", xnn_reduce_invalid, xnn_datatype_fp32, nullptr, nullptr, xnn_status_invalid_parameter,
     "reduce: reduce_operator_type is -1; expected xnn_reduce_sum to xnn_reduce_min"},
    {"bf16", xnn_reduce_sum, xnn_datatype_bf16, nullptr, nullptr, xnn_status_invalid_parameter,
     "expected fp32, fp16, qint8 or quint8"},
    {"sum_squared", xnn_reduce_sum_squared, xnn_datatype_fp32, nullptr, nullptr, xnn_status_unsupported_parameter,
     "reduce_operator_type is sum_squared on fp32"},
    {"max_qint8", xnn_reduce_max, xnn_datatype_qint8, &kGood, &kGood, xnn_status_unsupported_parameter,
     "reduce_operator_type is max on qint8"},
    {"null_input_quantization", xnn_reduce_sum, xnn_datatype_qint8, nullptr, &kGood, xnn_status_invalid_parameter,
     "input_quantization is NULL"},
    {"zero_scale", xnn_reduce_mean, xnn_datatype_quint8, &kGood, &kZeroScale, xnn_status_invalid_parameter,
     "output_quantization scale is 0; expected a finite, normal, positive number"},
    {"nan_scale", xnn_reduce_mean, xnn_datatype_qint8, &kNaNScale, &kGood, xnn_status_invalid_parameter,
     "input_quantization scale is nan"},
    {"qint8_zero_point_128", xnn_reduce_sum, xnn_datatype_qint8, &kGood, &kZeroPoint128,
     xnn_status_invalid_parameter, "output_quantization zero point is 128; expected -128 to 127"},
    {"quint8_zero_point_minus_1", xnn_reduce_sum, xnn_datatype_quint8, &kZeroPointMinus1, &kGood,
     xnn_status_invalid_parameter, "input_quantization zero point is -1; expected 0 to 255"},
};

class ReduceCreateRefusal : public testing::TestWithParam<refusal> {};

TEST_P(ReduceCreateRefusal, status_and_one_sentence) {
  const refusal& r = GetParam();
  xnn_operator_t raw = nullptr;
  std::vector<std::string> lines;
  const xnn_status status =
      xnn_test_capture_log(&lines, [&] { return xnn_create_reduce_nd(r.op, r.datatype, r.in, r.out, 0, &raw); });
  EXPECT_EQ(status, r.expected);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(arguments, ReduceCreateRefusal, testing::ValuesIn(kCreateRefusals),
                         [](const testing::TestParamInfo<refusal>& info) { return std::string(info.param.name); });

struct reshape_refusal {
  const char* name;
  problem p;
  xnn_reduce_operator op;
  xnn_datatype datatype;
  xnn_status expected;
  const char* sentence;
};

const reshape_refusal kReshapeRefusals[] = {
    {"axis_past_rank", {{2, 3}, {2}}, xnn_reduce_sum, xnn_datatype_fp32, xnn_status_invalid_parameter,
     "reduce: reduction_axes[0] is 2; expected in [-2, 2) for 2 input dimensions"},
    {"axis_below_minus_rank", {{2, 3}, {0, -3}}, xnn_reduce_sum, xnn_datatype_fp32, xnn_status_invalid_parameter,
     "reduction_axes[1] is -3"},
    {"no_axes", {{2, 3}, {}}, xnn_reduce_sum, xnn_datatype_fp32, xnn_status_invalid_parameter,
     "num_reduction_axes is 0; expected 1 to 6"},
    {"seven_dims", {{1, 1, 1, 1, 1, 1, 1}, {0}}, xnn_reduce_sum, xnn_datatype_fp32,
     xnn_status_unsupported_parameter, "num_input_dims is 7; expected <= 6"},
    {"zero_on_a_reduced_axis", {{2, 0}, {1}}, xnn_reduce_max, xnn_datatype_fp32, xnn_status_invalid_parameter,
     "input dimension 1 is 0 on a reduced axis"},
    {"int32_sums_overflow", {{(size_t(1) << 23) + 1}, {0}}, xnn_reduce_sum, xnn_datatype_qint8,
     xnn_status_unsupported_parameter, "8388609 elements reduce into each output; expected <= 8388608"},
};

class ReduceReshapeRefusal : public testing::TestWithParam<reshape_refusal> {};

TEST_P(ReduceReshapeRefusal, status_and_one_sentence) {
  const reshape_refusal& r = GetParam();
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_reduce_nd(r.op, r.datatype, &kGood, &kGood, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<std::string> lines;
  size_t workspace_size = 0;
  const int64_t no_axis = 0;
  const xnn_status status = xnn_test_capture_log(&lines, [&] {
    return xnn_reshape_reduce_nd(raw, r.p.axes.size(), r.p.axes.empty() ? &no_axis : r.p.axes.data(),
                                 r.p.shape.size(), r.p.shape.data(), &workspace_size, nullptr);
  });
  EXPECT_EQ(status, r.expected);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(arguments, ReduceReshapeRefusal, testing::ValuesIn(kReshapeRefusals),
                         [](const testing::TestParamInfo<reshape_refusal>& info) {
                           return std::string(info.param.name);
                         });

TEST(reduce_nd, tiny_mean_scale_is_refused_at_reshape) {
  xnn_operator_t raw = nullptr;
  const xnn_quantization_params tiny{0, 1e-37f};
  ASSERT_EQ(xnn_create_reduce_nd(xnn_reduce_mean, xnn_datatype_qint8, &tiny, &kGood, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  const size_t shape[] = {4, 1000};
  const int64_t axes[] = {1};
  std::vector<std::string> lines;
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_test_capture_log(&lines, [&] {
              return xnn_reshape_reduce_nd(raw, 1, axes, 2, shape, &workspace_size, nullptr);
            }),
            xnn_status_unsupported_parameter);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("the requantization scale is"), std::string::npos) << lines[0];
}

}  // namespace
