// .npy reading and writing: the four element types round-trip; other types and hostile headers are refused with
// a message, never a crash (every truncation and every single-byte change of a valid file); only regular files are
// read.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "npy.h"

namespace {

std::vector<uint8_t> with_header(const std::string& header, size_t data_bytes, uint8_t major = 1) {
  std::vector<uint8_t> bytes = {0x93, 'N', 'U', 'M', 'P', 'Y', major, 0};
  bytes.push_back(uint8_t(header.size() & 0xFF));
  bytes.push_back(uint8_t(header.size() >> 8));
  if (major != 1) bytes.insert(bytes.end(), {0, 0});
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.resize(bytes.size() + data_bytes, 7);
  return bytes;
}

std::string parse_error(const std::vector<uint8_t>& bytes) {
  xnn_npy_array array;
  std::string error;
  return xnn_parse_npy(bytes.data(), bytes.size(), &array, &error) ? "" : error;
}

TEST(Npy, every_type_round_trips) {
  for (xnn_npy_type type : {xnn_npy_type::float32, xnn_npy_type::int8, xnn_npy_type::uint8, xnn_npy_type::int32,
                            xnn_npy_type::float16, xnn_npy_type::int64, xnn_npy_type::bool_}) {
    SCOPED_TRACE(xnn_npy_type_name(type));
    for (const std::vector<size_t>& shape : {std::vector<size_t>{}, {5}, {2, 3}, {1, 2, 3, 1}}) {
      size_t count = 1;
      for (size_t d : shape) count *= d;
      std::vector<uint8_t> data(count * xnn_npy_element_size(type));
      for (size_t i = 0; i < data.size(); i++) data[i] = uint8_t(i * 37 + 1);
      const std::vector<uint8_t> bytes = xnn_format_npy(type, shape, data.data());
      EXPECT_EQ((bytes.size() - data.size()) % 64, 0u);
      xnn_npy_array array;
      std::string error;
      ASSERT_TRUE(xnn_parse_npy(bytes.data(), bytes.size(), &array, &error)) << error;
      EXPECT_EQ(array.type, type);
      EXPECT_EQ(array.shape, shape);
      EXPECT_EQ(array.data, data);
    }
  }
}

TEST(Npy, numpy_style_headers_are_read) {
  EXPECT_EQ(parse_error(with_header("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }    \n", 24)), "");
  EXPECT_EQ(parse_error(with_header("{\"shape\": (4,), \"descr\": \"<i4\", \"fortran_order\": False}\n", 16, 2)),
            "");
  EXPECT_EQ(parse_error(with_header("{'descr': 'u1', 'fortran_order': False, 'shape': (3,)}", 3)), "");
  // NumPy's own descr of bool, float16 and int64 arrays.
  EXPECT_EQ(parse_error(with_header("{'descr': '|b1', 'fortran_order': False, 'shape': (3,)}", 3)), "");
  EXPECT_EQ(parse_error(with_header("{'descr': '<f2', 'fortran_order': False, 'shape': (3,)}", 6)), "");
  EXPECT_EQ(parse_error(with_header("{'descr': '<i8', 'fortran_order': False, 'shape': (3,)}", 24)), "");
}

TEST(Npy, unsupported_and_malformed_headers_are_refused) {
  const struct {
    std::string header;
    size_t data;
    const char* message;
  } cases[] = {
      {"{'descr': '<f8', 'fortran_order': False, 'shape': (2,)}", 16, "dtype '<f8' is not supported"},
      {"{'descr': '>f4', 'fortran_order': False, 'shape': (2,)}", 8, "dtype '>f4' is not supported"},
      {"{'descr': '<f4', 'fortran_order': True, 'shape': (2,)}", 8, "fortran_order is True"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (3,)}", 8, "the data is 8 bytes"},
      {"{'descr': '<f4', 'fortran_order': False}", 8, "lacks one of"},
      {"{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (2,)}", 8, "repeated key"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999999,)}", 8, "not a tuple"},
      // 2^64 elements: each size fits a 32-bit size_t too, the count overflows either width.
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (65536, 65536, 65536, 65536)}", 8, "overflows"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2,", 8, "not a tuple"},
      {"['descr']", 0, "not a Python dict"},
      {"{'descr: '<f4'}", 0, "malformed key"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.header);
    EXPECT_NE(parse_error(with_header(c.header, c.data)).find(c.message), std::string::npos)
        << parse_error(with_header(c.header, c.data));
  }
  EXPECT_NE(parse_error(with_header("{}", 0, 4)).find("format version 4"), std::string::npos);
  std::vector<uint8_t> long_header = with_header("{}", 0);
  long_header[8] = 0xFF;
  EXPECT_NE(parse_error(long_header).find("runs past the end"), std::string::npos);
}

TEST(Npy, truncations_and_byte_changes_never_crash) {
  const std::vector<uint8_t> data(24, 3);
  const std::vector<uint8_t> valid = xnn_format_npy(xnn_npy_type::float32, {2, 3}, data.data());
  for (size_t length = 0; length < valid.size(); length++) {
    const std::vector<uint8_t> truncated(valid.begin(), valid.begin() + length);
    EXPECT_NE(parse_error(truncated), "") << length;
  }
  for (size_t i = 0; i < valid.size() - data.size(); i++) {
    for (int value : {0, 0x20, int('('), int(')'), int(','), int('\''), int('9'), 0xFF}) {
      std::vector<uint8_t> changed = valid;
      changed[i] = uint8_t(value);
      parse_error(changed);
    }
  }
}

#ifndef __wasi__  // WASI has neither FIFOs nor mkdtemp
TEST(Npy, only_regular_files_are_read) {
  // A FIFO without a writer would block a plain open; a directory would read as an error midway.
  char dir[] = "/tmp/xnn-npy-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  const std::string fifo = std::string(dir) + "/input.npy";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  xnn_npy_array array;
  std::string error;
  EXPECT_FALSE(xnn_read_npy_file(fifo.c_str(), &array, &error));
  EXPECT_NE(error.find("is not a regular file"), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(xnn_read_npy_file(dir, &array, &error));
  EXPECT_NE(error.find("is not a regular file"), std::string::npos) << error;
  unlink(fifo.c_str());
  rmdir(dir);
}
#endif

}  // namespace
