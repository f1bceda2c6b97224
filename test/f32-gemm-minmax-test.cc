// Every kernel of src/ukernels/f32-gemm/gemm-minmax-table.h against the reference.
#include "gemm-cases.h"

namespace {

class F32GemmMinmax : public GemmCases<xnn_f32_gemm_minmax_info> {};

XNN_GEMM_COMMON_CASES(F32GemmMinmax)

TEST_P(F32GemmMinmax, strided_a) {
  for (size_t k = 1; k <= 3 * kblock(); k += 2) tester().k(k).a_stride(k + 5).test(fn());
}

TEST_P(F32GemmMinmax, strided_a_subtile) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(kblock() + 3).a_stride(kblock() + 11).test(fn());
}

INSTANTIATE_TEST_SUITE_P(f32_gemm_minmax, F32GemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_gemm_minmax_ukernels,
                                                          xnn_f32_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
