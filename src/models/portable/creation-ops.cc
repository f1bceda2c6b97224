// Portable operators that create tensors from Scalars: full, full_like, zeros_like, ones_like, scalar_tensor and
// arange. Fill values are cast to out's type as ExecuTorch casts them (a value out of the type's range is refused);
// arange computes in double, as ExecuTorch does, with ceil((end - start) / step) elements.
#include <cmath>

#include "models/portable/dtype.h"
#include "models/portable/element-copy.h"
#include "models/portable/registry.h"

namespace {

using namespace xnn_scalar;

bool check_out_type(const xnn_op_check& call, size_t out) {
  const int8_t t = call.value(out).scalar_type;
  if (!supported(t)) {
    return call.fail("out has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool", t);
  }
  return true;
}

bool check_self_type(const xnn_op_check& call) {
  const int8_t t = call.value(0).scalar_type;
  if (!supported(t)) {
    return call.fail("self has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool", t);
  }
  return true;
}

// memory_format: None, torch.contiguous_format (0) or torch.preserve_format (1); tensors here are contiguous.
bool check_memory_format(const xnn_op_check& call, size_t arg) {
  const xnn_method_value& format = call.value(arg);
  if (format.type == xnn_value_int && format.int_value != 0 && format.int_value != 1) {
    return call.fail("memory_format is %lld; expected None, 0 (contiguous) or 1 (preserve)",
                     static_cast<long long>(format.int_value));
  }
  return true;
}

// Resizes `out` to `sizes` (nullptr for 0 dims) and writes `element` (of out's type) into each of its elements.
bool fill_out(xnn_kernel_call& call, xnn_run_tensor& out, size_t num_dims, const int64_t* sizes,
              const uint8_t* element) {
  const int64_t no_sizes[1] = {};  // resize copies the sizes: never from a null pointer, even 0 of them
  if (!call.state.resize(out, num_dims, num_dims == 0 ? no_sizes : sizes, call.op)) return false;
  xnn_elements::fill(out.data, out.numel(), element, out.element_size());
  return true;
}

bool check_full(const xnn_op_check& call) { return check_out_type(call, 2); }

bool run_full(xnn_kernel_call& call) {
  const std::vector<int64_t> size = call.int_list(0);
  if (size.size() > 16) return call.fail("size has %zu entries; at most 16 dims are supported", size.size());
  xnn_run_tensor& out = call.tensor(2);
  uint8_t element[8];
  if (!xnn_elements::scalar_element(call, 1, out.scalar_type, "fill_value", element)) return false;
  return fill_out(call, out, size.size(), size.data(), element);
}

bool check_full_like(const xnn_op_check& call) {
  return check_self_type(call) && check_memory_format(call, 2) && check_out_type(call, 3);
}

bool run_full_like(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  uint8_t element[8];
  if (!xnn_elements::scalar_element(call, 1, out.scalar_type, "fill_value", element)) return false;
  return fill_out(call, out, in.num_dims, in.sizes, element);
}

bool check_like(const xnn_op_check& call) {
  return check_self_type(call) && check_memory_format(call, 1) && check_out_type(call, 2);
}

bool fill_like(xnn_kernel_call& call, int64_t value) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(2);
  uint8_t element[8];
  store(value, element, 0, out.scalar_type);
  return fill_out(call, out, in.num_dims, in.sizes, element);
}

bool run_zeros_like(xnn_kernel_call& call) { return fill_like(call, 0); }
bool run_ones_like(xnn_kernel_call& call) { return fill_like(call, 1); }

bool check_scalar_tensor(const xnn_op_check& call) { return check_out_type(call, 1); }

bool run_scalar_tensor(xnn_kernel_call& call) {
  xnn_run_tensor& out = call.tensor(1);
  uint8_t element[8];
  if (!xnn_elements::scalar_element(call, 0, out.scalar_type, "s", element)) return false;
  return fill_out(call, out, 0, nullptr, element);
}

// arange writes a 1-D out of any supported type but bool (ExecuTorch's kernel takes no bool).
bool check_arange(const xnn_op_check& call, size_t out_arg) {
  if (!check_out_type(call, out_arg)) return false;
  const xnn_method_value& out = call.value(out_arg);
  if (out.scalar_type == bool_) return call.fail("out is bool; arange makes numbers (no bool)");
  if (out.num_dims != 1) return call.fail("out has %zu dims; arange makes a 1-D tensor", out.num_dims);
  return true;
}

bool check_arange_end(const xnn_op_check& call) { return check_arange(call, 1); }
bool check_arange_start(const xnn_op_check& call) { return check_arange(call, 3); }

bool arange(xnn_kernel_call& call, double start, double end, double step, size_t out_arg) {
  if (!((step > 0 && end >= start) || (step < 0 && end <= start))) {
    return call.fail("start %g, end %g and step %g: expected step > 0 with end >= start or step < 0 with end <= start",
                     start, end, step);
  }
  const double length = std::ceil((end - start) / step);
  // Beyond 2^53 elements no double step is exact; no planned tensor is that large anyway.
  if (!(length <= 9007199254740992.0)) {
    return call.fail("start %g, end %g and step %g make %g elements; at most 2^53 are supported", start, end, step,
                     length);
  }
  xnn_run_tensor& out = call.tensor(out_arg);
  const int64_t size = int64_t(length);
  if (!call.state.resize(out, 1, &size, call.op)) return false;
  for (int64_t i = 0; i < size; i++) store(start + double(i) * step, out.data, size_t(i), out.scalar_type);
  return true;
}

bool run_arange_end(xnn_kernel_call& call) { return arange(call, 0.0, call.scalar_double(0), 1.0, 1); }

bool run_arange_start(xnn_kernel_call& call) {
  return arange(call, call.scalar_double(0), call.scalar_double(1), call.scalar_double(2), 3);
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_creation_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::full.out", "LSOO", check_full, run_full},
      {"aten::full_like.out", "TSiOO", check_full_like, run_full_like},
      {"aten::zeros_like.out", "TiOO", check_like, run_zeros_like},
      {"aten::ones_like.out", "TiOO", check_like, run_ones_like},
      {"aten::scalar_tensor.out", "SOO", check_scalar_tensor, run_scalar_tensor},
      {"aten::arange.out", "SOO", check_arange_end, run_arange_end},
      {"aten::arange.start_out", "SSSOO", check_arange_start, run_arange_start},
  };
  return ops;
}
