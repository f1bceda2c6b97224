// Valid operators of every kind, for the misuse cases that need one to misuse: each kind's create, reshape and setup
// with small, correct arguments (outputs no larger than Outputs::kElements).
#pragma once

#include <xnnpack.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

using OperatorPtr = std::unique_ptr<xnn_operator, decltype(&xnn_delete_operator)>;

struct OperatorKind {
  std::string name;  // the public functions' infix: "fully_connected_nc_f32" for xnn_create_fully_connected_nc_f32
  // Valid calls of the kind's three steps. reshape reports the workspace bytes setup needs in *workspace_size.
  std::function<xnn_status(xnn_operator_t* op_out)> create;
  std::function<xnn_status(xnn_operator_t op, size_t* workspace_size)> reshape;
  std::function<xnn_status(xnn_operator_t op, void* workspace, const float* input, float* output)> setup;
};

// Every operator kind of include/xnnpack.h (the batch matrix multiply twice: with a constant B and without).
const std::vector<OperatorKind>& operator_kinds();

// Zeros to read as any operator's input (with XNN_EXTRA_BYTES past every fixture's input size).
const float* fixture_input();

// A created operator of `kind` (null after a failed expectation).
OperatorPtr create_operator(const OperatorKind& kind);

// A created operator that went through reshape (and setup when `with_setup`), bound to `output`; `workspace` receives
// the memory setup was given, which must outlive the operator's use.
OperatorPtr prepared_operator(const OperatorKind& kind, bool with_setup, float* output, std::vector<char>* workspace);
