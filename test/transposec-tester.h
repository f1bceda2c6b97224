// The cases every transpose family runs (test/x8-, x16-, x32-, x64-transposec-test.cc): each kernel of the family's table
// against a plain transpose, for every block width and height up to two tiles and one more (every tail of both
// dimensions), dense and strided rows, bit patterns of any kind (NaN payloads included), no write outside the
// output block and no read outside the input block (the input ends against a faulting page, with no slack: the
// contract allows no read past the block); and outputs 64-byte aligned with rows a multiple of 64 bytes apart, where
// the streaming rows (`_nt`) take their non-temporal path.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/transposec/transposec.h"

inline void PrintTo(const xnn_transposec_info& info, std::ostream* os) { *os << info.name; }

// Element: an unsigned integer of the family's element size.
template <class Element>
class xnn_transposec_test : public testing::TestWithParam<xnn_transposec_info> {
 protected:
  static constexpr Element kGuard = Element(0xDEADBEEFu);

  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // Transposes a width x height block whose rows are `input_extra` (`output_extra`) elements longer than needed;
  // `aligned`: the output starts on a 64-byte boundary and its rows are a multiple of 64 bytes apart (output_extra
  // rounds up).
  void check(size_t width, size_t height, size_t input_extra, size_t output_extra, bool aligned = false) const {
    constexpr size_t kLine = 64 / sizeof(Element);
    const size_t input_stride = width + input_extra;
    const size_t output_stride =
        aligned ? (height + output_extra + kLine - 1) / kLine * kLine : height + output_extra;
    xnn_guarded_buffer<Element> input((height - 1) * input_stride + width, 0);
    for (Element& v : input) {
      v = Element(rng_());
      if constexpr (sizeof(Element) == 8) v = v << 32 | rng_();  // both halves random: halves must not trade places
    }
    std::vector<Element> storage(width * output_stride + kLine, kGuard);
    Element* output = storage.data();
    while (aligned && reinterpret_cast<uintptr_t>(output) % 64 != 0) output++;
    GetParam().fn(input.data(), output, input_stride * sizeof(Element), output_stride * sizeof(Element), width,
                  height);
    for (size_t j = 0; j < width; j++) {
      for (size_t i = 0; i < output_stride; i++) {
        const Element expected = i < height ? input[i * input_stride + j] : kGuard;
        ASSERT_EQ(output[j * output_stride + i], expected)
            << width << " wide x " << height << " high (strides +" << input_extra << ", +" << output_extra
            << (aligned ? ", aligned" : "") << "): output row " << j << ", element " << i
            << (i < height ? "" : " (outside the block)");
      }
    }
  }

  void every_width_and_height_below_two_tiles(size_t input_extra, size_t output_extra, bool aligned = false) const {
    const size_t tile_height = GetParam().tile_height, tile_width = GetParam().tile_width;
    for (size_t h = 1; h <= 2 * tile_height + 1; h++) {
      for (size_t w = 1; w <= 2 * tile_width + 1; w++) check(w, h, input_extra, output_extra, aligned);
    }
  }

  mutable std::mt19937 rng_{17};
};

// The cases, instantiated for a family: its fixture (a subclass of xnn_transposec_test<Element>) and its table.
#define XNN_TRANSPOSEC_TESTS(Fixture, family)                                                                  \
  TEST_P(Fixture, every_width_and_height_below_two_tiles) { every_width_and_height_below_two_tiles(0, 0); }    \
  TEST_P(Fixture, strided_input_and_output) { every_width_and_height_below_two_tiles(3, 5); }                  \
  TEST_P(Fixture, aligned_output) {                                                                            \
    every_width_and_height_below_two_tiles(0, 0, true);                                                        \
    every_width_and_height_below_two_tiles(3, 1, true);                                                        \
    check(64, 64, 0, 0, true);                                                                                 \
    check(130, 131, 2, 0, true);                                                                               \
  }                                                                                                            \
  TEST_P(Fixture, larger_blocks) {                                                                             \
    check(37, 53, 0, 0);                                                                                       \
    check(64, 64, 0, 0);                                                                                       \
    check(130, 131, 0, 0);                                                                                     \
    check(128, 3, 1, 0);                                                                                       \
    check(3, 128, 0, 1);                                                                                       \
  }                                                                                                            \
  INSTANTIATE_TEST_SUITE_P(family, Fixture,                                                                    \
                           testing::ValuesIn(xnn_table_rows(xnn_##family##_ukernels, xnn_##family##_ukernel_count)), \
                           xnn_ukernel_test_name())
