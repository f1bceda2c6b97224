// A small subgraph for the define API's misuse cases, and every define function as a "form": one call that defines
// a valid node reading the fixture's input, so the generic mistakes can be made with each of them.
#pragma once

#include <xnnpack.h>

#include <functional>
#include <string>
#include <vector>

// External ids: 0 and 1 are fp32 inputs [1, 4, 4, 12], 2 and 3 are free. Constants: fully connected filter [5, 12],
// convolution filter [5, 2, 2, 12], depthwise filter [1, 2, 2, 12], biases [5] and [12], a batch matrix multiply B
// [1, 4, 12, 3].
struct Graph {
  Graph();
  ~Graph();
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;

  // A new internal fp32 value.
  uint32_t value(const std::vector<size_t>& dims);
  // Zeros, enough for any constant of the fixture.
  const float* zeros() const;
  // The outputs a form writes: new internal values of the form's output shapes.
  std::vector<uint32_t> outputs_for(const struct DefineForm& form);

  xnn_subgraph_t subgraph = nullptr;
  uint32_t input = 0, input2 = 1;
  uint32_t filter_fc, filter_conv, filter_dw, bias5, bias12, matrix_b;
};

struct DefineForm {
  std::string function;
  std::vector<std::vector<size_t>> output_dims;  // one shape per output of the node
  std::function<xnn_status(const Graph& g, xnn_subgraph_t subgraph, uint32_t input,
                           const std::vector<uint32_t>& outputs, uint32_t flags)>
      define;
};

// Every xnn_define_* function of include/xnnpack.h that defines a node.
const std::vector<DefineForm>& define_forms();
