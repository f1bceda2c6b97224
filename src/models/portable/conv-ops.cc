// convolution.out(input, weight, bias?, stride, padding, dilation, transposed, output_padding, groups, out) as
// ExecuTorch's portable kernel computes it on NCHW tensors: 1-D and 2-D, stride, padding, dilation, groups, an
// optional bias of any real dtype, transposed with output_padding. A 1-D convolution is a 2-D one of height 1.
// Integer results wrap to the dtype's width as ExecuTorch's accumulation in that type does. A float32 convolution
// whose weight (and bias) are program constants runs through xnn's NHWC convolution, the weight packed once.
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/portable/window.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

struct conv_args {
  xnn_window w;
  bool transposed = false;
  int64_t groups = 1;
};

// The parameters of a convolution whose weight has `rank` dims; "" or the sentence of a refusal.
std::string read_conv_args(size_t rank, const std::vector<int64_t>& stride, const std::vector<int64_t>& padding,
                           const std::vector<int64_t>& dilation, bool transposed,
                           const std::vector<int64_t>& output_padding, int64_t groups, conv_args* args) {
  const size_t dims = rank - 2;
  std::string problem = xnn_read_window_param("stride", stride, dims, 1, nullptr, args->w.stride);
  if (problem.empty()) problem = xnn_read_window_param("padding", padding, dims, 0, nullptr, args->w.padding);
  if (problem.empty()) problem = xnn_read_window_param("dilation", dilation, dims, 1, nullptr, args->w.dilation);
  if (problem.empty() && transposed) {
    problem = xnn_read_window_param("output_padding", output_padding, dims, 0, nullptr, args->w.output_padding);
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
  if (!xnn_real_type(in.scalar_type)) {
    return call.fail("input has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8",
                     in.scalar_type);
  }
  if (weight.scalar_type != in.scalar_type || out.scalar_type != in.scalar_type) {
    return call.fail("weight is %s and out %s; expected input's type %s", xnn_type_text(weight.scalar_type),
                     xnn_type_text(out.scalar_type), name(in.scalar_type));
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
    if (!xnn_real_type(bias.scalar_type)) {
      return call.fail("bias has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, "
                       "int16, int8, uint8",
                       bias.scalar_type);
    }
    if (bias.num_dims != 1) return call.fail("bias has %zu dims; expected 1", bias.num_dims);
  }
  conv_args args;
  std::string problem = read_conv_args(in.num_dims, xnn_int_list_at_load(call, 3), xnn_int_list_at_load(call, 4),
                                       xnn_int_list_at_load(call, 5), call.value(6).bool_value,
                                       xnn_int_list_at_load(call, 7), call.value(8).int_value, &args);
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
void convolution_loop(xnn_kernel_call& call, const conv_geometry& g, const xnn_window& w, bool transposed) {
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
                  sum = xnn_multiply_add(sum, in_at(n, first_in + ic, y, x), weight_at(oc, ic, ky, kx));
                }
              }
            }
            sum_plane[oy * g.out_w + ox] = xnn_multiply_add(sum, bias_of(oc), C(1));
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
                target = xnn_multiply_add(target, x_value, weight_at(ic, oc - group * out_per_group, ky, kx));
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

// Whether value `arg` of this call is a program constant that no MoveCall replaced.
bool constant_arg(xnn_kernel_call& call, size_t arg) {
  return call.value(arg).tensor == call.args[arg] && call.state.method->values[call.args[arg]].constant.data != nullptr;
}

bool fits_uint32(std::initializer_list<int64_t> values) {
  for (int64_t v : values) {
    if (v < 0 || v > int64_t(UINT32_MAX)) return false;
  }
  return true;
}

// A float32 convolution through xnn's NHWC convolution, made on the call's first run with the weight (and bias), both
// program constants, packed then; xnn's transpose takes the input and output between NCHW and NHWC around it. False
// when it does not apply or xnn refuses (the plain loop then runs).
bool convolution_with_xnn(xnn_kernel_call& call, const conv_geometry& g, const xnn_window& w, bool transposed) {
  const bool has_bias = !call.is_null(2);
  if (transposed || call.tensor(0).scalar_type != float32 || !constant_arg(call, 1) ||
      (has_bias && (call.tensor(2).scalar_type != float32 || !constant_arg(call, 2))) ||
      !fits_uint32({w.kernel[0], w.kernel[1], w.stride[0], w.stride[1], w.dilation[0], w.dilation[1], w.padding[0],
                    w.padding[1], int64_t(g.groups)})) {
    return false;
  }
  const size_t in_per_group = g.in_c / g.groups, out_per_group = g.out_c / g.groups;
  if (*call.xnn_op == nullptr) {
    // ExecuTorch's weight is [out][in / groups][kh][kw]; xnn's is [out][kh][kw][in / groups].
    const xnn_run_tensor& weight = call.tensor(1);
    std::vector<float> kernel(g.out_c * g.k_h * g.k_w * in_per_group);
    for (size_t o = 0; o < g.out_c; o++) {
      for (size_t i = 0; i < in_per_group; i++) {
        for (size_t k = 0; k < g.k_h * g.k_w; k++) {
          std::memcpy(&kernel[(o * g.k_h * g.k_w + k) * in_per_group + i],
                      weight.data + ((o * in_per_group + i) * g.k_h * g.k_w + k) * sizeof(float), sizeof(float));
        }
      }
    }
    const float* bias = has_bias ? reinterpret_cast<const float*>(call.tensor(2).data) : nullptr;
    const float infinity = std::numeric_limits<float>::infinity();
    if (xnn_create_convolution2d_nhwc_f32(uint32_t(w.padding[0]), uint32_t(w.padding[1]), uint32_t(w.padding[0]),
                                          uint32_t(w.padding[1]), uint32_t(w.kernel[0]), uint32_t(w.kernel[1]),
                                          uint32_t(w.stride[0]), uint32_t(w.stride[1]), uint32_t(w.dilation[0]),
                                          uint32_t(w.dilation[1]), uint32_t(g.groups), in_per_group, out_per_group,
                                          g.in_c, g.out_c, kernel.data(), bias, -infinity, infinity, 0, nullptr,
                                          call.xnn_op) != xnn_status_success) {
      *call.xnn_op = nullptr;
      return false;
    }
  }
  size_t workspace_size = 0, out_h = 0, out_w = 0;
  if (xnn_reshape_convolution2d_nhwc_f32(*call.xnn_op, g.batch, g.in_h, g.in_w, &workspace_size, &out_h, &out_w,
                                         nullptr) != xnn_status_success ||
      out_h != g.out_h || out_w != g.out_w) {
    return false;  // ExecuTorch's truncating output length can differ from xnn's where windows start in the padding
  }
  const size_t in_plane = g.in_h * g.in_w, out_plane = g.out_h * g.out_w;
  std::vector<float> input(g.batch * in_plane * g.in_c + XNN_EXTRA_BYTES / sizeof(float));
  std::vector<float> output(g.batch * out_plane * g.out_c);
  std::vector<float> workspace((workspace_size + sizeof(float) - 1) / sizeof(float));
  const size_t to_nhwc[3] = {g.batch, g.in_c, in_plane}, to_nchw[3] = {g.batch, out_plane, g.out_c};
  const size_t swap[3] = {0, 2, 1};
  return xnn_run_transpose_nd_x32(call.tensor(0).data, input.data(), 3, to_nhwc, swap, 0, nullptr) ==
             xnn_status_success &&
         xnn_setup_convolution2d_nhwc_f32(*call.xnn_op, workspace.empty() ? nullptr : workspace.data(), input.data(),
                                          output.data()) == xnn_status_success &&
         xnn_run_operator(*call.xnn_op, nullptr) == xnn_status_success &&
         xnn_run_transpose_nd_x32(output.data(), call.tensor(9).data, 3, to_nchw, swap, 0, nullptr) ==
             xnn_status_success;
}

bool run_convolution(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_run_tensor& weight = call.tensor(1);
  const size_t rank = in.num_dims;
  conv_args args;
  std::string problem = read_conv_args(rank, call.int_list(3), call.int_list(4), call.int_list(5),
                                       call.value(6).bool_value, call.int_list(7), call.int_arg(8), &args);
  if (problem.empty()) problem = conv_shapes_problem(in.sizes, weight.sizes, rank, args);
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  const int64_t out_channels = conv_out_channels(in.sizes, weight.sizes, args);
  if (!call.is_null(2) && call.tensor(2).sizes[0] != out_channels && out_channels != 0) {
    return call.fail("bias has %lld elements; expected one per output channel (%lld)",
                     static_cast<long long>(call.tensor(2).sizes[0]), static_cast<long long>(out_channels));
  }
  int64_t shape[4] = {in.sizes[0], out_channels, 1, 1};
  const size_t first = 4 - rank + 2;  // the first spatial dim of the 2-D view
  xnn_window& w = args.w;
  for (size_t d = first; d < 4; d++) {
    w.kernel[d - 2] = weight.sizes[d - (4 - rank)];
    shape[d] = xnn_window_output(in.sizes[d - (4 - rank)], w.kernel[d - 2], w.stride[d - 2], w.padding[d - 2],
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
  if (convolution_with_xnn(call, g, w, args.transposed)) return true;
  switch (in.scalar_type) {
    case float16:
    case bfloat16:
    case float32: convolution_loop<float>(call, g, w, args.transposed); break;
    case float64: convolution_loop<double>(call, g, w, args.transposed); break;
    default: convolution_loop<int64_t>(call, g, w, args.transposed); break;
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_conv_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::convolution.out", "TT*LLLBLIOO", check_convolution, run_convolution},
  };
  return ops;
}
