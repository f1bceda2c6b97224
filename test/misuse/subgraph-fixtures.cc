#include "misuse/subgraph-fixtures.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

const float kZeros[1024] = {};
const float kInf = INFINITY;

uint32_t define_value(xnn_subgraph_t subgraph, const std::vector<size_t>& dims, const void* data, uint32_t external_id,
                      uint32_t flags) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(
      xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(), data, external_id, flags, &id),
      xnn_status_success);
  return id;
}

using Ids = std::vector<uint32_t>;
using Define = std::function<xnn_status(const Graph&, xnn_subgraph_t, uint32_t, const Ids&, uint32_t)>;

DefineForm unary_form(const std::string& function, xnn_status (*define)(xnn_subgraph_t, uint32_t, uint32_t, uint32_t)) {
  return {function, {{1, 4, 4, 12}}, [define](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
            return define(s, in, out[0], f);
          }};
}

DefineForm binary_form(const std::string& function,
                       xnn_status (*define)(xnn_subgraph_t, float, float, uint32_t, uint32_t, uint32_t, uint32_t)) {
  return {
      function, {{1, 4, 4, 12}}, [define](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return define(s, -kInf, kInf, in, g.input2, out[0], f);
      }};
}

DefineForm binary_form(const std::string& function,
                       xnn_status (*define)(xnn_subgraph_t, uint32_t, uint32_t, uint32_t, uint32_t)) {
  return {
      function, {{1, 4, 4, 12}}, [define](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return define(s, in, g.input2, out[0], f);
      }};
}

std::vector<DefineForm> make_forms() {
  std::vector<DefineForm> forms = {
      unary_form("xnn_define_abs", xnn_define_abs),
      unary_form("xnn_define_negate", xnn_define_negate),
      unary_form("xnn_define_square", xnn_define_square),
      unary_form("xnn_define_square_root", xnn_define_square_root),
      unary_form("xnn_define_reciprocal_square_root", xnn_define_reciprocal_square_root),
      unary_form("xnn_define_floor", xnn_define_floor),
      unary_form("xnn_define_ceiling", xnn_define_ceiling),
      unary_form("xnn_define_bankers_rounding", xnn_define_bankers_rounding),
      unary_form("xnn_define_hardswish", xnn_define_hardswish),
      unary_form("xnn_define_sigmoid", xnn_define_sigmoid),
      unary_form("xnn_define_tanh", xnn_define_tanh),
      unary_form("xnn_define_exp", xnn_define_exp),
      unary_form("xnn_define_log", xnn_define_log),
      unary_form("xnn_define_gelu", xnn_define_gelu),
      unary_form("xnn_define_convert", xnn_define_convert),
      unary_form("xnn_define_copy", xnn_define_copy),
      unary_form("xnn_define_softmax", xnn_define_softmax),
      binary_form("xnn_define_add2", xnn_define_add2),
      binary_form("xnn_define_multiply2", xnn_define_multiply2),
      binary_form("xnn_define_subtract", xnn_define_subtract),
      binary_form("xnn_define_divide", xnn_define_divide),
      binary_form("xnn_define_maximum2", xnn_define_maximum2),
      binary_form("xnn_define_minimum2", xnn_define_minimum2),
      binary_form("xnn_define_squared_difference", xnn_define_squared_difference),
  };
  const std::vector<size_t> same = {1, 4, 4, 12};
  auto add = [&forms](std::string function, std::vector<std::vector<size_t>> dims, Define define) {
    forms.push_back({std::move(function), std::move(dims), std::move(define)});
  };
  add("xnn_define_unary", {same}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_unary(s, xnn_unary_sigmoid, nullptr, in, out[0], f);
  });
  add("xnn_define_binary", {same}, [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_binary(s, xnn_binary_add, nullptr, in, g.input2, out[0], f);
  });
  add("xnn_define_prelu", {same}, [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_prelu(s, in, g.bias12, out[0], f);
  });
  add("xnn_define_clamp", {same}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_clamp(s, -1.0f, 1.0f, in, out[0], f);
  });
  add("xnn_define_elu", {same}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_elu(s, 1.0f, in, out[0], f);
  });
  add("xnn_define_leaky_relu", {same}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_leaky_relu(s, 0.1f, in, out[0], f);
  });
  add("xnn_define_fully_connected", {{1, 4, 4, 5}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_fully_connected(s, -kInf, kInf, in, g.filter_fc, g.bias5, out[0], f);
      });
  add("xnn_define_fully_connected_sparse", {{1, 4, 4, 5}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_fully_connected_sparse(s, -kInf, kInf, in, g.filter_fc, g.bias5, out[0], f);
      });
  add("xnn_define_batch_matrix_multiply", {{1, 4, 4, 3}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_batch_matrix_multiply(s, in, g.matrix_b, out[0], f);
      });
  add("xnn_define_convolution_2d", {{1, 3, 3, 5}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_convolution_2d(s, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 12, 5, -kInf, kInf, in, g.filter_conv,
                                         g.bias5, out[0], f);
      });
  add("xnn_define_depthwise_convolution_2d", {{1, 3, 3, 12}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_depthwise_convolution_2d(s, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 12, -kInf, kInf, in, g.filter_dw,
                                                   g.bias12, out[0], f);
      });
  add("xnn_define_deconvolution_2d", {{1, 8, 8, 5}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_deconvolution_2d(s, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 12, 5, -kInf, kInf, in,
                                           g.filter_conv, g.bias5, out[0], f);
      });
  const std::vector<size_t> pooled = {1, 2, 2, 12};
  add("xnn_define_average_pooling_2d", {pooled},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_average_pooling_2d(s, 0, 0, 0, 0, 2, 2, 2, 2, -kInf, kInf, in, out[0], f);
      });
  add("xnn_define_max_pooling_2d", {pooled},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_max_pooling_2d(s, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -kInf, kInf, in, out[0], f);
      });
  add("xnn_define_argmax_pooling_2d", {pooled, pooled},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_argmax_pooling_2d(s, 0, 0, 0, 0, 2, 2, in, out[0], out[1], f);
      });
  add("xnn_define_global_average_pooling_2d", {{1, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_global_average_pooling_2d(s, -kInf, kInf, in, out[0], f);
      });
  add("xnn_define_static_reduce", {{1, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t axes[2] = {1, 2};
        return xnn_define_static_reduce(s, xnn_reduce_mean, 2, axes, in, out[0], f);
      });
  add("xnn_define_static_reduce_v2", {{1, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const int64_t axes[2] = {-3, -2};
        return xnn_define_static_reduce_v2(s, xnn_reduce_sum, 2, axes, in, out[0], f);
      });
  add("xnn_define_static_mean", {{1, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t axes[2] = {1, 2};
        return xnn_define_static_mean(s, 2, axes, in, out[0], f);
      });
  add("xnn_define_static_reshape", {{16, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t shape[2] = {16, 12};
        return xnn_define_static_reshape(s, 2, shape, in, out[0], f);
      });
  add("xnn_define_static_transpose", {{1, 12, 4, 4}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t perm[4] = {0, 3, 1, 2};
        return xnn_define_static_transpose(s, 4, perm, in, out[0], f);
      });
  add("xnn_define_static_slice", {pooled}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    const size_t offsets[4] = {0, 1, 1, 0}, sizes[4] = {1, 2, 2, 12};
    return xnn_define_static_slice(s, 4, offsets, sizes, in, out[0], f);
  });
  add("xnn_define_static_constant_pad", {{1, 6, 6, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t pre[4] = {0, 1, 1, 0}, post[4] = {0, 1, 1, 0};
        return xnn_define_static_constant_pad(s, pre, post, 0.0f, in, out[0], f);
      });
  add("xnn_define_static_resize_bilinear_2d", {{1, 8, 8, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_static_resize_bilinear_2d(s, 8, 8, in, out[0], f);
      });
  add("xnn_define_concatenate", {{1, 4, 4, 24}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const uint32_t inputs[2] = {in, g.input2};
        return xnn_define_concatenate(s, 3, 2, inputs, out[0], f);
      });
  add("xnn_define_concatenate2", {{1, 4, 4, 24}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_concatenate2(s, 3, in, g.input2, out[0], f);
      });
  add("xnn_define_concatenate3", {{1, 4, 4, 36}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_concatenate3(s, 3, in, g.input2, g.input2, out[0], f);
      });
  add("xnn_define_concatenate4", {{1, 4, 4, 48}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_concatenate4(s, 3, in, g.input2, g.input2, g.input2, out[0], f);
      });
  add("xnn_define_concatenate5", {{1, 4, 4, 60}},
      [](const Graph& g, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_concatenate5(s, 3, in, g.input2, g.input2, g.input2, g.input2, out[0], f);
      });
  add("xnn_define_even_split2", {{1, 4, 4, 6}, {1, 4, 4, 6}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_even_split2(s, 3, in, out[0], out[1], f);
      });
  add("xnn_define_even_split3", {{1, 4, 4, 4}, {1, 4, 4, 4}, {1, 4, 4, 4}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_even_split3(s, 3, in, out[0], out[1], out[2], f);
      });
  add("xnn_define_even_split4", {{1, 4, 4, 3}, {1, 4, 4, 3}, {1, 4, 4, 3}, {1, 4, 4, 3}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_even_split4(s, 3, in, out[0], out[1], out[2], out[3], f);
      });
  // XNNPACK HEAD's newer forms.
  forms.push_back(binary_form("xnn_define_copysign", xnn_define_copysign));
  add("xnn_define_even_split", {{1, 4, 4, 4}, {1, 4, 4, 4}, {1, 4, 4, 4}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_even_split(s, 3, in, out.size(), out.data(), f);
      });
  add("xnn_define_static_slice_v2", {pooled}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    const int64_t offsets[4] = {0, -3, 1, 0};
    const size_t sizes[4] = {1, 2, 2, 12};
    return xnn_define_static_slice_v2(s, 4, offsets, sizes, in, out[0], f);
  });
  add("xnn_define_static_slice_v3", {pooled}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    const int64_t begins[4] = {0, 1, 1, 0}, ends[4] = {0, 3, -1, 0};
    return xnn_define_static_slice_v3(s, 4, begins, ends, nullptr, in, out[0], f);
  });
  add("xnn_define_static_constant_pad_v2", {{1, 6, 4, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t pre[2] = {0, 1}, post[2] = {0, 1};
        return xnn_define_static_constant_pad_v2(s, 2, pre, post, 0.0f, in, out[0], f);
      });
  add("xnn_define_static_expand_dims", {{1, 1, 4, 4, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t axes[1] = {0};
        return xnn_define_static_expand_dims(s, 1, axes, in, out[0], f);
      });
  add("xnn_define_fuse_dims", {{1, 16, 12}}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_fuse_dims(s, 1, 2, in, out[0], f);
  });
  add("xnn_define_split_dim", {{1, 4, 4, 3, 4}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t splits[2] = {3, 0};
        return xnn_define_split_dim(s, 3, 2, splits, in, out[0], f);
      });
  add("xnn_define_static_broadcast", {{2, 4, 4, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        const size_t shape[5] = {2, 1, 0, 0, 0};
        return xnn_define_static_broadcast(s, 5, shape, in, out[0], f);
      });
  add("xnn_define_depth_to_space_2d", {{1, 8, 8, 3}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_depth_to_space_2d(s, 2, in, out[0], f);
      });
  add("xnn_define_depth_to_space", {{1, 8, 8, 3}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_depth_to_space(s, in, out[0], 2, f);
      });
  add("xnn_define_space_to_depth_2d", {{1, 2, 2, 48}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_space_to_depth_2d(s, 2, in, out[0], f);
      });
  // The input is its own index (any 4-byte value holds one).
  add("xnn_define_unpooling_2d", {{1, 8, 8, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_unpooling_2d(s, 0, 0, 0, 0, 2, 2, in, in, out[0], f);
      });
  add("xnn_define_global_average_pooling_1d", {{1, 4, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_global_average_pooling_1d(s, -kInf, kInf, in, out[0], f);
      });
  add("xnn_define_global_sum_pooling_1d", {{1, 4, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_global_sum_pooling_1d(s, -kInf, kInf, in, out[0], f);
      });
  // [1, 4, 4, 12] as 4 tokens of 4 heads with the input as its own weights.
  add("xnn_define_rope", {{1, 4, 4, 12}}, [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
    return xnn_define_rope(s, 4, in, in, out[0], f);
  });
  add("xnn_define_global_sum_pooling_2d", {{1, 12}},
      [](const Graph&, xnn_subgraph_t s, uint32_t in, const Ids& out, uint32_t f) {
        return xnn_define_global_sum_pooling_2d(s, -kInf, kInf, in, out[0], f);
      });
  return forms;
}

}  // namespace

Graph::Graph() {
  EXPECT_EQ(xnn_create_subgraph(4, 0, &subgraph), xnn_status_success);
  input = define_value(subgraph, {1, 4, 4, 12}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  input2 = define_value(subgraph, {1, 4, 4, 12}, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  filter_fc = define_value(subgraph, {5, 12}, kZeros, XNN_INVALID_VALUE_ID, 0);
  filter_conv = define_value(subgraph, {5, 2, 2, 12}, kZeros, XNN_INVALID_VALUE_ID, 0);
  filter_dw = define_value(subgraph, {1, 2, 2, 12}, kZeros, XNN_INVALID_VALUE_ID, 0);
  bias5 = define_value(subgraph, {5}, kZeros, XNN_INVALID_VALUE_ID, 0);
  bias12 = define_value(subgraph, {12}, kZeros, XNN_INVALID_VALUE_ID, 0);
  matrix_b = define_value(subgraph, {1, 4, 12, 3}, kZeros, XNN_INVALID_VALUE_ID, 0);
}

Graph::~Graph() { xnn_delete_subgraph(subgraph); }

uint32_t Graph::value(const std::vector<size_t>& dims) {
  return define_value(subgraph, dims, nullptr, XNN_INVALID_VALUE_ID, 0);
}

const float* Graph::zeros() const { return kZeros; }

std::vector<uint32_t> Graph::outputs_for(const DefineForm& form) {
  std::vector<uint32_t> ids;
  for (const std::vector<size_t>& dims : form.output_dims) ids.push_back(value(dims));
  return ids;
}

const std::vector<DefineForm>& define_forms() {
  static const std::vector<DefineForm> forms = make_forms();
  return forms;
}
