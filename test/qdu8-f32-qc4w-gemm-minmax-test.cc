// Every kernel of src/ukernels/qdu8-f32-qc4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h on the same
// values as int8 (A - 128, zero point - 128), bit for bit: the cases of qd8-f32-qc4w-gemm-minmax-test and the largest
// sums at the kc bound of the VNNI loaders; and the config's pairing with the qd8-f32-qc4w one.
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "qd8-4bit-gemm-tester.h"

namespace {

class Qdu8F32Qc4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qdu8_f32_qc4w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qdu8F32Qc4wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qdu8F32Qc4wGemm)

TEST_P(Qdu8F32Qc4wGemm, signed_nibbles_with_kernel_zero_point_0) {
  for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().kernel_zero_point(0).k(k).n(2 * nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qc4wGemm, largest_sums_do_not_overflow) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(127).k(4096 + kr()).test(fn());
    tester().extreme_values(a).kernel_zero_point(0).zero_point(-128).k(1000).test(fn());
  }
}

TEST_P(Qdu8F32Qc4wGemm, largest_sums_at_the_kc_bound) {
  const size_t bound = xnn_qc4w_exact_kc_bound(GetParam().isa);
  tester().extreme_values(127).zero_point(-128).m(mr()).n(nr()).k(bound).test(fn());
}

// Where the CPU has a qdu8 row, the config's kernels read the packed weights of the qd8-f32-qc4w config.
TEST(Qdu8F32Qc4wGemmConfig, shares_the_qd8_packing) {
  const xnn_qdu8_f32_qc4w_gemm_config* config = xnn_qdu8_f32_qc4w_gemm_config_for_qd8();
  const xnn_qd8_f32_qc4w_gemm_config* qd8 = xnn_init_qd8_f32_qc4w_gemm_config();
  ASSERT_NE(qd8, nullptr);
  if (config == nullptr) GTEST_SKIP() << "no qdu8 row of the qd8 tile for this CPU";
  EXPECT_EQ(config->gemm->isa, qd8->gemm->isa);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->nr, qd8->nr);
  EXPECT_EQ(config->kr, qd8->kr);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qc4wGemm);
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qc4w_gemm_minmax, Qdu8F32Qc4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qc4w_gemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qc4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
