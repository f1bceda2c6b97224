// .npy reading and writing (see npy.h). The header is a Python dict literal; only the three keys NumPy writes are
// accepted, in any order, each once.
#include "npy.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

struct npy_type_info {
  xnn_npy_type type;
  const char* descr;  // as NumPy writes it
  const char* name;
  size_t size;
};
constexpr npy_type_info kTypes[] = {
    {xnn_npy_type::float32, "<f4", "float32", 4},
    {xnn_npy_type::int8, "|i1", "int8", 1},
    {xnn_npy_type::uint8, "|u1", "uint8", 1},
    {xnn_npy_type::int32, "<i4", "int32", 4},
    {xnn_npy_type::float16, "<f2", "float16", 2},
    {xnn_npy_type::int64, "<i8", "int64", 8},
    {xnn_npy_type::bool_, "|b1", "bool", 1},
};

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;
constexpr size_t kMaxDims = 32;  // NumPy's own limit

// A cursor over the header text.
struct npy_header {
  const char* at;
  const char* end;
  void skip_spaces() {
    while (at < end && (*at == ' ' || *at == '\n' || *at == '\t')) at++;
  }
  bool take(char c) {
    skip_spaces();
    if (at < end && *at == c) {
      at++;
      return true;
    }
    return false;
  }
  // A quoted string ('...' or "..."), without escapes.
  bool string(std::string* out) {
    skip_spaces();
    if (at >= end || (*at != '\'' && *at != '"')) return false;
    const char quote = *at++;
    const char* start = at;
    while (at < end && *at != quote) at++;
    if (at >= end) return false;
    out->assign(start, at);
    at++;
    return true;
  }
  bool word(const char* expected) {
    skip_spaces();
    const size_t length = std::strlen(expected);
    if (size_t(end - at) < length || std::memcmp(at, expected, length) != 0) return false;
    at += length;
    return true;
  }
  bool number(size_t* out) {
    skip_spaces();
    if (at >= end || *at < '0' || *at > '9') return false;
    size_t value = 0;
    while (at < end && *at >= '0' && *at <= '9') {
      if (value > (SIZE_MAX - 9) / 10) return false;
      value = value * 10 + size_t(*at++ - '0');
    }
    *out = value;
    return true;
  }
};

bool parse_shape(npy_header& header, std::vector<size_t>* shape) {
  if (!header.take('(')) return false;
  while (!header.take(')')) {
    size_t dim;
    if (shape->size() >= kMaxDims || !header.number(&dim)) return false;
    shape->push_back(dim);
    if (!header.take(',')) return header.take(')');
  }
  return true;
}

bool fail(std::string* error, std::string message) {
  *error = "npy: " + std::move(message);
  return false;
}

}  // namespace

size_t xnn_npy_element_size(xnn_npy_type type) { return kTypes[size_t(type)].size; }
const char* xnn_npy_type_name(xnn_npy_type type) { return kTypes[size_t(type)].name; }

bool xnn_parse_npy(const uint8_t* bytes, size_t size, xnn_npy_array* array, std::string* error) {
  if (size < kMagicSize + 4 || std::memcmp(bytes, kMagic, kMagicSize) != 0) {
    return fail(error, "the file does not start with the .npy magic \\x93NUMPY");
  }
  const uint8_t major = bytes[6];
  size_t header_length, header_start;
  if (major == 1) {
    header_length = size_t(bytes[8]) | size_t(bytes[9]) << 8;
    header_start = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12) return fail(error, "the file ends inside the header length");
    header_length = size_t(bytes[8]) | size_t(bytes[9]) << 8 | size_t(bytes[10]) << 16 | size_t(bytes[11]) << 24;
    header_start = 12;
  } else {
    return fail(error, "format version " + std::to_string(major) + " is not 1, 2 or 3");
  }
  if (header_length > size - header_start) {
    return fail(error, "the header length " + std::to_string(header_length) + " runs past the end of the file");
  }
  npy_header header{reinterpret_cast<const char*>(bytes + header_start),
                    reinterpret_cast<const char*>(bytes + header_start + header_length)};
  bool have_descr = false, have_order = false, have_shape = false;
  std::string descr;
  array->shape.clear();
  if (!header.take('{')) return fail(error, "the header is not a Python dict");
  while (!header.take('}')) {
    std::string key;
    if (!header.string(&key) || !header.take(':')) return fail(error, "the header has a malformed key");
    if (key == "descr" && !have_descr) {
      have_descr = header.string(&descr);
      if (!have_descr) return fail(error, "the header's descr is not a string");
    } else if (key == "fortran_order" && !have_order) {
      if (header.word("True")) return fail(error, "fortran_order is True; only C-order arrays are read");
      have_order = header.word("False");
      if (!have_order) return fail(error, "the header's fortran_order is not False");
    } else if (key == "shape" && !have_shape) {
      have_shape = parse_shape(header, &array->shape);
      if (!have_shape) return fail(error, "the header's shape is not a tuple of at most 32 integers");
    } else {
      return fail(error, "the header has an unexpected or repeated key '" + key + "'");
    }
    if (!header.take(',')) {
      if (!header.take('}')) return fail(error, "the header dict is not closed");
      break;
    }
  }
  if (!have_descr || !have_order || !have_shape) {
    return fail(error, "the header lacks one of descr, fortran_order and shape");
  }
  // Byte-sized types carry no byte order: NumPy writes '|i1', and '<i1', 'i1' mean the same.
  if (descr.size() == 2) descr = "|" + descr;
  if (descr.size() == 3 && descr[0] == '<' && descr[2] == '1') descr[0] = '|';
  const npy_type_info* type = nullptr;
  for (const npy_type_info& candidate : kTypes) {
    if (descr == candidate.descr) type = &candidate;
  }
  if (type == nullptr) {
    return fail(error, "dtype '" + descr + "' is not supported; expected float32 (<f4), float16 (<f2), int64 (<i8), "
                       "int32 (<i4), int8 (|i1), uint8 (|u1) or bool (|b1)");
  }
  size_t count = 1;
  for (size_t dim : array->shape) {
    if (dim != 0 && count > SIZE_MAX / dim) return fail(error, "the shape's element count overflows");
    count *= dim;
  }
  const size_t data_start = header_start + header_length;
  if (count > SIZE_MAX / type->size || count * type->size != size - data_start) {
    return fail(error, "the data is " + std::to_string(size - data_start) + " bytes; the shape needs " +
                           std::to_string(count) + " elements of " + std::to_string(type->size) + " bytes");
  }
  array->type = type->type;
  array->data.assign(bytes + data_start, bytes + size);
  return true;
}

bool xnn_read_npy_file(const char* path, xnn_npy_array* array, std::string* error) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are read.
  const int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return fail(error, std::string("cannot open '") + path + "': " + std::strerror(errno));
  std::unique_ptr<FILE, int (*)(FILE*)> file(fdopen(fd, "rb"), &std::fclose);
  if (file == nullptr) {
    close(fd);
    return fail(error, std::string("cannot open '") + path + "': " + std::strerror(errno));
  }
  struct stat status;
  if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    return fail(error, std::string("'") + path + "' is not a regular file");
  }
  std::vector<uint8_t> bytes;
  uint8_t buffer[65536];
  size_t read;
  while ((read = std::fread(buffer, 1, sizeof(buffer), file.get())) > 0) bytes.insert(bytes.end(), buffer, buffer + read);
  return xnn_parse_npy(bytes.data(), bytes.size(), array, error);
}

std::vector<uint8_t> xnn_format_npy(xnn_npy_type type, const std::vector<size_t>& shape, const void* data) {
  std::string header = std::string("{'descr': '") + kTypes[size_t(type)].descr + "', 'fortran_order': False, 'shape': (";
  size_t count = 1;
  for (size_t i = 0; i < shape.size(); i++) {
    header += (i == 0 ? "" : ", ") + std::to_string(shape[i]);
    count *= shape[i];
  }
  if (shape.size() == 1) header += ",";  // a 1-tuple: "(4,)"
  header += ")";
  header += ", }";
  // Magic, version, length, header and newline padded with spaces to a multiple of 64 bytes.
  const size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  std::vector<uint8_t> bytes(kMagic, kMagic + kMagicSize);
  bytes.push_back(1);
  bytes.push_back(0);
  bytes.push_back(uint8_t(header.size() & 0xFF));
  bytes.push_back(uint8_t(header.size() >> 8));
  bytes.insert(bytes.end(), header.begin(), header.end());
  const uint8_t* begin = static_cast<const uint8_t*>(data);
  bytes.insert(bytes.end(), begin, begin + count * kTypes[size_t(type)].size);
  return bytes;
}

bool xnn_write_npy_file(const char* path, xnn_npy_type type, const std::vector<size_t>& shape, const void* data,
                        std::string* error) {
  const std::vector<uint8_t> bytes = xnn_format_npy(type, shape, data);
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path, "wb"), &std::fclose);
  if (file == nullptr || std::fwrite(bytes.data(), 1, bytes.size(), file.get()) != bytes.size()) {
    return fail(error, std::string("cannot write '") + path + "'");
  }
  return true;
}
