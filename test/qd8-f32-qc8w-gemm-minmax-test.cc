// Every kernel of src/ukernels/qd8-f32-qc8w-gemm/ (GEMM and IGEMM tables) against the exact reference of
// qd8-gemm-tester.h, bit for bit.
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "qd8-gemm-tester.h"
#include "ukernel-params.h"

template <class Fn>
void PrintTo(const xnn_qd8_gemm_ukernel_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

namespace {

template <class Info>
class Qd8GemmCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Qd8GemmTester tester() const {
    const Info& p = this->GetParam();
    return Qd8GemmTester().kernel(p).m(p.mr).n(p.nr).k(kr() + 1);
  }
  size_t kr() const { return this->GetParam().kr; }
  size_t mr() const { return this->GetParam().mr; }
  size_t nr() const { return this->GetParam().nr; }
  auto fn() const { return this->GetParam().fn; }
};

class Qd8F32Qc8wGemm : public Qd8GemmCases<xnn_qd8_f32_qc8w_gemm_minmax_info> {};
class Qd8F32Qc8wIgemm : public Qd8GemmCases<xnn_qd8_f32_qc8w_igemm_minmax_info> {};

#define XNN_QD8_GEMM_COMMON_CASES(Suite)                                                                       \
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
  TEST_P(Suite, zero_point_extremes) {                                                                         \
    tester().zero_point(-128).k(3 * kr() + 1).n(nr() + 1).test(fn());                                          \
    tester().zero_point(127).k(3 * kr() + 1).n(nr() + 1).test(fn());                                           \
  }                                                                                                            \
  TEST_P(Suite, scales_2_pow_minus_20_to_8) {                                                                  \
    for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());                         \
  }                                                                                                            \
  TEST_P(Suite, no_bias) { tester().no_bias().n(2 * nr() + 1).test(fn()); }                                     \
  TEST_P(Suite, clamped) {                                                                                     \
    tester().output_min(-0.5f).output_max(0.25f).n(2 * nr() + 1).k(3 * kr() + 1).test(fn());                  \
    tester().output_min(100.0f).n(nr() + 1).test(fn());                                                        \
    tester().output_max(-100.0f).n(nr() + 1).test(fn());                                                       \
  }

XNN_QD8_GEMM_COMMON_CASES(Qd8F32Qc8wGemm)
XNN_QD8_GEMM_COMMON_CASES(Qd8F32Qc8wIgemm)

TEST_P(Qd8F32Qc8wGemm, strided_a) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).k(k).a_stride(k + 7).test(fn());
  }
}

TEST_P(Qd8F32Qc8wIgemm, several_taps) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).n(nr() + 1).k(2 * kr() + 1).test(fn());
}

TEST_P(Qd8F32Qc8wIgemm, zero_pointer_reads_zero_data) {
  for (size_t z = 0; z < 3 * mr(); z++) tester().ks(3).zero_index(z).k(kr() + 3).test(fn());
  tester().ks(3).zero_index(0).zero_point(-128).test(fn());
  tester().ks(3).zero_index(0).zero_point(127).test(fn());
}

TEST_P(Qd8F32Qc8wIgemm, a_offset_rebases_other_pointers) {
  tester().ks(2).a_offset(37).zero_index(1).k(2 * kr() + 1).test(fn());
}

// The config's four kernels read the same packed weights: same ISA, nr, kr and sr; mr = 1 for the twins.
TEST(Qd8F32Qc8wGemmConfig, kernels_share_tile_and_packing) {
  const xnn_qd8_f32_qc8w_gemm_config* config = xnn_init_qd8_f32_qc8w_gemm_config();
  ASSERT_NE(config, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
  EXPECT_GT(config->mr, 1u);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->igemm->mr, config->mr);
  EXPECT_EQ(config->igemm1->mr, 1u);
  for (const auto* row : {config->gemm, config->gemm1}) {
    EXPECT_EQ(row->isa, config->gemm->isa);
    EXPECT_EQ(row->nr, config->nr);
    EXPECT_EQ(row->kr, config->kr);
    EXPECT_EQ(row->sr, config->sr);
  }
  for (const auto* row : {config->igemm, config->igemm1}) {
    EXPECT_EQ(row->isa, config->gemm->isa);
    EXPECT_EQ(row->nr, config->nr);
    EXPECT_EQ(row->kr, config->kr);
  }
}

INSTANTIATE_TEST_SUITE_P(qd8_f32_qc8w_gemm_minmax, Qd8F32Qc8wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qc8w_gemm_minmax_ukernels,
                                                          xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());
INSTANTIATE_TEST_SUITE_P(qd8_f32_qc8w_igemm_minmax, Qd8F32Qc8wIgemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qc8w_igemm_minmax_ukernels,
                                                          xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
