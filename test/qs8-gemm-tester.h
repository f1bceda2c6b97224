// Checks one qs8-qc8w GEMM or IGEMM kernel call bit for bit against a reference that sums in exact int32 and
// requantizes with xnn_requantize_fp32.
//
// A, the weights and the zero buffer live in xnn_guarded_buffer (their ends, plus XNN_EXTRA_BYTES, against a
// faulting page); weights are packed with the library's packer and the row's a_offset. The output buffer is filled
// with a marker and every byte outside the mr x nc block must keep it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "packing/qs8-gemm-pack.h"
#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"
#include "ukernels/requantization.h"

class Qs8GemmTester {
 public:
  template <class Info>
  Qs8GemmTester& kernel(const Info& row) {
    mr_ = row.mr, nr_ = row.nr, kr_ = row.kr, sr_ = row.sr, packing_a_offset_ = row.a_offset;
    return *this;
  }
  Qs8GemmTester& m(size_t m) { return m_ = m, *this; }
  Qs8GemmTester& n(size_t n) { return n_ = n, *this; }
  Qs8GemmTester& k(size_t k) { return k_ = k, *this; }
  // Strides in bytes; 0 means dense (cn_stride: nr).
  Qs8GemmTester& a_stride(size_t s) { return a_stride_ = s, *this; }
  Qs8GemmTester& cm_stride(size_t s) { return cm_stride_ = s, *this; }
  Qs8GemmTester& cn_stride(size_t s) { return cn_stride_ = s, *this; }
  Qs8GemmTester& input_zero_point(int32_t zp) { return input_zero_point_ = zp, *this; }
  Qs8GemmTester& output_zero_point(int32_t zp) { return output_zero_point_ = zp, *this; }
  Qs8GemmTester& output_min(int32_t v) { return output_min_ = v, *this; }
  Qs8GemmTester& output_max(int32_t v) { return output_max_ = v, *this; }
  // Every channel's scale is 2^exponent (exact powers of two make ties of round-half-even); without it, each
  // channel's scale maps its results' range onto about the int8 range, with random variation.
  Qs8GemmTester& scale_exponent(int e) { return scale_exponent_ = e, has_scale_exponent_ = true, *this; }
  // IGEMM only: kernel taps, the pointer that points at the zero buffer (>= ks * mr: none), the pointer rebase.
  Qs8GemmTester& ks(size_t ks) { return ks_ = ks, *this; }
  Qs8GemmTester& zero_index(size_t i) { return zero_index_ = i, *this; }
  Qs8GemmTester& a_offset(size_t bytes) { return a_offset_ = bytes, *this; }

  void test(xnn_qs8_qc8w_gemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<int8_t> a((m_ - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    std::vector<const int8_t*> rows(m_);
    for (size_t i = 0; i < m_; i++) rows[i] = a.data() + i * a_stride;
    const xnn_qs8_minmax_params p = params();
    run(1, rows, [&](const Weights& w, Output& out) {
      fn(m_, n_, k_, a.data(), a_stride, w.packed.data(), out.data.data(), out.cm_stride, out.cn_stride, &p);
    });
  }

  void test(xnn_qs8_qc8w_igemm_minmax_ukernel_fn fn) const {
    // ks * mr rows of A (every pointer the kernel reads is valid), after a_offset bytes the kernel adds back.
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    const size_t row_count = ks_ * mr_;
    xnn_guarded_buffer<int8_t> a(a_offset_ + (row_count - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    xnn_guarded_buffer<int8_t> zero(k_);
    std::fill(zero.begin(), zero.end(), int8_t(input_zero_point_));
    std::vector<const int8_t*> pointers(row_count);
    for (size_t p = 0; p < row_count; p++) pointers[p] = p == zero_index_ ? zero.data() : a.data() + p * a_stride;
    // The reference's rows: tap t, row i reads pointers[t * mr + i], rebased unless it is the zero buffer.
    std::vector<const int8_t*> rows(ks_ * m_);
    for (size_t t = 0; t < ks_; t++) {
      for (size_t i = 0; i < m_; i++) {
        const int8_t* p = pointers[t * mr_ + i];
        rows[t * m_ + i] = p == zero.data() ? p : p + a_offset_;
      }
    }
    const xnn_qs8_minmax_params p = params();
    run(ks_, rows, [&](const Weights& w, Output& out) {
      fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), pointers.data(), w.packed.data(), out.data.data(), out.cm_stride,
         out.cn_stride, a_offset_, zero.data(), &p);
    });
  }

 private:
  struct Weights {
    std::vector<int8_t> w;  // [n][tap][k]
    std::vector<int32_t> bias;
    xnn_guarded_buffer<int8_t> packed;
    explicit Weights(size_t bytes) : packed(bytes, XNN_EXTRA_BYTES, 64) {}
  };
  struct Output {
    std::vector<int8_t> data;
    size_t cm_stride, cn_stride;
  };
  static constexpr int8_t kMarker = int8_t(0x5A);

  xnn_qs8_minmax_params params() const { return {output_zero_point_, output_min_, output_max_}; }

  void fill_random(int8_t* p, size_t count) const {
    std::uniform_int_distribution<int> dist(-128, 127);
    for (size_t i = 0; i < count; i++) p[i] = int8_t(dist(rng_));
  }

  // rows: taps * m pointers, tap-major, to the A rows the reference reads.
  template <class Call>
  void run(size_t taps, const std::vector<const int8_t*>& rows, Call call) const {
    const size_t packed_bytes = xnn_packed_qs8_qc8w_gemm_size(n_, taps, k_, nr_, kr_, sr_);
    Weights w(packed_bytes);
    w.w.resize(n_ * taps * k_);
    fill_random(w.w.data(), w.w.size());
    w.bias.resize(n_);
    std::uniform_int_distribution<int32_t> bias_dist(-100000, 100000);
    for (int32_t& b : w.bias) b = bias_dist(rng_);

    // Exact sums: bias + sum (A - input_zero_point) * W.
    std::vector<int32_t> acc(m_ * n_);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        int32_t sum = w.bias[j];
        for (size_t t = 0; t < taps; t++) {
          const int8_t* row = rows[t * m_ + i];
          for (size_t kk = 0; kk < k_; kk++) {
            sum += (int32_t(row[kk]) - input_zero_point_) * int32_t(w.w[(j * taps + t) * k_ + kk]);
          }
        }
        acc[i * n_ + j] = sum;
      }
    }
    std::vector<float> scale(n_);
    std::uniform_real_distribution<float> jitter(0.5f, 1.5f);
    for (size_t j = 0; j < n_; j++) {
      if (has_scale_exponent_) {
        scale[j] = std::ldexp(1.0f, scale_exponent_);
      } else {
        int64_t range = 1;
        for (size_t i = 0; i < m_; i++) range = std::max<int64_t>(range, std::abs(int64_t(acc[i * n_ + j])));
        scale[j] = 127.0f / float(range) * jitter(rng_);
      }
    }
    if (taps == 1) {
      xnn_pack_qs8_qc8w_gemm_goi_w(1, n_, k_, nr_, kr_, sr_, w.w.data(), w.bias.data(), scale.data(),
                                   input_zero_point_, packing_a_offset_, w.packed.data());
    } else {
      xnn_pack_qs8_qc8w_conv_goki_w(1, n_, taps, k_, nr_, kr_, sr_, w.w.data(), w.bias.data(), scale.data(),
                                    input_zero_point_, packing_a_offset_, w.packed.data());
    }

    Output out;
    out.cm_stride = cm_stride_ != 0 ? cm_stride_ : n_;
    out.cn_stride = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t blocks = (n_ + nr_ - 1) / nr_;
    const size_t last_row = (m_ - 1) * out.cm_stride;
    out.data.assign(last_row + (blocks - 1) * out.cn_stride + nr_ + out.cm_stride, kMarker);
    call(w, out);

    std::vector<bool> written(out.data.size(), false);
    const xnn_qs8_minmax_params p = params();
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        const size_t at = i * out.cm_stride + j / nr_ * out.cn_stride + j % nr_;
        written[at] = true;
        const int32_t expected = xnn_requantize_fp32(acc[i * n_ + j], scale[j], p);
        ASSERT_EQ(int32_t(out.data[at]), expected)
            << "row " << i << ", column " << j << " (m " << m_ << ", n " << n_ << ", k " << k_ << ", ks " << taps
            << "), sum " << acc[i * n_ + j] << ", scale " << scale[j];
      }
    }
    for (size_t at = 0; at < out.data.size(); at++) {
      if (!written[at]) {
        ASSERT_EQ(out.data[at], kMarker) << "byte " << at << " outside the output was written";
      }
    }
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  int32_t packing_a_offset_ = 0;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  int32_t input_zero_point_ = 3, output_zero_point_ = -5;
  int32_t output_min_ = -128, output_max_ = 127;
  int scale_exponent_ = 0;
  bool has_scale_exponent_ = false;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0;
  mutable std::mt19937 rng_{12345};
};
