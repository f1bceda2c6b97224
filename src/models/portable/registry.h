// The portable operators xnn runs for KernelCalls, keyed by ExecuTorch's "namespace::name.overload". Each has an
// argument signature (checked for every call when a program is loaded), an optional load-time check of dtypes and
// static shapes, and its run function with ExecuTorch's out-variant semantics: the trailing arguments are the out
// tensors (then the returned values, which name the same tensors), resized within their capacity.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "models/flatbuffer.h"
#include "models/portable/values.h"
#include "models/program.h"

// One KernelCall while a program is loaded.
struct xnn_op_check {
  const xnn_program_method& method;
  const std::vector<uint32_t>& args;
  const std::string& where;  // "method 'forward' chain 0 instruction 3 (aten::add.out)"
  xnn_model_problem* problem;
  // Whether the caller or an instruction (a MoveCall, a returned value such as sym_size's) may write each value of
  // the method while it runs: an Int among them is known only then.
  const std::vector<bool>& run_written;

  const xnn_method_value& value(size_t a) const { return method.values[args[a]]; }
  bool fail(const char* format, ...) const __attribute__((format(printf, 2, 3)));
  // Int argument `a` as every run sees it; false when it is not an Int or is written at run time.
  bool int_at_load(size_t a, int64_t* value) const;
  // The items of IntList argument `a`; false when it is not an IntList or any item is written at run time.
  bool int_list_at_load(size_t a, std::vector<int64_t>* items) const;
  // Refuses `dim`, the value of argument `what`, outside [-rank, rank) for `tensor` of `rank` dims (a 0-dim tensor
  // takes 0 and -1, as PyTorch wraps dims). With `extra`, `rank` + 1 positions (unsqueeze's).
  bool dim_in_range(int64_t dim, const char* what, size_t rank, const char* tensor, bool extra = false) const;
};

// Argument kinds of a signature, one letter each: T Tensor, O out Tensor (not a constant), S Scalar (Int, Double or
// Bool), s Scalar or Null, I Int, i Int or Null, L IntList, l IntList or Null, B Bool, r String or Null, V TensorList,
// W out TensorList (its tensors are out tensors), v OptionalTensorList, * anything.
struct xnn_portable_op {
  const char* name;
  const char* signature;
  bool (*check)(const xnn_op_check& call);  // nullptr: the signature is all there is to check
  bool (*run)(xnn_kernel_call& call);
};

// The operator named `name`, or nullptr.
const xnn_portable_op* xnn_find_portable_op(std::string_view name);

// Every KernelCall of `method`: its operator exists (else one sentence lists every missing one), its arguments fit
// the operator's signature and check. False with `problem` set otherwise.
bool xnn_check_kernel_calls(const xnn_program_method& method, xnn_model_problem* problem);

// The operator tables of each file (registry.cc joins them).
const std::vector<xnn_portable_op>& xnn_elementwise_ops();
const std::vector<xnn_portable_op>& xnn_shape_ops();
const std::vector<xnn_portable_op>& xnn_prim_ops();
const std::vector<xnn_portable_op>& xnn_reduce_ops();
const std::vector<xnn_portable_op>& xnn_math_ops();
const std::vector<xnn_portable_op>& xnn_linalg_ops();
const std::vector<xnn_portable_op>& xnn_conv_ops();
const std::vector<xnn_portable_op>& xnn_pool_ops();
const std::vector<xnn_portable_op>& xnn_resize_ops();
const std::vector<xnn_portable_op>& xnn_index_ops();
const std::vector<xnn_portable_op>& xnn_creation_ops();
const std::vector<xnn_portable_op>& xnn_quant_ops();
const std::vector<xnn_portable_op>& xnn_dim_order_ops();
