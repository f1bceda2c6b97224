// Round trips of every node type of the define API: define a one-node subgraph, write it (subgraph-writer.h),
// load it through xnn-model.h and run it: the outputs are bit-identical to running the defined subgraph. Node
// types without an operator yet are decoded back to the same node instead (and run as soon as they have one).
// Then 8-bit nodes between converts, and the same for a whole MobileNet v2, in fp32 and in int8; and a dynamically
// quantized linear layer as ExecuTorch exports one (convert fp32 -> qdint8, fully connected with qcint8 weights).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <numeric>

#include "models.h"
#include "models/model.h"
#include "models/subgraph-builder.h"
#include "run-model.h"
#include "subgraph/catalog.h"
#include "subgraph-writer.h"
#include "subgraph/subgraph-tester.h"
#include "test-data.h"

namespace {

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

struct ValueSpec {
  std::vector<size_t> dims;
  enum Role { input, constant, output, internal } role;
  xnn_datatype datatype = xnn_datatype_fp32;  // 8-bit values are internal, one scale and zero point
  float scale = 0.0f;
  int32_t zero_point = 0;
};

struct Case {
  std::string name;
  std::vector<ValueSpec> values;  // value id = index
  std::function<xnn_status(xnn_subgraph_t)> define;  // the node(s), by value id
};

size_t count_of(const std::vector<size_t>& dims) {
  return std::accumulate(dims.begin(), dims.end(), size_t(1), std::multiplies<size_t>());
}

// The case defined directly; `data` holds every value's numbers (constants point into it): value i holds
// random_vector(count, i), the same for the loaded file's inputs.
struct Defined {
  xnn_subgraph_t subgraph = nullptr;
  std::vector<std::vector<float>> data;
  ~Defined() { xnn_delete_subgraph(subgraph); }
};

void define(const Case& c, Defined* d) {
  ASSERT_EQ(xnn_create_subgraph(uint32_t(c.values.size()), 0, &d->subgraph), xnn_status_success);
  for (uint32_t id = 0; id < c.values.size(); id++) {
    const ValueSpec& v = c.values[id];
    d->data.push_back(random_vector(count_of(v.dims), id));
    const uint32_t flags = v.role == ValueSpec::input    ? XNN_VALUE_FLAG_EXTERNAL_INPUT
                           : v.role == ValueSpec::output ? XNN_VALUE_FLAG_EXTERNAL_OUTPUT
                                                         : 0;
    uint32_t defined;
    if (v.datatype != xnn_datatype_fp32) {
      ASSERT_EQ(xnn_define_quantized_tensor_value(d->subgraph, v.datatype, v.zero_point, v.scale, v.dims.size(),
                                                  v.dims.data(), nullptr, id, flags, &defined),
                xnn_status_success);
      continue;
    }
    ASSERT_EQ(xnn_define_tensor_value(d->subgraph, xnn_datatype_fp32, v.dims.size(), v.dims.data(),
                                      v.role == ValueSpec::constant ? d->data[id].data() : nullptr, id, flags,
                                      &defined),
              xnn_status_success);
  }
  ASSERT_EQ(c.define(d->subgraph), xnn_status_success);
}

// Runs the defined subgraph; returns its outputs in value-id order, or nothing when it has no runtime (a node type
// without an operator yet: the only refusal allowed).
std::vector<std::vector<float>> run_defined(const Case& c, Defined* d) {
  xnn_runtime_t runtime = nullptr;
  const xnn_status status = xnn_create_runtime(d->subgraph, &runtime);
  if (status != xnn_status_success) {
    EXPECT_EQ(status, xnn_status_unsupported_parameter);
    return {};
  }
  std::vector<xnn_external_value> externals;
  std::vector<std::vector<float>> outputs;
  for (uint32_t id = 0; id < c.values.size(); id++) {
    if (c.values[id].role == ValueSpec::input || c.values[id].role == ValueSpec::output) {
      externals.push_back({id, d->data[id].data()});
    }
  }
  EXPECT_EQ(xnn_setup_runtime(runtime, externals.size(), externals.data()), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  for (uint32_t id = 0; id < c.values.size(); id++) {
    if (c.values[id].role != ValueSpec::output) continue;
    const std::vector<float>& data = d->data[id];
    outputs.emplace_back(data.begin(), data.begin() + count_of(c.values[id].dims));
  }
  return outputs;
}

std::vector<uint8_t> write(const xnn_subgraph* subgraph) {
  std::vector<uint8_t> bytes;
  std::string problem;
  EXPECT_TRUE(xnn_write_subgraph(*subgraph, &bytes, &problem)) << problem;
  return bytes;
}

// Decoding the written bytes and building them gives the same nodes, and writing that again the same bytes.
void check_decodes_to_same_nodes(const xnn_subgraph& defined, const std::vector<uint8_t>& bytes) {
  xnn_decoded_model model;
  ASSERT_EQ(models_test::decode(bytes, &model).status, xnn_status_success);
  xnn_built_subgraph built;
  xnn_model_problem problem;
  ASSERT_TRUE(xnn_build_subgraph(model.graph, &built, &problem)) << problem.message;
  const xnn_subgraph& loaded = *built.subgraph;
  ASSERT_EQ(loaded.nodes.size(), defined.nodes.size());
  for (size_t i = 0; i < defined.nodes.size(); i++) {
    const xnn_node& a = defined.nodes[i];
    const xnn_node& b = loaded.nodes[i];
    EXPECT_EQ(a.type, b.type) << i;
    EXPECT_EQ(a.flags, b.flags) << i;
    EXPECT_EQ(a.output_min, b.output_min) << i;
    EXPECT_EQ(a.output_max, b.output_max) << i;
    ASSERT_EQ(a.num_inputs, b.num_inputs) << i;
    ASSERT_EQ(a.num_outputs, b.num_outputs) << i;
    for (uint32_t k = 0; k < a.num_inputs; k++) EXPECT_EQ(a.inputs[k], b.inputs[k]) << i;
    for (uint32_t k = 0; k < a.num_outputs; k++) EXPECT_EQ(a.outputs[k], b.outputs[k]) << i;
  }
  EXPECT_TRUE(write(&loaded) == bytes) << "written again, the decoded subgraph gives other bytes (parameters)";
}

// `must_run`: every case has an operator, so each must be run and compared (not only decoded back).
void check_round_trips(const std::vector<Case>& cases, bool must_run = true) {
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Defined d;
    define(c, &d);
    if (::testing::Test::HasFatalFailure()) return;
    const std::vector<uint8_t> bytes = write(d.subgraph);
    check_decodes_to_same_nodes(*d.subgraph, bytes);
    const std::vector<std::vector<float>> direct = run_defined(c, &d);
    if (direct.empty()) {
      EXPECT_FALSE(must_run) << "the defined subgraph did not run";
      continue;
    }
    std::vector<std::vector<float>> inputs;
    for (uint32_t id = 0; id < c.values.size(); id++) {
      if (c.values[id].role == ValueSpec::input) inputs.push_back(random_vector(count_of(c.values[id].dims), id));
    }
    const std::vector<std::vector<float>> loaded = models_test::run_model_outputs(bytes, inputs);
    ASSERT_EQ(direct.size(), loaded.size());
    for (size_t k = 0; k < direct.size(); k++) {
      ASSERT_EQ(direct[k].size(), loaded[k].size()) << "output " << k;
      EXPECT_EQ(std::memcmp(direct[k].data(), loaded[k].data(), direct[k].size() * sizeof(float)), 0)
          << "output " << k << " differs";
    }
  }
}

const ValueSpec in4 = {{2, 3, 4}, ValueSpec::input};
const ValueSpec out4 = {{2, 3, 4}, ValueSpec::output};

TEST(RoundTrip, every_unary_node_type) {
  std::vector<Case> cases;
  const xnn_node_entry& unary = xnn_catalog_entry(xnn_node_type::unary);
  for (size_t i = 0; i < unary.num_schema_nodes; i++) {
    const xnn_unary_operator op = xnn_unary_operator(unary.schema_nodes[i].variant);
    xnn_unary_params params = {};
    if (op == xnn_unary_clamp) params.clamp = {-0.25f, 0.5f};
    if (op == xnn_unary_elu) params.elu.alpha = 0.75f;
    if (op == xnn_unary_leaky_relu) params.leaky_relu.negative_slope = 0.125f;
    cases.push_back({unary.schema_nodes[i].name, {in4, out4}, [op, params](xnn_subgraph_t s) {
                       return xnn_define_unary(s, op, &params, 0, 1, 0);
                     }});
  }
  cases.push_back({"softmax", {in4, out4}, [](xnn_subgraph_t s) { return xnn_define_softmax(s, 0, 1, 0); }});
  check_round_trips(cases);
}

TEST(RoundTrip, every_binary_node_type) {
  std::vector<Case> cases;
  const ValueSpec row = {{4}, ValueSpec::constant};  // broadcast along the last dimension
  const xnn_node_entry& binary = xnn_catalog_entry(xnn_node_type::binary);
  for (size_t i = 0; i < binary.num_schema_nodes; i++) {
    const xnn_binary_operator op = xnn_binary_operator(binary.schema_nodes[i].variant);
    cases.push_back({binary.schema_nodes[i].name, {in4, row, out4}, [op](xnn_subgraph_t s) {
                       return xnn_define_binary(s, op, nullptr, 0, 1, 2, 0);
                     }});
  }
  cases.push_back({"add_clamped", {in4, in4, out4},
                   [](xnn_subgraph_t s) { return xnn_define_add2(s, -0.5f, 0.75f, 0, 1, 2, 0); }});
  cases.push_back({"batch_matrix_multiply",
                   {{{2, 3, 5}, ValueSpec::input}, {{2, 5, 4}, ValueSpec::constant}, {{2, 3, 4}, ValueSpec::output}},
                   [](xnn_subgraph_t s) { return xnn_define_batch_matrix_multiply(s, 0, 1, 2, 0); }});
  cases.push_back({"batch_matrix_multiply_transpose_b",
                   {{{2, 3, 5}, ValueSpec::input}, {{2, 4, 5}, ValueSpec::input}, {{2, 3, 4}, ValueSpec::output}},
                   [](xnn_subgraph_t s) {
                     return xnn_define_batch_matrix_multiply(s, 0, 1, 2, XNN_FLAG_TRANSPOSE_B);
                   }});
  check_round_trips(cases);
}

TEST(RoundTrip, weighted_node_types) {
  std::vector<Case> cases;
  cases.push_back({"fully_connected",
                   {{{3, 5}, ValueSpec::input}, {{4, 5}, ValueSpec::constant}, {{4}, ValueSpec::constant},
                    {{3, 4}, ValueSpec::output}},
                   [](xnn_subgraph_t s) { return xnn_define_fully_connected(s, -1.0f, 1.0f, 0, 1, 2, 3, 0); }});
  cases.push_back({"fully_connected_without_bias",
                   {{{3, 5}, ValueSpec::input}, {{4, 5}, ValueSpec::constant}, {{3, 4}, ValueSpec::output}},
                   [](xnn_subgraph_t s) {
                     return xnn_define_fully_connected(s, -INFINITY, INFINITY, 0, 1, XNN_INVALID_VALUE_ID, 2, 0);
                   }});
  // 3x3 stride 1, padding 1, 2 groups of 2 -> 3 channels: [1, 5, 5, 4] -> [1, 5, 5, 6].
  cases.push_back({"convolution_2d",
                   {{{1, 5, 5, 4}, ValueSpec::input}, {{6, 3, 3, 2}, ValueSpec::constant}, {{6}, ValueSpec::constant},
                    {{1, 5, 5, 6}, ValueSpec::output}},
                   [](xnn_subgraph_t s) {
                     return xnn_define_convolution_2d(s, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 2, 2, 3, 0.0f, 6.0f, 0, 1, 2,
                                                      3, 0);
                   }});
  // Depthwise 3x3 stride 2, depth multiplier 2 over 3 channels: [1, 6, 6, 3] -> [1, 3, 3, 6].
  cases.push_back({"depthwise_convolution_2d",
                   {{{1, 6, 6, 3}, ValueSpec::input}, {{1, 3, 3, 6}, ValueSpec::constant}, {{6}, ValueSpec::constant},
                    {{1, 3, 3, 6}, ValueSpec::output}},
                   [](xnn_subgraph_t s) {
                     return xnn_define_depthwise_convolution_2d(s, 1, 1, 0, 0, 3, 3, 2, 2, 1, 1, 2, 3, -INFINITY,
                                                                INFINITY, 0, 1, 2, 3, 0);
                   }});
  // Deconvolution 3x3 upsampling 2, padding 1, adjustment 1: [1, 3, 3, 2] -> [1, 6, 6, 5].
  cases.push_back({"deconvolution_2d",
                   {{{1, 3, 3, 2}, ValueSpec::input}, {{5, 3, 3, 2}, ValueSpec::constant}, {{5}, ValueSpec::constant},
                    {{1, 6, 6, 5}, ValueSpec::output}},
                   [](xnn_subgraph_t s) {
                     return xnn_define_deconvolution_2d(s, 1, 1, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 2, 5, -INFINITY,
                                                        INFINITY, 0, 1, 2, 3, 0);
                   }});
  check_round_trips(cases);
}

TEST(RoundTrip, pooling_node_types) {
  const ValueSpec image = {{1, 6, 6, 3}, ValueSpec::input};
  std::vector<Case> cases;
  cases.push_back({"average_pooling_2d", {image, {{1, 3, 3, 3}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     return xnn_define_average_pooling_2d(s, 1, 1, 0, 0, 3, 3, 2, 2, -0.5f, 0.5f, 0, 1, 0);
                   }});
  cases.push_back({"max_pooling_2d_dilated", {image, {{1, 2, 2, 3}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     return xnn_define_max_pooling_2d(s, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, -INFINITY, INFINITY, 0, 1, 0);
                   }});
  cases.push_back({"argmax_pooling_2d",
                   {image, {{1, 3, 3, 3}, ValueSpec::output}, {{1, 3, 3, 3}, ValueSpec::output}},
                   [](xnn_subgraph_t s) { return xnn_define_argmax_pooling_2d(s, 0, 0, 0, 0, 2, 2, 0, 1, 2, 0); }});
  cases.push_back({"global_average_pooling_2d", {image, {{1, 3}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     return xnn_define_global_average_pooling_2d(s, -0.25f, 0.25f, 0, 1, 0);
                   }});
  check_round_trips(cases);
}

// Copy and the shape node types: run-compared once their operators exist, decoded back to the same node until then.
TEST(RoundTrip, copy_and_shape_node_types) {
  const ValueSpec image = {{1, 4, 6, 2}, ValueSpec::input};
  std::vector<Case> cases;
  cases.push_back({"copy", {image, {{1, 4, 6, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     return xnn_define_copy(s, 0, 1, 0);
                   }});
  cases.push_back({"static_reshape", {image, {{8, 6}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const size_t shape[] = {8, 6};
                     return xnn_define_static_reshape(s, 2, shape, 0, 1, 0);
                   }});
  cases.push_back({"static_transpose", {image, {{2, 4, 1, 6}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const size_t perm[] = {3, 1, 0, 2};
                     return xnn_define_static_transpose(s, 4, perm, 0, 1, 0);
                   }});
  cases.push_back({"static_slice", {image, {{1, 2, 3, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const size_t offsets[] = {0, 1, 2, 0}, sizes[] = {1, 2, 3, 2};
                     return xnn_define_static_slice(s, 4, offsets, sizes, 0, 1, 0);
                   }});
  cases.push_back({"static_constant_pad", {image, {{1, 7, 7, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const size_t pre[] = {0, 1, 0, 0}, post[] = {0, 2, 1, 0};
                     return xnn_define_static_constant_pad(s, pre, post, 0.5f, 0, 1, 0);
                   }});
  cases.push_back({"static_resize_bilinear_2d", {image, {{1, 7, 9, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     return xnn_define_static_resize_bilinear_2d(s, 7, 9, 0, 1, XNN_FLAG_ALIGN_CORNERS);
                   }});
  for (size_t n = 2; n <= 5; n++) {
    std::vector<ValueSpec> values(n, {{1, 4, 6, 2}, ValueSpec::input});
    values.push_back({{1, 4, 6 * n, 2}, ValueSpec::output});
    cases.push_back({"concatenate" + std::to_string(n), values, [n](xnn_subgraph_t s) {
                       const uint32_t inputs[] = {0, 1, 2, 3, 4};
                       return xnn_define_concatenate(s, -2, n, inputs, uint32_t(n), 0);
                     }});
  }
  check_round_trips(cases, /*must_run=*/false);
}

// XNNPACK HEAD's newer forms of nodes the schema has: slice _v2 and _v3 (offsets from the end, resolved against the
// input's shape) and constant pad _v2 are written as XNNStaticSlice and XNNStaticConstantPad and run alike.
TEST(RoundTrip, newer_slice_and_pad_forms_write_as_their_schema_nodes) {
  const ValueSpec image = {{1, 4, 6, 2}, ValueSpec::input};
  std::vector<Case> cases;
  cases.push_back({"static_slice_v2", {image, {{1, 2, 3, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const int64_t offsets[] = {0, -3, 2, 0};
                     const size_t sizes[] = {1, 2, 3, 0};
                     return xnn_define_static_slice_v2(s, 4, offsets, sizes, 0, 1, 0);
                   }});
  cases.push_back({"static_slice_v3", {image, {{1, 2, 4, 1}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const int64_t begins[] = {0, 1, -5, 1}, ends[] = {0, -1, 5, 0};
                     return xnn_define_static_slice_v3(s, 4, begins, ends, nullptr, 0, 1, 0);
                   }});
  cases.push_back({"static_constant_pad_v2", {image, {{2, 7, 6, 2}, ValueSpec::output}}, [](xnn_subgraph_t s) {
                     const size_t pre[] = {1, 2}, post[] = {0, 1};
                     return xnn_define_static_constant_pad_v2(s, 2, pre, post, -1.5f, 0, 1, 0);
                   }});
  check_round_trips(cases);
}

// A graph of several nodes with internal values: ids, constants and external order survive.
TEST(RoundTrip, chain_of_nodes_with_internal_values) {
  const Case c = {"chain",
                  {{{1, 5, 5, 3}, ValueSpec::input}, {{4, 3, 3, 3}, ValueSpec::constant}, {{4}, ValueSpec::constant},
                   {{1, 5, 5, 4}, ValueSpec::internal}, {{1, 5, 5, 4}, ValueSpec::internal},
                   {{1, 4}, ValueSpec::output}, {{1, 5, 5, 4}, ValueSpec::output}},
                  [](xnn_subgraph_t s) {
                    xnn_status status = xnn_define_convolution_2d(s, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 3, 4,
                                                                  -INFINITY, INFINITY, 0, 1, 2, 3, 0);
                    if (status == xnn_status_success)
                      status = xnn_define_unary(s, xnn_unary_hardswish, nullptr, 3, 4, 0);
                    if (status == xnn_status_success)
                      status = xnn_define_global_average_pooling_2d(s, -INFINITY, INFINITY, 4, 5, 0);
                    if (status == xnn_status_success)
                      status = xnn_define_binary(s, xnn_binary_multiply, nullptr, 4, 5, 6, 0);
                    return status;
                  }};
  check_round_trips({c});
}

// A zoo model (64x64, one fp32 input and 1000 fp32 outputs) written, decoded to the same nodes, loaded and run: the
// outputs equal the defined subgraph's bit for bit.
using DefineZooModel = xnn_status (*)(xnn_subgraph_t, xnn_zoo_weights&, size_t, size_t, size_t, uint32_t);
void check_zoo_round_trip(DefineZooModel define_model) {
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  xnn_zoo_weights weights;
  ASSERT_EQ(define_model(subgraph, weights, 1, 64, 64, /*seed=*/7), xnn_status_success);
  const std::vector<uint8_t> bytes = write(subgraph);
  check_decodes_to_same_nodes(*subgraph, bytes);
  const std::vector<float> input = random_vector(64 * 64 * 3, 0);
  std::vector<float> direct(1000 + XNN_EXTRA_BYTES / sizeof(float));
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime(subgraph, &runtime), xnn_status_success);
  const xnn_external_value externals[] = {{0, const_cast<float*>(input.data())}, {1, direct.data()}};
  EXPECT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  xnn_delete_subgraph(subgraph);
  const std::vector<std::vector<float>> loaded = models_test::run_model_outputs(bytes, {input});
  ASSERT_EQ(loaded.size(), 1u);
  ASSERT_EQ(loaded[0].size(), 1000u);
  EXPECT_EQ(std::memcmp(direct.data(), loaded[0].data(), 1000 * sizeof(float)), 0);
}

// A whole network: MobileNet v2 of the model zoo (src/model-zoo/, the default model of xnn-run).
TEST(RoundTrip, mobilenet_v2_of_the_model_zoo) { check_zoo_round_trip(xnn_zoo_define_mobilenet_v2); }

// A node on 8-bit values between converts: fp32 inputs 0..n-1 are quantized into values n+1..2n, the node (defined
// by `node` on those ids) writes value 2n+1, which is converted to the fp32 output n. Inputs are qint8 or quint8 at
// scale 1/16 and zero point 3; the output's scale and zero point are given.
Case quantized_case(const std::string& name, xnn_datatype datatype, const std::vector<std::vector<size_t>>& in_dims,
                    const std::vector<size_t>& out_dims, float out_scale, int32_t out_zero_point,
                    std::function<xnn_status(xnn_subgraph_t, const std::vector<uint32_t>&, uint32_t)> node) {
  const uint32_t n = uint32_t(in_dims.size());
  std::vector<ValueSpec> values;
  for (const std::vector<size_t>& dims : in_dims) values.push_back({dims, ValueSpec::input});
  values.push_back({out_dims, ValueSpec::output});
  for (uint32_t i = 0; i < n; i++) {
    values.push_back({in_dims[i], ValueSpec::internal, datatype, 0.0625f, 3});
  }
  values.push_back({out_dims, ValueSpec::internal, datatype, out_scale, out_zero_point});
  return {name, values, [n, node](xnn_subgraph_t s) {
            std::vector<uint32_t> q;
            for (uint32_t i = 0; i < n; i++) {
              q.push_back(n + 1 + i);
              const xnn_status status = xnn_define_unary(s, xnn_unary_convert, nullptr, i, n + 1 + i, 0);
              if (status != xnn_status_success) return status;
            }
            const xnn_status status = node(s, q, 2 * n + 1);
            if (status != xnn_status_success) return status;
            return xnn_define_unary(s, xnn_unary_convert, nullptr, 2 * n + 1, n, 0);
          }};
}

TEST(RoundTrip, quantized_node_types) {
  using Ids = const std::vector<uint32_t>&;
  const std::vector<size_t> image = {1, 4, 6, 2};
  std::vector<Case> cases;
  for (xnn_datatype datatype : {xnn_datatype_qint8, xnn_datatype_quint8}) {
    const std::string type = datatype == xnn_datatype_qint8 ? "qint8_" : "quint8_";
    cases.push_back(quantized_case(type + "requantize", datatype, {image}, image, 0.125f, 5,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                     return xnn_define_unary(s, xnn_unary_convert, nullptr, x[0], y, 0);
                                   }));
    for (xnn_binary_operator op : {xnn_binary_add, xnn_binary_subtract, xnn_binary_multiply}) {
      cases.push_back(quantized_case(type + "binary_" + std::to_string(int(op)), datatype, {image, {2}}, image, 0.25f,
                                     6, [op](xnn_subgraph_t s, Ids x, uint32_t y) {
                                       const xnn_binary_params range = {-1.0, 2.0};
                                       return xnn_define_binary(s, op, &range, x[0], x[1], y, 0);
                                     }));
    }
    // Data movement keeps the quantization: the output's scale and zero point are the input's.
    cases.push_back(quantized_case(type + "copy", datatype, {image}, image, 0.0625f, 3,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) { return xnn_define_copy(s, x[0], y, 0); }));
    cases.push_back(quantized_case(type + "static_transpose", datatype, {image}, {2, 4, 1, 6}, 0.0625f, 3,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                     const size_t perm[] = {3, 1, 0, 2};
                                     return xnn_define_static_transpose(s, 4, perm, x[0], y, 0);
                                   }));
    cases.push_back(quantized_case(type + "static_slice", datatype, {image}, {1, 2, 3, 2}, 0.0625f, 3,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                     const size_t offsets[] = {0, 1, 2, 0}, sizes[] = {1, 2, 3, 2};
                                     return xnn_define_static_slice(s, 4, offsets, sizes, x[0], y, 0);
                                   }));
    cases.push_back(quantized_case(type + "static_constant_pad", datatype, {image}, {1, 7, 7, 2}, 0.0625f, 3,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                     const size_t pre[] = {0, 1, 0, 0}, post[] = {0, 2, 1, 0};
                                     return xnn_define_static_constant_pad(s, pre, post, 0.5f, x[0], y, 0);
                                   }));
    cases.push_back(quantized_case(type + "concatenate2", datatype, {image, image}, {1, 4, 12, 2}, 0.0625f, 3,
                                   [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                     return xnn_define_concatenate2(s, 2, x[0], x[1], y, 0);
                                   }));
  }
  // The quantized pooling nodes run on qint8; max pooling keeps the quantization.
  cases.push_back(quantized_case("qint8_max_pooling_2d", xnn_datatype_qint8, {{1, 6, 6, 3}}, {1, 3, 3, 3}, 0.0625f, 3,
                                 [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                   return xnn_define_max_pooling_2d(s, 1, 1, 0, 0, 3, 3, 2, 2, 1, 1, -1.0f, 1.0f,
                                                                    x[0], y, 0);
                                 }));
  cases.push_back(quantized_case("qint8_global_average_pooling_2d", xnn_datatype_qint8, {{1, 6, 6, 3}}, {1, 3},
                                 0.03125f, -4, [](xnn_subgraph_t s, Ids x, uint32_t y) {
                                   return xnn_define_global_average_pooling_2d(s, -INFINITY, INFINITY, x[0], y, 0);
                                 }));
  // Batch matrix multiply on qint8: B (value 4) has zero point 0, as the qs8 operator requires.
  for (uint32_t flags : {0u, uint32_t(XNN_FLAG_TRANSPOSE_B)}) {
    const std::vector<size_t> b = flags != 0 ? std::vector<size_t>{1, 5, 4} : std::vector<size_t>{1, 4, 5};
    Case bmm = quantized_case(flags != 0 ? "qint8_batch_matrix_multiply_transpose_b" : "qint8_batch_matrix_multiply",
                              xnn_datatype_qint8, {{2, 3, 4}, b}, {2, 3, 5}, 0.125f, -2,
                              [flags](xnn_subgraph_t s, Ids x, uint32_t y) {
                                return xnn_define_batch_matrix_multiply(s, x[0], x[1], y, flags);
                              });
    bmm.values[4].zero_point = 0;
    cases.push_back(bmm);
  }
  check_round_trips(cases);
}

// ExecuTorch's dynamically quantized linear layer: fp32 input 0 -> convert -> qdint8 value 2 (a zero point and scale
// per row of its last dimension) -> fully connected with qcint8 filter 3 and fp32 bias 4, clamped -> fp32 output 1.
// The file holds value 2 as an XNNQuantizedTensorValue with PerTokenDynamicQuant; loaded back it is the same value
// and the outputs are the defined subgraph's bytes.
TEST(RoundTrip, dynamically_quantized_fully_connected) {
  constexpr size_t kIn = 24, kOut = 10;
  const std::vector<size_t> x_dims = {3, 2, kIn}, y_dims = {3, 2, kOut}, filter_dims = {kOut, kIn};
  std::vector<int8_t> filter(kOut * kIn + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < kOut * kIn; i++) filter[i] = int8_t(int(i * 37 % 255) - 127);
  std::vector<float> scales(kOut), bias = random_vector(kOut, 4);
  for (size_t c = 0; c < kOut; c++) scales[c] = 0.01f + 0.001f * float(c);
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(5, 0, &subgraph), xnn_status_success);
  std::unique_ptr<xnn_subgraph, decltype(&xnn_delete_subgraph)> owner(subgraph, xnn_delete_subgraph);
  uint32_t id;
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 3, x_dims.data(), nullptr, 0,
                                    XNN_VALUE_FLAG_EXTERNAL_INPUT, &id), xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 3, y_dims.data(), nullptr, 1,
                                    XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &id), xnn_status_success);
  ASSERT_EQ(xnn_define_dynamically_quantized_tensor_value(subgraph, xnn_datatype_qdint8, 3, 1, x_dims.data(), 2, 0,
                                                          &id), xnn_status_success);
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(subgraph, xnn_datatype_qcint8, scales.data(), 2, 0,
                                                          filter_dims.data(), filter.data(), 3, 0, &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 1, &kOut, bias.data(), 4, 0, &id),
            xnn_status_success);
  ASSERT_EQ(xnn_define_convert(subgraph, 0, 2, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(subgraph, -0.5f, 0.75f, 2, 3, 4, 1, 0), xnn_status_success);

  const std::vector<uint8_t> bytes = write(subgraph);
  check_decodes_to_same_nodes(*subgraph, bytes);
  xnn_decoded_model model;
  ASSERT_EQ(models_test::decode(bytes, &model).status, xnn_status_success);
  const xnn_graph_value& quantized = model.graph.values[2];
  EXPECT_EQ(quantized.datatype, xnn_datatype_qdint8);
  EXPECT_EQ(quantized.quantization.kind, xnn_graph_quant_kind::per_token_dynamic);
  EXPECT_EQ(quantized.quantization.num_nonbatch_dims, 1u);
  EXPECT_EQ(quantized.constant.data, nullptr);

  const std::vector<float> input = random_vector(3 * 2 * kIn, 0);
  std::vector<float> direct(3 * 2 * kOut);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime(subgraph, &runtime), xnn_status_success);
  const xnn_external_value externals[] = {{0, const_cast<float*>(input.data())}, {1, direct.data()}};
  EXPECT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  const std::vector<std::vector<float>> loaded = models_test::run_model_outputs(bytes, {input});
  ASSERT_EQ(loaded.size(), 1u);
  ASSERT_EQ(loaded[0].size(), direct.size());
  EXPECT_EQ(std::memcmp(loaded[0].data(), direct.data(), direct.size() * sizeof(float)), 0);
}

// The int8 MobileNet v2 of the model zoo (qcint8 filters, qcint32 biases, qint8 activations): convolution,
// depthwise convolution, fully connected, add, global average pooling and converts with their quantization.
TEST(RoundTrip, quantized_mobilenet_v2_of_the_model_zoo) { check_zoo_round_trip(xnn_zoo_define_mobilenet_v2_qs8); }

// What the format cannot express is refused with a sentence naming the node.
TEST(RoundTrip, even_split_has_no_node_type) {
  const Case c = {"even_split",
                  {{{2, 6}, ValueSpec::input}, {{2, 3}, ValueSpec::output}, {{2, 3}, ValueSpec::output}},
                  [](xnn_subgraph_t s) { return xnn_define_even_split2(s, 1, 0, 1, 2, 0); }};
  Defined d;
  define(c, &d);
  std::vector<uint8_t> bytes;
  std::string problem;
  EXPECT_FALSE(xnn_write_subgraph(*d.subgraph, &bytes, &problem));
  EXPECT_NE(problem.find("node #0 (Even Split) has no node type"), std::string::npos) << problem;
}

// A value of a datatype the writer cannot express (here pfp32, packed by a rewrite) is refused with a sentence naming
// it.
TEST(RoundTrip, pfp32_value_is_refused_by_the_writer) {
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(1, 0, &subgraph), xnn_status_success);
  const size_t dims[] = {4};
  uint32_t id;
  ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_pfp32, 1, dims, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                    &id),
            xnn_status_success);
  std::vector<uint8_t> bytes;
  std::string problem;
  EXPECT_FALSE(xnn_write_subgraph(*subgraph, &bytes, &problem));
  EXPECT_NE(problem.find("value 0 has datatype " + std::to_string(int(xnn_datatype_pfp32)) +
                         "; only fp32, fp16, bf16, int32, 8-bit or 32-bit quantized, qdint8, qcint4 and qbint4 "
                         "values can be written"),
            std::string::npos)
      << problem;
  xnn_delete_subgraph(subgraph);
}

}  // namespace
