// Reading the test data files (test/models/data, see PROVENANCE.md) and decoding them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "models/model.h"

namespace xnn::models::testing {

inline std::vector<uint8_t> read_test_file(const std::string& name) {
  const std::string path = std::string(XNN_MODELS_TEST_DATA) + "/" + name;
  std::vector<uint8_t> bytes;
  if (FILE* file = std::fopen(path.c_str(), "rb")) {
    uint8_t chunk[4096];
    size_t n;
    while ((n = std::fread(chunk, 1, sizeof(chunk), file)) > 0) bytes.insert(bytes.end(), chunk, chunk + n);
    std::fclose(file);
  }
  return bytes;
}

// Decodes `bytes`; returns the problem (status success when it decoded).
inline Problem decode(const std::vector<uint8_t>& bytes, Model* model, const char* method = "forward") {
  Problem problem;
  decode_model(bytes.data(), bytes.size(), method, model, &problem);
  return problem;
}

// Every test data file, for the hostile-input sweeps.
inline const std::vector<std::string>& all_test_files() {
  static const std::vector<std::string> files = {
      "add.pte", "dynamic.pte", "quantized.pte", "multi.pte", "dtypes.pte", "lstm.pte",
      "add_graph.bin", "add_graph_force_defaults.bin", "add_const_with_header.xnn",
      "add_named_key_with_header.xnn", "add_inline.pte", "add_segment.pte"};
  return files;
}

}  // namespace xnn::models::testing
