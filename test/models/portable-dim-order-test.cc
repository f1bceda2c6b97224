// dim_order_ops:: copies between contiguous and channels-last layouts (4-D [0, 2, 3, 1], 5-D [0, 2, 3, 4, 1]) against
// a plain index reference, with dtype conversion, shapes changing between runs, and the refusals at load (other dim
// orders, a layout out does not have, channels-last tensors given to any other operator, moves across layouts).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kInt32 = 3, kFloat = 6;

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

// The position in memory of logical element `i` (row-major over `dims`) when the layout is channels-last: the channel
// dim (1) moves last.
size_t channels_last_position(const std::vector<size_t>& dims, size_t i) {
  std::vector<size_t> index(dims.size());
  for (size_t d = dims.size(); d-- > 0;) {
    index[d] = i % dims[d];
    i /= dims[d];
  }
  std::vector<size_t> order = {0};
  for (size_t d = 2; d < dims.size(); d++) order.push_back(d);
  order.push_back(1);
  size_t position = 0;
  for (size_t d : order) position = position * dims[d] + index[d];
  return position;
}

std::vector<uint8_t> channels_last(size_t rank) {
  std::vector<uint8_t> order = {0};
  for (size_t d = 2; d < rank; d++) order.push_back(uint8_t(d));
  order.push_back(1);
  return order;
}

std::vector<int64_t> order_ints(const std::vector<uint8_t>& order) { return {order.begin(), order.end()}; }

// x (contiguous) -> to channels-last (float32 and, converted, int32) -> back to contiguous, for 4 and 5 dims.
TEST(PortableDimOrder, contiguous_to_channels_last_and_back_for_4_and_5_dims) {
  for (size_t rank : {4, 5}) {
    const std::vector<int32_t> bound(rank, 1);
    xnn_program_file_builder p;
    const int32_t x = p.float_tensor(bound, 2), nhwc = p.float_tensor(bound, 2), as_int = p.tensor(kInt32, bound, 2);
    const int32_t back = p.float_tensor(bound, 2);
    p.set_dim_order(nhwc, channels_last(rank));
    p.set_dim_order(as_int, channels_last(rank));
    p.inputs = {x};
    p.outputs = {nhwc, as_int, back};
    const int32_t no = p.bool_value(false);
    p.kernel_call("dim_order_ops::_to_dim_order_copy", "out",
                  {x, no, p.ints(order_ints(channels_last(rank))), nhwc, nhwc});
    p.kernel_call("dim_order_ops::_to_dim_order_copy", "out", {nhwc, no, p.null_value(), as_int, as_int});
    std::vector<int64_t> identity(rank);
    for (size_t d = 0; d < rank; d++) identity[d] = int64_t(d);
    p.kernel_call("dim_order_ops::_clone_dim_order", "out", {nhwc, no, p.ints(identity), back, back});
    const std::vector<uint8_t> bytes = p.finish();
    if (rank == 4) models_test::save_fuzz_seed("channels-last.pte", bytes);
    program_runner runner(bytes);
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    using shape_list = std::vector<std::vector<size_t>>;
    const shape_list shapes =
        rank == 4 ? shape_list{{2, 3, 4, 5}, {1, 7, 2, 3}, {2, 0, 3, 3}} : shape_list{{2, 3, 2, 2, 4}};
    for (const std::vector<size_t>& dims : shapes) {
      SCOPED_TRACE(testing::PrintToString(dims));
      std::vector<float> values(count_of(dims));
      for (size_t i = 0; i < values.size(); i++) values[i] = float(i) * 0.5f - 3.25f;
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(dims, values)}, {4, 4, 4}, &outputs), xnn_status_success)
          << runner.problem;
      for (const typed_tensor& out : outputs) EXPECT_EQ(out.dims, dims);
      const std::vector<float> nhwc_values = outputs[0].as<float>(), back_values = outputs[2].as<float>();
      const std::vector<int32_t> int_values = outputs[1].as<int32_t>();
      for (size_t i = 0; i < values.size(); i++) {
        const size_t at = channels_last_position(dims, i);
        ASSERT_EQ(nhwc_values[at], values[i]) << "element " << i;
        ASSERT_EQ(int_values[at], int32_t(values[i])) << "element " << i;
        ASSERT_EQ(back_values[i], values[i]) << "element " << i;
      }
    }
  }
}

TEST(PortableDimOrder, clone_with_no_dim_order_keeps_channels_last) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 2, 2, 3}), a = p.float_tensor({1, 2, 2, 3}), b = p.float_tensor({1, 2, 2, 3});
  p.set_dim_order(a, {0, 2, 3, 1});
  p.set_dim_order(b, {0, 2, 3, 1});
  p.inputs = {x};
  p.outputs = {b};
  const int32_t no = p.bool_value(false);
  p.kernel_call("dim_order_ops::_to_dim_order_copy", "out", {x, no, p.ints({0, 2, 3, 1}), a, a});
  p.kernel_call("dim_order_ops::_clone_dim_order", "out", {a, no, p.null_value(), b, b});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> dims = {1, 2, 2, 3};
  std::vector<float> values(12);
  for (size_t i = 0; i < values.size(); i++) values[i] = float(i);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(dims, values)}, {4}, &outputs), xnn_status_success) << runner.problem;
  // NHWC of [[0..5], [6..11]] as C=2, H=2, W=3: c is innermost.
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11}));
}

struct refusal {
  const char* what;
  std::vector<uint8_t> (*program)();
  xnn_status status;
  const char* sentence;
};

TEST(PortableDimOrder, other_layouts_and_mismatches_are_refused_at_load) {
  const std::vector<refusal> cases = {
      {"a dim_order that is neither",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("dim_order_ops::_to_dim_order_copy", "out",
                       {x, p.bool_value(false), p.ints({0, 3, 1, 2}), y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter,
       "(dim_order_ops::_to_dim_order_copy.out): dim_order is neither contiguous (0, 1, ...) nor channels-last"},
      {"out of another layout",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("dim_order_ops::_to_dim_order_copy", "out",
                       {x, p.bool_value(false), p.ints({0, 2, 3, 1}), y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter, "out is contiguous; the copy makes a channels-last tensor"},
      {"a dim_order of another rank",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2, 3}), y = p.float_tensor({2, 3});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("dim_order_ops::_clone_dim_order", "out", {x, p.bool_value(false), p.ints({0, 1, 2}), y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter, "dim_order has 3 entries; self has 2 dims"},
      {"non_blocking",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), y = p.float_tensor({2});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("dim_order_ops::_clone_dim_order", "out", {x, p.bool_value(true), p.null_value(), y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter, "non_blocking is true; only blocking copies are supported"},
      {"a permuted tensor given to a dim_order op",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.set_dim_order(x, {1, 0, 2, 3});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("dim_order_ops::_clone_dim_order", "out", {x, p.bool_value(false), p.ints({0, 1, 2, 3}), y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter,
       "arg 0 is value 0, a tensor with a non-contiguous dim_order; dim_order_ops:: operators take contiguous and "
       "channels-last tensors"},
      {"a channels-last tensor given to relu",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.set_dim_order(x, {0, 2, 3, 1});
         p.set_dim_order(y, {0, 2, 3, 1});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("aten::relu", "out", {x, y, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter,
       "(aten::relu.out): arg 0 is value 0, a tensor with a non-contiguous dim_order; portable operators other than "
       "dim_order_ops:: take contiguous tensors"},
      {"a channels-last tensor given to a delegate",
       [] {
         xnn_graph_file_builder g;
         g.fp32({1, 2, 2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
         g.fp32({1, 2, 2, 3}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
         g.binary(1, 0, 0, 1);
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.set_dim_order(x, {0, 2, 3, 1});
         p.inputs = {x};
         p.outputs = {y};
         p.delegate_call(p.delegate("XnnpackBackend", g.finish()), {x, y});
         return p.finish();
       },
       xnn_status_unsupported_parameter,
       "instruction 0 arg 0 is value 0, a tensor with a non-contiguous dim_order; delegates take contiguous tensors"},
      {"a move across layouts",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
         p.set_dim_order(y, {0, 2, 3, 1});
         p.inputs = {x};
         p.outputs = {y};
         p.move_call(x, y);
         return p.finish();
       },
       xnn_status_invalid_parameter, "moves value 0 into value 1, a tensor of another dim_order"},
  };
  for (const refusal& c : cases) {
    program_runner runner(c.program());
    EXPECT_EQ(runner.load_status, c.status) << c.what << ": " << runner.problem;
    EXPECT_NE(runner.problem.find(c.sentence), std::string::npos) << c.what << ": " << runner.problem;
  }
}

}  // namespace
