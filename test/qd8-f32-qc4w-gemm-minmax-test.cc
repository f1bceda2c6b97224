// Every kernel of src/ukernels/qd8-f32-qc4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h, bit for
// bit: the 8-bit GEMM shape cases, the qd8 quantization cases, both kernel zero points and the largest sums.
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "qd8-4bit-gemm-tester.h"
#include "gemm-config-checks.h"

namespace {

class Qd8F32Qc4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qd8_f32_qc4w_gemm_minmax_info> {};

XNN_Q8_GEMM_CASES(Qd8F32Qc4wGemm)
XNN_QD8_GEMM_QUANTIZATION_CASES(Qd8F32Qc4wGemm)

TEST_P(Qd8F32Qc4wGemm, signed_nibbles_with_kernel_zero_point_0) {
  for (size_t k = 1; k <= 2 * kr() + 1; k++) tester().kernel_zero_point(0).k(k).n(2 * nr() + 1).test(fn());
}

TEST_P(Qd8F32Qc4wGemm, largest_sums_do_not_overflow) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(127).k(4096 + kr()).test(fn());
    tester().extreme_values(a).kernel_zero_point(0).zero_point(-128).k(1000).test(fn());
  }
}

TEST(Qd8F32Qc4wGemmConfig, gemm_and_gemm1_share_tile) {
  expect_gemv_row_shares_the_tile(xnn_init_qd8_f32_qc4w_gemm_config());
}

// NEON i8mm before NEON dot, AVX-512 VNNI before AVX-VNNI, relaxed SIMD before WASM SIMD: the newest ISA this CPU has.
TEST(Qd8F32Qc4wGemmConfig, gemm_is_of_the_newest_enabled_isa) {
  const xnn_qd8_f32_qc4w_gemm_config* config = xnn_init_qd8_f32_qc4w_gemm_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count; i++) {
    const xnn_qd8_f32_qc4w_gemm_minmax_info& row = xnn_qd8_f32_qc4w_gemm_minmax_ukernels[i];
    if (xnn_isa_enabled(row.isa)) {
      EXPECT_LE(int(row.isa), int(config->gemm->isa)) << row.name;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(qd8_f32_qc4w_gemm_minmax, Qd8F32Qc4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qc4w_gemm_minmax_ukernels,
                                                          xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
