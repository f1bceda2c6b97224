// Damaged files never crash and are refused with one sentence: every truncation, single-byte changes (all of
// them for files up to 512 bytes) and random bytes (run these under ASan/UBSan: build-asan).
#include <gtest/gtest.h>

#include <random>

#include "test-data.h"

namespace {

using models_test::all_test_files;
using models_test::read_test_file;

// Decodes the bytes; a refusal must be a status plus one sentence starting "model: ".
void decode_and_check(const uint8_t* data, size_t size, const std::string& what) {
  for (const char* method : {"forward"}) {
    xnn_decoded_model model;
    xnn_model_problem problem;
    if (xnn_decode_model(data, size, method, &model, &problem)) continue;
    ASSERT_TRUE(problem.status == xnn_status_invalid_parameter || problem.status == xnn_status_unsupported_parameter)
        << what << ": status " << problem.status;
    ASSERT_EQ(problem.message.rfind("model: ", 0), 0u) << what << ": " << problem.message;
    ASSERT_EQ(problem.message.find('\n'), std::string::npos) << what << ": " << problem.message;
  }
}

class HostileBytes : public ::testing::TestWithParam<std::string> {};

TEST_P(HostileBytes, every_truncation) {
  const std::vector<uint8_t> bytes = read_test_file(GetParam());
  ASSERT_FALSE(bytes.empty());
  for (size_t length = 0; length < bytes.size(); length++) {
    // A copy of exactly `length` bytes, so ASan catches any read past the end.
    const std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + length);
    decode_and_check(prefix.data(), prefix.size(), GetParam() + " cut to " + std::to_string(length));
  }
}

// Files up to this size get all 255 changes of every byte; larger ones (the 1..3 KB programs) get every byte's 8
// single-bit flips plus 0x00 and 0xFF, which keeps the sweep within a minute under ASan.
constexpr size_t kExhaustiveSize = 512;

std::vector<uint8_t> changes(uint8_t original, size_t file_size) {
  std::vector<uint8_t> values;
  if (file_size <= kExhaustiveSize) {
    for (int value = 0; value < 256; value++) values.push_back(uint8_t(value));
  } else {
    for (int bit = 0; bit < 8; bit++) values.push_back(uint8_t(original ^ (1 << bit)));
    values.push_back(0x00);
    values.push_back(0xFF);
  }
  return values;
}

TEST_P(HostileBytes, single_byte_changes) {
  std::vector<uint8_t> bytes = read_test_file(GetParam());
  ASSERT_FALSE(bytes.empty());
  for (size_t position = 0; position < bytes.size(); position++) {
    const uint8_t original = bytes[position];
    for (uint8_t value : changes(original, bytes.size())) {
      if (value == original) continue;
      bytes[position] = value;
      decode_and_check(bytes.data(), bytes.size(), GetParam() + " byte " + std::to_string(position));
      if (::testing::Test::HasFatalFailure()) return;
    }
    bytes[position] = original;
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, HostileBytes, ::testing::ValuesIn(all_test_files()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

// Random bytes, bare and behind each identifier the decoder recognizes, so decoding goes past the first check.
TEST(HostileBytesRandom, random_buffers) {
  std::mt19937 rng(12345);
  const char* const identifiers[] = {nullptr, "ET12", "XN00", "XN01", "XH00"};
  for (int round = 0; round < 20000; round++) {
    std::vector<uint8_t> bytes(rng() % 600);
    for (uint8_t& b : bytes) b = uint8_t(rng());
    const char* identifier = identifiers[round % 5];
    if (identifier != nullptr && bytes.size() >= 8) {
      std::memcpy(bytes.data() + 4, identifier, 4);
      bytes[0] = uint8_t(bytes[0] % 64);  // a root offset that often lands inside the buffer
      bytes[1] = bytes[2] = bytes[3] = 0;
    }
    decode_and_check(bytes.data(), bytes.size(), "random round " + std::to_string(round));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

}  // namespace
