// Pooling on [C, H, W] or [N, C, H, W] tensors as ExecuTorch's portable kernels compute it:
// max_pool2d_with_indices.out(self, kernel_size, stride, padding, dilation, ceil_mode, out, indices) gives each
// window's first maximum (padding never wins, a NaN only when it comes first, as ExecuTorch's `>` gives) and its flat
// h * W + w index; avg_pool2d.out(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override,
// out) divides the in-bounds sum (integers truncating).
#include <algorithm>
#include <cstring>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/portable/window.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

// The parameters of a pooling xnn_window: kernel_size 1 or 2 entries >= 1, stride none (the kernel), 1 or 2, padding at
// most half the kernel, dilation (max pooling only) >= 1. "" or the sentence of a refusal.
std::string read_pool_args(const std::vector<int64_t>& kernel, const std::vector<int64_t>& stride,
                           const std::vector<int64_t>& padding, const std::vector<int64_t>* dilation, xnn_window* w) {
  std::string problem = xnn_read_window_param("kernel_size", kernel, 2, 1, nullptr, w->kernel);
  if (problem.empty()) problem = xnn_read_window_param("stride", stride, 2, 1, w->kernel, w->stride);
  if (problem.empty()) problem = xnn_read_window_param("padding", padding, 2, 0, nullptr, w->padding);
  if (problem.empty() && dilation != nullptr) {
    problem = xnn_read_window_param("dilation", *dilation, 2, 1, nullptr, w->dilation);
  }
  for (size_t i = 0; problem.empty() && i < 2; i++) {
    if (w->padding[i] > w->kernel[i] / 2) {
      problem = "padding is " + xnn_dims_text(padding.data(), padding.size()) + "; expected at most half of "
                "kernel_size " + xnn_dims_text(kernel.data(), kernel.size());
    }
  }
  return problem;
}

// self is [C, H, W] or [N, C, H, W] with C, H and W >= 1; "" or the sentence of a refusal.
std::string pool_input_problem(const int64_t* sizes, size_t rank) {
  if (rank != 3 && rank != 4) return "self has " + std::to_string(rank) + " dims; expected 3 or 4";
  for (size_t d = rank - 3; d < rank; d++) {
    if (sizes[d] < 1) {
      return "self of shape " + xnn_dims_text(sizes, rank) + " has size 0 in dim " + std::to_string(d) +
             "; only the batch may be empty";
    }
  }
  return "";
}

bool check_pool(const xnn_op_check& call, bool max, size_t out_arg) {
  const xnn_method_value& self = call.value(0);
  const int8_t t = self.scalar_type;
  if (max ? !xnn_real_type(t) : (!floating(t) && t != int64)) {
    return call.fail("self has scalar type %d; supported: %s", t,
                     max ? "float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8"
                         : "float16, bfloat16, float32, float64, int64");
  }
  const xnn_method_value& out = call.value(out_arg);
  if (out.scalar_type != t) {
    return call.fail("out is %s; expected self's type %s", xnn_type_text(out.scalar_type), name(t));
  }
  if (max && call.value(7).scalar_type != int64) {
    return call.fail("indices is %s; expected int64", xnn_type_text(call.value(7).scalar_type));
  }
  std::string problem = self.num_dims == 3 || self.num_dims == 4
                            ? std::string()
                            : "self has " + std::to_string(self.num_dims) + " dims; expected 3 or 4";
  if (problem.empty() && self.shape_dynamism == 0) problem = pool_input_problem(self.sizes, self.num_dims);
  if (problem.empty() && out.num_dims != self.num_dims) {
    problem = "out has " + std::to_string(out.num_dims) + " dims; expected self's " + std::to_string(self.num_dims);
  }
  const std::vector<int64_t> dilation = max ? xnn_int_list_at_load(call, 4) : std::vector<int64_t>{};
  xnn_window w;
  if (problem.empty()) {
    problem = read_pool_args(xnn_int_list_at_load(call, 1), xnn_int_list_at_load(call, 2),
                             xnn_int_list_at_load(call, 3),
                             max ? &dilation : nullptr, &w);
  }
  if (problem.empty() && !max && call.value(6).type == xnn_value_int && call.value(6).int_value == 0) {
    problem = "divisor_override is 0; expected a nonzero divisor or None";
  }
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  return true;
}

bool check_max_pool(const xnn_op_check& call) { return check_pool(call, true, 6); }
bool check_avg_pool(const xnn_op_check& call) { return check_pool(call, false, 7); }

template <typename C>
void max_pool_loop(const xnn_run_tensor& in, xnn_run_tensor& out, xnn_run_tensor& indices, const xnn_window& w,
                   size_t planes, size_t in_h, size_t in_w, size_t out_h, size_t out_w) {
  for (size_t p = 0; p < planes; p++) {
    for (size_t oy = 0; oy < out_h; oy++) {
      for (size_t ox = 0; ox < out_w; ox++) {
        bool found = false;
        C best = C(0);
        int64_t best_index = 0;
        for (int64_t ky = 0; ky < w.kernel[0]; ky++) {
          const int64_t y = int64_t(oy) * w.stride[0] + ky * w.dilation[0] - w.padding[0];
          if (y < 0 || y >= int64_t(in_h)) continue;
          for (int64_t kx = 0; kx < w.kernel[1]; kx++) {
            const int64_t x = int64_t(ox) * w.stride[1] + kx * w.dilation[1] - w.padding[1];
            if (x < 0 || x >= int64_t(in_w)) continue;
            const C value = load<C>(in.data, (p * in_h + size_t(y)) * in_w + size_t(x), in.scalar_type);
            // A NaN stays once it is the maximum and never replaces one, as ExecuTorch's `>` comparison gives.
            if (!found || value > best) {
              best = value;
              best_index = y * int64_t(in_w) + x;
              found = true;
            }
          }
        }
        const size_t o = (p * out_h + oy) * out_w + ox;
        store(best, out.data, o, out.scalar_type);
        std::memcpy(indices.data + o * sizeof(int64_t), &best_index, sizeof(int64_t));
      }
    }
  }
}

template <typename C>
void avg_pool_loop(const xnn_run_tensor& in, xnn_run_tensor& out, const xnn_window& w, bool include_pad,
                   int64_t divisor_override, size_t planes, size_t in_h, size_t in_w, size_t out_h, size_t out_w) {
  for (size_t p = 0; p < planes; p++) {
    for (size_t oy = 0; oy < out_h; oy++) {
      for (size_t ox = 0; ox < out_w; ox++) {
        // The xnn_window, then the same xnn_window clipped to the padded input and to the input.
        int64_t y0 = int64_t(oy) * w.stride[0] - w.padding[0], x0 = int64_t(ox) * w.stride[1] - w.padding[1];
        int64_t y1 = std::min(y0 + w.kernel[0], int64_t(in_h) + w.padding[0]);
        int64_t x1 = std::min(x0 + w.kernel[1], int64_t(in_w) + w.padding[1]);
        const int64_t padded_count = (y1 - y0) * (x1 - x0);
        y0 = std::max<int64_t>(y0, 0);
        x0 = std::max<int64_t>(x0, 0);
        y1 = std::min<int64_t>(y1, int64_t(in_h));
        x1 = std::min<int64_t>(x1, int64_t(in_w));
        C sum = C(0);
        for (int64_t y = y0; y < y1; y++) {
          for (int64_t x = x0; x < x1; x++) {
            const C value = load<C>(in.data, (p * in_h + size_t(y)) * in_w + size_t(x), in.scalar_type);
            sum = xnn_multiply_add(sum, value, C(1));
          }
        }
        const int64_t divisor = divisor_override != 0 ? divisor_override
                                : include_pad          ? padded_count
                                                       : (y1 - y0) * (x1 - x0);
        C average;
        if constexpr (std::is_floating_point_v<C>) {
          average = sum / C(divisor);
        } else {
          average = divisor == -1 ? C(0 - uint64_t(sum)) : sum / divisor;  // INT64_MIN / -1 wraps
        }
        store(average, out.data, (p * out_h + oy) * out_w + ox, out.scalar_type);
      }
    }
  }
}

bool run_pool(xnn_kernel_call& call, bool max) {
  const xnn_run_tensor& in = call.tensor(0);
  const size_t rank = in.num_dims;
  const std::vector<int64_t> dilation = max ? call.int_list(4) : std::vector<int64_t>{};
  xnn_window w;
  std::string problem = pool_input_problem(in.sizes, rank);
  if (problem.empty()) {
    problem = read_pool_args(call.int_list(1), call.int_list(2), call.int_list(3), max ? &dilation : nullptr, &w);
  }
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  const bool ceil_mode = call.value(max ? 5 : 4).bool_value;
  int64_t shape[4];
  std::memcpy(shape, in.sizes, rank * sizeof(int64_t));
  for (size_t i = 0; i < 2; i++) {
    const size_t d = rank - 2 + i;
    shape[d] =
        xnn_window_output(in.sizes[d], w.kernel[i], w.stride[i], w.padding[i], w.dilation[i], ceil_mode, false, 0);
    if (shape[d] <= 0) {
      return call.fail("self of shape %s gives output size %lld in dim %zu; expected >= 1",
                       xnn_dims_text(in.sizes, rank).c_str(), static_cast<long long>(shape[d]), d);
    }
  }
  xnn_run_tensor& out = call.tensor(max ? 6 : 7);
  if (!call.state.resize(out, rank, shape, call.op)) return false;
  const size_t planes = (rank == 4 ? size_t(in.sizes[0]) : 1) * size_t(in.sizes[rank - 3]);
  const size_t in_h = size_t(in.sizes[rank - 2]), in_w = size_t(in.sizes[rank - 1]);
  const size_t out_h = size_t(shape[rank - 2]), out_w = size_t(shape[rank - 1]);
  if (max) {
    xnn_run_tensor& indices = call.tensor(7);
    if (!call.state.resize(indices, rank, shape, call.op)) return false;
    switch (in.scalar_type) {
      case float16:
      case bfloat16:
      case float32: max_pool_loop<float>(in, out, indices, w, planes, in_h, in_w, out_h, out_w); break;
      case float64: max_pool_loop<double>(in, out, indices, w, planes, in_h, in_w, out_h, out_w); break;
      default: max_pool_loop<int64_t>(in, out, indices, w, planes, in_h, in_w, out_h, out_w); break;
    }
    return true;
  }
  const bool include_pad = call.value(5).bool_value;
  const int64_t divisor = call.is_null(6) ? 0 : call.int_arg(6);
  if (call.value(6).type == xnn_value_int && divisor == 0) {
    return call.fail("divisor_override is 0; expected a nonzero divisor or None");
  }
  switch (in.scalar_type) {
    case float16:
    case bfloat16:
    case float32: avg_pool_loop<float>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
    case float64: avg_pool_loop<double>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
    default: avg_pool_loop<int64_t>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
  }
  return true;
}

bool run_max_pool(xnn_kernel_call& call) { return run_pool(call, true); }
bool run_avg_pool(xnn_kernel_call& call) { return run_pool(call, false); }

}  // namespace

const std::vector<xnn_portable_op>& xnn_pool_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::max_pool2d_with_indices.out", "TLLLLBOOOO", check_max_pool, run_max_pool},
      {"aten::avg_pool2d.out", "TLLLBBiOO", check_avg_pool, run_avg_pool},
  };
  return ops;
}
