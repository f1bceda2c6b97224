// Max and average pooling with XNN_FLAG_KEEP_DIMS, which ExecuTorch sets on every pooling node: accepted (as
// XNNPACK does) and meaning nothing for the 4-D output, through the define API and through a delegate blob.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

#include "graph-builder.h"
#include "subgraph/subgraph-tester.h"
#include "test-data.h"

namespace {

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

constexpr size_t kN = 1, kH = 5, kW = 6, kC = 3, kOH = 4, kOW = 5;  // 2x2 window, stride 1

enum class Pooling { max, average };

// Defines input [1, 5, 6, 3] -> 2x2 pooling -> output [1, 4, 5, 3] and runs it; returns the output and its shape.
std::vector<float> run_defined(Pooling pooling, uint32_t flags, const std::vector<float>& input,
                               std::vector<size_t>* shape) {
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  const size_t in_dims[4] = {kN, kH, kW, kC}, out_dims[4] = {kN, kOH, kOW, kC};
  uint32_t in_id = XNN_INVALID_VALUE_ID, out_id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 4, in_dims, nullptr, 0,
                                    XNN_VALUE_FLAG_EXTERNAL_INPUT, &in_id),
            xnn_status_success);
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 4, out_dims, nullptr, 1,
                                    XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &out_id),
            xnn_status_success);
  const xnn_status defined =
      pooling == Pooling::max
          ? xnn_define_max_pooling_2d(subgraph, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -INFINITY, INFINITY, in_id, out_id, flags)
          : xnn_define_average_pooling_2d(subgraph, 0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, in_id, out_id,
                                          flags);
  EXPECT_EQ(defined, xnn_status_success);
  std::vector<float> output(kN * kOH * kOW * kC + XNN_EXTRA_BYTES / sizeof(float));
  xnn_runtime_t runtime = nullptr;
  if (defined == xnn_status_success &&
      xnn_create_runtime_v2(subgraph, nullptr, 0, &runtime) == xnn_status_success) {
    const xnn_external_value externals[2] = {{in_id, const_cast<float*>(input.data())}, {out_id, output.data()}};
    EXPECT_EQ(xnn_reshape_runtime(runtime), xnn_status_success);
    EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
    EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
    size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
    EXPECT_EQ(xnn_get_external_value_shape(runtime, out_id, &num_dims, dims), xnn_status_success);
    shape->assign(dims, dims + num_dims);
    xnn_delete_runtime(runtime);
  } else {
    ADD_FAILURE() << "the pooling runtime was not created";
  }
  xnn_delete_subgraph(subgraph);
  output.resize(kN * kOH * kOW * kC);
  return output;
}

TEST(PoolingFlags, keep_dims_is_accepted_by_the_define_functions_and_changes_nothing) {
  std::vector<float> input = random_vector(kN * kH * kW * kC, 7);
  input.resize(input.size() + XNN_EXTRA_BYTES / sizeof(float));
  for (Pooling pooling : {Pooling::max, Pooling::average}) {
    SCOPED_TRACE(pooling == Pooling::max ? "max" : "average");
    std::vector<size_t> plain_shape, kept_shape;
    const std::vector<float> plain = run_defined(pooling, 0, input, &plain_shape);
    const std::vector<float> kept = run_defined(pooling, XNN_FLAG_KEEP_DIMS, input, &kept_shape);
    EXPECT_EQ(kept_shape, (std::vector<size_t>{kN, kOH, kOW, kC}));
    EXPECT_EQ(kept_shape, plain_shape);
    EXPECT_EQ(kept, plain);
  }
}

TEST(PoolingFlags, other_unknown_flags_are_still_refused) {
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  const size_t in_dims[4] = {kN, kH, kW, kC}, out_dims[4] = {kN, kOH, kOW, kC};
  uint32_t in_id, out_id;
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 4, in_dims, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                    &in_id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 4, out_dims, nullptr, 1,
                                    XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &out_id),
            xnn_status_success);
  EXPECT_EQ(xnn_define_max_pooling_2d(subgraph, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -INFINITY, INFINITY, in_id, out_id,
                                      XNN_FLAG_KEEP_DIMS | 0x100),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_average_pooling_2d(subgraph, 0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, in_id, out_id,
                                          0x100),
            xnn_status_invalid_parameter);
  xnn_delete_subgraph(subgraph);
}

// A delegate blob: x [1, 5, 6, 3] -> max pooling 2x2 (flags 0x40) -> average pooling 2x2 (flags 0x40) -> [1, 3, 4, 3].
TEST(PoolingFlags, keep_dims_pooling_nodes_of_a_delegate_blob_run) {
  xnn_graph_file_builder g;
  g.fp32({kN, kH, kW, kC}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({kN, kOH, kOW, kC});
  g.value(g.tensor(1, {kN, kOH - 1, kOW - 1, kC}, 2, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  // _XNNPooling2D: paddings 0..3, pooling 4..5, stride 6..7, dilation 8..9, input 10, output 11, flags 12.
  g.node(14, g.fields({{4, 2}, {5, 2}, {6, 1}, {7, 1}, {8, 1}, {9, 1}, {10, 0}, {11, 1}, {12, XNN_FLAG_KEEP_DIMS}}));
  g.node(11, g.fields({{4, 2}, {5, 2}, {6, 1}, {7, 1}, {8, 1}, {9, 1}, {10, 1}, {11, 2}, {12, XNN_FLAG_KEEP_DIMS}}));
  const std::vector<uint8_t> bytes = g.finish();
  models_test::save_fuzz_seed("pooling-keep-dims.xn00", bytes);

  std::vector<float> x = random_vector(kN * kH * kW * kC, 3);
  std::vector<float> expected;
  for (size_t y = 0; y + 1 < kOH; y++) {
    for (size_t xx = 0; xx + 1 < kOW; xx++) {
      for (size_t c = 0; c < kC; c++) {
        float sum = 0.0f;
        for (size_t dy = 0; dy < 2; dy++) {
          for (size_t dx = 0; dx < 2; dx++) {
            float max = -INFINITY;
            for (size_t ky = 0; ky < 2; ky++) {
              for (size_t kx = 0; kx < 2; kx++) {
                max = std::max(max, x[((y + dy + ky) * kW + xx + dx + kx) * kC + c]);
              }
            }
            sum += max;
          }
        }
        expected.push_back(sum / 4.0f);
      }
    }
  }
  x.resize(x.size() + XNN_EXTRA_BYTES / sizeof(float));
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  ASSERT_EQ(xnn_model_set_input(runner, 0, x.data()), xnn_status_success);
  ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  EXPECT_EQ(std::vector<size_t>(info.dims, info.dims + info.num_dims),
            (std::vector<size_t>{kN, kOH - 1, kOW - 1, kC}));
  const float* out = static_cast<const float*>(data);
  for (size_t i = 0; i < expected.size(); i++) EXPECT_NEAR(out[i], expected[i], 1e-6f) << i;
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
}

}  // namespace
