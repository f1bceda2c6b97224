// Every kernel of src/ukernels/qu8-gemm/gemm-minmax-table.h against the exact reference, and the config's choice.
#include "configs/qu8-gemm-config.h"
#include "qu8-gemm-tester.h"

namespace {

class Qu8GemmMinmax : public Qu8GemmCases<xnn_qu8_gemm_minmax_info> {};

XNN_QU8_GEMM_COMMON_CASES(Qu8GemmMinmax)

TEST_P(Qu8GemmMinmax, strided_a) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).k(k).a_stride(k + 7).test(fn());
  }
}

// The config's four kernels read the same packed weights: same ISA, nr and kr; mr = 1 for the twins.
TEST(Qu8GemmConfig, kernels_share_tile_and_packing) {
  const xnn_qu8_gemm_config* config = xnn_init_qu8_gemm_config();
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
  }
  for (const auto* row : {config->igemm, config->igemm1}) {
    EXPECT_EQ(row->isa, config->gemm->isa);
    EXPECT_EQ(row->nr, config->nr);
    EXPECT_EQ(row->kr, config->kr);
  }
}

INSTANTIATE_TEST_SUITE_P(qu8_gemm_minmax, Qu8GemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_gemm_minmax_ukernels,
                                                          xnn_qu8_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
