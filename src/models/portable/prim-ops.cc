// ExecuTorch's symbolic-size operators: sym_size and sym_numel read a tensor's current shape into an Int value (a
// SymInt), and the executorch_prim arithmetic combines Ints and Doubles as Python does (Int op Int is an Int,
// anything with a Double is a Double; floordiv rounds toward negative infinity).
#include <cmath>

#include "models/portable/registry.h"

namespace {

bool check_sym_size(const xnn_op_check& call) {
  const xnn_method_value& out = call.value(2);
  if (out.type != xnn_value_int) return call.fail("out is a %s; expected an Int", xnn_value_kind_name(out.type));
  int64_t dim;
  const size_t rank = call.value(0).num_dims;
  if (call.int_at_load(1, &dim) && (dim < -int64_t(rank) || dim >= int64_t(rank))) {
    return call.fail("dim is %lld; self has %zu dims, so it takes %lld..%lld", static_cast<long long>(dim), rank,
                     -static_cast<long long>(rank), static_cast<long long>(rank) - 1);
  }
  return true;
}

bool run_sym_size(xnn_kernel_call& call) {
  const xnn_run_tensor& self = call.tensor(0);
  const int64_t dim = call.int_arg(1);
  const int64_t rank = int64_t(self.num_dims);
  if (dim < -rank || dim >= rank) {
    return call.fail("dim is %lld; self has %lld dims", static_cast<long long>(dim), static_cast<long long>(rank));
  }
  call.value(2).int_value = self.sizes[dim < 0 ? dim + rank : dim];
  return true;
}

bool check_sym_numel(const xnn_op_check& call) {
  const xnn_method_value& out = call.value(1);
  if (out.type != xnn_value_int) return call.fail("out is a %s; expected an Int", xnn_value_kind_name(out.type));
  return true;
}

bool run_sym_numel(xnn_kernel_call& call) {
  call.value(1).int_value = int64_t(call.tensor(0).numel());
  return true;
}

enum class arithmetic { add, sub, mul, floordiv };

bool check_arithmetic(const xnn_op_check& call) {
  for (size_t a = 0; a < 3; a++) {
    const uint8_t kind = call.value(a).type;
    if (kind != xnn_value_int && kind != xnn_value_double) {
      return call.fail("arg %zu is a %s; expected an Int or a Double", a, xnn_value_kind_name(kind));
    }
  }
  return true;
}

double floor_divide(double a, double b) { return std::floor(a / b); }

template <arithmetic Op>
bool run_arithmetic(xnn_kernel_call& call) {
  const xnn_run_value& a = call.value(0);
  const xnn_run_value& b = call.value(1);
  xnn_run_value& out = call.value(2);
  if (a.type == xnn_value_int && b.type == xnn_value_int) {
    const uint64_t x = uint64_t(a.int_value), y = uint64_t(b.int_value);
    int64_t result = 0;
    switch (Op) {
      case arithmetic::add: result = int64_t(x + y); break;
      case arithmetic::sub: result = int64_t(x - y); break;
      case arithmetic::mul: result = int64_t(x * y); break;
      case arithmetic::floordiv: {
        if (b.int_value == 0) return call.fail("integer division by zero");
        if (b.int_value == -1) {
          result = int64_t(0 - x);
          break;
        }
        result = a.int_value / b.int_value;
        if (a.int_value % b.int_value != 0 && ((a.int_value < 0) != (b.int_value < 0))) result -= 1;
        break;
      }
    }
    out.type = xnn_value_int;
    out.int_value = result;
    return true;
  }
  const double x = a.type == xnn_value_int ? double(a.int_value) : a.double_value;
  const double y = b.type == xnn_value_int ? double(b.int_value) : b.double_value;
  double result = 0;
  switch (Op) {
    case arithmetic::add: result = x + y; break;
    case arithmetic::sub: result = x - y; break;
    case arithmetic::mul: result = x * y; break;
    case arithmetic::floordiv: result = floor_divide(x, y); break;
  }
  out.type = xnn_value_double;
  out.double_value = result;
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_prim_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::sym_size.int", "TI*", check_sym_size, run_sym_size},
      {"aten::sym_numel", "T*", check_sym_numel, run_sym_numel},
      {"executorch_prim::add.Scalar", "SSS", check_arithmetic, run_arithmetic<arithmetic::add>},
      {"executorch_prim::sub.Scalar", "SSS", check_arithmetic, run_arithmetic<arithmetic::sub>},
      {"executorch_prim::mul.Scalar", "SSS", check_arithmetic, run_arithmetic<arithmetic::mul>},
      {"executorch_prim::floordiv.Scalar", "SSS", check_arithmetic, run_arithmetic<arithmetic::floordiv>},
  };
  return ops;
}
