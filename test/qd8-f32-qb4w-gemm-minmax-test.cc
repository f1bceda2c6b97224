// Every kernel of src/ukernels/qd8-f32-qb4w-gemm/ against the exact reference of qd8-4bit-gemm-tester.h, bit for
// bit: every m and n tail, block sizes 32..256 and up to 130 blocks (past the VNNI kernels' A staging), strides,
// scales 2^-20..2^8, zero points at both extremes, both kernel zero points, no bias, clamping, the largest sums, and
// blocks longer than one int16 sum of W covers (4096 inputs).
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "qd8-4bit-gemm-tester.h"

namespace {

class Qd8F32Qb4wGemm : public Q8GemmCases<Qd8FourBitGemmTester, xnn_qd8_f32_qb4w_gemm_minmax_info> {
 protected:
  Qd8FourBitGemmTester tester() const { return Q8GemmCases::tester().block_size(32).k(64); }
};

TEST_P(Qd8F32Qb4wGemm, block_sizes_and_counts) {
  for (size_t bl : {32, 64, 96, 256}) {
    for (size_t blocks : {1, 2, 3}) tester().block_size(bl).k(bl * blocks).n(nr() + 1).test(fn());
  }
}

TEST_P(Qd8F32Qb4wGemm, many_blocks_past_staging) { tester().block_size(32).k(130 * 32).n(nr() + 1).test(fn()); }

TEST_P(Qd8F32Qb4wGemm, every_m_and_n) {
  for (size_t m = 1; m <= mr(); m++) {
    for (size_t n = 1; n <= 2 * nr() + 1; n++) tester().m(m).n(n).test(fn());
  }
}

TEST_P(Qd8F32Qb4wGemm, strided_a_cm_cn) {
  for (size_t m = 1; m <= mr(); m++) {
    tester().m(m).a_stride(64 + 7).n(2 * nr() + 1).cm_stride(3 * nr() + 5).cn_stride(nr() + 3).test(fn());
  }
}

TEST_P(Qd8F32Qb4wGemm, scales_2_pow_minus_20_to_8) {
  for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());
}

TEST_P(Qd8F32Qb4wGemm, zero_point_extremes) {
  tester().zero_point(-128).n(nr() + 1).test(fn());
  tester().zero_point(127).n(nr() + 1).test(fn());
}

TEST_P(Qd8F32Qb4wGemm, signed_nibbles_with_kernel_zero_point_0) {
  tester().kernel_zero_point(0).n(2 * nr() + 1).test(fn());
}

TEST_P(Qd8F32Qb4wGemm, no_bias) { tester().no_bias().n(2 * nr() + 1).test(fn()); }

TEST_P(Qd8F32Qb4wGemm, clamped) {
  tester().output_min(-0.5f).output_max(0.25f).n(2 * nr() + 1).test(fn());
  tester().output_min(100.0f).n(nr() + 1).test(fn());
  tester().output_max(-100.0f).n(nr() + 1).test(fn());
}

TEST_P(Qd8F32Qb4wGemm, largest_sums_do_not_overflow) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096).k(4096).test(fn());
  }
}

TEST_P(Qd8F32Qb4wGemm, blocks_longer_than_one_int16_sum) {
  for (int8_t a : {int8_t(-128), int8_t(127)}) {
    tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096 + 32).k(2 * (4096 + 32)).test(fn());
  }
  tester().block_size(2 * 4096 + 64).k(2 * 4096 + 64).n(nr() + 1).test(fn());
}

TEST(Qd8F32Qb4wGemmConfig, gemm_and_gemm1_share_tile) {
  const xnn_qd8_f32_qb4w_gemm_config* config = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(config, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
  EXPECT_GT(config->mr, 1u);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->gemm1->isa, config->gemm->isa);
  EXPECT_EQ(config->gemm1->nr, config->nr);
  EXPECT_EQ(config->gemm1->kr, config->kr);
}

// NEON i8mm before NEON dot, AVX-512 VNNI before AVX-VNNI, relaxed SIMD before WASM SIMD: the newest ISA this CPU has.
TEST(Qd8F32Qb4wGemmConfig, gemm_is_of_the_newest_enabled_isa) {
  const xnn_qd8_f32_qb4w_gemm_config* config = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count; i++) {
    const xnn_qd8_f32_qb4w_gemm_minmax_info& row = xnn_qd8_f32_qb4w_gemm_minmax_ukernels[i];
    if (xnn_isa_enabled(row.isa)) {
      EXPECT_LE(int(row.isa), int(config->gemm->isa)) << row.name;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(qd8_f32_qb4w_gemm_minmax, Qd8F32Qb4wGemm,
                         testing::ValuesIn(xnn_table_rows(xnn_qd8_f32_qb4w_gemm_minmax_ukernels,
                                                          xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
