// What every 8-bit GEMM and IGEMM tester shares (qs8-gemm-tester.h, qu8-gemm-tester.h, qd8-gemm-tester.h): the
// problem's shape and strides, A in xnn_guarded_buffer (its end, plus XNN_EXTRA_BYTES, against a faulting page) with
// the rows the reference reads, the exact integer dot product, and an output block filled with a marker that every
// element outside the m x n block must keep. A family's tester (Tester, derived from this) adds its quantization
// parameters, its packing and its reference output stage.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"

template <class Tester, class Input>
class Q8GemmTester {
 public:
  // The kernel's tile from its table row.
  template <class Info>
  Tester& kernel(const Info& row) {
    mr_ = row.mr, nr_ = row.nr, kr_ = row.kr, sr_ = row.sr;
    return self();
  }
  Tester& m(size_t m) { return m_ = m, self(); }
  Tester& n(size_t n) { return n_ = n, self(); }
  Tester& k(size_t k) { return k_ = k, self(); }
  // Strides in elements; 0 means dense (cn_stride: nr).
  Tester& a_stride(size_t s) { return a_stride_ = s, self(); }
  Tester& cm_stride(size_t s) { return cm_stride_ = s, self(); }
  Tester& cn_stride(size_t s) { return cn_stride_ = s, self(); }
  // Scales 2^exponent (exact powers of two make ties of round-half-even); without it, the family's random scales.
  Tester& scale_exponent(int e) { return scale_exponent_ = e, has_scale_exponent_ = true, self(); }
  // IGEMM only: kernel taps, the pointer that points at the zero buffer (>= ks * mr: none), the pointer rebase.
  Tester& ks(size_t ks) { return ks_ = ks, self(); }
  Tester& zero_index(size_t i) { return zero_index_ = i, self(); }
  Tester& a_offset(size_t bytes) { return a_offset_ = bytes, self(); }

 protected:
  // A for a GEMM call: m rows a_stride apart; rows[i] is row i.
  struct GemmInput {
    explicit GemmInput(const Q8GemmTester& t)
        : stride(t.a_stride_ != 0 ? t.a_stride_ : t.k_), a((t.m_ - 1) * stride + t.k_), rows(t.m_) {
      t.fill_random(a.data(), a.size());
      for (size_t i = 0; i < t.m_; i++) rows[i] = a.data() + i * stride;
    }
    size_t stride;
    xnn_guarded_buffer<Input> a;
    std::vector<const Input*> rows;
  };

  // A for an IGEMM call: ks * mr pointers (every one the kernel reads is valid) into rows after a_offset bytes the
  // kernel adds back, the one at zero_index at `zero` instead.
  struct IgemmInput {
    explicit IgemmInput(const Q8GemmTester& t)
        : stride(t.a_stride_ != 0 ? t.a_stride_ : t.k_),
          a(t.a_offset_ + (t.ks_ * t.mr_ - 1) * stride + t.k_),
          zero(t.k_),
          pointers(t.ks_ * t.mr_) {
      t.fill_random(a.data(), a.size());
      for (size_t p = 0; p < pointers.size(); p++) {
        pointers[p] = p == t.zero_index_ ? zero.data() : a.data() + p * stride;
      }
    }
    // The reference's rows, tap-major: tap t, row i reads pointers[t * mr + i], rebased, or `zero_row` where that
    // pointer is `zero`.
    std::vector<const Input*> rows(const Q8GemmTester& t, const Input* zero_row) const {
      std::vector<const Input*> rows(t.ks_ * t.m_);
      for (size_t tap = 0; tap < t.ks_; tap++) {
        for (size_t i = 0; i < t.m_; i++) {
          const Input* p = pointers[tap * t.mr_ + i];
          rows[tap * t.m_ + i] = p == zero.data() ? zero_row : p + t.a_offset_;
        }
      }
      return rows;
    }
    size_t stride;
    xnn_guarded_buffer<Input> a, zero;
    std::vector<const Input*> pointers;
  };

  // The m x n output block at cm_stride / cn_stride (elements), every other element the marker.
  template <class Output>
  struct OutputBlock {
    OutputBlock(const Q8GemmTester& t, Output marker)
        : nr(t.nr_), cm(t.cm_stride_ != 0 ? t.cm_stride_ : t.n_), cn(t.cn_stride_ != 0 ? t.cn_stride_ : t.nr_),
          marker(marker) {
      const size_t blocks = (t.n_ + nr - 1) / nr;
      data.assign((t.m_ - 1) * cm + (blocks - 1) * cn + nr + cm, marker);
      written.assign(data.size(), false);
    }
    // Output (i, j), marked as one the kernel writes.
    Output& at(size_t i, size_t j) {
      const size_t index = i * cm + j / nr * cn + j % nr;
      written[index] = true;
      return data[index];
    }
    void expect_marker_outside() const {
      for (size_t index = 0; index < data.size(); index++) {
        if (!written[index]) {
          ASSERT_EQ(std::memcmp(&data[index], &marker, sizeof(Output)), 0)
              << "element " << index << " outside the output was written";
        }
      }
    }
    size_t nr, cm, cn;
    Output marker;
    std::vector<Output> data;
    std::vector<bool> written;
  };

  // The exact sum over taps and k of (A - a_zero_point) * (W - w_zero_point) for output (i, j); rows as above,
  // w is [n][tap][k].
  template <class Weight>
  int64_t dot(const std::vector<const Input*>& rows, size_t taps, const std::vector<Weight>& w, size_t i, size_t j,
              int32_t a_zero_point, int32_t w_zero_point = 0) const {
    int64_t sum = 0;
    for (size_t t = 0; t < taps; t++) {
      const Input* row = rows[t * m_ + i];
      const Weight* column = w.data() + (j * taps + t) * k_;
      for (size_t kk = 0; kk < k_; kk++) {
        sum += (int64_t(row[kk]) - a_zero_point) * (int64_t(column[kk]) - w_zero_point);
      }
    }
    return sum;
  }

  template <class T>
  void fill_random(T* p, size_t count) const {
    std::uniform_int_distribution<int> dist(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
    for (size_t i = 0; i < count; i++) p[i] = T(dist(rng_));
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  int scale_exponent_ = 0;
  bool has_scale_exponent_ = false;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0;
  mutable std::mt19937 rng_{12345};

 private:
  Tester& self() { return static_cast<Tester&>(*this); }
};
