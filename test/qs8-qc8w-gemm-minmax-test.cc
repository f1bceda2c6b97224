// Every kernel of src/ukernels/qs8-qc8w-gemm/gemm-minmax-table.h against the exact reference.
#include "configs/qs8-qc8w-gemm-config.h"
#include "qs8-gemm-tester.h"

namespace {

class Qs8Qc8wGemmMinmax : public Q8GemmCases<Qs8GemmTester, xnn_qs8_qc8w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qs8Qc8wGemmMinmax)
XNN_QS8_GEMM_QUANTIZATION_CASES(Qs8Qc8wGemmMinmax)

TEST(Qs8Qc8wGemmConfig, kernels_share_tile_and_packing) {
  xnn_expect_gemm_config_kernels_share_tile(xnn_init_qs8_qc8w_gemm_config());
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
