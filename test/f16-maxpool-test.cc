// Every kernel of src/ukernels/f16-maxpool/ against the exact maximum of the same halves (NaN propagates, clamping):
// pool-tester.h's cases on halves (f16-pool-tester.h): every channel tail, every row count through three passes after
// the first, strides, ties, special values and the largest halves.
#include "ukernels/f16-maxpool/f16-maxpool.h"

#include <gtest/gtest.h>

#include <vector>

#include "f16-pool-tester.h"

namespace {

std::vector<f16_pool_case> cases() {
  std::vector<f16_pool_case> out;
  const auto call = [](auto fn) {
    return [fn](const f16_pool_call& c) {
      fn(c.output_pixels, c.kernel_elements, c.channels, c.input, c.input_offset, c.output, c.input_increment,
         c.output_increment, c.minmax);
    };
  };
  for (size_t i = 0; i < xnn_f16_maxpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_f16_maxpool_unipass_ukernels[i];
    out.push_back({k.name, k.isa, f16_pool_kind::max, k.primary_tile, 0, k.channel_tile, call(k.fn)});
  }
  for (size_t i = 0; i < xnn_f16_maxpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_f16_maxpool_multipass_ukernels[i];
    out.push_back(
        {k.name, k.isa, f16_pool_kind::max, k.primary_tile, k.incremental_tile, k.channel_tile, call(k.fn)});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(f16_maxpool, F16PoolKernel, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<f16_pool_case>& info) { return info.param.name; });

}  // namespace
