// Every kernel of src/ukernels/qdu8-f32-qc8w-gemm/ (GEMM and IGEMM tables) against the exact reference of
// qd8-gemm-tester.h on the same values as int8 (A - 128, zero point - 128), bit for bit; and the config's pairing
// with the qd8-f32-qc8w one.
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "qd8-gemm-tester.h"

namespace {

class Qdu8F32Qc8wGemm : public Q8GemmCases<Qd8GemmTester, xnn_qdu8_f32_qc8w_gemm_minmax_info> {};
class Qdu8F32Qc8wIgemm : public Q8GemmCases<Qd8GemmTester, xnn_qdu8_f32_qc8w_igemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qdu8F32Qc8wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qdu8F32Qc8wGemm)
XNN_Q8_IGEMM_CASES(Qdu8F32Qc8wIgemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qdu8F32Qc8wIgemm)

TEST_P(Qdu8F32Qc8wGemm, k_4096_every_m) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(4096).n(2 * nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qc8wIgemm, zero_pointer_reads_zero_data) {
  for (size_t z = 0; z < 3 * mr(); z++) tester().ks(3).zero_index(z).k(kr() + 3).test(fn());
  tester().ks(3).zero_index(0).zero_point(-128).test(fn());
  tester().ks(3).zero_index(0).zero_point(127).test(fn());
}

TEST_P(Qdu8F32Qc8wIgemm, a_offset_rebases_other_pointers) {
  tester().ks(2).a_offset(37).zero_index(1).k(2 * kr() + 1).test(fn());
}

// Where the CPU has a qdu8 row, the config's kernels read the packed weights of the qd8-f32-qc8w config.
TEST(Qdu8F32Qc8wGemmConfig, shares_the_qd8_packing) {
  const xnn_qdu8_f32_qc8w_gemm_config* config = xnn_init_qdu8_f32_qc8w_gemm_config();
  const xnn_qd8_f32_qc8w_gemm_config* qd8 = xnn_init_qd8_f32_qc8w_gemm_config();
  ASSERT_NE(qd8, nullptr);
  if (config == nullptr) GTEST_SKIP() << "no qdu8 row for this CPU";
  EXPECT_EQ(config->gemm->isa, qd8->gemm->isa);
  EXPECT_EQ(config->gemm1->mr, 1);
  EXPECT_EQ(config->igemm->mr, config->gemm->mr);
  EXPECT_EQ(config->igemm->nr, config->nr);
  EXPECT_EQ(config->igemm1->mr, 1);
  EXPECT_EQ(config->igemm1->nr, config->nr);
  EXPECT_EQ(config->nr, qd8->nr);
  EXPECT_EQ(config->kr, qd8->kr);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qc8wGemm);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qc8wIgemm);
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qc8w_gemm_minmax, Qdu8F32Qc8wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qc8w_igemm_minmax, Qdu8F32Qc8wIgemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qc8w_igemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
