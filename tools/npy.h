// NumPy .npy files (format versions 1.0, 2.0 and 3.0) of float32, float16, int64, int32, int8, uint8 and bool in C
// order: reading checks every header field and length (a hostile header is an error message, never a crash),
// writing makes version 1.0 files. Used by xnn-run (and test/models/npy-test.cc); not part of libxnn.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

enum class xnn_npy_type : uint8_t { float32, int8, uint8, int32, float16, int64, bool_ };

struct xnn_npy_array {
  xnn_npy_type type = xnn_npy_type::float32;
  std::vector<size_t> shape;
  std::vector<uint8_t> data;  // little-endian elements, C order
};

size_t xnn_npy_element_size(xnn_npy_type type);
const char* xnn_npy_type_name(xnn_npy_type type);

// Parses the .npy bytes at [bytes, bytes + size). On failure returns false with one sentence in `error`.
bool xnn_parse_npy(const uint8_t* bytes, size_t size, xnn_npy_array* array, std::string* error);
bool xnn_read_npy_file(const char* path, xnn_npy_array* array, std::string* error);

// A version 1.0 file of `count` elements (the product of `shape`) at `data`.
std::vector<uint8_t> xnn_format_npy(xnn_npy_type type, const std::vector<size_t>& shape, const void* data);
bool xnn_write_npy_file(const char* path, xnn_npy_type type, const std::vector<size_t>& shape, const void* data,
                        std::string* error);
