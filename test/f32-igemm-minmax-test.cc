// Every kernel of src/ukernels/f32-gemm/igemm-minmax-table.h against the reference.
#include "gemm-cases.h"

namespace {

class F32IgemmMinmax : public GemmCases<xnn_f32_igemm_minmax_info> {};

XNN_GEMM_COMMON_CASES(F32IgemmMinmax)

TEST_P(F32IgemmMinmax, small_kernel) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).k(kblock() + 1).test(fn());
}

TEST_P(F32IgemmMinmax, small_kernel_n_gt_nr) {
  for (size_t n = nr() + 1; n < 2 * nr(); n += 3) tester().n(n).ks(3).k(kblock() - 1).test(fn());
}

TEST_P(F32IgemmMinmax, a_offset) {
  for (size_t k = 1; k <= 3 * kblock(); k += kblock() + 1) tester().ks(3).k(k).a_offset(7 * k + 3).test(fn());
}

TEST_P(F32IgemmMinmax, zero_row) {
  for (size_t zero_index = 0; zero_index < mr(); zero_index++) {
    tester().ks(3).k(kblock() + 2).a_offset(13).zero_index(zero_index).test(fn());
  }
}

INSTANTIATE_TEST_SUITE_P(f32_igemm_minmax, F32IgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_igemm_minmax_ukernels,
                                                          xnn_f32_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
