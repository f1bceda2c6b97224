// Every kernel of src/ukernels/f32-maxpool/ against a double-precision reference: max pooling (NaN propagates,
// clamping); every channel tail, every row count through three passes after the first, strides, special values (cases
// in pool-tester.h).
#include "ukernels/f32-maxpool/f32-maxpool.h"

#include <gtest/gtest.h>

#include <vector>

#include "pool-tester.h"

namespace {

using F32PoolKernel = PoolKernel<xnn_test_f32>;
XNN_POOL_KERNEL_CASES(F32PoolKernel)

std::vector<pool_case_of<xnn_test_f32>> cases() {
  std::vector<pool_case_of<xnn_test_f32>> out;
  for (size_t i = 0; i < xnn_f32_maxpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_f32_maxpool_unipass_ukernels[i];
    out.push_back({k.name, k.isa, pool_kind::max, k.primary_tile, 0, k.channel_tile,
                   [fn = k.fn](const pool_call_of<xnn_test_f32>& c) {
                     fn(c.output_pixels, c.kernel_elements, c.channels, c.input, c.input_offset, c.output,
                        c.input_increment, c.output_increment, c.minmax);
                   }});
  }
  for (size_t i = 0; i < xnn_f32_maxpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_f32_maxpool_multipass_ukernels[i];
    out.push_back({k.name, k.isa, pool_kind::max, k.primary_tile, k.incremental_tile, k.channel_tile,
                   [fn = k.fn](const pool_call_of<xnn_test_f32>& c) {
                     fn(c.output_pixels, c.kernel_elements, c.channels, c.input, c.input_offset, c.output,
                        c.input_increment, c.output_increment, c.minmax);
                   }});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(f32_maxpool, F32PoolKernel, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<pool_case_of<xnn_test_f32>>& info) {
                           return info.param.name;
                         });

}  // namespace
