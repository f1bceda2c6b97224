// Checks one qd8-f32-qc8w GEMM or IGEMM kernel call bit for bit against a reference that computes each integer dot
// product exactly (int64) and applies the scales in the documented order: ((float(acc) * scale[m]) * w_scale[n]) +
// bias[n], each a separate binary32 operation, then clamped (docs/kernels.md, "Dynamic quantization").
//
// A, the packed weights and the IGEMM zero row live in xnn_guarded_buffer (their ends, plus XNN_EXTRA_BYTES, against
// a faulting page); weights are packed with the library's packer. The output is filled with a marker and every float
// outside the mr x nc block must keep it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "packing/qd8-gemm-pack.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"
#include "ukernels/qd8-quantization.h"

class Qd8GemmTester {
 public:
  template <class Info>
  Qd8GemmTester& kernel(const Info& row) {
    mr_ = row.mr, nr_ = row.nr, kr_ = row.kr, sr_ = row.sr;
    return *this;
  }
  Qd8GemmTester& m(size_t m) { return m_ = m, *this; }
  Qd8GemmTester& n(size_t n) { return n_ = n, *this; }
  Qd8GemmTester& k(size_t k) { return k_ = k, *this; }
  // Strides in elements; 0 means dense (cn_stride: nr).
  Qd8GemmTester& a_stride(size_t s) { return a_stride_ = s, *this; }
  Qd8GemmTester& cm_stride(size_t s) { return cm_stride_ = s, *this; }
  Qd8GemmTester& cn_stride(size_t s) { return cn_stride_ = s, *this; }
  // Every row's zero point; without it, each row has its own random zero point.
  Qd8GemmTester& zero_point(int32_t zp) { return zero_point_ = zp, has_zero_point_ = true, *this; }
  // Row scales and channel scales 2^exponent (exact: the products' rounding is then the bias addition's alone);
  // without it, scales vary randomly around 2^-7 (rows) and 2^-9 (channels).
  Qd8GemmTester& scale_exponent(int e) { return scale_exponent_ = e, has_scale_exponent_ = true, *this; }
  Qd8GemmTester& output_min(float v) { return output_min_ = v, *this; }
  Qd8GemmTester& output_max(float v) { return output_max_ = v, *this; }
  Qd8GemmTester& no_bias() { return has_bias_ = false, *this; }
  // IGEMM only: kernel taps, the pointer that points at `zero` (>= ks * mr: none), the pointer rebase.
  Qd8GemmTester& ks(size_t ks) { return ks_ = ks, *this; }
  Qd8GemmTester& zero_index(size_t i) { return zero_index_ = i, *this; }
  Qd8GemmTester& a_offset(size_t bytes) { return a_offset_ = bytes, *this; }

  void test(xnn_qd8_f32_qc8w_gemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<int8_t> a((m_ - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    std::vector<const int8_t*> rows(m_);
    for (size_t i = 0; i < m_; i++) rows[i] = a.data() + i * a_stride;
    // Exactly m rows of parameters, guarded: a kernel reading a row past mr faults.
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(m_, 0);
    for (size_t i = 0; i < m_; i++) quantization.data()[i] = row_quantization();
    run(1, rows, quantization.data(), true, [&](const void* packed, float* c, size_t cm, size_t cn) {
      fn(m_, n_, k_, a.data(), a_stride, packed, c, cm * sizeof(float), cn * sizeof(float), &params_(),
         quantization.data());
    });
  }

  void test(xnn_qd8_f32_qc8w_igemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    const size_t row_count = ks_ * mr_;
    xnn_guarded_buffer<int8_t> a(a_offset_ + (row_count - 1) * a_stride + k_);
    fill_random(a.data(), a.size());
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization(1, 0);
    quantization.data()[0] = row_quantization();
    // `zero` is only compared with; the kernel must read `zero_data` (the zero point) in its place.
    xnn_guarded_buffer<int8_t> zero(k_);
    fill_random(zero.data(), zero.size());
    xnn_guarded_buffer<int8_t> zero_data(k_);
    std::fill(zero_data.begin(), zero_data.end(), int8_t(quantization.data()[0].zero_point));
    std::vector<const int8_t*> pointers(row_count);
    for (size_t p = 0; p < row_count; p++) pointers[p] = p == zero_index_ ? zero.data() : a.data() + p * a_stride;
    std::vector<const int8_t*> rows(ks_ * m_);
    for (size_t t = 0; t < ks_; t++) {
      for (size_t i = 0; i < m_; i++) {
        const int8_t* p = pointers[t * mr_ + i];
        rows[t * m_ + i] = p == zero.data() ? zero_data.data() : p + a_offset_;
      }
    }
    run(ks_, rows, quantization.data(), false, [&](const void* packed, float* c, size_t cm, size_t cn) {
      fn(m_, n_, k_, ks_ * mr_ * sizeof(void*), pointers.data(), packed, c, cm * sizeof(float), cn * sizeof(float),
         a_offset_, zero.data(), zero_data.data(), &params_(), quantization.data());
    });
  }

 private:
  static uint32_t bits(float f) {
    uint32_t u;
    std::memcpy(&u, &f, sizeof(u));
    return u;
  }
  static constexpr uint32_t kMarker = 0x7FC0DEAD;  // a NaN no kernel computes

  const xnn_f32_minmax_params& params_() const {
    params_storage_ = {output_min_, output_max_};
    return params_storage_;
  }

  xnn_qd8_quantization_params row_quantization() const {
    std::uniform_int_distribution<int32_t> zp(-128, 127);
    std::uniform_real_distribution<float> jitter(0.5f, 2.0f);
    const float scale = has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : jitter(rng_) * 0x1.0p-7f;
    return {has_zero_point_ ? zero_point_ : zp(rng_), scale};
  }

  void fill_random(int8_t* p, size_t count) const {
    std::uniform_int_distribution<int> dist(-128, 127);
    for (size_t i = 0; i < count; i++) p[i] = int8_t(dist(rng_));
  }

  // rows: taps * m pointers, tap-major, to the A rows the reference reads.
  template <class Call>
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

    const size_t cm = cm_stride_ != 0 ? cm_stride_ : n_;
    const size_t cn = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t blocks = (n_ + nr_ - 1) / nr_;
    std::vector<float> out((m_ - 1) * cm + (blocks - 1) * cn + nr_ + cm);
    for (float& f : out) std::memcpy(&f, &kMarker, sizeof(f));
    call(packed.data(), out.data(), cm, cn);

    std::vector<bool> written(out.size(), false);
    for (size_t i = 0; i < m_; i++) {
      const xnn_qd8_quantization_params& q = quantization[per_row ? i : 0];
      for (size_t j = 0; j < n_; j++) {
        int64_t acc = 0;
        for (size_t t = 0; t < taps; t++) {
          const int8_t* row = rows[t * m_ + i];
          for (size_t kk = 0; kk < k_; kk++) {
            acc += (int64_t(row[kk]) - q.zero_point) * int64_t(w[(j * taps + t) * k_ + kk]);
          }
        }
        float expected = float(int32_t(acc)) * q.scale;
        expected = xnn_no_contract(expected * w_scale[j]) + bias[j];
        expected = std::min(std::max(expected, output_min_), output_max_);
        const size_t at = i * cm + j / nr_ * cn + j % nr_;
        written[at] = true;
        ASSERT_EQ(bits(out[at]), bits(expected))
            << "row " << i << ", column " << j << ": " << out[at] << " != " << expected << " (m " << m_ << ", n "
            << n_ << ", k " << k_ << ", ks " << taps << "), sum " << acc << ", zero point " << q.zero_point
            << ", scale " << q.scale << ", channel scale " << w_scale[j] << ", bias " << bias[j];
      }
    }
    for (size_t at = 0; at < out.size(); at++) {
      if (!written[at]) {
        ASSERT_EQ(bits(out[at]), kMarker) << "float " << at << " outside the output was written";
      }
    }
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  int32_t zero_point_ = 0;
  bool has_zero_point_ = false;
  int scale_exponent_ = 0;
  bool has_scale_exponent_ = false;
  float output_min_ = -INFINITY, output_max_ = INFINITY;
  bool has_bias_ = true;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0;
  mutable xnn_f32_minmax_params params_storage_{};
  mutable std::mt19937 rng_{12345};
};
