// The cases every qs8-qc8w GEMM and IGEMM kernel runs: every m <= mr, n tails up to 2 * nr + 1, k around multiples
// of kr and one large k, strides of A and C, zero points at both extremes, scales 2^-20..2^8 and output
// saturation at both ends. Kept small enough for a few seconds per ISA under qemu.
#pragma once

#include "qs8-gemm-tester.h"
#include "ukernel-params.h"

template <class Fn>
void PrintTo(const xnn_qs8_gemm_ukernel_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

template <class Info>
class Qs8GemmCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Qs8GemmTester tester() const {
    const Info& p = this->GetParam();
    return Qs8GemmTester().kernel(p).m(p.mr).n(p.nr).k(kr() + 1);
  }
  size_t kr() const { return this->GetParam().kr; }
  size_t mr() const { return this->GetParam().mr; }
  size_t nr() const { return this->GetParam().nr; }
  auto fn() const { return this->GetParam().fn; }
};

#define XNN_QS8_GEMM_COMMON_CASES(Suite)                                                                       \
  TEST_P(Suite, k_up_to_3kr_plus_1) {                                                                          \
    for (size_t k = 1; k <= 3 * kr() + 1; k++) tester().k(k).test(fn());                                        \
  }                                                                                                            \
  TEST_P(Suite, k_large) { tester().k(1000 + kr() / 2).n(2 * nr() + 1).test(fn()); }                           \
  /* past two chunks of the VNNI kernels' A staging (vnni-stage.h: 2048 bytes), ending mid-group */              \
  TEST_P(Suite, k_past_staging_chunks) { tester().k(2 * 2048 + kr() + 1).n(nr() + 1).test(fn()); }              \
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
  TEST_P(Suite, input_zero_point_extremes) {                                                                   \
    tester().input_zero_point(-128).k(3 * kr() + 1).test(fn());                                                \
    tester().input_zero_point(127).k(3 * kr() + 1).test(fn());                                                 \
  }                                                                                                            \
  TEST_P(Suite, output_zero_point_extremes) {                                                                  \
    tester().output_zero_point(-128).test(fn());                                                               \
    tester().output_zero_point(127).test(fn());                                                                \
  }                                                                                                            \
  TEST_P(Suite, scales_2_pow_minus_20_to_8) {                                                                  \
    for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());                         \
  }                                                                                                            \
  TEST_P(Suite, saturation) {                                                                                  \
    tester().output_min(-20).output_max(30).n(2 * nr() + 1).test(fn());                                       \
    tester().output_min(127).n(nr() + 1).test(fn());                                                           \
    tester().output_max(-128).n(nr() + 1).test(fn());                                                          \
    tester().output_zero_point(127).output_min(100).n(nr() + 1).scale_exponent(4).test(fn());                 \
    tester().output_zero_point(-128).output_max(-100).n(nr() + 1).scale_exponent(4).test(fn());               \
  }
