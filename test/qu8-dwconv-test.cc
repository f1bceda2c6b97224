// Every kernel of src/ukernels/qu8-dwconv/ bit for bit against exact int32 sums requantized by
// xnn_requantize_fp32 (the cases of q8-dwconv-cases.h, with kernel zero points at both ends), and the config's choice.
#include <gtest/gtest.h>

#include "configs/qu8-dwconv-config.h"
#include "q8-dwconv-cases.h"

void PrintTo(const xnn_qu8_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_qu8_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

using Qu8DwconvUnipass = Q8DwconvUnipass<uint8_t, xnn_qu8_dwconv_unipass_info>;
using Qu8DwconvMultipass = Q8DwconvMultipass<uint8_t, xnn_qu8_dwconv_multipass_info>;

TEST_P(Qu8DwconvUnipass, every_channel_count_below_two_tiles_and_a_register) {
  every_channel_count_below_two_tiles_and_a_register();
}
TEST_P(Qu8DwconvUnipass, every_smaller_kernel) { every_smaller_kernel(); }
TEST_P(Qu8DwconvUnipass, several_pixels_every_step_with_output_increment) {
  several_pixels_every_step_with_output_increment();
}
TEST_P(Qu8DwconvUnipass, every_width_through_two_chunks_shared_and_not) {
  every_width_through_two_chunks_shared_and_not();
}
TEST_P(Qu8DwconvUnipass, zero_pointers) { zero_pointers(); }
TEST_P(Qu8DwconvUnipass, zero_points_scales_and_saturation) { zero_points_scales_and_saturation(); }

INSTANTIATE_TEST_SUITE_P(qu8_dwconv, Qu8DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_dwconv_unipass_ukernels,
                                                          xnn_qu8_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

XNN_DWCONV_MULTIPASS_SHAPE_CASES(Qu8DwconvMultipass)
TEST_P(Qu8DwconvMultipass, zero_points_scales_and_saturation) { zero_points_scales_and_saturation(); }

INSTANTIATE_TEST_SUITE_P(qu8_dwconv, Qu8DwconvMultipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qu8_dwconv_multipass_ukernels,
                                                          xnn_qu8_dwconv_multipass_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(qu8_dwconv_config, a_kernel_per_primary_tile_and_a_multipass_kernel) {
  q8_dwconv_config_cases(xnn_init_qu8_dwconv_config());
}

}  // namespace
