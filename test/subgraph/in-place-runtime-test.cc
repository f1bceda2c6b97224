// Unary and binary nodes write their output over an input of the same size that nothing else reads (the planner
// gives both one block), never over an input another node still reads or one that is broadcast; the choice follows
// reshapes. Results are checked against direct formulas.
#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "subgraph/subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

constexpr size_t kChannels = 16;

uint32_t unary(test_graph& g, xnn_unary_operator op, uint32_t input, uint32_t output) {
  EXPECT_EQ(xnn_define_unary(g.subgraph, op, nullptr, input, output, 0), xnn_status_success);
  return output;
}

uint32_t add(test_graph& g, uint32_t a, uint32_t b, uint32_t output) {
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, a, b, output, 0), xnn_status_success);
  return output;
}

TEST(in_place, chain_of_elementwise_nodes_shares_one_block) {
  test_graph g(2);
  const std::vector<size_t> shape = {4, kChannels};
  const std::vector<float> bias = random_vector(kChannels, 3);
  const uint32_t x = g.input(shape, 0);
  const uint32_t a = unary(g, xnn_unary_negate, x, g.value(shape));
  const uint32_t b = unary(g, xnn_unary_sigmoid, a, g.value(shape));
  const uint32_t c = add(g, b, g.value({kChannels}, bias.data()), g.value(shape));
  unary(g, xnn_unary_abs, c, g.output(shape, 1));
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->alias_of[b], a);
  EXPECT_EQ(runtime->alias_of[c], a);
  EXPECT_EQ(runtime->arena_size, 4 * kChannels * sizeof(float));
  const std::vector<float> input = random_vector(4 * kChannels, 1);
  std::vector<float> output(4 * kChannels);
  run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}});
  for (size_t i = 0; i < output.size(); i++) {
    const float expected = std::abs(1.0f / (1.0f + std::exp(input[i])) + bias[i % kChannels]);
    ASSERT_NEAR(output[i], expected, 1e-5f) << "element " << i;
  }
}

TEST(in_place, input_read_again_later_is_not_overwritten) {
  test_graph g(2);
  const std::vector<size_t> shape = {4, kChannels};
  const uint32_t x = g.input(shape, 0);
  const uint32_t a = unary(g, xnn_unary_negate, x, g.value(shape));
  const uint32_t b = unary(g, xnn_unary_square, a, g.value(shape));
  const uint32_t c = add(g, a, b, g.value(shape));
  unary(g, xnn_unary_abs, c, g.output(shape, 1));
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->alias_of[b], XNN_INVALID_VALUE_ID) << "a is read again by the add";
  const std::vector<float> input = random_vector(4 * kChannels, 2);
  std::vector<float> output(4 * kChannels);
  run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}});
  for (size_t i = 0; i < output.size(); i++) {
    ASSERT_NEAR(output[i], std::abs(input[i] * input[i] - input[i]), 1e-6f) << "element " << i;
  }
}

TEST(in_place, broadcast_input_is_not_overwritten_after_a_reshape) {
  test_graph g(3);
  const std::vector<size_t> row = {1, kChannels};
  const uint32_t a = unary(g, xnn_unary_negate, g.input(row, 0), g.value(row));
  const uint32_t b = unary(g, xnn_unary_negate, g.input(row, 1), g.value(row));
  const uint32_t c = add(g, a, b, g.value(row));
  unary(g, xnn_unary_abs, c, g.output(row, 2));
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->alias_of[c], a) << "same sizes at creation";
  const size_t rows[] = {4, kChannels};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 1, 2, rows), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  EXPECT_EQ(runtime->alias_of[c], b) << "a is now broadcast: only b has the output's size";
  const std::vector<float> first = random_vector(kChannels, 3), second = random_vector(4 * kChannels, 4);
  std::vector<float> output(4 * kChannels);
  run(runtime.get(), {{0, const_cast<float*>(first.data())}, {1, const_cast<float*>(second.data())},
                      {2, output.data()}});
  for (size_t i = 0; i < output.size(); i++) {
    ASSERT_EQ(output[i], std::abs(first[i % kChannels] + second[i])) << "element " << i;
  }
}

}  // namespace
