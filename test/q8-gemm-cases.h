// The cases every 8-bit GEMM and IGEMM kernel runs, whatever its family: every m <= mr, n tails up to 2 * nr + 1, k
// around multiples of kr, one large k and one past the VNNI kernels' A staging, strides of A and C, scales
// 2^-20..2^8; and the check that a config's four kernels share their tile. A family adds its quantization cases
// (zero points at both extremes, saturation) in its tester's header. Kept small enough for a few seconds per ISA
// under qemu.
#pragma once

#include <type_traits>

#include <gtest/gtest.h>

#include "ukernel-params.h"

// Tester: the family's tester (q8-gemm-tester.h); Info: a table row.
template <class Tester, class Info>
class Q8GemmCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Tester tester() const {
    const Info& p = this->GetParam();
    return Tester().kernel(p).m(p.mr).n(p.nr).k(kr() + 1);
  }
  size_t kr() const { return this->GetParam().kr; }
  size_t mr() const { return this->GetParam().mr; }
  size_t nr() const { return this->GetParam().nr; }
  auto fn() const { return this->GetParam().fn; }
};

#define XNN_Q8_GEMM_SHAPE_CASES(Suite)                                                                         \
  TEST_P(Suite, k_up_to_3kr_plus_1) {                                                                          \
    for (size_t k = 1; k <= 3 * kr() + 1; k++) tester().k(k).test(fn());                                        \
  }                                                                                                            \
  TEST_P(Suite, k_large) { tester().k(1000 + kr() / 2).n(2 * nr() + 1).test(fn()); }                           \
  /* past two chunks of the VNNI kernels' A staging (vnni-stage.h: 4096 bytes), ending mid-group */              \
  TEST_P(Suite, k_past_staging_chunks) { tester().k(2 * 4096 + kr() + 1).n(nr() + 1).test(fn()); }              \
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
  TEST_P(Suite, scales_2_pow_minus_20_to_8) {                                                                  \
    for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());                         \
  }

// GEMM only: rows of A further apart than k.
#define XNN_Q8_GEMM_CASES(Suite)                                                                               \
  XNN_Q8_GEMM_SHAPE_CASES(Suite)                                                                               \
  TEST_P(Suite, strided_a) {                                                                                   \
    for (size_t m = 1; m <= mr(); m++)                                                                         \
      for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).k(k).a_stride(k + 7).test(fn());               \
  }

// IGEMM only: several taps, the pointer rebase, rows of A further apart than k.
#define XNN_Q8_IGEMM_CASES(Suite)                                                                              \
  XNN_Q8_GEMM_SHAPE_CASES(Suite)                                                                               \
  TEST_P(Suite, several_taps) {                                                                                \
    for (size_t m = 1; m <= mr(); m++) tester().m(m).n(nr() + 1).ks(3).k(2 * kr() + 1).test(fn());             \
  }                                                                                                            \
  TEST_P(Suite, a_offset_rebases_every_pointer_but_zero) {                                                     \
    for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).a_offset(37).k(kr() + 3).test(fn());                \
  }                                                                                                            \
  TEST_P(Suite, strided_a_rows) {                                                                              \
    tester().ks(2).a_stride(3 * kr() + 11).k(2 * kr() + 1).n(2 * nr() + 1).test(fn());                         \
  }

template <class Config, class = void>
struct xnn_config_has_sr : std::false_type {};
template <class Config>
struct xnn_config_has_sr<Config, std::void_t<decltype(Config::sr)>> : std::true_type {};
template <class Config, class = void>
struct xnn_config_has_a_offset : std::false_type {};
template <class Config>
struct xnn_config_has_a_offset<Config, std::void_t<decltype(Config::a_offset)>> : std::true_type {};

// A config's four kernels read the same packed weights: same ISA, nr and kr, sr (GEMM rows) and a_offset where the
// family's packing takes them; mr = 1 for the twins.
template <class Config>
void xnn_expect_gemm_config_kernels_share_tile(const Config* config) {
  ASSERT_NE(config, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
  EXPECT_GT(config->mr, 1u);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->igemm->mr, config->mr);
  EXPECT_EQ(config->igemm1->mr, 1u);
  auto expect_shared = [config](const auto* row) {
    EXPECT_EQ(row->isa, config->gemm->isa);
    EXPECT_EQ(row->nr, config->nr);
    EXPECT_EQ(row->kr, config->kr);
    if constexpr (xnn_config_has_a_offset<Config>::value) {
      EXPECT_EQ(row->a_offset, config->a_offset);
    }
  };
  for (const auto* row : {config->gemm, config->gemm1}) {
    expect_shared(row);
    if constexpr (xnn_config_has_sr<Config>::value) {
      EXPECT_EQ(row->sr, config->sr);
    }
  }
  for (const auto* row : {config->igemm, config->igemm1}) expect_shared(row);
}
