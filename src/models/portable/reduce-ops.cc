// Reductions, softmax and normalization with the semantics of ExecuTorch's portable kernels: sum and mean over a dim
// list (Null or empty: every dim), amax and amin (NaN wins), argmax and argmin (the first NaN wins; dim Null: the
// flattened tensor), var with a correction, _softmax and _log_softmax over one dim, native_layer_norm and
// _native_batch_norm_legit_no_training. Dims may be negative; a 0-dim tensor takes dim 0 or -1.
//
// Sums accumulate in the out tensor's type as ExecuTorch does (float32 in float, float64 in double, integers in int64
// wrapped to the out width, bool as logical or), in row-major order over the reduced dims. float32 sum and mean run
// through xnn's reduce operator and float32 softmax over the innermost dim through xnn's softmax, each made on the
// call's first run and kept. amax and amin stay plain loops: xnn's max and min reductions drop NaN, ExecuTorch's keep
// it. Layer norm computes each row's mean and variance in double, two passes (ExecuTorch: float, E[x^2] - E[x]^2).
// float16 and bfloat16 sums and means accumulate in float as ExecuTorch's do; their softmax and normalizations run the
// float32 loops on float32 copies, rounded back to the 16-bit type.
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

constexpr size_t kMaxDims = 16;

std::string type_text(int8_t t) { return supported(t) ? name(t) : "scalar type " + std::to_string(t); }

// The dim `dim` of a tensor of `rank` dims names (negative: from the end; a 0-dim tensor takes 0 and -1).
bool normalize_dim(int64_t dim, size_t rank, size_t* out) {
  const int64_t n = int64_t(rank == 0 ? 1 : rank);
  if (dim < -n || dim >= n) return false;
  *out = size_t(dim < 0 ? dim + n : dim);
  return true;
}

std::string dim_problem(int64_t dim, size_t rank) {
  const int64_t n = int64_t(rank == 0 ? 1 : rank);
  return "dim " + std::to_string(dim) + " is out of range for a tensor of " + std::to_string(rank) +
         " dims; expected [" + std::to_string(-n) + ", " + std::to_string(n) + ")";
}

// Marks the dims `dims` reduces in `mask` (every dim when `all`); an empty string, or the problem.
std::string reduced_mask(bool all, const std::vector<int64_t>& dims, size_t rank, bool* mask) {
  for (size_t d = 0; d < kMaxDims; d++) mask[d] = all || dims.empty();
  if (all || dims.empty()) return "";
  for (int64_t dim : dims) {
    size_t d;
    if (!normalize_dim(dim, rank, &d)) return dim_problem(dim, rank);
    if (mask[d]) return "dim " + std::to_string(d) + " appears more than once in the dim list";
    mask[d] = true;
  }
  return "";
}

// How a reduction walks its input: the kept dims (in output order) and the reduced dims, each with input strides.
struct reduction_walk {
  size_t kept = 0, kept_sizes[kMaxDims] = {}, kept_strides[kMaxDims] = {};
  size_t reduced = 0, reduced_sizes[kMaxDims] = {}, reduced_strides[kMaxDims] = {};
  size_t reduced_count = 1;  // input elements per output
  size_t out_dims = 0;
  int64_t out_shape[kMaxDims] = {};
};

reduction_walk walk_of(const xnn_run_tensor& in, const bool* mask, bool keepdim) {
  reduction_walk w;
  size_t strides[kMaxDims], stride = 1;
  for (size_t d = in.num_dims; d-- > 0;) {
    strides[d] = stride;
    stride *= size_t(in.sizes[d]);
  }
  for (size_t d = 0; d < in.num_dims; d++) {
    if (mask[d]) {
      w.reduced_sizes[w.reduced] = size_t(in.sizes[d]);
      w.reduced_strides[w.reduced++] = strides[d];
      w.reduced_count *= size_t(in.sizes[d]);
      if (keepdim) w.out_shape[w.out_dims++] = 1;
    } else {
      w.kept_sizes[w.kept] = size_t(in.sizes[d]);
      w.kept_strides[w.kept++] = strides[d];
      w.out_shape[w.out_dims++] = in.sizes[d];
    }
  }
  return w;
}

// Calls f(offset) for every index of dims `sizes` in row-major order, `offset` being its input element offset.
template <typename F>
void for_each_offset(size_t n, const size_t* sizes, const size_t* strides, F f) {
  size_t count = 1;
  for (size_t d = 0; d < n; d++) count *= sizes[d];
  size_t index[kMaxDims] = {};
  size_t offset = 0;
  for (size_t i = 0; i < count; i++) {
    f(offset);
    for (size_t d = n; d-- > 0;) {
      index[d]++;
      offset += strides[d];
      if (index[d] < sizes[d]) break;
      offset -= strides[d] * index[d];
      index[d] = 0;
    }
  }
}

// Calls f(base) for each output in order, base being the input offset of its first element.
template <typename F>
void for_each_output(const reduction_walk& w, F f) {
  for_each_offset(w.kept, w.kept_sizes, w.kept_strides, f);
}

template <typename F>
void for_each_reduced(const reduction_walk& w, size_t base, F f) {
  for_each_offset(w.reduced, w.reduced_sizes, w.reduced_strides, [&](size_t r) { f(base + r); });
}

// An element as int64: floats truncated toward zero, saturating (NaN is 0), so that no conversion is undefined.
int64_t integer_element(const xnn_run_tensor& t, size_t i) {
  if (!floating(t.scalar_type)) return load<int64_t>(t.data, i, t.scalar_type);
  const double v = load<double>(t.data, i, t.scalar_type);
  if (std::isnan(v)) return 0;
  if (v <= -9223372036854775808.0) return std::numeric_limits<int64_t>::min();
  if (v >= 9223372036854775808.0) return std::numeric_limits<int64_t>::max();
  return int64_t(v);
}

// Runs `body` with the float16 and bfloat16 tensors among `inputs` and `outs` (Null args skipped) replaced by
// float32 copies, then rounds the copies of `outs` back into them: the float32 loops then compute the 16-bit types as
// ExecuTorch computes Half and BFloat16, in float. Inputs are never written (they may be constants).
template <typename F>
void with_half_widened(xnn_kernel_call& call, std::initializer_list<size_t> inputs, std::initializer_list<size_t> outs,
                       F body) {
  struct widened {
    xnn_run_tensor* tensor;
    uint8_t* half_data;
    int8_t half_type;
    std::vector<float> values;
    bool out;
  };
  std::vector<widened> copies;
  const auto widen = [&](size_t a, bool out) {
    if (call.is_null(a)) return;
    xnn_run_tensor& t = call.tensor(a);
    if (!half_width(t.scalar_type)) return;  // not 16-bit, or already widened (a tensor passed twice)
    widened w{&t, t.data, t.scalar_type, std::vector<float>(t.numel()), out};
    for (size_t i = 0; i < w.values.size(); i++) w.values[i] = load<float>(t.data, i, w.half_type);
    t.data = reinterpret_cast<uint8_t*>(w.values.data());
    t.scalar_type = float32;
    copies.push_back(std::move(w));
  };
  for (size_t a : outs) widen(a, true);
  for (size_t a : inputs) widen(a, false);
  body();
  for (widened& w : copies) {
    if (w.out) {
      for (size_t i = 0; i < w.values.size(); i++) store(w.values[i], w.half_data, i, w.half_type);
    }
    w.tensor->data = w.half_data;
    w.tensor->scalar_type = w.half_type;
  }
}

bool check_supported(const xnn_op_check& call, const char* what, size_t a) {
  const int8_t t = call.value(a).scalar_type;
  if (supported(t)) return true;
  return call.fail("%s is %s; supported: float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8, bool",
                   what, type_text(t).c_str());
}

bool check_floating(const xnn_op_check& call, const char* what, size_t a) {
  const int8_t t = call.value(a).scalar_type;
  if (floating(t)) return true;
  return call.fail("%s is %s; expected float16, bfloat16, float32 or float64", what, type_text(t).c_str());
}

// A dim list argument at load, when no item is written at run time: dims in range for self's rank, none twice.
bool check_dim_list(const xnn_op_check& call, size_t a) {
  std::vector<int64_t> dims;
  if (!call.int_list_at_load(a, &dims)) return true;
  bool mask[kMaxDims];
  const std::string problem = reduced_mask(false, dims, call.value(0).num_dims, mask);
  return problem.empty() || call.fail("%s", problem.c_str());
}

// The walk of a dim-list reduction (self arg 0, dims arg `a`) with out resized; false with a sentence.
bool plan_reduction(xnn_kernel_call& call, size_t a, bool keepdim, size_t out, reduction_walk* w, bool* mask) {
  const xnn_run_tensor& in = call.tensor(0);
  const bool all = call.is_null(a);
  const std::string problem = reduced_mask(all, all ? std::vector<int64_t>{} : call.int_list(a), in.num_dims, mask);
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  *w = walk_of(in, mask, keepdim);
  return call.state.resize(call.tensor(out), w->out_dims, w->out_shape, call.op);
}

// ---- sum.IntList_out and mean.out (self, dim?, keepdim, dtype?, out) ----

bool check_dtype_arg(const xnn_op_check& call) {
  const xnn_method_value& dtype = call.value(3);
  const int8_t out = call.value(4).scalar_type;
  if (dtype.type == xnn_value_int && dtype.int_value != out) {
    return call.fail("dtype is %s; out is %s and must match it", type_text(int8_t(dtype.int_value)).c_str(),
                     type_text(out).c_str());
  }
  return true;
}

bool check_sum(const xnn_op_check& call) {
  return check_supported(call, "self", 0) && check_supported(call, "out", 4) && check_dtype_arg(call) &&
         check_dim_list(call, 1);
}

bool check_mean(const xnn_op_check& call) {
  if (!check_supported(call, "self", 0) || !check_dim_list(call, 1) || !check_dtype_arg(call)) return false;
  if (call.value(3).type != xnn_value_int && !check_floating(call, "self (with dtype None)", 0)) return false;
  return check_floating(call, "out", 4);
}

// Sums (or means) in floating type A, as ExecuTorch: the first element, then each next one added in order.
template <typename A>
void sum_floating(const xnn_run_tensor& in, xnn_run_tensor& out, const reduction_walk& w, bool mean) {
  size_t o = 0;
  for_each_output(w, [&](size_t base) {
    A acc = 0;
    bool first = true;
    for_each_reduced(w, base, [&](size_t i) {
      const A v = load<A>(in.data, i, in.scalar_type);
      acc = first ? v : acc + v;
      first = false;
    });
    if (mean) acc = acc / A(float(w.reduced_count));  // ExecuTorch divides by the count as a float
    store(acc, out.data, o++, out.scalar_type);
  });
}

void sum_integer(const xnn_run_tensor& in, xnn_run_tensor& out, const reduction_walk& w) {
  const bool logical = out.scalar_type == bool_;
  size_t o = 0;
  for_each_output(w, [&](size_t base) {
    uint64_t acc = 0;
    for_each_reduced(w, base, [&](size_t i) {
      if (logical) {
        acc = acc != 0 || load<double>(in.data, i, in.scalar_type) != 0.0;  // 0.5 and NaN are true, as bool casts
      } else {
        acc += uint64_t(integer_element(in, i));
      }
    });
    store(wrap(int64_t(acc), out.scalar_type), out.data, o++, out.scalar_type);
  });
}

// float32 into float32 through xnn's reduce operator; false when it does not apply or xnn refuses.
bool reduce_with_xnn(xnn_kernel_call& call, xnn_reduce_operator type, const bool* mask, size_t out) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& result = call.tensor(out);
  if (call.xnn_op == nullptr || in.scalar_type != float32 || result.scalar_type != float32 || in.num_dims == 0 ||
      in.num_dims > XNN_MAX_TENSOR_DIMS || in.numel() == 0) {
    return false;
  }
  if (*call.xnn_op == nullptr &&
      xnn_create_reduce_nd(type, xnn_datatype_fp32, nullptr, nullptr, 0, call.xnn_op) != xnn_status_success) {
    *call.xnn_op = nullptr;
    return false;
  }
  int64_t axes[XNN_MAX_TENSOR_DIMS];
  size_t shape[XNN_MAX_TENSOR_DIMS], num_axes = 0;
  for (size_t d = 0; d < in.num_dims; d++) {
    shape[d] = size_t(in.sizes[d]);
    if (mask[d]) axes[num_axes++] = int64_t(d);
  }
  size_t workspace_size = 0;
  if (xnn_reshape_reduce_nd(*call.xnn_op, num_axes, axes, in.num_dims, shape, &workspace_size, nullptr) !=
      xnn_status_success) {
    return false;
  }
  std::vector<uint8_t> workspace(workspace_size);
  return xnn_setup_reduce_nd(*call.xnn_op, workspace.data(), in.data, result.data) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success;
}

template <bool Mean>
bool run_sum(xnn_kernel_call& call) {
  reduction_walk w;
  bool mask[kMaxDims];
  if (!plan_reduction(call, 1, call.value(2).bool_value, 4, &w, mask)) return false;
  if (reduce_with_xnn(call, Mean ? xnn_reduce_mean : xnn_reduce_sum, mask, 4)) return true;
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(4);
  if (out.scalar_type == float64) {
    sum_floating<double>(in, out, w, Mean);
  } else if (computes_in_float(out.scalar_type)) {
    sum_floating<float>(in, out, w, Mean);
  } else {
    sum_integer(in, out, w);
  }
  return true;
}

// ---- var.correction_out (self, dim?, correction?, keepdim, out) ----

bool check_var(const xnn_op_check& call) {
  return check_floating(call, "self", 0) && check_floating(call, "out", 4) && check_dim_list(call, 1);
}

// Two passes in the out type A as ExecuTorch: the mean, then the sum of squared deviations over (count - correction),
// NaN when that is <= 0.
template <typename A>
void variance(const xnn_run_tensor& in, xnn_run_tensor& out, const reduction_walk& w, double correction) {
  const double denominator = double(w.reduced_count) - correction;
  size_t o = 0;
  for_each_output(w, [&](size_t base) {
    if (w.reduced_count == 0 || denominator <= 0) {
      store(std::numeric_limits<A>::quiet_NaN(), out.data, o++, out.scalar_type);
      return;
    }
    A sum = 0;
    for_each_reduced(w, base, [&](size_t i) { sum += load<A>(in.data, i, in.scalar_type); });
    const A mean = sum / A(w.reduced_count);
    A squares = 0;
    for_each_reduced(w, base, [&](size_t i) {
      const A d = load<A>(in.data, i, in.scalar_type) - mean;
      squares += d * d;
    });
    store(A(squares / denominator), out.data, o++, out.scalar_type);
  });
}

bool run_var(xnn_kernel_call& call) {
  reduction_walk w;
  bool mask[kMaxDims];
  if (!plan_reduction(call, 1, call.value(3).bool_value, 4, &w, mask)) return false;
  const double correction = call.is_null(2) ? 1.0 : call.scalar_double(2);
  if (call.tensor(4).scalar_type == float64) {
    variance<double>(call.tensor(0), call.tensor(4), w, correction);
  } else {
    variance<float>(call.tensor(0), call.tensor(4), w, correction);
  }
  return true;
}

// ---- amax.out and amin.out (self, dim, keepdim, out) ----

bool check_extremum(const xnn_op_check& call) {
  if (!check_supported(call, "self", 0) || !check_dim_list(call, 1)) return false;
  const int8_t in = call.value(0).scalar_type, out = call.value(3).scalar_type;
  if (out != in) return call.fail("out is %s; expected self's type %s", type_text(out).c_str(), name(in));
  return true;
}

template <typename C, bool Max>
void extremum(const xnn_run_tensor& in, xnn_run_tensor& out, const reduction_walk& w) {
  size_t o = 0;
  for_each_output(w, [&](size_t base) {
    C best = 0;
    bool first = true;
    for_each_reduced(w, base, [&](size_t i) {
      const C v = load<C>(in.data, i, in.scalar_type);
      bool take = first || (Max ? v > best : v < best);
      if constexpr (std::is_floating_point_v<C>) take = take || std::isnan(v);
      if (take) best = v;
      first = false;
    });
    store(best, out.data, o++, out.scalar_type);
  });
}

template <bool Max>
bool run_extremum(xnn_kernel_call& call) {
  reduction_walk w;
  bool mask[kMaxDims];
  if (!plan_reduction(call, 1, call.value(2).bool_value, 3, &w, mask)) return false;
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  if (w.reduced_count == 0 && out.numel() != 0) {
    return call.fail("self of shape %s is empty along a reduced dim; the %s of no elements is undefined",
                     xnn_dims_text(in.sizes, in.num_dims).c_str(), Max ? "max" : "min");
  }
  if (floating(in.scalar_type)) {
    extremum<double, Max>(in, out, w);
  } else {
    extremum<int64_t, Max>(in, out, w);
  }
  return true;
}

// ---- argmax.out and argmin.out (self, dim?, keepdim, out) ----

bool check_arg_extremum(const xnn_op_check& call) {
  const int8_t in = call.value(0).scalar_type, out = call.value(3).scalar_type;
  if (!supported(in) || in == bool_) {
    return call.fail("self is %s; supported: float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8",
                     type_text(in).c_str());
  }
  if (out != int64) return call.fail("out is %s; expected int64", type_text(out).c_str());
  const size_t rank = call.value(0).num_dims;
  size_t d;
  int64_t dim;
  if (!call.int_at_load(1, &dim)) return true;
  if (!normalize_dim(dim, rank, &d)) return call.fail("%s", dim_problem(dim, rank).c_str());
  if (rank != 0 && call.value(0).shape_dynamism == 0 && call.value(0).sizes[d] == 0) {
    return call.fail("self of shape %s is empty along dim %zu; the index of an extremum of no elements is undefined",
                     xnn_dims_text(call.value(0).sizes, rank).c_str(), d);
  }
  return true;
}

template <typename C, bool Max>
void arg_extremum(const xnn_run_tensor& in, xnn_run_tensor& out, const reduction_walk& w) {
  size_t o = 0;
  for_each_output(w, [&](size_t base) {
    C best = 0;
    int64_t best_index = 0, index = 0;
    for_each_reduced(w, base, [&](size_t i) {
      const C v = load<C>(in.data, i, in.scalar_type);
      // A NaN compares false, so it is taken; once taken, it is kept.
      bool take = Max ? !(v <= best) : !(v >= best);
      if constexpr (std::is_floating_point_v<C>) take = take && !std::isnan(best);
      if (index == 0 || take) best = v, best_index = index;
      index++;
    });
    store(best_index, out.data, o++, out.scalar_type);
  });
}

template <bool Max>
bool run_arg_extremum(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  const bool keepdim = call.value(2).bool_value;
  bool mask[kMaxDims] = {};
  size_t d = 0;
  if (call.is_null(1)) {
    for (bool& m : mask) m = true;
  } else if (!normalize_dim(call.int_arg(1), in.num_dims, &d)) {
    return call.fail("%s", dim_problem(call.int_arg(1), in.num_dims).c_str());
  } else {
    mask[d] = true;
  }
  const reduction_walk w = walk_of(in, mask, keepdim);
  if (!call.state.resize(out, w.out_dims, w.out_shape, call.op)) return false;
  if (w.reduced_count == 0 && out.numel() != 0) {
    return call.fail("self of shape %s is empty along the reduced dim; the index of an extremum of no elements is "
                     "undefined", xnn_dims_text(in.sizes, in.num_dims).c_str());
  }
  if (floating(in.scalar_type)) {
    arg_extremum<double, Max>(in, out, w);
  } else {
    arg_extremum<int64_t, Max>(in, out, w);
  }
  return true;
}

// ---- _softmax.out and _log_softmax.out (self, dim, half_to_float, out) ----

bool check_softmax(const xnn_op_check& call) {
  if (!check_floating(call, "self", 0)) return false;
  const int8_t in = call.value(0).scalar_type, out = call.value(3).scalar_type;
  if (out != in) return call.fail("out is %s; expected self's type %s", type_text(out).c_str(), name(in));
  if (call.value(2).bool_value) {
    return call.fail("half_to_float is true; expected false (ExecuTorch's CPU kernel does not take it)");
  }
  size_t d;
  int64_t dim;
  const size_t rank = call.value(0).num_dims;
  if (call.int_at_load(1, &dim) && !normalize_dim(dim, rank, &d)) {
    return call.fail("%s", dim_problem(dim, rank).c_str());
  }
  return true;
}

// Each line along the dim (`size` elements `inner` apart) as ExecuTorch: its max, the sum of exp(x - max) in C, then
// exp(x - max) / sum, or x - max - log(sum).
template <typename C, bool Log>
void softmax_lines(const xnn_run_tensor& in, xnn_run_tensor& out, size_t outer, size_t size, size_t inner) {
  const C* x = reinterpret_cast<const C*>(in.data);
  C* y = reinterpret_cast<C*>(out.data);
  for (size_t o = 0; o < outer; o++) {
    for (size_t k = 0; k < inner; k++) {
      const size_t base = o * size * inner + k;
      C max = x[base];
      for (size_t i = 1; i < size; i++) max = x[base + i * inner] < max ? max : x[base + i * inner];
      C sum = std::exp(x[base] - max);
      for (size_t i = 1; i < size; i++) sum += std::exp(x[base + i * inner] - max);
      const C log_sum = std::log(sum);
      for (size_t i = 0; i < size; i++) {
        const C v = x[base + i * inner];
        y[base + i * inner] = Log ? v - max - log_sum : std::exp(v - max) / sum;
      }
    }
  }
}

// float32 softmax over the innermost dim through xnn's softmax; false when it does not apply or xnn refuses.
bool softmax_with_xnn(xnn_kernel_call& call, size_t outer, size_t size, size_t inner) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  if (call.xnn_op == nullptr || in.scalar_type != float32 || inner != 1 || size == 0 || outer == 0) return false;
  // XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC: exp within 1 ULP, as the portable kernel it stands for computes it.
  if (*call.xnn_op == nullptr &&
      xnn_create_softmax_nc_f32(XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, call.xnn_op) != xnn_status_success) {
    *call.xnn_op = nullptr;
    return false;
  }
  return xnn_reshape_softmax_nc_f32(*call.xnn_op, size, size, size, outer, nullptr) == xnn_status_success &&
         xnn_setup_softmax_nc_f32(*call.xnn_op, reinterpret_cast<const float*>(in.data),
                                  reinterpret_cast<float*>(out.data)) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success;
}

template <bool Log>
bool run_softmax(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(3);
  size_t d;
  if (!normalize_dim(call.int_arg(1), in.num_dims, &d)) {
    return call.fail("%s", dim_problem(call.int_arg(1), in.num_dims).c_str());
  }
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  size_t outer = 1, inner = 1;
  const size_t size = in.num_dims == 0 ? 1 : size_t(in.sizes[d]);
  for (size_t k = 0; k < in.num_dims; k++) {
    if (k < d) outer *= size_t(in.sizes[k]);
    if (k > d) inner *= size_t(in.sizes[k]);
  }
  if (outer * size * inner == 0) return true;
  if (!Log && softmax_with_xnn(call, outer, size, inner)) return true;
  if (in.scalar_type == float64) {
    softmax_lines<double, Log>(in, out, outer, size, inner);
  } else {
    with_half_widened(call, {0}, {3},
                      [&] { softmax_lines<float, Log>(call.tensor(0), call.tensor(3), outer, size, inner); });
  }
  return true;
}

// ---- normalization: an optional weight or bias is a Tensor or Null ----

bool check_optional_tensor(const xnn_op_check& call, const char* what, size_t a) {
  const xnn_method_value& v = call.value(a);
  if (v.type == xnn_value_null) return true;
  if (!v.is_tensor()) {
    return call.fail("%s is a %s; expected a Tensor or None", what, xnn_value_kind_name(v.type));
  }
  if (v.scalar_type != call.value(0).scalar_type) {
    return call.fail("%s is %s; expected input's type %s", what, type_text(v.scalar_type).c_str(),
                     name(call.value(0).scalar_type));
  }
  return true;
}

bool check_same_type_outs(const xnn_op_check& call, size_t first, const char* const* names) {
  const int8_t in = call.value(0).scalar_type;
  for (size_t k = 0; k < 3; k++) {
    const int8_t t = call.value(first + k).scalar_type;
    if (t != in) return call.fail("%s is %s; expected input's type %s", names[k], type_text(t).c_str(), name(in));
  }
  return true;
}

// ---- native_layer_norm.out (input, normalized_shape, weight?, bias?, eps, out, mean, rstd) ----

constexpr const char* kLayerNormOuts[] = {"out", "mean", "rstd"};

bool check_layer_norm(const xnn_op_check& call) {
  if (!check_floating(call, "input", 0)) return false;
  const size_t count = call.value(1).items.size(), rank = call.value(0).num_dims;
  if (count == 0) return call.fail("normalized_shape is empty; expected at least one dim");
  if (count > rank) {
    return call.fail("normalized_shape has %zu dims; input has only %zu", count, rank);
  }
  return check_optional_tensor(call, "weight", 2) && check_optional_tensor(call, "bias", 3) &&
         check_same_type_outs(call, 5, kLayerNormOuts);
}

template <typename C>
void layer_norm_rows(xnn_kernel_call& call, size_t rows, size_t n, double eps) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor* weight = call.is_null(2) ? nullptr : &call.tensor(2);
  const xnn_run_tensor* bias = call.is_null(3) ? nullptr : &call.tensor(3);
  const C* x = reinterpret_cast<const C*>(in.data);
  C* y = reinterpret_cast<C*>(call.tensor(5).data);
  C* means = reinterpret_cast<C*>(call.tensor(6).data);
  C* rstds = reinterpret_cast<C*>(call.tensor(7).data);
  for (size_t r = 0; r < rows; r++) {
    const C* row = x + r * n;
    if (n == 0) {
      means[r] = 0;
      rstds[r] = std::numeric_limits<C>::quiet_NaN();
      continue;
    }
    double sum = 0;
    for (size_t j = 0; j < n; j++) sum += double(row[j]);
    const double mean = sum / double(n);
    double squares = 0;
    for (size_t j = 0; j < n; j++) squares += (double(row[j]) - mean) * (double(row[j]) - mean);
    const double rstd = 1.0 / std::sqrt(squares / double(n) + eps);
    for (size_t j = 0; j < n; j++) {
      const double w = weight ? double(reinterpret_cast<const C*>(weight->data)[j]) : 1.0;
      const double b = bias ? double(reinterpret_cast<const C*>(bias->data)[j]) : 0.0;
      y[r * n + j] = C((double(row[j]) - mean) * rstd * w + b);
    }
    means[r] = C(mean);
    rstds[r] = C(rstd);
  }
}

bool run_layer_norm(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const std::vector<int64_t> shape = call.int_list(1);
  if (shape.size() > in.num_dims) {
    return call.fail("normalized_shape has %zu dims; input has only %zu", shape.size(), in.num_dims);
  }
  const size_t lead = in.num_dims - shape.size();
  size_t rows = 1, n = 1;
  int64_t stats_shape[kMaxDims];
  for (size_t d = 0; d < in.num_dims; d++) {
    if (d >= lead && in.sizes[d] != shape[d - lead]) {
      return call.fail("normalized_shape %s does not match input's trailing sizes (input shape %s)",
                       xnn_dims_text(shape.data(), shape.size()).c_str(),
                       xnn_dims_text(in.sizes, in.num_dims).c_str());
    }
    (d < lead ? rows : n) *= size_t(in.sizes[d]);
    stats_shape[d] = d < lead ? in.sizes[d] : 1;
  }
  for (size_t a : {2, 3}) {
    if (call.is_null(a)) continue;
    const xnn_run_tensor& t = call.tensor(a);
    if (t.num_dims != shape.size() || std::memcmp(t.sizes, shape.data(), shape.size() * sizeof(int64_t)) != 0) {
      return call.fail("%s has shape %s; expected normalized_shape %s", a == 2 ? "weight" : "bias",
                       xnn_dims_text(t.sizes, t.num_dims).c_str(), xnn_dims_text(shape.data(), shape.size()).c_str());
    }
  }
  if (!call.state.resize(call.tensor(5), in.num_dims, in.sizes, call.op) ||
      !call.state.resize(call.tensor(6), in.num_dims, stats_shape, call.op) ||
      !call.state.resize(call.tensor(7), in.num_dims, stats_shape, call.op)) {
    return false;
  }
  const double eps = call.scalar_double(4);
  if (in.scalar_type == float64) {
    layer_norm_rows<double>(call, rows, n, eps);
  } else {
    with_half_widened(call, {0, 2, 3}, {5, 6, 7}, [&] { layer_norm_rows<float>(call, rows, n, eps); });
  }
  return true;
}

// ---- _native_batch_norm_legit_no_training.out (input, weight?, bias?, running_mean, running_var, momentum, eps,
// out, mean, invstd): mean and invstd are resized to [0], as ExecuTorch leaves them ----

constexpr const char* kBatchNormOuts[] = {"out", "mean", "invstd"};

bool check_batch_norm(const xnn_op_check& call) {
  if (!check_floating(call, "input", 0)) return false;
  const size_t rank = call.value(0).num_dims;
  if (rank < 2) return call.fail("input has %zu dims; expected at least 2 (N, C, ...)", rank);
  if (!check_optional_tensor(call, "weight", 1) || !check_optional_tensor(call, "bias", 2)) return false;
  for (size_t a : {3, 4}) {
    const int8_t t = call.value(a).scalar_type;
    if (t != call.value(0).scalar_type) {
      return call.fail("%s is %s; expected input's type %s", a == 3 ? "running_mean" : "running_var",
                       type_text(t).c_str(), name(call.value(0).scalar_type));
    }
  }
  return check_same_type_outs(call, 7, kBatchNormOuts);
}

template <typename C>
void batch_norm(xnn_kernel_call& call, size_t outer, size_t channels, size_t inner, double eps) {
  const C* x = reinterpret_cast<const C*>(call.tensor(0).data);
  const C* weight = call.is_null(1) ? nullptr : reinterpret_cast<const C*>(call.tensor(1).data);
  const C* bias = call.is_null(2) ? nullptr : reinterpret_cast<const C*>(call.tensor(2).data);
  const C* mean = reinterpret_cast<const C*>(call.tensor(3).data);
  const C* var = reinterpret_cast<const C*>(call.tensor(4).data);
  C* y = reinterpret_cast<C*>(call.tensor(7).data);
  for (size_t o = 0; o < outer; o++) {
    for (size_t c = 0; c < channels; c++) {
      const C invstd = C(1.0 / std::sqrt(double(var[c]) + eps));
      const C w = weight ? weight[c] : C(1), b = bias ? bias[c] : C(0);
      for (size_t i = 0; i < inner; i++, x++, y++) *y = (*x - mean[c]) * invstd * w + b;
    }
  }
}

bool run_batch_norm(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (in.num_dims < 2) return call.fail("input has %zu dims; expected at least 2 (N, C, ...)", in.num_dims);
  const size_t channels = size_t(in.sizes[1]);
  for (size_t a = 1; a <= 4; a++) {
    if (call.is_null(a)) continue;
    const xnn_run_tensor& t = call.tensor(a);
    if (t.num_dims != 1 || size_t(t.sizes[0]) != channels) {
      static const char* const names[] = {"", "weight", "bias", "running_mean", "running_var"};
      return call.fail("%s has shape %s; expected [%zu], input's channels", names[a],
                       xnn_dims_text(t.sizes, t.num_dims).c_str(), channels);
    }
  }
  const int64_t empty[1] = {0};
  if (!call.state.resize(call.tensor(7), in.num_dims, in.sizes, call.op) ||
      !call.state.resize(call.tensor(8), 1, empty, call.op) || !call.state.resize(call.tensor(9), 1, empty, call.op)) {
    return false;
  }
  size_t inner = 1;
  for (size_t d = 2; d < in.num_dims; d++) inner *= size_t(in.sizes[d]);
  const size_t outer = size_t(in.sizes[0]);
  const double eps = call.scalar_double(6);
  if (in.scalar_type == float64) {
    batch_norm<double>(call, outer, channels, inner, eps);
  } else {
    with_half_widened(call, {0, 1, 2, 3, 4}, {7}, [&] { batch_norm<float>(call, outer, channels, inner, eps); });
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_reduce_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::sum.IntList_out", "TlBiOO", check_sum, run_sum<false>},
      {"aten::mean.out", "TlBiOO", check_mean, run_sum<true>},
      {"aten::var.correction_out", "TlsBOO", check_var, run_var},
      {"aten::amax.out", "TLBOO", check_extremum, run_extremum<true>},
      {"aten::amin.out", "TLBOO", check_extremum, run_extremum<false>},
      {"aten::argmax.out", "TiBOO", check_arg_extremum, run_arg_extremum<true>},
      {"aten::argmin.out", "TiBOO", check_arg_extremum, run_arg_extremum<false>},
      {"aten::_softmax.out", "TIBOO", check_softmax, run_softmax<false>},
      {"aten::_log_softmax.out", "TIBOO", check_softmax, run_softmax<true>},
      {"aten::native_layer_norm.out", "TL**SOOOOOO", check_layer_norm, run_layer_norm},
      {"aten::_native_batch_norm_legit_no_training.out", "T**TTSSOOOOOO", check_batch_norm, run_batch_norm},
  };
  return ops;
}
