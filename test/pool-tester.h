// Checks pooling kernels (max, average, argmax over an indirection buffer; global average over strided rows) on fp32 or
// fp16 elements against a double-precision reference from the same inputs, and the parameterized test cases every
// pooling family shares.
//
// Each family's test file turns its table rows into `pool_case_of<E>` (E: xnn_test_f32 or xnn_test_f16): the tiles plus
// a `run` adapter that calls the kernel with the arguments it takes from a `pool_call_of<E>`. The tester builds input
// rows (each `channels` elements, with NaN between rows that no kernel may use), an indirection buffer built against a
// shifted base (so input_offset must be applied), optionally zero (padding) rows, calls the kernel once and compares
// every output. Outputs start as a marker NaN that no kernel produces: elements in the output_increment gaps must
// keep it. Every buffer the kernel reads (rows, zero row, indirection, scratch) ends at a guard page after the
// XNN_EXTRA_BYTES it may read (none after the pointers and the output), so reading further faults. Max pooling must be
// exact; averages within xnn_fp32_accumulation_bound (float-elements.h), or for rows with native fp16 arithmetic (f16
// rows not named `_f32acc_`) the same count of roundings in fp16 plus 2^-25 each, where an infinity or NaN is also
// accepted once the unscaled sum of magnitudes passes the largest half (a running sum may overflow).
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "float-elements.h"
#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/params.h"

enum class pool_kind { max, average, argmax, global_average };

// Every argument any pooling kernel takes.
template <class E>
struct pool_call_of {
  using T = typename E::T;
  size_t output_pixels, kernel_elements, channels;
  const T** input;
  size_t input_offset;
  const T* zero;
  float* buffer;
  uint32_t* index_buffer;
  T* output;
  uint32_t* index;
  size_t input_increment, output_increment;
  const T* rows;  // global average pooling: the first row; rows are input_stride bytes apart
  size_t input_stride;
  const typename E::minmax_params* minmax;
  const typename E::scaleminmax_params* scaleminmax;
};

template <class E>
struct pool_case_of {
  std::string name;
  xnn_isa isa;
  pool_kind kind;
  size_t primary_tile, incremental_tile, channel_tile;
  std::function<void(const pool_call_of<E>&)> run;
};

template <class E>
void PrintTo(const pool_case_of<E>& c, std::ostream* os) {
  *os << c.name;
}

template <class E>
class PoolTester {
  using T = typename E::T;

 public:
  explicit PoolTester(const pool_case_of<E>& k) : k_(k) {}
  PoolTester& channels(size_t c) { return channels_ = c, *this; }
  PoolTester& pixels(size_t p) { return pixels_ = p, *this; }
  PoolTester& elements(size_t e) { return elements_ = e, *this; }
  // Extra indirection pointers between pixels (skipped through input_increment).
  PoolTester& skip(size_t s) { return skip_ = s, *this; }
  PoolTester& output_increment(size_t elements) { return output_increment_ = elements, *this; }
  PoolTester& zero_rate(double r) { return zero_rate_ = r, *this; }
  // Output clamp as fractions 0..1 of the range of unclamped results (0 and 1: no clamp).
  PoolTester& clamp(double lo, double hi) { return clamp_lo_ = lo, clamp_hi_ = hi, *this; }
  // Input values (floats, rounded to E) instead of random ones in [-1, 1].
  PoolTester& values(std::vector<float> v) { return values_ = std::move(v), *this; }
  // Draw inputs from a few integers, so max and argmax see ties.
  PoolTester& ties() { return ties_ = true, *this; }
  // The kernel sums and scales in fp16 (an `f16` row), not in fp32.
  PoolTester& fp16_accumulation(bool on) { return fp16_acc_ = on, *this; }

  void test() const {
    const size_t c = channels_, n = elements_;
    const bool global = k_.kind == pool_kind::global_average;
    const bool sum = k_.kind == pool_kind::average || global;
    const size_t pixels = global ? 1 : pixels_;
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::uniform_int_distribution<int> small(-2, 2);
    std::bernoulli_distribution is_zero(zero_rate_);

    // Rows: a pool of distinct rows (indirection kernels) or `n` rows at a stride (global pooling).
    // The rows start `lead` rows into the buffer, so that the shifted indirection pointers below stay inside it and
    // can never equal the zero row's address (a kernel would then take them for padding).
    const size_t row_count = global ? n : 13, row_stride = c + 3, lead = 5;
    // The last row's channels end where the slack (NaN) and then the guard page begin.
    xnn_guarded_buffer<T> input_buffer((lead + row_count - 1) * row_stride + c);
    input_buffer.fill(E::nan());
    T* const input = input_buffer.data() + lead * row_stride;
    size_t special = 0;
    for (size_t r = 0; r < row_count; r++) {
      for (size_t i = 0; i < c; i++) {
        input[r * row_stride + i] = E::from_float(!values_.empty() ? values_[special++ % values_.size()]
                                                  : ties_          ? float(small(rng))
                                                                   : dist(rng));
      }
    }
    xnn_guarded_buffer<T> zero(c);
    zero.fill(E::from_float(0.0f));

    const size_t input_offset = lead * row_stride * sizeof(T);
    const size_t step = n + skip_;
    // The last pixel's pointers end at the guard: kernels read no pointer past them.
    const size_t pointers = (pixels - 1) * step + n;
    std::vector<const T*> real(pointers);
    xnn_guarded_buffer<const T*> indirection(pointers, 0);
    std::uniform_int_distribution<size_t> pick(0, row_count - 1);
    for (size_t i = 0; i < real.size(); i++) {
      if (global) {
        real[i] = input + i * row_stride;
      } else if (k_.kind == pool_kind::average && is_zero(rng)) {
        real[i] = indirection[i] = zero.data();
        continue;
      } else {
        real[i] = input + pick(rng) * row_stride;
      }
      indirection[i] = reinterpret_cast<const T*>(reinterpret_cast<uintptr_t>(real[i]) - input_offset);
    }

    // Reference, and the range of finite results for the clamp. The scale is the kernels' parameter, rounded.
    const T scale_param = E::from_float(float(1.0 / double(n)));
    const double scale = E::to_double(scale_param);
    std::vector<double> ref(pixels * c), magnitude(pixels * c);
    std::vector<uint32_t> ref_index(pixels * c);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t p = 0; p < pixels; p++) {
      for (size_t i = 0; i < c; i++) {
        double acc = E::to_double(real[p * step][i]), mag = std::fabs(acc);
        uint32_t at = 0;
        for (size_t t = 1; t < n; t++) {
          const double x = E::to_double(real[p * step + t][i]);
          if (k_.kind == pool_kind::max) {
            acc = std::isnan(acc) || std::isnan(x) ? NAN : std::fmax(acc, x);
          } else if (k_.kind == pool_kind::argmax) {
            if (acc < x) acc = x, at = uint32_t(t);
          } else {
            acc += x;
            mag += std::fabs(x);
          }
        }
        if (sum) acc *= scale, mag *= scale;
        ref[p * c + i] = acc;
        magnitude[p * c + i] = mag;
        ref_index[p * c + i] = at;
        if (std::isfinite(acc)) lo = std::fmin(lo, acc), hi = std::fmax(hi, acc);
      }
    }
    typename E::minmax_params minmax = {E::from_float(-INFINITY), E::from_float(INFINITY)};
    if (clamp_lo_ > 0 && lo < hi) minmax.min = E::from_float(float(lo + (hi - lo) * clamp_lo_));
    if (clamp_hi_ < 1 && lo < hi) minmax.max = E::from_float(float(lo + (hi - lo) * clamp_hi_));
    const typename E::scaleminmax_params scaleminmax = {scale_param, minmax.min, minmax.max};
    const double min = E::to_double(minmax.min), max = E::to_double(minmax.max);

    const uint32_t index_marker = 0x7FC0DEADu;
    const size_t out_stride = c + output_increment_;
    // The output ends at a guard page: a kernel may read or write no element past the last pixel (max pooling
    // reads its running result back from the output).
    xnn_guarded_buffer<T> output(pixels * out_stride, 0);
    output.fill(E::marker());
    std::vector<uint32_t> index(pixels * c + 8, index_marker);
    xnn_guarded_buffer<float> buffer(c);
    xnn_guarded_buffer<uint32_t> index_buffer(c);

    pool_call_of<E> call{};
    call.output_pixels = pixels;
    call.kernel_elements = n;
    call.channels = c;
    call.input = indirection.data();
    call.input_offset = input_offset;
    call.zero = zero.data();
    call.buffer = buffer.data();
    call.index_buffer = index_buffer.data();
    call.output = output.data();
    call.index = index.data();
    call.input_increment = skip_ * sizeof(void*);
    call.output_increment = output_increment_ * sizeof(T);
    call.rows = input;
    call.input_stride = row_stride * sizeof(T);
    call.minmax = &minmax;
    call.scaleminmax = &scaleminmax;
    k_.run(call);

    for (size_t p = 0; p < pixels; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const T stored = output[p * out_stride + i];
        if (i >= c) {
          ASSERT_TRUE(E::is_marker(stored)) << describe() << ": wrote pixel " << p << " element " << i;
          continue;
        }
        const double got = E::to_double(stored);
        double expected = ref[p * c + i];
        if (k_.kind != pool_kind::argmax && !std::isnan(expected)) {
          expected = std::fmin(std::fmax(expected, min), max);
        }
        const std::string where = describe() + ": pixel " + std::to_string(p) + " channel " + std::to_string(i);
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << where << ": got " << got << ", expected NaN";
        } else if (sum && !std::isinf(expected) && fp16_acc_) {
          const double tolerance = E::ulp(expected) + double(n + 2) * (0x1.0p-11 * magnitude[p * c + i] + 0x1.0p-25);
          if (std::isfinite(got) || magnitude[p * c + i] / scale + tolerance < E::kOverflow) {
            ASSERT_NEAR(got, expected, tolerance) << where;
          }
        } else if (sum && !std::isinf(expected)) {
          ASSERT_NEAR(got, expected, xnn_fp32_accumulation_bound<E>(expected, magnitude[p * c + i], n)) << where;
        } else {
          ASSERT_EQ(got, expected) << where;  // an input or an infinity: exact (either zero for +-0)
        }
        if (k_.kind == pool_kind::argmax) {
          ASSERT_EQ(index[p * c + i], ref_index[p * c + i]) << where << ": index";
        }
      }
    }
    if (k_.kind == pool_kind::argmax) {
      for (size_t i = pixels * c; i < index.size(); i++) {
        ASSERT_EQ(index[i], index_marker) << describe() << ": wrote an index past the last pixel, at " << i;
      }
    }
  }

 private:
  std::string describe() const {
    return "channels " + std::to_string(channels_) + ", pixels " + std::to_string(pixels_) + ", elements " +
           std::to_string(elements_) + ", skip " + std::to_string(skip_) + ", increment " +
           std::to_string(output_increment_);
  }

  const pool_case_of<E>& k_;
  size_t channels_ = 1, pixels_ = 1, elements_ = 1, skip_ = 0, output_increment_ = 0;
  double zero_rate_ = 0.0, clamp_lo_ = 0.0, clamp_hi_ = 1.0;
  std::vector<float> values_;
  bool ties_ = false;
  bool fp16_acc_ = false;
};

template <class E>
class PoolKernel : public testing::TestWithParam<pool_case_of<E>> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  const pool_case_of<E>& k() const { return this->GetParam(); }
  PoolTester<E> tester() const {
    return PoolTester<E>(k())
        .channels(k().channel_tile)
        .elements(max_elements())
        .fp16_accumulation(xnn_row_computes_in_fp16<E>(k().name.c_str()));
  }
  bool multipass() const { return k().incremental_tile != 0; }
  size_t tile() const { return k().channel_tile; }
  std::vector<float> large_inputs() const { return E::large_inputs(); }
  // Unipass: the primary tile; multipass: a first pass and two more (the last one partial).
  size_t max_elements() const {
    return multipass() ? k().primary_tile + 2 * k().incremental_tile - 1 : k().primary_tile;
  }
  // Every row count a kernel handles differently: each unipass count, each multipass last-pass size up to three
  // passes after the first.
  std::vector<size_t> element_counts() const {
    std::vector<size_t> counts;
    const size_t last = multipass() ? k().primary_tile + 3 * k().incremental_tile : k().primary_tile;
    for (size_t e = 1; e <= last; e++) counts.push_back(e);
    return counts;
  }
};

// The shared cases over a fixture `PoolKernel<E>` (give it a name with `using`); each family's test file defines
// them with this macro and instantiates them over its rows.
#define XNN_POOL_KERNEL_CASES(Fixture)                                                                                 \
TEST_P(Fixture, every_channel_count_below_three_tiles) {                                                               \
  for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).test();                                             \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, every_element_count) {                                                                                 \
  for (size_t e : element_counts()) tester().elements(e).channels(tile() + 1).test();                                  \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, several_pixels_with_increments) {                                                                      \
  if (k().kind == pool_kind::global_average) GTEST_SKIP() << "one output row";                                         \
  for (size_t e : {size_t(1), k().primary_tile, max_elements()}) {                                                     \
    tester().elements(e).pixels(3).skip(2).output_increment(5).channels(2 * tile() + 1).test();                        \
  }                                                                                                                    \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, zero_rows) {                                                                                           \
  if (k().kind != pool_kind::average) GTEST_SKIP() << "only average pooling pads with the zero row";                   \
  for (double rate : {0.3, 1.0}) tester().pixels(2).zero_rate(rate).channels(tile() + 3).test();                       \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, clamps) {                                                                                              \
  if (k().kind == pool_kind::argmax) GTEST_SKIP() << "argmax pooling does not clamp";                                  \
  tester().pixels(2).channels(2 * tile() + 1).clamp(0.3, 1.0).test();                                                  \
  tester().pixels(2).channels(2 * tile() + 1).clamp(0.0, 0.6).test();                                                  \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, ties_keep_the_first) { tester().pixels(3).channels(2 * tile() + 1).ties().test(); }                    \
                                                                                                                       \
TEST_P(Fixture, special_values) {                                                                                      \
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();             \
  for (size_t e : {size_t(2), max_elements()}) {                                                                       \
    tester().elements(e).pixels(2).channels(tile() + 3).values({1.0f, nan, -inf, 0.5f, inf, -0.0f, 0.0f}).test();      \
    tester().elements(e).pixels(2).channels(tile() + 3).values({nan, 2.0f, -1.0f}).test();                             \
    tester().elements(e).channels(tile() + 3).values({-0.0f, 0.0f, -1.0f}).test();                                     \
  }                                                                                                                    \
}                                                                                                                      \
                                                                                                                       \
TEST_P(Fixture, large_inputs) {                                                                                        \
  for (size_t e : {size_t(2), max_elements()}) {                                                                       \
    tester().elements(e).pixels(2).channels(tile() + 3).values(large_inputs()).test();                                 \
  }                                                                                                                    \
}
