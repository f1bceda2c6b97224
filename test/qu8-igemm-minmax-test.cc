// Every kernel of src/ukernels/qu8-gemm/igemm-minmax-table.h against the exact reference.
#include "qu8-gemm-tester.h"

namespace {

class Qu8IgemmMinmax : public Q8GemmCases<Qu8GemmTester, xnn_qu8_igemm_minmax_info> {};

XNN_Q8_IGEMM_CASES(Qu8IgemmMinmax)
XNN_QU8_GEMM_QUANTIZATION_CASES(Qu8IgemmMinmax)

TEST_P(Qu8IgemmMinmax, zero_pointer_rows) {
  for (size_t i = 0; i < 3 * mr(); i++) tester().ks(3).a_offset(13).zero_index(i).input_zero_point(201).test(fn());
}

INSTANTIATE_TEST_SUITE_P(qu8_igemm_minmax, Qu8IgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_igemm_minmax_ukernels,
                                                          xnn_qu8_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
