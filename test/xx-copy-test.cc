// Every kernel of the copy, fill and pad tables (src/ukernels/xx-copy/) against plain byte loops: every byte count
// up to two tiles and more (so every register, word and byte tail), several rows with gaps between them, unaligned
// rows, in-place copies, and guard bytes around every output row. Inputs end exactly at the last byte a kernel may
// read, against a guard page (test/guarded-buffer.h): a read past them faults.
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/xx-copy/xx-copy.h"

void PrintTo(const xnn_xx_copy_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_xx_fill_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_xx_pad_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr uint8_t kGuard = 0xA5;
constexpr uint32_t kPattern = 0x44332211u;  // bytes 11 22 33 44 in memory

uint8_t pattern_byte(size_t i) { return uint8_t(kPattern >> (8 * (i % 4))); }

// An input of n random bytes whose end sits against a guard page (the kernels read nothing past their rows).
struct guarded_input : xnn_guarded_buffer<uint8_t> {
  guarded_input(size_t n, std::mt19937& rng) : xnn_guarded_buffer<uint8_t>(n, 0) {
    for (uint8_t& b : *this) b = uint8_t(rng());
  }
};

// Byte counts that reach every tail of a kernel with `tile` bytes per iteration (at least 64 for small tiles).
std::vector<size_t> byte_counts(size_t tile) {
  std::vector<size_t> counts;
  const size_t limit = std::max<size_t>(2 * tile + 9, 72);
  for (size_t n = 1; n <= limit; n++) counts.push_back(n);
  counts.push_back(1000);
  return counts;
}

// Output rows at `offset` bytes into a buffer, `stride` bytes apart, each row's `used` bytes followed by guards.
struct guarded_rows {
  std::vector<uint8_t> bytes;
  size_t offset, stride, used, rows;
  guarded_rows(size_t rows, size_t used, size_t gap, size_t offset)
      : bytes(offset + rows * (used + gap), kGuard), offset(offset), stride(used + gap), used(used), rows(rows) {}
  uint8_t* row(size_t r) { return bytes.data() + offset + r * stride; }
  // Every byte outside the rows' used bytes still holds the guard.
  ::testing::AssertionResult guards_intact() const {
    for (size_t i = 0; i < bytes.size(); i++) {
      const bool inside = i >= offset && (i - offset) % stride < used;
      if (!inside && bytes[i] != kGuard) return ::testing::AssertionFailure() << "wrote outside a row, at byte " << i;
    }
    return ::testing::AssertionSuccess();
  }
};

// ---- copy ----------------------------------------------------------------------------------------------------------

class XxCopy : public testing::TestWithParam<xnn_xx_copy_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  mutable std::mt19937 rng_{19};
};

TEST_P(XxCopy, every_row_length_strided_and_unaligned) {
  for (size_t n : byte_counts(GetParam().tile)) {
    for (size_t rows : {size_t(1), size_t(3)}) {
      const size_t in_gap = 3, offset = 1;
      const guarded_input input((rows - 1) * (n + in_gap) + n, rng_);
      guarded_rows out(rows, n, 5, offset);
      GetParam().fn(rows, n, input.data(), n + in_gap, out.row(0), out.stride);
      for (size_t r = 0; r < rows; r++) {
        ASSERT_EQ(std::memcmp(out.row(r), input.data() + r * (n + in_gap), n), 0) << n << " bytes, row " << r;
      }
      ASSERT_TRUE(out.guards_intact()) << n << " bytes x " << rows << " rows";
    }
  }
}

TEST_P(XxCopy, in_place) {
  for (size_t n : byte_counts(GetParam().tile)) {
    guarded_input data(2 * (n + 2) + n, rng_);
    const std::vector<uint8_t> before(data.begin(), data.end());
    GetParam().fn(3, n, data.data(), n + 2, data.data(), n + 2);
    ASSERT_EQ(std::vector<uint8_t>(data.begin(), data.end()), before) << n << " bytes";
  }
}

INSTANTIATE_TEST_SUITE_P(xx_copy, XxCopy,
                         testing::ValuesIn(xnn_table_rows(xnn_xx_copy_ukernels, xnn_xx_copy_ukernel_count)),
                         xnn_ukernel_test_name());

// ---- fill ----------------------------------------------------------------------------------------------------------

class XxFill : public testing::TestWithParam<xnn_xx_fill_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
};

TEST_P(XxFill, every_row_length_strided_and_unaligned) {
  for (size_t n : byte_counts(GetParam().tile)) {
    for (size_t offset : {size_t(0), size_t(3)}) {
      guarded_rows out(3, n, 7, offset);
      GetParam().fn(3, n, out.row(0), out.stride, kPattern);
      for (size_t r = 0; r < 3; r++) {
        for (size_t i = 0; i < n; i++) {
          ASSERT_EQ(out.row(r)[i], pattern_byte(i)) << n << " bytes at offset " << offset << ": row " << r
                                                     << ", byte " << i;
        }
      }
      ASSERT_TRUE(out.guards_intact()) << n << " bytes at offset " << offset;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(xx_fill, XxFill,
                         testing::ValuesIn(xnn_table_rows(xnn_xx_fill_ukernels, xnn_xx_fill_ukernel_count)),
                         xnn_ukernel_test_name());

// ---- pad -----------------------------------------------------------------------------------------------------------

class XxPad : public testing::TestWithParam<xnn_xx_pad_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  void check(size_t rows, size_t pre, size_t channels, size_t post) const {
    const size_t in_stride = channels + 3, used = pre + channels + post;
    const guarded_input input((rows - 1) * in_stride + channels, rng_);
    guarded_rows out(rows, used, 5, 1);
    GetParam().fn(rows, channels, pre, post, input.data(), in_stride, out.row(0), out.stride, kPattern);
    for (size_t r = 0; r < rows; r++) {
      const uint8_t* o = out.row(r);
      for (size_t i = 0; i < used; i++) {
        const uint8_t expected = i < pre              ? pattern_byte(i)
                                 : i < pre + channels ? input[r * in_stride + i - pre]
                                                      : pattern_byte(i - pre - channels);
        ASSERT_EQ(o[i], expected) << "pre " << pre << ", channels " << channels << ", post " << post << ": row " << r
                                  << ", byte " << i;
      }
    }
    ASSERT_TRUE(out.guards_intact()) << "pre " << pre << ", channels " << channels << ", post " << post;
  }
  mutable std::mt19937 rng_{23};
};

TEST_P(XxPad, every_channel_count) {
  for (size_t c : byte_counts(GetParam().tile)) check(2, 4, c, 8);
}

TEST_P(XxPad, every_padding) {
  const size_t tile = GetParam().tile;
  for (size_t pad = 0; pad <= tile + 9; pad++) {
    check(2, pad, 5, 0);
    check(2, 0, 16, pad);
    check(1, pad, 3, tile + 9 - pad);
  }
}

TEST_P(XxPad, no_channels) {
  for (size_t pad = 1; pad <= 40; pad++) check(3, pad, 0, pad / 2);
}

INSTANTIATE_TEST_SUITE_P(xx_pad, XxPad,
                         testing::ValuesIn(xnn_table_rows(xnn_xx_pad_ukernels, xnn_xx_pad_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
