// Every kernel of src/ukernels/qs8-qc8w-gemm/igemm-minmax-table.h against the exact reference.
#include "qs8-gemm-tester.h"

namespace {

class Qs8Qc8wIgemmMinmax : public Q8GemmCases<Qs8GemmTester, xnn_qs8_qc8w_igemm_minmax_info> {};

XNN_Q8_IGEMM_CASES(Qs8Qc8wIgemmMinmax)
XNN_QS8_GEMM_QUANTIZATION_CASES(Qs8Qc8wIgemmMinmax)

TEST_P(Qs8Qc8wIgemmMinmax, zero_pointer_rows) {
  for (size_t i = 0; i < 3 * mr(); i++) tester().ks(3).a_offset(13).zero_index(i).input_zero_point(-77).test(fn());
}

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_igemm_minmax, Qs8Qc8wIgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_igemm_minmax_ukernels,
                                                          xnn_qs8_qc8w_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
