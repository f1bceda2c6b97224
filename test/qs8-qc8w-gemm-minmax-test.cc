// Every kernel of src/ukernels/qs8-qc8w-gemm/gemm-minmax-table.h against the exact reference.
#include "configs/qs8-qc8w-gemm-config.h"
#include "qs8-gemm-cases.h"

namespace {

class Qs8Qc8wGemmMinmax : public Qs8GemmCases<xnn_qs8_qc8w_gemm_minmax_info> {};

XNN_QS8_GEMM_COMMON_CASES(Qs8Qc8wGemmMinmax)

TEST_P(Qs8Qc8wGemmMinmax, strided_a) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).k(k).a_stride(k + 7).test(fn());
  }
}

// The config's four kernels read the same packed weights: same ISA, nr, kr, sr and a_offset; mr = 1 for the twins.
TEST(Qs8Qc8wGemmConfig, kernels_share_tile_and_packing) {
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
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
    EXPECT_EQ(row->a_offset, config->a_offset);
  }
  for (const auto* row : {config->igemm, config->igemm1}) {
    EXPECT_EQ(row->isa, config->gemm->isa);
    EXPECT_EQ(row->nr, config->nr);
    EXPECT_EQ(row->kr, config->kr);
    EXPECT_EQ(row->a_offset, config->a_offset);
  }
}

#if defined(XNN_WASM_RELAXED_SIMD)
// A build with -Dwasm_relaxed_simd=true runs on engines with relaxed SIMD only: dispatch takes its kernels.
TEST(Qs8Qc8wGemmConfig, relaxed_simd_build_picks_wasmsdot) {
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  ASSERT_NE(config, nullptr);
  if (!xnn_isa_enabled(xnn_isa::wasmsdot)) GTEST_SKIP() << "XNN_MAX_ISA leaves relaxed SIMD out";
  EXPECT_EQ(config->gemm->isa, xnn_isa::wasmsdot);
  EXPECT_EQ(config->igemm->isa, xnn_isa::wasmsdot);
}
#endif

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_gemm_minmax, Qs8Qc8wGemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_gemm_minmax_ukernels,
                                                          xnn_qs8_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
