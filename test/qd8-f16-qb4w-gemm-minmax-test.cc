// Every kernel of src/ukernels/qd8-f16-qb4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h (the
// qd8-f32-qb4w result rounded once to fp16), bit for bit: the cases of qb4w-gemm-cases.h; and the config's pairing.
#include "configs/qd8-f16-qb4w-gemm-config.h"
#include "qb4w-gemm-cases.h"
#include "qd8-4bit-gemm-tester.h"
#include "gemm-config-checks.h"

namespace {

class Qd8F16Qb4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qd8_f16_qb4w_gemm_minmax_info> {
 protected:
  Qd8FourBitGemmTester tester() const { return Q8GemmCases::tester().block_size(32).k(64); }
};

XNN_QB4W_GEMM_CASES(Qd8F16Qb4wGemm)

TEST(Qd8F16Qb4wGemmConfig, gemv_row_shares_the_tile) {
  expect_gemv_row_shares_the_tile(xnn_init_qd8_f16_qb4w_gemm_config());
}

INSTANTIATE_TEST_SUITE_P(qd8_f16_qb4w_gemm_minmax, Qd8F16Qb4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f16_qb4w_gemm_minmax_ukernels,
                                                          xnn_qd8_f16_qb4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
