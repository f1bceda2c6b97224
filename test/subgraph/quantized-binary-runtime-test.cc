// The binary node on qint8 and quint8 for every operator XNNPACK runs on them (add, subtract, multiply, divide,
// maximum, minimum, copysign, squared_difference, prelu, modulus, atan2, pow): with a broadcast second input and
// with either input a scalar, with and without an output range, the node gives its operator's bytes, clamped to
// the range quantized as the output is; the bitwise and shift operators are refused on 8-bit values, and the
// operators without an fp32 kernel on fp32 values, each with one sentence.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "log-capture.h"
#include "subgraph/subgraph-tester.h"

namespace {

const xnn_binary_operator kOperators[] = {
    xnn_binary_add,     xnn_binary_subtract, xnn_binary_multiply,           xnn_binary_divide,
    xnn_binary_maximum, xnn_binary_minimum,  xnn_binary_copysign,           xnn_binary_squared_difference,
    xnn_binary_prelu,   xnn_binary_modulus,  xnn_binary_atan2,              xnn_binary_pow,
};

struct quantized_case {
  xnn_datatype datatype;
  std::vector<size_t> a_shape, b_shape, y_shape;
  const xnn_binary_params* range;  // nullptr: no output range
};

std::vector<uint8_t> random_bytes(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<uint8_t> v(n + XNN_EXTRA_BYTES);
  for (uint8_t& x : v) x = uint8_t(rng());
  return v;
}

size_t count_of(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

// A float bound quantized as the output is (XNNPACK's clamp node: saturating, rounding to nearest even).
int32_t quantized_bound(double value, const xnn_quantization_params& q, xnn_datatype datatype) {
  const float lo = datatype == xnn_datatype_qint8 ? -128.0f : 0.0f, hi = datatype == xnn_datatype_qint8 ? 127.0f : 255.0f;
  const float v = float(value) / q.scale + float(q.zero_point);
  return !(v > lo) ? int32_t(lo) : !(v < hi) ? int32_t(hi) : int32_t(std::lrintf(v));
}

void check_node(xnn_binary_operator op, const quantized_case& c) {
  const bool is_signed = c.datatype == xnn_datatype_qint8;
  // Scales whose ratios every operator accepts (prelu and multiply: 0.05 * 0.08 / 0.02 = 0.2).
  const xnn_quantization_params qa{is_signed ? 3 : 131, 0.05f}, qb{is_signed ? -4 : 120, 0.08f},
      qy{is_signed ? 1 : 129, 0.02f};
  const std::vector<uint8_t> a = random_bytes(count_of(c.a_shape), 41), b = random_bytes(count_of(c.b_shape), 42);
  const size_t n = count_of(c.y_shape);
  const std::string what = std::string(is_signed ? "qint8 " : "quint8 ") + "operator " + std::to_string(op) +
                           (c.range != nullptr ? " with a range" : "");
  test_graph g(3);
  uint32_t x = XNN_INVALID_VALUE_ID, w = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, c.datatype, qa.zero_point, qa.scale, c.a_shape.size(),
                                              c.a_shape.data(), nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, &x),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, c.datatype, qb.zero_point, qb.scale, c.b_shape.size(),
                                              c.b_shape.data(), nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT, &w),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, c.datatype, qy.zero_point, qy.scale, c.y_shape.size(),
                                              c.y_shape.data(), nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  ASSERT_EQ(xnn_define_binary(g.subgraph, op, c.range, x, w, y, 0), xnn_status_success) << what;
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr) << what;
  std::vector<uint8_t> got(n + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<uint8_t*>(a.data())}, {1, const_cast<uint8_t*>(b.data())}, {2, got.data()}});

  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(op, c.datatype, &qa, &qb, &qy, 0, &raw), xnn_status_success) << what;
  std::unique_ptr<xnn_operator, decltype(&xnn_delete_operator)> o(raw, xnn_delete_operator);
  std::vector<uint8_t> expected(n);
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(o.get(), c.a_shape.size(), c.a_shape.data(), c.b_shape.size(),
                                              c.b_shape.data(), nullptr),
            xnn_status_success);
  ASSERT_EQ(xnn_setup_binary_elementwise_nd(o.get(), a.data(), b.data(), expected.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(o.get(), nullptr), xnn_status_success);
  if (c.range != nullptr) {
    const int32_t lo = quantized_bound(c.range->output_min, qy, c.datatype);
    const int32_t hi = quantized_bound(c.range->output_max, qy, c.datatype);
    for (uint8_t& e : expected) {
      const int32_t v = is_signed ? int32_t(int8_t(e)) : int32_t(e);
      e = uint8_t(std::min(std::max(v, lo), hi));
    }
  }
  for (size_t i = 0; i < n; i++) ASSERT_EQ(+got[i], +expected[i]) << what << ": element " << i;
}

const xnn_binary_params kRange = {-1.0, 2.0};

TEST(QuantizedBinaryRuntime, every_operator_matches_its_operator_and_clamps_in_the_quantized_domain) {
  for (const xnn_datatype datatype : {xnn_datatype_qint8, xnn_datatype_quint8}) {
    const quantized_case cases[] = {
        {datatype, {2, 3, 8}, {8}, {2, 3, 8}, nullptr},       // a per-channel second input (PReLU's slope)
        {datatype, {2, 3, 8}, {2, 3, 8}, {2, 3, 8}, &kRange},  // both vary
        {datatype, {1}, {4, 9}, {4, 9}, nullptr},              // a scalar first input
        {datatype, {5, 7}, {1}, {5, 7}, &kRange},              // a scalar second input
    };
    for (const xnn_binary_operator op : kOperators) {
      for (const quantized_case& c : cases) {
        check_node(op, c);
        if (testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

struct refusal {
  xnn_status status;
  std::string log;
};

refusal define_binary_on(xnn_datatype datatype, xnn_binary_operator op) {
  test_graph g(3);
  uint32_t ids[3];
  for (uint32_t i = 0; i < 3; i++) {
    const size_t dims[2] = {2, 3};
    const uint32_t flags = i < 2 ? XNN_VALUE_FLAG_EXTERNAL_INPUT : XNN_VALUE_FLAG_EXTERNAL_OUTPUT;
    const xnn_status status =
        datatype == xnn_datatype_fp32
            ? xnn_define_tensor_value(g.subgraph, datatype, 2, dims, nullptr, i, flags, &ids[i])
            : xnn_define_quantized_tensor_value(g.subgraph, datatype, 0, 0.5f, 2, dims, nullptr, i, flags, &ids[i]);
    EXPECT_EQ(status, xnn_status_success);
  }
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(
      &lines, [&] { return xnn_define_binary(g.subgraph, op, nullptr, ids[0], ids[1], ids[2], 0); });
  return {status, xnn_test_joined(lines)};
}

TEST(QuantizedBinaryDefine, bitwise_and_shift_operators_are_refused_on_8_bit_values) {
  for (const xnn_datatype datatype : {xnn_datatype_qint8, xnn_datatype_quint8}) {
    for (const xnn_binary_operator op : {xnn_binary_bitwise_and, xnn_binary_bitwise_xor, xnn_binary_shift_left,
                                         xnn_binary_shift_right_arithmetic}) {
      const refusal r = define_binary_on(datatype, op);
      EXPECT_EQ(r.status, xnn_status_unsupported_parameter) << op;
      EXPECT_NE(r.log.find("values is not supported; it takes int32"), std::string::npos) << r.log;
    }
  }
}

TEST(QuantizedBinaryDefine, bitwise_and_shift_operators_are_refused_on_fp32_values) {
  for (const xnn_binary_operator op : {xnn_binary_bitwise_or, xnn_binary_shift_right_logical}) {
    const refusal r = define_binary_on(xnn_datatype_fp32, op);
    EXPECT_EQ(r.status, xnn_status_unsupported_parameter) << op;
    EXPECT_NE(r.log.find("values is not supported; it takes int32"), std::string::npos) << r.log;
  }
}

}  // namespace
