// The build identifier queries of the public API: a fingerprint of the kernels and weight packers this library was
// built from (src/build-identifier.py), for telling whether packed weights saved by another build can be reused.
#include <xnnpack.h>

#include <cstring>

#include "build-identifier-data.h"
#include "log.h"

extern "C" const void* xnn_experimental_get_build_identifier_data() { return xnn_build_identifier_bytes; }

extern "C" size_t xnn_experimental_get_build_identifier_size() { return sizeof(xnn_build_identifier_bytes); }

extern "C" bool xnn_experimental_check_build_identifier(const void* data, size_t size) {
  if (data == nullptr && size != 0) {
    xnn_log_error("xnn_experimental_check_build_identifier: data is NULL with size %zu; expected a buffer of size "
                  "bytes", size);
    return false;
  }
  // A different size is a different build, not a misuse: answered without a sentence.
  return size == sizeof(xnn_build_identifier_bytes) && std::memcmp(data, xnn_build_identifier_bytes, size) == 0;
}
