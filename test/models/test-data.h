// Reading the test data files (test/models/data, see PROVENANCE.md) and decoding them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "models/model.h"

namespace models_test {

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
inline xnn_model_problem decode(const std::vector<uint8_t>& bytes, xnn_decoded_model* model,
                                const char* method = "forward") {
  xnn_model_problem problem;
  xnn_decode_model(bytes.data(), bytes.size(), method, model, &problem);
  return problem;
}

// With XNN_FUZZ_SEED_DIR set, hand-made test files are also written there as fuzzing seeds (the committed set is
// test/models/fuzz-seeds/, used by scripts/fuzz.sh).
inline void save_fuzz_seed(const std::string& name, const std::vector<uint8_t>& bytes) {
  const char* directory = std::getenv("XNN_FUZZ_SEED_DIR");
  if (directory == nullptr) return;
  if (FILE* file = std::fopen((std::string(directory) + "/" + name).c_str(), "wb")) {
    std::fwrite(bytes.data(), 1, bytes.size(), file);
    std::fclose(file);
  }
}

// Every test data file, for the hostile-input sweeps.
inline const std::vector<std::string>& all_test_files() {
  static const std::vector<std::string> files = {
      "add.pte", "dynamic.pte", "quantized.pte", "multi.pte", "dtypes.pte", "lstm.pte",
      "add_graph.bin", "add_graph_force_defaults.bin", "add_const_with_header.xnn",
      "add_named_key_with_header.xnn", "add_inline.pte", "add_segment.pte"};
  return files;
}

}  // namespace models_test
