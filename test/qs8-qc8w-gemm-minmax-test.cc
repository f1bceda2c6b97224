// Every kernel of src/ukernels/qs8-qc8w-gemm/gemm-minmax-table.h against the exact reference.
#include "qs8-gemm-cases.h"

namespace {

class Qs8Qc8wGemmMinmax : public Qs8GemmCases<xnn_qs8_qc8w_gemm_minmax_info> {};

XNN_QS8_GEMM_COMMON_CASES(Qs8Qc8wGemmMinmax)

TEST_P(Qs8Qc8wGemmMinmax, strided_a) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().m(m).k(k).a_stride(k + 7).test(fn());
  }
}

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_gemm_minmax, Qs8Qc8wGemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_gemm_minmax_ukernels,
                                                          xnn_qs8_qc8w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
