// Elementwise math, comparisons and selection with the semantics of ExecuTorch's portable kernels: sigmoid, tanh,
// gelu, exp, log, sqrt, rsqrt, neg, abs, pow, where, eq/ne/lt/le/gt/ge and logical_and/or/xor/not. Transcendental
// ops of an integer or bool input compute in float32 (of a float64 input in float64) into a floating out; pow
// computes in float32 when the promoted type is float32, float16 or bfloat16 and in float64 otherwise; float16 and
// bfloat16 values are computed in float32 and rounded to their type when stored; comparisons and logical ops write
// their truth value in out's type. float32 -> float32 unary ops that xnn has run through its unary operator, made on
// the call's first run and kept by the runner; everything else is a plain loop.
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>
#include <type_traits>

#include <xnnpack.h>

#include "models/portable/broadcast.h"
#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_broadcast;
using namespace xnn_scalar;

constexpr const char* kSupportedTypes = "float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8, bool";

// A type's name for a message: NumPy's, or its ScalarType number when xnn does not support it.
std::string type_text(int8_t t) {
  return supported(t) ? std::string(name(t)) : "scalar type " + std::to_string(t);
}

bool refuse_unsupported(const xnn_op_check& call, const char* what, int8_t t) {
  return call.fail("%s is %s; supported: %s", what, type_text(t).c_str(), kSupportedTypes);
}

// The promoted type of a tensor of type `t` with a Scalar whose value kind is `scalar_kind`.
int8_t promote_with(int8_t t, uint8_t scalar_kind) {
  return promote_with_scalar(t, scalar_kind == xnn_value_double, scalar_kind == xnn_value_bool);
}

// The shape `count` tensors broadcast to; false when they do not (`text` then lists "name of shape [..]" of each).
template <typename Tensor>
bool broadcast_all(size_t count, const Tensor* const* tensors, const char* const* names, size_t* dims,
                   int64_t* shape, std::string* text) {
  *dims = 0;
  bool fits = true;
  for (size_t k = 0; k < count && fits; k++) {
    int64_t previous[16];
    std::copy(shape, shape + *dims, previous);
    fits = broadcast_shape(*dims, previous, tensors[k]->num_dims, tensors[k]->sizes, dims, shape);
  }
  if (fits) return true;
  for (size_t k = 0; k < count; k++) {
    *text += std::string(k == 0 ? "" : k + 1 == count ? " and " : ", ") + names[k] + " of shape " +
             xnn_dims_text(tensors[k]->sizes, tensors[k]->num_dims);
  }
  return false;
}

// Static shapes that cannot broadcast are refused at load (dynamic ones when the call runs).
bool check_static_broadcast(const xnn_op_check& call, std::initializer_list<size_t> args,
                            std::initializer_list<const char*> names) {
  const xnn_method_value* tensors[3];
  size_t count = 0;
  for (size_t a : args) {
    tensors[count] = &call.value(a);
    if (tensors[count++]->shape_dynamism != 0) return true;
  }
  size_t dims;
  int64_t shape[16];
  std::string text;
  if (broadcast_all(count, tensors, names.begin(), &dims, shape, &text)) return true;
  return call.fail("%s do not broadcast", text.c_str());
}

// ---- Unary ops.

// A float32 -> float32 unary op through xnn's operator, made on the call's first run and kept; false when the call
// has no operator slot or xnn refuses (the plain loop then runs). XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC: portable ops
// keep the library's error bounds (no faster variant beyond them), as the portable kernels they stand for do.
bool run_unary_with_xnn(xnn_kernel_call& call, xnn_unary_operator type, const xnn_run_tensor& in,
                        xnn_run_tensor& out) {
  if (call.xnn_op == nullptr) return false;
  const size_t count = in.numel();
  if (count == 0) return true;
  if (*call.xnn_op == nullptr && xnn_create_unary_elementwise_nc(type, xnn_datatype_fp32, xnn_datatype_fp32, nullptr,
                                                                 /*lut=*/nullptr, nullptr, nullptr,
                                                                 XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, call.xnn_op) !=
                                     xnn_status_success) {
    *call.xnn_op = nullptr;
    return false;
  }
  return xnn_reshape_unary_elementwise_nc(*call.xnn_op, 1, count, count, count, nullptr) == xnn_status_success &&
         xnn_setup_unary_elementwise_nc(*call.xnn_op, in.data, out.data) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success;
}

// out[i] = f(in[i]) computed in C.
template <typename C, typename F>
void map(const xnn_run_tensor& in, xnn_run_tensor& out, F f) {
  const size_t count = in.numel();
  for (size_t i = 0; i < count; i++) store(f(load<C>(in.data, i, in.scalar_type)), out.data, i, out.scalar_type);
}

enum class transcendental { sigmoid, tanh, exp, log, sqrt, rsqrt };

constexpr xnn_unary_operator xnn_unary_of(transcendental op) {
  switch (op) {
    case transcendental::sigmoid: return xnn_unary_sigmoid;
    case transcendental::tanh: return xnn_unary_tanh;
    case transcendental::exp: return xnn_unary_exp;
    case transcendental::log: return xnn_unary_log;
    case transcendental::sqrt: return xnn_unary_square_root;
    case transcendental::rsqrt: return xnn_unary_reciprocal_square_root;
  }
  return xnn_unary_invalid;
}

template <transcendental Op, typename C>
C evaluate(C x) {
  switch (Op) {
    case transcendental::sigmoid: return C(1) / (C(1) + std::exp(-x));
    case transcendental::tanh: return std::tanh(x);
    case transcendental::exp: return std::exp(x);
    case transcendental::log: return std::log(x);
    case transcendental::sqrt: return std::sqrt(x);
    case transcendental::rsqrt: return C(1.0 / std::sqrt(x));  // ExecuTorch divides the double 1.0 by the root
  }
  return x;
}

// sigmoid, tanh, exp, log, sqrt, rsqrt: any input type, a floating out.
bool check_transcendental(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(1).scalar_type;
  if (!supported(in)) return refuse_unsupported(call, "self", in);
  if (!floating(out)) {
    return call.fail("out is %s; expected float16, bfloat16, float32 or float64", type_text(out).c_str());
  }
  return true;
}

template <transcendental Op>
bool run_transcendental(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(1);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  if (in.scalar_type == float32 && out.scalar_type == float32 && run_unary_with_xnn(call, xnn_unary_of(Op), in, out)) {
    return true;
  }
  if (in.scalar_type == float64) {
    map<double>(in, out, evaluate<Op, double>);
  } else {
    map<float>(in, out, evaluate<Op, float>);
  }
  return true;
}

// neg and abs: the real types (no bool), out of self's type; integers wrap (-INT_MIN is INT_MIN).
bool check_sign_op(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(1).scalar_type;
  if (!supported(in) || in == bool_) {
    return call.fail("self is %s; expected float16, bfloat16, float32, float64, int64, int32, int16, int8 or uint8",
                     type_text(in).c_str());
  }
  if (out != in) return call.fail("out is %s; expected self's type %s", type_text(out).c_str(), name(in));
  return true;
}

template <bool Abs>
bool run_sign_op(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(1);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const int8_t t = in.scalar_type;
  if (t == float32 && run_unary_with_xnn(call, Abs ? xnn_unary_abs : xnn_unary_negate, in, out)) return true;
  if (floating(t)) {
    map<double>(in, out, [](double x) { return Abs ? std::fabs(x) : -x; });
  } else {
    map<int64_t>(in, out, [t](int64_t x) { return Abs && x >= 0 ? x : wrap(int64_t(0 - uint64_t(x)), t); });
  }
  return true;
}

// gelu(self, approximate, out): float16, bfloat16, float32 or float64, out of self's type; "none" is
// x/2 (1 + erf(x / sqrt 2)), "tanh" PyTorch's tanh approximation, each evaluated as ExecuTorch does (in double where
// it promotes to double).
bool check_gelu(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(2).scalar_type;
  if (!floating(in)) {
    return call.fail("self is %s; expected float16, bfloat16, float32 or float64", type_text(in).c_str());
  }
  if (out != in) return call.fail("out is %s; expected self's type %s", type_text(out).c_str(), name(in));
  const xnn_method_value& approximate = call.value(1);
  if (approximate.type != xnn_value_string) return call.fail("approximate is None; expected 'none' or 'tanh'");
  if (approximate.string_value != "none" && approximate.string_value != "tanh") {
    return call.fail("approximate is '%s'; expected 'none' or 'tanh'",
                     xnn_printable_text(approximate.string_value).c_str());
  }
  return true;
}

constexpr double kSqrtHalf = 0.70710678118654752440;
constexpr double kSqrtTwo = 1.41421356237309504880;
constexpr double kTwoOverSqrtPi = 1.12837916709551257390;

template <typename C, bool Tanh>
C gelu(C x) {
  if (std::isinf(x)) return x < 0 ? C(0) : x;
  if (Tanh) {
    const C beta = C(kSqrtTwo * kTwoOverSqrtPi * 0.5);
    const C kappa = C(0.044715f);  // a float constant even for float64, as ExecuTorch writes it
    const C inner = beta * (x + kappa * (x * x * x));
    return C(0.5 * x * (1.0 + std::tanh(inner)));
  }
  return C(0.5 * x * (1.0 + std::erf(double(x) * kSqrtHalf)));
}

bool run_gelu(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(2);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const bool tanh = call.state.method->values[call.args[1]].string_value == "tanh";
  if (in.scalar_type == float64) {
    map<double>(in, out, tanh ? gelu<double, true> : gelu<double, false>);
  } else if (tanh) {
    map<float>(in, out, gelu<float, true>);
  } else if (in.scalar_type != float32 || !run_unary_with_xnn(call, xnn_unary_gelu, in, out)) {
    map<float>(in, out, gelu<float, false>);
  }
  return true;
}

// ---- Binary ops: two tensors broadcast, or a tensor and a Scalar on either side.

struct operands {
  const xnn_run_tensor* a = nullptr;  // nullptr: a Scalar
  const xnn_run_tensor* b = nullptr;
  size_t dims = 0;
  int64_t shape[16] = {};
  size_t a_strides[16] = {};
  size_t b_strides[16] = {};
};

// The operands of args 0 and 1 (each a tensor unless its flag says Scalar), the out shape, and out resized.
bool prepare(xnn_kernel_call& call, bool a_scalar, bool b_scalar, const char* a_name, const char* b_name,
             xnn_run_tensor& out, operands* o) {
  if (!a_scalar) o->a = &call.tensor(0);
  if (!b_scalar) o->b = &call.tensor(1);
  if (o->a != nullptr && o->b != nullptr) {
    const xnn_run_tensor* tensors[2] = {o->a, o->b};
    const char* names[2] = {a_name, b_name};
    std::string text;
    if (!broadcast_all(2, tensors, names, &o->dims, o->shape, &text)) {
      return call.fail("%s do not broadcast", text.c_str());
    }
  } else {
    const xnn_run_tensor& t = o->a != nullptr ? *o->a : *o->b;
    o->dims = t.num_dims;
    std::copy(t.sizes, t.sizes + t.num_dims, o->shape);
  }
  if (o->a != nullptr) broadcast_strides(o->a->num_dims, o->a->sizes, o->dims, o->a_strides);
  if (o->b != nullptr) broadcast_strides(o->b->num_dims, o->b->sizes, o->dims, o->b_strides);
  return call.state.resize(out, o->dims, o->shape, call.op);
}

// Calls f(out_index, x, y) with the operands in C (a Scalar operand is `a_value` / `b_value`).
template <typename C, typename F>
void walk(const operands& o, C a_value, C b_value, F f) {
  for_each_broadcast(o.dims, o.shape, o.a_strides, o.b_strides, [&](size_t i, size_t ia, size_t ib) {
    const C x = o.a != nullptr ? load<C>(o.a->data, ia, o.a->scalar_type) : a_value;
    const C y = o.b != nullptr ? load<C>(o.b->data, ib, o.b->scalar_type) : b_value;
    f(i, x, y);
  });
}

// A Scalar argument as a value of the compute type C (an integer wrapped to the width of `common`).
template <typename C>
C scalar_as(xnn_kernel_call& call, size_t a, int8_t common) {
  if constexpr (std::is_floating_point_v<C>) {
    return C(call.scalar_double(a));
  } else {
    return C(wrap(call.scalar_int(a), common));
  }
}

// pow: Tensor_Tensor (self, exponent), Tensor_Scalar (self, Scalar exponent), Scalar (Scalar self, exponent).
enum class pow_form { tensor_tensor, tensor_scalar, scalar_tensor };

template <pow_form Form>
int8_t pow_common(uint8_t a_kind, int8_t a_type, uint8_t b_kind, int8_t b_type) {
  if (Form == pow_form::tensor_tensor) return promote(a_type, b_type);
  if (Form == pow_form::tensor_scalar) return promote_with(a_type, b_kind);
  return promote_with(b_type, a_kind);
}

template <pow_form Form>
bool check_pow(const xnn_op_check& call) {
  const xnn_method_value& a = call.value(0);
  const xnn_method_value& b = call.value(1);
  const int8_t out = call.value(2).scalar_type;
  if (Form != pow_form::scalar_tensor && !supported(a.scalar_type)) {
    return refuse_unsupported(call, "self", a.scalar_type);
  }
  if (Form != pow_form::tensor_scalar && !supported(b.scalar_type)) {
    return refuse_unsupported(call, "exponent", b.scalar_type);
  }
  if (!supported(out)) return refuse_unsupported(call, "out", out);
  const int8_t common = pow_common<Form>(a.type, a.scalar_type, b.type, b.scalar_type);
  if (common == bool_) return call.fail("self and exponent are bool; pow has no bool result");
  if (!can_cast(common, out)) {
    return call.fail("the result is %s; out is %s, which it cannot be cast to", name(common), name(out));
  }
  if (Form == pow_form::tensor_scalar && integral(common) && b.type == xnn_value_int && b.int_value < 0) {
    return call.fail("exponent is %lld; integers to negative integer powers are not allowed",
                     static_cast<long long>(b.int_value));
  }
  if (Form == pow_form::tensor_tensor) return check_static_broadcast(call, {0, 1}, {"self", "exponent"});
  return true;
}

template <typename C>
bool pow_typed(xnn_kernel_call& call, const operands& o, pow_form form, int8_t common, xnn_run_tensor& out) {
  const C a_value = form == pow_form::scalar_tensor ? C(call.scalar_double(0)) : C(0);
  const C b_value = form == pow_form::tensor_scalar ? C(call.scalar_double(1)) : C(0);
  const bool integer = integral(common);
  bool negative_exponent = false;
  C first_negative = 0;
  walk<C>(o, a_value, b_value, [&](size_t i, C x, C y) {
    if (integer && y < 0 && !negative_exponent) {
      negative_exponent = true;
      first_negative = y;
    }
    store(C(std::pow(x, y)), out.data, i, out.scalar_type);
  });
  if (negative_exponent) {
    return call.fail("exponent holds %.0f; integers to negative integer powers are not allowed",
                     double(first_negative));
  }
  return true;
}

template <pow_form Form>
bool run_pow(xnn_kernel_call& call) {
  xnn_run_tensor& out = call.tensor(2);
  operands o;
  if (!prepare(call, Form == pow_form::scalar_tensor, Form == pow_form::tensor_scalar, "self", "exponent", out, &o)) {
    return false;
  }
  const int8_t a_type = o.a != nullptr ? o.a->scalar_type : 0, b_type = o.b != nullptr ? o.b->scalar_type : 0;
  const int8_t common = pow_common<Form>(call.value(0).type, a_type, call.value(1).type, b_type);
  if (computes_in_float(common)) return pow_typed<float>(call, o, Form, common, out);
  return pow_typed<double>(call, o, Form, common, out);
}

// Comparisons: the compare runs in the promoted type (float32 when two different floating types meet, as in
// ExecuTorch), the truth value is written in out's type.
enum class comparison { eq, ne, lt, le, gt, ge };

template <comparison Op, typename C>
bool compare(C x, C y) {
  switch (Op) {
    case comparison::eq: return x == y;
    case comparison::ne: return x != y;
    case comparison::lt: return x < y;
    case comparison::le: return x <= y;
    case comparison::gt: return x > y;
    case comparison::ge: return x >= y;
  }
  return false;
}

// Tensor ops whose inputs and out may be of any supported type (comparisons and logical ops).
template <bool ScalarOther>
bool check_any_types(const xnn_op_check& call) {
  const size_t out = call.args.size() - 2;
  if (!supported(call.value(0).scalar_type)) return refuse_unsupported(call, "self", call.value(0).scalar_type);
  if (!supported(call.value(out).scalar_type)) return refuse_unsupported(call, "out", call.value(out).scalar_type);
  if (out == 1 || ScalarOther) return true;
  if (!supported(call.value(1).scalar_type)) return refuse_unsupported(call, "other", call.value(1).scalar_type);
  return check_static_broadcast(call, {0, 1}, {"self", "other"});
}

template <comparison Op, typename C>
void compare_typed(xnn_kernel_call& call, const operands& o, bool scalar_other, int8_t common, xnn_run_tensor& out) {
  const C other = scalar_other ? scalar_as<C>(call, 1, common) : C(0);
  walk<C>(o, C(0), other, [&](size_t i, C x, C y) { store(compare<Op>(x, y), out.data, i, out.scalar_type); });
}

template <comparison Op, bool ScalarOther>
bool run_compare(xnn_kernel_call& call) {
  xnn_run_tensor& out = call.tensor(2);
  operands o;
  if (!prepare(call, false, ScalarOther, "self", "other", out, &o)) return false;
  int8_t common;
  if (ScalarOther) {
    common = promote_with(o.a->scalar_type, call.value(1).type);
  } else {
    common = promote(o.a->scalar_type, o.b->scalar_type);
    if (floating(common) && o.a->scalar_type != o.b->scalar_type) common = float32;
  }
  if (common == float64) {
    compare_typed<Op, double>(call, o, ScalarOther, common, out);
  } else if (computes_in_float(common)) {
    compare_typed<Op, float>(call, o, ScalarOther, common, out);
  } else {
    compare_typed<Op, int64_t>(call, o, ScalarOther, common, out);
  }
  return true;
}

// Logical ops: any input type (nonzero, NaN included, is true), the truth value written in out's type.
enum class logical { and_, or_, xor_ };

template <logical Op>
bool run_logical(xnn_kernel_call& call) {
  xnn_run_tensor& out = call.tensor(2);
  operands o;
  if (!prepare(call, false, false, "self", "other", out, &o)) return false;
  walk<bool>(o, false, false, [&](size_t i, bool x, bool y) {
    const bool r = Op == logical::and_ ? x && y : Op == logical::or_ ? x || y : x != y;
    store(r, out.data, i, out.scalar_type);
  });
  return true;
}

bool run_logical_not(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(1);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  map<bool>(in, out, [](bool x) { return !x; });
  return true;
}

// where(condition, self, other, out): condition bool or uint8 (nonzero selects self), out of the promoted type of
// self and other, the three broadcast.
bool check_where(const xnn_op_check& call) {
  const int8_t condition = call.value(0).scalar_type, a = call.value(1).scalar_type, b = call.value(2).scalar_type;
  const int8_t out = call.value(3).scalar_type;
  if (condition != bool_ && condition != uint8) {
    return call.fail("condition is %s; expected bool or uint8", type_text(condition).c_str());
  }
  if (!supported(a)) return refuse_unsupported(call, "self", a);
  if (!supported(b)) return refuse_unsupported(call, "other", b);
  if (out != promote(a, b)) {
    return call.fail("out is %s; expected %s, the promoted type of self (%s) and other (%s)", type_text(out).c_str(),
                     name(promote(a, b)), name(a), name(b));
  }
  return check_static_broadcast(call, {0, 1, 2}, {"condition", "self", "other"});
}

template <typename C>
void where_typed(const xnn_run_tensor* const (&in)[3], size_t dims, const int64_t* shape,
                 const size_t* const (&strides)[3], xnn_run_tensor& out) {
  for_each_broadcast_of(dims, shape, strides, [&](size_t i, const size_t* at) {
    const bool condition = load<bool>(in[0]->data, at[0], in[0]->scalar_type);
    const size_t k = condition ? 1 : 2;
    store(load<C>(in[k]->data, at[k], in[k]->scalar_type), out.data, i, out.scalar_type);
  });
}

bool run_where(xnn_kernel_call& call) {
  const xnn_run_tensor* const in[3] = {&call.tensor(0), &call.tensor(1), &call.tensor(2)};
  xnn_run_tensor& out = call.tensor(3);
  const char* names[3] = {"condition", "self", "other"};
  size_t dims;
  int64_t shape[16];
  std::string text;
  if (!broadcast_all(3, in, names, &dims, shape, &text)) return call.fail("%s do not broadcast", text.c_str());
  size_t strides_of[3][16];
  for (size_t k = 0; k < 3; k++) broadcast_strides(in[k]->num_dims, in[k]->sizes, dims, strides_of[k]);
  const size_t* const strides[3] = {strides_of[0], strides_of[1], strides_of[2]};
  if (!call.state.resize(out, dims, shape, call.op)) return false;
  if (out.scalar_type == float64) {
    where_typed<double>(in, dims, shape, strides, out);
  } else if (computes_in_float(out.scalar_type)) {
    where_typed<float>(in, dims, shape, strides, out);
  } else {
    where_typed<int64_t>(in, dims, shape, strides, out);
  }
  return true;
}

template <comparison Op>
constexpr xnn_portable_op tensor_compare(const char* name) {
  return {name, "TTOO", check_any_types<false>, run_compare<Op, false>};
}
template <comparison Op>
constexpr xnn_portable_op scalar_compare(const char* name) {
  return {name, "TSOO", check_any_types<true>, run_compare<Op, true>};
}
template <transcendental Op>
constexpr xnn_portable_op transcendental_op(const char* name) {
  return {name, "TOO", check_transcendental, run_transcendental<Op>};
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_math_ops() {
  static const std::vector<xnn_portable_op> ops = {
      transcendental_op<transcendental::sigmoid>("aten::sigmoid.out"),
      transcendental_op<transcendental::tanh>("aten::tanh.out"),
      transcendental_op<transcendental::exp>("aten::exp.out"),
      transcendental_op<transcendental::log>("aten::log.out"),
      transcendental_op<transcendental::sqrt>("aten::sqrt.out"),
      transcendental_op<transcendental::rsqrt>("aten::rsqrt.out"),
      {"aten::gelu.out", "TrOO", check_gelu, run_gelu},
      {"aten::neg.out", "TOO", check_sign_op, run_sign_op<false>},
      {"aten::abs.out", "TOO", check_sign_op, run_sign_op<true>},
      {"aten::pow.Tensor_Tensor_out", "TTOO", check_pow<pow_form::tensor_tensor>, run_pow<pow_form::tensor_tensor>},
      {"aten::pow.Tensor_Scalar_out", "TSOO", check_pow<pow_form::tensor_scalar>, run_pow<pow_form::tensor_scalar>},
      {"aten::pow.Scalar_out", "STOO", check_pow<pow_form::scalar_tensor>, run_pow<pow_form::scalar_tensor>},
      {"aten::where.self_out", "TTTOO", check_where, run_where},
      tensor_compare<comparison::eq>("aten::eq.Tensor_out"),
      scalar_compare<comparison::eq>("aten::eq.Scalar_out"),
      tensor_compare<comparison::ne>("aten::ne.Tensor_out"),
      scalar_compare<comparison::ne>("aten::ne.Scalar_out"),
      tensor_compare<comparison::lt>("aten::lt.Tensor_out"),
      scalar_compare<comparison::lt>("aten::lt.Scalar_out"),
      tensor_compare<comparison::le>("aten::le.Tensor_out"),
      scalar_compare<comparison::le>("aten::le.Scalar_out"),
      tensor_compare<comparison::gt>("aten::gt.Tensor_out"),
      scalar_compare<comparison::gt>("aten::gt.Scalar_out"),
      tensor_compare<comparison::ge>("aten::ge.Tensor_out"),
      scalar_compare<comparison::ge>("aten::ge.Scalar_out"),
      {"aten::logical_and.out", "TTOO", check_any_types<false>, run_logical<logical::and_>},
      {"aten::logical_or.out", "TTOO", check_any_types<false>, run_logical<logical::or_>},
      {"aten::logical_xor.out", "TTOO", check_any_types<false>, run_logical<logical::xor_>},
      {"aten::logical_not.out", "TOO", check_any_types<false>, run_logical_not},
  };
  return ops;
}
