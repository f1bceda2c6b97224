// Every kernel of src/ukernels/qu8-gemm/igemm-minmax-table.h against the exact reference.
#include "qu8-gemm-tester.h"

namespace {

class Qu8IgemmMinmax : public Qu8GemmCases<xnn_qu8_igemm_minmax_info> {};

XNN_QU8_GEMM_COMMON_CASES(Qu8IgemmMinmax)

TEST_P(Qu8IgemmMinmax, several_taps) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).n(nr() + 1).ks(3).k(2 * kr() + 1).test(fn());
}

TEST_P(Qu8IgemmMinmax, a_offset_rebases_every_pointer_but_zero) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).a_offset(37).k(kr() + 3).test(fn());
}

TEST_P(Qu8IgemmMinmax, zero_pointer_rows) {
  for (size_t i = 0; i < 3 * mr(); i++) tester().ks(3).a_offset(13).zero_index(i).input_zero_point(201).test(fn());
}

TEST_P(Qu8IgemmMinmax, strided_a_rows) {
  tester().ks(2).a_stride(3 * kr() + 11).k(2 * kr() + 1).n(2 * nr() + 1).test(fn());
}

INSTANTIATE_TEST_SUITE_P(qu8_igemm_minmax, Qu8IgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_igemm_minmax_ukernels,
                                                          xnn_qu8_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
