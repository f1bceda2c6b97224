// What every operator test shares: thread pools of 1, 2 and 8 threads, random tensors with the XNN_EXTRA_BYTES tail,
// and the comparison of an operator's output with a reference result.
#pragma once

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
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

// Compares `rows` rows of `channels` values (row stride `stride` elements) with the reference (dense rows); elements
// between `channels` and `stride` must be untouched.
inline void expect_matches_reference(const std::vector<float>& output, size_t rows, size_t channels, size_t stride,
                                     const reference_result& ref, float min, float max, size_t terms,
                                     const std::string& what) {
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < stride; c++) {
      const float actual = output[r * stride + c];
      if (c >= channels) {
        ASSERT_TRUE(is_untouched(actual)) << what << ": wrote past the channels at row " << r << ", channel " << c;
        continue;
      }
      const size_t i = r * channels + c;
      const double expected = std::min(std::max(ref.value[i], double(min)), double(max));
      const double tolerance = double(terms + 2) * 0x1.0p-24 * ref.magnitude[i] + 1.0e-30;
      ASSERT_NEAR(actual, expected, tolerance) << what << ": row " << r << ", channel " << c;
    }
  }
}

inline void expect_bit_identical(const std::vector<float>& a, const std::vector<float>& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size());
  ASSERT_EQ(0, std::memcmp(a.data(), b.data(), a.size() * sizeof(float))) << what << ": results differ between "
                                                                          << "thread counts";
}
