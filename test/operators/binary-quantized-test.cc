// The binary elementwise operator on qint8 and quint8, bit for bit: add, subtract and multiply against the formulas
// of src/ukernels/qs8-vbinary/qs8-vbinary.h; prelu and the operators computed through float (divide ... pow) against
// XNNPACK's formulas written out again here (docs/operators.md, "8-bit binary operators through float"):
// broadcasting shapes (both inputs varying, either one broadcast along the run, scalars, interleaved broadcasts), 1,
// 2 and 8 threads (bit-identical), zero points and scales at the extremes, in place, hand-computed values, and each
// refusal (its status and one logged sentence).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "log-capture.h"
#include "operator-tester.h"
#include "ukernels/qs8-vbinary/qs8-vbinary.h"

namespace {

template <class T>
constexpr int32_t kMin = std::numeric_limits<T>::min();
template <class T>
constexpr int32_t kMax = std::numeric_limits<T>::max();
template <class T>
constexpr xnn_datatype kDatatype = std::is_same_v<T, int8_t> ? xnn_datatype_qint8 : xnn_datatype_quint8;

const char* op_name(xnn_binary_operator op) {
  switch (op) {
    case xnn_binary_add: return "add";
    case xnn_binary_subtract: return "subtract";
    case xnn_binary_multiply: return "multiply";
    case xnn_binary_divide: return "divide";
    case xnn_binary_maximum: return "maximum";
    case xnn_binary_minimum: return "minimum";
    case xnn_binary_copysign: return "copysign";
    case xnn_binary_squared_difference: return "squared_difference";
    case xnn_binary_prelu: return "prelu";
    case xnn_binary_modulus: return "modulus";
    case xnn_binary_atan2: return "atan2";
    case xnn_binary_pow: return "pow";
    default: return "?";
  }
}

const xnn_binary_operator kThroughFloat[] = {xnn_binary_divide,   xnn_binary_maximum,  xnn_binary_minimum,
                                             xnn_binary_copysign, xnn_binary_squared_difference,
                                             xnn_binary_modulus,  xnn_binary_atan2,    xnn_binary_pow};

// A float rounded as it is, so that no multiply here fuses with the add or subtract that follows (as on aarch64).
float rounded(float x) {
  volatile float v = x;
  return v;
}

// XNNPACK's vprelu kernels: the product in int32, one float multiply by the scale of the sign, clamp, round to even.
int32_t prelu_formula(int32_t x, int32_t slope, const xnn_quantization_params& qx,
                      const xnn_quantization_params& qs, const xnn_quantization_params& qy, int32_t lo, int32_t hi) {
  const int32_t dx = x - qx.zero_point, ds = slope - qs.zero_point;
  const float negative_scale = rounded(qx.scale * qs.scale) / qy.scale, positive_scale = qx.scale / qy.scale;
  float v = rounded(dx < 0 ? float(dx * ds) * negative_scale : float(dx) * positive_scale);
  v = std::min(std::max(v, float(lo - qy.zero_point)), float(hi - qy.zero_point));
  return int32_t(std::nearbyint(v)) + qy.zero_point;
}

// XNNPACK's reference kernels: dequantize, the float operation, quantize with 1 / scale (NaN becomes 0).
template <class T>
T through_float(xnn_binary_operator op, int32_t a, int32_t b, const xnn_quantization_params& qa,
                const xnn_quantization_params& qb, const xnn_quantization_params& qy) {
  const float x = rounded((float(a) - float(qa.zero_point)) * qa.scale);
  const float z = rounded((float(b) - float(qb.zero_point)) * qb.scale);
  float r = 0.0f;
  switch (op) {
    case xnn_binary_divide: r = x / z; break;
    case xnn_binary_maximum: r = std::max(x, z); break;
    case xnn_binary_minimum: r = std::min(x, z); break;
    case xnn_binary_copysign: r = std::copysign(x, z); break;
    case xnn_binary_squared_difference: r = (x - z) * (x - z); break;
    case xnn_binary_modulus: r = z == 0.0f ? 0.0f : std::fmod(x, z); break;
    case xnn_binary_atan2: r = std::atan2(x, z); break;
    case xnn_binary_pow: r = std::pow(x, z); break;
    default: ADD_FAILURE() << "no float formula for " << op_name(op);
  }
  const float v = rounded(r * (1.0f / qy.scale)) + float(qy.zero_point);
  if (std::isnan(v)) return T(0);
  return T(std::clamp(std::nearbyint(v), float(kMin<T>), float(kMax<T>)));
}

// One element of the operator's output by the documented formula, with the parameters derived as documented.
template <class T>
T reference(xnn_binary_operator op, int32_t a, int32_t b, const xnn_quantization_params& qa,
            const xnn_quantization_params& qb, const xnn_quantization_params& qy) {
  if (op == xnn_binary_prelu) return T(prelu_formula(a, b, qa, qb, qy, kMin<T>, kMax<T>));
  if (op != xnn_binary_add && op != xnn_binary_subtract && op != xnn_binary_multiply) {
    return through_float<T>(op, a, b, qa, qb, qy);
  }
  const xnn_qs8_minmax_params out{qy.zero_point, kMin<T>, kMax<T>};
  if (op == xnn_binary_multiply) {
    return T(xnn_qs8_mul_reference(
        a, b, xnn_init_qs8_mul_params(qa.scale * qb.scale / qy.scale, qa.zero_point, qb.zero_point, out)));
  }
  const float b_ratio = qb.scale / qy.scale;
  return T(xnn_qs8_add_reference(a, b,
                                 xnn_init_qs8_add_params(qa.scale / qy.scale,
                                                         op == xnn_binary_subtract ? -b_ratio : b_ratio,
                                                         qa.zero_point, qb.zero_point, out)));
}

// Strides of a dense shape, 0 where a dimension is 1 (broadcast), aligned to the output rank.
std::vector<size_t> broadcast_strides(const std::vector<size_t>& shape, size_t rank) {
  std::vector<size_t> strides(rank, 0);
  size_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[rank - shape.size() + i] = shape[i] == 1 ? 0 : stride;
    stride *= shape[i];
  }
  return strides;
}

size_t count_of(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

template <class T>
void check_shapes(xnn_binary_operator op, const std::vector<size_t>& a_shape, const std::vector<size_t>& b_shape,
                  const xnn_quantization_params& qa, const xnn_quantization_params& qb,
                  const xnn_quantization_params& qy, bool every_thread_count = true) {
  const size_t rank = std::max(a_shape.size(), b_shape.size());
  std::vector<size_t> y_shape(rank);
  for (size_t i = 0; i < rank; i++) {
    const size_t da = i + a_shape.size() >= rank ? a_shape[i + a_shape.size() - rank] : 1;
    const size_t db = i + b_shape.size() >= rank ? b_shape[i + b_shape.size() - rank] : 1;
    y_shape[i] = da == 1 ? db : da;
  }
  std::mt19937 rng(uint32_t(count_of(a_shape) * 31 + count_of(b_shape)));
  std::vector<T> a(count_of(a_shape) + XNN_EXTRA_BYTES), b(count_of(b_shape) + XNN_EXTRA_BYTES);
  for (T& x : a) x = T(rng());
  for (T& x : b) x = T(rng());
  const size_t n = count_of(y_shape);
  const std::vector<size_t> sa = broadcast_strides(a_shape, rank), sb = broadcast_strides(b_shape, rank);
  std::vector<T> expected(n);
  for (size_t i = 0; i < n; i++) {
    size_t rest = i, ia = 0, ib = 0;
    for (size_t d = rank; d-- > 0;) {
      const size_t coordinate = rest % y_shape[d];
      rest /= y_shape[d];
      ia += coordinate * sa[d];
      ib += coordinate * sb[d];
    }
    expected[i] = reference<T>(op, a[ia], b[ib], qa, qb, qy);
  }
  std::string name = std::string(op_name(op)) + (kDatatype<T> == xnn_datatype_qint8 ? " qint8 [" : " quint8 [");
  for (size_t d : a_shape) name += std::to_string(d) + ",";
  name += "] x [";
  for (size_t d : b_shape) name += std::to_string(d) + ",";
  name += "]";
  const auto run = [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_binary_elementwise_nd(op, kDatatype<T>, &qa, &qb, &qy, 0, &raw), xnn_status_success) << what;
    operator_ptr o = own(raw);
    std::vector<T> y(n + 1, T(0x5A));
    ASSERT_EQ(xnn_reshape_binary_elementwise_nd(o.get(), a_shape.size(), a_shape.data(), b_shape.size(),
                                                b_shape.data(), pool),
              xnn_status_success)
        << what;
    ASSERT_EQ(xnn_setup_binary_elementwise_nd(o.get(), a.data(), b.data(), y.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(o.get(), pool), xnn_status_success) << what;
    for (size_t i = 0; i < n; i++) ASSERT_EQ(+y[i], +expected[i]) << what << ": element " << i;
    ASSERT_EQ(y[n], T(0x5A)) << what << ": wrote past the output";
    outputs->add(y);
  };
  if (every_thread_count) {
    check_every_thread_count(name, run);
  } else {
    run_outputs outputs;
    run(nullptr, name, &outputs);
  }
}

const std::vector<std::pair<std::vector<size_t>, std::vector<size_t>>> kShapes = {
    {{5000}, {5000}},           // both vary: one long run, sliced between threads
    {{37}, {37}},               // a short run
    {{3, 1000}, {1}},           // input2 a scalar: the `c` kernel
    {{1}, {2, 777}},            // input1 a scalar: the `c` kernel with the inputs swapped
    {{4, 1, 33}, {1, 6, 33}},   // outer broadcasts on either side, both vary along the run
    {{7, 65}, {7, 1}},          // input2 broadcast along the run
    {{9, 1}, {9, 130}},         // input1 broadcast along the run
    {{2, 3, 4, 5}, {3, 1, 5}},  // mixed
    {{}, {}},                   // rank 0
    {{0, 3}, {3}},              // empty output
};

template <class T>
void check_all_shapes(xnn_binary_operator op) {
  const xnn_quantization_params qa{kMin<T> + 10, 0.05f}, qb{kMax<T> - 3, 0.13f}, qy{(kMin<T> + kMax<T>) / 2, 0.1f};
  for (const auto& [a_shape, b_shape] : kShapes) {
    check_shapes<T>(op, a_shape, b_shape, qa, qb, qy);
    if (testing::Test::HasFatalFailure()) return;
  }
}

TEST(binary_quantized, add_qint8_every_broadcast) { check_all_shapes<int8_t>(xnn_binary_add); }
TEST(binary_quantized, add_quint8_every_broadcast) { check_all_shapes<uint8_t>(xnn_binary_add); }
TEST(binary_quantized, subtract_qint8_every_broadcast) { check_all_shapes<int8_t>(xnn_binary_subtract); }
TEST(binary_quantized, subtract_quint8_every_broadcast) { check_all_shapes<uint8_t>(xnn_binary_subtract); }
TEST(binary_quantized, multiply_qint8_every_broadcast) { check_all_shapes<int8_t>(xnn_binary_multiply); }
TEST(binary_quantized, multiply_quint8_every_broadcast) { check_all_shapes<uint8_t>(xnn_binary_multiply); }
TEST(binary_quantized, prelu_qint8_every_broadcast) { check_all_shapes<int8_t>(xnn_binary_prelu); }
TEST(binary_quantized, prelu_quint8_every_broadcast) { check_all_shapes<uint8_t>(xnn_binary_prelu); }
TEST(binary_quantized, through_float_every_operator_and_broadcast) {
  for (xnn_binary_operator op : kThroughFloat) {
    check_all_shapes<int8_t>(op);
    check_all_shapes<uint8_t>(op);
  }
}

// Zero points at both ends and ratios at the ends of the supported ranges (saturating both ways).
template <class T>
void check_extremes(xnn_binary_operator op) {
  const bool mul = op == xnn_binary_multiply;
  const float lo = mul ? 0x1.0p-16f : 0x1.0p-10f, hi = mul ? 0x1.fffffep7f : 0x1.fffffep7f;
  for (const int32_t zp : {kMin<T>, kMax<T>}) {
    const xnn_quantization_params qy{zp, 1.0f};
    const xnn_quantization_params small_a{kMax<T> + kMin<T> - zp, lo}, big_b{zp, mul ? 1.0f : hi};
    check_shapes<T>(op, {300}, {300}, small_a, big_b, qy);
    check_shapes<T>(op, {1}, {300}, big_b, small_a, qy);
    if (testing::Test::HasFatalFailure()) return;
  }
}

TEST(binary_quantized, extreme_zero_points_and_ratios) {
  for (xnn_binary_operator op : {xnn_binary_add, xnn_binary_subtract, xnn_binary_multiply}) {
    check_extremes<int8_t>(op);
    check_extremes<uint8_t>(op);
  }
}

// Prelu: every zero point pair at the ends, the negative ratio at both ends of [2^-16, 2^8), a positive ratio far
// below and far above 1; 256 x values meet 32 slopes and 256 slopes 32 x values (the kernel tests pair every value
// with every other); the shapes run vprelu, vpreluc and vrpreluc. One thread: the broadcast tests compare thread
// counts.
template <class T>
void check_prelu_extremes() {
  for (const int32_t x_zp : {kMin<T>, kMax<T>}) {
    for (const int32_t s_zp : {kMin<T>, kMax<T>}) {
      const xnn_quantization_params scales[][3] = {
          {{x_zp, 0x1.0p-8f}, {s_zp, 0x1.0p-8f}, {kMax<T> + kMin<T> - x_zp, 1.0f}},          // negative ratio 2^-16
          {{x_zp, 4.0f}, {s_zp, 0x1.fffffep5f}, {kMax<T> + kMin<T> - s_zp, 1.0f}},           // just below 2^8
          {{x_zp, 0x1.0p-20f}, {s_zp, 0x1.0p+4f}, {(kMin<T> + kMax<T>) / 2, 0x1.0p-20f}},   // tiny scales
      };
      for (const auto& q : scales) {
        check_shapes<T>(xnn_binary_prelu, {256, 1}, {1, 32}, q[0], q[1], q[2], false);
        check_shapes<T>(xnn_binary_prelu, {1, 32}, {256, 1}, q[0], q[1], q[2], false);
        check_shapes<T>(xnn_binary_prelu, {256, 3}, {256, 1}, q[0], q[1], q[2], false);
        check_shapes<T>(xnn_binary_prelu, {1, 3}, {256, 3}, q[0], q[1], q[2], false);
        if (testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

TEST(binary_quantized, prelu_extreme_zero_points_and_ratios) {
  check_prelu_extremes<int8_t>();
  check_prelu_extremes<uint8_t>();
}

// Through float: zero points at both ends, scales from 2^-20 to 2^8 (saturating both ways, dividing by zero, NaN);
// 256 values of each input meet 24 of the other. One thread: the broadcast tests compare thread counts.
template <class T>
void check_float_extremes(xnn_binary_operator op) {
  for (const int32_t zp : {kMin<T>, kMax<T>}) {
    const int32_t other = kMax<T> + kMin<T> - zp;
    const xnn_quantization_params tiny{zp, 0x1.0p-20f}, huge{other, 0x1.0p+8f}, unit{other, 1.0f};
    check_shapes<T>(op, {256, 1}, {1, 24}, tiny, huge, unit, false);
    check_shapes<T>(op, {24, 1}, {1, 256}, huge, unit, tiny, false);
    check_shapes<T>(op, {256, 1}, {1, 24}, unit, tiny, huge, false);
    if (testing::Test::HasFatalFailure()) return;
  }
}

TEST(binary_quantized, through_float_extreme_zero_points_and_scales) {
  for (xnn_binary_operator op : kThroughFloat) {
    check_float_extremes<int8_t>(op);
    check_float_extremes<uint8_t>(op);
  }
}

// Values worked out by hand (scales 1 or 0.5, zero points 0 unless given): the operators' meaning, rounding to even,
// saturation, division by zero and NaN.
TEST(binary_quantized, through_float_hand_computed_values) {
  const xnn_quantization_params one{0, 1.0f}, half{0, 0.5f}, shifted{10, 1.0f};
  struct value_case {
    xnn_binary_operator op;
    int8_t a, b;
    const xnn_quantization_params *qa, *qb, *qy;
    int8_t want;
  };
  const value_case cases[] = {
      {xnn_binary_divide, 7, 2, &one, &one, &one, 4},          // 3.5 -> 4
      {xnn_binary_divide, 5, 2, &one, &one, &one, 2},          // 2.5 -> 2 (ties to even)
      {xnn_binary_divide, 5, 0, &one, &one, &one, 127},        // +inf saturates
      {xnn_binary_divide, -5, 0, &one, &one, &one, -128},      // -inf saturates
      {xnn_binary_divide, 0, 0, &one, &one, &shifted, 0},      // NaN -> 0, not the zero point 10
      {xnn_binary_maximum, -3, 2, &one, &half, &one, 1},       // max(-3, 1) = 1
      {xnn_binary_minimum, -3, 2, &one, &half, &half, -6},     // -3 / 0.5
      {xnn_binary_copysign, 9, -1, &one, &one, &one, -9},
      {xnn_binary_copysign, -9, 0, &one, &one, &one, 9},       // +0 is positive
      {xnn_binary_squared_difference, 20, 9, &one, &one, &one, 121},
      {xnn_binary_squared_difference, 20, -9, &one, &one, &one, 127},  // 841 saturates
      {xnn_binary_modulus, 7, 3, &one, &one, &one, 1},
      {xnn_binary_modulus, -7, 3, &one, &one, &one, -1},       // fmod keeps the dividend's sign
      {xnn_binary_modulus, 7, 0, &one, &one, &shifted, 10},    // a zero divisor gives 0 (the zero point)
      {xnn_binary_atan2, 1, 1, &one, &one, &half, 2},          // pi / 4 / 0.5 = 1.57 -> 2
      {xnn_binary_pow, 2, 5, &one, &one, &one, 32},
      {xnn_binary_pow, 2, -1, &one, &one, &half, 1},           // 0.5 / 0.5
      {xnn_binary_pow, -2, 1, &one, &half, &one, 0},           // (-2)^0.5 is NaN -> 0
      {xnn_binary_prelu, -8, 3, &one, &half, &one, -12},       // -8 * 1.5
      {xnn_binary_prelu, 8, -3, &one, &half, &half, 16},       // 8 / 0.5
  };
  for (const value_case& c : cases) {
    const int8_t a[1 + XNN_EXTRA_BYTES] = {c.a}, b[1 + XNN_EXTRA_BYTES] = {c.b};
    int8_t y[1] = {};
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_binary_elementwise_nd(c.op, xnn_datatype_qint8, c.qa, c.qb, c.qy, 0, &raw),
              xnn_status_success)
        << op_name(c.op);
    operator_ptr o = own(raw);
    ASSERT_EQ(xnn_reshape_binary_elementwise_nd(o.get(), 0, nullptr, 0, nullptr, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_binary_elementwise_nd(o.get(), a, b, y), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(o.get(), nullptr), xnn_status_success);
    EXPECT_EQ(+y[0], +c.want) << op_name(c.op) << "(" << +c.a << ", " << +c.b << ")";
    EXPECT_EQ(+reference<int8_t>(c.op, c.a, c.b, *c.qa, *c.qb, *c.qy), +c.want) << "the test's own formula";
  }
}

TEST(binary_quantized, in_place_on_input1) {
  const xnn_quantization_params q{3, 0.5f};
  std::vector<int8_t> a(100 + XNN_EXTRA_BYTES), b(100 + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < a.size(); i++) {
    a[i] = int8_t(i * 7);
    b[i] = int8_t(i * 13);
  }
  std::vector<int8_t> expected(100);
  for (size_t i = 0; i < 100; i++) expected[i] = reference<int8_t>(xnn_binary_add, a[i], b[i], q, q, q);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_qint8, &q, &q, &q, 0, &raw),
            xnn_status_success);
  operator_ptr o = own(raw);
  const size_t shape[] = {100};
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(o.get(), 1, shape, 1, shape, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_binary_elementwise_nd(o.get(), a.data(), b.data(), a.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(o.get(), nullptr), xnn_status_success);
  for (size_t i = 0; i < 100; i++) ASSERT_EQ(a[i], expected[i]) << "element " << i;
}

TEST(binary_quantized, small_values_add_exactly) {
  const xnn_quantization_params q{0, 1.0f};
  const int8_t a[1 + XNN_EXTRA_BYTES] = {100}, b[1 + XNN_EXTRA_BYTES] = {-30};
  int8_t y[3] = {};
  const std::pair<xnn_binary_operator, int> cases[] = {{xnn_binary_add, 70}, {xnn_binary_subtract, 127},
                                                       {xnn_binary_multiply, -128}};
  for (const auto& [op, want] : cases) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_binary_elementwise_nd(op, xnn_datatype_qint8, &q, &q, &q, 0, &raw), xnn_status_success);
    operator_ptr o = own(raw);
    ASSERT_EQ(xnn_reshape_binary_elementwise_nd(o.get(), 0, nullptr, 0, nullptr, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_binary_elementwise_nd(o.get(), a, b, y), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(o.get(), nullptr), xnn_status_success);
    EXPECT_EQ(y[0], want) << op_name(op);
  }
}

struct refusal {
  const char* name;
  xnn_binary_operator op;
  xnn_datatype datatype;
  const xnn_quantization_params *a, *b, *y;
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
const xnn_quantization_params kZeroPointMinus1{-1, 0.5f};
const xnn_quantization_params kTiny{0, 0.5f * 0x1.0p-11f};
const xnn_quantization_params kHuge{0, 0.5f * 0x1.0p8f};
const xnn_quantization_params kTinyForMultiply{0, 0x1.0p-18f};

const refusal kRefusals[] = {
    {"bitwise_and_qint8", xnn_binary_bitwise_and, xnn_datatype_qint8, &kGood, &kGood, &kGood,
     xnn_status_unsupported_parameter, "operator 12 has no qint8/quint8 form"},
    {"shift_left_quint8", xnn_binary_shift_left, xnn_datatype_quint8, &kGood, &kGood, &kGood,
     xnn_status_unsupported_parameter, "operator 15 has no qint8/quint8 form"},
    {"divide_zero_scale", xnn_binary_divide, xnn_datatype_qint8, &kGood, &kZeroScale, &kGood,
     xnn_status_invalid_parameter, "input2_quantization.scale is 0; expected a positive normal float"},
    {"prelu_ratio_below_2_pow_minus_16", xnn_binary_prelu, xnn_datatype_qint8, &kTinyForMultiply, &kGood, &kGood,
     xnn_status_unsupported_parameter, "input1 scale * input2 scale / output scale is"},
    {"prelu_ratio_above_2_pow_8", xnn_binary_prelu, xnn_datatype_quint8, &kHuge, &kHuge, &kGood,
     xnn_status_unsupported_parameter, "input1 scale * input2 scale / output scale is 32768"},
    {"bf16", xnn_binary_add, xnn_datatype_bf16, &kGood, &kGood, &kGood, xnn_status_unsupported_parameter,
     "expected fp32"},
    {"null_input1_quantization", xnn_binary_add, xnn_datatype_qint8, nullptr, &kGood, &kGood,
     xnn_status_invalid_parameter, "input1_quantization is NULL"},
    {"null_output_quantization", xnn_binary_multiply, xnn_datatype_quint8, &kGood, &kGood, nullptr,
     xnn_status_invalid_parameter, "output_quantization is NULL"},
    {"zero_scale", xnn_binary_add, xnn_datatype_qint8, &kZeroScale, &kGood, &kGood, xnn_status_invalid_parameter,
     "input1_quantization.scale is 0; expected a positive normal float"},
    {"negative_scale", xnn_binary_subtract, xnn_datatype_qint8, &kGood, &kNegativeScale, &kGood,
     xnn_status_invalid_parameter, "input2_quantization.scale is -0.5"},
    {"nan_scale", xnn_binary_multiply, xnn_datatype_quint8, &kGood, &kGood, &kNaNScale, xnn_status_invalid_parameter,
     "output_quantization.scale is nan"},
    {"infinite_scale", xnn_binary_add, xnn_datatype_quint8, &kInfiniteScale, &kGood, &kGood,
     xnn_status_invalid_parameter, "input1_quantization.scale is inf"},
    {"subnormal_scale", xnn_binary_add, xnn_datatype_qint8, &kGood, &kSubnormalScale, &kGood,
     xnn_status_invalid_parameter, "expected a positive normal float"},
    {"qint8_zero_point_128", xnn_binary_add, xnn_datatype_qint8, &kGood, &kGood, &kZeroPoint128,
     xnn_status_invalid_parameter, "output_quantization.zero_point is 128; expected -128..127 for qint8"},
    {"quint8_zero_point_minus_1", xnn_binary_multiply, xnn_datatype_quint8, &kZeroPointMinus1, &kGood, &kGood,
     xnn_status_invalid_parameter, "input1_quantization.zero_point is -1; expected 0..255 for quint8"},
    {"add_ratio_below_2_pow_minus_10", xnn_binary_add, xnn_datatype_qint8, &kGood, &kTiny, &kGood,
     xnn_status_unsupported_parameter, "input2 scale / output scale is 0.00048828125"},
    {"subtract_ratio_at_2_pow_8", xnn_binary_subtract, xnn_datatype_quint8, &kHuge, &kGood, &kGood,
     xnn_status_unsupported_parameter, "input1 scale / output scale is 256"},
    {"multiply_ratio_below_2_pow_minus_16", xnn_binary_multiply, xnn_datatype_qint8, &kTinyForMultiply, &kGood,
     &kGood, xnn_status_unsupported_parameter, "input1 scale * input2 scale / output scale is"},
    {"multiply_ratio_above_2_pow_8", xnn_binary_multiply, xnn_datatype_qint8, &kHuge, &kHuge, &kGood,
     xnn_status_unsupported_parameter, "input1 scale * input2 scale / output scale is 32768"},
};

class BinaryQuantizedRefusal : public testing::TestWithParam<refusal> {};

TEST_P(BinaryQuantizedRefusal, status_and_one_sentence) {
  const refusal& r = GetParam();
  xnn_operator_t raw = nullptr;
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(
      &lines, [&] { return xnn_create_binary_elementwise_nd(r.op, r.datatype, r.a, r.b, r.y, 0, &raw); });
  EXPECT_EQ(status, r.expected);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("binary elementwise: "), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(binary_quantized, BinaryQuantizedRefusal, testing::ValuesIn(kRefusals),
                         [](const testing::TestParamInfo<refusal>& info) { return std::string(info.param.name); });

}  // namespace
