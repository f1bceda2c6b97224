// Matrix products as ExecuTorch's kernels compute them: mm, bmm, addmm (beta * self + alpha * mat1 @ mat2, self
// broadcast to the product) and linear (input @ weight^T + bias, input of any rank >= 1). Every tensor has one dtype
// (any real type, not bool); integer products wrap to the dtype's width as ExecuTorch's accumulation in that type
// does. float32 products run through xnn's batch matrix multiply: B packed once when it is a program constant,
// packed on every run otherwise.
#include <cstdint>
#include <cstring>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

bool real(int8_t t) { return supported(t) && t != bool_; }

// Every tensor argument in `tensors` has the first one's dtype, a real one.
bool check_same_real_type(const xnn_op_check& call, std::initializer_list<size_t> tensors, const char* const* names) {
  const int8_t first = call.value(*tensors.begin()).scalar_type;
  if (!real(first)) {
    return call.fail("%s has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8",
                     names[0], first);
  }
  size_t i = 0;
  for (size_t a : tensors) {
    const int8_t t = call.value(a).scalar_type;
    if (t != first) {
      return call.fail("%s is %s; expected %s's type %s", names[i], supported(t) ? name(t) : "an unsupported type",
                       names[0], name(first));
    }
    i++;
  }
  return true;
}

bool check_rank(const xnn_op_check& call, size_t a, const char* what, size_t rank) {
  const size_t dims = call.value(a).num_dims;
  if (dims != rank) return call.fail("%s has %zu dims; expected %zu", what, dims, rank);
  return true;
}

bool is_static(const xnn_method_value& v) { return v.shape_dynamism == 0; }

// out[b][i][j] = sum over p of a[b][i][p] * w[b][p][j], w read as [n][k] when `transposed`, one w for every batch
// when `shared`.
struct product {
  size_t batch, m, k, n;
  bool transposed, shared;
};

template <typename C>
void product_loop(const xnn_run_tensor& a, const xnn_run_tensor& w, xnn_run_tensor& out, const product& p) {
  for (size_t b = 0; b < p.batch; b++) {
    const size_t a_base = b * p.m * p.k, w_base = p.shared ? 0 : b * p.k * p.n, out_base = b * p.m * p.n;
    for (size_t i = 0; i < p.m; i++) {
      for (size_t j = 0; j < p.n; j++) {
        C sum = C(0);
        uint64_t wrapped = 0;
        for (size_t q = 0; q < p.k; q++) {
          const size_t wi = w_base + (p.transposed ? j * p.k + q : q * p.n + j);
          const C x = load<C>(a.data, a_base + i * p.k + q, a.scalar_type);
          const C y = load<C>(w.data, wi, w.scalar_type);
          if constexpr (std::is_floating_point_v<C>) {
            sum += x * y;
          } else {
            wrapped += uint64_t(x) * uint64_t(y);
          }
        }
        if constexpr (!std::is_floating_point_v<C>) sum = wrap(int64_t(wrapped), out.scalar_type);
        store(sum, out.data, out_base + i * p.n + j, out.scalar_type);
      }
    }
  }
}

// Whether value `arg` of this call is still the program constant it was declared as (a MoveCall may have replaced it).
bool constant_arg(xnn_kernel_call& call, size_t arg) {
  return call.value(arg).tensor == call.args[arg] && call.state.method->values[call.args[arg]].constant.data != nullptr;
}

bool declared_constant(xnn_kernel_call& call, size_t arg) {
  return call.state.method->values[call.args[arg]].constant.data != nullptr;
}

// The float32 product through xnn's batch matrix multiply, made on the call's first run: a constant B (the program's,
// never replaced) is packed then, another B into a workspace on every run. False when it does not apply.
bool product_with_xnn(xnn_kernel_call& call, size_t w_arg, const xnn_run_tensor& a, const xnn_run_tensor& w,
                      xnn_run_tensor& out, const product& p) {
  if (a.scalar_type != float32 || p.batch == 0 || p.m == 0 || p.k == 0 || p.n == 0) return false;
  const bool constant = declared_constant(call, w_arg);
  if (constant && !constant_arg(call, w_arg)) return false;  // the operator holds the constant's packing
  const uint32_t flags = p.transposed ? XNN_FLAG_TRANSPOSE_B : 0;
  const size_t w_batch = p.shared ? 1 : p.batch;
  if (*call.xnn_op == nullptr) {
    const xnn_status status =
        constant ? xnn_create_batch_matrix_multiply_nc_f32_const_weights(w_batch, p.k, p.n,
                                                                         reinterpret_cast<const float*>(w.data), flags,
                                                                         call.xnn_op)
                 : xnn_create_batch_matrix_multiply_nc_f32(flags, call.xnn_op);
    if (status != xnn_status_success) {
      *call.xnn_op = nullptr;
      return false;
    }
  }
  const size_t a_dims[1] = {p.batch}, w_dims[1] = {w_batch};
  size_t workspace_size = 0;
  if (xnn_reshape_batch_matrix_multiply_nc_f32(*call.xnn_op, 1, a_dims, w_dims, p.m, p.k, p.n, &workspace_size,
                                               nullptr) != xnn_status_success) {
    return false;
  }
  std::vector<float> workspace((workspace_size + sizeof(float) - 1) / sizeof(float));
  return xnn_setup_batch_matrix_multiply_nc_f32(*call.xnn_op, workspace.empty() ? nullptr : workspace.data(),
                                                reinterpret_cast<const float*>(a.data),
                                                constant ? nullptr : reinterpret_cast<const float*>(w.data),
                                                reinterpret_cast<float*>(out.data)) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success;
}

void run_product(xnn_kernel_call& call, size_t w_arg, const xnn_run_tensor& a, const xnn_run_tensor& w,
                 xnn_run_tensor& out, const product& p) {
  if (product_with_xnn(call, w_arg, a, w, out, p)) return;
  switch (a.scalar_type) {
    case float16:
    case bfloat16:
    case float32: return product_loop<float>(a, w, out, p);
    case float64: return product_loop<double>(a, w, out, p);
    default: return product_loop<int64_t>(a, w, out, p);
  }
}

// out[i][j] = alpha * out[i][j] + beta * bias[i * row_stride + j * column_stride], in out's dtype.
struct epilogue {
  size_t m, n, row_stride, column_stride;
};

template <typename C>
void epilogue_loop(xnn_run_tensor& out, const xnn_run_tensor& bias, const epilogue& e, C alpha, C beta) {
  for (size_t i = 0; i < e.m; i++) {
    for (size_t j = 0; j < e.n; j++) {
      const C x = load<C>(out.data, i * e.n + j, out.scalar_type);
      const C y = load<C>(bias.data, i * e.row_stride + j * e.column_stride, bias.scalar_type);
      C r;
      if constexpr (std::is_floating_point_v<C>) {
        r = alpha * x + beta * y;
      } else {
        r = wrap(int64_t(uint64_t(alpha) * uint64_t(x) + uint64_t(beta) * uint64_t(y)), out.scalar_type);
      }
      store(r, out.data, i * e.n + j, out.scalar_type);
    }
  }
}

// An integer alpha or beta as ExecuTorch converts it: a Double truncated (saturated here, where C++ leaves it
// undefined), then wrapped to out's width.
int64_t integer_scalar(xnn_kernel_call& call, size_t a, int8_t t) {
  if (call.value(a).type != xnn_value_double) return wrap(call.scalar_int(a), t);
  const double x = call.scalar_double(a);
  int64_t truncated = 0;
  if (x >= 9.2233720368547758e18) {
    truncated = INT64_MAX;
  } else if (x <= -9.2233720368547758e18) {
    truncated = INT64_MIN;
  } else if (x == x) {
    truncated = int64_t(x);
  }
  return wrap(truncated, t);
}

void run_epilogue(xnn_kernel_call& call, xnn_run_tensor& out, const xnn_run_tensor& bias, const epilogue& e,
                  size_t alpha_arg, size_t beta_arg) {
  const bool scaled = alpha_arg != 0;
  switch (out.scalar_type) {
    case float16:
    case bfloat16:
    case float32:
      return epilogue_loop<float>(out, bias, e, scaled ? float(call.scalar_double(alpha_arg)) : 1.0f,
                                  scaled ? float(call.scalar_double(beta_arg)) : 1.0f);
    case float64:
      return epilogue_loop<double>(out, bias, e, scaled ? call.scalar_double(alpha_arg) : 1.0,
                                   scaled ? call.scalar_double(beta_arg) : 1.0);
    default:
      return epilogue_loop<int64_t>(out, bias, e, scaled ? integer_scalar(call, alpha_arg, out.scalar_type) : 1,
                                    scaled ? integer_scalar(call, beta_arg, out.scalar_type) : 1);
  }
}

// mm.out(self, mat2, out) and bmm.out(self, mat2, out).
template <size_t Rank>
bool check_matmul(const xnn_op_check& call) {
  static const char* const names[] = {"self", "mat2", "out"};
  if (!check_same_real_type(call, {0, 1, 2}, names)) return false;
  if (!check_rank(call, 0, "self", Rank) || !check_rank(call, 1, "mat2", Rank) || !check_rank(call, 2, "out", Rank)) {
    return false;
  }
  const xnn_method_value& a = call.value(0);
  const xnn_method_value& b = call.value(1);
  if (is_static(a) && is_static(b)) {
    if (a.sizes[Rank - 1] != b.sizes[Rank - 2]) {
      return call.fail("self of shape %s and mat2 of shape %s: self's last dim differs from mat2's dim %zu",
                       xnn_dims_text(a.sizes, a.num_dims).c_str(), xnn_dims_text(b.sizes, b.num_dims).c_str(),
                       Rank - 2);
    }
    if (Rank == 3 && a.sizes[0] != b.sizes[0]) {
      return call.fail("self of shape %s and mat2 of shape %s have different batch sizes",
                       xnn_dims_text(a.sizes, a.num_dims).c_str(), xnn_dims_text(b.sizes, b.num_dims).c_str());
    }
  }
  return true;
}

template <size_t Rank>
bool run_matmul(xnn_kernel_call& call) {
  const xnn_run_tensor& a = call.tensor(0);
  const xnn_run_tensor& b = call.tensor(1);
  const int64_t* as = a.sizes;
  const int64_t* bs = b.sizes;
  if (as[Rank - 1] != bs[Rank - 2] || (Rank == 3 && as[0] != bs[0])) {
    return call.fail("self of shape %s and mat2 of shape %s cannot be multiplied", xnn_dims_text(as, Rank).c_str(),
                     xnn_dims_text(bs, Rank).c_str());
  }
  const size_t batch = Rank == 3 ? size_t(as[0]) : 1;
  const product p{batch, size_t(as[Rank - 2]), size_t(as[Rank - 1]), size_t(bs[Rank - 1]), false, false};
  int64_t shape[3] = {as[0], as[1], bs[Rank - 1]};
  if (Rank == 2) shape[1] = bs[1];
  xnn_run_tensor& out = call.tensor(2);
  if (!call.state.resize(out, Rank, shape, call.op)) return false;
  run_product(call, 1, a, b, out, p);
  return true;
}

// addmm.out(self, mat1, mat2, beta, alpha, out): self broadcasts to [mat1 rows, mat2 columns].
bool addmm_broadcasts(const int64_t* self, size_t dims, int64_t m, int64_t n) {
  if (dims > 2) return false;
  const int64_t rows = dims == 2 ? self[0] : 1, columns = dims >= 1 ? self[dims - 1] : 1;
  return (rows == 1 || rows == m) && (columns == 1 || columns == n);
}

bool check_addmm(const xnn_op_check& call) {
  static const char* const names[] = {"self", "mat1", "mat2", "out"};
  if (!check_same_real_type(call, {0, 1, 2, 5}, names)) return false;
  if (!check_rank(call, 1, "mat1", 2) || !check_rank(call, 2, "mat2", 2) || !check_rank(call, 5, "out", 2)) {
    return false;
  }
  const xnn_method_value& self = call.value(0);
  const xnn_method_value& a = call.value(1);
  const xnn_method_value& b = call.value(2);
  if (is_static(a) && is_static(b) && a.sizes[1] != b.sizes[0]) {
    return call.fail("mat1 of shape %s and mat2 of shape %s cannot be multiplied",
                     xnn_dims_text(a.sizes, 2).c_str(), xnn_dims_text(b.sizes, 2).c_str());
  }
  if (is_static(self) && is_static(a) && is_static(b) &&
      !addmm_broadcasts(self.sizes, self.num_dims, a.sizes[0], b.sizes[1])) {
    return call.fail("self of shape %s does not broadcast to the product's shape [%lld, %lld]",
                     xnn_dims_text(self.sizes, self.num_dims).c_str(), static_cast<long long>(a.sizes[0]),
                     static_cast<long long>(b.sizes[1]));
  }
  return true;
}

bool run_addmm(xnn_kernel_call& call) {
  const xnn_run_tensor& self = call.tensor(0);
  const xnn_run_tensor& a = call.tensor(1);
  const xnn_run_tensor& b = call.tensor(2);
  if (a.sizes[1] != b.sizes[0]) {
    return call.fail("mat1 of shape %s and mat2 of shape %s cannot be multiplied", xnn_dims_text(a.sizes, 2).c_str(),
                     xnn_dims_text(b.sizes, 2).c_str());
  }
  if (!addmm_broadcasts(self.sizes, self.num_dims, a.sizes[0], b.sizes[1])) {
    return call.fail("self of shape %s does not broadcast to the product's shape [%lld, %lld]",
                     xnn_dims_text(self.sizes, self.num_dims).c_str(), static_cast<long long>(a.sizes[0]),
                     static_cast<long long>(b.sizes[1]));
  }
  const size_t m = size_t(a.sizes[0]), n = size_t(b.sizes[1]);
  const int64_t shape[2] = {a.sizes[0], b.sizes[1]};
  xnn_run_tensor& out = call.tensor(5);
  if (!call.state.resize(out, 2, shape, call.op)) return false;
  run_product(call, 2, a, b, out, product{1, m, size_t(a.sizes[1]), n, false, false});
  const size_t dims = self.num_dims;
  const size_t rows = dims == 2 ? size_t(self.sizes[0]) : 1, columns = dims >= 1 ? size_t(self.sizes[dims - 1]) : 1;
  run_epilogue(call, out, self, epilogue{m, n, rows == 1 ? 0 : columns, columns == 1 ? size_t{0} : size_t{1}}, 4, 3);
  return true;
}

// linear.out(input, weight, bias?, out): input [..., k], weight [n, k], bias [n] or [1]; out [..., n].
bool check_linear(const xnn_op_check& call) {
  static const char* const names[] = {"input", "weight", "out"};
  if (!check_same_real_type(call, {0, 1, 3}, names)) return false;
  const xnn_method_value& in = call.value(0);
  const xnn_method_value& w = call.value(1);
  if (in.num_dims < 1) return call.fail("input has 0 dims; expected >= 1");
  if (!check_rank(call, 1, "weight", 2) || !check_rank(call, 3, "out", in.num_dims)) return false;
  if (is_static(in) && is_static(w) && in.sizes[in.num_dims - 1] != w.sizes[1]) {
    return call.fail("input of shape %s and weight of shape %s: input's last dim differs from weight's dim 1",
                     xnn_dims_text(in.sizes, in.num_dims).c_str(), xnn_dims_text(w.sizes, 2).c_str());
  }
  if (call.value(2).type != xnn_value_null) {
    const xnn_method_value& bias = call.value(2);
    if (!bias.is_tensor()) {
      return call.fail("bias is value %u, a %s; expected a Tensor or None", call.args[2],
                       xnn_value_kind_name(bias.type));
    }
    if (bias.scalar_type != call.value(3).scalar_type) {
      return call.fail("bias is %s; expected out's type %s",
                       supported(bias.scalar_type) ? name(bias.scalar_type) : "an unsupported type",
                       name(call.value(3).scalar_type));
    }
    if (!check_rank(call, 2, "bias", 1)) return false;
    if (is_static(bias) && is_static(w) && bias.sizes[0] != 1 && bias.sizes[0] != w.sizes[0]) {
      return call.fail("bias has %lld elements; expected 1 or weight's %lld rows",
                       static_cast<long long>(bias.sizes[0]), static_cast<long long>(w.sizes[0]));
    }
  }
  return true;
}

bool run_linear(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& w = call.tensor(1);
  const size_t k = size_t(in.sizes[in.num_dims - 1]), n = size_t(w.sizes[0]);
  if (int64_t(k) != w.sizes[1]) {
    return call.fail("input of shape %s and weight of shape %s: input's last dim differs from weight's dim 1",
                     xnn_dims_text(in.sizes, in.num_dims).c_str(), xnn_dims_text(w.sizes, 2).c_str());
  }
  const bool has_bias = !call.is_null(2);
  if (has_bias && call.tensor(2).sizes[0] != 1 && call.tensor(2).sizes[0] != int64_t(n)) {
    return call.fail("bias has %lld elements; expected 1 or weight's %zu rows",
                     static_cast<long long>(call.tensor(2).sizes[0]), n);
  }
  int64_t shape[16];
  std::memcpy(shape, in.sizes, in.num_dims * sizeof(int64_t));
  shape[in.num_dims - 1] = int64_t(n);
  xnn_run_tensor& out = call.tensor(3);
  if (!call.state.resize(out, in.num_dims, shape, call.op)) return false;
  size_t m = 1;
  for (size_t d = 0; d + 1 < in.num_dims; d++) m *= size_t(in.sizes[d]);
  run_product(call, 1, in, w, out, product{1, m, k, n, true, true});
  if (has_bias) {
    const xnn_run_tensor& bias = call.tensor(2);
    run_epilogue(call, out, bias, epilogue{m, n, 0, bias.sizes[0] == 1 ? 0u : 1u}, 0, 0);
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_linalg_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::mm.out", "TTOO", check_matmul<2>, run_matmul<2>},
      {"aten::bmm.out", "TTOO", check_matmul<3>, run_matmul<3>},
      {"aten::addmm.out", "TTTSSOO", check_addmm, run_addmm},
      {"aten::linear.out", "TT*OO", check_linear, run_linear},
  };
  return ops;
}
