// Every kernel of src/ukernels/qd8-f16-qc8w-gemm/ against the exact reference of qd8-gemm-tester.h (the qd8-f32-qc8w
// result rounded once to fp16), bit for bit; and the config's pairing with the qd8-f32-qc8w packing.
#include "configs/qd8-f16-qc8w-gemm-config.h"
#include "qd8-gemm-tester.h"
#include "gemm-config-checks.h"

namespace {

class Qd8F16Qc8wGemm : public Q8GemmCases<Qd8GemmTester, xnn_qd8_f16_qc8w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qd8F16Qc8wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qd8F16Qc8wGemm)

// Results past fp16's range become infinity (then clamped), tiny ones subnormal: the single rounding at the end.
TEST_P(Qd8F16Qc8wGemm, results_outside_fp16_normal_range) {
  tester().scale_exponent(4).n(2 * nr() + 1).k(64).test(fn());
  tester().scale_exponent(4).output_min(-60000.0f).output_max(60000.0f).n(nr() + 1).k(64).test(fn());
  tester().scale_exponent(-14).no_bias().n(nr() + 1).k(3 * kr() + 1).test(fn());
}

TEST(Qd8F16Qc8wGemmConfig, gemv_row_shares_the_tile) {
  expect_gemv_row_shares_the_tile(xnn_init_qd8_f16_qc8w_gemm_config());
}

INSTANTIATE_TEST_SUITE_P(qd8_f16_qc8w_gemm_minmax, Qd8F16Qc8wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f16_qc8w_gemm_minmax_ukernels,
                                                          xnn_qd8_f16_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
