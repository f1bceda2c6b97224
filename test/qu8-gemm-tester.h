// Checks one qu8 GEMM or IGEMM kernel call bit for bit against a reference that sums (A - input_zero_point) *
// (W - kernel_zero_point) in exact int32 and requantizes with xnn_requantize_fp32 (one scale, output bounds 0..255);
// weights are packed with the library's packer. Shapes, buffers and the output's marker are q8-gemm-tester.h's;
// XNN_QU8_GEMM_QUANTIZATION_CASES adds the three zero points at both extremes (0 and 255) and output saturation at
// both ends to q8-gemm-cases.h's.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "packing/qu8-gemm-pack.h"
#include "q8-gemm-cases.h"
#include "q8-gemm-tester.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"
#include "ukernels/requantization.h"

class Qu8GemmTester : public Q8GemmTester<Qu8GemmTester, uint8_t> {
 public:
  Qu8GemmTester& input_zero_point(int32_t zp) { return input_zero_point_ = zp, *this; }
  Qu8GemmTester& kernel_zero_point(int32_t zp) { return kernel_zero_point_ = zp, *this; }
  Qu8GemmTester& output_zero_point(int32_t zp) { return output_zero_point_ = zp, *this; }
  Qu8GemmTester& output_min(int32_t v) { return output_min_ = v, *this; }
  Qu8GemmTester& output_max(int32_t v) { return output_max_ = v, *this; }

  void test(xnn_qu8_gemm_minmax_ukernel_fn fn) const {
    const GemmInput in(*this);
    const xnn_qs8_minmax_params p = params();
    run(1, in.rows, [&](const uint8_t* packed, OutputBlock<uint8_t>& out) {
      fn(m_, n_, k_, in.a.data(), in.stride, packed, out.data.data(), out.cm, out.cn, &p);
    });
  }

  void test(xnn_qu8_igemm_minmax_ukernel_fn fn) const {
    IgemmInput in(*this);
    std::fill(in.zero.begin(), in.zero.end(), uint8_t(input_zero_point_));
    const xnn_qs8_minmax_params p = params();
    run(ks_, in.rows(*this, in.zero.data()), [&](const uint8_t* packed, OutputBlock<uint8_t>& out) {
      fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), in.pointers.data(), packed, out.data.data(), out.cm, out.cn,
         a_offset_, in.zero.data(), &p);
    });
  }

 private:
  xnn_qs8_minmax_params params() const { return {output_zero_point_, output_min_, output_max_}; }

  template <class Call>
  void run(size_t taps, const std::vector<const uint8_t*>& rows, Call call) const {
    std::vector<uint8_t> w(n_ * taps * k_);  // [n][tap][k]
    fill_random(w.data(), w.size());
    std::vector<int32_t> bias(n_);
    std::uniform_int_distribution<int32_t> bias_dist(-100000, 100000);
    for (int32_t& b : bias) b = bias_dist(rng_);

    std::vector<int32_t> acc(m_ * n_);
    int64_t range = 1;
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        acc[i * n_ + j] = bias[j] + int32_t(dot(rows, taps, w, i, j, input_zero_point_, kernel_zero_point_));
        range = std::max<int64_t>(range, std::abs(int64_t(acc[i * n_ + j])));
      }
    }
    // Without a scale exponent, one that maps the results' range onto about the uint8 range.
    std::uniform_real_distribution<float> jitter(0.5f, 1.5f);
    const float scale = has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : 127.0f / float(range) * jitter(rng_);
    xnn_guarded_buffer<uint8_t> packed(xnn_packed_qu8_gemm_size(n_, taps, k_, nr_, kr_), XNN_EXTRA_BYTES, 64);
    xnn_pack_qu8_conv_goki_w(1, n_, taps, k_, nr_, kr_, w.data(), bias.data(), scale, input_zero_point_,
                             kernel_zero_point_, packed.data());

    OutputBlock<uint8_t> out(*this, uint8_t(0xA5));
    call(packed.data(), out);
    const xnn_qs8_minmax_params p = params();
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        ASSERT_EQ(int32_t(out.at(i, j)), xnn_requantize_fp32(acc[i * n_ + j], scale, p))
            << "row " << i << ", column " << j << " (m " << m_ << ", n " << n_ << ", k " << k_ << ", ks " << taps
            << "), sum " << acc[i * n_ + j] << ", scale " << scale;
      }
    }
    out.expect_marker_outside();
  }

  int32_t input_zero_point_ = 131, kernel_zero_point_ = 120, output_zero_point_ = 127;
  int32_t output_min_ = 0, output_max_ = 255;
};

#define XNN_QU8_GEMM_QUANTIZATION_CASES(Suite)                                                                 \
  TEST_P(Suite, zero_point_extremes) {                                                                         \
    for (int32_t zp : {0, 255}) {                                                                              \
      tester().input_zero_point(zp).k(3 * kr() + 1).test(fn());                                                \
      tester().kernel_zero_point(zp).k(3 * kr() + 1).test(fn());                                               \
      tester().output_zero_point(zp).test(fn());                                                               \
      tester().input_zero_point(zp).kernel_zero_point(255 - zp).k(1000).test(fn());                            \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, saturation) {                                                                                  \
    tester().output_min(100).output_max(150).n(2 * nr() + 1).test(fn());                                      \
    tester().output_min(255).n(nr() + 1).test(fn());                                                           \
    tester().output_max(0).n(nr() + 1).test(fn());                                                             \
    tester().output_zero_point(255).output_min(200).n(nr() + 1).scale_exponent(4).test(fn());                 \
    tester().output_zero_point(0).output_max(50).n(nr() + 1).scale_exponent(4).test(fn());                    \
  }
