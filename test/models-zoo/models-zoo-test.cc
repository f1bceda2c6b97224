// The model zoo on the runtime: each model against the reference evaluator (the same description, plain reference
// operators), 1 and 2 threads bit-identical, the arena within 1.15x of its lower bound, and MobileNet v2 reshaped
// between input sizes giving the same results as runtimes created for each size. The int8 models give the bytes of
// the integer reference evaluator and stay close to the fp32 model they were quantized from. The dynamically quantized
// models (qd8 fully connected layers) give the bits of the integer formulas layer by layer, stay within a small bound
// of the reference evaluator end to end, and within a stated relative error of their fp32 models. MobileNet v2 forced
// to fp16 stays within a stated relative error of fp32.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "models-zoo/dynamic-quantization-reference.h"
#include "models-zoo/quantized-reference-evaluator.h"
#include "models-zoo/reference-evaluator.h"
#include "models.h"
#include "operators/reference.h"
#include "subgraph/subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

constexpr uint32_t kSeed = 42;

struct ZooCase {
  std::string name;
  std::function<xnn_zoo_model(xnn_zoo_weights&)> describe;
};

// Small sizes keep the double-precision reference fast, also under qemu and node.
const ZooCase kCases[] = {
    {"mobilenet_v1_32x32_batch2",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v1(w, 2, 32, 32, kSeed); }},
    {"mobilenet_v2_64x64", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 64, 64, kSeed); }},
    {"mobilenet_v3_small_64x64",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v3_small(w, 1, 64, 64, kSeed); }},
    {"transformer_single_head",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_transformer_block(w, 2, 8, 32, 1, 64, kSeed); }},
    {"transformer_4_heads",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_transformer_block(w, 2, 8, 32, 4, 64, kSeed); }},
    // The decoder layer at a reduced size with a prefill (the causal mask); the real size is checked below.
    {"llm_decoder_dim64_prefill_8",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_llm_decoder_layer(w, 2, 8, 64, 4, 160, kSeed); }},
};

using Runtime = std::unique_ptr<xnn_runtime, decltype(&xnn_delete_runtime)>;
using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

Runtime create(const xnn_zoo_model& model, pthreadpool_t pool) {
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_zoo_create_runtime(model, pool, 0, &runtime), xnn_status_success);
  return Runtime(runtime, xnn_delete_runtime);
}

// One inference; the input has the shape the runtime was last reshaped to.
std::vector<float> infer(xnn_runtime_t runtime, const std::vector<float>& input) {
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  EXPECT_EQ(xnn_get_external_value_shape(runtime, 1, &num_dims, dims), xnn_status_success);
  std::vector<float> output(reference_elements(std::vector<size_t>(dims, dims + num_dims)));
  const xnn_external_value externals[] = {{0, const_cast<float*>(input.data())}, {1, output.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  return output;
}

class ModelZoo : public testing::TestWithParam<ZooCase> {
 protected:
  void SetUp() override {
    model_ = GetParam().describe(weights_);
    input_ = random_vector(reference_elements(model_.tensors[0].shape), 7);
  }
  xnn_zoo_weights weights_;
  xnn_zoo_model model_;
  std::vector<float> input_;
};

TEST_P(ModelZoo, matches_reference_operators) {
  const Runtime runtime = create(model_, nullptr);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> output = infer(runtime.get(), input_);
  const std::vector<float> expected = reference_evaluate(model_, input_);
  ASSERT_EQ(output.size(), expected.size());
  double largest = 0.0, sum = 0.0, sum_squares = 0.0;
  for (float e : expected) largest = std::max(largest, double(std::abs(e))), sum += e, sum_squares += double(e) * e;
  const double mean = sum / double(expected.size());
  // Outputs of a sane range: finite, not constant.
  ASSERT_TRUE(std::isfinite(largest));
  ASSERT_GT(sum_squares / double(expected.size()) - mean * mean, 1e-6 * largest * largest);
  // Float rounding through dozens of layers, against a double-precision reference, relative to the output's scale
  // (the largest deviation measured on x86 is below 1e-6 of it).
  const double tolerance = 2e-5 * largest;
  for (size_t i = 0; i < output.size(); i++) {
    ASSERT_NEAR(output[i], expected[i], tolerance) << "output " << i << " of " << output.size();
  }

}

TEST_P(ModelZoo, two_threads_bit_identical_to_one) {
  const Pool pool(pthreadpool_create(2), pthreadpool_destroy);
  const Runtime one = create(model_, nullptr), two = create(model_, pool.get());
  ASSERT_NE(one, nullptr);
  ASSERT_NE(two, nullptr);
  const std::vector<float> a = infer(one.get(), input_), b = infer(two.get(), input_);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); i++) ASSERT_EQ(a[i], b[i]) << "output " << i;
}

TEST_P(ModelZoo, arena_within_115_percent_of_lower_bound) {
  const Runtime runtime = create(model_, nullptr);
  ASSERT_NE(runtime, nullptr);
  EXPECT_LE(double(runtime->arena_size), 1.15 * double(runtime->arena_lower_bound))
      << "arena " << runtime->arena_size << " bytes, lower bound " << runtime->arena_lower_bound;
}

INSTANTIATE_TEST_SUITE_P(Models, ModelZoo, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ZooCase>& info) { return info.param.name; });

// Depth-first blocks (docs/fused-execution.md) at the size where they turn on, with every output-stage fusion: the
// fused runtime's bits are the same at 1 and 2 threads, and within the reassociation of XNN_FLAG_NO_OPERATOR_FUSION's
// outputs (the blocks and the adds and unary ops in output stages give the unfused bits; a global average pooling
// fused into its convolution sums the pixels in another order: matches_reference_operators's bound, 2e-5 of the
// largest output). No reference evaluation: a few inferences.
TEST(DepthFirstBlocks, mobilenets_at_224_fused_near_unfused_and_bitwise_across_threads) {
  const std::pair<const char*, std::function<xnn_zoo_model(xnn_zoo_weights&)>> models[] = {
      {"mobilenet_v1_224", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v1(w, 1, 224, 224, kSeed); }},
      {"mobilenet_v2_224", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 224, 224, kSeed); }},
      {"mobilenet_v3_small_224",
       [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v3_small(w, 1, 224, 224, kSeed); }},
  };
  const Pool pool(pthreadpool_create(2), pthreadpool_destroy);
  for (const auto& m : models) {
    xnn_zoo_weights weights;
    const xnn_zoo_model model = m.second(weights);
    const std::vector<float> input = random_vector(reference_elements(model.tensors[0].shape), 7);
    xnn_runtime_t raw = nullptr;
    ASSERT_EQ(xnn_zoo_create_runtime(model, nullptr, XNN_FLAG_NO_OPERATOR_FUSION, &raw), xnn_status_success);
    const Runtime unfused(raw, xnn_delete_runtime);
    const std::vector<float> expected = infer(unfused.get(), input);
    double largest = 0.0;
    for (float e : expected) largest = std::max(largest, double(std::abs(e)));
    std::vector<float> one_thread;
    for (pthreadpool_t threads : {static_cast<pthreadpool_t>(nullptr), pool.get()}) {
      const Runtime fused = create(model, threads);
      ASSERT_NE(fused, nullptr);
      const std::vector<float> output = infer(fused.get(), input);
      size_t in_blocks = 0;
      for (const xnn_runtime_node& n : fused->nodes) in_blocks += n.done_in_block ? 1 : 0;
      if (std::string(m.first) == "mobilenet_v2_224") {
        EXPECT_GT(in_blocks, 0u) << m.first << ": no depth-first block is active";
      }
      ASSERT_EQ(output.size(), expected.size());
      for (size_t i = 0; i < output.size(); i++) {
        ASSERT_NEAR(output[i], expected[i], 2e-5 * largest) << m.first << " output " << i;
      }
      if (threads == nullptr) {
        one_thread = output;
      } else {
        EXPECT_EQ(std::memcmp(output.data(), one_thread.data(), output.size() * sizeof(float)), 0)
            << m.first << " at 2 threads, " << in_blocks << " nodes in blocks";
      }
    }
  }
}

// An int8 model beside the fp32 model it was quantized from.
struct QuantizedZooCase {
  std::string name;
  std::function<xnn_zoo_model(xnn_zoo_weights&)> describe_fp32;
};

xnn_zoo_model quantized(const xnn_zoo_model& fp32, xnn_zoo_weights& weights) {
  xnn_zoo_model q;
  EXPECT_TRUE(xnn_zoo_quantize_qs8(fp32, weights, &q));
  return q;
}

const QuantizedZooCase kQuantizedCases[] = {
    {"mobilenet_v1_32x32_batch2",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v1(w, 2, 32, 32, kSeed); }},
    {"mobilenet_v2_64x64", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 64, 64, kSeed); }},
};

class QuantizedModelZoo : public testing::TestWithParam<QuantizedZooCase> {
 protected:
  void SetUp() override {
    fp32_ = GetParam().describe_fp32(weights_);
    model_ = quantized(fp32_, weights_);
    input_ = random_vector(reference_elements(model_.tensors[0].shape), 7);
  }
  xnn_zoo_weights weights_;
  xnn_zoo_model fp32_, model_;
  std::vector<float> input_;
};

TEST_P(QuantizedModelZoo, matches_integer_reference_bit_for_bit) {
  const Runtime runtime = create(model_, nullptr);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> output = infer(runtime.get(), input_);
  const std::vector<float> expected = quantized_reference_evaluate(model_, input_);
  ASSERT_EQ(output.size(), expected.size());
  for (size_t i = 0; i < output.size(); i++) ASSERT_EQ(output[i], expected[i]) << "output " << i;
}

TEST_P(QuantizedModelZoo, two_threads_bit_identical_to_one) {
  const Pool pool(pthreadpool_create(2), pthreadpool_destroy);
  const Runtime one = create(model_, nullptr), two = create(model_, pool.get());
  ASSERT_NE(one, nullptr);
  ASSERT_NE(two, nullptr);
  const std::vector<float> a = infer(one.get(), input_), b = infer(two.get(), input_);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); i++) ASSERT_EQ(a[i], b[i]) << "output " << i;
}

// Quantization noise through the whole network, measured against the fp32 model: the outputs correlate (a broken
// scale, zero point or bias would leave noise or a constant). Measured: 0.975 (v1), 0.994 (v2).
TEST_P(QuantizedModelZoo, tracks_the_fp32_model) {
  const std::vector<float> q = quantized_reference_evaluate(model_, input_);
  const std::vector<float> f = reference_evaluate(fp32_, input_);
  ASSERT_EQ(q.size(), f.size());
  double qm = 0, fm = 0;
  for (size_t i = 0; i < q.size(); i++) qm += q[i], fm += f[i];
  qm /= double(q.size()), fm /= double(f.size());
  double qf = 0, qq = 0, ff = 0;
  for (size_t i = 0; i < q.size(); i++) {
    qf += (q[i] - qm) * (f[i] - fm), qq += (q[i] - qm) * (q[i] - qm), ff += (f[i] - fm) * (f[i] - fm);
  }
  EXPECT_GT(qf / std::sqrt(qq * ff), 0.95);
}

TEST_P(QuantizedModelZoo, arena_within_115_percent_of_lower_bound) {
  const Runtime runtime = create(model_, nullptr);
  ASSERT_NE(runtime, nullptr);
  EXPECT_LE(double(runtime->arena_size), 1.15 * double(runtime->arena_lower_bound))
      << "arena " << runtime->arena_size << " bytes, lower bound " << runtime->arena_lower_bound;
}

INSTANTIATE_TEST_SUITE_P(Models, QuantizedModelZoo, testing::ValuesIn(kQuantizedCases),
                         [](const testing::TestParamInfo<QuantizedZooCase>& info) { return info.param.name; });

// A dynamically quantized model beside the fp32 model it was quantized from.
struct DynamicZooCase {
  std::string name;
  std::function<xnn_zoo_model(xnn_zoo_weights&)> describe_fp32;
  xnn_zoo_qd8_weights kind;
  double max_relative_error;  // of the output against the fp32 model's, in the L2 norm
};

constexpr size_t kBlockSize = 32;

xnn_zoo_model transformer_4_heads(xnn_zoo_weights& w) {
  return xnn_zoo_describe_transformer_block(w, 2, 8, 32, 4, 64, kSeed);
}
xnn_zoo_model decoder_prefill(xnn_zoo_weights& w) {
  return xnn_zoo_describe_llm_decoder_layer(w, 2, 8, 64, 4, 160, kSeed);
}

// Bounds about 1.5x the errors measured on x86: transformer qc8w 0.0062, qb4w 0.079; prefill qc8w 0.013, qc4w 0.138,
// qb4w 0.131. 4-bit weights of the zoo's uniform random filters round with a step of max|w| / 7: noise of 7% of each
// weight's spread per layer, and the feed-forward network has two layers in series.
const DynamicZooCase kDynamicCases[] = {
    {"transformer_4_heads_qd8_qc8w", transformer_4_heads, xnn_zoo_qd8_weights::qc8w, 0.01},
    {"transformer_4_heads_qd8_qb4w", transformer_4_heads, xnn_zoo_qd8_weights::qb4w, 0.12},
    {"llm_decoder_dim64_prefill_8_qd8_qc8w", decoder_prefill, xnn_zoo_qd8_weights::qc8w, 0.02},
    {"llm_decoder_dim64_prefill_8_qd8_qc4w", decoder_prefill, xnn_zoo_qd8_weights::qc4w, 0.2},
    {"llm_decoder_dim64_prefill_8_qd8_qb4w", decoder_prefill, xnn_zoo_qd8_weights::qb4w, 0.2},
};

double relative_l2_error(const std::vector<float>& actual, const std::vector<float>& expected) {
  double error = 0.0, norm = 0.0;
  for (size_t i = 0; i < actual.size(); i++) {
    error += (double(actual[i]) - expected[i]) * (double(actual[i]) - expected[i]);
    norm += double(expected[i]) * expected[i];
  }
  return std::sqrt(error / norm);
}

// Fully connected layer `index` of a dynamically quantized description alone, with the convert before it, on an fp32
// input of `rows` rows.
xnn_zoo_model linear_layer_alone(const xnn_zoo_model& model, size_t index, size_t rows) {
  xnn_zoo_layer layer = model.layers[index];
  const std::vector<size_t>& filter_shape = model.tensors[layer.inputs[1]].shape;
  xnn_zoo_model one;
  one.tensors = {xnn_zoo_tensor({rows, filter_shape[1]}), xnn_zoo_tensor({rows, filter_shape[0]}),
                 xnn_zoo_tensor({rows, filter_shape[1]}), model.tensors[layer.inputs[1]]};
  one.tensors[2].datatype = xnn_datatype_qdint8;
  if (layer.inputs[2] != kZooNoTensor) one.tensors.push_back(model.tensors[layer.inputs[2]]);
  xnn_zoo_layer convert(xnn_zoo_layer_kind::unary);
  convert.unary = xnn_unary_convert;
  convert.inputs[0] = 0, convert.output = 2;
  layer.inputs[0] = 2, layer.inputs[1] = 3, layer.output = 1;
  if (layer.inputs[2] != kZooNoTensor) layer.inputs[2] = 4;
  one.layers = {convert, layer};
  return one;
}

// Every quantized fully connected layer of a different shape (with its convert), alone on 5 rows of random input,
// equals the integer formulas bit for bit.
void expect_linear_layers_match_integer_formula(const xnn_zoo_model& model) {
  std::vector<std::vector<size_t>> shapes_seen;
  for (size_t i = 0; i < model.layers.size(); i++) {
    const xnn_zoo_layer& layer = model.layers[i];
    if (layer.kind != xnn_zoo_layer_kind::fully_connected) continue;
    ASSERT_EQ(model.tensors[layer.inputs[0]].datatype, xnn_datatype_qdint8) << "layer " << i;
    const std::vector<size_t>& shape = model.tensors[layer.inputs[1]].shape;
    if (std::find(shapes_seen.begin(), shapes_seen.end(), shape) != shapes_seen.end()) continue;
    shapes_seen.push_back(shape);
    const xnn_zoo_model one = linear_layer_alone(model, i, 5);
    const std::vector<float> input = random_vector(reference_elements(one.tensors[0].shape), uint32_t(i));
    const Runtime runtime = create(one, nullptr);
    ASSERT_NE(runtime, nullptr);
    const std::vector<float> output = infer(runtime.get(), input);
    const std::vector<float> expected = reference_evaluate(one, input);
    ASSERT_EQ(output.size(), expected.size());
    for (size_t j = 0; j < output.size(); j++) ASSERT_EQ(output[j], expected[j]) << "layer " << i << " output " << j;
  }
  EXPECT_FALSE(shapes_seen.empty());
}

// End to end, the fp32 layers around the quantized ones (double precision in the reference, float in the runtime)
// may move a value across a rounding boundary of a row's quantization: one step of that row times the weights. The
// bound is 2e-3 of the largest output; measured on x86: 6.4e-4 for the transformer with qb4w weights (after a layer
// norm), 0 (the same bits) for the others.
void expect_close_to_reference_evaluator(const xnn_zoo_model& model, const std::vector<float>& input) {
  const Runtime runtime = create(model, nullptr);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> output = infer(runtime.get(), input);
  const std::vector<float> expected = reference_evaluate(model, input);
  ASSERT_EQ(output.size(), expected.size());
  double largest = 0.0, deviation = 0.0;
  for (size_t i = 0; i < expected.size(); i++) {
    largest = std::max(largest, double(std::abs(expected[i])));
    deviation = std::max(deviation, double(std::abs(output[i] - expected[i])));
  }
  ASSERT_TRUE(std::isfinite(largest));
  testing::Test::RecordProperty("largest_deviation_relative", std::to_string(deviation / largest));
  EXPECT_LE(deviation, 2e-3 * largest) << "largest output " << largest;
}

void expect_tracks_fp32_model(const std::vector<float>& quantized, const std::vector<float>& fp32, double bound) {
  ASSERT_EQ(quantized.size(), fp32.size());
  const double error = relative_l2_error(quantized, fp32);
  testing::Test::RecordProperty("relative_l2_error", std::to_string(error));
  EXPECT_LT(error, bound);
}

class DynamicallyQuantizedModelZoo : public testing::TestWithParam<DynamicZooCase> {
 protected:
  void SetUp() override {
    fp32_ = GetParam().describe_fp32(weights_);
    ASSERT_TRUE(xnn_zoo_quantize_qd8(fp32_, weights_, GetParam().kind, kBlockSize, &model_));
    input_ = random_vector(reference_elements(model_.tensors[0].shape), 7);
  }
  xnn_zoo_weights weights_;
  xnn_zoo_model fp32_, model_;
  std::vector<float> input_;
};

TEST_P(DynamicallyQuantizedModelZoo, each_linear_layer_matches_integer_formula_bit_for_bit) {
  expect_linear_layers_match_integer_formula(model_);
}

TEST_P(DynamicallyQuantizedModelZoo, matches_reference_evaluator) {
  expect_close_to_reference_evaluator(model_, input_);
}

TEST_P(DynamicallyQuantizedModelZoo, tracks_the_fp32_model) {
  expect_tracks_fp32_model(reference_evaluate(model_, input_), reference_evaluate(fp32_, input_),
                           GetParam().max_relative_error);
}

TEST_P(DynamicallyQuantizedModelZoo, two_threads_bit_identical_to_one) {
  const Pool pool(pthreadpool_create(2), pthreadpool_destroy);
  const Runtime one = create(model_, nullptr), two = create(model_, pool.get());
  ASSERT_NE(one, nullptr);
  ASSERT_NE(two, nullptr);
  const std::vector<float> a = infer(one.get(), input_), b = infer(two.get(), input_);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); i++) ASSERT_EQ(a[i], b[i]) << "output " << i;
}

INSTANTIATE_TEST_SUITE_P(Models, DynamicallyQuantizedModelZoo, testing::ValuesIn(kDynamicCases),
                         [](const testing::TestParamInfo<DynamicZooCase>& info) { return info.param.name; });

TEST(DynamicQuantization, refuses_blocks_that_do_not_divide_the_inputs) {
  xnn_zoo_weights weights;
  xnn_zoo_model quantized;
  // The transformer's layers have 32 or 64 inputs.
  EXPECT_FALSE(xnn_zoo_quantize_qd8(transformer_4_heads(weights), weights, xnn_zoo_qd8_weights::qb4w, 64, &quantized));
  EXPECT_FALSE(xnn_zoo_quantize_qd8(transformer_4_heads(weights), weights, xnn_zoo_qd8_weights::qb4w, 16, &quantized));
}

// The decoder layer at its real size for one token (dim 2048, 16 heads, FFN 5632) in its three variants, described,
// quantized and evaluated by the reference once for the suite (51M weights each: the runtime checks above on the
// small models cover threads and the arena).
struct RealSizeDecoder {
  RealSizeDecoder() {
    fp32 = xnn_zoo_describe_llm_decoder_layer(weights, 1, 1, 2048, 16, 5632, kSeed);
    xnn_zoo_quantize_qd8(fp32, weights, xnn_zoo_qd8_weights::qc8w, kBlockSize, &qc8w);
    xnn_zoo_quantize_qd8(fp32, weights, xnn_zoo_qd8_weights::qb4w, kBlockSize, &qb4w);
    input = random_vector(2048, 7);
    fp32_expected = reference_evaluate(fp32, input);
  }
  xnn_zoo_weights weights;
  xnn_zoo_model fp32, qc8w, qb4w;
  std::vector<float> input, fp32_expected;
};

const RealSizeDecoder& real_size_decoder() {
  static const RealSizeDecoder decoder;
  return decoder;
}

TEST(LlmDecoderDim2048OneToken, fp32_matches_reference_operators) {
  const RealSizeDecoder& d = real_size_decoder();
  const Runtime runtime = create(d.fp32, nullptr);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> output = infer(runtime.get(), d.input);
  double largest = 0.0;
  for (float e : d.fp32_expected) largest = std::max(largest, double(std::abs(e)));
  ASSERT_EQ(output.size(), d.fp32_expected.size());
  for (size_t i = 0; i < output.size(); i++) ASSERT_NEAR(output[i], d.fp32_expected[i], 2e-5 * largest) << i;
}

TEST(LlmDecoderDim2048OneToken, qd8_qc8w_linear_layers_match_integer_formula_bit_for_bit) {
  expect_linear_layers_match_integer_formula(real_size_decoder().qc8w);
}

TEST(LlmDecoderDim2048OneToken, qd8_qb4w_linear_layers_match_integer_formula_bit_for_bit) {
  expect_linear_layers_match_integer_formula(real_size_decoder().qb4w);
}

TEST(LlmDecoderDim2048OneToken, qd8_qc8w_matches_reference_evaluator) {
  expect_close_to_reference_evaluator(real_size_decoder().qc8w, real_size_decoder().input);
}

TEST(LlmDecoderDim2048OneToken, qd8_qb4w_matches_reference_evaluator) {
  expect_close_to_reference_evaluator(real_size_decoder().qb4w, real_size_decoder().input);
}

// Measured on x86: qc8w 0.024, qb4w 0.130 (bounds about 1.5x).
TEST(LlmDecoderDim2048OneToken, qd8_qc8w_tracks_the_fp32_model) {
  const RealSizeDecoder& d = real_size_decoder();
  expect_tracks_fp32_model(reference_evaluate(d.qc8w, d.input), d.fp32_expected, 0.035);
}

TEST(LlmDecoderDim2048OneToken, qd8_qb4w_tracks_the_fp32_model) {
  const RealSizeDecoder& d = real_size_decoder();
  expect_tracks_fp32_model(reference_evaluate(d.qb4w, d.input), d.fp32_expected, 0.2);
}

// MobileNet v2 run with XNN_FLAG_FORCE_FP16_INFERENCE (fp32 outside, fp16 inside) against the same model in fp32. The
// bound: each of its L layers stores its output in fp16 (a relative rounding of at most 2^-11); the model's gains keep
// activations at unit scale through the layers, so each rounding reaches the logits about as large as it was made, and
// the relative L2 error of the logits stays below L * 2^-11 (the first-order sum of the L roundings). Measured on x86
// (AVX512-FP16 GEMMs accumulating in fp16): 0.008 against a bound of 0.031 (64 layers).
TEST(MobileNetV2Fp16, forced_fp16_logits_track_fp32) {
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 64, 64, kSeed);
  xnn_runtime_t forced = nullptr;
  ASSERT_EQ(xnn_zoo_create_runtime(model, nullptr, XNN_FLAG_FORCE_FP16_INFERENCE, &forced), xnn_status_success);
  const Runtime fp16(forced, xnn_delete_runtime);
  const Runtime fp32 = create(model, nullptr);
  ASSERT_NE(fp32, nullptr);
  const std::vector<float> input = random_vector(64 * 64 * 3, 7);
  expect_tracks_fp32_model(infer(fp16.get(), input), infer(fp32.get(), input),
                           double(model.layers.size()) * 0x1.0p-11);
}

// MobileNet v2 reshaped from `sizes[0]` to each next size gives what a runtime created for that size gives.
void expect_reshapes_match_fresh_runtimes(const std::vector<size_t>& sizes) {
  xnn_zoo_weights weights;
  const Runtime reshaped = create(xnn_zoo_describe_mobilenet_v2(weights, 1, sizes[0], sizes[0], kSeed), nullptr);
  ASSERT_NE(reshaped, nullptr);
  for (size_t size : sizes) {
    const std::vector<float> input = random_vector(size * size * 3, uint32_t(size));
    const size_t dims[] = {1, size, size, 3};
    ASSERT_EQ(xnn_reshape_external_value(reshaped.get(), 0, 4, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(reshaped.get()), xnn_status_success);
    xnn_zoo_weights fresh_weights;
    const Runtime fresh = create(xnn_zoo_describe_mobilenet_v2(fresh_weights, 1, size, size, kSeed), nullptr);
    ASSERT_NE(fresh, nullptr);
    const std::vector<float> a = infer(reshaped.get(), input), b = infer(fresh.get(), input);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); i++) ASSERT_EQ(a[i], b[i]) << size << "x" << size << " output " << i;
  }
}

TEST(MobileNetV2Reshape, from_64_to_48_and_back_matches_fresh_runtimes) {
  expect_reshapes_match_fresh_runtimes({64, 48, 64});
}

TEST(MobileNetV2Reshape, from_224_to_160_and_back_matches_fresh_runtimes) {
  expect_reshapes_match_fresh_runtimes({224, 160, 224});
}

// Without operator fusion: with it, shrinking may turn a depth-first block off (its intermediates then fit the L2
// budget), which changes the set of arena blocks and so re-plans by design (docs/fused-execution.md, "Arena").
TEST(MobileNetV2Reshape, shrinking_keeps_the_plan_and_growing_replans) {
  xnn_zoo_weights weights;
  xnn_runtime_t raw = nullptr;
  ASSERT_EQ(xnn_zoo_create_runtime(xnn_zoo_describe_mobilenet_v2(weights, 1, 64, 64, kSeed), nullptr,
                                   XNN_FLAG_NO_OPERATOR_FUSION, &raw),
            xnn_status_success);
  const Runtime runtime(raw, xnn_delete_runtime);
  const size_t arena = runtime->arena_size;
  const std::vector<size_t> offsets = runtime->arena_offset;
  const size_t smaller[] = {1, 48, 48, 3}, larger[] = {1, 80, 80, 3};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, smaller), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  EXPECT_EQ(runtime->arena_size, arena);
  EXPECT_EQ(runtime->arena_offset, offsets);
  EXPECT_LT(runtime->arena_lower_bound, arena);
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, larger), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  EXPECT_GT(runtime->arena_size, arena);
  EXPECT_LE(runtime->arena_size, runtime->workspace->size);
}

}  // namespace
