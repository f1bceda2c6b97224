// int32 values through runtimes built with the public define API: every unary and binary operator XNNPACK allows on
// int32 (broadcasting, static operands), a chain through the data-movement nodes (transpose, reshape, slice,
// concatenate, copy) with the intermediate values planned in the arena, and the define-time refusals of operators and
// nodes int32 does not take.
#include <cstdint>
#include <cstdlib>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "subgraph-tester.h"

namespace {

// int32 values on a test_graph.
struct int32_graph : test_graph {
  explicit int32_graph(uint32_t external_ids = 3) : test_graph(external_ids) {}
  uint32_t int32_value(const std::vector<size_t>& dims, const void* data = nullptr,
                       uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_int32, dims.size(), dims.data(), data, external_id,
                                      flags, &id),
              xnn_status_success);
    return id;
  }
  uint32_t int32_input(const std::vector<size_t>& dims, uint32_t external_id) {
    return int32_value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  }
  uint32_t int32_output(const std::vector<size_t>& dims, uint32_t external_id) {
    return int32_value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  }
};

std::vector<int32_t> values_with_extremes(size_t n, uint32_t seed) {
  static const int32_t kExtremes[] = {INT32_MIN, INT32_MAX, -1, 0, 1, 31, 32, -7};
  std::vector<int32_t> v(n + XNN_EXTRA_BYTES / sizeof(int32_t));
  uint32_t state = seed;
  for (size_t i = 0; i < n; i++) {
    state = state * 1664525u + 1013904223u;
    v[i] = i % 3 == 0 ? kExtremes[(state >> 8) % 8] : int32_t(state >> 20) - 2048;
  }
  return v;
}

int32_t wrap(int64_t x) { return int32_t(uint32_t(uint64_t(x))); }

int64_t euclidean_mod(int64_t a, int64_t b) {
  const int64_t m = b < 0 ? -b : b;
  return ((a % m) + m) % m;
}
int32_t euclidean_div(int64_t a, int64_t b) { return b == 0 ? 0 : wrap((a - euclidean_mod(a, b)) / b); }

int32_t power(int32_t a, int32_t b) {
  uint64_t result = 1, base = uint32_t(a);
  for (uint64_t e = b < 0 ? uint64_t(-int64_t(b)) : uint64_t(b); e != 0; e /= 2) {
    if (e % 2 == 1) result = (result * base) & 0xFFFFFFFFu;
    base = (base * base) & 0xFFFFFFFFu;
  }
  return b >= 0 ? int32_t(uint32_t(result)) : euclidean_div(1, int32_t(uint32_t(result)));
}

int32_t binary_reference(xnn_binary_operator op, int32_t a, int32_t b) {
  const int64_t wa = a, wb = b;
  const uint32_t count = uint32_t(b) % 32;
  switch (op) {
    case xnn_binary_add: return wrap(wa + wb);
    case xnn_binary_subtract: return wrap(wa - wb);
    case xnn_binary_multiply: return wrap(wa * wb);
    case xnn_binary_divide: return euclidean_div(wa, wb);
    case xnn_binary_modulus: return b == 0 ? 0 : wrap(euclidean_mod(wa, wb));
    case xnn_binary_pow: return power(a, b);
    case xnn_binary_minimum: return a < b ? a : b;
    case xnn_binary_maximum: return a > b ? a : b;
    case xnn_binary_copysign: return wrap(b < 0 ? -std::llabs(wa) : std::llabs(wa));
    case xnn_binary_bitwise_and: return a & b;
    case xnn_binary_bitwise_or: return a | b;
    case xnn_binary_bitwise_xor: return a ^ b;
    case xnn_binary_shift_left: return int32_t(uint32_t(a) << count);
    case xnn_binary_shift_right_logical: return int32_t(uint32_t(a) >> count);
    case xnn_binary_shift_right_arithmetic: return wrap(wa >> count);
    default: return 0;
  }
}

int32_t unary_reference(xnn_unary_operator op, int32_t x) {
  const int64_t wx = x;
  int32_t bits = 0;
  switch (op) {
    case xnn_unary_abs: return wrap(std::llabs(wx));
    case xnn_unary_negate: return wrap(-wx);
    case xnn_unary_square: return wrap(wx * wx);
    case xnn_unary_sign: return x < 0 ? -1 : x > 0 ? 1 : 0;
    case xnn_unary_bitwise_not: return ~x;
    case xnn_unary_count_leading_zeros:
      for (uint32_t u = uint32_t(x); u != 0; u >>= 1) bits++;
      return 32 - bits;
    case xnn_unary_popcount:
      for (uint32_t u = uint32_t(x); u != 0; u >>= 1) bits += u & 1;
      return bits;
    case xnn_unary_clamp: return x < -5 ? -5 : x > 1000 ? 1000 : x;
    case xnn_unary_convert: return x;
    default: return 0;
  }
}

// y[4][9] = a[4][9] OP b[9], b static: the `opc`-free broadcast of a row, and with b a scalar input the `opc` form.
TEST(int32_runtime, every_binary_operator_broadcasting_a_static_row) {
  const xnn_binary_operator ops[] = {
      xnn_binary_add,         xnn_binary_subtract,    xnn_binary_multiply,   xnn_binary_divide,
      xnn_binary_modulus,     xnn_binary_pow,         xnn_binary_minimum,    xnn_binary_maximum,
      xnn_binary_copysign,    xnn_binary_bitwise_and, xnn_binary_bitwise_or, xnn_binary_bitwise_xor,
      xnn_binary_shift_left,  xnn_binary_shift_right_logical, xnn_binary_shift_right_arithmetic};
  const std::vector<int32_t> row = values_with_extremes(9, 3);
  for (xnn_binary_operator op : ops) {
    int32_graph g;
    const uint32_t a = g.int32_input({4, 9}, 0), y = g.int32_output({4, 9}, 1);
    const uint32_t b = g.int32_value({9}, row.data());
    ASSERT_EQ(xnn_define_binary(g.subgraph, op, nullptr, a, b, y, 0), xnn_status_success) << int(op);
    runtime_ptr runtime = create_runtime(g);
    ASSERT_NE(runtime, nullptr);
    const std::vector<int32_t> x = values_with_extremes(36, 5);
    std::vector<int32_t> out(36);
    run(runtime.get(), {{0, const_cast<int32_t*>(x.data())}, {1, out.data()}});
    for (size_t i = 0; i < 36; i++) {
      ASSERT_EQ(out[i], binary_reference(op, x[i], row[i % 9])) << "operator " << int(op) << ", element " << i;
    }
  }
}

TEST(int32_runtime, every_unary_operator) {
  const xnn_unary_operator ops[] = {xnn_unary_abs,         xnn_unary_negate,      xnn_unary_square,
                                    xnn_unary_sign,        xnn_unary_bitwise_not, xnn_unary_count_leading_zeros,
                                    xnn_unary_popcount,    xnn_unary_clamp,       xnn_unary_convert};
  for (xnn_unary_operator op : ops) {
    int32_graph g;
    const uint32_t x_id = g.int32_input({3, 17}, 0), y_id = g.int32_output({3, 17}, 1);
    xnn_unary_params params;
    params.clamp = {-5.0f, 1000.0f};
    ASSERT_EQ(xnn_define_unary(g.subgraph, op, &params, x_id, y_id, 0), xnn_status_success) << int(op);
    runtime_ptr runtime = create_runtime(g);
    ASSERT_NE(runtime, nullptr);
    const std::vector<int32_t> x = values_with_extremes(51, 9);
    std::vector<int32_t> out(51);
    run(runtime.get(), {{0, const_cast<int32_t*>(x.data())}, {1, out.data()}});
    for (size_t i = 0; i < 51; i++) {
      ASSERT_EQ(out[i], unary_reference(op, x[i])) << "operator " << int(op) << ", x = " << x[i];
    }
  }
}

// y = concatenate(slice(reshape(transpose(popcount(a * b)))), copy(c)) on int32, every intermediate internal.
TEST(int32_runtime, chain_through_data_movement_nodes) {
  int32_graph g(4);
  const uint32_t a = g.int32_input({2, 3}, 0), b = g.int32_input({1, 3}, 1), c = g.int32_input({2}, 2);
  const uint32_t product = g.int32_value({2, 3}), counted = g.int32_value({2, 3}), transposed = g.int32_value({3, 2});
  const uint32_t flat = g.int32_value({6}), sliced = g.int32_value({4}), copied = g.int32_value({2});
  const uint32_t y = g.int32_output({6}, 3);
  const size_t perm[] = {1, 0}, flat_shape[] = {6}, offsets[] = {1}, sizes[] = {4};
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_multiply, nullptr, a, b, product, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_popcount, nullptr, product, counted, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_transpose(g.subgraph, 2, perm, counted, transposed, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_reshape(g.subgraph, 1, flat_shape, transposed, flat, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_slice(g.subgraph, 1, offsets, sizes, flat, sliced, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_copy(g.subgraph, c, copied, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_concatenate2(g.subgraph, 0, sliced, copied, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const std::vector<int32_t> va = {INT32_MIN, -1, 7, 65536, 3, -100}, vb = {-1, 0x10001, INT32_MAX};
  const std::vector<int32_t> vc = {42, INT32_MIN};
  std::vector<int32_t> padded_a(va), padded_b(vb), padded_c(vc), out(6);
  padded_a.resize(va.size() + 4);
  padded_b.resize(vb.size() + 4);
  padded_c.resize(vc.size() + 4);
  run(runtime.get(), {{0, padded_a.data()}, {1, padded_b.data()}, {2, padded_c.data()}, {3, out.data()}});
  std::vector<int32_t> transposed_counts;
  for (size_t col = 0; col < 3; col++) {
    for (size_t row = 0; row < 2; row++) {
      transposed_counts.push_back(
          unary_reference(xnn_unary_popcount, binary_reference(xnn_binary_multiply, va[row * 3 + col], vb[col])));
    }
  }
  const std::vector<int32_t> expected = {transposed_counts[1], transposed_counts[2], transposed_counts[3],
                                         transposed_counts[4], vc[0], vc[1]};
  EXPECT_EQ(out, expected);
}

TEST(int32_runtime, refusals) {
  int32_graph g;
  const uint32_t a = g.int32_input({4}, 0), y = g.int32_output({4}, 1);
  const uint32_t f = g.value({4}), fy = g.value({4});
  for (xnn_binary_operator op : {xnn_binary_squared_difference, xnn_binary_prelu, xnn_binary_atan2}) {
    EXPECT_EQ(xnn_define_binary(g.subgraph, op, nullptr, a, a, y, 0), xnn_status_unsupported_parameter) << int(op);
  }
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_bitwise_and, nullptr, f, f, fy, 0),
            xnn_status_unsupported_parameter);
  const xnn_binary_params clamped = {0.0, 10.0};
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, &clamped, a, a, y, 0), xnn_status_unsupported_parameter);
  for (xnn_unary_operator op : {xnn_unary_exp, xnn_unary_floor, xnn_unary_sigmoid}) {
    EXPECT_EQ(xnn_define_unary(g.subgraph, op, nullptr, a, y, 0), xnn_status_unsupported_parameter) << int(op);
  }
  EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_popcount, nullptr, f, fy, 0), xnn_status_unsupported_parameter);
  EXPECT_NE(xnn_define_unary(g.subgraph, xnn_unary_convert, nullptr, a, fy, 0), xnn_status_success);
  const size_t pre[] = {1}, post[] = {1};
  const uint32_t padded = g.int32_value({6});
  EXPECT_NE(xnn_define_static_constant_pad(g.subgraph, pre, post, 0.0f, a, padded, 0), xnn_status_success);
}

}  // namespace
