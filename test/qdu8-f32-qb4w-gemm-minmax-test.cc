// Every kernel of src/ukernels/qdu8-f32-qb4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h on the same
// values as int8 (A - 128, zero point - 128), bit for bit: the cases of qd8-f32-qb4w-gemm-minmax-test and the largest
// sums in the longest block within the VNNI loaders' bound; and the config's pairing with the qd8-f32-qb4w one.
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "qd8-4bit-gemm-tester.h"

namespace {

class Qdu8F32Qb4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qdu8_f32_qb4w_gemm_minmax_info> {
 protected:
  Qd8FourBitGemmTester tester() const { return Q8GemmCases::tester().block_size(32).k(64); }
};

TEST_P(Qdu8F32Qb4wGemm, block_sizes_and_counts) {
  for (size_t bl : {32, 64, 96, 256}) {
    for (size_t blocks : {1, 2, 3}) tester().block_size(bl).k(bl * blocks).n(nr() + 1).test(fn());
  }
}

TEST_P(Qdu8F32Qb4wGemm, many_blocks_past_staging) { tester().block_size(32).k(130 * 32).n(nr() + 1).test(fn()); }

TEST_P(Qdu8F32Qb4wGemm, every_m_and_n) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t n = 1; n <= 2 * nr() + 1; n++) tester().m(m).n(n).test(fn());
  }
}

TEST_P(Qdu8F32Qb4wGemm, strided_a_cm_cn) {
  for (size_t m = 1; m <= mr(); m++) {
    tester().m(m).a_stride(64 + 7).n(2 * nr() + 1).cm_stride(3 * nr() + 5).cn_stride(nr() + 3).test(fn());
  }
}

TEST_P(Qdu8F32Qb4wGemm, scales_2_pow_minus_20_to_8) {
  for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());
}

TEST_P(Qdu8F32Qb4wGemm, zero_point_extremes) {
  tester().zero_point(-128).n(nr() + 1).test(fn());
  tester().zero_point(127).n(nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qb4wGemm, signed_nibbles_with_kernel_zero_point_0) {
  tester().kernel_zero_point(0).n(2 * nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qb4wGemm, no_bias) { tester().no_bias().n(2 * nr() + 1).test(fn()); }

TEST_P(Qdu8F32Qb4wGemm, clamped) {
  tester().output_min(-0.5f).output_max(0.25f).n(2 * nr() + 1).test(fn());
  tester().output_min(100.0f).n(nr() + 1).test(fn());
  tester().output_max(-100.0f).n(nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qb4wGemm, largest_sums_do_not_overflow) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096).k(4096).test(fn());
  }
}

TEST_P(Qdu8F32Qb4wGemm, blocks_longer_than_one_int16_sum) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096 + 32).k(2 * (4096 + 32)).test(fn());
  }
  tester().block_size(2 * 4096 + 64).k(2 * 4096 + 64).n(nr() + 1).test(fn());
}

TEST_P(Qdu8F32Qb4wGemm, largest_sums_in_the_longest_block_within_the_bound) {
  const size_t block = xnn_qc4w_exact_kc_bound(GetParam().isa) / 32 * 32;
  tester().extreme_values(127).zero_point(-128).m(mr()).n(nr()).block_size(block).k(block).test(fn());
}

// Where the CPU has a qdu8 row, the config's kernels read the packed weights of the qd8-f32-qb4w config.
TEST(Qdu8F32Qb4wGemmConfig, shares_the_qd8_packing) {
  const xnn_qdu8_f32_qb4w_gemm_config* config = xnn_qdu8_f32_qb4w_gemm_config_for_qd8();
  const xnn_qd8_f32_qb4w_gemm_config* qd8 = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(qd8, nullptr);
  if (config == nullptr) GTEST_SKIP() << "no qdu8 row of the qd8 tile for this CPU";
  EXPECT_EQ(config->gemm->isa, qd8->gemm->isa);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->nr, qd8->nr);
  EXPECT_EQ(config->kr, qd8->kr);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Qdu8F32Qb4wGemm);
INSTANTIATE_TEST_SUITE_P(qdu8_f32_qb4w_gemm_minmax, Qdu8F32Qb4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qdu8_f32_qb4w_gemm_minmax_ukernels,
                                                          xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
