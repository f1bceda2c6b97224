// XNN_MAX_ISA parsing and the dispatch rule that picks kernels from a table.
#include <gtest/gtest.h>

#include "configs/f32-gemm-config.h"
#include "configs/f32-ibilinear-config.h"
#include "configs/f32-reduce-config.h"
#include "configs/f32-vunary-config.h"
#include "configs/x32-transposec-config.h"
#include "configs/xx-copy-config.h"
#include "configs/hardware-config.h"

namespace {

TEST(max_isa, unset_allows_everything) {
  xnn_hw_features mask = 0;
  ASSERT_TRUE(xnn_max_isa_mask(nullptr, &mask));
  EXPECT_EQ(mask, ~xnn_hw_features{0});
  ASSERT_TRUE(xnn_max_isa_mask("", &mask));
  EXPECT_EQ(mask, ~xnn_hw_features{0});
}

TEST(max_isa, scalar_allows_nothing) {
  xnn_hw_features mask = ~xnn_hw_features{0};
  ASSERT_TRUE(xnn_max_isa_mask("scalar", &mask));
  EXPECT_EQ(mask, 0u);
}

TEST(max_isa, unknown_value_is_an_error) {
  xnn_hw_features mask;
  EXPECT_FALSE(xnn_max_isa_mask("avx9000", &mask));
  EXPECT_FALSE(xnn_max_isa_mask("AVX2", &mask));
}

#if defined(__x86_64__)
TEST(max_isa, caps_at_the_named_feature) {
  xnn_hw_features mask;
  ASSERT_TRUE(xnn_max_isa_mask("avx2", &mask));
  EXPECT_TRUE(mask & xnn_hw_avx2);
  EXPECT_TRUE(mask & xnn_hw_fma3);
  EXPECT_TRUE(mask & xnn_hw_sse2);
  EXPECT_FALSE(mask & xnn_hw_avx512f);
  EXPECT_FALSE(mask & xnn_hw_avx512skx);
  ASSERT_TRUE(xnn_max_isa_mask("sse2", &mask));
  EXPECT_EQ(mask, xnn_hw_sse2);
}

TEST(max_isa, other_architectures_are_unknown) {
  xnn_hw_features mask;
  EXPECT_FALSE(xnn_max_isa_mask("neonfma", &mask));
  EXPECT_FALSE(xnn_max_isa_mask("simd128", &mask));
}
#elif defined(__aarch64__)
TEST(max_isa, caps_at_the_named_feature) {
  xnn_hw_features mask;
  ASSERT_TRUE(xnn_max_isa_mask("neonfma", &mask));
  EXPECT_TRUE(mask & xnn_hw_neon);
  EXPECT_FALSE(mask & xnn_hw_dot);
  EXPECT_FALSE(xnn_max_isa_mask("avx2", &mask));
}
#elif defined(__wasm__)
TEST(max_isa, caps_at_the_named_feature) {
  xnn_hw_features mask;
  ASSERT_TRUE(xnn_max_isa_mask("simd128", &mask));
  EXPECT_EQ(mask, xnn_hw_simd128);
  EXPECT_FALSE(xnn_max_isa_mask("neonfma", &mask));
  EXPECT_FALSE(xnn_max_isa_mask("avx2", &mask));
}
#endif

TEST(dispatch, gemm_config_is_consistent) {
  const xnn_f32_gemm_config* config = xnn_init_f32_gemm_config();
  ASSERT_NE(config, nullptr);
  EXPECT_GT(config->gemm->mr, 1);
  EXPECT_EQ(config->gemm1->mr, 1);
  EXPECT_EQ(config->gemm1->nr, config->gemm->nr);
  EXPECT_EQ(config->igemm->isa, config->gemm->isa);
  EXPECT_EQ(config->igemm->mr, config->gemm->mr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
}

// Every full GEMM tile has a single-row twin and IGEMM twins, so dispatch never mixes ISAs.
TEST(dispatch, every_gemm_tile_has_twins) {
  for (size_t i = 0; i < xnn_f32_gemm_minmax_ukernel_count; i++) {
    const auto& g = xnn_f32_gemm_minmax_ukernels[i];
    bool gemv = g.mr == 1, igemm = false;
    for (size_t j = 0; j < xnn_f32_gemm_minmax_ukernel_count; j++) {
      const auto& o = xnn_f32_gemm_minmax_ukernels[j];
      gemv |= o.isa == g.isa && o.mr == 1 && o.nr == g.nr && o.kr == g.kr && o.sr == g.sr;
    }
    for (size_t j = 0; j < xnn_f32_igemm_minmax_ukernel_count; j++) {
      const auto& o = xnn_f32_igemm_minmax_ukernels[j];
      igemm |= o.isa == g.isa && o.mr == g.mr && o.nr == g.nr && o.kr == g.kr && o.sr == g.sr;
    }
    EXPECT_TRUE(gemv) << g.name << " has no mr=1 twin";
    EXPECT_TRUE(igemm) << g.name << " has no IGEMM twin";
  }
}

}  // namespace

namespace {

TEST(dispatch, every_unary_op_has_a_kernel) {
#define XNN_CHECK_OP(token, kernel_op)                                                \
  {                                                                                   \
    const xnn_f32_vunary_info* k = xnn_init_f32_vunary_config(xnn_unary_op::token);   \
    ASSERT_NE(k, nullptr) << #token;                                                  \
    EXPECT_EQ(k->op, xnn_unary_op::token);                                            \
    EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;                                  \
  }
  XNN_FOREACH_UNARY_OP(XNN_CHECK_OP)
#undef XNN_CHECK_OP
}

}  // namespace

namespace {

// The chosen kernel of a family: present, of an enabled ISA, and of the newest enabled ISA in its table.
template <class Info>
void check_choice(const Info* chosen, const Info* rows, size_t count) {
  ASSERT_NE(chosen, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(chosen->isa)) << chosen->name;
  for (size_t i = 0; i < count; i++) {
    if (xnn_isa_enabled(rows[i].isa)) {
      EXPECT_LE(rows[i].isa, chosen->isa) << chosen->name << " vs " << rows[i].name;
    }
  }
}

TEST(dispatch, reductions) {
  check_choice(xnn_init_f32_rsum_config(), xnn_f32_rsum_ukernels, xnn_f32_rsum_ukernel_count);
  check_choice(xnn_init_f32_rdsum_config(), xnn_f32_rdsum_ukernels, xnn_f32_rdsum_ukernel_count);
  const xnn_f32_rminmax_info* min = xnn_init_f32_rminmax_config(xnn_rminmax_op::min);
  const xnn_f32_rminmax_info* minmax = xnn_init_f32_rminmax_config(xnn_rminmax_op::minmax);
  check_choice(min, xnn_f32_rminmax_ukernels, xnn_f32_rminmax_ukernel_count);
  check_choice(minmax, xnn_f32_rminmax_ukernels, xnn_f32_rminmax_ukernel_count);
  EXPECT_EQ(min->op, xnn_rminmax_op::min);
  EXPECT_EQ(minmax->op, xnn_rminmax_op::minmax);
}

TEST(dispatch, data_movement) {
  check_choice(xnn_init_x32_transposec_config(), xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count);
  check_choice(xnn_init_xx_copy_config(), xnn_xx_copy_ukernels, xnn_xx_copy_ukernel_count);
  check_choice(xnn_init_xx_fill_config(), xnn_xx_fill_ukernels, xnn_xx_fill_ukernel_count);
  check_choice(xnn_init_xx_pad_config(), xnn_xx_pad_ukernels, xnn_xx_pad_ukernel_count);
}

TEST(dispatch, bilinear) {
  check_choice(xnn_init_f32_ibilinear_config(), xnn_f32_ibilinear_ukernels, xnn_f32_ibilinear_ukernel_count);
}

}  // namespace
