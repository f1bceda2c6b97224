// Every kernel of src/ukernels/f32-qc8w-gemm/gemm-minmax-table.h against the reference: the f32 GEMM's cases
// (gemm-cases.h) with int8 weights over their whole range, plus strides and the extremes of the per-channel scale.
#include "gemm-cases.h"

namespace {

class F32Qc8wGemmMinmax : public GemmCases<xnn_f32_qc8w_gemm_minmax_info> {};

XNN_GEMM_COMMON_CASES(F32Qc8wGemmMinmax)

TEST_P(F32Qc8wGemmMinmax, strided_a) {
  for (size_t k = 1; k <= 3 * kblock(); k += 2) tester().k(k).a_stride(k + 5).test(fn());
}

TEST_P(F32Qc8wGemmMinmax, strided_a_subtile) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(kblock() + 3).a_stride(kblock() + 11).test(fn());
}

TEST_P(F32Qc8wGemmMinmax, tiny_scales) { tester().n(2 * nr() + 1).k(37).scale_exponents(-20, -20).test(fn()); }

TEST_P(F32Qc8wGemmMinmax, large_scales) { tester().n(2 * nr() + 1).k(37).scale_exponents(8, 8).test(fn()); }

TEST_P(F32Qc8wGemmMinmax, k_large) {
  for (size_t k = 255; k <= 257; k++) tester().m(mr()).n(nr() + 1).k(k).test(fn());
}

INSTANTIATE_TEST_SUITE_P(f32_qc8w_gemm_minmax, F32Qc8wGemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_qc8w_gemm_minmax_ukernels,
                                                          xnn_f32_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
