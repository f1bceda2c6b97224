// What portable operators (KernelCalls) work on while a method runs: the method's values with their current
// contents (Ints that sym_size overwrote, tensors resized by the operators that wrote them), and the arguments of
// one call. The runner owns the memory; an operator reads its inputs and writes its out tensors.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <xnnpack.h>

#include "models/program.h"

// A tensor's current shape and memory. `data` points into a planned buffer, a constant, the caller's input or
// memory the runner owns; it is nullptr after a FreeCall.
struct xnn_run_tensor {
  int8_t scalar_type = 0;
  size_t num_dims = 0;
  int64_t sizes[16] = {};
  uint8_t* data = nullptr;
  size_t capacity = 0;    // bytes `data` holds: a resize past it is refused unless `growable`
  bool growable = false;  // the runner's own memory (`owned`), reallocated when a resize needs more
  void* owned = nullptr;  // memory the runner owns for this tensor, `owned_size` bytes (+ XNN_EXTRA_BYTES)
  size_t owned_size = 0;
  bool read_only = false;  // a constant of the program or the caller's input

  size_t numel() const;
  size_t element_size() const { return xnn_scalar_type_size(scalar_type); }
};

// A value's current contents. Tensors are named by index into xnn_program_state::tensors, so a MoveCall makes two
// values share one tensor, as ExecuTorch's EValue copy does.
struct xnn_run_value {
  uint8_t type = 0;  // xnn_value_kind
  int64_t int_value = 0;
  double double_value = 0.0;
  bool bool_value = false;
  uint32_t tensor = 0;
};

struct xnn_program_state {
  const xnn_program_method* method = nullptr;
  std::vector<xnn_run_value> values;
  std::vector<xnn_run_tensor> tensors;
  std::string error;  // the sentence of the last failure

  xnn_program_state() = default;
  xnn_program_state(const xnn_program_state&) = delete;
  xnn_program_state& operator=(const xnn_program_state&) = delete;
  ~xnn_program_state();

  bool fail(const char* format, ...) __attribute__((format(printf, 2, 3)));
  // Gives `tensor` this shape: within its capacity, or grown when it is the runner's own memory. False (with a
  // sentence naming `what`) when the bytes do not fit.
  bool resize(xnn_run_tensor& tensor, size_t num_dims, const int64_t* sizes, const char* what);
};

// The arguments of one KernelCall while it runs.
struct xnn_kernel_call {
  xnn_program_state& state;
  const std::vector<uint32_t>& args;
  const char* op;  // "aten::add.out", for messages
  // This call's xnn operator, created on the call's first run when one fits, kept by the runner (nullptr: none).
  xnn_operator_t* xnn_op = nullptr;

  xnn_run_value& value(size_t a) { return state.values[args[a]]; }
  xnn_run_tensor& tensor(size_t a) { return state.tensors[value(a).tensor]; }
  bool is_null(size_t a) { return value(a).type == xnn_value_null; }
  int64_t int_arg(size_t a) { return value(a).int_value; }
  // An Int, Double or Bool value as a double / as an int64.
  double scalar_double(size_t a);
  int64_t scalar_int(size_t a);
  // An IntList's items as they are now (SymInts included).
  std::vector<int64_t> int_list(size_t a);
  bool fail(const char* format, ...) __attribute__((format(printf, 2, 3)));
};
