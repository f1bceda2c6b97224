// Every kernel of src/ukernels/x32-transposec/transposec-table.h against a plain transpose: every block width and
// height up to two tiles and one more (every tail of both dimensions), dense and strided rows, bit patterns of any
// kind (NaN payloads included), no write outside the output block and no read past the input block (which ends at a
// guard page, so such a read faults).
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/x32-transposec/x32-transposec.h"

void PrintTo(const xnn_x32_transposec_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr uint32_t kGuard = 0xDEADBEEFu;

class X32Transposec : public testing::TestWithParam<xnn_x32_transposec_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // Transposes a width x height block whose rows are `input_extra` (`output_extra`) elements longer than needed.
  void check(size_t width, size_t height, size_t input_extra, size_t output_extra) const {
    const size_t input_stride = width + input_extra, output_stride = height + output_extra;
    // Exactly the bytes of the block, then a guard page: a read past its last element faults.
    xnn_guarded_buffer<uint32_t> input((height - 1) * input_stride + width, 0);
    for (uint32_t& v : input) v = uint32_t(rng_());
    std::vector<uint32_t> output(width * output_stride, kGuard);
    GetParam().fn(input.data(), output.data(), input_stride * sizeof(uint32_t), output_stride * sizeof(uint32_t),
                  width, height);
    for (size_t j = 0; j < width; j++) {
      for (size_t i = 0; i < output_stride; i++) {
        const uint32_t expected = i < height ? input[i * input_stride + j] : kGuard;
        ASSERT_EQ(output[j * output_stride + i], expected)
            << width << " wide x " << height << " high (strides +" << input_extra << ", +" << output_extra
            << "): output row " << j << ", element " << i << (i < height ? "" : " (outside the block)");
      }
    }
  }

  size_t tile_width() const { return GetParam().tile_width; }
  size_t tile_height() const { return GetParam().tile_height; }
  mutable std::mt19937 rng_{17};
};

TEST_P(X32Transposec, every_width_and_height_below_two_tiles) {
  for (size_t h = 1; h <= 2 * tile_height() + 1; h++) {
    for (size_t w = 1; w <= 2 * tile_width() + 1; w++) check(w, h, 0, 0);
  }
}

TEST_P(X32Transposec, strided_input_and_output) {
  for (size_t h = 1; h <= 2 * tile_height() + 1; h++) {
    for (size_t w = 1; w <= 2 * tile_width() + 1; w++) check(w, h, 3, 5);
  }
}

TEST_P(X32Transposec, larger_blocks) {
  check(37, 53, 0, 0);
  check(64, 64, 0, 0);
  check(128, 3, 1, 0);
  check(3, 128, 0, 1);
}

INSTANTIATE_TEST_SUITE_P(x32_transposec, X32Transposec,
                         testing::ValuesIn(xnn_table_rows(xnn_x32_transposec_ukernels,
                                                          xnn_x32_transposec_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
