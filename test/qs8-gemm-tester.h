// Checks one qs8-qc8w GEMM or IGEMM kernel call bit for bit against a reference that sums in exact int32 and
// requantizes with xnn_requantize_fp32 (a scale per channel); weights are packed with the library's packer and the
// row's a_offset. Shapes, buffers and the output's marker are q8-gemm-tester.h's; XNN_QS8_GEMM_CASES adds the zero
// points at both extremes (-128 and 127) and output saturation at both ends to q8-gemm-cases.h's.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "packing/qs8-gemm-pack.h"
#include "q8-gemm-cases.h"
#include "q8-gemm-tester.h"
#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"
#include "ukernels/requantization.h"

template <class Fn>
void PrintTo(const xnn_qs8_gemm_ukernel_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

class Qs8GemmTester : public Q8GemmTester<Qs8GemmTester, int8_t> {
 public:
  template <class Info>
  Qs8GemmTester& kernel(const Info& row) {
    packing_a_offset_ = row.a_offset;
    return Q8GemmTester::kernel(row);
  }
  Qs8GemmTester& input_zero_point(int32_t zp) { return input_zero_point_ = zp, *this; }
  Qs8GemmTester& output_zero_point(int32_t zp) { return output_zero_point_ = zp, *this; }
  Qs8GemmTester& output_min(int32_t v) { return output_min_ = v, *this; }
  Qs8GemmTester& output_max(int32_t v) { return output_max_ = v, *this; }

  void test(xnn_qs8_qc8w_gemm_minmax_ukernel_fn fn) const {
    const GemmInput in(*this);
    const xnn_qs8_minmax_params p = params();
    run(1, in.rows, [&](const int8_t* packed, OutputBlock<int8_t>& out) {
      fn(m_, n_, k_, in.a.data(), in.stride, packed, out.data.data(), out.cm, out.cn, &p);
    });
  }

  void test(xnn_qs8_qc8w_igemm_minmax_ukernel_fn fn) const {
    IgemmInput in(*this);
    std::fill(in.zero.begin(), in.zero.end(), int8_t(input_zero_point_));
    const xnn_qs8_minmax_params p = params();
    run(ks_, in.rows(*this, in.zero.data()), [&](const int8_t* packed, OutputBlock<int8_t>& out) {
      fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), in.pointers.data(), packed, out.data.data(), out.cm, out.cn,
         a_offset_, in.zero.data(), &p);
    });
  }

 private:
  xnn_qs8_minmax_params params() const { return {output_zero_point_, output_min_, output_max_}; }

  template <class Call>
  void run(size_t taps, const std::vector<const int8_t*>& rows, Call call) const {
    std::vector<int8_t> w(n_ * taps * k_);  // [n][tap][k]
    fill_random(w.data(), w.size());
    std::vector<int32_t> bias(n_);
    std::uniform_int_distribution<int32_t> bias_dist(-100000, 100000);
    for (int32_t& b : bias) b = bias_dist(rng_);

    std::vector<int32_t> acc(m_ * n_);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) acc[i * n_ + j] = bias[j] + int32_t(dot(rows, taps, w, i, j, input_zero_point_));
    }
    // Without a scale exponent, each channel's scale maps its results' range onto about the int8 range.
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
    xnn_guarded_buffer<int8_t> packed(xnn_packed_qs8_qc8w_gemm_size(n_, taps, k_, nr_, kr_, sr_), XNN_EXTRA_BYTES, 64);
    if (taps == 1) {
      xnn_pack_qs8_qc8w_gemm_goi_w(1, n_, k_, nr_, kr_, sr_, w.data(), bias.data(), scale.data(), input_zero_point_,
                                   packing_a_offset_, packed.data());
    } else {
      xnn_pack_qs8_qc8w_conv_goki_w(1, n_, taps, k_, nr_, kr_, sr_, w.data(), bias.data(), scale.data(),
                                    input_zero_point_, packing_a_offset_, packed.data());
    }

    OutputBlock<int8_t> out(*this, int8_t(0x5A));
    call(packed.data(), out);
    const xnn_qs8_minmax_params p = params();
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        ASSERT_EQ(int32_t(out.at(i, j)), xnn_requantize_fp32(acc[i * n_ + j], scale[j], p))
            << "row " << i << ", column " << j << " (m " << m_ << ", n " << n_ << ", k " << k_ << ", ks " << taps
            << "), sum " << acc[i * n_ + j] << ", scale " << scale[j];
      }
    }
    out.expect_marker_outside();
  }

  int32_t packing_a_offset_ = 0;
  int32_t input_zero_point_ = 3, output_zero_point_ = -5;
  int32_t output_min_ = -128, output_max_ = 127;
};

#define XNN_QS8_GEMM_QUANTIZATION_CASES(Suite)                                                                 \
  TEST_P(Suite, input_zero_point_extremes) {                                                                   \
    tester().input_zero_point(-128).k(3 * kr() + 1).test(fn());                                                \
    tester().input_zero_point(127).k(3 * kr() + 1).test(fn());                                                 \
  }                                                                                                            \
  TEST_P(Suite, output_zero_point_extremes) {                                                                  \
    tester().output_zero_point(-128).test(fn());                                                               \
    tester().output_zero_point(127).test(fn());                                                                \
  }                                                                                                            \
  TEST_P(Suite, saturation) {                                                                                  \
    tester().output_min(-20).output_max(30).n(2 * nr() + 1).test(fn());                                       \
    tester().output_min(127).n(nr() + 1).test(fn());                                                           \
    tester().output_max(-128).n(nr() + 1).test(fn());                                                          \
    tester().output_zero_point(127).output_min(100).n(nr() + 1).scale_exponent(4).test(fn());                 \
    tester().output_zero_point(-128).output_max(-100).n(nr() + 1).scale_exponent(4).test(fn());               \
  }
