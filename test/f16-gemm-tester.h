// Checks one f16 GEMM kernel call (src/ukernels/f16-gemm) against a double-precision reference, with the builder
// interface of GemmTester (gemm-tester.h) so that gemm-cases.h's cases run unchanged.
//
// A, weights and bias are random halves in [-1, 1], packed with xnn_pack_f16_gemm_goi_w. A result must lie within
// one fp16 ulp of the exact (clamped) sum plus the accumulation's rounding bound: (k + 2) * 2^-24 times the sum of
// the terms' magnitudes for fp32 accumulation (f16_f32acc rows), (k + 2) * 2^-11 times it for fp16 accumulation
// (docs/kernels.md, "Half precision"). Padding past A and W is a NaN half, which would poison any result that read
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
    std::vector<uint16_t> b(n_ * k_), bias(n_);
    for (uint16_t& h : b) h = random_half();
    for (uint16_t& h : bias) h = random_half();
    xnn_guarded_buffer<uint16_t> packed(xnn_packed_f32_gemm_size(n_, k_, nr_, kr_, sr_));
    packed.fill(kPadHalf);
    xnn_pack_f16_gemm_goi_w(1, n_, k_, nr_, kr_, sr_, b.data(), bias.data(), packed.data());

    std::vector<double> ref(m_ * n_), magnitude(m_ * n_);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        double sum = xnn_f16_to_f32(bias[j]);
        double mag = std::abs(sum);
        for (size_t kk = 0; kk < k_; kk++) {
          const double p = double(xnn_f16_to_f32(a[i * a_stride + kk])) * double(xnn_f16_to_f32(b[j * k_ + kk]));
          sum += p, mag += std::abs(p);
        }
        ref[i * n_ + j] = sum, magnitude[i * n_ + j] = mag;
        if (!std::isnan(sum)) lo = std::min(lo, sum), hi = std::max(hi, sum);
      }
    }
    xnn_f16_minmax_params params;
    params.min = qmin_ == 0 ? 0xFC00 : xnn_f32_to_f16(float(lo + (hi - lo) * qmin_ / 255.0));
    params.max = qmax_ == 255 ? 0x7C00 : xnn_f32_to_f16(float(hi - (hi - lo) * (255 - qmax_) / 255.0));

    const size_t cn_stride = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t row_extent = (n_ - 1) / nr_ * cn_stride + (n_ - 1) % nr_ + 1;
    const size_t cm_stride = cm_stride_ != 0 ? cm_stride_ : row_extent;
    std::vector<uint16_t> c((m_ - 1) * cm_stride + row_extent, kUntouched);
    fn(m_, n_, k_ * sizeof(uint16_t), a.data(), a_stride * sizeof(uint16_t), packed.data(), c.data(),
       cm_stride * sizeof(uint16_t), cn_stride * sizeof(uint16_t), &params);

    const double unit = fp16_acc_ ? 0x1.0p-11 : 0x1.0p-24;
    std::vector<bool> written(c.size(), false);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        const size_t index = i * cm_stride + j / nr_ * cn_stride + j % nr_;
        written[index] = true;
        const float got = xnn_f16_to_f32(c[index]);
        if (std::isnan(ref[i * n_ + j])) {
          ASSERT_TRUE(std::isnan(got)) << describe() << ": NaN lost at row " << i << ", column " << j;
          continue;
        }
        const double expected = std::min(std::max(ref[i * n_ + j], double(xnn_f16_to_f32(params.min))),
                                         double(xnn_f16_to_f32(params.max)));
        const double tolerance = ulp(expected) + double(k_ + 2) * unit * magnitude[i * n_ + j];
        ASSERT_NEAR(got, expected, tolerance) << describe() << " at row " << i << ", column " << j;
      }
    }
    for (size_t index = 0; index < c.size(); index++) {
      if (!written[index]) {
        ASSERT_EQ(c[index], kUntouched) << describe() << ": wrote outside the output block, at element " << index;
      }
    }
  }

 private:
  static constexpr uint16_t kPadHalf = 0x7E00;    // quiet NaN
  static constexpr uint16_t kUntouched = 0x7DAD;  // a signalling NaN: no kernel produces one

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
    s << "m=" << m_ << " n=" << n_ << " k=" << k_ << " a_stride=" << a_stride_ << " cm_stride=" << cm_stride_
      << " cn_stride=" << cn_stride_ << " qmin=" << int(qmin_) << " qmax=" << int(qmax_) << " nan_row=" << nan_row_;
    return s.str();
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  uint8_t qmin_ = 0, qmax_ = 255;
  size_t nan_row_ = SIZE_MAX;
  bool fp16_acc_ = false;
  mutable std::mt19937 rng_{12345};
};
