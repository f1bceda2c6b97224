// Runtimes with static resize bilinear 2D, concatenate (the 2..5 forms and the array form) and even split nodes,
// built through the public define API, against the plain references of test/operators/reference.h: each coordinate
// mode, negative concatenate axes, skipped split outputs, a chain through internal tensors, new input sizes through
// xnn_reshape_runtime, and bit-identical results at 1 and 2 threads.
#include "../operators/operator-tester.h"

namespace {

using shape_t = std::vector<size_t>;

std::vector<float> random_vector(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  return random_tensor(rng, n);
}

// A subgraph under construction; external ids are given, internal ones assigned.
struct graph {
  xnn_subgraph_t subgraph = nullptr;
  explicit graph(uint32_t external_ids) { EXPECT_EQ(xnn_create_subgraph(external_ids, 0, &subgraph), xnn_status_success); }
  ~graph() { xnn_delete_subgraph(subgraph); }
  uint32_t value(const shape_t& dims, uint32_t external_id, uint32_t flags) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(), nullptr, external_id,
                                      flags, &id),
              xnn_status_success);
    return id;
  }
  uint32_t input(uint32_t id, const shape_t& dims) { return value(dims, id, XNN_VALUE_FLAG_EXTERNAL_INPUT); }
  uint32_t output(uint32_t id, const shape_t& dims) { return value(dims, id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT); }
  uint32_t internal(const shape_t& dims) { return value(dims, XNN_INVALID_VALUE_ID, 0); }
};

using runtime_ptr = std::unique_ptr<xnn_runtime, decltype(&xnn_delete_runtime)>;
using pool_ptr = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

runtime_ptr make_runtime(const graph& g, pthreadpool_t pool) {
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(g.subgraph, pool, 0, &runtime), xnn_status_success);
  return runtime_ptr(runtime, xnn_delete_runtime);
}

void invoke(xnn_runtime_t runtime, const std::vector<xnn_external_value>& externals) {
  ASSERT_EQ(xnn_setup_runtime_v2(runtime, externals.size(), externals.data()), xnn_status_success);
  ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
}

shape_t external_shape(xnn_runtime_t runtime, uint32_t id) {
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS] = {};
  EXPECT_EQ(xnn_get_external_value_shape(runtime, id, &num_dims, dims), xnn_status_success);
  return shape_t(dims, dims + num_dims);
}

void expect_resized(resize_mode m, const shape_t& in, size_t oh, size_t ow, const std::vector<float>& x,
                    const std::vector<float>& y) {
  const reference_result ref = reference_resize_bilinear(m, in[0], in[1], in[2], in[3], in[3], oh, ow, x.data());
  for (size_t i = 0; i < ref.value.size(); i++) {
    ASSERT_NEAR(y[i], ref.value[i], 1e-4 * ref.magnitude[i] + 1e-30) << "element " << i;
  }
}

// [2, 3, 4, 5] -> 6 x 7 in each mode; then the input becomes [1, 5, 2, 5] through xnn_reshape_runtime.
TEST(resize_runtime, each_mode_and_new_input_size) {
  pool_ptr pool(pthreadpool_create(2), pthreadpool_destroy);
  for (resize_mode m : {resize_mode::half_pixel, resize_mode::align_corners, resize_mode::tensorflow_legacy}) {
    const uint32_t flags = m == resize_mode::align_corners       ? XNN_FLAG_ALIGN_CORNERS
                           : m == resize_mode::tensorflow_legacy ? XNN_FLAG_TENSORFLOW_LEGACY_MODE
                                                                 : 0;
    graph g(2);
    const shape_t in = {2, 3, 4, 5};
    const uint32_t x_id = g.input(0, in), y_id = g.output(1, {2, 6, 7, 5});
    ASSERT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, 6, 7, x_id, y_id, flags), xnn_status_success);
    const std::vector<float> x = random_vector(reference_elements(in), 3);
    std::vector<float> first;
    for (pthreadpool_t threads : {pthreadpool_t(nullptr), pool.get()}) {
      runtime_ptr runtime = make_runtime(g, threads);
      std::vector<float> y(2 * 6 * 7 * 5, NAN);
      invoke(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}});
      expect_resized(m, in, 6, 7, x, y);
      if (first.empty()) first = y;
      EXPECT_EQ(first, y) << "results differ between thread counts";

      const shape_t smaller = {1, 5, 2, 5};
      ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, smaller.data()), xnn_status_success);
      ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
      ASSERT_EQ(external_shape(runtime.get(), 1), (shape_t{1, 6, 7, 5}));
      const std::vector<float> x2 = random_vector(reference_elements(smaller), 4);
      std::vector<float> y2(6 * 7 * 5, NAN);
      invoke(runtime.get(), {{0, const_cast<float*>(x2.data())}, {1, y2.data()}});
      expect_resized(m, smaller, 6, 7, x2, y2);
    }
  }
}

// Runs a concatenate of `shapes` along `axis` (defined through the form for their count) and checks each input's
// block of the output.
void check_concatenate(const std::vector<shape_t>& shapes, int32_t axis, bool array_form) {
  const size_t n = shapes.size();
  const size_t a = axis < 0 ? size_t(axis + int32_t(shapes[0].size())) : size_t(axis);
  shape_t out_shape = shapes[0];
  out_shape[a] = 0;
  for (const shape_t& s : shapes) out_shape[a] += s[a];
  graph g(uint32_t(n + 1));
  uint32_t ids[5];
  for (size_t i = 0; i < n; i++) ids[i] = g.input(uint32_t(i), shapes[i]);
  const uint32_t out = g.output(uint32_t(n), out_shape);
  xnn_status status = xnn_status_invalid_parameter;
  if (array_form) {
    status = xnn_define_concatenate(g.subgraph, axis, n, ids, out, 0);
  } else if (n == 2) {
    status = xnn_define_concatenate2(g.subgraph, axis, ids[0], ids[1], out, 0);
  } else if (n == 3) {
    status = xnn_define_concatenate3(g.subgraph, axis, ids[0], ids[1], ids[2], out, 0);
  } else if (n == 4) {
    status = xnn_define_concatenate4(g.subgraph, axis, ids[0], ids[1], ids[2], ids[3], out, 0);
  } else {
    status = xnn_define_concatenate5(g.subgraph, axis, ids[0], ids[1], ids[2], ids[3], ids[4], out, 0);
  }
  ASSERT_EQ(status, xnn_status_success);
  runtime_ptr runtime = make_runtime(g, nullptr);
  std::vector<std::vector<float>> inputs;
  std::vector<xnn_external_value> externals;
  for (size_t i = 0; i < n; i++) {
    inputs.push_back(random_vector(reference_elements(shapes[i]), uint32_t(i + 10)));
    externals.push_back({uint32_t(i), inputs.back().data()});
  }
  std::vector<float> y(reference_elements(out_shape), NAN);
  externals.push_back({uint32_t(n), y.data()});
  invoke(runtime.get(), externals);
  size_t begin = 0;
  for (size_t i = 0; i < n; i++) {
    EXPECT_EQ(reference_axis_block(out_shape, a, begin, shapes[i][a], y.data()),
              std::vector<float>(inputs[i].begin(), inputs[i].begin() + reference_elements(shapes[i])))
        << n << " inputs, axis " << axis << ": input " << i;
    begin += shapes[i][a];
  }
}

TEST(concatenate_runtime, every_form_and_negative_axes) {
  check_concatenate({{2, 3, 4}, {2, 1, 4}}, 1, false);
  check_concatenate({{2, 3, 4}, {2, 3, 1}, {2, 3, 2}}, -1, false);
  check_concatenate({{1, 3}, {2, 3}, {3, 3}, {1, 3}}, 0, false);
  check_concatenate({{2, 1, 5}, {2, 2, 5}, {2, 3, 5}, {2, 1, 5}, {2, 2, 5}}, -2, false);
  check_concatenate({{4, 2}, {4, 3}, {4, 1}, {4, 2}, {4, 5}}, 1, true);
  check_concatenate({{3, 4}}, 0, true);  // one input: a copy
}

// Concatenate along axis 1, then the leading dimension of every input grows through xnn_reshape_runtime.
TEST(concatenate_runtime, new_input_sizes) {
  graph g(3);
  const uint32_t a = g.input(0, {2, 3, 4}), b = g.input(1, {2, 2, 4}), out = g.output(2, {2, 5, 4});
  ASSERT_EQ(xnn_define_concatenate2(g.subgraph, 1, a, b, out, 0), xnn_status_success);
  runtime_ptr runtime = make_runtime(g, nullptr);
  const shape_t sa = {5, 3, 4}, sb = {5, 2, 4};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, sa.data()), xnn_status_success);
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 1, 3, sb.data()), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  ASSERT_EQ(external_shape(runtime.get(), 2), (shape_t{5, 5, 4}));
  const std::vector<float> xa = random_vector(reference_elements(sa), 1), xb = random_vector(reference_elements(sb), 2);
  std::vector<float> y(5 * 5 * 4, NAN);
  invoke(runtime.get(), {{0, const_cast<float*>(xa.data())}, {1, const_cast<float*>(xb.data())}, {2, y.data()}});
  EXPECT_EQ(reference_axis_block({5, 5, 4}, 1, 0, 3, y.data()), std::vector<float>(xa.begin(), xa.begin() + 60));
  EXPECT_EQ(reference_axis_block({5, 5, 4}, 1, 3, 2, y.data()), std::vector<float>(xb.begin(), xb.begin() + 40));
  // Inputs whose ranks no longer agree are refused by name at reshape.
  const shape_t flat = {5, 8};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 1, 2, flat.data()), xnn_status_success);
  EXPECT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_invalid_parameter);
}

// even_split2..4 along each dimension of [12, 12, 12] (named from the end half of the time), one output skipped,
// then new leading sizes.
TEST(even_split_runtime, every_form_skipped_output_and_new_input_size) {
  for (size_t count = 2; count <= 4; count++) {
    for (size_t dim = 0; dim < 3; dim++) {
      const shape_t in = {12, 12, 12};
      shape_t part = in;
      part[dim] /= count;
      graph g(uint32_t(count + 1));
      const uint32_t x = g.input(0, in);
      uint32_t o[4] = {XNN_INVALID_VALUE_ID, XNN_INVALID_VALUE_ID, XNN_INVALID_VALUE_ID, XNN_INVALID_VALUE_ID};
      const size_t skipped = count - 1 - dim % 2;  // an output nobody needs
      for (size_t i = 0; i < count; i++) {
        if (i != skipped) o[i] = g.output(uint32_t(i + 1), part);
      }
      const int32_t split_dim = (count + dim) % 2 == 1 ? int32_t(dim) - 3 : int32_t(dim);
      const xnn_status status =
          count == 2 ? xnn_define_even_split2(g.subgraph, split_dim, x, o[0], o[1], 0)
          : count == 3 ? xnn_define_even_split3(g.subgraph, split_dim, x, o[0], o[1], o[2], 0)
                       : xnn_define_even_split4(g.subgraph, split_dim, x, o[0], o[1], o[2], o[3], 0);
      ASSERT_EQ(status, xnn_status_success);
      runtime_ptr runtime = make_runtime(g, nullptr);
      for (size_t leading : {4, 2}) {
        shape_t now = in;
        now[0] = dim == 0 ? count * leading : leading;
        shape_t now_part = now;
        now_part[dim] /= count;
        ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, now.data()), xnn_status_success);
        ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
        const std::vector<float> xv = random_vector(reference_elements(now), uint32_t(count * 10 + dim));
        std::vector<std::vector<float>> outputs(count, std::vector<float>(reference_elements(now_part), NAN));
        std::vector<xnn_external_value> externals = {{0, const_cast<float*>(xv.data())}};
        for (size_t i = 0; i < count; i++) {
          if (i != skipped) externals.push_back({uint32_t(i + 1), outputs[i].data()});
        }
        invoke(runtime.get(), externals);
        for (size_t i = 0; i < count; i++) {
          if (i == skipped) continue;
          EXPECT_EQ(external_shape(runtime.get(), uint32_t(i + 1)), now_part);
          EXPECT_EQ(outputs[i], reference_axis_block(now, dim, i * now_part[dim], now_part[dim], xv.data()))
              << count << " outputs along " << dim << ": output " << i;
        }
      }
    }
  }
}

// Split [1, 4, 4, 6] into two halves of channels, concatenate them back swapped (through internal tensors), then
// resize 4x4 -> 2x3: the swap and the resize against the references, at 1 and 2 threads.
TEST(data_movement_runtime, split_swap_concatenate_resize_chain) {
  pool_ptr pool(pthreadpool_create(2), pthreadpool_destroy);
  graph g(2);
  const shape_t in = {1, 4, 4, 6}, half = {1, 4, 4, 3};
  const uint32_t x = g.input(0, in), lo = g.internal(half), hi = g.internal(half), swapped = g.internal(in);
  const uint32_t y = g.output(1, {1, 2, 3, 6});
  ASSERT_EQ(xnn_define_even_split2(g.subgraph, 3, x, lo, hi, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_concatenate2(g.subgraph, -1, hi, lo, swapped, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_resize_bilinear_2d(g.subgraph, 2, 3, swapped, y, XNN_FLAG_ALIGN_CORNERS),
            xnn_status_success);
  const std::vector<float> xv = random_vector(reference_elements(in), 5);
  std::vector<float> expected_swap(reference_elements(in) + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  for (size_t p = 0; p < 16; p++) {
    for (size_t c = 0; c < 6; c++) expected_swap[p * 6 + c] = xv[p * 6 + (c + 3) % 6];
  }
  std::vector<float> first;
  for (pthreadpool_t threads : {pthreadpool_t(nullptr), pool.get()}) {
    runtime_ptr runtime = make_runtime(g, threads);
    std::vector<float> yv(2 * 3 * 6, NAN);
    invoke(runtime.get(), {{0, const_cast<float*>(xv.data())}, {1, yv.data()}});
    expect_resized(resize_mode::align_corners, in, 2, 3, expected_swap, yv);
    if (first.empty()) first = yv;
    EXPECT_EQ(first, yv) << "results differ between thread counts";
  }
}

}  // namespace
