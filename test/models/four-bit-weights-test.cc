// ExecuTorch's 4-bit linear layers as its XNNPACK delegate writes them: fp32 input -> convert -> qdint8 (per token) ->
// fully connected with a qcint4 filter (PerChannelQuant, zero point 8) or a qbint4 filter (PerChannelGroupQuant, bf16
// block scales in constant data or fp32 scales in the graph) -> fp32 output. Loaded from the file, each gives the
// bytes of the same layer defined through the subgraph API; 4-bit constants must hold whole bytes per row.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <xnnpack.h>

#include "graph-builder.h"
#include "run-model.h"
#include "subgraph-writer.h"
#include "subgraph/subgraph.h"
#include "subgraph/subgraph-tester.h"
#include "test-data.h"

namespace {

constexpr size_t kBatch = 3, kIn = 64, kOut = 10, kBlock = 32;
constexpr int16_t kFp32 = 1, kQcint4 = 8, kQdint8 = 9, kQbint4 = 10;
constexpr uint8_t kPerChannelQuant = 1, kPerTokenDynamicQuant = 3, kPerChannelGroupQuant = 4;
constexpr uint8_t kFullyConnectedNode = 2, kConvertNode = 18;

std::vector<uint8_t> nibbles(size_t rows, size_t columns) {
  std::vector<uint8_t> bytes(rows * ((columns + 1) / 2) + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < rows * ((columns + 1) / 2); i++) bytes[i] = uint8_t(i * 73 + 19);
  return bytes;
}

template <typename T>
std::vector<uint8_t> bytes_of(const std::vector<T>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(T));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

struct Layer {
  size_t in = kIn;
  std::vector<uint8_t> filter;
  std::vector<float> channel_scales, bias = random_vector(kOut, 7);
  std::vector<uint16_t> block_scales;  // bf16
};

// The layer as an XN00 graph: values 0 input, 1 output, 2 qdint8, 3 filter, 4 bias.
std::vector<uint8_t> graph_file(const Layer& layer, bool blockwise, bool bf16_in_constant_data,
                                size_t filter_bytes = 0) {
  xnn_graph_file_builder g;
  g.fp32({uint32_t(kBatch), uint32_t(layer.in)}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({uint32_t(kBatch), uint32_t(kOut)}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.quantized(g.tensor(kQdint8, {uint32_t(kBatch), uint32_t(layer.in)}, 2), kPerTokenDynamicQuant,
              g.per_token_dynamic(1));
  std::vector<uint8_t> filter(layer.filter.begin(), layer.filter.end() - XNN_EXTRA_BYTES);
  if (filter_bytes != 0) filter.resize(filter_bytes);
  const uint32_t filter_buffer = g.constant(filter);
  const xnn_flatbuffer_ref filter_tensor =
      g.tensor(blockwise ? kQbint4 : kQcint4, {uint32_t(kOut), uint32_t(layer.in)}, 3, XNN_INVALID_VALUE_ID, 0,
               filter_buffer);
  if (!blockwise) {
    g.quantized(filter_tensor, kPerChannelQuant, g.per_channel(layer.channel_scales, 0));
  } else if (bf16_in_constant_data) {
    const uint32_t scales = g.constant(bytes_of(layer.block_scales));
    g.quantized(filter_tensor, kPerChannelGroupQuant, g.per_channel_group(0, kBlock, scales, layer.block_scales.size()));
  } else {
    std::vector<float> scales;
    for (uint16_t s : layer.block_scales) {
      const uint32_t bits = uint32_t(s) << 16;
      float value;
      std::memcpy(&value, &bits, sizeof(value));
      scales.push_back(value);  // bf16 values, so the conversion back is exact
    }
    g.quantized(filter_tensor, kPerChannelGroupQuant, g.per_channel_group(0, kBlock, 0, scales.size(), scales));
  }
  g.fp32({uint32_t(kOut)}, 0, g.constant(bytes_of(layer.bias)));
  g.unary(kConvertNode, 0, 2);
  g.node(kFullyConnectedNode, g.fields({{0, 2}, {1, 3}, {2, 4}, {3, 1}}));
  return g.finish();
}

using Subgraph = std::unique_ptr<xnn_subgraph, decltype(&xnn_delete_subgraph)>;

// The older encoding of the same layer: no qdint8 value and no convert, but the fp32 input marked with dq_datatype
// qint8 (values 0 input, 1 output, 2 filter, 3 bias), as ExecuTorch wrote dynamically quantized linear layers before.
std::vector<uint8_t> legacy_graph_file(const Layer& layer, int16_t dq_datatype = 3 /* qint8 */) {
  xnn_graph_file_builder g;
  const xnn_flatbuffer_ref input = g.tensor(kFp32, {uint32_t(kBatch), uint32_t(layer.in)}, 0, 0,
                                            XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.w.scalar<int16_t>(input, 7, dq_datatype);
  g.value(input);
  g.fp32({uint32_t(kBatch), uint32_t(kOut)}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const std::vector<uint8_t> filter(layer.filter.begin(), layer.filter.end() - XNN_EXTRA_BYTES);
  g.quantized(g.tensor(kQcint4, {uint32_t(kOut), uint32_t(layer.in)}, 2, XNN_INVALID_VALUE_ID, 0, g.constant(filter)),
              kPerChannelQuant, g.per_channel(layer.channel_scales, 0));
  g.value(g.tensor(kFp32, {uint32_t(kOut)}, 3, XNN_INVALID_VALUE_ID, 0, g.constant(bytes_of(layer.bias))));
  g.node(kFullyConnectedNode, g.fields({{0, 0}, {1, 2}, {2, 3}, {3, 1}}));
  return g.finish();
}

// The same layer through the subgraph API (external ids 0 input, 1 output).
Subgraph define_layer(const Layer& layer, bool blockwise) {
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  Subgraph owner(subgraph, xnn_delete_subgraph);
  const size_t x_dims[] = {kBatch, layer.in}, y_dims[] = {kBatch, kOut}, filter_dims[] = {kOut, layer.in};
  uint32_t x, y, q, filter, bias;
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 2, x_dims, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                    &x), xnn_status_success);
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 2, y_dims, nullptr, 1,
                                    XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y), xnn_status_success);
  EXPECT_EQ(xnn_define_dynamically_quantized_tensor_value(subgraph, xnn_datatype_qdint8, 2, 1, x_dims,
                                                          XNN_INVALID_VALUE_ID, 0, &q), xnn_status_success);
  if (blockwise) {
    EXPECT_EQ(xnn_define_blockwise_quantized_tensor_value(subgraph, xnn_datatype_qbint4, 8, layer.block_scales.data(),
                                                          2, 0, kBlock, filter_dims, layer.filter.data(),
                                                          XNN_INVALID_VALUE_ID, 0, &filter), xnn_status_success);
  } else {
    EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(subgraph, xnn_datatype_qcint4, 8,
                                                               layer.channel_scales.data(), 2, 0, filter_dims,
                                                               layer.filter.data(), XNN_INVALID_VALUE_ID, 0, &filter),
              xnn_status_success);
  }
  const size_t bias_dims[] = {kOut};
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 1, bias_dims, layer.bias.data(),
                                    XNN_INVALID_VALUE_ID, 0, &bias), xnn_status_success);
  EXPECT_EQ(xnn_define_convert(subgraph, x, q, 0), xnn_status_success);
  EXPECT_EQ(xnn_define_fully_connected(subgraph, -INFINITY, INFINITY, q, filter, bias, y, 0), xnn_status_success);
  return owner;
}

std::vector<float> run_defined(const Layer& layer, bool blockwise, const std::vector<float>& input) {
  const Subgraph subgraph = define_layer(layer, blockwise);
  xnn_runtime_t runtime = nullptr;
  std::vector<float> output(kBatch * kOut);
  EXPECT_EQ(xnn_create_runtime(subgraph.get(), &runtime), xnn_status_success);
  const xnn_external_value externals[] = {{0, const_cast<float*>(input.data())}, {1, output.data()}};
  EXPECT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  return output;
}

Layer make_layer(size_t in) {
  Layer layer;
  layer.in = in;
  layer.filter = nibbles(kOut, in);
  for (size_t c = 0; c < kOut; c++) layer.channel_scales.push_back(0.01f + 0.002f * float(c));
  for (size_t b = 0; b < kOut * in / kBlock; b++) layer.block_scales.push_back(uint16_t(0x3C00 + 37 * b % 512));
  return layer;
}

TEST(FourBitWeights, qcint4_fully_connected_from_a_file_equals_the_defined_layer) {
  for (size_t in : {kIn, size_t(63)}) {  // an odd row: each row of nibbles starts on a byte
    SCOPED_TRACE(in);
    const Layer layer = make_layer(in);
    const std::vector<float> input = random_vector(kBatch * in, 3);
    const std::vector<float> expected = run_defined(layer, false, input);
    ASSERT_NE(expected, std::vector<float>(expected.size(), 0.0f));
    EXPECT_EQ(models_test::run_model(graph_file(layer, false, false), {input}), expected);
  }
}

TEST(FourBitWeights, qbint4_fully_connected_from_a_file_equals_the_defined_layer) {
  const Layer layer = make_layer(kIn);
  const std::vector<float> input = random_vector(kBatch * kIn, 5);
  const std::vector<float> expected = run_defined(layer, true, input);
  ASSERT_NE(expected, std::vector<float>(expected.size(), 0.0f));
  for (bool bf16_in_constant_data : {true, false}) {
    SCOPED_TRACE(bf16_in_constant_data ? "bf16 scales in constant data" : "fp32 scales in the graph");
    const std::vector<uint8_t> bytes = graph_file(layer, true, bf16_in_constant_data);
    if (bf16_in_constant_data) models_test::save_fuzz_seed("qbint4-fully-connected.xnn", bytes);
    EXPECT_EQ(models_test::run_model(bytes, {input}), expected);
  }
}

TEST(FourBitWeights, an_input_marked_with_dq_datatype_is_converted_as_executorch_does) {
  const Layer layer = make_layer(kIn);
  const std::vector<float> input = random_vector(kBatch * kIn, 11);
  const std::vector<float> expected = run_defined(layer, false, input);
  const std::vector<uint8_t> bytes = legacy_graph_file(layer);
  models_test::save_fuzz_seed("dq-datatype-input.xnn", bytes);
  EXPECT_EQ(models_test::run_model(bytes, {input}), expected);
  const std::vector<uint8_t> qcint8 = legacy_graph_file(layer, 6);
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer(qcint8.data(), qcint8.size(), nullptr, &model), xnn_status_unsupported_parameter);
  EXPECT_EQ(model, nullptr);
}

// The writer writes both kinds as ExecuTorch does; read back, they run to the same bytes.
TEST(FourBitWeights, written_layers_read_back_to_the_same_outputs) {
  for (bool blockwise : {false, true}) {
    SCOPED_TRACE(blockwise ? "qbint4" : "qcint4");
    const Layer layer = make_layer(blockwise ? kIn : 63);
    const std::vector<float> input = random_vector(kBatch * layer.in, 9);
    const std::vector<float> expected = run_defined(layer, blockwise, input);
    const Subgraph subgraph = define_layer(layer, blockwise);
    std::vector<uint8_t> bytes;
    std::string problem;
    ASSERT_TRUE(xnn_write_subgraph(*subgraph, &bytes, &problem)) << problem;
    EXPECT_EQ(models_test::run_model(bytes, {input}), expected);
  }
}

// [10, 63] 4-bit weights need 10 rows of 32 bytes; the 315 bytes that 630 nibbles would fill without row padding
// are refused.
TEST(FourBitWeights, a_constant_without_whole_bytes_per_row_is_refused) {
  const Layer layer = make_layer(63);
  const std::vector<uint8_t> bytes = graph_file(layer, false, false, kOut * 63 / 2);
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_invalid_parameter);
  EXPECT_EQ(model, nullptr);
}

}  // namespace
