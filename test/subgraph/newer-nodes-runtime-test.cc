// The newer nodes of XNNPACK HEAD (expand dims, fuse dims, split dim, broadcast, depth to space, space to depth,
// unpooling, static slice v2/v3, constant pad v2, generic even split, copysign, global sum and average pooling 1d/2d)
// built through the public define API and run against plain references: each at its defined shape and again after
// xnn_reshape_external_value gave its input another shape (outputs follow), on 1 and 4 threads bit for bit. Then
// broadcast on int32 and qint8, the shape-only nodes as aliases, and each refusal with its one logged sentence.
#include <cmath>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <pthreadpool.h>

#include "../log-capture.h"
#include "../operators/reference.h"
#include "subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

struct initialized {
  initialized() { EXPECT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const initialized kInitialized;

std::vector<uint32_t> random_bits(size_t count, uint32_t seed) {
  std::vector<float> v = random_vector(count, seed);
  std::vector<uint32_t> bits(v.size());
  std::memcpy(bits.data(), v.data(), v.size() * sizeof(float));
  return bits;
}

using reference_fn = std::function<std::vector<uint32_t>(const std::vector<size_t>& shape,
                                                         const std::vector<uint32_t>& x, std::vector<size_t>* out)>;

// One node from external input 0 to external output 1.
struct one_node_case {
  const char* name;
  std::vector<size_t> first_shape, second_shape;
  std::function<xnn_status(xnn_subgraph_t, uint32_t x, uint32_t y)> define;
  reference_fn reference;
};

// Runs the case's runtime at its defined shape and after reshaping its input, on 1 and 4 threads.
void check_case(const one_node_case& c) {
  SCOPED_TRACE(c.name);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(4), pthreadpool_destroy);
  for (pthreadpool_t threads : {static_cast<pthreadpool_t>(nullptr), pool.get()}) {
    test_graph g(2);
    std::vector<size_t> first_out;
    const std::vector<uint32_t> probe = random_bits(reference_elements(c.first_shape), 1);
    c.reference(c.first_shape, probe, &first_out);
    const uint32_t x = g.input(c.first_shape, 0), y = g.output(first_out, 1);
    ASSERT_EQ(c.define(g.subgraph, x, y), xnn_status_success);
    runtime_ptr runtime = create_runtime(g, threads);
    ASSERT_NE(runtime, nullptr);
    for (const std::vector<size_t>* shape_of_run : {&c.first_shape, &c.second_shape}) {
      SCOPED_TRACE(shape_of_run == &c.first_shape ? "at the defined shape" : "after reshaping the input");
      const std::vector<size_t>& shape = *shape_of_run;
      ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, shape.size(), shape.data()), xnn_status_success);
      ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
      const std::vector<uint32_t> input = random_bits(reference_elements(shape), uint32_t(shape[0]));
      std::vector<size_t> expected_shape;
      const std::vector<uint32_t> expected = c.reference(shape, input, &expected_shape);
      size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
      ASSERT_EQ(xnn_get_external_value_shape(runtime.get(), 1, &num_dims, dims), xnn_status_success);
      ASSERT_EQ(std::vector<size_t>(dims, dims + num_dims), expected_shape);
      std::vector<uint32_t> output(expected.size() + 1, 0xDEADBEEFu);
      run(runtime.get(), {{0, const_cast<uint32_t*>(input.data())}, {1, output.data()}});
      EXPECT_EQ(output.back(), 0xDEADBEEFu) << "wrote past the output";
      output.pop_back();
      for (size_t i = 0; i < expected.size(); i++) ASSERT_EQ(output[i], expected[i]) << "element " << i;
    }
  }
}

std::vector<uint32_t> same_elements(const std::vector<uint32_t>& x, size_t count) {
  return std::vector<uint32_t>(x.begin(), x.begin() + count);
}

// Depth to space (or, `inverse`, space to depth) of an NHWC tensor with blocks of b x b.
std::vector<uint32_t> reference_depth_to_space(const std::vector<size_t>& s, size_t b, bool inverse,
                                               const std::vector<uint32_t>& x, std::vector<size_t>* out) {
  const size_t n = s[0];
  *out = inverse ? std::vector<size_t>{n, s[1] / b, s[2] / b, s[3] * b * b}
                 : std::vector<size_t>{n, s[1] * b, s[2] * b, s[3] / (b * b)};
  const std::vector<size_t>& deep = inverse ? *out : s;  // the shape with the blocks in its channels
  const std::vector<size_t>& wide = inverse ? s : *out;
  const size_t c = wide[3];
  std::vector<uint32_t> y(reference_elements(*out));
  for (size_t i = 0; i < n; i++)
    for (size_t h = 0; h < deep[1]; h++)
      for (size_t w = 0; w < deep[2]; w++)
        for (size_t by = 0; by < b; by++)
          for (size_t bx = 0; bx < b; bx++)
            for (size_t k = 0; k < c; k++) {
              const size_t deep_index = reference_flat_index(deep, {i, h, w, (by * b + bx) * c + k});
              const size_t wide_index = reference_flat_index(wide, {i, h * b + by, w * b + bx, k});
              if (inverse) {
                y[deep_index] = x[wide_index];
              } else {
                y[wide_index] = x[deep_index];
              }
            }
  return y;
}

TEST(newer_nodes_runtime, each_one_input_node_at_two_shapes_and_two_thread_counts) {
  const std::vector<one_node_case> cases = {
      {"static expand dims", {3, 4}, {5, 2},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const size_t axes[] = {0, 2};
         return xnn_define_static_expand_dims(s, 2, axes, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {1, shape[0], 1, shape[1]};
         return same_elements(x, reference_elements(shape));
       }},
      {"fuse dims", {2, 3, 4, 5}, {1, 2, 2, 3},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_fuse_dims(s, 1, 2, x, y, 0); },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {shape[0], shape[1] * shape[2], shape[3]};
         return same_elements(x, reference_elements(shape));
       }},
      {"split dim", {3, 8, 2}, {2, 6, 1},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const size_t splits[] = {2, 0};
         return xnn_define_split_dim(s, 1, 2, splits, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {shape[0], 2, shape[1] / 2, shape[2]};
         return same_elements(x, reference_elements(shape));
       }},
      {"static broadcast", {1, 3, 1}, {1, 5, 1},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const size_t new_shape[] = {2, 2, 0, 4};
         return xnn_define_static_broadcast(s, 4, new_shape, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {2, 2, shape[1], 4};
         std::vector<uint32_t> y(reference_elements(*out));
         for (size_t i = 0; i < y.size(); i++) y[i] = x[reference_broadcast_index(shape, *out, i)];
         return y;
       }},
      {"depth to space 2d", {1, 2, 3, 8}, {2, 1, 2, 4},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_depth_to_space_2d(s, 2, x, y, 0); },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         return reference_depth_to_space(shape, 2, false, x, out);
       }},
      {"depth to space (input, output, block_size)", {1, 2, 2, 18}, {1, 1, 3, 9},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_depth_to_space(s, x, y, 3, 0); },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         return reference_depth_to_space(shape, 3, false, x, out);
       }},
      {"space to depth 2d", {1, 4, 6, 3}, {2, 2, 4, 1},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_space_to_depth_2d(s, 2, x, y, 0); },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         return reference_depth_to_space(shape, 2, true, x, out);
       }},
      {"static slice v2 (a negative offset counts from the end)", {5, 4}, {3, 6},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const int64_t offsets[] = {-2, 1};
         const size_t sizes[] = {2, 0};
         return xnn_define_static_slice_v2(s, 2, offsets, sizes, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {2, shape[1] - 1};
         return reference_slice(shape, {shape[0] - 2, 1}, *out, x);
       }},
      {"static slice v3 (begins and ends from the end)", {5, 6}, {4, 4},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const int64_t begins[] = {1, -3}, ends[] = {-1, 0}, strides[] = {1, 1};
         return xnn_define_static_slice_v3(s, 2, begins, ends, strides, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {shape[0] - 2, 3};
         return reference_slice(shape, {1, shape[1] - 3}, *out, x);
       }},
      {"static constant pad v2 (the first dimension only)", {2, 3}, {4, 1},
       [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
         const size_t pre[] = {1}, post[] = {2};
         return xnn_define_static_constant_pad_v2(s, 1, pre, post, -0.5f, x, y, 0);
       },
       [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
         *out = {shape[0] + 3, shape[1]};
         const float pad = -0.5f;
         uint32_t pad_bits;
         std::memcpy(&pad_bits, &pad, sizeof(pad));
         return reference_pad(shape, {1, 0}, {2, 0}, pad_bits, same_elements(x, reference_elements(shape)));
       }},
  };
  for (const one_node_case& c : cases) {
    check_case(c);
    if (testing::Test::HasFatalFailure()) return;
  }
}

// Global pooling over [N, W, C] (1d) or [N, H, W, C] (2d), summed or averaged in double, then clamped.
std::vector<float> reference_global_pooling(const std::vector<size_t>& shape, size_t pooled_axes, bool mean,
                                            const std::vector<float>& x, float min, float max) {
  const size_t c = shape.back();
  size_t pooled = 1;
  for (size_t d = shape.size() - 1 - pooled_axes; d + 1 < shape.size(); d++) pooled *= shape[d];
  const size_t outer = reference_elements(shape) / (pooled * c);
  std::vector<float> y(outer * c);
  for (size_t o = 0; o < outer; o++) {
    for (size_t k = 0; k < c; k++) {
      double sum = 0.0;
      for (size_t p = 0; p < pooled; p++) sum += x[(o * pooled + p) * c + k];
      y[o * c + k] = std::min(std::max(float(mean ? sum / double(pooled) : sum), min), max);
    }
  }
  return y;
}

TEST(newer_nodes_runtime, global_sum_and_average_pooling_forms_with_and_without_clamp) {
  struct pooling_case {
    const char* name;
    std::vector<size_t> input, output;
    size_t pooled_axes;
    bool mean;
    float min, max;
    xnn_status (*define)(xnn_subgraph_t, float, float, uint32_t, uint32_t, uint32_t);
  };
  const pooling_case cases[] = {
      {"global sum pooling 1d", {2, 5, 3}, {2, 3}, 1, false, -INFINITY, INFINITY, xnn_define_global_sum_pooling_1d},
      {"global sum pooling 1d, clamped", {2, 5, 3}, {2, 3}, 1, false, -0.5f, 0.75f, xnn_define_global_sum_pooling_1d},
      {"global sum pooling 2d", {2, 3, 4, 5}, {2, 5}, 2, false, -INFINITY, 1.0f, xnn_define_global_sum_pooling_2d},
      {"global average pooling 1d", {3, 7, 4}, {3, 4}, 1, true, -INFINITY, INFINITY,
       xnn_define_global_average_pooling_1d},
      {"global average pooling 1d, clamped", {3, 7, 4}, {3, 4}, 1, true, -0.1f, 0.1f,
       xnn_define_global_average_pooling_1d},
  };
  for (const pooling_case& c : cases) {
    SCOPED_TRACE(c.name);
    test_graph g(2);
    const uint32_t x = g.input(c.input, 0), y = g.output(c.output, 1);
    ASSERT_EQ(c.define(g.subgraph, c.min, c.max, x, y, 0), xnn_status_success);
    runtime_ptr runtime = create_runtime(g);
    ASSERT_NE(runtime, nullptr);
    const std::vector<float> input = random_vector(reference_elements(c.input), 5);
    std::vector<float> output(reference_elements(c.output));
    run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}});
    const std::vector<float> expected = reference_global_pooling(c.input, c.pooled_axes, c.mean, input, c.min, c.max);
    for (size_t i = 0; i < expected.size(); i++) EXPECT_NEAR(output[i], expected[i], 1e-5f) << i;
  }
}

TEST(newer_nodes_runtime, copysign_takes_the_magnitude_of_the_first_input_and_the_sign_of_the_second) {
  test_graph g(3);
  const uint32_t a = g.input({2, 5}, 0), b = g.input({5}, 1), y = g.output({2, 5}, 2);
  ASSERT_EQ(xnn_define_copysign(g.subgraph, a, b, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> x1 = random_vector(10, 1), x2 = random_vector(5, 2);
  std::vector<float> output(10);
  run(runtime.get(), {{0, const_cast<float*>(x1.data())}, {1, const_cast<float*>(x2.data())}, {2, output.data()}});
  for (size_t i = 0; i < 10; i++) EXPECT_EQ(output[i], std::copysign(x1[i], x2[i % 5])) << i;
}

TEST(newer_nodes_runtime, generic_even_split_into_three_and_into_one) {
  test_graph g(4);
  const uint32_t x = g.input({2, 9}, 0);
  const uint32_t outputs[] = {g.output({2, 3}, 1), g.output({2, 3}, 2), g.output({2, 3}, 3)};
  ASSERT_EQ(xnn_define_even_split(g.subgraph, -1, x, 3, outputs, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> input = random_vector(18, 3);
  std::vector<float> parts[3] = {std::vector<float>(6), std::vector<float>(6), std::vector<float>(6)};
  run(runtime.get(), {{0, const_cast<float*>(input.data())},
                      {1, parts[0].data()},
                      {2, parts[1].data()},
                      {3, parts[2].data()}});
  for (size_t k = 0; k < 3; k++) {
    EXPECT_EQ(parts[k], reference_axis_block<float>({2, 9}, 1, 3 * k, 3, input.data())) << "output " << k;
  }
  // One part is the whole input: a copy.
  test_graph one(2);
  const uint32_t whole[] = {one.output({2, 9}, 1)};
  ASSERT_EQ(xnn_define_even_split(one.subgraph, 0, one.input({2, 9}, 0), 1, whole, 0), xnn_status_success);
  runtime_ptr copy = create_runtime(one);
  ASSERT_NE(copy, nullptr);
  std::vector<float> output(18);
  run(copy.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}});
  EXPECT_EQ(std::memcmp(output.data(), input.data(), 18 * sizeof(float)), 0);
}

TEST(newer_nodes_runtime, unpooling_inverts_argmax_pooling_and_follows_a_reshaped_input) {
  // Unpooling places each value at its index's window position (column * pooling_height + row), zeros elsewhere.
  test_graph g(3);
  const uint32_t value = g.input({1, 2, 2, 3}, 0), index = g.input({1, 2, 2, 3}, 1), y = g.output({1, 3, 4, 3}, 2);
  ASSERT_EQ(xnn_define_unpooling_2d(g.subgraph, 1, 0, 0, 0, 2, 2, value, index, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  for (const std::vector<size_t>& shape : {std::vector<size_t>{1, 2, 2, 3}, std::vector<size_t>{2, 3, 1, 2}}) {
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, shape.data()), xnn_status_success);
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 1, 4, shape.data()), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const size_t n = shape[0], h = shape[1], w = shape[2], c = shape[3], oh = 2 * h - 1, ow = 2 * w;
    const std::vector<float> x = random_vector(n * h * w * c, 9);
    std::vector<uint32_t> idx(n * h * w * c);
    for (size_t i = 0; i < idx.size(); i++) idx[i] = uint32_t((i * 7) % 4);
    std::vector<float> output(n * oh * ow * c, -9.0f);
    run(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, idx.data()}, {2, output.data()}});
    std::vector<float> expected(output.size(), 0.0f);
    for (size_t b = 0; b < n; b++)
      for (size_t iy = 0; iy < h; iy++)
        for (size_t ix = 0; ix < w; ix++)
          for (size_t k = 0; k < c; k++) {
            const size_t i = ((b * h + iy) * w + ix) * c + k;
            const size_t row = idx[i] % 2, column = idx[i] / 2;
            const size_t oy = std::min(std::max<size_t>(iy * 2 + row, 1) - 1, oh - 1), ox = ix * 2 + column;
            expected[((b * oh + oy) * ow + ox) * c + k] = x[i];
          }
    EXPECT_EQ(output, expected) << shape[0] << "x" << shape[1] << "x" << shape[2] << "x" << shape[3];
  }
}

TEST(newer_nodes_runtime, rope_rotates_each_token_by_its_weights_and_follows_more_tokens) {
  // Weights for up to 6 tokens; the input grows from 2 to 5 tokens.
  test_graph g(3);
  const uint32_t x = g.input({1, 2, 3, 4}, 0), w = g.input({6, 4}, 1), y = g.output({1, 2, 3, 4}, 2);
  ASSERT_EQ(xnn_define_rope(g.subgraph, 6, x, w, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  for (const size_t tokens : {size_t(2), size_t(5)}) {
    const size_t shape[] = {2, tokens, 3, 4};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, shape), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const size_t rows = 2 * tokens * 3;
    const std::vector<float> input = random_vector(rows * 4, 7), weights = random_vector(24, 8);
    std::vector<float> output(rows * 4);
    run(runtime.get(), {{0, const_cast<float*>(input.data())},
                        {1, const_cast<float*>(weights.data())},
                        {2, output.data()}});
    for (size_t r = 0; r < rows; r++) {
      const float* in = input.data() + r * 4;
      const float* wr = weights.data() + (r / 3 % tokens) * 4;
      for (size_t i = 0; i < 2; i++) {
        EXPECT_FLOAT_EQ(output[r * 4 + i], in[i] * wr[i] - in[2 + i] * wr[2 + i]) << r;
        EXPECT_FLOAT_EQ(output[r * 4 + 2 + i], in[i] * wr[2 + i] + in[2 + i] * wr[i]) << r;
      }
    }
  }
  // Seven tokens need more weights than the 6 rows.
  const size_t too_long[] = {1, 7, 3, 4};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, too_long), xnn_status_success);
  EXPECT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_invalid_parameter);
}

TEST(newer_nodes_runtime, broadcast_of_int32_and_qint8_values_moves_them_unchanged) {
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(4, 0, &subgraph), xnn_status_success);
  std::unique_ptr<xnn_subgraph, decltype(&xnn_delete_subgraph)> owned(subgraph, xnn_delete_subgraph);
  const size_t small[] = {1, 3}, big[] = {2, 3}, column[] = {3, 1}, wide[] = {3, 4};
  uint32_t id;
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_int32, 2, small, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                    &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_int32, 2, big, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT,
                                    &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(subgraph, xnn_datatype_qint8, 3, 0.25f, 2, column, nullptr, 2,
                                              XNN_VALUE_FLAG_EXTERNAL_INPUT, &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_quantized_tensor_value(subgraph, xnn_datatype_qint8, 3, 0.25f, 2, wide, nullptr, 3,
                                              XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_static_broadcast(subgraph, 2, big, 0, 1, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_broadcast(subgraph, 2, wide, 2, 3, 0), xnn_status_success);
  xnn_runtime_t raw = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(subgraph, nullptr, 0, &raw), xnn_status_success);
  runtime_ptr runtime(raw, xnn_delete_runtime);
  const int32_t a[3 + 4] = {INT32_MIN, -1, INT32_MAX};
  const int8_t b[3 + 16] = {-128, 3, 127};
  int32_t a_out[6];
  int8_t b_out[12];
  run(runtime.get(), {{0, const_cast<int32_t*>(a)}, {1, a_out}, {2, const_cast<int8_t*>(b)}, {3, b_out}});
  for (size_t i = 0; i < 6; i++) EXPECT_EQ(a_out[i], a[i % 3]) << i;
  for (size_t i = 0; i < 12; i++) EXPECT_EQ(b_out[i], b[i / 4]) << i;
}

TEST(newer_nodes_runtime, expand_fuse_and_split_between_internal_values_are_aliases) {
  test_graph g(2);
  const uint32_t x = g.input({2, 3, 4}, 0), y = g.output({2, 12}, 1);
  const uint32_t a = g.value({2, 3, 4}), b = g.value({1, 2, 3, 4}), c = g.value({1, 2, 12}), d = g.value({2, 12});
  const size_t axes[] = {0}, splits[] = {1, 0};
  ASSERT_EQ(xnn_define_abs(g.subgraph, x, a, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_expand_dims(g.subgraph, 1, axes, a, b, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fuse_dims(g.subgraph, 2, 2, b, c, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fuse_dims(g.subgraph, 0, 2, c, d, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_split_dim(g.subgraph, 0, 2, splits, d, g.value({1, 2, 12}), 0), xnn_status_success);
  ASSERT_EQ(xnn_define_negate(g.subgraph, d, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->alias_of[b], a);
  EXPECT_EQ(runtime->alias_of[c], a);
  EXPECT_EQ(runtime->alias_of[d], a);
  const std::vector<float> input = random_vector(24, 4);
  std::vector<float> output(24);
  run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}});
  for (size_t i = 0; i < 24; i++) EXPECT_EQ(output[i], -std::fabs(input[i])) << i;
}

// Each refusal: its status and exactly one logged sentence containing `sentence`.
struct refusal_case {
  const char* name;
  xnn_status status;
  const char* sentence;
  std::function<xnn_status(test_graph& g)> define;
};

TEST(newer_nodes_runtime, refusals_give_a_status_and_one_sentence) {
  const std::vector<refusal_case> cases = {
      {"expand dims: axes not increasing", xnn_status_invalid_parameter, "new_axes[1] is 0; expected increasing",
       [](test_graph& g) {
         const size_t axes[] = {1, 0};
         return xnn_define_static_expand_dims(g.subgraph, 2, axes, g.input({3}, 0), g.output({1, 1, 3}, 1), 0);
       }},
      {"expand dims: too many dimensions", xnn_status_invalid_parameter, "make 7; at most 6",
       [](test_graph& g) {
         const size_t axes[] = {0, 1};
         return xnn_define_static_expand_dims(g.subgraph, 2, axes, g.input({1, 1, 1, 1, 1}, 0), g.value({1}), 0);
       }},
      {"fuse dims: past the input", xnn_status_invalid_parameter, "dimensions 1 to 2 are fused; the input has 2",
       [](test_graph& g) { return xnn_define_fuse_dims(g.subgraph, 1, 2, g.input({2, 3}, 0), g.value({6}), 0); }},
      {"fuse dims: axes_count 0", xnn_status_invalid_parameter, "axes_count is 0",
       [](test_graph& g) { return xnn_define_fuse_dims(g.subgraph, 0, 0, g.input({2, 3}, 0), g.value({6}), 0); }},
      {"fuse dims: beyond 6 dimensions", xnn_status_unsupported_parameter, "exceeds 6 dimensions",
       [](test_graph& g) { return xnn_define_fuse_dims(g.subgraph, 5, 2, g.input({2, 3}, 0), g.value({6}), 0); }},
      {"split dim: splits do not divide", xnn_status_invalid_parameter,
       "the splits' product 4 does not divide input dimension 0 (6)",
       [](test_graph& g) {
         const size_t splits[] = {4, 0};
         return xnn_define_split_dim(g.subgraph, 0, 2, splits, g.input({6}, 0), g.value({4, 1}), 0);
       }},
      {"split dim: splits differ from the dimension", xnn_status_invalid_parameter,
       "the splits' product 6 differs from input dimension 0 (12)",
       [](test_graph& g) {
         const size_t splits[] = {2, 3};
         return xnn_define_split_dim(g.subgraph, 0, 2, splits, g.input({12}, 0), g.value({2, 3}), 0);
       }},
      {"broadcast: a dimension that is not 1", xnn_status_invalid_parameter,
       "input dimension 0 is 3; it broadcasts to new_shape[1] = 4 only from 1",
       [](test_graph& g) {
         const size_t shape[] = {2, 4};
         return xnn_define_static_broadcast(g.subgraph, 2, shape, g.input({3}, 0), g.value({2, 4}), 0);
       }},
      {"broadcast: fewer dimensions than the input", xnn_status_invalid_parameter,
       "the input has 2 dimensions; new_shape has 1",
       [](test_graph& g) {
         const size_t shape[] = {4};
         return xnn_define_static_broadcast(g.subgraph, 1, shape, g.input({1, 4}, 0), g.value({4}), 0);
       }},
      {"depth to space: block_size 1", xnn_status_invalid_parameter, "block_size is 1; expected >= 2",
       [](test_graph& g) {
         return xnn_define_depth_to_space_2d(g.subgraph, 1, g.input({1, 2, 2, 4}, 0), g.value({1, 2, 2, 4}), 0);
       }},
      {"depth to space: channels", xnn_status_invalid_parameter,
       "the input has 6 channels; expected a multiple of block_size^2 = 4",
       [](test_graph& g) {
         return xnn_define_depth_to_space_2d(g.subgraph, 2, g.input({1, 2, 2, 6}, 0), g.value({1, 4, 4, 1}), 0);
       }},
      {"depth to space: not NHWC", xnn_status_invalid_parameter, "input",
       [](test_graph& g) {
         return xnn_define_depth_to_space_2d(g.subgraph, 2, g.input({2, 2, 4}, 0), g.value({1, 4, 4, 1}), 0);
       }},
      {"space to depth: height", xnn_status_invalid_parameter,
       "the input is 3 x 4 (height x width); expected both multiples of block_size 2",
       [](test_graph& g) {
         return xnn_define_space_to_depth_2d(g.subgraph, 2, g.input({1, 3, 4, 1}, 0), g.value({1, 1, 2, 4}), 0);
       }},
      {"unpooling: index shape", xnn_status_invalid_parameter, "input_index (value id 1) is [1, 2, 2, 2]",
       [](test_graph& g) {
         return xnn_define_unpooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, g.input({1, 2, 2, 3}, 0),
                                        g.input({1, 2, 2, 2}, 1), g.value({1, 4, 4, 3}), 0);
       }},
      {"unpooling: padding covers the output", xnn_status_invalid_parameter,
       "the height padding (4) covers the whole unpooled height of 4",
       [](test_graph& g) {
         return xnn_define_unpooling_2d(g.subgraph, 2, 0, 2, 0, 2, 2, g.input({1, 2, 2, 3}, 0),
                                        g.input({1, 2, 2, 3}, 1), g.value({1, 4, 4, 3}), 0);
       }},
      {"unpooling: pooling_height 0", xnn_status_invalid_parameter, "pooling_height is 0",
       [](test_graph& g) {
         return xnn_define_unpooling_2d(g.subgraph, 0, 0, 0, 0, 0, 2, g.input({1, 2, 2, 3}, 0),
                                        g.input({1, 2, 2, 3}, 1), g.value({1, 4, 4, 3}), 0);
       }},
      {"slice v3: a stride of 2", xnn_status_invalid_parameter, "strides[0] is 2; expected 1",
       [](test_graph& g) {
         const int64_t begins[] = {0}, ends[] = {0}, strides[] = {2};
         return xnn_define_static_slice_v3(g.subgraph, 1, begins, ends, strides, g.input({4}, 0), g.value({2}), 0);
       }},
      {"slice v3: an empty range", xnn_status_invalid_parameter,
       "dimension 0: the slice [3, 2) is empty or outside the input's 4 elements",
       [](test_graph& g) {
         const int64_t begins[] = {-1}, ends[] = {-2};
         return xnn_define_static_slice_v3(g.subgraph, 1, begins, ends, nullptr, g.input({4}, 0), g.value({1}), 0);
       }},
      {"slice v2: a size past the end", xnn_status_invalid_parameter, "is empty or outside the input's 4 elements",
       [](test_graph& g) {
         const int64_t offsets[] = {-2};
         const size_t sizes[] = {3};
         return xnn_define_static_slice_v2(g.subgraph, 1, offsets, sizes, g.input({4}, 0), g.value({3}), 0);
       }},
      {"constant pad v2: seven dimensions", xnn_status_invalid_parameter, "num_padding_dims is 7; expected at most 6",
       [](test_graph& g) {
         const size_t pads[7] = {};
         return xnn_define_static_constant_pad_v2(g.subgraph, 7, pads, pads, 0.0f, g.input({4}, 0), g.value({4}), 0);
       }},
      {"even split: five outputs", xnn_status_invalid_parameter, "num_outputs is 5; expected 1 to 4 outputs",
       [](test_graph& g) {
         const uint32_t outputs[5] = {};
         return xnn_define_even_split(g.subgraph, 0, g.input({10}, 0), 5, outputs, 0);
       }},
      {"even split: one output, axis outside", xnn_status_invalid_parameter, "axis 2 is outside [-1, 1)",
       [](test_graph& g) {
         const uint32_t outputs[1] = {g.output({4}, 1)};
         return xnn_define_even_split(g.subgraph, 2, g.input({4}, 0), 1, outputs, 0);
       }},
      {"global sum pooling 2d: rank 2", xnn_status_invalid_parameter,
       "the input has 2 dimensions; expected at least 3 ([..., H, W, C])",
       [](test_graph& g) {
         return xnn_define_global_sum_pooling_2d(g.subgraph, -INFINITY, INFINITY, g.input({4, 3}, 0), g.value({3}),
                                                 0);
       }},
      {"rope: odd channels", xnn_status_unsupported_parameter, "the input has 3 channels; expected an even number",
       [](test_graph& g) {
         return xnn_define_rope(g.subgraph, 0, g.input({1, 2, 2, 3}, 0), g.input({2, 3}, 1), g.value({1, 2, 2, 3}),
                                0);
       }},
      {"rope: too few weights", xnn_status_invalid_parameter, "4 tokens of 2 channels need 8 weights; the weights hold 6",
       [](test_graph& g) {
         return xnn_define_rope(g.subgraph, 0, g.input({4, 1, 2}, 0), g.input({3, 2}, 1), g.value({4, 1, 2}), 0);
       }},
      {"global average pooling 1d: clamp range", xnn_status_invalid_parameter, "output_min",
       [](test_graph& g) {
         return xnn_define_global_average_pooling_1d(g.subgraph, 1.0f, 0.0f, g.input({2, 4, 3}, 0), g.value({2, 3}),
                                                     0);
       }},
  };
  for (const refusal_case& c : cases) {
    SCOPED_TRACE(c.name);
    test_graph g(2);
    std::vector<std::string> lines;
    const xnn_status status = xnn_test_capture_log(&lines, [&] { return c.define(g); });
    EXPECT_EQ(status, c.status);
    ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
    EXPECT_NE(lines[0].find(c.sentence), std::string::npos) << lines[0];
  }
}

TEST(newer_nodes_runtime, reshape_to_a_shape_the_node_refuses_fails_with_one_sentence) {
  test_graph g(2);
  const uint32_t x = g.input({1, 2, 2, 8}, 0), y = g.output({1, 4, 4, 2}, 1);
  ASSERT_EQ(xnn_define_depth_to_space_2d(g.subgraph, 2, x, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const size_t odd[] = {1, 2, 2, 6};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, odd), xnn_status_success);
  std::vector<std::string> lines;
  EXPECT_EQ(xnn_test_capture_log(&lines, [&] { return xnn_reshape_runtime(runtime.get()); }),
            xnn_status_invalid_parameter);
  EXPECT_NE(xnn_test_joined(lines).find("the input has 6 channels; expected a multiple of block_size^2 = 4"),
            std::string::npos)
      << xnn_test_joined(lines);
}

}  // namespace
