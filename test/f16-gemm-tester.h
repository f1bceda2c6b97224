// Checks one f16 GEMM or IGEMM kernel call (src/ukernels/f16-gemm) against a double-precision reference, with the
// builder interface of GemmTester (gemm-tester.h) so that gemm-cases.h's cases run unchanged.
//
// A, weights and bias are random halves in [-1, 1], packed with xnn_pack_f16_conv_goki_w (ks taps; GEMM: one). A
// result must lie within one fp16 ulp of the exact (clamped) sum plus the accumulation's rounding bound:
// (k * ks + 2) * 2^-24 times the sum of the terms' magnitudes for fp32 accumulation (f16_f32acc rows),
// (k * ks + 2) * 2^-11 times it for fp16 accumulation (docs/kernels.md, "Half precision"). Padding past A and W is a NaN half, which would poison any result that read
// it; the output is pre-filled with a signalling NaN no kernel produces, which every element outside the mr x nc
// block must keep; buffers end against guard pages (guarded-buffer.h).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "packing/f16-gemm-pack.h"
#include "packing/gemm-pack.h"
#include "ukernels/f16-gemm/f16-gemm.h"
#include "ukernels/f16-vcvt/half.h"

class F16GemmTester {
 public:
  F16GemmTester& tile(size_t mr, size_t nr, size_t kr, size_t sr) {
    mr_ = mr, nr_ = nr, kr_ = kr, sr_ = sr;
    return *this;
  }
  F16GemmTester& m(size_t m) { return m_ = m, *this; }
  F16GemmTester& n(size_t n) { return n_ = n, *this; }
  F16GemmTester& k(size_t k) { return k_ = k, *this; }
  // Strides in elements; 0 means dense.
  F16GemmTester& a_stride(size_t s) { return a_stride_ = s, *this; }
  F16GemmTester& cm_stride(size_t s) { return cm_stride_ = s, *this; }
  F16GemmTester& cn_stride(size_t s) { return cn_stride_ = s, *this; }
  // Output clamp, as a position 0..255 in the range of the unclamped results (0 / 255 = no clamp).
  F16GemmTester& qmin(uint8_t q) { return qmin_ = q, *this; }
  F16GemmTester& qmax(uint8_t q) { return qmax_ = q, *this; }
  // IGEMM only: kernel taps, the row that points at the zero buffer, and the pointer rebase.
  F16GemmTester& ks(size_t ks) { return ks_ = ks, *this; }
  F16GemmTester& zero_index(size_t i) { return zero_index_ = i, *this; }
  F16GemmTester& a_offset(size_t elements) { return a_offset_ = elements, *this; }
  // Puts a NaN into the first A value of output row i: that row must come out NaN, clamped or not.
  F16GemmTester& nan_row(size_t i) { return nan_row_ = i, *this; }
  // fp16 accumulation (native f16 rows): the looser bound.
  F16GemmTester& fp16_accumulation(bool on) { return fp16_acc_ = on, *this; }

  void test(xnn_f16_gemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<uint16_t> a((m_ - 1) * a_stride + k_);
    a.fill(kPadHalf);
    for (size_t i = 0; i < m_; i++) {
      for (size_t kk = 0; kk < k_; kk++) a[i * a_stride + kk] = random_half();
    }
    if (nan_row_ < m_) a[nan_row_ * a_stride] = kPadHalf;
    const Weights w(*this, 1);
    Output out = make_output([&](size_t i, size_t j, double& sum, double& magnitude) {
      for (size_t kk = 0; kk < k_; kk++) accumulate(a[i * a_stride + kk], w.b[j * k_ + kk], sum, magnitude);
    }, w);
    fn(m_, n_, k_ * sizeof(uint16_t), a.data(), a_stride * sizeof(uint16_t), w.packed.data(), out.c.data(),
       out.cm_stride * sizeof(uint16_t), out.cn_stride * sizeof(uint16_t), &out.params);
    check(out);
  }

  void test(xnn_f16_igemm_minmax_ukernel_fn fn) const {
    // ks * mr distinct rows of A, each k halves, addressed through the indirection buffer.
    xnn_guarded_buffer<uint16_t> a(ks_ * mr_ * k_ + a_offset_);
    a.fill(kPadHalf);
    for (size_t i = 0; i < ks_ * mr_ * k_; i++) a[a_offset_ + i] = random_half();
    xnn_guarded_buffer<uint16_t> zero(k_);
    zero.fill(0);
    // The kernel reads exactly ks bytes of pointers: no slack.
    xnn_guarded_buffer<const uint16_t*> indirection(ks_ * mr_, 0);
    std::vector<size_t> row_of(ks_ * mr_);  // which row of A each pointer means; SIZE_MAX = zero row
    std::vector<size_t> order(ks_ * mr_);
    for (size_t i = 0; i < order.size(); i++) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng_);
    for (size_t tap = 0; tap < ks_; tap++) {
      for (size_t i = 0; i < mr_; i++) {
        const size_t slot = tap * mr_ + i;
        const size_t src_i = i < m_ ? i : m_ - 1;  // rows past m repeat the last row
        row_of[slot] = src_i == zero_index_ ? SIZE_MAX : order[tap * mr_ + src_i];
        // Pointers are stored a_offset elements early; the kernel adds a_offset to all but the zero row.
        indirection[slot] = row_of[slot] == SIZE_MAX ? zero.data() : a.data() + row_of[slot] * k_;
      }
    }
    if (nan_row_ < m_ && row_of[nan_row_] != SIZE_MAX) a[a_offset_ + row_of[nan_row_] * k_] = kPadHalf;
    const Weights w(*this, ks_);
    Output out = make_output([&](size_t i, size_t j, double& sum, double& magnitude) {
      for (size_t tap = 0; tap < ks_; tap++) {
        const size_t row = row_of[tap * mr_ + i];
        if (row == SIZE_MAX) continue;
        for (size_t kk = 0; kk < k_; kk++) {
          accumulate(a[a_offset_ + row * k_ + kk], w.b[(j * ks_ + tap) * k_ + kk], sum, magnitude);
        }
      }
    }, w);
    fn(m_, n_, k_ * sizeof(uint16_t), ks_ * mr_ * sizeof(void*), indirection.data(), w.packed.data(), out.c.data(),
       out.cm_stride * sizeof(uint16_t), out.cn_stride * sizeof(uint16_t), a_offset_ * sizeof(uint16_t), zero.data(),
       &out.params);
    check(out);
  }

 private:
  static constexpr uint16_t kPadHalf = 0x7E00;    // quiet NaN
  static constexpr uint16_t kUntouched = 0x7DAD;  // a signalling NaN: no kernel produces one

  // Random weights and bias in halves, packed into a buffer that ends (plus XNN_EXTRA_BYTES of NaN) at a guard page.
  struct Weights {
    Weights(const F16GemmTester& t, size_t taps)
        : b(t.n_ * taps * t.k_), bias(t.n_), packed(xnn_packed_f32_conv_size(t.n_, taps, t.k_, t.nr_, t.kr_, t.sr_)) {
      for (uint16_t& h : b) h = t.random_half();
      for (uint16_t& h : bias) h = t.random_half();
      packed.fill(kPadHalf);
      xnn_pack_f16_conv_goki_w(1, t.n_, taps, t.k_, t.nr_, t.kr_, t.sr_, b.data(), bias.data(), packed.data());
    }
    std::vector<uint16_t> b;     // [n][ks][k]
    std::vector<uint16_t> bias;  // [n]
    xnn_guarded_buffer<uint16_t> packed;
  };
  struct Output {
    std::vector<uint16_t> c;
    size_t cm_stride, cn_stride;
    xnn_f16_minmax_params params;
    std::vector<double> ref, magnitude;  // [m][n], unclamped
  };

  static void accumulate(uint16_t a, uint16_t b, double& sum, double& magnitude) {
    const double p = double(xnn_f16_to_f32(a)) * double(xnn_f16_to_f32(b));
    sum += p, magnitude += std::abs(p);
  }

  // The output buffer, the reference (terms(i, j, sum, magnitude) adds row i's products for column j to the bias)
  // and the clamp derived from qmin/qmax and the reference range.
  template <class Terms>
  Output make_output(Terms terms, const Weights& w) const {
    Output out;
    out.ref.resize(m_ * n_);
    out.magnitude.resize(m_ * n_);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        double sum = xnn_f16_to_f32(w.bias[j]);
        double magnitude = std::abs(sum);
        terms(i, j, sum, magnitude);
        out.ref[i * n_ + j] = sum, out.magnitude[i * n_ + j] = magnitude;
        if (!std::isnan(sum)) lo = std::min(lo, sum), hi = std::max(hi, sum);
      }
    }
    out.params.min = qmin_ == 0 ? 0xFC00 : xnn_f32_to_f16(float(lo + (hi - lo) * qmin_ / 255.0));
    out.params.max = qmax_ == 255 ? 0x7C00 : xnn_f32_to_f16(float(hi - (hi - lo) * (255 - qmax_) / 255.0));
    out.cn_stride = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t row_extent = (n_ - 1) / nr_ * out.cn_stride + (n_ - 1) % nr_ + 1;
    out.cm_stride = cm_stride_ != 0 ? cm_stride_ : row_extent;
    out.c.assign((m_ - 1) * out.cm_stride + row_extent, kUntouched);
    return out;
  }

  void check(const Output& out) const {
    const double unit = fp16_acc_ ? 0x1.0p-11 : 0x1.0p-24;
    std::vector<bool> written(out.c.size(), false);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        const size_t index = i * out.cm_stride + j / nr_ * out.cn_stride + j % nr_;
        written[index] = true;
        const float got = xnn_f16_to_f32(out.c[index]);
        if (std::isnan(out.ref[i * n_ + j])) {
          ASSERT_TRUE(std::isnan(got)) << describe() << ": NaN lost at row " << i << ", column " << j;
          continue;
        }
        const double expected = std::min(std::max(out.ref[i * n_ + j], double(xnn_f16_to_f32(out.params.min))),
                                         double(xnn_f16_to_f32(out.params.max)));
        const double tolerance = ulp(expected) + double(k_ * ks_ + 2) * unit * out.magnitude[i * n_ + j];
        ASSERT_NEAR(got, expected, tolerance) << describe() << " at row " << i << ", column " << j;
      }
    }
    for (size_t index = 0; index < out.c.size(); index++) {
      if (!written[index]) {
        ASSERT_EQ(out.c[index], kUntouched) << describe() << ": wrote outside the output block, at element " << index;
      }
    }
  }

  // The spacing of halves at |x| (2^-24 in the subnormal range).
  static double ulp(double x) {
    const double ax = std::abs(x);
    if (ax < 0x1.0p-14) return 0x1.0p-24;
    return std::ldexp(1.0, std::ilogb(ax) - 10);
  }

  uint16_t random_half() const {
    return xnn_f32_to_f16(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng_));
  }

  std::string describe() const {
    std::ostringstream s;
    s << "m=" << m_ << " n=" << n_ << " k=" << k_ << " ks=" << ks_ << " a_stride=" << a_stride_
      << " cm_stride=" << cm_stride_ << " cn_stride=" << cn_stride_ << " qmin=" << int(qmin_)
      << " qmax=" << int(qmax_) << " zero_index=" << zero_index_ << " a_offset=" << a_offset_
      << " nan_row=" << nan_row_;
    return s.str();
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  uint8_t qmin_ = 0, qmax_ = 255;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0, nan_row_ = SIZE_MAX;
  bool fp16_acc_ = false;
  mutable std::mt19937 rng_{12345};
};
