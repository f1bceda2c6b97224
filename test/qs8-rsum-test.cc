// Every kernel of src/ukernels/qs8-rsum/ (qs8 and qu8 rsum and rdsum) against the exact int32 sum: every length and
// channel tail up to three tiles, every row count through three passes of 7, strided rows, the sums added to what
// the output held, and inputs at both extremes of their type. Inputs end against a faulting page (no slack): the
// kernels read no byte past a row.
#include "ukernels/qs8-rsum/qs8-rsum.h"

#include <gtest/gtest.h>

#include <random>
#include <type_traits>
#include <vector>

#include "guarded-buffer.h"
#include "ukernel-params.h"

namespace {

// One row of any of the four tables: fn is the table's function type as void(*)() until called.
struct rsum_case {
  const char* name;
  xnn_isa isa;
  bool is_signed;
  bool is_rdsum;
  size_t tile;  // rsum: bytes per main-loop iteration; rdsum: channel tile
  xnn_qs8_rsum_ukernel_fn qs8_rsum = nullptr;
  xnn_qu8_rsum_ukernel_fn qu8_rsum = nullptr;
  xnn_qs8_rdsum_ukernel_fn qs8_rdsum = nullptr;
  xnn_qu8_rdsum_ukernel_fn qu8_rdsum = nullptr;
};

std::vector<rsum_case> cases() {
  std::vector<rsum_case> out;
  for (size_t i = 0; i < xnn_qs8_rsum_ukernel_count; i++) {
    const auto& k = xnn_qs8_rsum_ukernels[i];
    out.push_back({k.name, k.isa, true, false, k.tile, k.fn});
  }
  for (size_t i = 0; i < xnn_qu8_rsum_ukernel_count; i++) {
    const auto& k = xnn_qu8_rsum_ukernels[i];
    out.push_back({k.name, k.isa, false, false, k.tile, nullptr, k.fn});
  }
  for (size_t i = 0; i < xnn_qs8_rdsum_ukernel_count; i++) {
    const auto& k = xnn_qs8_rdsum_ukernels[i];
    out.push_back({k.name, k.isa, true, true, k.channel_tile, nullptr, nullptr, k.fn});
  }
  for (size_t i = 0; i < xnn_qu8_rdsum_ukernel_count; i++) {
    const auto& k = xnn_qu8_rdsum_ukernels[i];
    out.push_back({k.name, k.isa, false, true, k.channel_tile, nullptr, nullptr, nullptr, k.fn});
  }
  return out;
}

enum class fill { random, lowest, highest };

template <class T>
void check(const rsum_case& k, size_t rows, size_t channels, size_t stride, fill how) {
  const size_t count = k.is_rdsum ? (rows - 1) * stride + channels : channels;
  xnn_guarded_buffer<T> input(count, 0, 1);
  std::mt19937 rng(uint32_t(rows * 131 + channels * 7 + stride));
  std::uniform_int_distribution<int> dist(std::is_signed_v<T> ? -128 : 0, std::is_signed_v<T> ? 127 : 255);
  for (T& x : input) {
    x = how == fill::lowest ? std::numeric_limits<T>::min() : how == fill::highest ? std::numeric_limits<T>::max()
                                                                                     : T(dist(rng));
  }
  const size_t outputs = k.is_rdsum ? channels : 1;
  std::vector<int32_t> output(outputs + 1), expected(outputs + 1);
  for (size_t c = 0; c <= outputs; c++) output[c] = expected[c] = int32_t(c * 1000003 % 4001) - 2000;
  if (k.is_rdsum) {
    for (size_t c = 0; c < channels; c++) {
      for (size_t r = 0; r < rows; r++) expected[c] += input[r * stride + c];
    }
  } else {
    for (size_t i = 0; i < channels; i++) expected[0] += input[i];
  }
  const T* x = input.data();
  if constexpr (std::is_signed_v<T>) {
    k.is_rdsum ? k.qs8_rdsum(rows, channels, x, stride, output.data()) : k.qs8_rsum(channels, x, output.data());
  } else {
    k.is_rdsum ? k.qu8_rdsum(rows, channels, x, stride, output.data()) : k.qu8_rsum(channels, x, output.data());
  }
  for (size_t c = 0; c <= outputs; c++) {
    ASSERT_EQ(output[c], expected[c]) << (c == outputs ? "wrote past the output" : "output") << " " << c
                                      << ", rows " << rows << ", " << (k.is_rdsum ? "channels " : "batch ")
                                      << channels << ", stride " << stride;
  }
}

class X8Rsum : public testing::TestWithParam<rsum_case> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  void run(size_t rows, size_t channels, size_t stride = 0, fill how = fill::random) const {
    const rsum_case& k = GetParam();
    stride = stride > channels ? stride : channels;
    if (k.is_signed) {
      check<int8_t>(k, rows, channels, stride, how);
    } else {
      check<uint8_t>(k, rows, channels, stride, how);
    }
  }
  size_t tile() const { return GetParam().tile; }
  bool rdsum() const { return GetParam().is_rdsum; }
};

TEST_P(X8Rsum, every_length_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile() + 2; n++) run(rdsum() ? 3 : 1, n);
}

TEST_P(X8Rsum, long_rows) {
  for (size_t n : {size_t(1000), size_t(4099)}) run(rdsum() ? 2 : 1, n);
}

TEST_P(X8Rsum, every_row_count_through_three_passes) {
  if (!rdsum()) GTEST_SKIP() << "rsum has one row";
  for (size_t r = 1; r <= 7 * 4; r++) {
    run(r, tile() + 1);
    run(r, 2 * tile() + 3);
  }
}

TEST_P(X8Rsum, strided_rows) {
  if (!rdsum()) GTEST_SKIP() << "rsum has one row";
  for (size_t r : {size_t(2), size_t(9)}) run(r, tile() + 3, 4 * tile() + 7);
}

TEST_P(X8Rsum, inputs_at_both_extremes) {
  const size_t rows = rdsum() ? 15 : 1, n = rdsum() ? tile() + 5 : 4099;
  run(rows, n, 0, fill::lowest);
  run(rows, n, 0, fill::highest);
}

INSTANTIATE_TEST_SUITE_P(qs8_rsum, X8Rsum, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<rsum_case>& info) { return info.param.name; });

}  // namespace
