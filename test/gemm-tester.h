// Checks one f32 or f16 GEMM or IGEMM kernel call (also bf16 x bf16 -> f32 and the weights-only f32-qc8w/qc4w
// kernels) against a double-precision reference.
//
// The tester fills A with random values, packs random weights with the library's packers, calls the kernel once and
// compares every output: within one output ulp of the exact (clamped) result plus the accumulation's worst-case
// rounding, (k * ks + 2) * u times the sum of the terms' magnitudes, u = 2^-24 for fp32 accumulation and 2^-11 for the
// native f16 rows' fp16 accumulation (docs/kernels.md). It also checks what the kernel must not do: write outside the
// mr x nc block (the output buffer is pre-filled with a marker NaN and every other element must keep it), or use A
// and weight values past their ends (the padding kernels may read is NaN, which would poison any result that used
// it). Every buffer the kernel reads is followed by what the kernel may read past it (XNN_EXTRA_BYTES, none after the
// IGEMM pointers) and then a guard page (test/guarded-buffer.h): reading further faults.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "float-elements.h"
#include "guarded-buffer.h"
#include "packing/bf16-gemm-pack.h"
#include "packing/f16-gemm-pack.h"
#include "packing/f32-qcxw-gemm-pack.h"
#include "packing/gemm-pack.h"
#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"
#include "ukernels/f16-gemm/f16-gemm.h"
#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/f32-qc4w-gemm/f32-qc4w-gemm.h"
#include "ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h"

// The packer of each element type's weights (xnn_pack_f32_conv_goki_w's layout in floats or halves).
template <class E>
struct xnn_gemm_family;
template <>
struct xnn_gemm_family<xnn_test_f32> {
  static constexpr auto pack = xnn_pack_f32_conv_goki_w;
};
template <>
struct xnn_gemm_family<xnn_test_f16> {
  static constexpr auto pack = xnn_pack_f16_conv_goki_w;
};

class GemmTester {
 public:
  // Kernel tile.
  GemmTester& tile(size_t mr, size_t nr, size_t kr, size_t sr) {
    mr_ = mr, nr_ = nr, kr_ = kr, sr_ = sr;
    return *this;
  }
  GemmTester& m(size_t m) { return m_ = m, *this; }
  GemmTester& n(size_t n) { return n_ = n, *this; }
  GemmTester& k(size_t k) { return k_ = k, *this; }
  // Strides in elements; 0 means dense.
  GemmTester& a_stride(size_t s) { return a_stride_ = s, *this; }
  GemmTester& cm_stride(size_t s) { return cm_stride_ = s, *this; }
  GemmTester& cn_stride(size_t s) { return cn_stride_ = s, *this; }
  // Output clamp, as a position 0..255 in the range of the unclamped results (0 / 255 = no clamp).
  GemmTester& qmin(uint8_t q) { return qmin_ = q, *this; }
  GemmTester& qmax(uint8_t q) { return qmax_ = q, *this; }
  // IGEMM only: kernel taps, the row that points at the zero buffer, and the pointer rebase.
  GemmTester& ks(size_t ks) { return ks_ = ks, *this; }
  GemmTester& zero_index(size_t i) { return zero_index_ = i, *this; }
  GemmTester& a_offset(size_t elements) { return a_offset_ = elements, *this; }
  // Puts a NaN into the first A value of output row i: that row must come out NaN, clamped or not.
  GemmTester& nan_row(size_t i) { return nan_row_ = i, *this; }
  // f32-qc4w only: the weights' zero point (nibbles u mean u - zero point).
  GemmTester& kernel_zero_point(uint8_t zero_point) { return kernel_zero_point_ = zero_point, *this; }
  // Weights-only kernels: per-channel scales are 2^e * [1, 2) for e in [scale_exp_min, scale_exp_max].
  GemmTester& scale_exponents(int lo, int hi) { return scale_exp_min_ = lo, scale_exp_max_ = hi, *this; }
  // Native f16 rows accumulate in fp16: the looser bound.
  GemmTester& fp16_accumulation(bool on) { return fp16_acc_ = on, *this; }

  void test(xnn_f32_gemm_minmax_ukernel_fn fn) const { test_gemm<xnn_test_f32>(fn); }
  void test(xnn_f16_gemm_minmax_ukernel_fn fn) const { test_gemm<xnn_test_f16>(fn); }
  void test(xnn_f32_igemm_minmax_ukernel_fn fn) const { test_igemm<xnn_test_f32>(fn); }
  void test(xnn_f16_igemm_minmax_ukernel_fn fn) const { test_igemm<xnn_test_f16>(fn); }

  // Weights-only quantized kernels: C = clamp((bias + A * W) * scale), W random over all of int8.
  void test(xnn_f32_qc8w_gemm_minmax_ukernel_fn fn) const {
    std::vector<int8_t> kernel(n_ * k_);
    for (int8_t& x : kernel) x = int8_t(std::uniform_int_distribution<int>(-128, 127)(rng_));
    QuantizedWeights w(*this, xnn_packed_f32_qc8w_gemm_size(n_, k_, nr_),
                             [&](size_t j, size_t kk) { return int32_t(kernel[j * k_ + kk]); });
    xnn_pack_f32_qc8w_gemm_w(n_, k_, nr_, kernel.data(), false, w.bias.data(), w.scale.data(), w.packed.data());
    test_quantized(w, [&](Output<xnn_test_f32>& out, const float* a, size_t a_stride) {
      fn(m_, n_, k_ * sizeof(float), a, a_stride * sizeof(float), w.packed.data(), out.c.data(),
         out.cm_stride * sizeof(float), out.cn_stride * sizeof(float), &out.params);
    });
  }

  // 4-bit weights: random nibbles in XNNPACK's qc4w layout (rows of ceil(k / 2) bytes, unused high nibble random).
  void test(xnn_f32_qc4w_gemm_minmax_ukernel_fn fn) const {
    const size_t row_bytes = (k_ + 1) / 2;
    std::vector<uint8_t> kernel(n_ * row_bytes);
    for (uint8_t& x : kernel) x = uint8_t(std::uniform_int_distribution<int>(0, 255)(rng_));
    QuantizedWeights w(*this, xnn_packed_f32_qc4w_gemm_size(n_, k_, nr_), [&](size_t j, size_t kk) {
      const uint8_t byte = kernel[j * row_bytes + kk / 2];
      return int32_t(kk % 2 == 0 ? byte & 15 : byte >> 4) - int32_t(kernel_zero_point_);
    });
    xnn_pack_f32_qc4w_gemm_w(n_, k_, nr_, kernel.data(), w.bias.data(), w.scale.data(), w.packed.data());
    test_quantized(w, [&](Output<xnn_test_f32>& out, const float* a, size_t a_stride) {
      const xnn_f32_qc4w_minmax_params params = {out.params.min, out.params.max, kernel_zero_point_};
      fn(m_, n_, k_ * sizeof(float), a, a_stride * sizeof(float), w.packed.data(), out.c.data(),
         out.cm_stride * sizeof(float), out.cn_stride * sizeof(float), &params);
    });
  }

  // bf16 A and weights (random values rounded to bf16), fp32 bias and output. The bound is twice the f32 one, since
  // NEON's bfdot rounds to odd (up to one ulp per add, not half of one), plus 2^-126 per term for the denormal sums
  // that vdpbf16ps and bfdot flush to zero. The inputs are normal numbers: both instructions read denormals as zero.
  void test(xnn_bf16_f32_gemm_minmax_ukernel_fn fn) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<uint16_t> a((m_ - 1) * a_stride + k_);
    a.fill(kBf16PadValue);
    for (size_t i = 0; i < m_; i++) {
      for (size_t kk = 0; kk < k_; kk++) a[i * a_stride + kk] = random_bf16();
    }
    if (nan_row_ < m_) a[nan_row_ * a_stride] = kBf16PadValue;
    std::vector<uint16_t> b(n_ * k_);
    std::vector<float> bias(n_);
    for (uint16_t& x : b) x = random_bf16();
    for (float& x : bias) x = random();
    xnn_guarded_buffer<uint32_t> packed(xnn_packed_bf16_f32_gemm_size(n_, k_, nr_) / sizeof(uint32_t));
    packed.fill(0xFFFFFFFFu);  // NaN as a float and as both bf16 halves
    xnn_pack_bf16_f32_gemm_goi_w(n_, k_, nr_, b.data(), bias.data(), packed.data());
    Output<xnn_test_f32> out = make_output<xnn_test_f32>([&](size_t i, size_t j) {
      double sum = bias[j];
      double magnitude = std::abs(bias[j]);
      for (size_t kk = 0; kk < k_; kk++) {
        const double p = bf16_value(a[i * a_stride + kk]) * bf16_value(b[j * k_ + kk]);
        sum += p, magnitude += std::abs(p);
      }
      return std::make_pair(sum, magnitude);
    });
    fn(m_, n_, k_ * sizeof(uint16_t), a.data(), a_stride * sizeof(uint16_t), packed.data(), out.c.data(),
       out.cm_stride * sizeof(float), out.cn_stride * sizeof(float), &out.params);
    check(out, 2.0, double(k_ + 1) * 0x1.0p-126);
  }

 private:
  template <class E, class Fn>
  void test_gemm(Fn fn) const {
    using T = typename E::T;
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    // The last row ends where the guard page (after XNN_EXTRA_BYTES of NaN) begins.
    xnn_guarded_buffer<T> a((m_ - 1) * a_stride + k_);
    a.fill(E::nan());
    for (size_t i = 0; i < m_; i++) {
      for (size_t kk = 0; kk < k_; kk++) a[i * a_stride + kk] = E::from_float(random());
    }
    if (nan_row_ < m_) a[nan_row_ * a_stride] = E::nan();
    const Weights<E> w(*this, 1);
    Output<E> out = make_output<E>([&](size_t i, size_t j) {
      double sum = E::to_double(w.bias[j]);
      double magnitude = std::abs(sum);
      for (size_t kk = 0; kk < k_; kk++) {
        const double p = E::to_double(a[i * a_stride + kk]) * E::to_double(w.b[j * k_ + kk]);
        sum += p, magnitude += std::abs(p);
      }
      return std::make_pair(sum, magnitude);
    });
    fn(m_, n_, k_ * sizeof(T), a.data(), a_stride * sizeof(T), w.packed.data(), out.c.data(),
       out.cm_stride * sizeof(T), out.cn_stride * sizeof(T), &out.params);
    check(out);
  }

  template <class E, class Fn>
  void test_igemm(Fn fn) const {
    using T = typename E::T;
    // ks * mr distinct rows of A, each k elements, addressed through the indirection buffer.
    xnn_guarded_buffer<T> a(ks_ * mr_ * k_ + a_offset_);
    a.fill(E::nan());
    for (size_t i = 0; i < ks_ * mr_ * k_; i++) a[a_offset_ + i] = E::from_float(random());
    xnn_guarded_buffer<T> zero(k_);
    zero.fill(E::from_float(0.0f));
    // The kernel reads exactly ks bytes of pointers: no slack.
    xnn_guarded_buffer<const T*> indirection(ks_ * mr_, 0);
    std::vector<size_t> row_of(ks_ * mr_);  // which row of A each pointer means; SIZE_MAX = zero row
    std::vector<size_t> order(ks_ * mr_);
    for (size_t i = 0; i < order.size(); i++) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng_);
    for (size_t tap = 0; tap < ks_; tap++) {
      for (size_t i = 0; i < mr_; i++) {
        const size_t slot = tap * mr_ + i;
        const size_t src_i = i < m_ ? i : m_ - 1;  // rows past m repeat the last row
        const size_t row = order[tap * mr_ + src_i];
        row_of[slot] = (src_i == zero_index_) ? SIZE_MAX : row;
        // Pointers are stored a_offset elements early; the kernel adds a_offset to all but the zero row.
        indirection[slot] = row_of[slot] == SIZE_MAX ? zero.data() : a.data() + row * k_;
      }
    }
    if (nan_row_ < m_ && row_of[nan_row_] != SIZE_MAX) {
      a[a_offset_ + row_of[nan_row_] * k_] = E::nan();
    }
    const Weights<E> w(*this, ks_);
    Output<E> out = make_output<E>([&](size_t i, size_t j) {
      double sum = E::to_double(w.bias[j]);
      double magnitude = std::abs(sum);
      for (size_t tap = 0; tap < ks_; tap++) {
        const size_t row = row_of[tap * mr_ + i];
        if (row == SIZE_MAX) continue;
        for (size_t kk = 0; kk < k_; kk++) {
          const double p = E::to_double(a[a_offset_ + row * k_ + kk]) * E::to_double(w.b[(j * ks_ + tap) * k_ + kk]);
          sum += p, magnitude += std::abs(p);
        }
      }
      return std::make_pair(sum, magnitude);
    });
    fn(m_, n_, k_ * sizeof(T), ks_ * mr_ * sizeof(void*), indirection.data(), w.packed.data(), out.c.data(),
       out.cm_stride * sizeof(T), out.cn_stride * sizeof(T), a_offset_ * sizeof(T), zero.data(), &out.params);
    check(out);
  }

  static constexpr uint16_t kBf16PadValue = 0x7FC0;          // bf16 quiet NaN

  static double bf16_value(uint16_t bits) {
    const uint32_t word = uint32_t(bits) << 16;
    float value;
    std::memcpy(&value, &word, sizeof(value));
    return value;
  }
  // A random value of [-1, 1] rounded to the nearest bf16 (ties to even).
  uint16_t random_bf16() const {
    const float x = random();
    uint32_t word;
    std::memcpy(&word, &x, sizeof(word));
    return uint16_t((word + 0x7FFFu + ((word >> 16) & 1u)) >> 16);
  }

  // Random weights and bias, packed with the library's packer into a buffer whose end (plus XNN_EXTRA_BYTES of NaN)
  // sits against the guard page.
  template <class E>
  struct Weights {
    using T = typename E::T;
    Weights(const GemmTester& t, size_t taps)
        : b(t.n_ * taps * t.k_), bias(t.n_), packed(xnn_packed_f32_conv_size(t.n_, taps, t.k_, t.nr_, t.kr_, t.sr_)) {
      for (T& x : b) x = E::from_float(t.random());
      for (T& x : bias) x = E::from_float(t.random());
      packed.fill(E::nan());
      xnn_gemm_family<E>::pack(1, t.n_, taps, t.k_, t.nr_, t.kr_, t.sr_, b.data(), bias.data(), packed.data());
    }
    std::vector<T> b;     // [n][ks][k]
    std::vector<T> bias;  // [n]
    xnn_guarded_buffer<T> packed;
  };
  // A weights-only kernel's integer weights (value(n, k), the zero point already subtracted), bias and per-channel
  // scales, and a buffer for the packed weights whose end (plus XNN_EXTRA_BYTES) sits against the guard page.
  struct QuantizedWeights {
    template <class Value>
    QuantizedWeights(const GemmTester& t, size_t packed_bytes, Value value)
        : q(t.n_ * t.k_), bias(t.n_), scale(t.n_), packed(packed_bytes, XNN_EXTRA_BYTES, alignof(float)) {
      for (size_t j = 0; j < t.n_; j++) {
        for (size_t kk = 0; kk < t.k_; kk++) q[j * t.k_ + kk] = value(j, kk);
      }
      for (float& x : bias) x = t.random() * 64.0f;
      for (float& x : scale) {
        const int e = std::uniform_int_distribution<int>(t.scale_exp_min_, t.scale_exp_max_)(t.rng_);
        x = std::ldexp(std::uniform_real_distribution<float>(1.0f, 2.0f)(t.rng_), e);
      }
      packed.fill(char(0xA5));
    }
    std::vector<int32_t> q;  // [n][k]
    std::vector<float> bias, scale;
    xnn_guarded_buffer<char> packed;
  };
  template <class E>
  struct Output {
    std::vector<typename E::T> c;
    size_t cm_stride, cn_stride;
    typename E::minmax_params params;
    std::vector<double> ref, magnitude;  // [m][n], unclamped
    double roundings = 0;  // of the terms' sum: k * ks + 2, one more for a scale
  };

  // Runs call(out, a, a_stride) on random A against (bias + A * q) * scale.
  template <class Call>
  void test_quantized(const QuantizedWeights& w, Call call) const {
    const size_t a_stride = a_stride_ != 0 ? a_stride_ : k_;
    xnn_guarded_buffer<float> a((m_ - 1) * a_stride + k_);
    a.fill(xnn_test_f32::nan());
    for (size_t i = 0; i < m_; i++) {
      for (size_t kk = 0; kk < k_; kk++) a[i * a_stride + kk] = random();
    }
    if (nan_row_ < m_) a[nan_row_ * a_stride] = xnn_test_f32::nan();
    Output<xnn_test_f32> out = make_output<xnn_test_f32>([&](size_t i, size_t j) {
      double sum = w.bias[j];
      double magnitude = std::abs(w.bias[j]);
      for (size_t kk = 0; kk < k_; kk++) {
        const double p = double(a[i * a_stride + kk]) * double(w.q[j * k_ + kk]);
        sum += p, magnitude += std::abs(p);
      }
      return std::make_pair(sum * w.scale[j], magnitude * w.scale[j]);
    });
    out.roundings += 1;
    call(out, a.data(), a_stride);
    check(out);
  }

  float random() const { return std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng_); }

  // The output buffer, the reference results (reference(i, j) = {exact sum, sum of |terms|}) and the clamp derived
  // from qmin/qmax and the reference range.
  template <class E, class Reference>
  Output<E> make_output(Reference reference) const {
    Output<E> out;
    out.cn_stride = cn_stride_ != 0 ? cn_stride_ : nr_;
    const size_t row_extent = (n_ - 1) / nr_ * out.cn_stride + (n_ - 1) % nr_ + 1;
    out.cm_stride = cm_stride_ != 0 ? cm_stride_ : row_extent;
    const size_t size = (m_ - 1) * out.cm_stride + row_extent;
    out.c.assign(size, E::marker());
    out.roundings = double(k_ * ks_ + 2);
    out.ref.resize(m_ * n_);
    out.magnitude.resize(m_ * n_);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) std::tie(out.ref[i * n_ + j], out.magnitude[i * n_ + j]) = reference(i, j);
    }
    double lo_ref = INFINITY, hi_ref = -INFINITY;
    for (double r : out.ref) {
      if (!std::isnan(r)) lo_ref = std::min(lo_ref, r), hi_ref = std::max(hi_ref, r);
    }
    const float lo = float(lo_ref), hi = float(hi_ref);
    out.params.min = E::from_float(qmin_ == 0 ? -INFINITY : lo + (hi - lo) * float(qmin_) / 255.0f);
    out.params.max = E::from_float(qmax_ == 255 ? INFINITY : hi - (hi - lo) * float(255 - qmax_) / 255.0f);
    return out;
  }

  // ulps: the bound's factor on the accumulation's worst-case rounding; absolute: added to the bound.
  template <class E>
  void check(const Output<E>& out, double ulps = 1.0, double absolute = 0.0) const {
    const double unit = fp16_acc_ ? 0x1.0p-11 : 0x1.0p-24;
    const double min = E::to_double(out.params.min), max = E::to_double(out.params.max);
    std::vector<bool> written(out.c.size(), false);
    for (size_t i = 0; i < m_; i++) {
      for (size_t j = 0; j < n_; j++) {
        const size_t index = i * out.cm_stride + j / nr_ * out.cn_stride + j % nr_;
        written[index] = true;
        const double got = E::to_double(out.c[index]);
        if (std::isnan(out.ref[i * n_ + j])) {
          ASSERT_TRUE(std::isnan(got)) << describe() << ": NaN lost at row " << i << ", column " << j;
          continue;
        }
        const double expected = std::min(std::max(out.ref[i * n_ + j], min), max);
        // The rounding of the result to E, plus the worst-case rounding of a sum of k*ks+1 terms (Higham's gamma_n)
        // and of the scale's product, for weights-only kernels.
        const double tolerance =
            E::ulp(expected) + ulps * out.roundings * unit * out.magnitude[i * n_ + j] + absolute;
        ASSERT_NEAR(got, expected, tolerance) << describe() << " at row " << i << ", column " << j;
      }
    }
    for (size_t index = 0; index < out.c.size(); index++) {
      if (!written[index]) {
        ASSERT_TRUE(E::is_marker(out.c[index])) << describe() << ": wrote outside the output block, at element "
                                                << index;
      }
    }
  }

  std::string describe() const {
    std::ostringstream s;
    s << "m=" << m_ << " n=" << n_ << " k=" << k_ << " ks=" << ks_ << " a_stride=" << a_stride_
      << " cm_stride=" << cm_stride_ << " cn_stride=" << cn_stride_ << " qmin=" << int(qmin_)
      << " qmax=" << int(qmax_) << " zero_index=" << zero_index_ << " a_offset=" << a_offset_
      << " nan_row=" << nan_row_ << " kernel_zero_point=" << kernel_zero_point_;
    return s.str();
  }

  size_t mr_ = 1, nr_ = 1, kr_ = 1, sr_ = 1;
  size_t m_ = 1, n_ = 1, k_ = 1;
  size_t a_stride_ = 0, cm_stride_ = 0, cn_stride_ = 0;
  uint8_t qmin_ = 0, qmax_ = 255;
  size_t ks_ = 1, zero_index_ = SIZE_MAX, a_offset_ = 0, nan_row_ = SIZE_MAX;
  int32_t kernel_zero_point_ = 8;
  int scale_exp_min_ = -8, scale_exp_max_ = 2;
  bool fp16_acc_ = false;
  mutable std::mt19937 rng_{12345};
};
