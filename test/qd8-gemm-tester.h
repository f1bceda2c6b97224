// Checks one qd8-f32-qc8w GEMM or IGEMM kernel call bit for bit against a reference that computes each integer dot
// product exactly and applies the scales in the documented order: ((float(acc) * scale[m]) * w_scale[n]) + bias[n],
// each a separate binary32 operation, then clamped (docs/kernels.md, "Dynamic quantization"); a qd8-f16-qc8w kernel's
// result is that value rounded once to fp16 (half.h's xnn_f32_to_f16); weights are packed
// with the library's packer. Shapes, buffers and the output's marker are q8-gemm-tester.h's;
// XNN_QD8_GEMM_QUANTIZATION_CASES adds zero points at both extremes (-128 and 127), no bias and clamping to
// q8-gemm-cases.h's.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "packing/qd8-gemm-pack.h"
#include "q8-gemm-cases.h"
#include "q8-gemm-tester.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/qd8-f16-qc8w-gemm/qd8-f16-qc8w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"
#include "ukernels/qd8-quantization.h"
#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"

// The qd8 kernels' output types, fp32 or fp16 bits: a NaN no kernel computes, and the reference's clamped fp32 result
// as the kernel stores it.
inline void xnn_qd8_output_marker(float* f) {
  const uint32_t nan_no_kernel_computes = 0x7FC0DEAD;
  std::memcpy(f, &nan_no_kernel_computes, sizeof(*f));
}
inline void xnn_qd8_output_marker(uint16_t* h) { *h = 0xFEAD; }
inline float xnn_qd8_output_value(float x, const float*) { return x; }
inline uint16_t xnn_qd8_output_value(float x, const uint16_t*) { return xnn_f32_to_f16(x); }

template <class Fn>
void PrintTo(const xnn_qd8_gemm_ukernel_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

class Qd8GemmTester : public Q8GemmTester<Qd8GemmTester, int8_t> {
 public:
  // Every row's zero point; without it, each row has its own random zero point.
  Qd8GemmTester& zero_point(int32_t zp) { return zero_point_ = zp, has_zero_point_ = true, *this; }
  Qd8GemmTester& output_min(float v) { return output_min_ = v, *this; }
  Qd8GemmTester& output_max(float v) { return output_max_ = v, *this; }
  Qd8GemmTester& no_bias() { return has_bias_ = false, *this; }

  void test(xnn_qd8_f32_qc8w_gemm_minmax_ukernel_fn fn) const {
    const GemmInput in(*this);
    // Exactly m rows of parameters, guarded: a kernel reading a row past mr faults.
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(m_, 0);
    for (size_t i = 0; i < m_; i++) quantization.data()[i] = row_quantization();
    run(1, in.rows, quantization.data(), true, [&](const void* packed, OutputBlock<float>& out) {
      fn(m_, n_, k_, in.a.data(), in.stride, packed, out.data.data(), out.cm * sizeof(float), out.cn * sizeof(float),
         &params_, quantization.data());
    });
  }

  void test(xnn_qd8_f16_qc8w_gemm_minmax_ukernel_fn fn) const {
    const GemmInput in(*this);
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(m_, 0);
    for (size_t i = 0; i < m_; i++) quantization.data()[i] = row_quantization();
    run<uint16_t>(1, in.rows, quantization.data(), true, [&](const void* packed, OutputBlock<uint16_t>& out) {
      fn(m_, n_, k_, in.a.data(), in.stride, packed, out.data.data(), out.cm * sizeof(uint16_t),
         out.cn * sizeof(uint16_t), &params_, quantization.data());
    });
  }

  // A qdu8 kernel gets A + 128 (guarded as A is) and zero points + 128; the reference runs on the int8 values, so the
  // check is also that the result is the qd8 kernels' bits.
  void test(xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_fn fn) const {
    const GemmInput in(*this);
    xnn_guarded_buffer<uint8_t> a_u(in.a.size());
    for (size_t i = 0; i < in.a.size(); i++) a_u.data()[i] = uint8_t(in.a.data()[i]) ^ 0x80;
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(m_, 0), quantization_u(m_, 0);
    for (size_t i = 0; i < m_; i++) {
      quantization.data()[i] = row_quantization();
      quantization_u.data()[i] = {quantization.data()[i].zero_point + 128, quantization.data()[i].scale};
    }
    run(1, in.rows, quantization.data(), true, [&](const void* packed, OutputBlock<float>& out) {
      fn(m_, n_, k_, a_u.data(), in.stride, packed, out.data.data(), out.cm * sizeof(float), out.cn * sizeof(float),
         &params_, quantization_u.data());
    });
  }

  void test(xnn_qd8_f32_qc8w_igemm_minmax_ukernel_fn fn) const {
    IgemmInput in(*this);
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(1, 0);
    quantization.data()[0] = row_quantization();
    // `zero` is only compared with; the kernel must read `zero_data` (the zero point) in its place.
    fill_random(in.zero.data(), in.zero.size());
    xnn_guarded_buffer<int8_t> zero_data(k_);
    std::fill(zero_data.begin(), zero_data.end(), int8_t(quantization.data()[0].zero_point));
    run(ks_, in.rows(*this, zero_data.data()), quantization.data(), false,
        [&](const void* packed, OutputBlock<float>& out) {
          fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), in.pointers.data(), packed, out.data.data(),
             out.cm * sizeof(float), out.cn * sizeof(float), a_offset_, in.zero.data(), zero_data.data(), &params_,
             quantization.data());
        });
  }

  // The qdu8 IGEMM reads every tap row and the zero data as A + 128 (a copy of A at the same offsets, so the
  // indirection pointers only change base) with the zero point + 128; the reference runs on the int8 values.
  void test(xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_fn fn) const {
    IgemmInput in(*this);
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(1, 0), quantization_u(1, 0);
    quantization.data()[0] = row_quantization();
    quantization_u.data()[0] = {quantization.data()[0].zero_point + 128, quantization.data()[0].scale};
    fill_random(in.zero.data(), in.zero.size());
    xnn_guarded_buffer<int8_t> zero_data(k_);
    std::fill(zero_data.begin(), zero_data.end(), int8_t(quantization.data()[0].zero_point));
    xnn_guarded_buffer<uint8_t> a_u(in.a.size()), zero_data_u(k_);
    for (size_t i = 0; i < in.a.size(); i++) a_u.data()[i] = uint8_t(in.a.data()[i]) ^ 0x80;
    for (size_t i = 0; i < size_t(k_); i++) zero_data_u.data()[i] = uint8_t(zero_data.data()[i]) ^ 0x80;
    const uint8_t* zero_u = reinterpret_cast<const uint8_t*>(in.zero.data());
    std::vector<const uint8_t*> pointers_u(in.pointers.size());
    for (size_t p = 0; p < pointers_u.size(); p++) {
      const int8_t* pointer = in.pointers[p];
      pointers_u[p] = pointer == in.zero.data() ? zero_u : a_u.data() + (pointer - in.a.data());
    }
    run(ks_, in.rows(*this, zero_data.data()), quantization.data(), false,
        [&](const void* packed, OutputBlock<float>& out) {
          fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), pointers_u.data(), packed, out.data.data(),
             out.cm * sizeof(float), out.cn * sizeof(float), a_offset_, zero_u, zero_data_u.data(), &params_,
             quantization_u.data());
        });
  }

 private:

  // With scale_exponent, row and channel scales are exact: the products' rounding is then the bias addition's alone.
  // Without it, scales vary randomly around 2^-7 (rows) and 2^-9 (channels).
  xnn_qd8_quantization_params row_quantization() const {
    std::uniform_int_distribution<int32_t> zp(-128, 127);
    std::uniform_real_distribution<float> jitter(0.5f, 2.0f);
    const float scale = has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : jitter(rng_) * 0x1.0p-7f;
    return {has_zero_point_ ? zero_point_ : zp(rng_), scale};
  }

  // Output: float, or uint16_t for fp16 bits.
  template <class Output = float, class Call>
  void run(size_t taps, const std::vector<const int8_t*>& rows, const xnn_qd8_quantization_params* quantization,
           bool per_row, Call call) const {
    std::vector<int8_t> w(n_ * taps * k_);  // [n][tap][k]
    fill_random(w.data(), w.size());
    std::vector<float> w_scale(n_), bias(n_);
    std::uniform_real_distribution<float> jitter(0.5f, 2.0f), bias_dist(-10.0f, 10.0f);
    for (size_t j = 0; j < n_; j++) {
      w_scale[j] = has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : jitter(rng_) * 0x1.0p-9f;
      bias[j] = has_bias_ ? bias_dist(rng_) : 0.0f;
    }
    xnn_guarded_buffer<int8_t> packed(xnn_packed_qd8_qc8w_gemm_size(n_, taps, k_, nr_, kr_, sr_), XNN_EXTRA_BYTES, 64);
    const float* b = has_bias_ ? bias.data() : nullptr;
    if (taps == 1) {
      xnn_pack_qd8_qc8w_gemm_goi_w(n_, k_, nr_, kr_, sr_, w.data(), b, w_scale.data(), packed.data());
    } else {
      xnn_pack_qd8_qc8w_conv_goki_w(n_, taps, k_, nr_, kr_, sr_, w.data(), b, w_scale.data(), packed.data());
    }
    params_ = {output_min_, output_max_};

    Output marker_value;
    xnn_qd8_output_marker(&marker_value);
    OutputBlock<Output> out(*this, marker_value);
    call(packed.data(), out);
    for (size_t i = 0; i < m_; i++) {
      const xnn_qd8_quantization_params& q = quantization[per_row ? i : 0];
      for (size_t j = 0; j < n_; j++) {
        const int64_t acc = dot(rows, taps, w, i, j, q.zero_point);
        float expected = float(int32_t(acc)) * q.scale;
        expected = xnn_no_contract(expected * w_scale[j]) + bias[j];
        expected = std::min(std::max(expected, output_min_), output_max_);
        const Output expected_output = xnn_qd8_output_value(expected, &expected_output);
        const Output actual = out.at(i, j);
        ASSERT_EQ(std::memcmp(&actual, &expected_output, sizeof(Output)), 0)
            << "row " << i << ", column " << j << ": " << actual << " != " << expected_output << " (fp32 "
            << expected << ") (m " << m_ << ", n "
            << n_ << ", k " << k_ << ", ks " << taps << "), sum " << acc << ", zero point " << q.zero_point
            << ", scale " << q.scale << ", channel scale " << w_scale[j] << ", bias " << bias[j];
      }
    }
    out.expect_marker_outside();
  }

  int32_t zero_point_ = 0;
  bool has_zero_point_ = false;
  float output_min_ = -INFINITY, output_max_ = INFINITY;
  bool has_bias_ = true;
  mutable xnn_f32_minmax_params params_{};
};

#define XNN_QD8_GEMM_QUANTIZATION_CASES(Suite)                                                                 \
  TEST_P(Suite, zero_point_extremes) {                                                                         \
    tester().zero_point(-128).k(3 * kr() + 1).n(nr() + 1).test(fn());                                          \
    tester().zero_point(127).k(3 * kr() + 1).n(nr() + 1).test(fn());                                           \
  }                                                                                                            \
  TEST_P(Suite, no_bias) { tester().no_bias().n(2 * nr() + 1).test(fn()); }                                     \
  TEST_P(Suite, clamped) {                                                                                     \
    tester().output_min(-0.5f).output_max(0.25f).n(2 * nr() + 1).k(3 * kr() + 1).test(fn());                  \
    tester().output_min(100.0f).n(nr() + 1).test(fn());                                                        \
    tester().output_max(-100.0f).n(nr() + 1).test(fn());                                                       \
  }
