// Every kernel of src/ukernels/f32-qc4w-gemm/gemm-minmax-table.h against the reference: the f32 GEMM's cases
// (gemm-cases.h) with random nibbles and zero point 8, plus strides, the zero point's extremes (0 and 15: all
// weights of one sign) and the extremes of the per-channel scale.
#include "gemm-cases.h"

namespace {

class F32Qc4wGemmMinmax : public GemmCases<xnn_f32_qc4w_gemm_minmax_info> {};

XNN_GEMM_COMMON_CASES(F32Qc4wGemmMinmax)

TEST_P(F32Qc4wGemmMinmax, strided_a) {
  for (size_t k = 1; k <= 3 * kblock(); k += 2) tester().k(k).a_stride(k + 5).test(fn());
}

TEST_P(F32Qc4wGemmMinmax, strided_a_subtile) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(kblock() + 3).a_stride(kblock() + 11).test(fn());
}

TEST_P(F32Qc4wGemmMinmax, kernel_zero_point_0) {
  for (size_t k = 1; k <= 2 * kblock() + 1; k++) tester().n(nr() + 1).k(k).kernel_zero_point(0).test(fn());
}

TEST_P(F32Qc4wGemmMinmax, kernel_zero_point_15) {
  for (size_t k = 1; k <= 2 * kblock() + 1; k++) tester().n(nr() + 1).k(k).kernel_zero_point(15).test(fn());
}

TEST_P(F32Qc4wGemmMinmax, kernel_zero_point_255) { tester().n(nr() + 1).k(9).kernel_zero_point(255).test(fn()); }

TEST_P(F32Qc4wGemmMinmax, tiny_scales) { tester().n(2 * nr() + 1).k(37).scale_exponents(-20, -20).test(fn()); }

TEST_P(F32Qc4wGemmMinmax, large_scales) { tester().n(2 * nr() + 1).k(37).scale_exponents(8, 8).test(fn()); }

TEST_P(F32Qc4wGemmMinmax, k_large) {
  for (size_t k = 255; k <= 257; k++) tester().m(mr()).n(nr() + 1).k(k).test(fn());
}

INSTANTIATE_TEST_SUITE_P(f32_qc4w_gemm_minmax, F32Qc4wGemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_qc4w_gemm_minmax_ukernels,
                                                          xnn_f32_qc4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
