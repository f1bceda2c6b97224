// Every kernel of src/ukernels/bf16-f32-gemm/gemm-minmax-table.h against a reference that sums the exact products
// in double (bound: GemmTester::test for bf16): the f32 GEMM cases (every m, n and k tail, odd k for the c2 pairs,
// strides, clamps, NaN), with A, the packed weights and their slack against guard pages.
#include "configs/bf16-f32-gemm-config.h"
#include "gemm-cases.h"

namespace {

class Bf16F32GemmMinmax : public GemmCases<xnn_bf16_f32_gemm_minmax_info> {};

XNN_GEMM_COMMON_CASES(Bf16F32GemmMinmax)

TEST_P(Bf16F32GemmMinmax, strided_a) {
  for (size_t k = 1; k <= 3 * kblock(); k += 2) tester().k(k).a_stride(k + 5).test(fn());
}

TEST_P(Bf16F32GemmMinmax, strided_a_subtile) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(kblock() + 3).a_stride(kblock() + 11).test(fn());
}

TEST_P(Bf16F32GemmMinmax, odd_k_long) {
  for (size_t k : {63, 255, 1025}) tester().k(k).n(2 * nr() - 1).test(fn());
}

INSTANTIATE_TEST_SUITE_P(bf16_f32_gemm_minmax, Bf16F32GemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_bf16_f32_gemm_minmax_ukernels,
                                                          xnn_bf16_f32_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(Bf16F32GemmConfig, gemm_and_gemm1_share_packing) {
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  ASSERT_NE(config, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
  EXPECT_TRUE(xnn_isa_enabled(config->gemm1->isa));
  EXPECT_GT(config->mr, 1u);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->gemm1->nr, config->nr);
  EXPECT_EQ(config->gemm1->kr, config->kr);
  EXPECT_EQ(config->kr, 2u);
}

// Prefill takes the conversion rows over vdpbf16ps wherever both run (bf16-f32-gemm-config.cc); decode the newest.
TEST(Bf16F32GemmConfig, prefill_prefers_avx512skx_decode_the_newest_isa) {
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  ASSERT_NE(config, nullptr);
  if (!xnn_isa_enabled(xnn_isa::avx512skx)) GTEST_SKIP() << "no AVX-512";
  EXPECT_EQ(config->gemm->isa, xnn_isa::avx512skx);
  EXPECT_EQ(config->gemm1->isa, xnn_isa_enabled(xnn_isa::avx512bf16) ? xnn_isa::avx512bf16 : xnn_isa::avx512skx);
}

}  // namespace
