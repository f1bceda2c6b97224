// Every kernel of src/ukernels/qu8-gemm/gemm-minmax-table.h against the exact reference, and the config's choice.
#include "configs/qu8-gemm-config.h"
#include "qu8-gemm-tester.h"

namespace {

class Qu8GemmMinmax : public Q8GemmCases<Qu8GemmTester, xnn_qu8_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qu8GemmMinmax)
XNN_QU8_GEMM_QUANTIZATION_CASES(Qu8GemmMinmax)

TEST(Qu8GemmConfig, kernels_share_tile_and_packing) {
  xnn_expect_gemm_config_kernels_share_tile(xnn_init_qu8_gemm_config());
}

INSTANTIATE_TEST_SUITE_P(qu8_gemm_minmax, Qu8GemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_gemm_minmax_ukernels,
                                                          xnn_qu8_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
