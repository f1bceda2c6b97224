// Every kernel of src/ukernels/qd8-f16-qc4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h (the
// qd8-f32-qc4w result rounded once to fp16), bit for bit: the 8-bit GEMM shape cases, the qd8 quantization cases,
// both kernel zero points and the largest sums.
#include "configs/qd8-f16-qc4w-gemm-config.h"
#include "qd8-4bit-gemm-tester.h"
#include "gemm-config-checks.h"

namespace {

class Qd8F16Qc4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qd8_f16_qc4w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qd8F16Qc4wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qd8F16Qc4wGemm)

TEST_P(Qd8F16Qc4wGemm, signed_nibbles_with_kernel_zero_point_0) {
  for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().kernel_zero_point(0).k(k).n(2 * nr() + 1).test(fn());
}

TEST_P(Qd8F16Qc4wGemm, largest_sums_do_not_overflow) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(127).k(4096 + kr()).test(fn());
    tester().extreme_values(a).kernel_zero_point(0).zero_point(-128).k(1000).test(fn());
  }
}

TEST(Qd8F16Qc4wGemmConfig, gemv_row_shares_the_tile) {
  expect_gemv_row_shares_the_tile(xnn_init_qd8_f16_qc4w_gemm_config());
}

INSTANTIATE_TEST_SUITE_P(qd8_f16_qc4w_gemm_minmax, Qd8F16Qc4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f16_qc4w_gemm_minmax_ukernels,
                                                          xnn_qd8_f16_qc4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
