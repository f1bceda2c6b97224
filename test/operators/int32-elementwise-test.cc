// The unary and binary elementwise operators on int32 against a plain reference in 64-bit arithmetic wrapped to 32
// bits: every op XNNPACK allows on int32, every broadcast form of the binary ones (array with array, with a
// broadcast scalar on either side, row against column), strided unary rows, extreme values, thread counts 1, 2 and 8,
// clamp bounds given as floats, and the refusals of the ops int32 does not take.
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "operator-tester.h"

namespace {

using shape = std::vector<size_t>;

int32_t wrap(int64_t x) { return int32_t(uint32_t(uint64_t(x))); }

int64_t euclidean_mod(int64_t a, int64_t b) {
  const int64_t m = b < 0 ? -b : b;
  return ((a % m) + m) % m;
}
int32_t euclidean_div(int64_t a, int64_t b) { return b == 0 ? 0 : wrap((a - euclidean_mod(a, b)) / b); }

int32_t reference_pow(int32_t a, int32_t b) {
  uint64_t result = 1, base = uint32_t(a);
  for (uint64_t e = b < 0 ? uint64_t(-int64_t(b)) : uint64_t(b); e != 0; e /= 2) {
    if (e % 2 == 1) result = (result * base) & 0xFFFFFFFFu;
    base = (base * base) & 0xFFFFFFFFu;
  }
  return b >= 0 ? int32_t(uint32_t(result)) : euclidean_div(1, int32_t(uint32_t(result)));
}

int32_t reference_binary(xnn_binary_operator op, int32_t a, int32_t b) {
  const int64_t wa = a, wb = b;
  const uint32_t count = uint32_t(b) % 32;
  switch (op) {
    case xnn_binary_add: return wrap(wa + wb);
    case xnn_binary_subtract: return wrap(wa - wb);
    case xnn_binary_multiply: return wrap(wa * wb);
    case xnn_binary_divide: return euclidean_div(wa, wb);
    case xnn_binary_modulus: return b == 0 ? 0 : wrap(euclidean_mod(wa, wb));
    case xnn_binary_pow: return reference_pow(a, b);
    case xnn_binary_minimum: return a < b ? a : b;
    case xnn_binary_maximum: return a > b ? a : b;
    case xnn_binary_copysign: return wrap(b < 0 ? -std::abs(wa) : std::abs(wa));
    case xnn_binary_bitwise_and: return a & b;
    case xnn_binary_bitwise_or: return a | b;
    case xnn_binary_bitwise_xor: return a ^ b;
    case xnn_binary_shift_left: return int32_t(uint32_t(a) << count);
    case xnn_binary_shift_right_logical: return int32_t(uint32_t(a) >> count);
    case xnn_binary_shift_right_arithmetic: return wrap(wa >> count);
    default: return 0;
  }
}

const xnn_binary_operator kBinaryOps[] = {
    xnn_binary_add,         xnn_binary_subtract,    xnn_binary_multiply,    xnn_binary_divide,
    xnn_binary_modulus,     xnn_binary_pow,         xnn_binary_minimum,     xnn_binary_maximum,
    xnn_binary_copysign,    xnn_binary_bitwise_and, xnn_binary_bitwise_or,  xnn_binary_bitwise_xor,
    xnn_binary_shift_left,  xnn_binary_shift_right_logical, xnn_binary_shift_right_arithmetic};

// Random values, a third of them extremes (INT32_MIN, -1, 0, shift counts 31 and 32, ...), then XNN_EXTRA_BYTES of
// padding.
std::vector<int32_t> random_int32(std::mt19937& rng, size_t count) {
  static const int32_t kExtremes[] = {INT32_MIN, INT32_MAX, -1, 0, 1, 31, 32, -33, 65536, 46341};
  std::uniform_int_distribution<int32_t> small(-40, 40), pick(0, 2), which(0, 9);
  std::vector<int32_t> v(count + XNN_EXTRA_BYTES / sizeof(int32_t));
  for (size_t i = 0; i < count; i++) v[i] = pick(rng) == 0 ? kExtremes[which(rng)] : small(rng);
  return v;
}

size_t count_of(const shape& s) {
  size_t n = 1;
  for (size_t d : s) n *= d;
  return n;
}

// a OP b with NumPy broadcasting of two shapes of the same rank (1 = broadcast).
void check_binary(xnn_binary_operator op, const shape& a_shape, const shape& b_shape) {
  std::mt19937 rng(7);
  const std::vector<int32_t> a = random_int32(rng, count_of(a_shape)), b = random_int32(rng, count_of(b_shape));
  shape out_shape(a_shape.size());
  for (size_t d = 0; d < a_shape.size(); d++) out_shape[d] = std::max(a_shape[d], b_shape[d]);
  const size_t n = count_of(out_shape);
  std::vector<int32_t> expected(n);
  for (size_t i = 0; i < n; i++) {
    size_t rest = i, ia = 0, ib = 0, stride_a = 1, stride_b = 1;
    for (size_t d = out_shape.size(); d-- > 0;) {
      const size_t coordinate = rest % out_shape[d];
      rest /= out_shape[d];
      ia += (a_shape[d] == 1 ? 0 : coordinate) * stride_a;
      ib += (b_shape[d] == 1 ? 0 : coordinate) * stride_b;
      stride_a *= a_shape[d];
      stride_b *= b_shape[d];
    }
    expected[i] = reference_binary(op, a[ia], b[ib]);
  }
  for (size_t threads : test_thread_counts()) {
    std::vector<int32_t> y(n);
    ASSERT_EQ(xnn_run_binary_elementwise_nd(op, xnn_datatype_int32, nullptr, nullptr, nullptr, 0, a_shape.size(),
                                            a_shape.data(), b_shape.size(), b_shape.data(), a.data(), b.data(),
                                            y.data(), test_threadpool(threads)),
              xnn_status_success);
    for (size_t i = 0; i < n; i++) {
      ASSERT_EQ(y[i], expected[i]) << "operator " << int(op) << ", element " << i << ", " << threads << " threads";
    }
  }
}

TEST(int32_binary_elementwise_nd, every_op_every_broadcast_form) {
  for (xnn_binary_operator op : kBinaryOps) {
    check_binary(op, {3, 37}, {3, 37});   // op
    check_binary(op, {3, 37}, {1, 1});    // opc: b a scalar
    check_binary(op, {1, 1}, {3, 37});    // ropc: a a scalar
    check_binary(op, {5, 1}, {1, 37});    // a column against a row
  }
}

TEST(int32_binary_elementwise_nd, long_run_splits_between_threads) {
  check_binary(xnn_binary_multiply, {1, 70001}, {1, 70001});
  check_binary(xnn_binary_shift_right_arithmetic, {1, 70001}, {1, 1});
  check_binary(xnn_binary_divide, {1, 1}, {1, 70001});
}

TEST(int32_binary_elementwise_nd, int32_min_divided_by_minus_one_wraps) {
  const size_t dims[1] = {2};
  const int32_t a[2 + XNN_EXTRA_BYTES / 4] = {INT32_MIN, 7}, b[2 + XNN_EXTRA_BYTES / 4] = {-1, 0};
  int32_t y[2];
  ASSERT_EQ(xnn_run_binary_elementwise_nd(xnn_binary_divide, xnn_datatype_int32, nullptr, nullptr, nullptr, 0, 1, dims,
                                          1, dims, a, b, y, nullptr),
            xnn_status_success);
  EXPECT_EQ(y[0], INT32_MIN);
  EXPECT_EQ(y[1], 0);  // division by zero gives 0
}

TEST(int32_binary_elementwise_nd, real_only_operators_are_refused) {
  for (xnn_binary_operator op : {xnn_binary_squared_difference, xnn_binary_prelu, xnn_binary_atan2}) {
    xnn_operator_t raw = nullptr;
    EXPECT_EQ(xnn_create_binary_elementwise_nd(op, xnn_datatype_int32, nullptr, nullptr, nullptr, 0, &raw),
              xnn_status_unsupported_parameter)
        << int(op);
    EXPECT_EQ(raw, nullptr);
  }
}

int32_t reference_unary(xnn_unary_operator op, int32_t x) {
  const int64_t wx = x;
  switch (op) {
    case xnn_unary_abs: return wrap(wx < 0 ? -wx : wx);
    case xnn_unary_negate: return wrap(-wx);
    case xnn_unary_square: return wrap(wx * wx);
    case xnn_unary_sign: return x < 0 ? -1 : x > 0 ? 1 : 0;
    case xnn_unary_bitwise_not: return ~x;
    case xnn_unary_count_leading_zeros: {
      int32_t zeros = 32;
      for (uint32_t bits = uint32_t(x); bits != 0; bits >>= 1) zeros--;
      return zeros;
    }
    case xnn_unary_popcount: {
      int32_t ones = 0;
      for (uint32_t bits = uint32_t(x); bits != 0; bits >>= 1) ones += bits & 1;
      return ones;
    }
    case xnn_unary_convert: return x;
    default: return 0;
  }
}

// Rows of `channels` values at strides of channels + 3 (input) and channels + 5 (output), and densely.
void check_unary(xnn_unary_operator op, const xnn_unary_params* params, int32_t lo, int32_t hi) {
  std::mt19937 rng(11);
  for (const bool strided : {false, true}) {
    const size_t batch = 9, channels = 301;
    const size_t in_stride = strided ? channels + 3 : channels, out_stride = strided ? channels + 5 : channels;
    const std::vector<int32_t> x = random_int32(rng, batch * in_stride);
    for (size_t threads : test_thread_counts()) {
      std::vector<int32_t> y(batch * out_stride, 12345);
      ASSERT_EQ(xnn_run_unary_elementwise_nc(op, xnn_datatype_int32, xnn_datatype_int32, params, nullptr, nullptr, 0,
                                             batch, channels, in_stride, out_stride, test_threadpool(threads),
                                             x.data(), y.data()),
                xnn_status_success);
      for (size_t row = 0; row < batch; row++) {
        for (size_t c = 0; c < channels; c++) {
          const int32_t xi = x[row * in_stride + c];
          const int32_t expected = op == xnn_unary_clamp ? std::min(std::max(xi, lo), hi) : reference_unary(op, xi);
          ASSERT_EQ(y[row * out_stride + c], expected)
              << "op_type " << int(op) << ", x = " << xi << ", row " << row << ", " << threads << " threads";
        }
        for (size_t c = channels; c < out_stride; c++) ASSERT_EQ(y[row * out_stride + c], 12345) << "wrote a gap";
      }
    }
  }
}

TEST(int32_unary_elementwise_nc, every_op) {
  for (xnn_unary_operator op : {xnn_unary_abs, xnn_unary_negate, xnn_unary_square, xnn_unary_sign,
                                xnn_unary_bitwise_not, xnn_unary_count_leading_zeros, xnn_unary_popcount,
                                xnn_unary_convert}) {
    check_unary(op, nullptr, 0, 0);
  }
}

// Float bounds truncate toward zero (as XNNPACK converts them) and saturate beyond the int32 range.
TEST(int32_unary_elementwise_nc, clamp_bounds_truncate_and_saturate) {
  xnn_unary_params p;
  p.clamp = {-2.7f, 3.9f};
  check_unary(xnn_unary_clamp, &p, -2, 3);
  p.clamp = {-INFINITY, 0.0f};
  check_unary(xnn_unary_clamp, &p, INT32_MIN, 0);
  p.clamp = {1e20f, 1e30f};
  check_unary(xnn_unary_clamp, &p, INT32_MAX, INT32_MAX);
  check_unary(xnn_unary_clamp, nullptr, INT32_MIN, INT32_MAX);  // no params: open
}

TEST(int32_unary_elementwise_nc, refusals) {
  xnn_operator_t raw = nullptr;
  xnn_unary_params p;
  p.clamp = {NAN, 1.0f};
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_clamp, xnn_datatype_int32, xnn_datatype_int32, &p, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_invalid_parameter);
  p.clamp = {5.0f, 4.0f};
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_clamp, xnn_datatype_int32, xnn_datatype_int32, &p, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_invalid_parameter);
  for (xnn_unary_operator op : {xnn_unary_exp, xnn_unary_sigmoid, xnn_unary_floor, xnn_unary_leaky_relu}) {
    EXPECT_EQ(xnn_create_unary_elementwise_nc(op, xnn_datatype_int32, xnn_datatype_int32, nullptr, nullptr, nullptr,
                                              nullptr, 0, &raw),
              xnn_status_unsupported_parameter)
        << int(op);
  }
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_int32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(raw, nullptr);
}

}  // namespace
