// A program shaped like ExecuTorch's export of a small conv net with dynamic H and W: delegate 0 runs
// transpose-Conv-ReLU-Conv-ReLU-global average pooling-transpose, delegate 1 runs flatten and Linear on its output.
// Runs with the input shape changing between runs, against a plain reference.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "graph-builder.h"
#include "subgraph/subgraph-tester.h"
#include "test-data.h"

namespace {

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

constexpr uint32_t kIn = 3, kMid = 8, kOut = 16, kClasses = 10;
constexpr int16_t kFp32 = 1;

std::vector<uint8_t> bytes_of(const std::vector<float>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

struct Weights {
  std::vector<float> conv1 = random_vector(kMid * 3 * 3 * kIn, 1), bias1 = random_vector(kMid, 2);
  std::vector<float> conv2 = random_vector(kOut * 3 * 3 * kMid, 3), bias2 = random_vector(kOut, 4);
  std::vector<float> linear = random_vector(kClasses * kOut, 5), bias3 = random_vector(kClasses, 6);
};

xnn_flatbuffer_ref static_shape_node(xnn_graph_file_builder& g, uint8_t type, const std::vector<uint32_t>& shape,
                                     uint32_t input, uint32_t output, uint32_t flags = 0) {
  const xnn_flatbuffer_ref t = g.w.table();
  g.w.scalar<uint32_t>(t, 0, uint32_t(shape.size()));
  g.w.offset(t, 1, g.w.vector(shape));
  g.w.scalar<uint32_t>(t, 2, input);
  g.w.scalar<uint32_t>(t, 3, output);
  g.w.scalar<uint32_t>(t, 4, flags);
  return g.node(type, t);
}

// 3x3 convolution, padding 1, stride 1, NHWC, ReLU through output_min_max.
void conv3x3(xnn_graph_file_builder& g, uint32_t in_channels, uint32_t out_channels, uint32_t input, uint32_t filter,
             uint32_t bias, uint32_t output) {
  const xnn_flatbuffer_ref conv = g.fields({{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 3}, {5, 3}, {6, 1}, {7, 1}, {8, 1},
                                            {9, 1}, {10, in_channels}, {11, out_channels}, {12, 1}, {15, input},
                                            {16, filter}, {17, bias}, {18, output}});
  g.output_range(g.node(7, conv), 0.0f, INFINITY);
}

// Delegate 0: x [1, 3, H, W] (NCHW) -> pooled [1, 16, 1, 1]. Value dims are those of the export's example input.
std::vector<uint8_t> features_blob(const Weights& w) {
  xnn_graph_file_builder g;
  g.fp32({1, kIn, 32, 32}, XNN_VALUE_FLAG_EXTERNAL_INPUT);  // 0
  g.fp32({1, 32, 32, kIn});                                   // 1: NHWC
  g.fp32({kMid, 3, 3, kIn}, 0, g.constant(bytes_of(w.conv1)));
  g.fp32({kMid}, 0, g.constant(bytes_of(w.bias1)));
  g.fp32({1, 32, 32, kMid});                                  // 4
  g.fp32({kOut, 3, 3, kMid}, 0, g.constant(bytes_of(w.conv2)));
  g.fp32({kOut}, 0, g.constant(bytes_of(w.bias2)));
  g.fp32({1, 32, 32, kOut});                                  // 7
  g.fp32({1, 1, 1, kOut});                                    // 8: pooled, NHWC
  g.value(g.tensor(kFp32, {1, kOut, 1, 1}, 9, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  static_shape_node(g, 5, {0, 2, 3, 1}, 0, 1);
  conv3x3(g, kIn, kMid, 1, 2, 3, 4);
  conv3x3(g, kMid, kOut, 4, 5, 6, 7);
  g.node(19, g.fields({{0, 7}, {1, 8}, {2, XNN_FLAG_KEEP_DIMS}}));
  static_shape_node(g, 5, {0, 3, 1, 2}, 8, 9);
  return g.finish();
}

// How a delegate numbers its external values; a DelegateCall's args are indexed by external id.
enum class Externals {
  inputs_first,  // ExecuTorch's numbering: input 0, output 1
  outputs_first,  // output 0, input 1: args are {logits, pooled}
  with_unused_id,  // input 0, output 2, and id 1 with no graph value (ExecuTorch's symbolic sizes)
};

// Delegate 1: pooled [1, 16, 1, 1] -> flatten [1, 16] -> Linear -> [1, 10].
std::vector<uint8_t> classifier_blob(const Weights& w, Externals externals = Externals::inputs_first) {
  const uint32_t input_id = externals == Externals::outputs_first ? 1 : 0;
  const uint32_t output_id = externals == Externals::inputs_first ? 1 : externals == Externals::outputs_first ? 0 : 2;
  xnn_graph_file_builder g;
  g.value(g.tensor(kFp32, {1, kOut, 1, 1}, 0, input_id, XNN_VALUE_FLAG_EXTERNAL_INPUT));
  g.fp32({1, kOut});
  g.fp32({kClasses, kOut}, 0, g.constant(bytes_of(w.linear)));
  g.fp32({kClasses}, 0, g.constant(bytes_of(w.bias3)));
  g.value(g.tensor(kFp32, {1, kClasses}, 4, output_id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  if (externals == Externals::with_unused_id) g.num_externs = 3;
  static_shape_node(g, 20, {1, kOut}, 0, 1);
  g.node(2, g.fields({{0, 1}, {1, 2}, {2, 3}, {3, 4}}));
  return g.finish();
}

// The method as ExecuTorch emits it: x with a dynamic (upper-bound) shape, the pooled intermediate, the logits.
std::vector<uint8_t> conv_net_program(const Weights& w, Externals externals = Externals::inputs_first) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, kIn, 64, 64}, /*shape_dynamism=*/1);
  const int32_t pooled = p.float_tensor({1, kOut, 1, 1}, 1);
  const int32_t logits = p.float_tensor({1, kClasses}, 1);
  p.inputs = {x};
  p.outputs = {logits};
  p.delegate_call(p.delegate("XnnpackBackend", features_blob(w)), {x, pooled});
  const int32_t classifier = p.delegate("XnnpackBackend", classifier_blob(w, externals));
  switch (externals) {
    case Externals::inputs_first:
      p.delegate_call(classifier, {pooled, logits});
      break;
    case Externals::outputs_first:
      p.delegate_call(classifier, {logits, pooled});
      break;
    case Externals::with_unused_id:
      p.delegate_call(classifier, {pooled, p.int_value(1), logits});
      break;
  }
  return p.finish();
}

float relu(float x) { return x > 0.0f ? x : 0.0f; }

// NCHW input, OHWI filter, padding 1: the ReLU of a 3x3 convolution, NCHW output.
std::vector<float> reference_conv3x3(const std::vector<float>& input, size_t c_in, size_t c_out, size_t h, size_t w,
                                     const std::vector<float>& filter, const std::vector<float>& bias) {
  std::vector<float> output(c_out * h * w);
  for (size_t o = 0; o < c_out; o++) {
    for (size_t y = 0; y < h; y++) {
      for (size_t x = 0; x < w; x++) {
        double sum = bias[o];
        for (size_t ky = 0; ky < 3; ky++) {
          for (size_t kx = 0; kx < 3; kx++) {
            const size_t iy = y + ky, ix = x + kx;  // padded coordinates
            if (iy < 1 || ix < 1 || iy > h || ix > w) continue;
            for (size_t i = 0; i < c_in; i++) {
              sum += double(filter[((o * 3 + ky) * 3 + kx) * c_in + i]) * input[(i * h + iy - 1) * w + ix - 1];
            }
          }
        }
        output[(o * h + y) * w + x] = relu(float(sum));
      }
    }
  }
  return output;
}

std::vector<float> reference_net(const Weights& weights, const std::vector<float>& x, size_t h, size_t w) {
  const std::vector<float> a = reference_conv3x3(x, kIn, kMid, h, w, weights.conv1, weights.bias1);
  const std::vector<float> b = reference_conv3x3(a, kMid, kOut, h, w, weights.conv2, weights.bias2);
  std::vector<double> pooled(kOut);
  for (size_t c = 0; c < kOut; c++) {
    for (size_t i = 0; i < h * w; i++) pooled[c] += b[c * h * w + i];
    pooled[c] /= double(h * w);
  }
  std::vector<float> logits(kClasses);
  for (size_t k = 0; k < kClasses; k++) {
    double sum = weights.bias3[k];
    for (size_t c = 0; c < kOut; c++) sum += weights.linear[k * kOut + c] * pooled[c];
    logits[k] = float(sum);
  }
  return logits;
}

// Runs `bytes` with the input changing shape between runs; every run matches the reference.
void expect_runs_match_reference(const Weights& weights, const std::vector<uint8_t>& bytes) {
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  EXPECT_EQ(xnn_model_runner_num_runtimes(runner), 2u);
  const size_t shapes[][2] = {{32, 32}, {48, 40}, {32, 32}, {17, 9}, {48, 40}};
  uint32_t seed = 10;
  for (const auto& hw : shapes) {
    const size_t h = hw[0], w = hw[1];
    SCOPED_TRACE(std::to_string(h) + "x" + std::to_string(w));
    std::vector<float> x = random_vector(kIn * h * w, seed++);
    const std::vector<float> expected = reference_net(weights, x, h, w);
    x.resize(x.size() + XNN_EXTRA_BYTES / sizeof(float));
    const size_t dims[4] = {1, kIn, h, w};
    ASSERT_EQ(xnn_model_reshape_input(runner, 0, 4, dims), xnn_status_success);
    ASSERT_EQ(xnn_model_set_input(runner, 0, x.data()), xnn_status_success);
    ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
    xnn_model_tensor_info info;
    const void* data = nullptr;
    ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
    ASSERT_EQ(info.num_dims, 2u);
    EXPECT_EQ(info.dims[0], 1u);
    EXPECT_EQ(info.dims[1], kClasses);
    const float* logits = static_cast<const float*>(data);
    for (size_t k = 0; k < kClasses; k++) EXPECT_NEAR(logits[k], expected[k], 1e-4f * (1.0f + std::abs(expected[k])));
  }
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
}

TEST(Chains, conv_net_with_dynamic_height_and_width_across_two_delegates) {
  const Weights weights;
  const std::vector<uint8_t> bytes = conv_net_program(weights);
  models_test::save_fuzz_seed("conv-net-two-delegates.pte", bytes);
  expect_runs_match_reference(weights, bytes);
}

// The args are indexed by external id: a delegate whose output has the lower id takes {output, input}. (Read in
// order, the second call took the logits as its input: "a model input has no data".)
TEST(Chains, args_follow_external_ids_when_outputs_come_first) {
  const Weights weights;
  const std::vector<uint8_t> bytes = conv_net_program(weights, Externals::outputs_first);
  models_test::save_fuzz_seed("conv-net-outputs-first.pte", bytes);
  expect_runs_match_reference(weights, bytes);
}

// An external id no graph value takes (a symbolic size in ExecuTorch) still has its arg, which is not read.
TEST(Chains, arg_of_an_external_id_without_a_value_is_skipped) {
  const Weights weights;
  expect_runs_match_reference(weights, conv_net_program(weights, Externals::with_unused_id));
}

// A call reading a value no earlier call writes is refused when the program is loaded, naming the value.
TEST(Chains, value_read_before_any_call_writes_it_is_refused) {
  const Weights weights;
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, kIn, 64, 64}, 1);
  const int32_t pooled = p.float_tensor({1, kOut, 1, 1}, 1);
  const int32_t logits = p.float_tensor({1, kClasses}, 1);
  p.inputs = {x};
  p.outputs = {logits};
  const int32_t features = p.delegate("XnnpackBackend", features_blob(weights));
  p.delegate_call(p.delegate("XnnpackBackend", classifier_blob(weights)), {pooled, logits});
  p.delegate_call(features, {x, pooled});
  xnn_decoded_model model;
  const xnn_model_problem problem = models_test::decode(p.finish(), &model);
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
  EXPECT_NE(problem.message.find("instruction 0 arg 0 (an input of delegate 1) is value 1, which is not a method "
                                 "input, a constant or an output of an earlier instruction"),
            std::string::npos)
      << problem.message;
}

}  // namespace
