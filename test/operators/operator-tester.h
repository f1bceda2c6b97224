// What every operator test shares: runs at 1, 2 and 8 threads with bit-identical results, random tensors with the
// XNN_EXTRA_BYTES tail, the comparison of an operator's output with a reference result, and the tables of shapes and
// of rejected create arguments.
#pragma once

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "reference.h"

// Thread counts every operator test runs; results must be bit-identical across them. 1 = NULL pool (caller's thread).
inline const std::vector<size_t>& test_thread_counts() {
  static const std::vector<size_t> counts = {1, 2, 8};
  return counts;
}

inline pthreadpool_t test_threadpool(size_t threads) {
  if (threads <= 1) return nullptr;
  static std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> two(pthreadpool_create(2), pthreadpool_destroy);
  static std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> eight(pthreadpool_create(8), pthreadpool_destroy);
  return threads == 2 ? two.get() : eight.get();
}

using operator_ptr = std::unique_ptr<xnn_operator, decltype(&xnn_delete_operator)>;
inline operator_ptr own(xnn_operator_t op) { return operator_ptr(op, xnn_delete_operator); }

inline std::vector<float> random_tensor(std::mt19937& rng, size_t count) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(count + XNN_EXTRA_BYTES / sizeof(float), std::numeric_limits<float>::quiet_NaN());
  for (size_t i = 0; i < count; i++) v[i] = dist(rng);  // the tail stays NaN: using it would poison results
  return v;
}

// A marker no computation produces: elements of the output the operator must not write keep it.
// `count` random int8 values over the whole range, then XNN_EXTRA_BYTES of zeros that kernels may read past an
// input's end.
inline std::vector<int8_t> random_int8(std::mt19937& rng, size_t count) {
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> v(count + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < count; i++) v[i] = int8_t(dist(rng));
  return v;
}

// `count` random values of [-1, 1] rounded to bf16 (uint16_t bits), then XNN_EXTRA_BYTES of bf16 NaN.
inline std::vector<uint16_t> random_bf16(std::mt19937& rng, size_t count) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<uint16_t> v(count + XNN_EXTRA_BYTES / sizeof(uint16_t), uint16_t(0x7FC0));
  for (size_t i = 0; i < count; i++) {
    const float x = dist(rng);
    uint32_t word;
    std::memcpy(&word, &x, sizeof(word));
    v[i] = uint16_t((word + 0x7FFFu + ((word >> 16) & 1u)) >> 16);
  }
  return v;
}

inline float bf16_to_float(uint16_t bits) {
  const uint32_t word = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &word, sizeof(f));
  return f;
}

// The upper 16 bits of a float: its bf16 value rounded toward zero (how a test makes exact bf16 scales).
inline uint16_t bf16_upper_bits(float f) {
  uint32_t word;
  std::memcpy(&word, &f, sizeof(word));
  return uint16_t(word >> 16);
}

inline float untouched_marker() {
  const uint32_t bits = 0x7FC0DEADu;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}
inline bool is_untouched(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  return bits == 0x7FC0DEADu;
}

// Clamp bounds inside the range of the reference results, so that clamping is exercised: a fraction of the values
// is cut at each end (0 keeps that side unbounded).
inline std::pair<float, float> clamp_range(const reference_result& r, double cut_low, double cut_high) {
  const auto [lo, hi] = std::minmax_element(r.value.begin(), r.value.end());
  const float min = cut_low == 0 ? -INFINITY : float(*lo + (*hi - *lo) * cut_low);
  const float max = cut_high == 0 ? INFINITY : float(*hi - (*hi - *lo) * cut_high);
  return {min, max};
}

// Calls check(row, channel, actual) for the `channels` values of each of `rows` rows (row stride `stride` elements)
// of `output`; elements between `channels` and `stride` must be untouched. Stops at the first fatal failure.
template <class Check>
void for_each_output(const std::vector<float>& output, size_t rows, size_t channels, size_t stride,
                     const std::string& what, Check check) {
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < stride; c++) {
      const float actual = output[r * stride + c];
      if (c >= channels) {
        ASSERT_TRUE(is_untouched(actual)) << what << ": wrote past the channels at row " << r << ", channel " << c;
      } else {
        check(r, c, actual);
      }
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

// Compares `rows` rows of `channels` values (row stride `stride` elements) with the reference (dense rows); elements
// between `channels` and `stride` must be untouched.
inline void expect_matches_reference(const std::vector<float>& output, size_t rows, size_t channels, size_t stride,
                                     const reference_result& ref, float min, float max, size_t terms,
                                     const std::string& what) {
  for_each_output(output, rows, channels, stride, what, [&](size_t r, size_t c, float actual) {
    const size_t i = r * channels + c;
    const double expected = std::min(std::max(ref.value[i], double(min)), double(max));
    const double tolerance = double(terms + 2) * 0x1.0p-24 * ref.magnitude[i] + 1.0e-30;
    ASSERT_NEAR(actual, expected, tolerance) << what << ": row " << r << ", channel " << c;
  });
}

// The outputs of one run, as bytes: compared bit for bit between thread counts.
struct run_outputs {
  std::vector<std::vector<unsigned char>> tensors;

  template <class T>
  void add(const T* data, size_t count) {
    const unsigned char* bytes = reinterpret_cast<const unsigned char*>(data);
    tensors.emplace_back(bytes, bytes + count * sizeof(T));
  }
  template <class T>
  void add(const std::vector<T>& tensor) {
    add(tensor.data(), tensor.size());
  }
};

// Runs `run(threadpool, what, &outputs)` once per test thread count; `what` names the case and the thread count.
// `run` checks its results against the reference and adds its outputs, which must be bit-identical across thread
// counts (issue 4: every operator's results are the same for 1, 2 and 8 threads).
template <class Run>
void check_every_thread_count(const std::string& name, Run run) {
  run_outputs first;
  for (size_t threads : test_thread_counts()) {
    const std::string what = name + " at " + std::to_string(threads) + " threads";
    run_outputs outputs;
    run(test_threadpool(threads), what, &outputs);
    if (testing::Test::HasFatalFailure()) return;
    if (threads == test_thread_counts().front()) {
      first = std::move(outputs);
      continue;
    }
    ASSERT_EQ(first.tensors.size(), outputs.tensors.size()) << what;
    for (size_t i = 0; i < first.tensors.size(); i++) {
      ASSERT_TRUE(first.tensors[i] == outputs.tensors[i])
          << what << ": output " << i << " differs from the result at " << test_thread_counts().front() << " thread";
    }
  }
}

// Parameterized cases built from a default case: add(name, set) appends the default case named `name` after `set`
// changed it.
template <class Case>
struct case_list {
  std::vector<Case> cases;
  void add(const std::string& name, const std::function<void(Case&)>& set, const Case& base = Case{}) {
    Case c = base;
    c.name = name;
    set(c);
    cases.push_back(c);
  }
};

// One side of a conv2d_shape padded by `amount`, for the cases that pad one side at a time.
struct padded_side {
  const char* name;  // "top", "right", "bottom" or "left"
  size_t conv2d_shape::*padding;
  size_t amount;
  bool vertical() const { return padding == &conv2d_shape::padding_top || padding == &conv2d_shape::padding_bottom; }
};

// Names a parameterized test after its case's `name`.
struct case_name {
  template <class Case>
  std::string operator()(const testing::TestParamInfo<Case>& info) const {
    return std::string(info.param.name);
  }
};

// What the create-rejection tests vary besides an operator's own arguments.
struct create_args_base {
  bool null_kernel = false, null_out = false;
  float min = -INFINITY, max = INFINITY;
  uint32_t flags = 0;
};

// One rejected create argument: `change` makes one field of valid Args invalid; create must return `expected` and
// no operator.
template <class Args>
struct rejection {
  const char* name;
  std::function<void(Args&)> change;
  xnn_status expected;
};
