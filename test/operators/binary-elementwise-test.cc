// The binary elementwise operator against a plain reference: many broadcast patterns (scalars, rows, columns,
// leading 1s, different ranks, zero-size dimensions), every op, output clamping (through the library's clamped
// create), in place, special values, thread counts 1, 2 and 8 (bit-identical), and each rejected argument.
#include <cmath>
#include <cstring>

#include "operator-tester.h"
#include "operators/binary-elementwise.h"
#include "operators/broadcast.h"
#include "operators/operator.h"

namespace {

using shape = std::vector<size_t>;

const xnn_binary_operator kOps[] = {xnn_binary_add,     xnn_binary_subtract, xnn_binary_multiply,
                                    xnn_binary_divide,  xnn_binary_maximum,  xnn_binary_minimum,
                                    xnn_binary_squared_difference, xnn_binary_prelu, xnn_binary_copysign,
                                    xnn_binary_modulus, xnn_binary_atan2, xnn_binary_pow};

// IEEE 754-2019 minimum/maximum: NaN if either is NaN, -0 < +0.
float reference_min(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return NAN;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
float reference_max(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return NAN;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

float reference_op(xnn_binary_operator op, float a, float b) {
  switch (op) {
    case xnn_binary_add: return a + b;
    case xnn_binary_subtract: return a - b;
    case xnn_binary_multiply: return a * b;
    case xnn_binary_divide: return a / b;
    case xnn_binary_maximum: return reference_max(a, b);
    case xnn_binary_minimum: return reference_min(a, b);
    case xnn_binary_squared_difference: {
      const float d = a - b;
      return d * d;
    }
    case xnn_binary_prelu: return a < 0.0f ? a * b : a;
    case xnn_binary_copysign: return std::copysign(a, b);
    // As XNNPACK's reference: 0 where b is zero. atan2 and pow: the C library's float functions, which the kernels
    // call too, so the results are bit-identical.
    case xnn_binary_modulus: return b == 0.0f ? 0.0f : std::fmod(a, b);
    case xnn_binary_atan2: return std::atan2(a, b);
    case xnn_binary_pow: return std::pow(a, b);
    default: return NAN;
  }
}

shape broadcast_of(const shape& a, const shape& b) {
  shape out(std::max(a.size(), b.size()));
  for (size_t i = 0; i < out.size(); i++) {
    const size_t ad = i < a.size() ? a[a.size() - 1 - i] : 1;
    const size_t bd = i < b.size() ? b[b.size() - 1 - i] : 1;
    out[out.size() - 1 - i] = ad == 1 ? bd : ad;
  }
  return out;
}

size_t count_of(const shape& s) {
  size_t n = 1;
  for (size_t d : s) n *= d;
  return n;
}

std::vector<float> reference(xnn_binary_operator op, const std::vector<float>& a, const shape& a_shape,
                             const std::vector<float>& b, const shape& b_shape, float min, float max) {
  const shape out = broadcast_of(a_shape, b_shape);
  std::vector<float> y(count_of(out));
  for (size_t i = 0; i < y.size(); i++) {
    const float r = reference_op(op, a[reference_broadcast_index(a_shape, out, i)],
                                 b[reference_broadcast_index(b_shape, out, i)]);
    y[i] = r < min ? min : r > max ? max : r;
  }
  return y;
}

bool same_value(float x, float y) {
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
  return std::memcmp(&x, &y, sizeof(x)) == 0;
}

// Runs the operator on `pool`; output has count + extra elements, the tail must stay untouched.
std::vector<float> run(xnn_binary_operator op, const std::vector<float>& a, const shape& a_shape,
                       const std::vector<float>& b, const shape& b_shape, float min, float max, pthreadpool_t pool) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_binary_elementwise_nd_f32_clamped(op, min, max, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  const size_t count = count_of(broadcast_of(a_shape, b_shape));
  std::vector<float> y(count + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, a_shape.size(), a_shape.data(), b_shape.size(), b_shape.data(),
                                              pool), xnn_status_success);
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, a.data(), b.data(), y.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  for (size_t i = count; i < y.size(); i++) EXPECT_TRUE(is_untouched(y[i])) << "wrote past the output at " << i;
  return y;
}

std::string describe(xnn_binary_operator op, const shape& a, const shape& b) {
  std::string s = "op " + std::to_string(int(op)) + " [";
  for (size_t d : a) s += std::to_string(d) + ",";
  s += "] x [";
  for (size_t d : b) s += std::to_string(d) + ",";
  return s + "]";
}

void check(xnn_binary_operator op, const shape& a_shape, const shape& b_shape, float min = -INFINITY,
           float max = INFINITY) {
  std::mt19937 rng(uint32_t(count_of(a_shape) * 31 + count_of(b_shape) + int(op)));
  std::vector<float> a = random_tensor(rng, count_of(a_shape));
  std::vector<float> b = random_tensor(rng, count_of(b_shape));
  const std::vector<float> expected = reference(op, a, a_shape, b, b_shape, min, max);
  check_every_thread_count(describe(op, a_shape, b_shape), [&](pthreadpool_t pool, const std::string& what,
                                                                run_outputs* outputs) {
    const std::vector<float> y = run(op, a, a_shape, b, b_shape, min, max, pool);
    for (size_t i = 0; i < expected.size(); i++) {
      ASSERT_TRUE(same_value(y[i], expected[i])) << what << " at " << i << ": " << y[i] << " vs " << expected[i];
    }
    outputs->add(y);
  });
}

const std::pair<shape, shape> kPatterns[] = {
    {{}, {}},                            // scalars
    {{1}, {1}},                          // one element
    {{37}, {37}},                        // contiguous, odd length
    {{37}, {1}},                         // array and scalar
    {{1}, {37}},                         // scalar and array (reversed operands)
    {{}, {5, 7}},                        // rank-0 scalar
    {{4, 17}, {17}},                     // row broadcast
    {{17}, {4, 17}},                     // row broadcast, reversed
    {{4, 17}, {4, 1}},                   // column broadcast
    {{4, 1}, {4, 17}},                   // column broadcast, reversed
    {{4, 1}, {1, 17}},                   // outer product
    {{1, 1, 3, 5}, {3, 5}},              // leading 1s, different ranks
    {{2, 3, 4, 5}, {2, 3, 4, 5}},        // merges into one run
    {{2, 3, 4, 5}, {1, 3, 1, 5}},        // alternating
    {{2, 1, 4, 1}, {1, 3, 1, 5}},        // every dimension broadcast on one side
    {{2, 3, 1, 1, 2, 3}, {3, 7, 1, 1, 1}},  // rank 6 and 5
    {{1, 2, 1, 3, 1, 2}, {2, 1, 3, 1, 2, 1}},
    {{3, 1000}, {1000}},                 // long runs
    {{64, 3}, {64, 1}},                  // many short runs
};

// The normalized loops: size-1 dimensions dropped, dimensions that broadcast alike merged into the longest run.
TEST(binary_elementwise_nd, shapes_normalize_to_the_fewest_loops) {
  struct expectation {
    shape a, b, dims, a_stride, b_stride;
  };
  const expectation cases[] = {
      {{2, 3, 4, 5}, {2, 3, 4, 5}, {120}, {1}, {1}},
      {{}, {}, {1}, {1}, {1}},
      {{1, 1, 3, 5}, {3, 5}, {15}, {1}, {1}},
      {{4, 17}, {17}, {4, 17}, {17, 1}, {0, 1}},
      {{4, 17}, {4, 1}, {4, 17}, {17, 1}, {1, 0}},
      {{6, 4, 1}, {6, 4, 5}, {24, 5}, {1, 0}, {5, 1}},
      {{2, 1, 4, 1}, {1, 3, 1, 5}, {2, 3, 4, 5}, {4, 0, 1, 0}, {0, 5, 0, 1}},
      {{2, 3, 1, 1, 2, 3}, {3, 7, 1, 1, 1}, {2, 3, 7, 6}, {18, 6, 0, 1}, {0, 7, 1, 0}},
  };
  for (const expectation& e : cases) {
    xnn_broadcast_shape s;
    ASSERT_EQ(xnn_normalize_broadcast("test", e.a.size(), e.a.data(), e.b.size(), e.b.data(), &s),
              xnn_status_success);
    const std::string what = describe(xnn_binary_add, e.a, e.b);
    ASSERT_EQ(shape(s.dim, s.dim + s.num_dims), e.dims) << what;
    EXPECT_EQ(shape(s.a_stride, s.a_stride + s.num_dims), e.a_stride) << what;
    EXPECT_EQ(shape(s.b_stride, s.b_stride + s.num_dims), e.b_stride) << what;
    EXPECT_EQ(s.elements, count_of(broadcast_of(e.a, e.b))) << what;
  }
}

TEST(binary_elementwise_nd, broadcast_patterns_every_op) {
  for (xnn_binary_operator op : kOps) {
    for (const auto& [a, b] : kPatterns) check(op, a, b);
  }
}

TEST(binary_elementwise_nd, output_clamp_every_op) {
  for (xnn_binary_operator op : kOps) {
    check(op, {4, 17}, {17}, -0.25f, 0.5f);
    check(op, {1}, {33}, -0.25f, 0.5f);
    check(op, {33}, {33}, -INFINITY, 0.0f);
  }
}

TEST(binary_elementwise_nd, large_contiguous_array_splits_between_threads) {
  // One contiguous run of 1M elements becomes several tiles per thread (slices of the run), not one kernel call.
  // Not applicable where the pool has one thread (WASI builds are single-threaded).
  if (pthreadpool_get_threads_count(test_threadpool(2)) < 2) GTEST_SKIP() << "no second thread on this target";
  const size_t n[] = {size_t(1) << 20};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &raw),
            xnn_status_success);
  operator_ptr owned = own(raw);
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(raw, 1, n, 1, n, test_threadpool(2)), xnn_status_success);
  const xnn_parallel_job& job = raw->jobs[0];
  const size_t row_tiles = (job.range[1] + job.tile[0] - 1) / job.tile[0];
  const size_t run_tiles = (job.range[2] + job.tile[1] - 1) / job.tile[1];
  const size_t tiles = row_tiles * run_tiles;
  EXPECT_GE(tiles, 8u);
  check(xnn_binary_add, {100003}, {100003});
  check(xnn_binary_multiply, {100003}, {1});
  check(xnn_binary_subtract, {1}, {3, 50001});
}

TEST(binary_elementwise_nd, in_place) {
  for (xnn_binary_operator op : kOps) {
    for (int aliased = 0; aliased < 2; aliased++) {
      const shape s = {3, 41};
      std::mt19937 rng(7);
      std::vector<float> a = random_tensor(rng, 123), b = random_tensor(rng, 123);
      const std::vector<float> expected = reference(op, a, s, b, s, -INFINITY, INFINITY);
      std::vector<float>& y = aliased == 0 ? a : b;
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_create_binary_elementwise_nd(op, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &raw),
                xnn_status_success);
      operator_ptr owned = own(raw);
      ASSERT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, s.data(), 2, s.data(), test_threadpool(2)),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_binary_elementwise_nd(raw, a.data(), b.data(), y.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(raw, test_threadpool(2)), xnn_status_success);
      for (size_t i = 0; i < expected.size(); i++) {
        ASSERT_TRUE(same_value(y[i], expected[i])) << describe(op, s, s) << " in place " << aliased << " at " << i;
      }
    }
  }
}

// The output may alias the input that has the output's shape while the other input broadcasts.
TEST(binary_elementwise_nd, in_place_with_a_broadcast_operand) {
  for (xnn_binary_operator op : kOps) {
    for (int aliased = 0; aliased < 2; aliased++) {
      const shape full = {5, 3, 19}, row = {19};
      const shape& as = aliased == 0 ? full : row;
      const shape& bs = aliased == 0 ? row : full;
      std::mt19937 rng(11);
      std::vector<float> a = random_tensor(rng, count_of(as)), b = random_tensor(rng, count_of(bs));
      const std::vector<float> expected = reference(op, a, as, b, bs, -0.5f, 0.5f);
      std::vector<float>& y = aliased == 0 ? a : b;
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_create_binary_elementwise_nd_f32_clamped(op, -0.5f, 0.5f, 0, &raw), xnn_status_success);
      operator_ptr owned = own(raw);
      ASSERT_EQ(xnn_reshape_binary_elementwise_nd(raw, as.size(), as.data(), bs.size(), bs.data(), test_threadpool(8)),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_binary_elementwise_nd(raw, a.data(), b.data(), y.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(raw, test_threadpool(8)), xnn_status_success);
      for (size_t i = 0; i < expected.size(); i++) {
        ASSERT_TRUE(same_value(y[i], expected[i])) << describe(op, as, bs) << " in place at " << i;
      }
    }
  }
}

TEST(binary_elementwise_nd, special_values) {
  const float specials[] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN, 1e-40f, -1e-40f, 3.4e38f, -3.4e38f};
  const size_t n = sizeof(specials) / sizeof(specials[0]);
  std::vector<float> a(n * n + XNN_EXTRA_BYTES / sizeof(float)), b(a.size());
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < n; j++) a[i * n + j] = specials[i], b[i * n + j] = specials[j];
  }
  const shape full = {n, n}, column = {n, 1}, row = {1, n};
  for (xnn_binary_operator op : kOps) {
    const std::vector<float> expected = reference(op, a, full, b, full, -INFINITY, INFINITY);
    const std::vector<float> y = run(op, a, full, b, full, -INFINITY, INFINITY, nullptr);
    for (size_t i = 0; i < n * n; i++) {
      ASSERT_TRUE(same_value(y[i], expected[i])) << "op " << int(op) << ": " << a[i] << " OP " << b[i] << " gave "
                                                 << y[i] << ", expected " << expected[i];
    }
    // The same pairs through the scalar kernels: column (a varies) x row, so each run has one broadcast side.
    std::vector<float> a_column(n + XNN_EXTRA_BYTES / sizeof(float)), b_row(a_column.size());
    for (size_t i = 0; i < n; i++) a_column[i] = specials[i], b_row[i] = specials[i];
    for (int reversed = 0; reversed < 2; reversed++) {
      const shape& as = reversed ? row : column;
      const shape& bs = reversed ? column : row;
      const std::vector<float> e = reference(op, a_column, as, b_row, bs, -INFINITY, INFINITY);
      const std::vector<float> got = run(op, a_column, as, b_row, bs, -INFINITY, INFINITY, nullptr);
      for (size_t i = 0; i < n * n; i++) {
        ASSERT_TRUE(same_value(got[i], e[i])) << "op " << int(op) << " broadcast " << reversed << " at " << i;
      }
    }
  }
}

TEST(binary_elementwise_nd, zero_size_dimensions_run_nothing) {
  const std::pair<shape, shape> empty[] = {{{3, 0}, {1}}, {{0}, {0}}, {{0, 5}, {1, 5}}, {{2, 0, 4}, {1, 1}}};
  for (const auto& [as, bs] : empty) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &raw),
              xnn_status_success);
    operator_ptr owned = own(raw);
    ASSERT_EQ(xnn_reshape_binary_elementwise_nd(raw, as.size(), as.data(), bs.size(), bs.data(), nullptr),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_binary_elementwise_nd(raw, nullptr, nullptr, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
  }
}

TEST(binary_elementwise_nd, rejections) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_bitwise_and, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0,
                                             &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_shift_left, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0,
                                             &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_bf16, nullptr, nullptr, nullptr, 0, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 1u << 30,
                                             &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd_f32_clamped(xnn_binary_add, 1.0f, 0.0f, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd_f32_clamped(xnn_binary_add, NAN, 0.0f, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(raw, nullptr);

  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &raw),
            xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> x(64, 1.0f);
  // Setup and run before a successful reshape.
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, x.data(), x.data(), x.data()), xnn_status_invalid_state);
  const size_t a[] = {2, 3}, b[] = {4, 3}, seven[] = {1, 1, 1, 1, 1, 1, 2};
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, a, 2, b, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 7, seven, 1, a, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 1, a, 7, seven, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, nullptr, 2, a, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, a, 2, nullptr, nullptr), xnn_status_invalid_parameter);
  const size_t huge[] = {size_t(1) << 40, size_t(1) << 40};
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, huge, 0, nullptr, nullptr), xnn_status_invalid_parameter);
  // A failed reshape leaves the operator unusable until the next successful one.
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, x.data(), x.data(), x.data()), xnn_status_invalid_state);
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(raw, 2, a, 1, a + 1, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, nullptr, x.data(), x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, x.data(), nullptr, x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(raw, x.data(), x.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_invalid_state);

  // An operator of another kind.
  xnn_operator_t softmax = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &softmax), xnn_status_success);
  operator_ptr softmax_owned = own(softmax);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(softmax, 2, a, 2, a, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_binary_elementwise_nd(softmax, x.data(), x.data(), x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_binary_elementwise_nd(nullptr, 2, a, 2, a, nullptr), xnn_status_invalid_parameter);
}

}  // namespace
