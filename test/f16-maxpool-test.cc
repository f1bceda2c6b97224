// Every kernel of src/ukernels/f16-maxpool/ against the exact maximum of the same halves (NaN propagates, clamping):
// pool-tester.h's cases on halves: every channel tail, every row count through three passes after
// the first, strides, ties, special values and the largest halves. And the f16 pooling config.
#include "ukernels/f16-maxpool/f16-maxpool.h"

#include <gtest/gtest.h>

#include <vector>

#include "configs/f16-pooling-config.h"
#include "pool-tester.h"

namespace {

using F16PoolKernel = PoolKernel<xnn_test_f16>;
XNN_POOL_KERNEL_CASES(F16PoolKernel)

std::vector<pool_case_of<xnn_test_f16>> cases() {
  std::vector<pool_case_of<xnn_test_f16>> out;
  const auto call = [](auto fn) {
    return [fn](const pool_call_of<xnn_test_f16>& c) {
      fn(c.output_pixels, c.kernel_elements, c.channels, c.input, c.input_offset, c.output, c.input_increment,
         c.output_increment, c.minmax);
    };
  };
  for (size_t i = 0; i < xnn_f16_maxpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_f16_maxpool_unipass_ukernels[i];
    out.push_back({k.name, k.isa, pool_kind::max, k.primary_tile, 0, k.channel_tile, call(k.fn)});
  }
  for (size_t i = 0; i < xnn_f16_maxpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_f16_maxpool_multipass_ukernels[i];
    out.push_back({k.name, k.isa, pool_kind::max, k.primary_tile, k.incremental_tile, k.channel_tile, call(k.fn)});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(f16_maxpool, F16PoolKernel, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<pool_case_of<xnn_test_f16>>& info) {
                           return info.param.name;
                         });

TEST(f16_pooling_config, chooses_rows_of_this_cpu) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  const xnn_f16_pooling_config* config = xnn_init_f16_pooling_config();
  ASSERT_NE(config, nullptr);
  for (xnn_isa isa : {config->maxpool.unipass->isa, config->maxpool.multipass->isa, config->avgpool.unipass->isa,
                      config->avgpool.multipass->isa, config->gavgpool.unipass->isa, config->gavgpool.multipass->isa}) {
    EXPECT_TRUE(xnn_isa_enabled(isa)) << xnn_isa_name(isa);
  }
  EXPECT_EQ(config->maxpool.multipass->incremental_tile, 8);
  EXPECT_EQ(config->gavgpool.unipass->primary_tile, 7);
}

}  // namespace
