// Sliding-window operators on NCHW tensors as ExecuTorch's portable kernels compute them: convolution (1-D and 2-D,
// stride, padding, dilation, groups, optional bias, transposed with output_padding), max_pool2d_with_indices (the
// flat h * W + w index of each maximum; padding never wins) and avg_pool2d (ceil_mode, count_include_pad,
// divisor_override). A 1-D convolution is a 2-D one of height 1. Integer results wrap to the dtype's width as
// ExecuTorch's accumulation in that type does.
#include <algorithm>
#include <cstring>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

bool real(int8_t t) { return supported(t) && t != bool_; }

const char* type_name(int8_t t) { return supported(t) ? name(t) : "an unsupported type"; }

// The items of IntList argument `a`: at load, the Int values the program holds.
std::vector<int64_t> list_at_load(const xnn_op_check& call, size_t a) {
  std::vector<int64_t> list;
  for (int64_t item : call.value(a).items) list.push_back(call.method.values[size_t(item)].int_value);
  return list;
}

// A window's parameters, always two dims (height, width); a 1-D convolution has height 1.
struct window {
  int64_t kernel[2] = {1, 1}, stride[2] = {1, 1}, padding[2] = {0, 0}, dilation[2] = {1, 1};
  int64_t output_padding[2] = {0, 0};
};

// Reads list `values` (named `what`) into `out` for `dims` dims (the trailing ones of `out`): it has 1 or `dims`
// entries (or none when `empty_means` is given), each >= `min`. Returns the sentence of a refusal, or "".
std::string read_param(const char* what, const std::vector<int64_t>& values, size_t dims, int64_t min,
                       const int64_t* empty_means, int64_t* out) {
  if (!(values.size() == 1 || values.size() == dims || (empty_means != nullptr && values.empty()))) {
    return std::string(what) + " has " + std::to_string(values.size()) + " entries; expected " +
           (empty_means != nullptr ? "0, " : "") + "1 or " + std::to_string(dims);
  }
  for (size_t i = 0; i < values.size(); i++) {
    if (values[i] < min) {
      return std::string(what) + " is " + xnn_dims_text(values.data(), values.size()) + "; expected entries >= " +
             std::to_string(min);
    }
  }
  for (size_t i = 0; i < dims; i++) {
    out[2 - dims + i] = values.empty() ? empty_means[2 - dims + i] : values[values.size() == 1 ? 0 : i];
  }
  return "";
}

// ExecuTorch's output length of a window over `in` elements (its integer arithmetic, truncating division included).
int64_t window_output(int64_t in, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation, bool ceil_mode,
                      bool transposed, int64_t output_padding) {
  if (transposed) return (in - 1) * stride - 2 * padding + dilation * (kernel - 1) + output_padding + 1;
  const int64_t numerator = in + 2 * padding - dilation * (kernel - 1) - 1 + (ceil_mode ? stride - 1 : 0);
  int64_t out = numerator / stride + 1;
  if (ceil_mode && (out - 1) * stride >= in + padding) out--;
  return out;
}

// ---- convolution.out(input, weight, bias?, stride, padding, dilation, transposed, output_padding, groups, out)

struct conv_args {
  window w;
  bool transposed = false;
  int64_t groups = 1;
};

// The parameters of a convolution whose weight has `rank` dims; "" or the sentence of a refusal.
std::string read_conv_args(size_t rank, const std::vector<int64_t>& stride, const std::vector<int64_t>& padding,
                           const std::vector<int64_t>& dilation, bool transposed,
                           const std::vector<int64_t>& output_padding, int64_t groups, conv_args* args) {
  const size_t dims = rank - 2;
  std::string problem = read_param("stride", stride, dims, 1, nullptr, args->w.stride);
  if (problem.empty()) problem = read_param("padding", padding, dims, 0, nullptr, args->w.padding);
  if (problem.empty()) problem = read_param("dilation", dilation, dims, 1, nullptr, args->w.dilation);
  if (problem.empty() && transposed) {
    problem = read_param("output_padding", output_padding, dims, 0, nullptr, args->w.output_padding);
    for (size_t i = 2 - dims; problem.empty() && i < 2; i++) {
      if (args->w.output_padding[i] >= args->w.stride[i] && args->w.output_padding[i] >= args->w.dilation[i]) {
        problem = "output_padding is " + xnn_dims_text(output_padding.data(), output_padding.size()) +
                  "; each entry must be smaller than the stride or the dilation";
      }
    }
  }
  if (problem.empty() && groups < 1) problem = "groups is " + std::to_string(groups) + "; expected >= 1";
  args->transposed = transposed;
  args->groups = groups;
  return problem;
}

// The weight's shape against groups; "" or the sentence of a refusal.
std::string conv_weight_problem(const int64_t* weight, size_t rank, int64_t groups) {
  if (weight[0] < groups || weight[0] % groups != 0) {
    return "weight of shape " + xnn_dims_text(weight, rank) + ": its dim 0 is not a positive multiple of groups (" +
           std::to_string(groups) + ")";
  }
  return "";
}

// Shapes of input and weight (rank 3 or 4) against the parameters; "" or the sentence of a refusal.
std::string conv_shapes_problem(const int64_t* in, const int64_t* weight, size_t rank, const conv_args& args) {
  const int64_t groups = args.groups;
  const std::string weight_problem = conv_weight_problem(weight, rank, groups);
  if (!weight_problem.empty()) return weight_problem;
  if (!args.transposed && in[1] != groups * weight[1]) {
    return "input of shape " + xnn_dims_text(in, rank) + " has " + std::to_string(in[1]) + " channels; groups (" +
           std::to_string(groups) + ") times weight's dim 1 is " + std::to_string(groups * weight[1]);
  }
  if (args.transposed && in[1] != weight[0]) {
    return "input of shape " + xnn_dims_text(in, rank) + " has " + std::to_string(in[1]) +
           " channels; a transposed convolution's weight of shape " + xnn_dims_text(weight, rank) + " takes " +
           std::to_string(weight[0]);
  }
  return "";
}

int64_t conv_out_channels(const int64_t* in, const int64_t* weight, const conv_args& args) {
  if (in[1] == 0) return 0;
  return args.transposed ? args.groups * weight[1] : weight[0];
}

bool check_convolution(const xnn_op_check& call) {
  const xnn_method_value& in = call.value(0);
  const xnn_method_value& weight = call.value(1);
  const xnn_method_value& bias = call.value(2);
  const xnn_method_value& out = call.value(9);
  if (!real(in.scalar_type)) {
    return call.fail("input has scalar type %d; supported: float32, float64, int64, int32, int16, int8, uint8",
                     in.scalar_type);
  }
  if (weight.scalar_type != in.scalar_type || out.scalar_type != in.scalar_type) {
    return call.fail("weight is %s and out %s; expected input's type %s", type_name(weight.scalar_type),
                     type_name(out.scalar_type), name(in.scalar_type));
  }
  if (in.num_dims != 3 && in.num_dims != 4) return call.fail("input has %zu dims; expected 3 or 4", in.num_dims);
  if (weight.num_dims != in.num_dims || out.num_dims != in.num_dims) {
    return call.fail("weight has %zu dims and out %zu; expected input's %zu", weight.num_dims, out.num_dims,
                     in.num_dims);
  }
  if (bias.type != xnn_value_null) {
    if (!bias.is_tensor()) {
      return call.fail("bias is value %u, a %s; expected a Tensor or None", call.args[2],
                       xnn_value_kind_name(bias.type));
    }
    if (!real(bias.scalar_type)) {
      return call.fail("bias has scalar type %d; supported: float32, float64, int64, int32, int16, int8, uint8",
                       bias.scalar_type);
    }
    if (bias.num_dims != 1) return call.fail("bias has %zu dims; expected 1", bias.num_dims);
  }
  conv_args args;
  std::string problem = read_conv_args(in.num_dims, list_at_load(call, 3), list_at_load(call, 4),
                                       list_at_load(call, 5), call.value(6).bool_value, list_at_load(call, 7),
                                       call.value(8).int_value, &args);
  if (problem.empty() && weight.shape_dynamism == 0) {
    problem = in.shape_dynamism == 0 ? conv_shapes_problem(in.sizes, weight.sizes, in.num_dims, args)
                                     : conv_weight_problem(weight.sizes, weight.num_dims, args.groups);
  }
  if (problem.empty() && bias.is_tensor() && bias.shape_dynamism == 0 && weight.shape_dynamism == 0) {
    const int64_t channels = args.transposed ? args.groups * weight.sizes[1] : weight.sizes[0];
    if (bias.sizes[0] != channels) {
      problem = "bias has " + std::to_string(bias.sizes[0]) + " elements; expected the " + std::to_string(channels) +
                " output channels";
    }
  }
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  return true;
}

// Dense NCHW views of the tensors (a 1-D convolution's height is 1).
struct conv_geometry {
  size_t batch, in_c, in_h, in_w, out_c, out_h, out_w, k_h, k_w, groups;
};

template <typename C>
C sum_step(C sum, C x, C y) {
  if constexpr (std::is_floating_point_v<C>) {
    return sum + x * y;
  } else {
    return C(uint64_t(sum) + uint64_t(x) * uint64_t(y));
  }
}

template <typename C>
void convolution_loop(xnn_kernel_call& call, const conv_geometry& g, const window& w, bool transposed) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& weight = call.tensor(1);
  const xnn_run_tensor* bias = call.is_null(2) ? nullptr : &call.tensor(2);
  xnn_run_tensor& out = call.tensor(9);
  const size_t in_per_group = g.in_c / g.groups, out_per_group = g.out_c / g.groups;
  const auto in_at = [&](size_t n, size_t c, int64_t y, int64_t x) {
    return load<C>(in.data, ((n * g.in_c + c) * g.in_h + size_t(y)) * g.in_w + size_t(x), in.scalar_type);
  };
  const auto weight_at = [&](size_t o, size_t i, size_t ky, size_t kx) {
    const size_t second = transposed ? out_per_group : in_per_group;
    return load<C>(weight.data, ((o * second + i) * g.k_h + ky) * g.k_w + kx, weight.scalar_type);
  };
  const auto bias_of = [&](size_t c) { return bias == nullptr ? C(0) : load<C>(bias->data, c, bias->scalar_type); };
  const size_t plane = g.out_h * g.out_w;
  std::vector<C> sums(g.batch * g.out_c * plane);
  for (size_t n = 0; n < g.batch; n++) {
    for (size_t oc = 0; oc < g.out_c; oc++) {
      const size_t group = oc / out_per_group, first_in = group * in_per_group;
      C* sum_plane = sums.data() + (n * g.out_c + oc) * plane;
      if (!transposed) {
        for (size_t oy = 0; oy < g.out_h; oy++) {
          for (size_t ox = 0; ox < g.out_w; ox++) {
            C sum = C(0);
            for (size_t ic = 0; ic < in_per_group; ic++) {
              for (size_t ky = 0; ky < g.k_h; ky++) {
                const int64_t y = w.stride[0] * int64_t(oy) + w.dilation[0] * int64_t(ky) - w.padding[0];
                if (y < 0 || y >= int64_t(g.in_h)) continue;
                for (size_t kx = 0; kx < g.k_w; kx++) {
                  const int64_t x = w.stride[1] * int64_t(ox) + w.dilation[1] * int64_t(kx) - w.padding[1];
                  if (x < 0 || x >= int64_t(g.in_w)) continue;
                  sum = sum_step(sum, in_at(n, first_in + ic, y, x), weight_at(oc, ic, ky, kx));
                }
              }
            }
            sum_plane[oy * g.out_w + ox] = sum_step(sum, bias_of(oc), C(1));
          }
        }
        continue;
      }
      // Transposed: every input element of the group scatters into the output through the weight.
      for (size_t i = 0; i < plane; i++) sum_plane[i] = bias_of(oc);
      for (size_t iy = 0; iy < g.in_h; iy++) {
        for (size_t ix = 0; ix < g.in_w; ix++) {
          for (size_t ic = first_in; ic < first_in + in_per_group; ic++) {
            const C x_value = in_at(n, ic, int64_t(iy), int64_t(ix));
            for (size_t ky = 0; ky < g.k_h; ky++) {
              const int64_t y = w.stride[0] * int64_t(iy) + w.dilation[0] * int64_t(ky) - w.padding[0];
              if (y < 0 || y >= int64_t(g.out_h)) continue;
              for (size_t kx = 0; kx < g.k_w; kx++) {
                const int64_t x = w.stride[1] * int64_t(ix) + w.dilation[1] * int64_t(kx) - w.padding[1];
                if (x < 0 || x >= int64_t(g.out_w)) continue;
                C& target = sum_plane[size_t(y) * g.out_w + size_t(x)];
                target = sum_step(target, x_value, weight_at(ic, oc - group * out_per_group, ky, kx));
              }
            }
          }
        }
      }
    }
  }
  for (size_t i = 0; i < sums.size(); i++) {
    C value = sums[i];
    if constexpr (!std::is_floating_point_v<C>) value = wrap(value, out.scalar_type);
    store(value, out.data, i, out.scalar_type);
  }
}

bool run_convolution(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& weight = call.tensor(1);
  const size_t rank = in.num_dims;
  conv_args args;
  std::string problem = read_conv_args(rank, call.int_list(3), call.int_list(4), call.int_list(5),
                                       call.value(6).bool_value, call.int_list(7), call.int_arg(8), &args);
  if (problem.empty()) problem = conv_shapes_problem(in.sizes, weight.sizes, rank, args);
  const int64_t out_channels = conv_out_channels(in.sizes, weight.sizes, args);
  if (problem.empty() && !call.is_null(2) && call.tensor(2).sizes[0] != (args.transposed ? args.groups * weight.sizes[1] : weight.sizes[0])) {
    problem = "bias has " + std::to_string(call.tensor(2).sizes[0]) + " elements; expected one per output channel";
  }
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  int64_t shape[4] = {in.sizes[0], out_channels, 1, 1};
  const size_t first = 4 - rank + 2;  // the first spatial dim of the 2-D view
  window& w = args.w;
  for (size_t d = first; d < 4; d++) {
    w.kernel[d - 2] = weight.sizes[d - (4 - rank)];
    shape[d] = window_output(in.sizes[d - (4 - rank)], w.kernel[d - 2], w.stride[d - 2], w.padding[d - 2],
                             w.dilation[d - 2], false, args.transposed, w.output_padding[d - 2]);
    if (shape[d] <= 0) {
      return call.fail("input of shape %s and weight of shape %s give output size %lld in dim %zu; expected >= 1",
                       xnn_dims_text(in.sizes, rank).c_str(), xnn_dims_text(weight.sizes, rank).c_str(),
                       static_cast<long long>(shape[d]), d - (4 - rank));
    }
  }
  int64_t out_shape[4];
  out_shape[0] = shape[0];
  out_shape[1] = shape[1];
  for (size_t d = 2; d < rank; d++) out_shape[d] = shape[d + 4 - rank];
  xnn_run_tensor& out = call.tensor(9);
  if (!call.state.resize(out, rank, out_shape, call.op)) return false;
  if (out.numel() == 0) return true;
  const size_t in_h = rank == 4 ? size_t(in.sizes[2]) : 1;
  const conv_geometry g{size_t(in.sizes[0]), size_t(in.sizes[1]), in_h, size_t(in.sizes[rank - 1]),
                        size_t(out_channels), size_t(shape[2]), size_t(shape[3]), size_t(w.kernel[0]),
                        size_t(w.kernel[1]), size_t(args.groups)};
  switch (in.scalar_type) {
    case float32: convolution_loop<float>(call, g, w, args.transposed); break;
    case float64: convolution_loop<double>(call, g, w, args.transposed); break;
    default: convolution_loop<int64_t>(call, g, w, args.transposed); break;
  }
  return true;
}

// ---- max_pool2d_with_indices.out(self, kernel_size, stride, padding, dilation, ceil_mode, out, indices) and
// avg_pool2d.out(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out)

// The parameters of a pooling window: kernel_size 1 or 2 entries >= 1, stride none (the kernel), 1 or 2, padding at
// most half the kernel, dilation (max pooling only) >= 1. "" or the sentence of a refusal.
std::string read_pool_args(const std::vector<int64_t>& kernel, const std::vector<int64_t>& stride,
                           const std::vector<int64_t>& padding, const std::vector<int64_t>* dilation, window* w) {
  std::string problem = read_param("kernel_size", kernel, 2, 1, nullptr, w->kernel);
  if (problem.empty()) problem = read_param("stride", stride, 2, 1, w->kernel, w->stride);
  if (problem.empty()) problem = read_param("padding", padding, 2, 0, nullptr, w->padding);
  if (problem.empty() && dilation != nullptr) problem = read_param("dilation", *dilation, 2, 1, nullptr, w->dilation);
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
  if (max ? !real(t) : (t != float32 && t != float64 && t != int64)) {
    return call.fail("self has scalar type %d; supported: %s", t,
                     max ? "float32, float64, int64, int32, int16, int8, uint8" : "float32, float64, int64");
  }
  const xnn_method_value& out = call.value(out_arg);
  if (out.scalar_type != t) return call.fail("out is %s; expected self's type %s", type_name(out.scalar_type), name(t));
  if (max && call.value(7).scalar_type != int64) {
    return call.fail("indices is %s; expected int64", type_name(call.value(7).scalar_type));
  }
  std::string problem = self.num_dims == 3 || self.num_dims == 4
                            ? std::string()
                            : "self has " + std::to_string(self.num_dims) + " dims; expected 3 or 4";
  if (problem.empty() && self.shape_dynamism == 0) problem = pool_input_problem(self.sizes, self.num_dims);
  if (problem.empty() && out.num_dims != self.num_dims) {
    problem = "out has " + std::to_string(out.num_dims) + " dims; expected self's " + std::to_string(self.num_dims);
  }
  const std::vector<int64_t> dilation = max ? list_at_load(call, 4) : std::vector<int64_t>{};
  window w;
  if (problem.empty()) {
    problem = read_pool_args(list_at_load(call, 1), list_at_load(call, 2), list_at_load(call, 3),
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
void max_pool_loop(const xnn_run_tensor& in, xnn_run_tensor& out, xnn_run_tensor& indices, const window& w,
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
void avg_pool_loop(const xnn_run_tensor& in, xnn_run_tensor& out, const window& w, bool include_pad,
                   int64_t divisor_override, size_t planes, size_t in_h, size_t in_w, size_t out_h, size_t out_w) {
  for (size_t p = 0; p < planes; p++) {
    for (size_t oy = 0; oy < out_h; oy++) {
      for (size_t ox = 0; ox < out_w; ox++) {
        // The window, then the same window clipped to the padded input and to the input.
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
            sum = sum_step(sum, load<C>(in.data, (p * in_h + size_t(y)) * in_w + size_t(x), in.scalar_type), C(1));
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
  window w;
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
    shape[d] = window_output(in.sizes[d], w.kernel[i], w.stride[i], w.padding[i], w.dilation[i], ceil_mode, false, 0);
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
    case float32: avg_pool_loop<float>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
    case float64: avg_pool_loop<double>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
    default: avg_pool_loop<int64_t>(in, out, w, include_pad, divisor, planes, in_h, in_w, out_h, out_w); break;
  }
  return true;
}

bool run_max_pool(xnn_kernel_call& call) { return run_pool(call, true); }
bool run_avg_pool(xnn_kernel_call& call) { return run_pool(call, false); }

}  // namespace

const std::vector<xnn_portable_op>& xnn_conv_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::convolution.out", "TT*LLLBLIOO", check_convolution, run_convolution},
      {"aten::max_pool2d_with_indices.out", "TLLLLBOOOO", check_max_pool, run_max_pool},
      {"aten::avg_pool2d.out", "TLLLBBiOO", check_avg_pool, run_avg_pool},
  };
  return ops;
}
