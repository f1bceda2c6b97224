// A decoded model file: a .pte program's method or a bare delegate blob, with its inputs and outputs described.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <xnn-model.h>

#include "models/flatbuffer.h"
#include "models/graph-decoder.h"
#include "models/graph.h"
#include "models/program.h"

struct xnn_decoded_model {
  bool is_program = false;
  xnn_program_method method;  // a program's method (is_program)
  xnn_model_graph graph;      // a bare delegate blob (!is_program)
  std::vector<xnn_model_tensor_info> inputs;
  std::vector<xnn_model_tensor_info> outputs;
};

// Decodes a program (ET12) or a delegate blob (XH00 header, or XN00 / XN01 flatbuffer) at [data, data + size).
// `method_name` chooses a program's method. `external` (or nullptr) is the named data of an external data file
// (models/flat-tensor.h), where external tensors and named delegate constants are looked up. The decoded model
// points into `data` and the external data.
bool xnn_decode_model(const uint8_t* data, size_t size, std::string_view method_name, xnn_decoded_model* model,
                      xnn_model_problem* problem, const std::vector<xnn_named_data>* external = nullptr);

// The C API's model: the file's bytes and the external data file's bytes, which the decoded model points into. Each
// is library memory (SIMD-aligned), or a read-only mapping of its file when `*_mapped_size` is not 0.
struct xnn_model {
  void* bytes = nullptr;
  void* external_bytes = nullptr;
  size_t bytes_mapped_size = 0, external_mapped_size = 0;
  xnn_decoded_model model;
  ~xnn_model();
};

// Lets the system drop the resident pages of a mapped model file (their constants are packed by then; a page read
// again comes back from the file). Nothing for a model in library memory.
void xnn_model_drop_resident_bytes(const xnn_model* model);
