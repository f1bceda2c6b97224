// Runtimes with data-movement nodes (static transpose, static reshape, copy, convert, static slice, static constant
// pad), built through the public define API, against the plain references of the operator tests (a NaN payload
// included); each reshaped to new input shapes through xnn_reshape_external_value; bit-identical across thread
// counts. Then the aliases: a reshape or copy between internal tensors shares its input's arena bytes, the shared
// block lives until the alias's last use, and results equal the path where the copy really happens.
#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include <pthreadpool.h>

#include "../operators/reference.h"
#include "subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

std::vector<uint32_t> bits_of(const std::vector<float>& v, size_t count) {
  std::vector<uint32_t> bits(count);
  std::memcpy(bits.data(), v.data(), count * sizeof(float));
  return bits;
}

// Reshapes external input 0 to `dims`, runs x -> y and returns y's bits and shape.
std::vector<uint32_t> run_with_shape(xnn_runtime_t runtime, const std::vector<size_t>& dims,
                                     const std::vector<float>& x, std::vector<size_t>* output_shape) {
  EXPECT_EQ(xnn_reshape_external_value(runtime, 0, dims.size(), dims.data()), xnn_status_success);
  EXPECT_EQ(xnn_reshape_runtime(runtime), xnn_status_success);
  size_t num_dims = 0, out_dims[XNN_MAX_TENSOR_DIMS];
  EXPECT_EQ(xnn_get_external_value_shape(runtime, 1, &num_dims, out_dims), xnn_status_success);
  output_shape->assign(out_dims, out_dims + num_dims);
  std::vector<float> y(reference_elements(*output_shape) + 1, -7.0f);
  run(runtime, {{0, const_cast<float*>(x.data())}, {1, y.data()}});
  EXPECT_EQ(y.back(), -7.0f) << "wrote past the output";
  return bits_of(y, y.size() - 1);
}

// One node x -> y of each data-movement type, checked at two input shapes and three thread counts.
struct single_node_case {
  const char* name;
  std::vector<size_t> first_shape, second_shape;
  xnn_status (*define)(xnn_subgraph_t, uint32_t x, uint32_t y);
  std::vector<uint32_t> (*reference)(const std::vector<size_t>& shape, const std::vector<uint32_t>& x,
                                     std::vector<size_t>* output_shape);
};

const size_t kPerm[] = {2, 0, 1};
const size_t kNewShape[] = {3, 0};  // 0: inferred from the element count
const size_t kOffsets[] = {1, 0, 2}, kSizes[] = {2, 0, 3};  // 0: to the end
const size_t kPre[] = {1, 0, 2}, kPost[] = {0, 3, 1};
constexpr float kPadValue = -2.5f;

std::vector<uint32_t> same(const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
  *out = shape;
  return x;
}

const single_node_case kCases[] = {
    {"static transpose", {2, 3, 5}, {4, 1, 7},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_static_transpose(s, 3, kPerm, x, y, 0); },
     [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
       const std::vector<size_t> perm(kPerm, kPerm + 3);
       *out = {shape[2], shape[0], shape[1]};
       return reference_transpose(shape, perm, x);
     }},
    {"static reshape", {2, 3, 5}, {3, 4, 2},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_static_reshape(s, 2, kNewShape, x, y, 0); },
     [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
       *out = {3, reference_elements(shape) / 3};
       return x;
     }},
    {"copy", {2, 3, 5}, {1, 9, 2},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_copy(s, x, y, 0); }, same},
    {"convert", {2, 3, 5}, {6, 1, 1},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_convert(s, x, y, 0); }, same},
    {"static slice", {3, 4, 5}, {4, 2, 6},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) { return xnn_define_static_slice(s, 3, kOffsets, kSizes, x, y, 0); },
     [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
       const std::vector<size_t> offsets(kOffsets, kOffsets + 3);
       *out = {2, shape[1], 3};
       return reference_slice(shape, offsets, *out, x);
     }},
    {"static constant pad", {2, 3, 5}, {1, 4, 2},
     [](xnn_subgraph_t s, uint32_t x, uint32_t y) {
       return xnn_define_static_constant_pad(s, kPre, kPost, kPadValue, x, y, 0);
     },
     [](const std::vector<size_t>& shape, const std::vector<uint32_t>& x, std::vector<size_t>* out) {
       const std::vector<size_t> pre(kPre, kPre + 3), post(kPost, kPost + 3);
       *out = {shape[0] + 1, shape[1] + 3, shape[2] + 3};
       uint32_t value;
       std::memcpy(&value, &kPadValue, sizeof(value));
       return reference_pad(shape, pre, post, value, x);
     }},
};

TEST(datamove_runtime, each_node_at_two_shapes_and_three_thread_counts) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> two(pthreadpool_create(2), pthreadpool_destroy);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> eight(pthreadpool_create(8), pthreadpool_destroy);
  for (const single_node_case& c : kCases) {
    for (pthreadpool_t pool : {static_cast<pthreadpool_t>(nullptr), two.get(), eight.get()}) {
      test_graph g(2);
      const uint32_t x = g.input(c.first_shape, 0);
      // Defined with the shape the node computes for the first input shape; later shapes come from reshape.
      std::vector<size_t> first_output_shape;
      c.reference(c.first_shape, std::vector<uint32_t>(reference_elements(c.first_shape)), &first_output_shape);
      const uint32_t y = g.output(first_output_shape, 1);
      ASSERT_EQ(c.define(g.subgraph, x, y), xnn_status_success) << c.name;
      runtime_ptr runtime = create_runtime(g, pool);
      ASSERT_NE(runtime, nullptr) << c.name;
      for (const auto& shape : {c.first_shape, c.second_shape, c.first_shape}) {
        std::vector<float> input = random_vector(reference_elements(shape), uint32_t(shape[0] * 10 + shape[2]));
        const uint32_t nan_with_payload = 0x7FC01234u;  // bits move unchanged, a convert included
        std::memcpy(&input[1], &nan_with_payload, sizeof(nan_with_payload));
        std::vector<size_t> actual_shape, expected_shape;
        const std::vector<uint32_t> actual = run_with_shape(runtime.get(), shape, input, &actual_shape);
        const std::vector<uint32_t> expected =
            c.reference(shape, bits_of(input, reference_elements(shape)), &expected_shape);
        EXPECT_EQ(actual_shape, expected_shape) << c.name;
        EXPECT_TRUE(actual == expected) << c.name << " at input shape " << shape[0] << "x" << shape[1] << "x"
                                        << shape[2];
      }
    }
  }
}

TEST(datamove_runtime, reshape_to_a_size_new_shape_cannot_hold_fails) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  test_graph g(2);
  const size_t fixed[] = {6, 5};
  const uint32_t x = g.input({2, 3, 5}, 0);
  const uint32_t y = g.output({6, 5}, 1);
  ASSERT_EQ(xnn_define_static_reshape(g.subgraph, 2, fixed, x, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  const size_t other[] = {2, 3, 4};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, other), xnn_status_success);
  EXPECT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_invalid_parameter);
  const size_t inferred_misfit[] = {4, 0};  // 4 does not divide 30
  test_graph h(2);
  const uint32_t hx = h.input({2, 3, 5}, 0), hy = h.output({}, 1);
  ASSERT_EQ(xnn_define_static_reshape(h.subgraph, 2, inferred_misfit, hx, hy, 0), xnn_status_success);
  xnn_runtime_t raw = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(h.subgraph, nullptr, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(raw, nullptr);
}

// x -> abs -> a -> reshape -> b -> copy -> c -> (c + n) -> y, with n = negate(x) computed after the copy: b and c
// alias a unless `a_is_output` makes a an external output (the copying path). n must not land on a's bytes, which
// stay alive until the add reads c.
struct alias_chain : test_graph {
  uint32_t a, b, c, n;
  explicit alias_chain(bool a_is_output) : test_graph(3) {
    const uint32_t x = input({4, 6}, 0);
    const uint32_t y = output({6, 4}, 1);
    a = a_is_output ? output({4, 6}, 2) : value({4, 6});
    b = value({6, 4});
    c = value({6, 4});
    n = value({6, 4});
    const size_t new_shape[] = {6, 4};
    const uint32_t x2 = value({6, 4});
    EXPECT_EQ(xnn_define_abs(subgraph, x, a, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_static_reshape(subgraph, 2, new_shape, a, b, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_copy(subgraph, b, c, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_static_reshape(subgraph, 2, new_shape, x, x2, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_negate(subgraph, x2, n, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_binary(subgraph, xnn_binary_add, nullptr, c, n, y, 0), xnn_status_success);
  }
};

std::vector<float> run_chain(bool a_is_output, const std::vector<float>& x) {
  alias_chain g(a_is_output);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
  std::vector<float> y(24), a(24);
  std::vector<xnn_external_value> externals = {{0, const_cast<float*>(x.data())}, {1, y.data()}};
  if (a_is_output) externals.push_back({2, a.data()});
  run(runtime, externals);
  xnn_delete_runtime(runtime);
  return y;
}

TEST(datamove_runtime, reshape_and_copy_alias_their_input_and_keep_it_alive) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  const std::vector<float> x = random_vector(24, 3);
  alias_chain g(false);
  runtime_ptr runtime = create_runtime(g);
  EXPECT_EQ(runtime->alias_of[g.b], g.a);
  EXPECT_EQ(runtime->alias_of[g.c], g.a) << "an alias of an alias shares the first value's bytes";
  EXPECT_EQ(runtime->alias_of[g.a], XNN_INVALID_VALUE_ID);
  EXPECT_EQ(runtime->data(g.b), runtime->data(g.a));
  EXPECT_EQ(runtime->data(g.c), runtime->data(g.a));
  // n is written while a's bytes are still needed (the add reads c): their blocks must not overlap.
  const char* a_bytes = static_cast<const char*>(runtime->data(g.a));
  const char* n_bytes = static_cast<const char*>(runtime->data(g.n));
  EXPECT_TRUE(n_bytes >= a_bytes + 24 * sizeof(float) || a_bytes >= n_bytes + 24 * sizeof(float));
  // The copying path (a is external, so b and c get their own bytes) gives the same result, and both are right.
  const std::vector<float> aliased = run_chain(false, x), copied = run_chain(true, x);
  EXPECT_EQ(std::memcmp(aliased.data(), copied.data(), 24 * sizeof(float)), 0);
  for (size_t i = 0; i < 24; i++) EXPECT_EQ(aliased[i], std::fabs(x[i]) - x[i]) << i;
}

TEST(datamove_runtime, aliases_shrink_the_arena_and_external_values_are_never_aliased) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  // x -> abs -> a -> reshape -> b -> negate -> y: a and b share one block of 24 floats (96 bytes, 128 aligned).
  test_graph g(2);
  const uint32_t x = g.input({4, 6}, 0), y = g.output({6, 4}, 1);
  const uint32_t a = g.value({4, 6}), b = g.value({6, 4});
  const size_t new_shape[] = {6, 4};
  ASSERT_EQ(xnn_define_abs(g.subgraph, x, a, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_reshape(g.subgraph, 2, new_shape, a, b, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_negate(g.subgraph, b, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(g);
  EXPECT_EQ(runtime->alias_of[b], a);
  EXPECT_EQ(runtime->arena_size, 128u);
  // When a is the caller's tensor, b is a real copy; reshapes of external inputs are never aliased either.
  alias_chain copied(true);
  runtime_ptr without = create_runtime(copied);
  EXPECT_EQ(without->alias_of[copied.b], XNN_INVALID_VALUE_ID);
  EXPECT_EQ(without->alias_of[copied.c], copied.b) << "b and c are both internal";
  for (const xnn_runtime_node& node : without->nodes) {
    if (node.node.type == xnn_node_type::static_reshape && node.node.inputs[0] == 0) {
      EXPECT_EQ(without->alias_of[node.node.outputs[0]], XNN_INVALID_VALUE_ID);
    }
  }
}

}  // namespace
