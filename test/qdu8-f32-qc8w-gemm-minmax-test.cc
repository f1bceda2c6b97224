// Every kernel of src/ukernels/qdu8-f32-qc8w-gemm/ against the exact reference of qd8-gemm-tester.h on the same
// values as int8 (A - 128, zero point - 128), bit for bit; and the config's pairing with the qd8-f32-qc8w one.
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "qd8-gemm-tester.h"

namespace {

class Qdu8F32Qc8wGemm : public Q8GemmCases<Qd8GemmTester, xnn_qdu8_f32_qc8w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qdu8F32Qc8wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qdu8F32Qc8wGemm)

TEST_P(Qdu8F32Qc8wGemm, k_4096_every_m) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(4096).n(2 * nr() + 1).test(fn());
}

// Where the CPU has a qdu8 row, the config's kernels read the packed weights of the qd8-f32-qc8w config.
TEST(Qdu8F32Qc8wGemmConfig, shares_the_qd8_packing) {
  const xnn_qdu8_f32_qc8w_gemm_config* config = xnn_init_qdu8_f32_qc8w_gemm_config();
  const xnn_qd8_f32_qc8w_gemm_config* qd8 = xnn_init_qd8_f32_qc8w_gemm_config();
  ASSERT_NE(qd8, nullptr);
  if (config == nullptr) GTEST_SKIP() << "no qdu8 row for this CPU";
  EXPECT_EQ(config->gemm->isa, qd8->gemm->isa);
  EXPECT_EQ(config->gemm1->mr, 1);
  EXPECT_EQ(config->nr, qd8->nr);
  EXPECT_EQ(config->kr, qd8->kr);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qc8wGemm);
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qc8w_gemm_minmax, Qdu8F32Qc8wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
