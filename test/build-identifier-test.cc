// The build identifier queries: 32 stable bytes, the SHA-256 of the kernel and packing sources (src/build-identifier.py);
// the check accepts exactly those bytes.
#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cstring>
#include <vector>

namespace {

TEST(build_identifier, is_32_stable_bytes_not_all_zero) {
  ASSERT_EQ(xnn_experimental_get_build_identifier_size(), 32u);
  const void* data = xnn_experimental_get_build_identifier_data();
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(xnn_experimental_get_build_identifier_data(), data);
  const std::vector<unsigned char> zeros(32, 0);
  EXPECT_NE(std::memcmp(data, zeros.data(), 32), 0);
}

TEST(build_identifier, check_accepts_a_copy_of_the_identifier) {
  const unsigned char* data = static_cast<const unsigned char*>(xnn_experimental_get_build_identifier_data());
  const std::vector<unsigned char> copy(data, data + xnn_experimental_get_build_identifier_size());
  EXPECT_TRUE(xnn_experimental_check_build_identifier(copy.data(), copy.size()));
}

TEST(build_identifier, check_refuses_any_changed_byte) {
  const unsigned char* data = static_cast<const unsigned char*>(xnn_experimental_get_build_identifier_data());
  for (size_t i = 0; i < 32; i++) {
    std::vector<unsigned char> changed(data, data + 32);
    changed[i] ^= 1;
    EXPECT_FALSE(xnn_experimental_check_build_identifier(changed.data(), changed.size())) << "byte " << i;
  }
}

TEST(build_identifier, check_refuses_other_sizes) {
  const unsigned char* data = static_cast<const unsigned char*>(xnn_experimental_get_build_identifier_data());
  std::vector<unsigned char> longer(data, data + 32);
  longer.push_back(0);
  EXPECT_FALSE(xnn_experimental_check_build_identifier(longer.data(), longer.size()));
  EXPECT_FALSE(xnn_experimental_check_build_identifier(data, 31));
  EXPECT_FALSE(xnn_experimental_check_build_identifier(data, 0));
  EXPECT_FALSE(xnn_experimental_check_build_identifier(nullptr, 0));
}

}  // namespace
