// Elementwise portable operators: add, sub, mul, div (Tensor and Scalar forms, alpha, rounding modes), clamp and
// relu, with PyTorch's broadcasting and type promotion. Each computes in the promoted type (float32 for float32,
// float16 and bfloat16, float64, or int64 wrapped to the promoted integer width) and converts to the out tensor's
// type, as ExecuTorch's portable kernels do.
#include <cmath>
#include <cstring>
#include <string_view>

#include "models/portable/broadcast.h"
#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_broadcast;
using namespace xnn_scalar;

enum class binary { add, sub, mul, div };

// Positions of a binary operator's arguments: self, other, then alpha or a rounding mode, then out.
struct binary_form {
  binary op;
  bool scalar_other;
  bool alpha;
  bool mode;
  size_t out() const { return alpha || mode ? 3 : 2; }
};

enum class rounding { none, trunc, floor };

// A rounding_mode argument: a String, or Null for true division.
rounding rounding_of(uint8_t kind, std::string_view text) {
  if (kind != xnn_value_string) return rounding::none;
  return text == "trunc" ? rounding::trunc : rounding::floor;
}

// The type a binary operator computes in: promotion, then true division's move to float.
int8_t compute_type(binary op, rounding mode, int8_t common) {
  if (op == binary::div && mode == rounding::none && !floating(common)) return float32;
  return common;
}

int8_t scalar_value_type(uint8_t kind) {
  return kind == xnn_value_double ? float64 : kind == xnn_value_bool ? bool_ : int64;
}

template <binary Op, bool ScalarOther, bool Alpha, bool Mode>
bool check_binary(const xnn_op_check& call) {
  constexpr binary_form form{Op, ScalarOther, Alpha, Mode};
  const xnn_method_value& a = call.value(0);
  const xnn_method_value& b = call.value(1);
  const xnn_method_value& out = call.value(form.out());
  const int8_t b_type = ScalarOther ? scalar_value_type(b.type) : b.scalar_type;
  for (const xnn_method_value* t : {&a, &out}) {
    if (!supported(t->scalar_type)) {
      return call.fail("a tensor has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, "
                       "int16, int8, uint8, bool", t->scalar_type);
    }
  }
  if (!ScalarOther && !supported(b.scalar_type)) {
    return call.fail("other has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8, bool",
                     b.scalar_type);
  }
  if (Op == binary::sub && (a.scalar_type == bool_ || b_type == bool_)) {
    return call.fail("subtraction with a bool operand is not supported (use logical_not for a mask)");
  }
  rounding mode = rounding::none;
  if (Mode) {
    const xnn_method_value& m = call.value(2);
    if (m.type == xnn_value_string && m.string_value != "trunc" && m.string_value != "floor") {
      return call.fail("rounding_mode is '%s'; expected 'trunc', 'floor' or None",
                       xnn_printable_text(m.string_value).c_str());
    }
    mode = rounding_of(m.type, m.string_value);
  }
  const int8_t common = ScalarOther ? promote_with_scalar(a.scalar_type, b.type == xnn_value_double,
                                                           b.type == xnn_value_bool)
                                    : promote(a.scalar_type, b.scalar_type);
  const int8_t computed = compute_type(Op, mode, common);
  if (!can_cast(computed, out.scalar_type)) {
    return call.fail("the result is %s; out is %s, which it cannot be cast to", name(computed),
                     name(out.scalar_type));
  }
  if (Alpha) {
    const int8_t alpha = scalar_value_type(call.value(2).type);
    if (!can_cast(alpha, computed) && !(computed == bool_ && alpha != float64)) {
      return call.fail("alpha is %s; a %s result needs an alpha it can be cast to", name(alpha), name(computed));
    }
  }
  if (!ScalarOther && a.shape_dynamism == 0 && b.shape_dynamism == 0) {
    size_t dims;
    int64_t shape[16];
    if (!broadcast_shape(a.num_dims, a.sizes, b.num_dims, b.sizes, &dims, shape)) {
      return call.fail("self of shape %s and other of shape %s do not broadcast",
                       xnn_dims_text(a.sizes, a.num_dims).c_str(),
                       xnn_dims_text(b.sizes, b.num_dims).c_str());
    }
  }
  return true;
}

// Python's floor division of floats: (a - fmod(a, b)) / b, corrected towards the floor.
template <typename C>
C floor_divide(C a, C b) {
  if (b == 0) return a / b;
  const C mod = std::fmod(a, b);
  C div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1;
  if (div == 0) return std::copysign(C(0), a / b);
  C floored = std::floor(div);
  if (div - floored > C(0.5)) floored += 1;
  return floored;
}

template <typename C>
bool compute(binary op, rounding mode, C x, C y, C alpha, C* result) {
  if constexpr (std::is_floating_point_v<C>) {
    switch (op) {
      case binary::add: *result = x + alpha * y; return true;
      case binary::sub: *result = x - alpha * y; return true;
      case binary::mul: *result = x * y; return true;
      case binary::div:
        *result = mode == rounding::trunc ? std::trunc(x / y) : mode == rounding::floor ? floor_divide(x, y) : x / y;
        return true;
    }
  } else {
    const uint64_t ux = uint64_t(x), uy = uint64_t(y), ua = uint64_t(alpha);
    switch (op) {
      case binary::add: *result = C(ux + ua * uy); return true;
      case binary::sub: *result = C(ux - ua * uy); return true;
      case binary::mul: *result = C(ux * uy); return true;
      case binary::div: {
        if (y == 0) return false;
        if (y == -1) {
          *result = C(0 - ux);  // INT64_MIN / -1 wraps, as the narrower types do
          return true;
        }
        C q = x / y;
        if (mode == rounding::floor && x % y != 0 && ((x < 0) != (y < 0))) q -= 1;
        *result = q;
        return true;
      }
    }
  }
  return true;
}

template <typename C>
bool run_typed(xnn_kernel_call& call, const binary_form& form, rounding mode, int8_t common, size_t dims,
               const int64_t* shape, const size_t* a_strides, const size_t* b_strides) {
  const xnn_run_tensor& a = call.tensor(0);
  xnn_run_tensor& out = call.tensor(form.out());
  const bool scalar = form.scalar_other;
  const xnn_run_tensor* b = scalar ? nullptr : &call.tensor(1);
  const C other = scalar ? (std::is_floating_point_v<C> ? C(call.scalar_double(1)) : C(call.scalar_int(1))) : C(0);
  const C alpha = !form.alpha ? C(1) : std::is_floating_point_v<C> ? C(call.scalar_double(2)) : C(call.scalar_int(2));
  bool divided_by_zero = false;
  for_each_broadcast(dims, shape, a_strides, b_strides, [&](size_t i, size_t ia, size_t ib) {
    const C x = load<C>(a.data, ia, a.scalar_type);
    const C y = scalar ? other : load<C>(b->data, ib, b->scalar_type);
    C r = C(0);
    if (!compute(form.op, mode, x, y, alpha, &r)) {
      divided_by_zero = true;
      r = 0;
    }
    if constexpr (!std::is_floating_point_v<C>) r = wrap(r, common);
    store(r, out.data, i, out.scalar_type);
  });
  if (divided_by_zero) return call.fail("integer division by zero");
  return true;
}

// float32 op float32 into float32 (alpha 1, no rounding mode) runs through xnn's binary operator, made on the call's
// first run and kept; false when it does not apply or xnn refuses (the plain loop then runs).
bool run_with_xnn(xnn_kernel_call& call, binary op, size_t dims, const int64_t* shape) {
  const xnn_run_tensor& a = call.tensor(0);
  const xnn_run_tensor& b = call.tensor(1);
  xnn_run_tensor& out = call.tensor(call.args.size() - 2);
  if (call.xnn_op == nullptr || a.scalar_type != float32 || b.scalar_type != float32 || out.scalar_type != float32 ||
      a.num_dims > XNN_MAX_TENSOR_DIMS || b.num_dims > XNN_MAX_TENSOR_DIMS || dims > XNN_MAX_TENSOR_DIMS) {
    return false;
  }
  size_t count = 1;
  for (size_t d = 0; d < dims; d++) count *= size_t(shape[d]);
  if (count == 0) return false;
  if (*call.xnn_op == nullptr) {
    const xnn_binary_operator type = op == binary::add   ? xnn_binary_add
                                     : op == binary::sub ? xnn_binary_subtract
                                     : op == binary::mul ? xnn_binary_multiply
                                                         : xnn_binary_divide;
    if (xnn_create_binary_elementwise_nd(type, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, call.xnn_op) !=
        xnn_status_success) {
      *call.xnn_op = nullptr;
      return false;
    }
  }
  size_t a_shape[XNN_MAX_TENSOR_DIMS], b_shape[XNN_MAX_TENSOR_DIMS];
  for (size_t d = 0; d < a.num_dims; d++) a_shape[d] = size_t(a.sizes[d]);
  for (size_t d = 0; d < b.num_dims; d++) b_shape[d] = size_t(b.sizes[d]);
  return xnn_reshape_binary_elementwise_nd(*call.xnn_op, a.num_dims, a_shape, b.num_dims, b_shape, nullptr) ==
             xnn_status_success &&
         xnn_setup_binary_elementwise_nd(*call.xnn_op, a.data, b.data, out.data) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success;
}

template <binary Op, bool ScalarOther, bool Alpha, bool Mode>
bool run_binary(xnn_kernel_call& call) {
  constexpr binary_form form{Op, ScalarOther, Alpha, Mode};
  const xnn_run_tensor& a = call.tensor(0);
  const rounding mode =
      Mode ? rounding_of(call.value(2).type, call.state.method->values[call.args[2]].string_value) : rounding::none;
  int8_t common;
  size_t dims = a.num_dims;
  int64_t shape[16];
  size_t a_strides[16], b_strides[16] = {};
  if (ScalarOther) {
    common = promote_with_scalar(a.scalar_type, call.value(1).type == xnn_value_double,
                                 call.value(1).type == xnn_value_bool);
    std::memcpy(shape, a.sizes, sizeof(shape));
  } else {
    const xnn_run_tensor& b = call.tensor(1);
    common = promote(a.scalar_type, b.scalar_type);
    if (!broadcast_shape(a.num_dims, a.sizes, b.num_dims, b.sizes, &dims, shape)) {
      return call.fail("self of shape %s and other of shape %s do not broadcast",
                       xnn_dims_text(a.sizes, a.num_dims).c_str(),
                       xnn_dims_text(b.sizes, b.num_dims).c_str());
    }
    broadcast_strides(b.num_dims, b.sizes, dims, b_strides);
  }
  broadcast_strides(a.num_dims, a.sizes, dims, a_strides);
  if (!call.state.resize(call.tensor(form.out()), dims, shape, call.op)) return false;
  const int8_t computed = compute_type(Op, mode, common);
  const bool unit_alpha = !Alpha || call.scalar_double(2) == 1.0;
  if (!ScalarOther && !Mode && unit_alpha && run_with_xnn(call, Op, dims, shape)) return true;
  if (computed == float64) return run_typed<double>(call, form, mode, computed, dims, shape, a_strides, b_strides);
  if (computes_in_float(computed)) {
    return run_typed<float>(call, form, mode, computed, dims, shape, a_strides, b_strides);
  }
  return run_typed<int64_t>(call, form, mode, computed, dims, shape, a_strides, b_strides);
}

// clamp.out(self, min?, max?, out): max(min(x, max), min) with NaN kept, in the type promoted with the bounds.
bool check_clamp(const xnn_op_check& call) {
  const xnn_method_value& self = call.value(0);
  const xnn_method_value& out = call.value(3);
  if (!supported(self.scalar_type) || !supported(out.scalar_type)) {
    return call.fail("self is scalar type %d and out %d; supported: float16, bfloat16, float32, float64, int64, int32, "
                     "int16, int8, uint8, bool", self.scalar_type, out.scalar_type);
  }
  if (call.value(1).type == xnn_value_null && call.value(2).type == xnn_value_null) {
    return call.fail("min and max are both None; expected at least one bound");
  }
  int8_t common = self.scalar_type;
  for (size_t a : {1, 2}) {
    const uint8_t kind = call.value(a).type;
    if (kind != xnn_value_null) common = promote_with_scalar(common, kind == xnn_value_double, kind == xnn_value_bool);
  }
  if (!can_cast(common, out.scalar_type)) {
    return call.fail("the result is %s; out is %s, which it cannot be cast to", name(common), name(out.scalar_type));
  }
  return true;
}

template <typename C>
void clamp_typed(xnn_kernel_call& call, int8_t common) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  const bool has_min = !call.is_null(1), has_max = !call.is_null(2);
  const auto bound = [&](size_t a) {
    return std::is_floating_point_v<C> ? C(call.scalar_double(a)) : C(wrap(call.scalar_int(a), common));
  };
  const C low = has_min ? bound(1) : C(0), high = has_max ? bound(2) : C(0);
  const size_t count = in.numel();
  for (size_t i = 0; i < count; i++) {
    C x = load<C>(in.data, i, in.scalar_type);
    if constexpr (std::is_floating_point_v<C>) {
      if (has_min && (x < low || std::isnan(low))) x = low;
      if (has_max && (x > high || std::isnan(high))) x = high;
    } else {
      if (has_min && x < low) x = low;
      if (has_max && x > high) x = high;
    }
    store(x, out.data, i, out.scalar_type);
  }
}

bool run_clamp(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (!call.state.resize(call.tensor(3), in.num_dims, in.sizes, call.op)) return false;
  int8_t common = in.scalar_type;
  for (size_t a : {1, 2}) {
    const uint8_t kind = call.value(a).type;
    if (kind != xnn_value_null) common = promote_with_scalar(common, kind == xnn_value_double, kind == xnn_value_bool);
  }
  if (common == float64) {
    clamp_typed<double>(call, common);
  } else if (computes_in_float(common)) {
    clamp_typed<float>(call, common);
  } else {
    clamp_typed<int64_t>(call, common);
  }
  return true;
}

bool check_relu(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(1).scalar_type;
  if (!supported(in) || in == bool_) {
    return call.fail("self is %s; relu takes float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8",
                     supported(in) ? name(in) : "an unsupported type");
  }
  if (out != in) return call.fail("out is %s; expected self's type %s", name(out), name(in));
  return true;
}

template <typename C>
void relu_typed(const xnn_run_tensor& in, xnn_run_tensor& out) {
  const size_t count = in.numel();
  for (size_t i = 0; i < count; i++) {
    const C x = load<C>(in.data, i, in.scalar_type);
    bool keep = x >= C(0);
    if constexpr (std::is_floating_point_v<C>) keep = keep || std::isnan(x);
    store(keep ? x : C(0), out.data, i, out.scalar_type);
  }
}

bool run_relu(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(1);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  if (in.scalar_type == float64) {
    relu_typed<double>(in, out);
  } else if (computes_in_float(in.scalar_type)) {
    relu_typed<float>(in, out);
  } else {
    relu_typed<int64_t>(in, out);
  }
  return true;
}

template <binary Op, bool ScalarOther, bool Alpha, bool Mode>
constexpr xnn_portable_op binary_op(const char* name, const char* signature) {
  return {name, signature, check_binary<Op, ScalarOther, Alpha, Mode>, run_binary<Op, ScalarOther, Alpha, Mode>};
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_elementwise_ops() {
  static const std::vector<xnn_portable_op> ops = {
      binary_op<binary::add, false, true, false>("aten::add.out", "TTSOO"),
      binary_op<binary::add, true, true, false>("aten::add.Scalar_out", "TSSOO"),
      binary_op<binary::sub, false, true, false>("aten::sub.out", "TTSOO"),
      binary_op<binary::sub, true, true, false>("aten::sub.Scalar_out", "TSSOO"),
      binary_op<binary::mul, false, false, false>("aten::mul.out", "TTOO"),
      binary_op<binary::mul, true, false, false>("aten::mul.Scalar_out", "TSOO"),
      binary_op<binary::div, false, false, false>("aten::div.out", "TTOO"),
      binary_op<binary::div, false, false, true>("aten::div.out_mode", "TTrOO"),
      binary_op<binary::div, true, false, false>("aten::div.Scalar_out", "TSOO"),
      binary_op<binary::div, true, false, true>("aten::div.Scalar_mode_out", "TSrOO"),
      {"aten::clamp.out", "TssOO", check_clamp, run_clamp},
      {"aten::relu.out", "TOO", check_relu, run_relu},
  };
  return ops;
}
