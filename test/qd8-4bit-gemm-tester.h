// Checks one qd8-f32-qc4w or qd8-f32-qb4w GEMM kernel call bit for bit against a reference that computes each
// integer dot product exactly and applies the scales in the documented order (docs/kernels.md, "4-bit weights"):
//   qc4w: ((float(acc) * scale[m]) * w_scale[n]) + bias[n]
//   qb4w: f = sum over blocks, in order, of float(acc_b) * block_scale[n][b]; then (f * scale[m]) + bias[n]
// each a separate binary32 operation, then clamped; a qd8-f16-qc4w (qd8-f16-qb4w) kernel's result is the qc4w (qb4w)
// value rounded once to fp16. The kernel is random bytes in XNNPACK's qc4w layout (a row of
// odd k ends in a nibble no one may read), packed with the library's packer; shapes, buffers and the output's marker
// are q8-gemm-tester.h's; the quantization cases of qd8-gemm-tester.h (zero points at both extremes, no bias,
// clamping) apply through the same setters. A qdu8 kernel gets A + 128 (guarded as A is) and zero points + 128; the
// reference runs on the int8 values, so the check is also that the result is the qd8 kernels' bits.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "packing/qd8-qc4w-gemm-pack.h"
#include "q8-gemm-cases.h"
#include "q8-gemm-tester.h"
#include "qd8-gemm-tester.h"
#include "ukernels/qd8-f16-qb4w-gemm/qd8-f16-qb4w-gemm.h"
#include "ukernels/qd8-f16-qc4w-gemm/qd8-f16-qc4w-gemm.h"
#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"
#include "ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h"
#include "ukernels/qd8-quantization.h"
#include "ukernels/qdu8-f32-qb4w-gemm/qdu8-f32-qb4w-gemm.h"
#include "ukernels/qdu8-f32-qc4w-gemm/qdu8-f32-qc4w-gemm.h"

class Qd8FourBitGemmTester : public Q8GemmTester<Qd8FourBitGemmTester, int8_t> {
 public:
  // Every row's zero point; without it, each row has its own random zero point.
  Qd8FourBitGemmTester& zero_point(int32_t zp) { return zero_point_ = zp, has_zero_point_ = true, *this; }
  Qd8FourBitGemmTester& kernel_zero_point(uint32_t zp) { return kernel_zero_point_ = zp, *this; }
  // qb4w: inputs per block scale (k a multiple of it).
  Qd8FourBitGemmTester& block_size(size_t bl) { return block_size_ = bl, *this; }
  Qd8FourBitGemmTester& output_min(float v) { return output_min_ = v, *this; }
  Qd8FourBitGemmTester& output_max(float v) { return output_max_ = v, *this; }
  Qd8FourBitGemmTester& no_bias() { return has_bias_ = false, *this; }
  // A at `a` (-128 or 127; the VNNI kernels multiply a + 128) and every weight at -8, the largest sums: no lane of
  // any ISA's dot product may overflow.
  Qd8FourBitGemmTester& extreme_values(int8_t a) { return extreme_ = true, extreme_a_ = a, *this; }

  void test(xnn_qd8_f32_qc4w_gemm_minmax_ukernel_fn fn) const {
    run([&](const Input& in, const void* packed, OutputBlock<float>& out) {
      fn(m_, n_, k_, in.a.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(float),
         out.cn * sizeof(float), &minmax_, in.quantization.data());
    });
  }

  void test(xnn_qd8_f16_qc4w_gemm_minmax_ukernel_fn fn) const {
    run<uint16_t>([&](const Input& in, const void* packed, OutputBlock<uint16_t>& out) {
      fn(m_, n_, k_, in.a.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(uint16_t),
         out.cn * sizeof(uint16_t), &minmax_, in.quantization.data());
    });
  }

  void test(xnn_qd8_f32_qb4w_gemm_minmax_ukernel_fn fn) const {
    run([&](const Input& in, const void* packed, OutputBlock<float>& out) {
      const xnn_f32_qb4w_minmax_params params = {output_min_, output_max_, block_size_};
      fn(m_, n_, k_, in.a.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(float),
         out.cn * sizeof(float), &params, in.quantization.data());
    });
  }

  void test(xnn_qd8_f16_qb4w_gemm_minmax_ukernel_fn fn) const {
    run<uint16_t>([&](const Input& in, const void* packed, OutputBlock<uint16_t>& out) {
      const xnn_f32_qb4w_minmax_params params = {output_min_, output_max_, block_size_};
      fn(m_, n_, k_, in.a.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(uint16_t),
         out.cn * sizeof(uint16_t), &params, in.quantization.data());
    });
  }

  void test(xnn_qdu8_f32_qc4w_gemm_minmax_ukernel_fn fn) const {
    run([&](const Input& in, const void* packed, OutputBlock<float>& out) {
      const Unsigned u(in, m_);
      fn(m_, n_, k_, u.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(float),
         out.cn * sizeof(float), &minmax_, u.quantization.data());
    });
  }
  void test(xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_fn fn) const {
    run([&](const Input& in, const void* packed, OutputBlock<float>& out) {
      const Unsigned u(in, m_);
      const xnn_f32_qb4w_minmax_params params = {output_min_, output_max_, block_size_};
      fn(m_, n_, k_, u.a.data(), in.a.stride, packed, out.data.data(), out.cm * sizeof(float),
         out.cn * sizeof(float), &params, u.quantization.data());
    });
  }

 private:
  struct Input;
  // The qdu8 kernels' view of an Input: A + 128 and zero points + 128.
  struct Unsigned {
    Unsigned(const Input& in, size_t m) : a(in.a.a.size()), quantization(m, 0) {
      for (size_t i = 0; i < in.a.a.size(); i++) a.data()[i] = uint8_t(in.a.a.data()[i]) ^ 0x80;
      for (size_t i = 0; i < m; i++) {
        const xnn_qd8_quantization_params& q = in.quantization.data()[i];
        quantization.data()[i] = {q.zero_point + 128, q.scale};
      }
    }
    xnn_guarded_buffer<uint8_t> a;
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization;
  };
  struct Input {
    explicit Input(const Qd8FourBitGemmTester& t) : a(t), quantization(t.m_, 0) {}
    GemmInput a;
    xnn_guarded_buffer<xnn_qd8_quantization_params> quantization;  // exactly m rows: reading past them faults
  };


  float random_scale(float around) const {
    std::uniform_real_distribution<float> jitter(0.5f, 2.0f);
    return has_scale_exponent_ ? std::ldexp(1.0f, scale_exponent_) : jitter(rng_) * around;
  }

  static uint16_t bf16_bits(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    return uint16_t(bits >> 16);
  }

  static float bf16_value(uint16_t b) {
    const uint32_t bits = uint32_t(b) << 16;
    float f;
    std::memcpy(&f, &bits, sizeof(f));
    return f;
  }

  // Output: float, or uint16_t for fp16 bits.
  template <class Output = float, class Call>
  void run(Call call) const {
    Input in(*this);
    std::uniform_int_distribution<int32_t> zp(-128, 127);
    for (size_t i = 0; i < m_; i++) {
      in.quantization.data()[i] = {has_zero_point_ ? zero_point_ : zp(rng_), random_scale(0x1.0p-7f)};
    }
    const size_t row_bytes = (k_ + 1) / 2;
    std::vector<uint8_t> kernel(n_ * row_bytes);
    fill_random(kernel.data(), kernel.size());
    if (extreme_) {
      std::fill(in.a.a.begin(), in.a.a.end(), extreme_a_);
      std::fill(kernel.begin(), kernel.end(), kernel_zero_point_ == 8 ? uint8_t(0x00) : uint8_t(0x88));
    }
    std::vector<int8_t> w(n_ * k_);  // the values, [n][k]
    for (size_t j = 0; j < n_; j++) {
      for (size_t kk = 0; kk < k_; kk++) {
        w[j * k_ + kk] = int8_t(xnn_qc4w_kernel_value(kernel.data(), k_, j, kk, kernel_zero_point_));
      }
    }
    const size_t blocks = block_size_ != 0 ? k_ / block_size_ : 1;
    std::vector<float> w_scale(n_), bias(n_);
    std::vector<uint16_t> block_scale(n_ * blocks);
    std::uniform_real_distribution<float> bias_dist(-10.0f, 10.0f);
    for (size_t j = 0; j < n_; j++) {
      w_scale[j] = random_scale(0x1.0p-9f);
      bias[j] = has_bias_ ? bias_dist(rng_) : 0.0f;
      for (size_t b = 0; b < blocks; b++) block_scale[j * blocks + b] = bf16_bits(random_scale(0x1.0p-9f));
    }
    const float* b = has_bias_ ? bias.data() : nullptr;
    const size_t packed_size = block_size_ != 0 ? xnn_packed_qd8_qb4w_gemm_size(n_, k_, block_size_, nr_, kr_)
                                                : xnn_packed_qd8_qc4w_gemm_size(n_, k_, nr_, kr_);
    xnn_guarded_buffer<int8_t> packed(packed_size, XNN_EXTRA_BYTES, 64);
    if (block_size_ != 0) {
      xnn_pack_qd8_qb4w_gemm_w(n_, k_, block_size_, nr_, kr_, kernel.data(), kernel_zero_point_, false, b,
                                   block_scale.data(), packed.data());
    } else {
      xnn_pack_qd8_qc4w_gemm_w(n_, k_, nr_, kr_, kernel.data(), kernel_zero_point_, false, b, w_scale.data(),
                                   packed.data());
    }
    minmax_ = {output_min_, output_max_};

    Output marker;
    xnn_qd8_output_marker(&marker);
    OutputBlock<Output> out(*this, marker);
    call(in, packed.data(), out);
    for (size_t i = 0; i < m_; i++) {
      const xnn_qd8_quantization_params& q = in.quantization.data()[i];
      const int8_t* row = in.a.rows[i];
      for (size_t j = 0; j < n_; j++) {
        float expected;
        if (block_size_ != 0) {
          float f = 0.0f;
          for (size_t bb = 0; bb < blocks; bb++) {
            int64_t acc = 0;
            for (size_t kk = bb * block_size_; kk < (bb + 1) * block_size_; kk++) {
              acc += (int64_t(row[kk]) - q.zero_point) * w[j * k_ + kk];
            }
            f = f + xnn_no_contract(float(int32_t(acc)) * bf16_value(block_scale[j * blocks + bb]));
          }
          expected = xnn_no_contract(f * q.scale) + bias[j];
        } else {
          int64_t acc = 0;
          for (size_t kk = 0; kk < k_; kk++) acc += (int64_t(row[kk]) - q.zero_point) * w[j * k_ + kk];
          expected = float(int32_t(acc)) * q.scale;
          expected = xnn_no_contract(expected * w_scale[j]) + bias[j];
        }
        expected = std::min(std::max(expected, output_min_), output_max_);
        const Output expected_output = xnn_qd8_output_value(expected, &expected_output);
        const Output actual = out.at(i, j);
        ASSERT_EQ(std::memcmp(&actual, &expected_output, sizeof(Output)), 0)
            << "row " << i << ", column " << j << ": " << actual << " != " << expected_output << " (fp32 "
            << expected << ") (m " << m_ << ", n "
            << n_ << ", k " << k_ << ", block size " << block_size_ << "), zero point " << q.zero_point
            << ", kernel zero point " << kernel_zero_point_ << ", scale " << q.scale << ", bias " << bias[j];
      }
    }
    out.expect_marker_outside();
  }

  int32_t zero_point_ = 0;
  bool has_zero_point_ = false;
  uint32_t kernel_zero_point_ = 8;
  size_t block_size_ = 0;
  float output_min_ = -INFINITY, output_max_ = INFINITY;
  bool has_bias_ = true;
  bool extreme_ = false;
  int8_t extreme_a_ = 0;
  mutable xnn_f32_minmax_params minmax_{};
};
