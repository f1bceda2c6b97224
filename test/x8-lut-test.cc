// Every kernel of src/ukernels/x8-lut/lut-table.h against table[x]: every batch size up to three tiles and a large
// one, with random, identity and reversed tables; every byte value in every lane of the widest register; in place.
// Inputs end against a faulting page plus XNN_EXTRA_BYTES and outputs end against one (test/guarded-buffer.h), so a
// read beyond the contract or any write past the output crashes.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/x8-lut/x8-lut.h"

void PrintTo(const xnn_x8_lut_info& info, std::ostream* os) { *os << info.name; }

namespace {

std::mt19937 rng(11);

std::vector<uint8_t> random_bytes(size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t& b : v) b = uint8_t(rng());
  return v;
}

std::vector<uint8_t> identity_table() {
  std::vector<uint8_t> t(256);
  for (size_t i = 0; i < 256; i++) t[i] = uint8_t(i);
  return t;
}

std::vector<uint8_t> reversed_table() {
  std::vector<uint8_t> t(256);
  for (size_t i = 0; i < 256; i++) t[i] = uint8_t(255 - i);
  return t;
}

// Runs the kernel over `input` (in a guarded buffer) with `table` (in a guarded buffer of exactly 256 bytes) into a
// guarded output without slack, or in place; false after reporting the first element that is not table[input].
bool matches_table(const xnn_x8_lut_info& k, const std::vector<uint8_t>& input, const std::vector<uint8_t>& table,
                   bool in_place, const std::string& what) {
  const size_t n = input.size();
  xnn_guarded_buffer<uint8_t> x(n);
  std::memcpy(x.data(), input.data(), n);
  xnn_guarded_buffer<uint8_t> t(256, 0);
  std::memcpy(t.data(), table.data(), 256);
  xnn_guarded_buffer<uint8_t> y(n, 0);
  std::memset(y.data(), 0x5A, n);
  uint8_t* out = in_place ? x.data() : y.data();
  k.fn(n, x.data(), out, t.data());
  for (size_t i = 0; i < n; i++) {
    if (out[i] != table[input[i]]) {
      ADD_FAILURE() << what << ", batch " << n << (in_place ? " in place" : "") << ", element " << i << ": input "
                    << +input[i] << ", got " << +out[i] << ", expected " << +table[input[i]];
      return false;
    }
  }
  return true;
}

class X8Lut : public testing::TestWithParam<xnn_x8_lut_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  const xnn_x8_lut_info& k() const { return GetParam(); }
};

TEST_P(X8Lut, every_batch_up_to_three_tiles_random_table) {
  for (size_t n = 1; n <= 3 * size_t(k().tile); n++) {
    ASSERT_TRUE(matches_table(k(), random_bytes(n), random_bytes(256), false, "random table"));
  }
}

TEST_P(X8Lut, every_batch_up_to_three_tiles_identity_and_reversed_tables) {
  for (size_t n = 1; n <= 3 * size_t(k().tile); n++) {
    ASSERT_TRUE(matches_table(k(), random_bytes(n), identity_table(), false, "identity table"));
    ASSERT_TRUE(matches_table(k(), random_bytes(n), reversed_table(), false, "reversed table"));
  }
}

TEST_P(X8Lut, large_batch) {
  ASSERT_TRUE(matches_table(k(), random_bytes(4099), random_bytes(256), false, "random table"));
}

// x[i] = (65 * (i / 64) + i) mod 256: for each lane i mod 64, the 256 rows give every byte value once (65 is odd).
TEST_P(X8Lut, every_value_in_every_lane) {
  std::vector<uint8_t> input(64 * 256);
  for (size_t i = 0; i < input.size(); i++) input[i] = uint8_t(65 * (i / 64) + i);
  ASSERT_TRUE(matches_table(k(), input, random_bytes(256), false, "random table"));
  ASSERT_TRUE(matches_table(k(), input, identity_table(), false, "identity table"));
}

TEST_P(X8Lut, in_place) {
  for (size_t n = 1; n <= 3 * size_t(k().tile); n++) {
    ASSERT_TRUE(matches_table(k(), random_bytes(n), random_bytes(256), true, "random table"));
  }
  ASSERT_TRUE(matches_table(k(), random_bytes(4099), random_bytes(256), true, "random table"));
}

INSTANTIATE_TEST_SUITE_P(x8_lut, X8Lut,
                         testing::ValuesIn(xnn_table_rows(xnn_x8_lut_ukernels, xnn_x8_lut_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
