// Running models: the fixtures that can run give the right numbers; every node type with an operator gives the
// same outputs defined directly through the define API and loaded from a file made by the test writer; what
// cannot run yet is refused with a sentence naming it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <random>

#include <xnn-model.h>

#include "graph-builder.h"
#include "models/subgraph-builder.h"
#include "test-data.h"

namespace xnn::models {
namespace {

using testing::GraphBuilder;
using testing::Ref;

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

// Loads `bytes`, runs it with `inputs` (padded by the caller) and returns output `index`.
std::vector<float> run_model(const std::vector<uint8_t>& bytes, const std::vector<std::vector<float>>& inputs,
                             size_t index = 0, std::vector<size_t>* shape = nullptr) {
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  if (runner == nullptr) {
    xnn_model_delete(model);
    return {};
  }
  EXPECT_EQ(xnn_model_num_inputs(model), inputs.size());
  for (size_t i = 0; i < inputs.size(); i++) EXPECT_EQ(xnn_model_set_input(runner, i, inputs[i].data()), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  EXPECT_EQ(xnn_model_get_output(runner, index, &info, &data), xnn_status_success);
  size_t count = 1;
  for (size_t d = 0; d < info.num_dims; d++) count *= info.dims[d];
  if (shape != nullptr) shape->assign(info.dims, info.dims + info.num_dims);
  const float* values = static_cast<const float*>(data);
  std::vector<float> result(values, values + count);
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
  return result;
}

std::vector<float> padded(std::vector<float> values) {
  values.resize(values.size() + XNN_EXTRA_BYTES / sizeof(float));
  return values;
}

TEST(RunFixtures, add_graph_adds_its_inputs) {
  std::vector<float> x(24), y(24);
  for (size_t i = 0; i < 24; i++) x[i] = float(i), y[i] = 0.5f * float(i) - 3.0f;
  std::vector<size_t> shape;
  const std::vector<float> out = run_model(testing::read_test_file("add_graph.bin"), {padded(x), padded(y)}, 0,
                                           &shape);
  EXPECT_EQ(shape, (std::vector<size_t>{1, 2, 3, 4}));
  ASSERT_EQ(out.size(), 24u);
  for (size_t i = 0; i < 24; i++) EXPECT_EQ(out[i], x[i] + y[i]) << i;
}

TEST(RunFixtures, constant_add_with_clamp_in_every_container) {
  const std::vector<float> x = {-5.0f, -1.5f, 0.25f, 1.0f, 2.0f, 3.5f, 4.0f, 9.0f};
  for (const char* name : {"add_const_with_header.xnn", "add_inline.pte", "add_segment.pte"}) {
    SCOPED_TRACE(name);
    const std::vector<float> out = run_model(testing::read_test_file(name), {padded(x)});
    ASSERT_EQ(out.size(), 8u);
    for (size_t i = 0; i < 8; i++) EXPECT_EQ(out[i], std::min(std::max(x[i] + float(i % 4 + 1), 0.0f), 6.0f)) << i;
  }
}

TEST(RunFixtures, executorch_add_and_broadcast_multiply) {
  const std::vector<float> x = {1.0f, -2.0f, 3.5f}, y = {0.5f, 4.0f, -1.0f};
  const std::vector<float> sum = run_model(testing::read_test_file("add.pte"), {padded(x), padded(y)});
  ASSERT_EQ(sum.size(), 3u);
  for (size_t i = 0; i < 3; i++) EXPECT_EQ(sum[i], x[i] + y[i]);

  // The exported program holds the multiplier as a constant [1] tensor of 2.
  std::vector<float> v(8);
  for (size_t i = 0; i < 8; i++) v[i] = float(i) - 2.5f;
  const std::vector<float> product = run_model(testing::read_test_file("dynamic.pte"), {padded(v)});
  ASSERT_EQ(product.size(), 8u);
  for (size_t i = 0; i < 8; i++) EXPECT_EQ(product[i], v[i] * 2.0f);
}

TEST(RunFixtures, quantized_program_is_refused_naming_qint8) {
  Model model;
  ASSERT_EQ(testing::decode(testing::read_test_file("quantized.pte"), &model).status, xnn_status_success);
  ASSERT_FALSE(model.method.delegates.empty());
  BuiltSubgraph built;
  Problem problem;
  EXPECT_FALSE(build_subgraph(model.method.delegates[0], &built, &problem));
  EXPECT_EQ(problem.status, xnn_status_unsupported_parameter);
  EXPECT_NE(problem.message.find("qint8 is not supported yet"), std::string::npos) << problem.message;
  EXPECT_NE(problem.message.find("node #0 (XNNConvert)"), std::string::npos) << problem.message;

  xnn_model_t loaded = nullptr;
  const std::vector<uint8_t> bytes = testing::read_test_file("quantized.pte");
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &loaded), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(loaded, nullptr, 0, &runner), xnn_status_unsupported_parameter);
  EXPECT_EQ(runner, nullptr);
  xnn_model_delete(loaded);
}

// Every single-byte change of the small fixtures that still decodes is built, and run when its tensors are small:
// the builder and the runtime refuse what they cannot run, never crash.
TEST(RunFixtures, byte_changes_that_decode_build_or_are_refused) {
  for (const char* name : {"add_graph.bin", "add_const_with_header.xnn", "add_inline.pte"}) {
    SCOPED_TRACE(name);
    const std::vector<uint8_t> valid = testing::read_test_file(name);
    size_t built = 0;
    for (size_t i = 0; i < valid.size(); i++) {
      for (uint8_t value : {uint8_t(0), uint8_t(1), uint8_t(valid[i] ^ 0x80), uint8_t(0xFF)}) {
        std::vector<uint8_t> bytes = valid;
        bytes[i] = value;
        xnn_model_t model = nullptr;
        if (xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model) != xnn_status_success) continue;
        xnn_model_runner_t runner = nullptr;
        if (xnn_model_create_runner(model, nullptr, 0, &runner) == xnn_status_success) {
          built++;
          std::vector<std::vector<float>> inputs;
          bool small = true;
          for (size_t k = 0; k < xnn_model_num_inputs(model); k++) {
            xnn_model_tensor_info info;
            xnn_model_input_info(model, k, &info);
            size_t count = 1;
            for (size_t d = 0; d < info.num_dims && small; d++) {
              small = info.dims[d] <= (1u << 16) && count * info.dims[d] <= (1u << 16);
              count *= info.dims[d];
            }
            if (!small) break;
            inputs.push_back(padded(std::vector<float>(count, 1.0f)));
            xnn_model_set_input(runner, k, inputs.back().data());
          }
          if (small) xnn_model_run(runner);
          xnn_model_delete_runner(runner);
        }
        xnn_model_delete(model);
      }
    }
    EXPECT_GT(built, 0u);
  }
}

// Found by the test above under ASan: an internal value no node writes was read from unplanned arena space.
TEST(RunFixtures, value_read_but_never_written_is_refused) {
  GraphBuilder g;
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3});
  g.value(g.tensor(1, {2, 3}, 2, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  g.binary(1, 0, 1, 2);
  const std::vector<uint8_t> bytes = g.finish();
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_invalid_parameter);
  xnn_model_delete(model);
}

// ---------------------------------------------------------------------------------------------------------------
// Round trips: a one-node graph defined directly and the same graph written by the test writer, loaded and run.

struct ValueSpec {
  std::vector<uint32_t> dims;
  enum Role { input, constant, output, internal } role;
};

struct RoundTrip {
  const char* name;
  std::vector<ValueSpec> values;
  // Writes the node's member table (value ids = indices into `values`) and returns the XNode.
  std::function<Ref(GraphBuilder&)> write;
  // Defines the same node directly.
  std::function<xnn_status(xnn_subgraph_t)> define;
};

std::vector<float> random_values(size_t count, uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(count + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : values) x = uniform(random);
  return values;
}

size_t count_of(const std::vector<uint32_t>& dims) {
  size_t count = 1;
  for (uint32_t d : dims) count *= d;
  return count;
}

// The same constants and inputs for both sides: value i gets random_values(count, i).
std::vector<float> run_direct(const RoundTrip& c) {
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(uint32_t(c.values.size()), 0, &subgraph), xnn_status_success);
  std::vector<std::vector<float>> data(c.values.size());
  std::vector<xnn_external_value> externals;
  uint32_t output = 0;
  for (uint32_t id = 0; id < c.values.size(); id++) {
    const ValueSpec& v = c.values[id];
    data[id] = random_values(count_of(v.dims), id);
    const std::vector<size_t> dims(v.dims.begin(), v.dims.end());
    const uint32_t flags = v.role == ValueSpec::input    ? XNN_VALUE_FLAG_EXTERNAL_INPUT
                           : v.role == ValueSpec::output ? XNN_VALUE_FLAG_EXTERNAL_OUTPUT
                                                         : 0;
    uint32_t defined;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(),
                                      v.role == ValueSpec::constant ? data[id].data() : nullptr, id, flags, &defined),
              xnn_status_success);
    if (flags != 0) externals.push_back({id, data[id].data()});
    if (v.role == ValueSpec::output) output = id;
  }
  EXPECT_EQ(c.define(subgraph), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime(subgraph, &runtime), xnn_status_success);
  if (runtime != nullptr) {
    EXPECT_EQ(xnn_setup_runtime(runtime, externals.size(), externals.data()), xnn_status_success);
    EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
    xnn_delete_runtime(runtime);
  }
  xnn_delete_subgraph(subgraph);
  data[output].resize(count_of(c.values[output].dims));
  return data[output];
}

std::vector<uint8_t> write_graph(const RoundTrip& c) {
  GraphBuilder g;
  uint32_t next_external_id = 0;
  for (uint32_t id = 0; id < c.values.size(); id++) {
    const ValueSpec& v = c.values[id];
    uint32_t buffer = 0;
    if (v.role == ValueSpec::constant) {
      const std::vector<float> values = random_values(count_of(v.dims), id);
      std::vector<uint8_t> bytes(count_of(v.dims) * sizeof(float));
      std::memcpy(bytes.data(), values.data(), bytes.size());
      buffer = g.constant(bytes);
    }
    const uint32_t flags = v.role == ValueSpec::input    ? XNN_VALUE_FLAG_EXTERNAL_INPUT
                           : v.role == ValueSpec::output ? XNN_VALUE_FLAG_EXTERNAL_OUTPUT
                                                         : 0;
    g.value(g.tensor(1, v.dims, id, flags ? next_external_id++ : XNN_INVALID_VALUE_ID, flags, buffer));
  }
  c.write(g);
  return g.finish();
}

std::vector<float> run_written(const RoundTrip& c) {
  std::vector<std::vector<float>> inputs;
  for (uint32_t id = 0; id < c.values.size(); id++) {
    if (c.values[id].role == ValueSpec::input) inputs.push_back(random_values(count_of(c.values[id].dims), id));
  }
  return run_model(write_graph(c), inputs);
}

// Adds output_min_max to an XNode.
void clamp_node(GraphBuilder& g, Ref node, float min, float max) {
  const Ref range = g.w.table();
  g.w.scalar<float>(range, 0, min);
  g.w.scalar<float>(range, 1, max);
  g.w.offset(node, 3, range);
}

const ValueSpec in4 = {{2, 3, 4}, ValueSpec::input};
const ValueSpec out4 = {{2, 3, 4}, ValueSpec::output};

std::vector<RoundTrip> unary_cases() {
  struct Unary {
    const char* name;
    uint8_t type;
    xnn_unary_operator op;
  };
  const Unary unaries[] = {
      {"sigmoid", 4, xnn_unary_sigmoid}, {"floor", 17, xnn_unary_floor}, {"sqrt", 22, xnn_unary_square_root},
      {"ceiling", 23, xnn_unary_ceiling}, {"hardswish", 24, xnn_unary_hardswish}, {"negate", 27, xnn_unary_negate},
      {"square", 28, xnn_unary_square}, {"abs", 30, xnn_unary_abs},
      {"rsqrt", 40, xnn_unary_reciprocal_square_root}, {"log", 41, xnn_unary_log}, {"gelu", 42, xnn_unary_gelu},
      {"tanh", 43, xnn_unary_tanh}, {"exp", 44, xnn_unary_exp}, {"sin", 45, xnn_unary_sine},
      {"cos", 47, xnn_unary_cosine},
  };
  std::vector<RoundTrip> cases;
  for (const Unary& u : unaries) {
    cases.push_back({u.name, {in4, out4}, [u](GraphBuilder& g) { return g.unary(u.type, 0, 1); },
                     [u](xnn_subgraph_t s) { return xnn_define_unary(s, u.op, nullptr, 0, 1, 0); }});
  }
  cases.push_back({"softmax", {in4, out4}, [](GraphBuilder& g) { return g.unary(3, 0, 1); },
                   [](xnn_subgraph_t s) { return xnn_define_softmax(s, 0, 1, 0); }});
  cases.push_back({"clamp", {in4, out4},
                   [](GraphBuilder& g) {
                     const Ref n = g.unary(6, 0, 1);
                     clamp_node(g, n, -0.25f, 0.5f);
                     return n;
                   },
                   [](xnn_subgraph_t s) { return xnn_define_clamp(s, -0.25f, 0.5f, 0, 1, 0); }});
  cases.push_back({"leaky_relu", {in4, out4},
                   [](GraphBuilder& g) {
                     const Ref m = g.fields({{1, 0}, {2, 1}});
                     g.w.scalar<float>(m, 0, 0.125f);
                     return g.node(25, m);
                   },
                   [](xnn_subgraph_t s) { return xnn_define_leaky_relu(s, 0.125f, 0, 1, 0); }});
  cases.push_back({"elu", {in4, out4},
                   [](GraphBuilder& g) {
                     const Ref m = g.fields({{1, 0}, {2, 1}});
                     g.w.scalar<float>(m, 0, 0.75f);
                     return g.node(29, m);
                   },
                   [](xnn_subgraph_t s) { return xnn_define_elu(s, 0.75f, 0, 1, 0); }});
  return cases;
}

std::vector<RoundTrip> binary_cases() {
  struct Binary {
    const char* name;
    uint8_t type;
    xnn_binary_operator op;
  };
  const Binary binaries[] = {
      {"add", 1, xnn_binary_add}, {"divide", 8, xnn_binary_divide}, {"minimum", 12, xnn_binary_minimum},
      {"multiply", 15, xnn_binary_multiply}, {"subtract", 16, xnn_binary_subtract},
      {"maximum", 26, xnn_binary_maximum}, {"prelu", 31, xnn_binary_prelu},
  };
  std::vector<RoundTrip> cases;
  const ValueSpec row = {{4}, ValueSpec::constant};  // broadcast along the last dimension
  for (const Binary& b : binaries) {
    cases.push_back({b.name, {in4, row, out4}, [b](GraphBuilder& g) { return g.binary(b.type, 0, 1, 2); },
                     [b](xnn_subgraph_t s) { return xnn_define_binary(s, b.op, nullptr, 0, 1, 2, 0); }});
  }
  cases.push_back({"add_clamped", {in4, in4, out4},
                   [](GraphBuilder& g) {
                     const Ref n = g.binary(1, 0, 1, 2);
                     clamp_node(g, n, -0.5f, 0.75f);
                     return n;
                   },
                   [](xnn_subgraph_t s) { return xnn_define_add2(s, -0.5f, 0.75f, 0, 1, 2, 0); }});
  cases.push_back({"batch_matrix_multiply", {{{2, 3, 5}, ValueSpec::input}, {{2, 5, 4}, ValueSpec::constant},
                                             {{2, 3, 4}, ValueSpec::output}},
                   [](GraphBuilder& g) { return g.binary(37, 0, 1, 2); },
                   [](xnn_subgraph_t s) { return xnn_define_batch_matrix_multiply(s, 0, 1, 2, 0); }});
  return cases;
}

// Convolution-layout member: params at slots 0..14, ids at 15..18.
Ref convolution_node(GraphBuilder& g, uint8_t type, const std::vector<uint32_t>& params) {
  std::vector<std::pair<int, uint32_t>> fields;
  for (size_t slot = 0; slot < params.size(); slot++) fields.push_back({int(slot), params[slot]});
  for (int slot = 15; slot <= 18; slot++) fields.push_back({slot, uint32_t(slot - 15)});
  return g.node(type, g.fields(fields));
}

std::vector<RoundTrip> weighted_cases() {
  std::vector<RoundTrip> cases;
  cases.push_back({"fully_connected",
                   {{{3, 5}, ValueSpec::input}, {{4, 5}, ValueSpec::constant}, {{4}, ValueSpec::constant},
                    {{3, 4}, ValueSpec::output}},
                   [](GraphBuilder& g) {
                     const Ref n = g.node(2, g.fields({{0, 0}, {1, 1}, {2, 2}, {3, 3}}));
                     clamp_node(g, n, -1.0f, 1.0f);
                     return n;
                   },
                   [](xnn_subgraph_t s) { return xnn_define_fully_connected(s, -1.0f, 1.0f, 0, 1, 2, 3, 0); }});
  // 3x3 stride 1, padding 1, 2 groups of 2 -> 3 channels: [1, 5, 5, 4] -> [1, 5, 5, 6].
  cases.push_back({"convolution_2d",
                   {{{1, 5, 5, 4}, ValueSpec::input}, {{6, 3, 3, 2}, ValueSpec::constant}, {{6}, ValueSpec::constant},
                    {{1, 5, 5, 6}, ValueSpec::output}},
                   [](GraphBuilder& g) {
                     return convolution_node(g, 7, {1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 2, 3, 2});
                   },
                   [](xnn_subgraph_t s) {
                     return xnn_define_convolution_2d(s, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 2, 2, 3, -INFINITY, INFINITY,
                                                      0, 1, 2, 3, 0);
                   }});
  // Depthwise 3x3 stride 2, depth multiplier 2 over 3 channels: [1, 6, 6, 3] -> [1, 3, 3, 6].
  cases.push_back({"depthwise_convolution_2d",
                   {{{1, 6, 6, 3}, ValueSpec::input}, {{1, 3, 3, 6}, ValueSpec::constant}, {{6}, ValueSpec::constant},
                    {{1, 3, 3, 6}, ValueSpec::output}},
                   [](GraphBuilder& g) {
                     return convolution_node(g, 13, {1, 1, 0, 0, 3, 3, 2, 2, 1, 1, 1, 2, 3});
                   },
                   [](xnn_subgraph_t s) {
                     return xnn_define_depthwise_convolution_2d(s, 1, 1, 0, 0, 3, 3, 2, 2, 1, 1, 2, 3, -INFINITY,
                                                                INFINITY, 0, 1, 2, 3, 0);
                   }});
  // Deconvolution 2x2 upsampling 2: [1, 3, 3, 2] -> [1, 6, 6, 5].
  cases.push_back({"deconvolution_2d",
                   {{{1, 3, 3, 2}, ValueSpec::input}, {{5, 2, 2, 2}, ValueSpec::constant}, {{5}, ValueSpec::constant},
                    {{1, 6, 6, 5}, ValueSpec::output}},
                   [](GraphBuilder& g) {
                     return convolution_node(g, 39, {0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 2, 5, 1, 0, 0});
                   },
                   [](xnn_subgraph_t s) {
                     return xnn_define_deconvolution_2d(s, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 5, -INFINITY,
                                                        INFINITY, 0, 1, 2, 3, 0);
                   }});
  return cases;
}

void check_round_trips(const std::vector<RoundTrip>& cases) {
  for (const RoundTrip& c : cases) {
    SCOPED_TRACE(c.name);
    const std::vector<float> direct = run_direct(c);
    const std::vector<float> written = run_written(c);
    ASSERT_EQ(direct.size(), written.size());
    size_t different = 0;
    for (size_t i = 0; i < direct.size(); i++) {
      const bool same = direct[i] == written[i] || (std::isnan(direct[i]) && std::isnan(written[i]));
      if (!same && different++ < 3) ADD_FAILURE() << "element " << i << ": " << direct[i] << " vs " << written[i];
    }
  }
}

TEST(RoundTrip, unary_nodes) { check_round_trips(unary_cases()); }
TEST(RoundTrip, binary_nodes) { check_round_trips(binary_cases()); }
TEST(RoundTrip, weighted_nodes) { check_round_trips(weighted_cases()); }

// Attention: softmax(query * scale x key^T + mask) x value against a plain reference.
TEST(RoundTrip, scaled_dot_product_attention) {
  constexpr size_t H = 2, T = 3, U = 4, C = 5, D = 2;
  RoundTrip c = {"sdpa",
                 {{{H, T, C}, ValueSpec::input}, {{H, U, C}, ValueSpec::constant}, {{H, U, D}, ValueSpec::constant},
                  {{C}, ValueSpec::constant}, {{T, U}, ValueSpec::constant}, {{H, T, D}, ValueSpec::output}},
                 [](GraphBuilder& g) { return g.node(36, g.fields({{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}})); },
                 nullptr};
  std::vector<std::vector<float>> data;
  for (uint32_t id = 0; id < 5; id++) data.push_back(random_values(count_of(c.values[id].dims), id));
  const std::vector<float> out = run_written(c);
  ASSERT_EQ(out.size(), H * T * D);
  const auto& q = data[0], & k = data[1], & v = data[2], & scale = data[3], & mask = data[4];
  for (size_t h = 0; h < H; h++) {
    for (size_t t = 0; t < T; t++) {
      double logits[U], max = -INFINITY, sum = 0.0;
      for (size_t u = 0; u < U; u++) {
        double dot = 0.0;
        for (size_t i = 0; i < C; i++) dot += double(q[(h * T + t) * C + i]) * scale[i] * k[(h * U + u) * C + i];
        logits[u] = dot + mask[t * U + u];
        max = std::max(max, logits[u]);
      }
      for (size_t u = 0; u < U; u++) sum += (logits[u] = std::exp(logits[u] - max));
      for (size_t d = 0; d < D; d++) {
        double expected = 0.0;
        for (size_t u = 0; u < U; u++) expected += logits[u] / sum * v[(h * U + u) * D + d];
        EXPECT_NEAR(out[(h * T + t) * D + d], expected, 1e-5) << h << " " << t << " " << d;
      }
    }
  }
}

// out = op(a, b), fp32 [2, 3] (op: 1 add, 15 multiply).
std::vector<uint8_t> binary_blob(uint8_t op) {
  GraphBuilder g;
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.binary(op, 0, 1, 2);
  return g.finish();
}

// A two-call program: w = x + y (an intermediate the runner owns), then z = w * y.
TEST(RunPrograms, chained_delegate_calls_pass_values_through) {
  testing::ProgramBuilder p;
  const int32_t x = p.float_tensor({2, 3}), y = p.float_tensor({2, 3}), z = p.float_tensor({2, 3});
  const int32_t w = p.float_tensor({2, 3});
  p.inputs = {x, y};
  p.outputs = {z};
  p.delegate_call(p.delegate("XnnpackBackend", binary_blob(1)), {x, y, w});
  p.delegate_call(p.delegate("XnnpackBackend", binary_blob(15)), {w, y, z});
  const std::vector<float> a = {1, 2, 3, 4, 5, 6}, b = {0.5f, -1, 2, -3, 0.25f, 8};
  const std::vector<float> out = run_model(p.finish(), {padded(a), padded(b)});
  ASSERT_EQ(out.size(), 6u);
  for (size_t i = 0; i < 6; i++) EXPECT_EQ(out[i], (a[i] + b[i]) * b[i]) << i;
}

// Inputs can change shape between runs; outputs follow.
TEST(RunPrograms, reshaped_input_reshapes_outputs) {
  const std::vector<uint8_t> bytes = testing::read_test_file("add_graph.bin");
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  const size_t dims[4] = {2, 2, 3, 4};
  const std::vector<float> x = padded(std::vector<float>(48, 1.5f)), y = padded(std::vector<float>(48, 2.0f));
  for (size_t i = 0; i < 2; i++) ASSERT_EQ(xnn_model_reshape_input(runner, i, 4, dims), xnn_status_success);
  ASSERT_EQ(xnn_model_set_input(runner, 0, x.data()), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_invalid_state);  // input 1 not set yet
  ASSERT_EQ(xnn_model_set_input(runner, 1, y.data()), xnn_status_success);
  ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data;
  ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  ASSERT_EQ(info.num_dims, 4u);
  EXPECT_EQ(info.dims[0], 2u);
  for (size_t i = 0; i < 48; i++) EXPECT_EQ(static_cast<const float*>(data)[i], 3.5f);
  EXPECT_EQ(xnn_model_get_output(runner, 1, &info, &data), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_set_input(runner, 2, x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_model_runner_num_runtimes(runner), 1u);
  EXPECT_NE(xnn_model_runner_runtime(runner, 0), nullptr);
  EXPECT_EQ(xnn_model_runner_runtime(runner, 1), nullptr);
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
}

}  // namespace
}  // namespace xnn::models
