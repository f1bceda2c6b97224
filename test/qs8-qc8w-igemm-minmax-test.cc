// Every kernel of src/ukernels/qs8-qc8w-gemm/igemm-minmax-table.h against the exact reference.
#include "qs8-gemm-cases.h"

namespace {

class Qs8Qc8wIgemmMinmax : public Qs8GemmCases<xnn_qs8_qc8w_igemm_minmax_info> {};

XNN_QS8_GEMM_COMMON_CASES(Qs8Qc8wIgemmMinmax)

TEST_P(Qs8Qc8wIgemmMinmax, several_taps) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).n(nr() + 1).ks(3).k(2 * kr() + 1).test(fn());
}

TEST_P(Qs8Qc8wIgemmMinmax, a_offset_rebases_every_pointer_but_zero) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).a_offset(37).k(kr() + 3).test(fn());
}

TEST_P(Qs8Qc8wIgemmMinmax, zero_pointer_rows) {
  for (size_t i = 0; i < 3 * mr(); i++) tester().ks(3).a_offset(13).zero_index(i).input_zero_point(-77).test(fn());
}

TEST_P(Qs8Qc8wIgemmMinmax, strided_a_rows) {
  tester().ks(2).a_stride(3 * kr() + 11).k(2 * kr() + 1).n(2 * nr() + 1).test(fn());
}

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_igemm_minmax, Qs8Qc8wIgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_igemm_minmax_ukernels,
                                                          xnn_qs8_qc8w_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
