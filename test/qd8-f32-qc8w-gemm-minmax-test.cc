// Every kernel of src/ukernels/qd8-f32-qc8w-gemm/ (GEMM and IGEMM tables) against the exact reference of
// qd8-gemm-tester.h, bit for bit.
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "qd8-gemm-tester.h"

namespace {

class Qd8F32Qc8wGemm : public Q8GemmCases<Qd8GemmTester, xnn_qd8_f32_qc8w_gemm_minmax_info> {};
class Qd8F32Qc8wIgemm : public Q8GemmCases<Qd8GemmTester, xnn_qd8_f32_qc8w_igemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qd8F32Qc8wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qd8F32Qc8wGemm)
XNN_Q8_IGEMM_CASES(Qd8F32Qc8wIgemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qd8F32Qc8wIgemm)

TEST_P(Qd8F32Qc8wIgemm, zero_pointer_reads_zero_data) {
  for (size_t z = 0; z < 3 * mr(); z++) tester().ks(3).zero_index(z).k(kr() + 3).test(fn());
  tester().ks(3).zero_index(0).zero_point(-128).test(fn());
  tester().ks(3).zero_index(0).zero_point(127).test(fn());
}

TEST_P(Qd8F32Qc8wIgemm, a_offset_rebases_other_pointers) {
  tester().ks(2).a_offset(37).zero_index(1).k(2 * kr() + 1).test(fn());
}

TEST(Qd8F32Qc8wGemmConfig, kernels_share_tile_and_packing) {
  xnn_expect_gemm_config_kernels_share_tile(xnn_init_qd8_f32_qc8w_gemm_config());
}

INSTANTIATE_TEST_SUITE_P(qd8_f32_qc8w_gemm_minmax, Qd8F32Qc8wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qc8w_gemm_minmax_ukernels,
                                                          xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());
INSTANTIATE_TEST_SUITE_P(qd8_f32_qc8w_igemm_minmax, Qd8F32Qc8wIgemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qc8w_igemm_minmax_ukernels,
                                                          xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
