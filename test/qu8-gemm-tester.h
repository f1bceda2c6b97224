// Checks one qu8 GEMM or IGEMM kernel call bit for bit against a reference that sums (A - input_zero_point) *
// (W - kernel_zero_point) in exact int32 and requantizes with xnn_requantize_fp32 (one scale, output bounds 0..255).
//
// A, the weights and the zero buffer live in xnn_guarded_buffer (their ends, plus XNN_EXTRA_BYTES, against a
// faulting page); weights are packed with the library's packer. The output buffer is filled with a marker and every
// byte outside the mr x nc block must keep it. The cases every kernel runs are XNN_QU8_GEMM_COMMON_CASES below.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "packing/qu8-gemm-pack.h"
#include "ukernel-params.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"
#include "ukernels/requantization.h"

class Qu8GemmTester {
 public:
  template <class Info>
  Qu8GemmTester& kernel(const Info& row) {
    mr_ = row.mr, nr_ = row.nr, kr_ = row.kr;
    return *this;
  }
  Qu8GemmTester& m(size_t m) { return m_ = m, *this; }
  Qu8GemmTester& n(size_t n) { return n_ = n, *this; }
  Qu8GemmTester& k(size_t k) { return k_ = k, *this; }
  // Strides in bytes; 0 means dense (cn_stride: nr).
  Qu8GemmTester& a_stride(size_t s) { return a_stride_ = s, *this; }
  Qu8GemmTester& cm_stride(size_t s) { return cm_stride_ = s, *this; }
  Qu8GemmTester& cn_stride(size_t s) { return cn_stride_ = s, *this; }
  Qu8GemmTester& input_zero_point(int32_t zp) { return input_zero_point_ = zp, *this; }
  Qu8GemmTester& kernel_zero_point(int32_t zp) { return kernel_zero_point_ = zp, *this; }
  Qu8GemmTester& output_zero_point(int32_t zp) { return output_zero_point_ = zp, *this; }
  Qu8GemmTester& output_min(int32_t v) { return output_min_ = v, *this; }
  Qu8GemmTester& output_max(int32_t v) { return output_max_ = v, *this; }
  // The scale is 2^exponent (exact powers of two make ties of round-half-even); without it, one that maps the
  // results' range onto about the uint8 range, with random variation.
  Qu8GemmTester& scale_exponent(int e) { return scale_exponent_ = e, has_scale_exponent_ = true, *this; }
  // IGEMM only: kernel taps, the pointer that points at the zero buffer (>= ks * mr: none), the pointer rebase.
  Qu8GemmTester& ks(size_t ks) { return ks_ = ks, *this; }
  Qu8GemmTester& zero_index(size_t i) { return zero_index_ = i, *this; }
  Qu8GemmTester& a_offset(size_t bytes) { return a_offset_ = bytes, *this; }

  void test(xnn_qu8_gemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<uint8_t> a((m_ - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    std::vector<const uint8_t*> rows(m_);
    for (size_t i = 0; i < m_; i++) rows[i] = a.data() + i * a_stride;
    const xnn_qs8_minmax_params p = params();
    run(1, rows, [&](const Weights& w, Output& out) {
      fn(m_, n_, k_, a.data(), a_stride, w.packed.data(), out.data.data(), out.cm_stride, out.cn_stride, &p);
    });
  }

  void test(xnn_qu8_igemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    const size_t row_count = ks_ * mr_;
    xnn_guarded_buffer<uint8_t> a(a_offset_ + (row_count - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    xnn_guarded_buffer<uint8_t> zero(k_);
    std::fill(zero.begin(), zero.end(), uint8_t(input_zero_point_));
    std::vector<const uint8_t*> pointers(row_count);
    for (size_t p = 0; p < row_count; p++) pointers[p] = p == zero_index_ ? zero.data() : a.data() + p * a_stride;
    std::vector<const uint8_t*> rows(ks_ * m_);
    for (size_t t = 0; t < ks_; t++) {
      for (size_t i = 0; i < m_; i++) {
        const uint8_t* p = pointers[t * mr_ + i];
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
    std::vector<uint8_t> w;  // [n][tap][k]
    std::vector<int32_t> bias;
    xnn_guarded_buffer<uint8_t> packed;
    explicit Weights(size_t bytes) : packed(bytes, XNN_EXTRA_BYTES, 64) {}
  };
  struct Output {
    std::vector<uint8_t> data;
    size_t cm_stride, cn_stride;
  };
  static constexpr uint8_t kMarker = 0xA5;

  xnn_qs8_minmax_params params() const { return {output_zero_point_, output_min_, output_max_}; }

  void fill_random(uint8_t* p, size_t count) const {
    std::uniform_int_distribution<int> dist(0, 255);
    for (size_t i = 0; i < count; i++) p[i] = uint8_t(dist(rng_));
  }

  template <class Call>
  void run(size_t taps, const std::vector<const uint8_t*>& rows, Call call) const {
    Weights w(xnn_packed_qu8_gemm_size(n_, taps, k_, nr_, kr_));
    w.w.resize(n_ * taps * k_);
    fill_random(w.w.data(), w.w.size());
    w.bias.resize(n_);
    std::uniform_int_distribution<int32_t> bias_dist(-100000, 100000);
    for (int32_t& b : w.bias) b = bias_dist(rng_);

    std::vector<int32_t> acc(m_ * n_);
    int64_t range = 1;
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        int32_t sum = w.bias[j];
        for (size_t t = 0; t < taps; t++) {
          const uint8_t* row = rows[t * m_ + i];
          for (size_t kk = 0; kk < k_; kk++) {
            sum += (int32_t(row[kk]) - input_zero_point_) *
                   (int32_t(w.w[(j * taps + t) * k_ + kk]) - kernel_zero_point_);
          }
        }
        acc[i * n_ + j] = sum;
        range = std::max<int64_t>(range, std::abs(int64_t(sum)));
      }
    }
    std::uniform_real_distribution<float> jitter(0.5f, 1.5f);
    const float scale = has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : 127.0f / float(range) * jitter(rng_);
    xnn_pack_qu8_conv_goki_w(1, n_, taps, k_, nr_, kr_, w.w.data(), w.bias.data(), scale, input_zero_point_,
                             kernel_zero_point_, w.packed.data());

    Output out;
    out.cm_stride = cm_stride_ != 0 ? cm_stride_ : n_;
    out.cn_stride = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t blocks = (n_ + nr_ - 1) / nr_;
    out.data.assign((m_ - 1) * out.cm_stride + (blocks - 1) * out.cn_stride + nr_ + out.cm_stride, kMarker);
    call(w, out);

    std::vector<bool> written(out.data.size(), false);
    const xnn_qs8_minmax_params p = params();
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        const size_t at = i * out.cm_stride + j / nr_ * out.cn_stride + j % nr_;
        written[at] = true;
        ASSERT_EQ(int32_t(out.data[at]), xnn_requantize_fp32(acc[i * n_ + j], scale, p))
            << "row " << i << ", column " << j << " (m " << m_ << ", n " << n_ << ", k " << k_ << ", ks " << taps
            << "), sum " << acc[i * n_ + j] << ", scale " << scale;
      }
    }
    for (size_t at = 0; at < out.data.size(); at++) {
      if (!written[at]) {
        ASSERT_EQ(out.data[at], kMarker) << "byte " << at << " outside the output was written";
      }
    }
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  int32_t input_zero_point_ = 131, kernel_zero_point_ = 120, output_zero_point_ = 127;
  int32_t output_min_ = 0, output_max_ = 255;
  int scale_exponent_ = 0;
  bool has_scale_exponent_ = false;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0;
  mutable std::mt19937 rng_{54321};
};

template <class Info>
class Qu8GemmCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Qu8GemmTester tester() const {
    const Info& p = this->GetParam();
    return Qu8GemmTester().kernel(p).m(p.mr).n(p.nr).k(kr() + 1);
  }
  size_t kr() const { return this->GetParam().kr; }
  size_t mr() const { return this->GetParam().mr; }
  size_t nr() const { return this->GetParam().nr; }
  auto fn() const { return this->GetParam().fn; }
};

// Every m <= mr, n tails up to 2 * nr + 1, k around multiples of kr and one large k, strides of C, the three zero
// points at both extremes (0 and 255), scales 2^-20..2^8 and output saturation at both ends.
#define XNN_QU8_GEMM_COMMON_CASES(Suite)                                                                       \
  TEST_P(Suite, k_up_to_3kr_plus_1) {                                                                          \
    for (size_t k = 1; k <= 3 * kr() + 1; k++) tester().k(k).test(fn());                                        \
  }                                                                                                            \
  TEST_P(Suite, k_large) { tester().k(1000 + kr() / 2).n(2 * nr() + 1).test(fn()); }                           \
  TEST_P(Suite, every_m_and_n) {                                                                               \
    for (size_t m = 1; m <= mr(); m++)                                                                         \
      for (size_t n = 1; n <= 2 * nr() + 1; n++) tester().m(m).n(n).k(2 * kr() + 1).test(fn());               \
  }                                                                                                            \
  TEST_P(Suite, every_m_and_k) {                                                                               \
    for (size_t m = 1; m <= mr(); m++)                                                                         \
      for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).n(nr() + 1).k(k).test(fn());                   \
  }                                                                                                            \
  TEST_P(Suite, strided_cm_cn) {                                                                               \
    for (size_t m = 1; m <= mr(); m++)                                                                         \
      tester().m(m).n(2 * nr() + 1).cm_stride(3 * nr() + 5).cn_stride(nr() + 3).test(fn());                    \
  }                                                                                                            \
  TEST_P(Suite, zero_point_extremes) {                                                                         \
    for (int32_t zp : {0, 255}) {                                                                              \
      tester().input_zero_point(zp).k(3 * kr() + 1).test(fn());                                                \
      tester().kernel_zero_point(zp).k(3 * kr() + 1).test(fn());                                               \
      tester().output_zero_point(zp).test(fn());                                                               \
      tester().input_zero_point(zp).kernel_zero_point(255 - zp).k(1000).test(fn());                            \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, scales_2_pow_minus_20_to_8) {                                                                  \
    for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());                         \
  }                                                                                                            \
  TEST_P(Suite, saturation) {                                                                                  \
    tester().output_min(100).output_max(150).n(2 * nr() + 1).test(fn());                                      \
    tester().output_min(255).n(nr() + 1).test(fn());                                                           \
    tester().output_max(0).n(nr() + 1).test(fn());                                                             \
    tester().output_zero_point(255).output_min(200).n(nr() + 1).scale_exponent(4).test(fn());                 \
    tester().output_zero_point(0).output_max(50).n(nr() + 1).scale_exponent(4).test(fn());                    \
  }
