// Every kernel of src/ukernels/qd8-f32-qb4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h, bit for
// bit: the cases of qb4w-gemm-cases.h; and the config's choice.
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "qb4w-gemm-cases.h"
#include "qd8-4bit-gemm-tester.h"
#include "gemm-config-checks.h"

namespace {

class Qd8F32Qb4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qd8_f32_qb4w_gemm_minmax_info> {
 protected:
  Qd8FourBitGemmTester tester() const { return Q8GemmCases::tester().block_size(32).k(64); }
};

XNN_QB4W_GEMM_CASES(Qd8F32Qb4wGemm)

TEST(Qd8F32Qb4wGemmConfig, gemm_and_gemm1_share_tile) {
  expect_gemv_row_shares_the_tile(xnn_init_qd8_f32_qb4w_gemm_config());
}

// NEON i8mm before NEON dot, AVX-512 VNNI before AVX-VNNI, relaxed SIMD before WASM SIMD: the newest ISA this CPU has.
TEST(Qd8F32Qb4wGemmConfig, gemm_is_of_the_newest_enabled_isa) {
  const xnn_qd8_f32_qb4w_gemm_config* config = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count; i++) {
    const xnn_qd8_f32_qb4w_gemm_minmax_info& row = xnn_qd8_f32_qb4w_gemm_minmax_ukernels[i];
    if (xnn_isa_enabled(row.isa)) {
      EXPECT_LE(int(row.isa), int(config->gemm->isa)) << row.name;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(qd8_f32_qb4w_gemm_minmax, Qd8F32Qb4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qb4w_gemm_minmax_ukernels,
                                                          xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
