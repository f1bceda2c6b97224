// XNN_MAX_ISA parsing and the dispatch rule that picks kernels from a table.
#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/f32-dwconv-config.h"
#include "configs/f32-ibilinear-config.h"
#include "configs/f32-reduce-config.h"
#include "configs/transposec-config.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x64-transposec/x64-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"
#include "configs/xx-copy-config.h"
#include "configs/f32-gemm-config.h"
#include "configs/f32-vbinary-config.h"
#include "configs/f32-softmax-config.h"
#include "configs/f32-pooling-config.h"
#include "configs/f32-vunary-config.h"
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
  EXPECT_FALSE(mask & xnn_hw_avxvnni);
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

// Per-layer tiles stay in the default's ISA, never pad more than the default, and on a tie are at least as wide.
TEST(dispatch, gemm_tile_for_pads_least) {
  const xnn_f32_gemm_config* fallback = xnn_init_f32_gemm_config();
  ASSERT_NE(fallback, nullptr);
  for (size_t n = 1; n <= 160; n++) {
    const xnn_f32_gemm_config* tile = xnn_f32_gemm_tile_for(n);
    ASSERT_NE(tile, nullptr);
    EXPECT_EQ(tile->gemm->isa, fallback->gemm->isa) << "n = " << n;
    EXPECT_GT(tile->mr, 1u);
    EXPECT_EQ(tile->gemm1->nr, tile->nr);
    EXPECT_EQ(tile->igemm->mr, tile->mr);
    EXPECT_EQ(tile->igemm->nr, tile->nr);
    EXPECT_EQ(tile->igemm1->nr, tile->nr);
    EXPECT_EQ(tile->gemm_for_rows[tile->mr], tile->gemm) << "n = " << n;
    for (size_t rows = 1; rows <= tile->mr; rows++) {
      const xnn_f32_gemm_minmax_info* strip = tile->gemm_for_rows[rows];
      ASSERT_NE(strip, nullptr) << "n = " << n << ", rows = " << rows;
      EXPECT_GE(strip->mr, rows);
      EXPECT_LE(strip->mr, tile->mr);
      EXPECT_EQ(strip->isa, tile->gemm->isa);
      EXPECT_EQ(strip->nr, tile->nr);
      EXPECT_EQ(strip->kr, tile->kr);
      EXPECT_EQ(strip->sr, tile->sr);
    }
    const size_t padded = (n + tile->nr - 1) / tile->nr * tile->nr;
    const size_t padded_default = (n + fallback->nr - 1) / fallback->nr * fallback->nr;
    EXPECT_LE(padded, padded_default) << "n = " << n;
    if (padded == padded_default) {
      EXPECT_GE(tile->nr, fallback->nr) << "n = " << n;
      if (tile->nr == fallback->nr) {
        EXPECT_EQ(tile, fallback) << "n = " << n;
      }
    }
  }
}

// On AVX2 the default is 6x16; 24 output channels fit 4x24 exactly, while 32 and 64 stay on 6x16.
TEST(dispatch, gemm_tile_for_avx2) {
  const xnn_f32_gemm_config* fallback = xnn_init_f32_gemm_config();
  ASSERT_NE(fallback, nullptr);
  if (fallback->gemm->isa != xnn_isa::avx2) GTEST_SKIP() << "default GEMM is " << fallback->gemm->name;
  EXPECT_EQ(fallback->mr, 6u);
  EXPECT_EQ(fallback->nr, 16u);
  const xnn_f32_gemm_config* tile24 = xnn_f32_gemm_tile_for(24);
  EXPECT_EQ(tile24->mr, 4u);
  EXPECT_EQ(tile24->nr, 24u);
  EXPECT_EQ(tile24->gemm1->mr, 1u);
  // Strips shorter than the tile go to 5x16 (2-5 rows) and 1x16 (1 row).
  EXPECT_EQ(fallback->gemm_for_rows[1]->mr, 1u);
  for (size_t rows = 2; rows <= 5; rows++) EXPECT_EQ(fallback->gemm_for_rows[rows]->mr, 5u) << "rows = " << rows;
  EXPECT_EQ(tile24->gemm1->nr, 24u);
  EXPECT_EQ(xnn_f32_gemm_tile_for(16), fallback);
  EXPECT_EQ(xnn_f32_gemm_tile_for(32), fallback);
  EXPECT_EQ(xnn_f32_gemm_tile_for(64), fallback);
  // 96, 144 and 192 channels fit both 6x16 and 4x24 exactly: the wider one.
  EXPECT_EQ(xnn_f32_gemm_tile_for(96), tile24);
  EXPECT_EQ(xnn_f32_gemm_tile_for(144), tile24);
  EXPECT_EQ(xnn_f32_gemm_tile_for(192), tile24);
}

// On AVX-512F the default is 7x32; 12x16 takes the layers where 7x32 computes a quarter or more of padding
// (16 and 48 channels) and no others (144 channels pad 160 on 7x32, which still runs faster than 12x16 there).
TEST(dispatch, gemm_tile_for_avx512f) {
  const xnn_f32_gemm_config* fallback = xnn_init_f32_gemm_config();
  ASSERT_NE(fallback, nullptr);
  if (fallback->gemm->isa != xnn_isa::avx512f) GTEST_SKIP() << "default GEMM is " << fallback->gemm->name;
  EXPECT_EQ(fallback->mr, 7u);
  EXPECT_EQ(fallback->nr, 32u);
  for (size_t n : {16, 48}) {
    const xnn_f32_gemm_config* tile = xnn_f32_gemm_tile_for(n);
    EXPECT_EQ(tile->nr, 16u) << "n = " << n;
    EXPECT_EQ(tile->mr, 12u) << "n = " << n;
  }
  for (size_t n : {24, 32, 80, 96, 144, 1000}) EXPECT_GE(xnn_f32_gemm_tile_for(n)->nr, 32u) << "n = " << n;
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

// The newest enabled ISA wins: the chosen kernel of every op and variant has no enabled rival of a newer ISA.
TEST(dispatch, vbinary_config_picks_the_newest_isa) {
  for (size_t op = 0; op <= size_t(xnn_binary_op::prelu); op++) {
    for (auto variant : {xnn_binary_variant::op, xnn_binary_variant::opc, xnn_binary_variant::ropc}) {
      const xnn_f32_vbinary_info* chosen = xnn_init_f32_vbinary_config(xnn_binary_op(op), variant);
      ASSERT_NE(chosen, nullptr);
      for (size_t i = 0; i < xnn_f32_vbinary_ukernel_count; i++) {
        const xnn_f32_vbinary_info& row = xnn_f32_vbinary_ukernels[i];
        if (row.op == chosen->op && row.variant == chosen->variant && xnn_isa_enabled(row.isa)) {
          EXPECT_LE(row.isa, chosen->isa) << row.name << " is newer than the chosen " << chosen->name;
        }
      }
    }
  }
}

#if defined(__x86_64__)
// Division by a scalar leans less on the divider on AVX2 and newer (f32-vbinary's avx2 vdivc row): where AVX2 is
// enabled, no older kernel divides by a scalar.
TEST(dispatch, vbinary_division_by_a_scalar_is_avx2_or_newer_where_avx2_is_enabled) {
  const xnn_f32_vbinary_info* chosen = xnn_init_f32_vbinary_config(xnn_binary_op::div, xnn_binary_variant::opc);
  ASSERT_NE(chosen, nullptr);
  if (xnn_isa_enabled(xnn_isa::avx2)) {
    EXPECT_GE(chosen->isa, xnn_isa::avx2) << chosen->name;
  }
}
#endif

// Every unary op has a kernel, of the newest enabled ISA among the op's rows.
TEST(dispatch, vunary_config_picks_the_newest_isa) {
  for (size_t i = 0; i < xnn_f32_vunary_ukernel_count; i++) {
    const xnn_f32_vunary_info& row = xnn_f32_vunary_ukernels[i];
    const xnn_f32_vunary_info* chosen = xnn_init_f32_vunary_config(row.op);
    ASSERT_NE(chosen, nullptr) << xnn_unary_op_name(row.op);
    EXPECT_EQ(chosen->op, row.op);
    if (xnn_isa_enabled(row.isa)) {
      EXPECT_LE(row.isa, chosen->isa) << row.name << " is newer than " << chosen->name;
    }
  }
}

// XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC never takes a faster variant (a _FAST row) and otherwise follows the same rule;
// without it, an op takes its faster variant wherever the newest ISA has one.
TEST(dispatch, vunary_consistent_arithmetic_skips_faster_variants) {
  for (size_t i = 0; i < xnn_f32_vunary_ukernel_count; i++) {
    const xnn_f32_vunary_info& row = xnn_f32_vunary_ukernels[i];
    const xnn_f32_vunary_info* consistent = xnn_init_f32_vunary_config(row.op, XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC);
    const xnn_f32_vunary_info* fastest = xnn_init_f32_vunary_config(row.op);
    ASSERT_NE(consistent, nullptr) << xnn_unary_op_name(row.op);
    ASSERT_NE(fastest, nullptr) << xnn_unary_op_name(row.op);
    EXPECT_FALSE(consistent->fast) << consistent->name;
    EXPECT_EQ(consistent->isa, fastest->isa) << consistent->name << " and " << fastest->name;
    if (!xnn_isa_enabled(row.isa)) continue;
    if (!row.fast) {
      EXPECT_LE(row.isa, consistent->isa) << row.name << " is newer than " << consistent->name;
    } else if (row.isa == fastest->isa) {
      EXPECT_TRUE(fastest->fast) << fastest->name << " instead of " << row.name;
    }
  }
}

TEST(dispatch, softmax_pieces_are_chosen) {
  const xnn_f32_softmax_config* c = xnn_init_f32_softmax_config();
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(c->rmax->isa)) << c->rmax->name;
  EXPECT_TRUE(xnn_isa_enabled(c->raddstoreexpminusmax->isa)) << c->raddstoreexpminusmax->name;
  EXPECT_TRUE(xnn_isa_enabled(c->vscale->isa)) << c->vscale->name;
  // Consistent arithmetic: the newest ISA's first row that is not a faster variant; without it, that ISA's first row.
  const xnn_f32_softmax_config* consistent = xnn_init_f32_softmax_config(XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC);
  ASSERT_NE(consistent, nullptr);
  EXPECT_FALSE(consistent->raddstoreexpminusmax->fast) << consistent->raddstoreexpminusmax->name;
  EXPECT_EQ(consistent->raddstoreexpminusmax->isa, c->raddstoreexpminusmax->isa);
  for (size_t i = 0; i < xnn_f32_raddstoreexpminusmax_ukernel_count; i++) {
    const xnn_f32_raddstoreexpminusmax_info& row = xnn_f32_raddstoreexpminusmax_ukernels[i];
    if (row.isa == c->raddstoreexpminusmax->isa) {
      EXPECT_EQ(&row, c->raddstoreexpminusmax) << "the first row of " << xnn_isa_name(row.isa);
      break;
    }
  }
}

}  // namespace

namespace {

TEST(dispatch, dwconv_has_a_kernel_per_primary_tile_and_a_multipass_kernel) {
  const xnn_f32_dwconv_config* config = xnn_init_f32_dwconv_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < sizeof(kXnnDwconvPrimaryTiles) / sizeof(kXnnDwconvPrimaryTiles[0]); i++) {
    ASSERT_NE(config->unipass[i], nullptr) << kXnnDwconvPrimaryTiles[i] << " taps";
    EXPECT_EQ(config->unipass[i]->primary_tile, kXnnDwconvPrimaryTiles[i]);
    EXPECT_TRUE(xnn_isa_enabled(config->unipass[i]->isa)) << config->unipass[i]->name;
  }
  ASSERT_NE(config->multipass, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->multipass->isa)) << config->multipass->name;
  EXPECT_EQ(xnn_f32_dwconv_unipass_for(config, 9)->primary_tile, 9);
  EXPECT_EQ(xnn_f32_dwconv_unipass_for(config, 5)->primary_tile, 9);
  EXPECT_EQ(xnn_f32_dwconv_unipass_for(config, 26), nullptr);
}

// Input pixels a multiple of 1 KiB apart take the tile's one-pixel row of the same ISA where the default tiles pixels
// (f32-dwconv-config.h); other strides, and tiles whose default is one pixel, keep the default.
TEST(dispatch, dwconv_aliased_strides_take_the_one_pixel_row) {
  const xnn_f32_dwconv_config* config = xnn_init_f32_dwconv_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < sizeof(kXnnDwconvPrimaryTiles) / sizeof(kXnnDwconvPrimaryTiles[0]); i++) {
    const size_t taps = kXnnDwconvPrimaryTiles[i];
    const xnn_f32_dwconv_unipass_info* usual = xnn_f32_dwconv_unipass_for(config, taps, 384 * sizeof(float));
    EXPECT_EQ(usual, config->unipass[i]) << taps << " taps";
    EXPECT_EQ(xnn_f32_dwconv_unipass_for(config, taps), config->unipass[i]) << taps << " taps";
    for (size_t channels : {256, 512, 1024}) {
      const xnn_f32_dwconv_unipass_info* aliased = xnn_f32_dwconv_unipass_for(config, taps, channels * sizeof(float));
      ASSERT_NE(aliased, nullptr);
      EXPECT_EQ(aliased->primary_tile, taps);
      EXPECT_EQ(aliased->isa, usual->isa) << aliased->name;
      if (usual->pixel_tile > 1 && config->unipass_one_pixel[i] != nullptr) {
        EXPECT_EQ(aliased->pixel_tile, 1) << aliased->name;
        EXPECT_FALSE(aliased->rows) << aliased->name;
      } else {
        EXPECT_EQ(aliased, usual) << aliased->name;
      }
    }
  }
}

TEST(dispatch, every_pooling_family_has_unipass_and_multipass_kernels) {
  const xnn_f32_pooling_config* c = xnn_init_f32_pooling_config();
  ASSERT_NE(c, nullptr);
  const auto expect_enabled = [](const auto& pair) {
    EXPECT_TRUE(xnn_isa_enabled(pair.unipass->isa)) << pair.unipass->name;
    EXPECT_TRUE(xnn_isa_enabled(pair.multipass->isa)) << pair.multipass->name;
    EXPECT_EQ(pair.unipass->incremental_tile, 0) << pair.unipass->name;
    EXPECT_NE(pair.multipass->incremental_tile, 0) << pair.multipass->name;
  };
  expect_enabled(c->maxpool);
  expect_enabled(c->avgpool);
  expect_enabled(c->argmaxpool);
  expect_enabled(c->gavgpool);
  EXPECT_EQ(c->gavgpool.unipass->primary_tile, 7);
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
  check_choice(xnn_init_xx_copy_config(), xnn_xx_copy_ukernels, xnn_xx_copy_ukernel_count);
  check_choice(xnn_init_xx_fill_config(), xnn_xx_fill_ukernels, xnn_xx_fill_ukernel_count);
  check_choice(xnn_init_xx_pad_config(), xnn_xx_pad_ukernels, xnn_xx_pad_ukernel_count);
  check_choice(xnn_init_transposec_config(1), xnn_x8_transposec_ukernels, xnn_x8_transposec_ukernel_count);
  check_choice(xnn_init_transposec_config(2), xnn_x16_transposec_ukernels, xnn_x16_transposec_ukernel_count);
  check_choice(xnn_init_transposec_config(4), xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count);
  check_choice(xnn_init_transposec_config(8), xnn_x64_transposec_ukernels, xnn_x64_transposec_ukernel_count);
  // The transpose for narrow blocks: a small-tile row of an enabled ISA.
  for (size_t element_size : {1, 2, 4, 8}) {
    const xnn_transposec_info* narrow = xnn_init_transposec_narrow_config(element_size);
    ASSERT_NE(narrow, nullptr) << element_size;
    EXPECT_TRUE(xnn_isa_enabled(narrow->isa)) << narrow->name;
    EXPECT_LE(narrow->tile_height, 4) << narrow->name;
    EXPECT_LE(narrow->tile_width, 4) << narrow->name;
  }
  // The transpose for output rows a multiple of 1 KiB apart: the wide kernel's ISA, a strip of at most 16 output
  // rows unless that ISA has no such row.
  for (size_t element_size : {1, 2, 4, 8}) {
    const xnn_transposec_info* wide = xnn_init_transposec_config(element_size);
    const xnn_transposec_info* aliased = xnn_init_transposec_aliased_config(element_size);
    ASSERT_NE(aliased, nullptr) << element_size;
    EXPECT_EQ(aliased->isa, wide->isa) << aliased->name;
    EXPECT_TRUE(aliased == wide || aliased->tile_width <= 16) << aliased->name;
    if (element_size == 4 && wide->tile_width > 16) {
      EXPECT_LE(aliased->tile_width, 16) << aliased->name;
    }
    // No default choice takes a streaming row; the streaming choice is one, of an enabled ISA.
    EXPECT_FALSE(wide->streaming || aliased->streaming) << wide->name << ", " << aliased->name;
    EXPECT_FALSE(xnn_init_transposec_narrow_config(element_size)->streaming) << element_size;
    if (const xnn_transposec_info* streaming = xnn_init_transposec_streaming_config(element_size)) {
      EXPECT_TRUE(streaming->streaming) << streaming->name;
      EXPECT_TRUE(xnn_isa_enabled(streaming->isa)) << streaming->name;
    }
  }
  EXPECT_GT(xnn_transposec_streaming_threshold(), size_t(0));
}

TEST(dispatch, bilinear) {
  check_choice(xnn_init_f32_ibilinear_config(), xnn_f32_ibilinear_ukernels, xnn_f32_ibilinear_ukernel_count);
}

}  // namespace
