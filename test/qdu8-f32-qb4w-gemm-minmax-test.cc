// Every kernel of src/ukernels/qdu8-f32-qb4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h on the same
// values as int8 (A - 128, zero point - 128), bit for bit: the cases of qd8-f32-qb4w-gemm-minmax-test and the largest
// sums in the longest block within the VNNI loaders' bound; and the config's pairing with the qd8-f32-qb4w one.
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "qb4w-gemm-cases.h"
#include "qd8-4bit-gemm-tester.h"

namespace {

class Qdu8F32Qb4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qdu8_f32_qb4w_gemm_minmax_info> {
 protected:
  Qd8FourBitGemmTester tester() const { return Q8GemmCases::tester().block_size(32).k(64); }
};

XNN_QB4W_GEMM_CASES(Qdu8F32Qb4wGemm)

TEST_P(Qdu8F32Qb4wGemm, largest_sums_in_the_longest_block_within_the_bound) {
  const size_t block = xnn_qc4w_exact_kc_bound(GetParam().isa) / 32 * 32;
  tester().extreme_values(127).zero_point(-128).m(mr()).n(nr()).block_size(block).k(block).test(fn());
}

// Where the CPU has a qdu8 row, the config's kernels read the packed weights of the qd8-f32-qb4w config.
TEST(Qdu8F32Qb4wGemmConfig, shares_the_qd8_packing) {
  const xnn_qdu8_f32_qb4w_gemm_config* config = xnn_qdu8_f32_qb4w_gemm_config_for_qd8();
  const xnn_qd8_f32_qb4w_gemm_config* qd8 = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(qd8, nullptr);
  if (config == nullptr) GTEST_SKIP() << "no qdu8 row of the qd8 tile for this CPU";
  EXPECT_EQ(config->gemm->isa, qd8->gemm->isa);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->nr, qd8->nr);
  EXPECT_EQ(config->kr, qd8->kr);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qb4wGemm);
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qb4w_gemm_minmax, Qdu8F32Qb4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qb4w_gemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
